// Intersection, distance and overlap area between lot-sized polygons, for import-time spatial joins.
// Geometries are flattened into reused typed arrays relative to one origin, so the hot paths
// (`polygonsIntersect`, `distanceFt`) allocate nothing per vertex. Both decide touching on lng/lat
// differences, which are exact at lot scale, then scale lengths to feet by the frame's degree lengths.
//
// Overlap area integrates the shoelace term over the boundary of A ∩ B, which is made of the
// pieces of A's boundary inside B and the pieces of B's boundary inside A. Each edge is split
// where it meets the other polygon's edges, and each piece is kept when its midpoint lies inside
// the other polygon. Pieces on both boundaries count once: from A, when B's edge runs the same way.
// With outer rings taken counter-clockwise and holes clockwise this is exact for simple polygons
// with holes, convex or not, and needs no clipping graph.
import type { AreaGeometry, Polygon } from './geojson.schema';
import { FEET_PER_METER, metersPerDegree, type LocalFrame } from './local-frame';

/** Feet within which a point counts as lying on an edge when measuring overlap. */
const ON_EDGE_FT = 1e-6;

/** Squared sine below which two edges count as parallel. */
const PARALLEL_SIN2 = 1e-20;

/** A flattened geometry: x, y per vertex without closing repeats, where each ring ends and each part's rings end. */
class Rings {
  xy: Float64Array = new Float64Array(128);
  ringEnd: Int32Array = new Int32Array(8);
  partEnd: Int32Array = new Int32Array(4);
  ringSign: Float64Array = new Float64Array(8);
  vertices = 0;
  rings = 0;
  parts = 0;
  minX = 0;
  minY = 0;
  maxX = 0;
  maxY = 0;
}

const ringsA = new Rings();
const ringsB = new Rings();
let splits: Float64Array = new Float64Array(64);
const frameScales = new WeakMap<LocalFrame, readonly [number, number]>();

let originX = 0;
let originY = 0;
let feetX = 1;
let feetY = 1;

function grownFloat(array: Float64Array, needed: number): Float64Array {
  if (needed <= array.length) return array;
  const grown = new Float64Array(Math.max(needed, array.length * 2));
  grown.set(array);
  return grown;
}

function grownInt(array: Int32Array, needed: number): Int32Array {
  if (needed <= array.length) return array;
  const grown = new Int32Array(Math.max(needed, array.length * 2));
  grown.set(array);
  return grown;
}

function addPart(r: Rings, rings: readonly (readonly (readonly number[])[])[], sx: number, sy: number): void {
  for (const ring of rings) {
    let n = ring.length;
    const first = ring[0];
    const last = ring[n - 1];
    if (n > 1 && first![0] === last![0] && first![1] === last![1]) n--;
    r.xy = grownFloat(r.xy, (r.vertices + n) * 2);
    const xy = r.xy;
    for (let i = 0; i < n; i++) {
      const p = ring[i]!;
      const x = (p[0]! - originX) * sx;
      const y = (p[1]! - originY) * sy;
      const k = (r.vertices + i) * 2;
      xy[k] = x;
      xy[k + 1] = y;
      if (x < r.minX) r.minX = x;
      if (x > r.maxX) r.maxX = x;
      if (y < r.minY) r.minY = y;
      if (y > r.maxY) r.maxY = y;
    }
    r.vertices += n;
    r.ringEnd = grownInt(r.ringEnd, r.rings + 1);
    r.ringEnd[r.rings++] = r.vertices;
  }
  r.partEnd = grownInt(r.partEnd, r.parts + 1);
  r.partEnd[r.parts++] = r.rings;
}

function flatten(geometry: AreaGeometry, r: Rings, sx: number, sy: number): void {
  r.vertices = r.rings = r.parts = 0;
  r.minX = r.minY = Infinity;
  r.maxX = r.maxY = -Infinity;
  if (geometry.type === 'Polygon') addPart(r, geometry.coordinates, sx, sy);
  else for (const part of geometry.coordinates) addPart(r, part, sx, sy);
  if (r.vertices === 0) throw new Error(`Expected a geometry with at least one position, got ${JSON.stringify(geometry)}`);
}

