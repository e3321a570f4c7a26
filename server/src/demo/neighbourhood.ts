// Plans one neighbourhood in feet: streets, numbered lots with buildings and attributes, zoning districts and map layers.
import { placeBuildings, type PlannedBuilding } from './buildings';
import { planLayers, type PlannedLayer } from './demo-layers';
import { planDistricts, type PlannedDistrict } from './districts';
import { type Pt, along, boxOf, leftNormal, pointAlong, pointInRing, polylineLength, ringCentroid, sub, unit } from './geometry';
import { cutCulDeSac, cutRow, type LotShape } from './lot-shapes';
import { brookName } from './names';
import { describeParcel, type ParcelAttributes } from './parcel-attributes';
import { createRandom, deriveSeed } from './random';
import { layoutStreets, type Street } from './street-network';

/** One neighbourhood to plan: the run's seed, its index, its parcel count and where its centre goes (feet from the origin). */
export interface TileSpec {
  seed: number;
  index: number;
  parcels: number;
  center: Pt;
}

/** A planned parcel in feet. */
export interface PlannedParcel {
  street: string;
  number: number;
  lot: LotShape;
  point: Pt;
  buildings: PlannedBuilding[];
  attributes: ParcelAttributes;
}

/** A planned neighbourhood in local feet (add `offset` for feet from the run's origin), parcels ordered by street and number. */
export interface NeighbourhoodPlan {
  offset: Pt;
  streets: Street[];
  parcels: PlannedParcel[];
  districts: PlannedDistrict[];
  layers: PlannedLayer[];
}

const ADDRESS_SETBACK_FT = 15;
const EXTENT_MARGIN_FT = 40;

/** Plans a neighbourhood; the same spec always gives the same plan. */
export function planNeighbourhood(tile: TileSpec): NeighbourhoodPlan {
  const rng = createRandom(deriveSeed(tile.seed, tile.index));
  const layout = layoutStreets(rng, tile.parcels, tile.index);
  const pending = { narrow: true, slant: true, kink: true, chamfer: true, flags: 3 };
  const lots = [...layout.rows.flatMap((row) => cutRow(rng, row, pending)), ...layout.culDeSacs.flatMap((spec) => cutCulDeSac(rng, spec))];
  const numbers = numberLots(lots);
  const extent = boxOf(lots.map((lot) => lot.ring), EXTENT_MARGIN_FT);
  const { districts, zoneAt, core } = planDistricts(layout, extent);
  const brook = brookName(tile.index);
  const main = layout.streets[layout.mainStreet]!.name;
  const layers = planLayers(rng, extent, core, brook, tile.index === 0 ? 'Old Village Historic District' : `${main} Historic District`);
  const historic = layers.find((layer) => layer.layerId === 'HISTORICAL_PRESERVATION')!.rings[0]!;

  const twoFamily = { twoFamily: true };
  const parcels = lots.map((lot, i): PlannedParcel => {
    const centroid = ringCentroid(lot.ring);
    const attributes = describeParcel(rng, zoneAt(centroid), pointInRing(centroid, historic), twoFamily);
    return {
      street: layout.streets[lot.street]!.name,
      number: numbers[i]!,
      lot,
      point: addressPoint(lot),
      buildings: placeBuildings(rng, lot, attributes.stories),
      attributes,
    };
  });
  parcels.sort((a, b) => a.lot.street - b.lot.street || a.number - b.number);

  const offset: Pt = [Math.round(tile.center[0] - (extent.minX + extent.maxX) / 2), Math.round(tile.center[1] - (extent.minY + extent.maxY) / 2)];
  return { offset, streets: layout.streets, parcels, districts, layers };
}

/** House numbers: odd on one side of each street and even on the other, rising along the street. */
function numberLots(lots: LotShape[]): number[] {
  const order = lots.map((_, i) => i).sort((a, b) => lots[a]!.street - lots[b]!.street || lots[a]!.order - lots[b]!.order);
  const next = new Map<number, number>();
  const numbers = new Array<number>(lots.length);
  for (const i of order) {
    const key = 2 * lots[i]!.street + (lots[i]!.odd ? 1 : 0);
    const number = next.get(key) ?? (lots[i]!.odd ? 1 : 2);
    numbers[i] = number;
    next.set(key, number + 2);
  }
  return numbers;
}

/** The address point: mid-frontage, 15 ft behind the front lot line. */
function addressPoint(lot: LotShape): Pt {
  const at = pointAlong(lot.front, polylineLength(lot.front) / 2);
  const direction = unit(sub(lot.front[at.index + 1]!, lot.front[at.index]!));
  return along(at.point, leftNormal(direction), ADDRESS_SETBACK_FT);
}
