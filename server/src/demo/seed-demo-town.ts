// Loads the generated demo town through the same writer as the importers: one jurisdiction per
// town, neighbourhood by neighbourhood, so a million-parcel run streams in bounded memory.
import { count } from 'drizzle-orm';
import { GIS_LAYERS } from '../../../core/property';
import type { Db } from '../db/database';
import { parcels } from '../db/schema';
import type { DatasetChunk, ImportProgress, JurisdictionInput, LayerInput } from '../import/dataset';
import { slug, writeJurisdiction } from '../import/write-dataset';
import { generateDemoNeighbourhoods, type DemoLayerFeature, type DemoNeighbourhood, type DemoTownOptions } from './demo-town';

/** Sources and buffers of the demo layers (the features are fictional; the rules they stand for are real). */
const LAYER_SOURCES: Record<DemoLayerFeature['layerId'], { sources: { label: string; url: string }[]; bufferFt: number }> = {
  FEMA: { sources: [{ label: 'FEMA Flood Map Service Center', url: 'https://msc.fema.gov/portal/search' }], bufferFt: 0 },
  // 310 CMR 10.02(2)(b): work within 100 feet of a wetland resource area needs review.
  WETLANDS: { sources: [{ label: 'MassDEP: 310 CMR 10.00 Wetlands Protection Act Regulations', url: 'https://www.mass.gov/regulations/310-CMR-1000-wetlands-protection-act-regulations' }], bufferFt: 100 },
  HISTORICAL_PRESERVATION: { sources: [], bufferFt: 0 },
};

/** The jurisdiction of a demo neighbourhood's town. */
export function demoJurisdiction(n: Pick<DemoNeighbourhood, 'city' | 'state' | 'zip' | 'county'>): JurisdictionInput {
  return {
    id: `${n.state.toLowerCase()}-${slug(n.city)}`,
    state: n.state,
    name: n.city,
    county: n.county,
    kind: 'town',
    zipCode: n.zip,
    externalLinks: [{ subject: 'About the demo town', link: '/demo/' }],
    source: 'Lotline demo town generator (fictional)',
  };
}

/** A demo neighbourhood as an import chunk. */
export function demoChunk(n: DemoNeighbourhood): DatasetChunk {
  const layers = new Map<string, LayerInput>();
  for (const feature of n.layers) {
    const layer = layers.get(feature.layerId) ?? { layerId: feature.layerId, ...GIS_LAYERS[feature.layerId], ...LAYER_SOURCES[feature.layerId], features: [] };
    layers.set(feature.layerId, layer);
    layer.features.push({
      sourceId: `${feature.layerId}-${layer.features.length + 1}`,
      name: feature.name,
      status: feature.status,
      badgeText: null,
      properties: feature.properties,
      geometry: feature.geometry,
    });
  }
  return {
    parcels: n.parcels.map((p) => ({
      sourceId: p.id,
      kind: 'lot',
      lot: p.lot,
      zipCode: p.zip ?? n.zip,
      lotSizeSqFt: p.lotSizeSqFt,
      propertyTypeName: p.attributes.propertyTypeName,
      useCode: p.attributes.useCode,
      useDescription: null,
      zoneCode: p.attributes.zoneCode,
      grossBuildingAreaSqFt: p.attributes.grossFloorAreaSqFt,
      grossFloorAreaSqFt: p.attributes.grossFloorAreaSqFt,
      habitableAreaSqFt: null,
      basementAreaSqFt: null,
      yearBuilt: p.attributes.yearBuilt,
      style: p.attributes.style,
      stories: p.attributes.stories,
      units: null,
    })),
    buildings: n.parcels.flatMap((p) =>
      p.buildings.map((b) => ({ sourceId: b.id, parcelSourceId: p.id, kind: b.kind, label: b.label, footprint: b.footprint, heightFt: b.heightFt })),
    ),
    addresses: n.parcels.map((p) => ({ parcelSourceId: p.id, streetNumber: p.address.number, street: p.address.street, point: p.point })),
    zoningMaps: [
      {
        zoningMap: 'current',
        isCurrent: true,
        districts: n.districts.map((d, i) => ({ sourceId: `${d.zoneCode}-${i + 1}`, zoneCode: d.zoneCode, name: d.name, geometry: d.geometry })),
      },
    ],
    layers: [...layers.values()],
    // Named centre lines: the street layer the lot-line classifier and the base map read.
    streetFeatures: n.streets.map((street, i) => ({ sourceId: `street-${n.parcels[0]?.id ?? 'none'}-${i + 1}`, name: street.name, kind: 'centreline' as const, geometry: { type: 'LineString' as const, coordinates: street.line } })),
  };
}

/** Writes the demo town (all its towns); answers the number of parcels written. */
export async function seedDemoTown(db: Db, options: DemoTownOptions = {}, progress?: ImportProgress): Promise<number> {
  const total = options.parcels;
  const source = generateDemoNeighbourhoods(options)[Symbol.iterator]();
  let next = source.next();
  let written = 0;
  while (!next.done) {
    const first = next.value;
    const city = first.city;
    // Consecutive neighbourhoods of one town form one jurisdiction.
    function* sameTown(): Generator<DatasetChunk> {
      while (!next.done && next.value.city === city) {
        const parcelsInChunk = next.value.parcels.length;
        yield demoChunk(next.value);
        written += parcelsInChunk;
        progress?.('demo town parcels', written, total ?? written);
        next = source.next();
      }
    }
    await writeJurisdiction(db, demoJurisdiction(first), sameTown());
  }
  return written;
}

/** Loads the default demo town when no parcel exists yet; returns the number of parcels written (0 when data was there). */
export async function seedDemoTownIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parcels);
  if ((row?.n ?? 0) > 0) return 0;
  return seedDemoTown(db);
}
