// The map's opening view: the box it is fitted to when a report opens. The lot alone fills the map
// and shows no street, so the box also takes in the ground beyond the lot's front lines (the street
// side, core/setback/lot-edges.ts), far enough to hold the street and its name on the base map.
import { createLocalFrame, isPointInPolygon, type MultiPolygon, type Polygon, type Position } from '../../../core/geo';
import { EdgeKind, edgeKindOf } from '../../../core/setback';

/** How far beyond a front lot line the opening view reaches: a street's width (40 to 60 ft in Massachusetts towns) and a margin for its name. */
export const STREET_REACH_FT = 70;

/** A lot line as the street data answers it. */
export interface OpeningEdge {
  from: Position;
  to: Position;
  kind: string;
}

/** A box of positions, [west, south, east, north] in degrees. */
export type LngLatBox = [number, number, number, number];

/**
 * The box of `lot` and of the ground up to `reachFt` beyond each of its front lot lines, away from
 * the lot. A lot with no front line (every edge unknown) reaches as far beyond every side, since
 * the street could be on any. Answers null for a lot without a position.
 */
export function openingViewBox(lot: Polygon | MultiPolygon, edges: readonly OpeningEdge[], reachFt = STREET_REACH_FT): LngLatBox | null {
  const rings = lot.type === 'Polygon' ? [lot.coordinates[0] ?? []] : lot.coordinates.map((polygon) => polygon[0] ?? []);
  const points = rings.flat();
  if (points.length === 0) return null;
  const frame = createLocalFrame(points[0]!);
  const box: LngLatBox = [Infinity, Infinity, -Infinity, -Infinity];
  const include = ([lng, lat]: Position) => {
    box[0] = Math.min(box[0], lng);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lng);
    box[3] = Math.max(box[3], lat);
  };
  for (const point of points) include(point);

  const fronts = edges.filter((edge) => edgeKindOf(edge.kind) === EdgeKind.Front);
  if (fronts.length === 0) {
    const [x0, y0] = frame.toFeet([box[0], box[1]]);
    const [x1, y1] = frame.toFeet([box[2], box[3]]);
    include(frame.toLngLat([x0 - reachFt, y0 - reachFt]));
    include(frame.toLngLat([x1 + reachFt, y1 + reachFt]));
    return box;
  }
  for (const edge of fronts) {
    const a = frame.toFeet(edge.from);
    const b = frame.toFeet(edge.to);
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) continue;
    // The normal that leaves the lot: a point just past the edge's middle on that side is outside it.
    let nx = (b[1] - a[1]) / length;
    let ny = -(b[0] - a[0]) / length;
    const probe = frame.toLngLat([(a[0] + b[0]) / 2 + nx, (a[1] + b[1]) / 2 + ny]);
    if (isPointInPolygon(probe, lot)) {
      nx = -nx;
      ny = -ny;
    }
    include(frame.toLngLat([a[0] + nx * reachFt, a[1] + ny * reachFt]));
    include(frame.toLngLat([b[0] + nx * reachFt, b[1] + ny * reachFt]));
  }
  return box;
}