function firstPosition(geometry: AreaGeometry): readonly number[] {
  const position = geometry.type === 'Polygon' ? geometry.coordinates[0]?.[0] : geometry.coordinates[0]?.[0]?.[0];
  if (!position) throw new Error(`Expected a geometry with at least one position, got ${JSON.stringify(geometry)}`);
  return position;
}

function useFrame(a: AreaGeometry, frame: LocalFrame | undefined): void {
  if (frame) {
    originX = frame.origin[0];
    originY = frame.origin[1];
    let scale = frameScales.get(frame);
    if (!scale) {
      const zero = frame.toFeet(frame.origin);
      const east = frame.toFeet([originX + 1, originY]);
      const north = frame.toFeet([originX, originY + 1]);
      scale = [east[0] - zero[0], north[1] - zero[1]];
      frameScales.set(frame, scale);
    }
    feetX = scale[0];
    feetY = scale[1];
  } else {
    const origin = firstPosition(a);
    originX = origin[0]!;
    originY = origin[1]!;
    const m = metersPerDegree(originY);
    feetX = m.lng * FEET_PER_METER;
    feetY = m.lat * FEET_PER_METER;
  }
}

const disjointBoxes = (a: Rings, b: Rings): boolean =>
  a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;

function segmentsTouch(
  px: number, py: number, qx: number, qy: number,
  ux: number, uy: number, vx: number, vy: number,
): boolean {
  const rx = qx - px;
  const ry = qy - py;
  const o1 = rx * (uy - py) - ry * (ux - px);
  const o2 = rx * (vy - py) - ry * (vx - px);
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return false;
  const sx = vx - ux;
  const sy = vy - uy;
  const o3 = sx * (py - uy) - sy * (px - ux);
  const o4 = sx * (qy - uy) - sy * (qx - ux);
  return !((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0));
}

function edgesTouch(a: Rings, b: Rings): boolean {
  const axy = a.xy;
  const bxy = b.xy;
  for (let ra = 0, aStart = 0; ra < a.rings; aStart = a.ringEnd[ra++]!) {
    const aEnd = a.ringEnd[ra]!;
    for (let i = aStart, h = aEnd - 1; i < aEnd; h = i++) {
      const px = axy[h * 2]!;
      const py = axy[h * 2 + 1]!;
      const qx = axy[i * 2]!;
      const qy = axy[i * 2 + 1]!;
      const eMinX = px < qx ? px : qx;
      const eMaxX = px < qx ? qx : px;
      const eMinY = py < qy ? py : qy;
      const eMaxY = py < qy ? qy : py;
      if (eMaxX < b.minX || eMinX > b.maxX || eMaxY < b.minY || eMinY > b.maxY) continue;
      for (let rb = 0, bStart = 0; rb < b.rings; bStart = b.ringEnd[rb++]!) {
        const bEnd = b.ringEnd[rb]!;
        for (let j = bStart, k = bEnd - 1; j < bEnd; k = j++) {
          const ux = bxy[k * 2]!;
          const uy = bxy[k * 2 + 1]!;
          const vx = bxy[j * 2]!;
          const vy = bxy[j * 2 + 1]!;
          if ((ux < eMinX && vx < eMinX) || (ux > eMaxX && vx > eMaxX)) continue;
          if ((uy < eMinY && vy < eMinY) || (uy > eMaxY && vy > eMaxY)) continue;
          if (segmentsTouch(px, py, qx, qy, ux, uy, vx, vy)) return true;
        }
      }
    }
  }
  return false;
}

