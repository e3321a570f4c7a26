// Exact planar helpers in feet for the demo town tests, written apart from the generator's own geometry.
import type { Polygon, Position } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';

/** A point in feet. */
export type P = [number, number];

/** The demo towns' local frame, centred on their origin. */
export const frame = createLocalFrame([-71.19, 42.33]);

const EPS = 1e-6;

/** A position in feet. */
export const feet = (p: Position): P => frame.toFeet(p);

/** The rings of a polygon in feet, without the closing position. */
export const ringsFeet = (polygon: Polygon): P[][] => polygon.coordinates.map((ring) => ring.slice(0, -1).map(feet));

/** The outer ring of a polygon in feet, without the closing position. */
export const ringFeet = (polygon: Polygon): P[] => ringsFeet(polygon)[0]!;

/** The edges of a closed ring. */
export const edges = (ring: P[]): [P, P][] => ring.map((p, i) => [p, ring[(i + 1) % ring.length]!]);

const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Distance from a point to a segment. */
export function distanceToSegment(p: P, [a, b]: [P, P]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Whether two segments cross at a point inside both. */
export function properlyCross([a, b]: [P, P], [c, d]: [P, P]): boolean {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  return ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS));
}

/** Distance between two segments. */
export function segmentDistance(s: [P, P], t: [P, P]): number {
  if (properlyCross(s, t)) return 0;
  return Math.min(distanceToSegment(s[0], t), distanceToSegment(s[1], t), distanceToSegment(t[0], s), distanceToSegment(t[1], s));
}

/** Whether a point is inside a set of rings (outer ring and holes, even-odd rule). */
export function inside(p: P, rings: P[][] | P[]): boolean {
  const list = (typeof rings[0]![0] === 'number' ? [rings] : rings) as P[][];
  let result = false;
  for (const ring of list) {
    for (const [a, b] of edges(ring)) {
      if (a[1] > p[1] !== b[1] > p[1] && p[0] < a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) result = !result;
    }
  }
  return result;
}

/** Inside a ring and at least `margin` feet from every edge. */
export const insideBy = (p: P, ring: P[], margin: number): boolean => inside(p, ring) && edges(ring).every((e) => distanceToSegment(p, e) >= margin);

/** Vertices and edge midpoints, so that rings sliding along a shared line are caught too. */
const probes = (ring: P[]): P[] => [...ring, ...edges(ring).map(([a, b]): P => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])];

/** Whether the interiors of two rings overlap. */
export function overlap(a: P[], b: P[]): boolean {
  if (probes(a).some((p) => insideBy(p, b, EPS)) || probes(b).some((p) => insideBy(p, a, EPS))) return true;
  return edges(a).some((ea) => edges(b).some((eb) => properlyCross(ea, eb)));
}

/** Whether a ring reaches into an area given by rings (outer ring and holes). */
export function intersects(ring: P[], area: P[][]): boolean {
  if (ring.some((p) => inside(p, area)) || area.some((r) => r.some((p) => inside(p, ring)))) return true;
  return edges(ring).some((e) => area.some((r) => edges(r).some((f) => properlyCross(e, f))));
}

/** Distance between the boundaries of two rings. */
export function boundaryDistance(a: P[], b: P[]): number {
  let best = Infinity;
  for (const e of edges(a)) for (const f of edges(b)) best = Math.min(best, segmentDistance(e, f));
  return best;
}

/** Distance from a ring's boundary to an open polyline. */
export function distanceToLine(ring: P[], line: P[]): number {
  let best = Infinity;
  for (const e of edges(ring)) for (let i = 1; i < line.length; i++) best = Math.min(best, segmentDistance(e, [line[i - 1]!, line[i]!]));
  return best;
}

/** Arc length along a polyline to the point nearest p. */
export function positionAlong(p: P, line: P[]): number {
  let best = Infinity;
  let at = 0;
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const seg: [P, P] = [line[i - 1]!, line[i]!];
    const length = Math.hypot(seg[1][0] - seg[0][0], seg[1][1] - seg[0][1]);
    const d = distanceToSegment(p, seg);
    if (d < best) {
      best = d;
      const t = ((p[0] - seg[0][0]) * (seg[1][0] - seg[0][0]) + (p[1] - seg[0][1]) * (seg[1][1] - seg[0][1])) / (length * length);
      at = walked + Math.max(0, Math.min(1, t)) * length;
    }
    walked += length;
  }
  return at;
}

/** Area centroid of a ring. */
export function centroid(ring: P[]): P {
  let twice = 0;
  let cx = 0;
  let cy = 0;
  const [ox, oy] = ring[0]!;
  for (const [a, b] of edges(ring)) {
    const c = (a[0] - ox) * (b[1] - oy) - (b[0] - ox) * (a[1] - oy);
    twice += c;
    cx += (a[0] + b[0] - 2 * ox) * c;
    cy += (a[1] + b[1] - 2 * oy) * c;
  }
  return [ox + cx / (3 * twice), oy + cy / (3 * twice)];
}

/** An axis-aligned box. */
export interface Bbox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box round some points. */
export function bbox(points: P[]): Bbox {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of points) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/** Whether two boxes share interior, ignoring contact closer than `slack`. */
export const boxesOverlap = (a: Bbox, b: Bbox, slack = 0): boolean =>
  Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX) > slack && Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY) > slack;

/** Corners of a ring: vertices where it turns by more than a degree. */
export function corners(ring: P[]): P[] {
  return ring.filter((p, i) => {
    const a = ring[(i + ring.length - 1) % ring.length]!;
    const b = ring[(i + 1) % ring.length]!;
    const u: P = [p[0] - a[0], p[1] - a[1]];
    const v: P = [b[0] - p[0], b[1] - p[1]];
    return Math.abs(Math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1])) > Math.PI / 180;
  });
}

/** Whether a ring is a rectangle (collinear extra vertices allowed). */
export function isRectangle(ring: P[]): boolean {
  const c = corners(ring);
  if (c.length !== 4) return false;
  return edges(c).every(([a, b], i) => {
    const [, d] = edges(c)[(i + 1) % 4]!;
    const u: P = [b[0] - a[0], b[1] - a[1]];
    const v: P = [d[0] - b[0], d[1] - b[1]];
    return Math.abs(u[0] * v[0] + u[1] * v[1]) < 0.002 * Math.hypot(...u) * Math.hypot(...v);
  });
}

/** Side lengths of a footprint measured along its first edge and square to it. */
export function orientedSides(ring: P[]): [number, number] {
  const [a, b] = [ring[0]!, ring[1]!];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const u: P = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const along = ring.map((p) => (p[0] - a[0]) * u[0] + (p[1] - a[1]) * u[1]);
  const across = ring.map((p) => -(p[0] - a[0]) * u[1] + (p[1] - a[1]) * u[0]);
  const sides = [Math.max(...along) - Math.min(...along), Math.max(...across) - Math.min(...across)].sort((x, y) => x - y);
  return [sides[0]!, sides[1]!];
}
