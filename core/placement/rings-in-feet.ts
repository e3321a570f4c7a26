// Polygons in a local feet frame as the placement tests take them: a unit's outline as an open,
// counter-clockwise ring, an area's rings without their closing repeat, and points as flat x, y pairs.
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { signedRingArea } from '../geo/area';
import type { LocalFrame } from '../geo/local-frame';
import type { PointFt } from '../geo/point-ft';

/** The outer ring of `polygon` in feet, counter-clockwise, without its closing repeat. */
export function outerRingInFeet(polygon: Polygon, frame: LocalFrame): PointFt[] {
  const points = (polygon.coordinates[0] ?? []).map((p) => frame.toFeet(p));
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first![0] === last![0] && first![1] === last![1]) points.pop();
  return signedRingArea(points) < 0 ? points.reverse() : points;
}

/** Every ring (outer rings and holes, all parts) of `geometry` in feet, each without its closing position. */
export const ringsInFeet = (geometry: Polygon | MultiPolygon, frame: LocalFrame): PointFt[][] =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).flat().map((ring) => {
    const points = ring.map((p: Position) => frame.toFeet(p));
    points.pop();
    return points;
  });

/** Points as one flat array of x, y pairs, the form the flat-rings tests take. */
export const flatPoints = (points: readonly PointFt[]): Float64Array => Float64Array.from(points.flat());
