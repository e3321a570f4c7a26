// Areas as flat edge lists in a local feet frame, and the exact tests the placement search repeats
// thousands of times per lot: signed distance to the boundary, and whether a small polygon lies
// inside an area or touches an obstacle. Nothing here allocates per call.
//
// Inside (the unit's moved-in outline P in an area A): no edge of P crosses an edge of A at a point
// inside both edges, no vertex of A lies strictly inside P, and one point of P lies in A. Touching
// A's boundary is allowed. Touching (an obstacle B and the unit C): an edge of C meets an edge of B
// (touching counts), or a vertex of one lies inside or on the other.
import type { RingFt } from '../geo/point-ft';

/** The edges of some rings (even-odd rule), with their box. */
export class FlatRings {
  /** x0, y0, x1, y1 of each edge. */
  readonly edges: Float64Array;
  readonly count: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;

  constructor(rings: readonly RingFt[]) {
    let count = 0;
    for (const ring of rings) if (ring.length >= 3) count += ring.length;
    const edges = new Float64Array(count * 4);
    let k = 0;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const ring of rings) {
      if (ring.length < 3) continue;
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        edges[k++] = a[0];
        edges[k++] = a[1];
        edges[k++] = b[0];
        edges[k++] = b[1];
        if (a[0] < minX) minX = a[0];
        if (a[0] > maxX) maxX = a[0];
        if (a[1] < minY) minY = a[1];
        if (a[1] > maxY) maxY = a[1];
      }
    }
    this.edges = edges;
    this.count = count;
    this.minX = minX;
    this.minY = minY;
    this.maxX = maxX;
    this.maxY = maxY;
  }
}

/** Signed distance in feet from (x, y) to the boundary of `r`: positive inside, negative outside. */
export function signedDistance(r: FlatRings, x: number, y: number): number {
  const e = r.edges;
  let inside = false;
  let best = Infinity;
  for (let k = 0; k < e.length; k += 4) {
    const ax = e[k]!;
    const ay = e[k + 1]!;
    const bx = e[k + 2]!;
    const by = e[k + 3]!;
    const ex = bx - ax;
    const ey = by - ay;
    if (ay > y !== by > y && x < ax + ((y - ay) * ex) / ey) inside = !inside;
    const wx = x - ax;
    const wy = y - ay;
    const dot = wx * ex + wy * ey;
    let d2: number;
    if (dot <= 0) d2 = wx * wx + wy * wy;
    else {
      const length2 = ex * ex + ey * ey;
      if (dot >= length2) {
        const vx = x - bx;
        const vy = y - by;
        d2 = vx * vx + vy * vy;
      } else {
        const cross = wx * ey - wy * ex;
        d2 = (cross * cross) / length2;
      }
    }
    if (d2 < best) best = d2;
  }
  return inside ? Math.sqrt(best) : -Math.sqrt(best);
}

/** Signed distance from (x, y) to the nearest of several areas (negative inside one): how far it is from all of them. */
export function clearance(obstacles: readonly FlatRings[], x: number, y: number): number {
  let best = Infinity;
  for (const o of obstacles) {
    const d = -signedDistance(o, x, y);
    if (d < best) best = d;
  }
  return best;
}

/** Indices of the edges of `r` whose box comes within `reach` of (x, y), written to `out`; answers how many. */
export function edgesNear(r: FlatRings, x: number, y: number, reach: number, out: Int32Array): number {
  const e = r.edges;
  let count = 0;
  const x0 = x - reach;
  const x1 = x + reach;
  const y0 = y - reach;
  const y1 = y + reach;
  for (let i = 0, k = 0; i < r.count; i++, k += 4) {
    const ax = e[k]!;
    const bx = e[k + 2]!;
    if ((ax < x0 && bx < x0) || (ax > x1 && bx > x1)) continue;
    const ay = e[k + 1]!;
    const by = e[k + 3]!;
    if ((ay < y0 && by < y0) || (ay > y1 && by > y1)) continue;
    out[count++] = i;
  }
  return count;
}

const OUTSIDE = 0;
const INSIDE = 1;
const ON_BOUNDARY = 2;

/** Where (x, y) lies relative to polygon p (n vertices as x, y pairs): OUTSIDE, INSIDE or ON_BOUNDARY. */
function locate(p: Float64Array, n: number, x: number, y: number): number {
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ax = p[j * 2]!;
    const ay = p[j * 2 + 1]!;
    const bx = p[i * 2]!;
    const by = p[i * 2 + 1]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross === 0 && Math.min(ax, bx) <= x && x <= Math.max(ax, bx) && Math.min(ay, by) <= y && y <= Math.max(ay, by)) return ON_BOUNDARY;
    if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
  }
  return inside ? INSIDE : OUTSIDE;
}

/** The box of polygon p (n vertices as x, y pairs), written to `box` as minX, minY, maxX, maxY. */
const box = new Float64Array(4);
function boxOf(p: Float64Array, n: number): Float64Array {
  box[0] = box[1] = Infinity;
  box[2] = box[3] = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = p[i * 2]!;
    const y = p[i * 2 + 1]!;
    if (x < box[0]!) box[0] = x;
    if (x > box[2]!) box[2] = x;
    if (y < box[1]!) box[1] = y;
    if (y > box[3]!) box[3] = y;
  }
  return box;
}

