// Cutting geometry to a box, for drawing pieces of a map cell by cell: a ring is clipped with
// Sutherland-Hodgman (the piece may run along the box's edge, which a fill without an outline never
// shows), a line with Liang-Barsky, segment by segment, into the runs that lie inside.
import type { BBox } from './bbox';
import type { Position } from './geojson.schema';

/** The part of ring `ring` inside `box` (closed when not empty), or an empty list. */
export function clipRing(ring: readonly Position[], [minX, minY, maxX, maxY]: BBox): Position[] {
  let points: Position[] = ring.length > 1 && samePoint(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : [...ring];
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0] >= minX, (a, b) => atX(a, b, minX)],
    [(p) => p[0] <= maxX, (a, b) => atX(a, b, maxX)],
    [(p) => p[1] >= minY, (a, b) => atY(a, b, minY)],
    [(p) => p[1] <= maxY, (a, b) => atY(a, b, maxY)],
  ];
  for (const [inside, cut] of edges) {
    if (points.length === 0) break;
    const kept: Position[] = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i]!;
      const previous = points[(i + points.length - 1) % points.length]!;
      if (inside(current)) {
        if (!inside(previous)) kept.push(cut(previous, current));
        kept.push(current);
      } else if (inside(previous)) kept.push(cut(previous, current));
    }
    points = kept;
  }
  if (points.length < 3) return [];
  return [...points, points[0]!];
}

/** The runs of line `line` inside `box`, each of two or more points. */
export function clipLine(line: readonly Position[], [minX, minY, maxX, maxY]: BBox): Position[][] {
  const runs: Position[][] = [];
  let run: Position[] = [];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    let t0 = 0;
    let t1 = 1;
    let inside = true;
    for (const [p, q] of [
      [-dx, a[0] - minX],
      [dx, maxX - a[0]],
      [-dy, a[1] - minY],
      [dy, maxY - a[1]],
    ] as const) {
      if (p === 0) {
        if (q < 0) inside = false;
        continue;
      }
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
    if (!inside || t0 > t1) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    const start: Position = t0 > 0 ? [a[0] + t0 * dx, a[1] + t0 * dy] : a;
    const end: Position = t1 < 1 ? [a[0] + t1 * dx, a[1] + t1 * dy] : b;
    if (run.length === 0 || t0 > 0) {
      if (run.length > 1) runs.push(run);
      run = [start];
    }
    run.push(end);
    if (t1 < 1) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

const samePoint = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];
const atX = (a: Position, b: Position, x: number): Position => [x, a[1] + ((x - a[0]) * (b[1] - a[1])) / (b[0] - a[0])];
const atY = (a: Position, b: Position, y: number): Position => [a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]), y];
