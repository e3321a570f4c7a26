// Distances of a structure from the lot lines, in feet, in the lot's frame: the shortest distance
// from its outline to the segments of each kind of line, zero where it touches or crosses one or
// lies wholly outside the lot. Straight from the definition (every pair of segments), which is exact and,
// for a handful of structures on a lot, fast enough.
import type { Polygon } from '../geo/geojson.schema';
import type { LocalFrame } from '../geo/local-frame';
import { isInsideLot } from '../placement/layout-ops';
import { outerRingInFeet } from '../placement/rings-in-feet';
import { EdgeKind } from '../setback/lot-edges';
import type { LotLineSegment } from '../setback/lot-lines';
import { distanceToSegment } from '../setback/lot-ring';
import type { PointFt } from '../geo/point-ft';

const cross = (o: PointFt, a: PointFt, b: PointFt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsMeet(a: PointFt, b: PointFt, c: PointFt, d: PointFt): boolean {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: PointFt, q: PointFt, r: PointFt) =>
    Math.min(p[0], q[0]) <= r[0] && r[0] <= Math.max(p[0], q[0]) && Math.min(p[1], q[1]) <= r[1] && r[1] <= Math.max(p[1], q[1]);
  return (d1 === 0 && onSegment(a, b, c)) || (d2 === 0 && onSegment(a, b, d)) || (d3 === 0 && onSegment(c, d, a)) || (d4 === 0 && onSegment(c, d, b));
}

/** Shortest distance between segments ab and cd. */
export function segmentDistance(a: PointFt, b: PointFt, c: PointFt, d: PointFt): number {
  if (segmentsMeet(a, b, c, d)) return 0;
  return Math.min(distanceToSegment(a, c, d), distanceToSegment(b, c, d), distanceToSegment(c, a, b), distanceToSegment(d, a, b));
}

/** Shortest distance in feet from the structure's outline to each kind of lot line; null for a kind the lot has none of. */
export function lotLineDistances(structure: Polygon, lot: Parameters<typeof isInsideLot>[1], frame: LocalFrame, segments: readonly LotLineSegment[]): Record<EdgeKind, number | null> {
  const ring = outerRingInFeet(structure, frame);
  const distances: Record<EdgeKind, number | null> = {
    [EdgeKind.Front]: null,
    [EdgeKind.ExteriorSide]: null,
    [EdgeKind.InteriorSide]: null,
    [EdgeKind.Rear]: null,
    [EdgeKind.Unknown]: null,
  };
  for (const segment of segments) {
    let best = distances[segment.kind] ?? Infinity;
    for (let i = 0; i < ring.length && best > 0; i++) {
      best = Math.min(best, segmentDistance(ring[i]!, ring[(i + 1) % ring.length]!, segment.a, segment.b));
    }
    distances[segment.kind] = best;
  }
  // One that crosses a line is 0 from it; one wholly outside the lot keeps no distance from any.
  const apart = Object.values(distances).every((d) => d === null || d > 0);
  if (apart && !isInsideLot(structure, lot)) for (const kind of Object.values(EdgeKind)) if (distances[kind] !== null) distances[kind] = 0;
  return distances;
}