/** Whether point (x, y) lies inside the rings or on their boundary. */
export function insideOrOnRings(r: FlatRings, x: number, y: number): boolean {
  const e = r.edges;
  let inside = false;
  for (let k = 0; k < e.length; k += 4) {
    const ax = e[k]!;
    const ay = e[k + 1]!;
    const bx = e[k + 2]!;
    const by = e[k + 3]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross === 0 && Math.min(ax, bx) <= x && x <= Math.max(ax, bx) && Math.min(ay, by) <= y && y <= Math.max(ay, by)) return true;
    if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
  }
  return inside;
}

/**
 * Whether polygon p (n vertices, x, y pairs) lies inside `r`, testing only the edges listed in `near`
 * (every edge that could meet p), given that some point of p is known to lie inside `r`.
 */
export function insideNear(r: FlatRings, near: Int32Array, nearCount: number, p: Float64Array, n: number): boolean {
  const e = r.edges;
  const b = boxOf(p, n);
  const minX = b[0]!;
  const minY = b[1]!;
  const maxX = b[2]!;
  const maxY = b[3]!;
  for (let m = 0; m < nearCount; m++) {
    const k = near[m]! * 4;
    const ux = e[k]!;
    const uy = e[k + 1]!;
    const vx = e[k + 2]!;
    const vy = e[k + 3]!;
    if ((ux < minX && vx < minX) || (ux > maxX && vx > maxX) || (uy < minY && vy < minY) || (uy > maxY && vy > maxY)) continue;
    const sx = vx - ux;
    const sy = vy - uy;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const px = p[j * 2]!;
      const py = p[j * 2 + 1]!;
      const qx = p[i * 2]!;
      const qy = p[i * 2 + 1]!;
      const d1 = sx * (py - uy) - sy * (px - ux);
      const d2 = sx * (qy - uy) - sy * (qx - ux);
      if (!((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0))) continue;
      const rx = qx - px;
      const ry = qy - py;
      const d3 = rx * (uy - py) - ry * (ux - px);
      const d4 = rx * (vy - py) - ry * (vx - px);
      if ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) return false;
    }
    if (ux >= minX && ux <= maxX && uy >= minY && uy <= maxY && locate(p, n, ux, uy) === INSIDE) return false;
  }
  return true;
}

/** Whether polygon p (n vertices, x, y pairs, without holes) lies inside `r`: every vertex inside or on it, and the tests of `insideNear`. */
export function polygonInside(r: FlatRings, p: Float64Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (!insideOrOnRings(r, p[i * 2]!, p[i * 2 + 1]!)) return false;
  const all = new Int32Array(r.count);
  for (let i = 0; i < r.count; i++) all[i] = i;
  return insideNear(r, all, r.count, p, n);
}

function segmentsMeet(px: number, py: number, qx: number, qy: number, ux: number, uy: number, vx: number, vy: number): boolean {
  const sx = vx - ux;
  const sy = vy - uy;
  const rx = qx - px;
  const ry = qy - py;
  const d1 = sx * (py - uy) - sy * (px - ux);
  const d2 = sx * (qy - uy) - sy * (qx - ux);
  const d3 = rx * (uy - py) - ry * (ux - px);
  const d4 = rx * (vy - py) - ry * (vx - px);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const within = (ax: number, ay: number, bx: number, by: number, x: number, y: number): boolean =>
    Math.min(ax, bx) <= x && x <= Math.max(ax, bx) && Math.min(ay, by) <= y && y <= Math.max(ay, by);
  return (d1 === 0 && within(ux, uy, vx, vy, px, py)) || (d2 === 0 && within(ux, uy, vx, vy, qx, qy))
    || (d3 === 0 && within(px, py, qx, qy, ux, uy)) || (d4 === 0 && within(px, py, qx, qy, vx, vy));
}

/** Whether polygon p (n vertices, x, y pairs) touches or overlaps the area `r`. */
export function touches(r: FlatRings, p: Float64Array, n: number): boolean {
  const b = boxOf(p, n);
  const minX = b[0]!;
  const minY = b[1]!;
  const maxX = b[2]!;
  const maxY = b[3]!;
  if (maxX < r.minX || minX > r.maxX || maxY < r.minY || minY > r.maxY) return false;
  const e = r.edges;
  for (let k = 0; k < e.length; k += 4) {
    const ux = e[k]!;
    const uy = e[k + 1]!;
    const vx = e[k + 2]!;
    const vy = e[k + 3]!;
    if ((ux < minX && vx < minX) || (ux > maxX && vx > maxX) || (uy < minY && vy < minY) || (uy > maxY && vy > maxY)) continue;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      if (segmentsMeet(p[j * 2]!, p[j * 2 + 1]!, p[i * 2]!, p[i * 2 + 1]!, ux, uy, vx, vy)) return true;
    }
  }
  return insideOrOnRings(r, p[0]!, p[1]!) || (r.count > 0 && locate(p, n, e[0]!, e[1]!) !== OUTSIDE);
}
