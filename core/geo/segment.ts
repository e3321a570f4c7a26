// The distance from a point to a segment, in the points' own units (feet in a local frame, or
// degrees where only the nearest matters): the one measure lot lines, placement and clipping share.

/** The distance from `p` to the segment from `a` to `b`. */
export function distanceToSegment(p: readonly [number, number] | readonly number[], a: readonly [number, number] | readonly number[], b: readonly [number, number] | readonly number[]): number {
  const ex = b[0]! - a[0]!;
  const ey = b[1]! - a[1]!;
  const length2 = ex * ex + ey * ey;
  const t = length2 > 0 ? Math.min(1, Math.max(0, ((p[0]! - a[0]!) * ex + (p[1]! - a[1]!) * ey) / length2)) : 0;
  return Math.hypot(p[0]! - a[0]! - t * ex, p[1]! - a[1]! - t * ey);
}
