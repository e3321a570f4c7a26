// The convex hull of points in feet.
import type { PointFt } from './point-ft';

const orientation = (a: PointFt, b: PointFt, c: PointFt): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** Convex hull of points, counter-clockwise (Andrew's monotone chain). */
export function convexHull(points: readonly PointFt[]): PointFt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (list: readonly PointFt[]): PointFt[] => {
    const out: PointFt[] = [];
    for (const p of list) {
      while (out.length >= 2 && orientation(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