/** Whether (x, y) lies inside a part of `r` by even-odd crossings (boundary points go either way). */
function insideRings(x: number, y: number, r: Rings): boolean {
  const xy = r.xy;
  for (let part = 0, ring = 0; part < r.parts; part++) {
    let inside = false;
    for (const ringStop = r.partEnd[part]!; ring < ringStop; ring++) {
      const end = r.ringEnd[ring]!;
      for (let i = ring === 0 ? 0 : r.ringEnd[ring - 1]!, j = end - 1; i < end; j = i++) {
        const ay = xy[j * 2 + 1]!;
        const by = xy[i * 2 + 1]!;
        if (ay > y !== by > y) {
          const ax = xy[j * 2]!;
          if (x < ax + ((y - ay) * (xy[i * 2]! - ax)) / (by - ay)) inside = !inside;
        }
      }
    }
    if (inside) return true;
  }
  return false;
}

function someRingStartsInside(a: Rings, b: Rings): boolean {
  for (let ring = 0, start = 0; ring < a.rings; start = a.ringEnd[ring++]!) {
    if (start < a.ringEnd[ring]! && insideRings(a.xy[start * 2]!, a.xy[start * 2 + 1]!, b)) return true;
  }
  return false;
}

/** Whether the flattened geometries share a point: their edges touch or a ring of one lies inside the other. */
function flatIntersect(a: Rings, b: Rings): boolean {
  if (disjointBoxes(a, b)) return false;
  return edgesTouch(a, b) || someRingStartsInside(a, b) || someRingStartsInside(b, a);
}

/** Whether two areas overlap or touch, including one lying inside the other. */
export function polygonsIntersect(a: AreaGeometry, b: AreaGeometry): boolean {
  const origin = firstPosition(a);
  originX = origin[0]!;
  originY = origin[1]!;
  flatten(a, ringsA, 1, 1);
  flatten(b, ringsB, 1, 1);
  return flatIntersect(ringsA, ringsB);
}

function minVertexEdgeDistanceSq(a: Rings, b: Rings, best: number): number {
  const axy = a.xy;
  const bxy = b.xy;
  const kx = feetX;
  const ky = feetY;
  for (let i = 0; i < a.vertices; i++) {
    const x = axy[i * 2]!;
    const y = axy[i * 2 + 1]!;
    const gapX = (x < b.minX ? b.minX - x : x > b.maxX ? x - b.maxX : 0) * kx;
    const gapY = (y < b.minY ? b.minY - y : y > b.maxY ? y - b.maxY : 0) * ky;
    if (gapX * gapX + gapY * gapY >= best) continue;
    for (let rb = 0, bStart = 0; rb < b.rings; bStart = b.ringEnd[rb++]!) {
      const bEnd = b.ringEnd[rb]!;
      for (let j = bStart, k = bEnd - 1; j < bEnd; k = j++) {
        const ux = bxy[k * 2]!;
        const uy = bxy[k * 2 + 1]!;
        const ex = (bxy[j * 2]! - ux) * kx;
        const ey = (bxy[j * 2 + 1]! - uy) * ky;
        const wx = (x - ux) * kx;
        const wy = (y - uy) * ky;
        const dot = wx * ex + wy * ey;
        let dx = wx;
        let dy = wy;
        if (dot > 0) {
          const length2 = ex * ex + ey * ey;
          const t = dot >= length2 ? 1 : dot / length2;
          dx -= t * ex;
          dy -= t * ey;
        }
        const d2 = dx * dx + dy * dy;
        if (d2 < best) best = d2;
      }
    }
  }
  return best;
}

/** Shortest distance in feet between two areas: 0 when they intersect, else between their boundaries. */
export function distanceFt(a: AreaGeometry, b: AreaGeometry, frame?: LocalFrame): number {
  useFrame(a, frame);
  flatten(a, ringsA, 1, 1);
  flatten(b, ringsB, 1, 1);
  if (flatIntersect(ringsA, ringsB)) return 0;
  return Math.sqrt(minVertexEdgeDistanceSq(ringsB, ringsA, minVertexEdgeDistanceSq(ringsA, ringsB, Infinity)));
}

