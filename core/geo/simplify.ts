// Douglas–Peucker thinning, the one implementation of it: an open line keeps both ends (the base map's
// streets and outlines, in degrees), a closed ring keeps the two points farthest apart (the corners of
// a lot line, in feet). A point is kept when it lies farther than the tolerance from the chord between
// the points kept on either side of it; of equally far points the first along the line wins.
import { distanceToSegment } from './segment';

/** A point of any two-number kind: a GeoJSON position or a point in feet. */
type XY = readonly [number, number] | readonly number[];

/**
 * Marks in `keep` every point Douglas–Peucker keeps strictly inside each span `[from, to]`, walking
 * forward from `from` to `to` and round the end of the list when `to` comes before `from` (a ring).
 */
function keepFarPoints(points: readonly XY[], tolerance: number, keep: Uint8Array, spans: [number, number][]): void {
  const n = points.length;
  const stack = spans;
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = (from + 1) % n; i !== to; i = (i + 1) % n) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
}

/** The points of `points` kept by Douglas-Peucker at `tolerance` (in the points' own units); ends always kept. */
export function simplifyPoints<P extends XY>(points: readonly P[], tolerance: number): P[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  keepFarPoints(points, tolerance, keep, [[0, points.length - 1]]);
  return points.filter((_, i) => keep[i]);
}

/**
 * Indices, in ring order, of the vertices of the closed ring `points` (no closing repeat) kept by
 * Douglas–Peucker at `tolerance`. The ring is first cut at the point farthest from the frame's origin
 * and the point farthest from that one, so where the ring starts does not matter (but for exact ties).
 */
export function simplifyRingIndices(points: readonly XY[], tolerance: number): number[] {
  const n = points.length;
  let first = 0;
  for (let i = 1; i < n; i++) if (Math.hypot(points[i]![0]!, points[i]![1]!) > Math.hypot(points[first]![0]!, points[first]![1]!)) first = i;
  let second = first;
  for (let i = 0; i < n; i++) {
    const d = Math.hypot(points[i]![0]! - points[first]![0]!, points[i]![1]! - points[first]![1]!);
    if (d > Math.hypot(points[second]![0]! - points[first]![0]!, points[second]![1]! - points[first]![1]!)) second = i;
  }
  const keep = new Uint8Array(n);
  keep[first] = keep[second] = 1;
  keepFarPoints(points, tolerance, keep, [[first, second], [second, first]]);
  const kept: number[] = [];
  keep.forEach((k, i) => k && kept.push(i));
  return kept;
}
