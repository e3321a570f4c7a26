// A plan outline made ready for the placement search: put around its deepest point with its long
// side along x, and a copy moved inward by the containment margin.
//
// Containment is strict: a placed unit may stick out of its area by at most CONTAINMENT_TOLERANCE_FT
// (1/4 inch), measured on every point of the unit, not only its corners. The search does not test
// the unit itself against the area with a tolerance; it tests `inner`, the outline with every side
// moved inward, for exact containment (touching the area's boundary allows, crossing it does not).
// Every point of the unit lies within INNER_BUDGET_FT of `inner` (at a convex corner of angle a the
// corner is margin / sin(a / 2) from the moved-in corner), so a unit whose `inner` is inside the area
// sticks out by at most that budget (0.24 inch), and the rest of the 1/4 inch covers rounding the
// answer to 1e-9 degrees (about 0.005 inch). The test is on the safe side: a rectangle is accepted
// with its sides up to 0.17 inch out, so that its corners stay within the budget. Buildings are
// tested against `clear`, the outline with every side moved outward by CLEARANCE_FT (0.01 inch):
// touching it is a collision, so rounding the answer cannot carry a corner that grazed a building
// into it.
import { signedRingArea } from '../geo/area';
import type { PointFt } from '../geo/point-ft';
import { FlatRings, signedDistance } from './flat-rings';
import { planRectangle } from './outline';

/** How far (feet) any part of a placed unit may lie outside its area: 1/4 inch. */
export const CONTAINMENT_TOLERANCE_FT = 0.25 / 12;

/** The share of the tolerance spent on the inward margin; the rest covers rounding of coordinates. */
const INNER_BUDGET_FT = 0.24 / 12;

/** How far (feet) the outline tested against buildings lies outside the unit: 0.01 inch, above the rounding of the answer. */
export const CLEARANCE_FT = 0.01 / 12;

/** An outline ready for the search; coordinates are x, y pairs relative to the anchor. */
export interface PreparedUnit {
  /** The outline, counter-clockwise, long side of its bounding rectangle along +x. */
  outer: Float64Array;
  /** The outline moved inward by the containment margin (equal to `outer` for outlines too small to move in). */
  inner: Float64Array;
  /** The outline moved outward by CLEARANCE_FT, tested against buildings (equal to `outer` where a side would turn over). */
  clear: Float64Array;
  /** Number of vertices of `outer` and `inner`. */
  vertices: number;
  /** Radius of the largest disc around the anchor inside `inner`, and inside `outer`. */
  innerDepth: number;
  outerDepth: number;
  /** Distance from the anchor to the farthest vertex of `inner`, and of `clear`. */
  innerReach: number;
  outerReach: number;
  /** Whether the outline looks the same after a half turn about the anchor. */
  halfTurnSymmetric: boolean;
  /** The anchor in the plan's own coordinates, and the turn (radians) from the plan's axes to the unit's. */
  anchor: PointFt;
  turnRad: number;
}

function openRing(ring: readonly PointFt[]): PointFt[] {
  const out: PointFt[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (out.length > 1 && out[0]![0] === out[out.length - 1]![0] && out[0]![1] === out[out.length - 1]![1]) out.pop();
  return out;
}

/** A ring of x, y pairs as flat edges. */
function asRings(xy: Float64Array, n: number): FlatRings {
  const ring: PointFt[] = [];
  for (let i = 0; i < n; i++) ring.push([xy[i * 2]!, xy[i * 2 + 1]!]);
  return new FlatRings([ring]);
}

/** The point of a ring farthest inside it, to `precision` feet (the pole of inaccessibility, by cell subdivision). */
function deepestPoint(xy: Float64Array, n: number, precision: number): PointFt {
  const rings = asRings(xy, n);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, xy[i * 2]!);
    maxX = Math.max(maxX, xy[i * 2]!);
    minY = Math.min(minY, xy[i * 2 + 1]!);
    maxY = Math.max(maxY, xy[i * 2 + 1]!);
  }
  const size = Math.min(maxX - minX, maxY - minY) / 2;
  type Cell = { x: number; y: number; h: number; d: number; potential: number };
  const cell = (x: number, y: number, h: number): Cell => {
    const d = signedDistance(rings, x, y);
    return { x, y, h, d, potential: d + h * Math.SQRT2 };
  };
  const queue: Cell[] = [];
  for (let x = minX; x < maxX; x += 2 * size) for (let y = minY; y < maxY; y += 2 * size) queue.push(cell(x + size, y + size, size));
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0);
  while (queue.length > 0) {
    let top = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i]!.potential > queue[top]!.potential) top = i;
    const c = queue[top]!;
    queue[top] = queue[queue.length - 1]!;
    queue.pop();
    if (c.d > best.d) best = c;
    if (c.potential - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(cell(c.x - h, c.y - h, h), cell(c.x + h, c.y - h, h), cell(c.x - h, c.y + h, h), cell(c.x + h, c.y + h, h));
  }
  return [best.x, best.y];
}

/**
 * The ring (counter-clockwise, no closing repeat) with every side moved inward by `margin`: each corner
 * moves to where the moved neighbouring sides meet. Undefined when a side would turn over.
 */