function orientRings(r: Rings): void {
  r.ringSign = grownFloat(r.ringSign, r.rings);
  const xy = r.xy;
  for (let part = 0, ring = 0, partStart = 0; part < r.parts; partStart = r.partEnd[part++]!) {
    for (const ringStop = r.partEnd[part]!; ring < ringStop; ring++) {
      const end = r.ringEnd[ring]!;
      let twice = 0;
      for (let i = ring === 0 ? 0 : r.ringEnd[ring - 1]!, j = end - 1; i < end; j = i++) {
        twice += xy[j * 2]! * xy[i * 2 + 1]! - xy[i * 2]! * xy[j * 2 + 1]!;
      }
      const counterClockwise = twice >= 0;
      r.ringSign[ring] = counterClockwise === (ring === partStart) ? 1 : -1;
    }
  }
}

const OUTSIDE = 0;
const INSIDE = 1;
const ON_EDGE = 2;
let edgeDx = 0;
let edgeDy = 0;

/** Where (x, y) lies relative to `r`; on an edge, leaves that edge's direction (outer rings counter-clockwise) in edgeDx, edgeDy. */
function locate(x: number, y: number, r: Rings): number {
  const xy = r.xy;
  const tolerance2 = ON_EDGE_FT * ON_EDGE_FT;
  for (let part = 0, ring = 0; part < r.parts; part++) {
    let inside = false;
    for (const ringStop = r.partEnd[part]!; ring < ringStop; ring++) {
      const end = r.ringEnd[ring]!;
      for (let i = ring === 0 ? 0 : r.ringEnd[ring - 1]!, j = end - 1; i < end; j = i++) {
        const ax = xy[j * 2]!;
        const ay = xy[j * 2 + 1]!;
        const bx = xy[i * 2]!;
        const by = xy[i * 2 + 1]!;
        const ex = bx - ax;
        const ey = by - ay;
        const wx = x - ax;
        const wy = y - ay;
        const length2 = ex * ex + ey * ey;
        const t = length2 > 0 ? Math.min(1, Math.max(0, (wx * ex + wy * ey) / length2)) : 0;
        const dx = wx - t * ex;
        const dy = wy - t * ey;
        if (dx * dx + dy * dy <= tolerance2) {
          const sign = r.ringSign[ring]!;
          edgeDx = ex * sign;
          edgeDy = ey * sign;
          return ON_EDGE;
        }
        if (ay > y !== by > y && x < ax + ((y - ay) * ex) / ey) inside = !inside;
      }
    }
    if (inside) return INSIDE;
  }
  return OUTSIDE;
}

function addSplit(count: number, t: number): number {
  if (t <= 0 || t >= 1) return count;
  if (count >= splits.length) splits = grownFloat(splits, count + 1);
  splits[count] = t;
  return count + 1;
}

