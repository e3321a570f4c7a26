// Deterministic generator of Maple Hollow: fictional Massachusetts towns with winding and straight streets,
// cul-de-sacs, lots of every common shape, buildings, zoning districts and flood, wetland and historic layers.
import { areaSqFt, FEET_PER_METER, metersPerDegree } from '../../../core/geo';
import type { MultiPolygon, Polygon, Position } from '../../../core/geo';
import type { Pt } from './geometry';
import type { LotType } from './lot-shapes';
import { planNeighbourhood, type NeighbourhoodPlan } from './neighbourhood';
import { planRun } from './tiling';

/** Name of the fictional demo town. */
export const DEMO_TOWN_NAME = 'Maple Hollow';

/** Options for the generators: the seed and the exact number of parcels (20 to 5,000,000). */
export interface DemoTownOptions {
  seed?: number;
  parcels?: number;
}

/** A building footprint on a demo parcel. */
export interface DemoBuilding {
  id: string;
  kind: 'main' | 'outbuilding';
  label: 'house' | 'garage' | 'shed';
  footprint: Polygon;
  heightFt: number;
  footprintSqFt: number;
}

/** A demo lot with its address point, shape, assessor-style attributes and buildings; city and zip only when they differ from the town it is listed in. */
export interface DemoParcel {
  id: string;
  address: { number: string; street: string };
  point: Position;
  lot: Polygon;
  lotSizeSqFt: number;
  lotType: LotType;
  attributes: {
    propertyTypeName: 'Single Family' | 'Two Family' | 'Multi-Family Home' | 'Other';
    useCode: string;
    zoneCode: 'SR' | 'TR' | 'B';
    grossFloorAreaSqFt: number;
    yearBuilt: number;
    style: string;
    stories: number;
  };
  buildings: DemoBuilding[];
  city?: string;
  zip?: string;
}

/** A zoning district: every parcel's zone code is that of the district holding its lot's centroid. */
export interface DemoDistrict {
  zoneCode: 'SR' | 'TR' | 'B';
  name: string;
  geometry: Polygon | MultiPolygon;
}

/** A feature of a map layer: flood zone, wetland or historic district. */
export interface DemoLayerFeature {
  layerId: 'FEMA' | 'WETLANDS' | 'HISTORICAL_PRESERVATION';
  name: string;
  status: 'RED' | 'YELLOW';
  geometry: Polygon;
  properties: Record<string, string | number>;
}

/** One neighbourhood of about 2,000 to 2,500 parcels, with its town's name and zip code. */
export interface DemoNeighbourhood {
  city: string;
  state: 'MA';
  zip: string;
  county: string;
  parcels: DemoParcel[];
  districts: DemoDistrict[];
  layers: DemoLayerFeature[];
  /** The streets' centre lines, named, as a street layer has them. */
  streets: DemoStreet[];
}

/** A street of the demo town: its name and centre line. */
export interface DemoStreet {
  name: string;
  line: Position[];
}

/** A whole run merged into one: the first town's name and zip, each parcel keeping its own when different. */
export interface DemoTown extends DemoNeighbourhood {}

const ORIGIN: Position = [-71.19, 42.33];
const DEFAULT_SEED = 20261122;
const DEFAULT_PARCELS = 2400;
const MIN_PARCELS = 20;
const MAX_PARCELS = 5_000_000;
const COUNTY = 'Middlesex';
// The run's local frame (as createLocalFrame builds it), kept as two factors so conversion allocates nothing extra.
const FT_PER_DEGREE_LNG = metersPerDegree(ORIGIN[1]).lng * FEET_PER_METER;
const FT_PER_DEGREE_LAT = metersPerDegree(ORIGIN[1]).lat * FEET_PER_METER;

/**
 * Streams the run neighbourhood by neighbourhood (bounded memory for any size); each one is generated on its
 * own from the seed and its index, and their parcels add up to options.parcels.
 */
export function generateDemoNeighbourhoods(options: DemoTownOptions = {}): Generator<DemoNeighbourhood> {
  const seed = options.seed ?? DEFAULT_SEED;
  const parcels = options.parcels ?? DEFAULT_PARCELS;
  if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
  if (!Number.isInteger(parcels) || parcels < MIN_PARCELS || parcels > MAX_PARCELS) {
    throw new RangeError(`parcels must be an integer from ${MIN_PARCELS} to ${MAX_PARCELS}`);
  }
  return neighbourhoods(seed, parcels);
}