function movedInward(xy: Float64Array, n: number, margin: number): Float64Array | undefined {
  const out = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const h = (i + n - 1) % n;
    const k = (i + 1) % n;
    const px = xy[i * 2]!;
    const py = xy[i * 2 + 1]!;
    const l1 = Math.hypot(px - xy[h * 2]!, py - xy[h * 2 + 1]!);
    const l2 = Math.hypot(xy[k * 2]! - px, xy[k * 2 + 1]! - py);
    // Left normals of the side arriving at the corner and of the side leaving it.
    const n1x = -(py - xy[h * 2 + 1]!) / l1;
    const n1y = (px - xy[h * 2]!) / l1;
    const n2x = -(xy[k * 2 + 1]! - py) / l2;
    const n2y = (xy[k * 2]! - px) / l2;
    const denominator = 1 + n1x * n2x + n1y * n2y;
    if (denominator < 1e-6) return undefined;
    out[i * 2] = px + (margin * (n1x + n2x)) / denominator;
    out[i * 2 + 1] = py + (margin * (n1y + n2y)) / denominator;
  }
  for (let i = 0; i < n; i++) {
    const k = (i + 1) % n;
    const dot = (xy[k * 2]! - xy[i * 2]!) * (out[k * 2]! - out[i * 2]!) + (xy[k * 2 + 1]! - xy[i * 2 + 1]!) * (out[k * 2 + 1]! - out[i * 2 + 1]!);
    if (!(dot > 0)) return undefined;
  }
  return out;
}

/** The inward margin whose moved-in outline keeps every point of the outline within INNER_BUDGET_FT. */
function innerMargin(xy: Float64Array, n: number): number {
  let sharpest = 1;
  for (let i = 0; i < n; i++) {
    const h = (i + n - 1) % n;
    const k = (i + 1) % n;
    const ax = xy[h * 2]! - xy[i * 2]!;
    const ay = xy[h * 2 + 1]! - xy[i * 2 + 1]!;
    const bx = xy[k * 2]! - xy[i * 2]!;
    const by = xy[k * 2 + 1]! - xy[i * 2 + 1]!;
    // Convex corners of a counter-clockwise ring turn left.
    if (ax * by - ay * bx >= 0) continue;
    const angle = Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by)))));
    sharpest = Math.min(sharpest, Math.sin(angle / 2));
  }
  return INNER_BUDGET_FT * sharpest;
}

/** Whether every vertex has a twin across the origin. */
function isHalfTurnSymmetric(xy: Float64Array, n: number, scale: number): boolean {
  const tolerance = 1e-9 * Math.max(1, scale);
  for (let i = 0; i < n; i++) {
    let twin = false;
    for (let j = 0; j < n && !twin; j++) {
      twin = Math.abs(xy[i * 2]! + xy[j * 2]!) <= tolerance && Math.abs(xy[i * 2 + 1]! + xy[j * 2 + 1]!) <= tolerance;
    }
    if (!twin) return false;
  }
  return true;
}

function reach(xy: Float64Array): number {
  let farthest = 0;
  for (let i = 0; i < xy.length; i += 2) farthest = Math.max(farthest, Math.hypot(xy[i]!, xy[i + 1]!));
  return farthest;
}

/** Prepares a plan outline (feet, any winding, closed or not) for `placePlan`. */
export function prepareUnit(ring: readonly PointFt[]): PreparedUnit {
  let points = openRing(ring);
  if (points.length < 3) throw new Error(`prepareUnit needs an outline of at least 3 points, got ${JSON.stringify(ring)}`);
  if (signedRingArea(points) < 0) points = [...points].reverse();
  const n = points.length;
  const rectangle = planRectangle(points);
  const turnRad = rectangle.widthFt >= rectangle.lengthFt ? rectangle.widthAxisRad : rectangle.widthAxisRad + Math.PI / 2;
  const cos = Math.cos(-turnRad);
  const sin = Math.sin(-turnRad);
  const turned = new Float64Array(n * 2);
  points.forEach(([x, y], i) => {
    turned[i * 2] = x * cos - y * sin;
    turned[i * 2 + 1] = x * sin + y * cos;
  });
  // A centrally symmetric convex outline (a rectangle) is deepest at its centre; elsewhere search for the deepest point.
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    cx += turned[i * 2]! / n;
    cy += turned[i * 2 + 1]! / n;
  }
  const centred = turned.map((v, i) => v - (i % 2 === 0 ? cx : cy));
  const size = Math.max(rectangle.widthFt, rectangle.lengthFt);
  const convex = points.every((p, i) => {
    const a = points[(i + n - 1) % n]!;
    const b = points[(i + 1) % n]!;
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) >= 0;
  });
  const symmetric = convex && isHalfTurnSymmetric(centred, n, size);
  const [ax, ay] = symmetric ? [cx, cy] : deepestPoint(turned, n, size * 1e-4);
  const outer = turned.map((v, i) => v - (i % 2 === 0 ? ax : ay));
  const inner = movedInward(outer, n, innerMargin(outer, n)) ?? outer;
  const clear = movedInward(outer, n, -CLEARANCE_FT) ?? outer;
  const back = [ax * Math.cos(turnRad) - ay * Math.sin(turnRad), ax * Math.sin(turnRad) + ay * Math.cos(turnRad)] as const;
  return {
    outer,
    inner,
    clear,
    vertices: n,
    innerDepth: signedDistance(asRings(inner, n), 0, 0),
    outerDepth: signedDistance(asRings(outer, n), 0, 0),
    innerReach: reach(inner),
    outerReach: reach(clear),
    halfTurnSymmetric: symmetric,
    anchor: back,
    turnRad,
  };
}

/** The ring (x, y pairs, counter-clockwise) moved inward by the containment margin, or itself when it cannot move in. */
export function innerOutline(xy: Float64Array, n: number): Float64Array {
  return movedInward(xy, n, innerMargin(xy, n)) ?? xy;
}