/** Where edge p→q meets edges of `r`, as sorted parameters along it, between a leading 0 and a trailing 1. */
function splitEdge(px: number, py: number, qx: number, qy: number, r: Rings): number {
  const xy = r.xy;
  const rx = qx - px;
  const ry = qy - py;
  const r2 = rx * rx + ry * ry;
  const eMinX = Math.min(px, qx) - ON_EDGE_FT;
  const eMaxX = Math.max(px, qx) + ON_EDGE_FT;
  const eMinY = Math.min(py, qy) - ON_EDGE_FT;
  const eMaxY = Math.max(py, qy) + ON_EDGE_FT;
  let count = 1;
  splits[0] = 0;
  for (let ring = 0, start = 0; ring < r.rings; start = r.ringEnd[ring++]!) {
    const end = r.ringEnd[ring]!;
    for (let i = start, j = end - 1; i < end; j = i++) {
      const ux = xy[j * 2]!;
      const uy = xy[j * 2 + 1]!;
      const vx = xy[i * 2]!;
      const vy = xy[i * 2 + 1]!;
      if ((ux < eMinX && vx < eMinX) || (ux > eMaxX && vx > eMaxX)) continue;
      if ((uy < eMinY && vy < eMinY) || (uy > eMaxY && vy > eMaxY)) continue;
      const sx = vx - ux;
      const sy = vy - uy;
      const wx = ux - px;
      const wy = uy - py;
      const denominator = rx * sy - ry * sx;
      if (denominator * denominator > PARALLEL_SIN2 * r2 * (sx * sx + sy * sy)) {
        const w = (wx * ry - wy * rx) / denominator;
        if (w >= -1e-9 && w <= 1 + 1e-9) count = addSplit(count, (wx * sy - wy * sx) / denominator);
      } else {
        const offLine = rx * wy - ry * wx;
        if (offLine * offLine <= ON_EDGE_FT * ON_EDGE_FT * r2) {
          count = addSplit(count, (wx * rx + wy * ry) / r2);
          count = addSplit(count, ((vx - px) * rx + (vy - py) * ry) / r2);
        }
      }
    }
  }
  for (let i = 2; i < count; i++) {
    const t = splits[i]!;
    let k = i - 1;
    while (k > 0 && splits[k]! > t) {
      splits[k + 1] = splits[k]!;
      k--;
    }
    splits[k + 1] = t;
  }
  splits = grownFloat(splits, count + 1);
  splits[count] = 1;
  return count + 1;
}

/** Twice the shoelace sum over the pieces of `s`'s boundary inside `r` (shared pieces only when `keepShared` and running alike). */
function boundaryInside(s: Rings, r: Rings, keepShared: boolean): number {
  const xy = s.xy;
  let twice = 0;
  for (let ring = 0, start = 0; ring < s.rings; start = s.ringEnd[ring++]!) {
    const end = s.ringEnd[ring]!;
    const sign = s.ringSign[ring]!;
    for (let i = start, j = end - 1; i < end; j = i++) {
      const px = xy[j * 2]!;
      const py = xy[j * 2 + 1]!;
      const qx = xy[i * 2]!;
      const qy = xy[i * 2 + 1]!;
      if (px === qx && py === qy) continue;
      if (Math.max(px, qx) < r.minX || Math.min(px, qx) > r.maxX) continue;
      if (Math.max(py, qy) < r.minY || Math.min(py, qy) > r.maxY) continue;
      const rx = qx - px;
      const ry = qy - py;
      const count = splitEdge(px, py, qx, qy, r);
      for (let k = 1; k < count; k++) {
        const t0 = splits[k - 1]!;
        const t1 = splits[k]!;
        if (t1 <= t0) continue;
        const tm = (t0 + t1) / 2;
        const where = locate(px + tm * rx, py + tm * ry, r);
        const keep = where === INSIDE || (where === ON_EDGE && keepShared && (edgeDx * rx + edgeDy * ry) * sign > 0);
        if (!keep) continue;
        const x0 = px + t0 * rx;
        const y0 = py + t0 * ry;
        const x1 = px + t1 * rx;
        const y1 = py + t1 * ry;
        twice += sign * (x0 * y1 - x1 * y0);
      }
    }
  }
  return twice;
}

/** Area in square feet of the part of polygon `a` that lies inside `b`. */
export function overlapAreaSqFt(a: Polygon, b: AreaGeometry, frame?: LocalFrame): number {
  useFrame(a, frame);
  flatten(a, ringsA, feetX, feetY);
  flatten(b, ringsB, feetX, feetY);
  if (disjointBoxes(ringsA, ringsB)) return 0;
  orientRings(ringsA);
  orientRings(ringsB);
  const twice = boundaryInside(ringsA, ringsB, true) + boundaryInside(ringsB, ringsA, false);
  return Math.max(0, twice / 2);
}
