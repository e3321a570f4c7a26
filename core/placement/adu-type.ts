// The ADU type of a placed structure (spec 1 section 4), from where it stands: inside the page's
// setback area or not, and over the existing buildings or not.
//
// | page                  | where the structure stands                                  | type                            |
// |-----------------------|-------------------------------------------------------------|---------------------------------|
// | playground            | anywhere, or no geometry                                    | playground                      |
// | any other             | no geometry                                                 | in-home apartment               |
// | any other             | inside the setback area, within the buildings' footprints   | in-home apartment               |
// | backyard-cottage      | inside the setback area, not within the buildings           | backyard cottage                |
// | in-home-apartment, …  | inside the setback area, not within the buildings           | detached internal               |
// | in-home-apartment, …  | outside the setback area, overlapping a building            | forbidden detached internal area|
// | any other             | outside the setback area otherwise                          | forbidden area                  |
//
// "Inside" is the placement search's strict test (the structure's moved-in outline inside the area,
// so nothing sticks out more than 1/4 inch); "within the buildings" is the same test against the
// union of the footprints (courtyards count as building); "overlapping" counts touching. No area
// (null: no room is left) is a setback area nothing is inside. An unknown one (undefined: the rules
// do not give every setback) is not taken as forbidding anything: the lot stands in for it, when given.
import type { MultiPolygon, Polygon } from '../geo/geojson.schema';
import { createLocalFrame } from '../geo/local-frame';
import { signedRingArea } from '../geo/area';
import type { PointFt } from '../geo/point-ft';
import { subtractAreas } from '../geo/subtract-areas';
import { FlatRings, polygonInside, touches } from './flat-rings';
import { flatPoints, outerRingInFeet, ringsInFeet } from './rings-in-feet';
import { innerOutline } from './unit';

/** ADU types of placed structures (spec 1 section 3). */
export const AduType = {
  InHomeApartment: 'in_home_apartment',
  BackyardCottage: 'backyard_cottage',
  ForbiddenArea: 'forbidden_area',
  DetachedInternal: 'detached_internal',
  ForbiddenDetachedInternalArea: 'forbidden_detached_internal_area',
  Playground: 'playground',
} as const;
export type AduType = (typeof AduType)[keyof typeof AduType];

/** The page values that select an ADU type (spec 1 section 2); any other value is the in-home apartment. */
export const AduPage = {
  Playground: 'playground',
  InHomeApartment: 'in-home-apartment',
  BackyardCottage: 'backyard-cottage',
} as const;
export type AduPage = (typeof AduPage)[keyof typeof AduPage];

/** The pages whose layouts are saved by name; the playground has its own key (spec 1 section 3). */
export const LAYOUT_PAGES = ['in-home-apartment', 'backyard-cottage'] as const;
export type LayoutPage = (typeof LAYOUT_PAGES)[number];

/** What the type depends on besides the structure. */
export interface AduSurroundings {
  page: string;
  /** The setback area of the page's type: null when no room is left, undefined when unknown. */
  area: Polygon | MultiPolygon | null | undefined;
  buildings: readonly Polygon[];
  /** The lot, which stands in for an unknown area. */
  lot?: Polygon | MultiPolygon;
}

/** Square feet below which what is left of a structure outside the buildings counts as nothing. */
const NOTHING_LEFT_SQFT = 1e-6;

/** The ADU type of a structure on a page (spec 1 section 4). */
export function classifyAduType(structure: Polygon | null | undefined, { page, area: setbackArea, buildings, lot }: AduSurroundings): AduType {
  if (page === AduPage.Playground) return AduType.Playground;
  const first = structure?.coordinates[0]?.[0];
  if (!structure || !first) return AduType.InHomeApartment;
  const cottage = page === AduPage.BackyardCottage;
  const area = setbackArea === undefined ? lot : setbackArea;
  const frame = createLocalFrame(first);
  const outline = outerRingInFeet(structure, frame);
  if (outline.length < 3) return AduType.InHomeApartment;
  const n = outline.length;
  const outer = flatPoints(outline);
  const inner = innerOutline(outer, n);
  const footprints = buildings.map((b) => ringsInFeet(b, frame));
  if (area && polygonInside(new FlatRings(ringsInFeet(area, frame)), inner, n)) {
    const innerRing: PointFt[] = [];
    for (let i = 0; i < n; i++) innerRing.push([inner[i * 2]!, inner[i * 2 + 1]!]);
    const left = footprints.length === 0 ? [[innerRing]] : subtractAreas([innerRing], footprints.map(([shell]) => shell!).filter((s) => s.length >= 3));
    const leftArea = left.reduce((sum, [shell, ...holes]) => sum + signedRingArea(shell!) + holes.reduce((h, hole) => h + signedRingArea(hole), 0), 0);
    if (leftArea <= NOTHING_LEFT_SQFT) return AduType.InHomeApartment;
    return cottage ? AduType.BackyardCottage : AduType.DetachedInternal;
  }
  const overlaps = footprints.some((rings) => touches(new FlatRings(rings), outer, n));
  return overlaps && !cottage ? AduType.ForbiddenDetachedInternalArea : AduType.ForbiddenArea;
}