function* neighbourhoods(seed: number, parcels: number): Generator<DemoNeighbourhood> {
  const run = planRun(DEMO_TOWN_NAME, parcels);
  for (let index = 0; index < run.tileCount; index++) {
    const tile = run.tile(index);
    const town = run.town(tile.town);
    const plan = planNeighbourhood({ seed, index, parcels: tile.parcels, center: tile.center });
    yield { city: town.name, state: 'MA', zip: town.zip, county: COUNTY, ...toLngLat(plan, tile.firstParcel) };
  }
}

/** Generates the whole run at once (sensible up to some 50,000 parcels); the same options always give the same town. */
export function generateDemoTown(options: DemoTownOptions = {}): DemoTown {
  const all = [...generateDemoNeighbourhoods(options)];
  const first = all[0]!;
  if (all.length === 1) return first;
  const zones = new Map<DemoDistrict['zoneCode'], DemoDistrict & { geometry: MultiPolygon }>();
  for (const district of all.flatMap((n) => n.districts)) {
    const polygons = district.geometry.type === 'Polygon' ? [district.geometry.coordinates] : district.geometry.coordinates;
    const merged = zones.get(district.zoneCode);
    if (merged) merged.geometry.coordinates.push(...polygons);
    else zones.set(district.zoneCode, { ...district, geometry: { type: 'MultiPolygon', coordinates: [...polygons] } });
  }
  return {
    city: first.city,
    state: first.state,
    zip: first.zip,
    county: first.county,
    parcels: all.flatMap((n) => (n.city === first.city ? n.parcels : n.parcels.map((p) => ({ ...p, city: n.city, zip: n.zip })))),
    districts: [...zones.values()],
    layers: all.flatMap((n) => n.layers),
    streets: all.flatMap((n) => n.streets),
  };
}

const round7 = (n: number): number => Math.round(n * 1e7) / 1e7;

/** Converts a plan to rounded [lng, lat] geometry, numbering parcels from the run-wide index of its first one. */
function toLngLat(plan: NeighbourhoodPlan, firstParcel: number): Pick<DemoNeighbourhood, 'parcels' | 'districts' | 'layers' | 'streets'> {
  const [dx, dy] = plan.offset;
  const position = (p: Pt): Position => [
    round7(ORIGIN[0] + (p[0] + dx) / FT_PER_DEGREE_LNG),
    round7(ORIGIN[1] + (p[1] + dy) / FT_PER_DEGREE_LAT),
  ];
  const polygon = (rings: Pt[][]): Polygon => ({
    type: 'Polygon',
    coordinates: rings.map((ring) => {
      const coordinates = ring.map(position);
      coordinates.push([coordinates[0]![0], coordinates[0]![1]]);
      return coordinates;
    }),
  });
  const parcels = plan.parcels.map((parcel, i): DemoParcel => {
    const id = `demo-${String(firstParcel + i + 1).padStart(7, '0')}`;
    const a = parcel.attributes;
    const lot = polygon([parcel.lot.ring]);
    const buildings = parcel.buildings.map((b, j): DemoBuilding => {
      const footprint = polygon([b.ring]);
      return {
        id: `${id}-b${j + 1}`,
        kind: b.label === 'house' ? 'main' : 'outbuilding',
        label: b.label,
        footprint,
        heightFt: b.heightFt,
        footprintSqFt: Math.round(areaSqFt(footprint)),
      };
    });
    return {
      id,
      address: { number: String(parcel.number), street: parcel.street },
      point: position(parcel.point),
      lot,
      lotSizeSqFt: Math.round(areaSqFt(lot)),
      lotType: parcel.lot.type,
      attributes: {
        propertyTypeName: a.propertyTypeName,
        useCode: a.useCode,
        zoneCode: a.zoneCode,
        grossFloorAreaSqFt: Math.round(buildings[0]!.footprintSqFt * a.stories),
        yearBuilt: a.yearBuilt,
        style: a.style,
        stories: a.stories,
      },
      buildings,
    };
  });
  return {
    parcels,
    districts: plan.districts.map((d) => ({ zoneCode: d.zoneCode, name: d.name, geometry: polygon(d.rings) })),
    layers: plan.layers.map((l) => ({ layerId: l.layerId, name: l.name, status: l.status, geometry: polygon(l.rings), properties: l.properties })),
    streets: plan.streets.map((street) => ({ name: street.name, line: street.centerline.map(position) })),
  };
}
