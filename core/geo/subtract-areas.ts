// Planar difference of a polygon and a union of cutting polygons, in feet, by vertical slabs.
//
// Setback buffers meet each other and the lot along shared and collinear lines (a buffer's outer side
// is the lot edge itself, neighbouring buffers share their ends). polyclip-ts, behind @turf/difference,
// copes with that but computes in arbitrary-precision numbers, about 5 ms for a plain rectangular lot;
// float clippers that trace crossing points break on it. Here every vertex and crossing x starts a
// slab; inside a slab no two edges cross, so sorting the edges by height at the slab's middle classifies
// each gap between them exactly by parity, and coincident edges only make gaps of zero width, which are
// ignored. The kept trapezoids are joined along the slab lines and traced into rings (trace-rings).
import { boxOfRings, type PointFt, type RingFt } from './point-ft';
import { ALONG_SLAB_LINE, assemble, straighten, traceRings, twiceSignedArea, type Piece } from './trace-rings';


/** Heights closer than this (feet) on one slab line are the same point. */
const SAME_POINT_FT = 1e-7;

interface Edges {
  x0: number[];
  y0: number[];
  x1: number[];
  y1: number[];
  owner: number[];
}

/** A kept trapezoid: slab index, lower and upper edge, and their heights at the slab's two lines. */
interface Interval {
  lo: number;
  hi: number;
  loA: number;
  loB: number;
  hiA: number;
  hiB: number;
  nodeLoA: number;
  nodeLoB: number;
  nodeHiA: number;
  nodeHiB: number;
}

function addRing(edges: Edges, ring: RingFt, owner: number, xs: number[], minX: number, maxX: number): void {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (a[0] >= minX && a[0] <= maxX) xs.push(a[0]);
    if (a[0] === b[0]) continue;
    const forward = a[0] < b[0];
    edges.x0.push(forward ? a[0] : b[0]);
    edges.y0.push(forward ? a[1] : b[1]);
    edges.x1.push(forward ? b[0] : a[0]);
    edges.y1.push(forward ? b[1] : a[1]);
    edges.owner.push(owner);
  }
}

function yAt(e: Edges, i: number, x: number): number {
  const x0 = e.x0[i]!;
  const x1 = e.x1[i]!;
  if (x === x0) return e.y0[i]!;
  if (x === x1) return e.y1[i]!;
  return e.y0[i]! + ((e.y1[i]! - e.y0[i]!) * (x - x0)) / (x1 - x0);
}


/** The x of every proper crossing between edges whose point lies in the box. */
function crossingXs(e: Edges, order: readonly number[], box: readonly number[], xs: number[]): void {
  for (let a = 0; a < order.length; a++) {
    const i = order[a]!;
    const ax0 = e.x0[i]!;
    const ay0 = e.y0[i]!;
    const ax1 = e.x1[i]!;
    const ay1 = e.y1[i]!;
    const aMinY = Math.min(ay0, ay1);
    const aMaxY = Math.max(ay0, ay1);
    const rx = ax1 - ax0;
    const ry = ay1 - ay0;
    for (let b = a + 1; b < order.length; b++) {
      const j = order[b]!;
      const bx0 = e.x0[j]!;
      if (bx0 >= ax1) break;
      const by0 = e.y0[j]!;
      const by1 = e.y1[j]!;
      if ((by0 < aMinY && by1 < aMinY) || (by0 > aMaxY && by1 > aMaxY)) continue;
      const sx = e.x1[j]! - bx0;
      const sy = by1 - by0;
      const denominator = rx * sy - ry * sx;
      if (denominator === 0) continue;
      const wx = bx0 - ax0;
      const wy = by0 - ay0;
      const t = (wx * sy - wy * sx) / denominator;
      const u = (wx * ry - wy * rx) / denominator;
      if (t <= 0 || t >= 1 || u <= 0 || u >= 1) continue;
      const x = ax0 + t * rx;
      const y = ay0 + t * ry;
      if (x > box[0]! && x < box[2]! && y >= box[1]! && y <= box[3]!) xs.push(x);
    }
  }
}

/** Active edges of the current slab, bottom to top, with their heights at its middle and at its two lines. */
interface Column {
  order: number[];
  ym: Float64Array;
  ya: Float64Array;
  yb: Float64Array;
}

/** Re-sorts the column for slab [xa, xb]: the order changes little from slab to slab, so insertion sort is near linear. */
function sortColumn(e: Edges, column: Column, xa: number, xb: number): void {
  const { order, ym, ya, yb } = column;
  const xm = (xa + xb) / 2;
  for (const i of order) {
    ym[i] = yAt(e, i, xm);
    ya[i] = yAt(e, i, xa);
    yb[i] = yAt(e, i, xb);
  }
  for (let k = 1; k < order.length; k++) {
    const i = order[k]!;
    const y = ym[i]!;
    let j = k - 1;
    while (j >= 0 && (ym[order[j]!]! > y || (ym[order[j]!]! === y && order[j]! > i))) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = i;
  }
}

/** The kept intervals of one slab, walking its sorted edges and tracking which areas each gap lies in. */
function slabIntervals(e: Edges, column: Column, cutterParity: Uint8Array): Interval[] {
  const { order, ya, yb } = column;
  cutterParity.fill(0);
  let inSubject = false;
  let covered = 0;
  const intervals: Interval[] = [];
  let open = -1;
  let top = -1;
  for (let k = 0; k < order.length - 1; k++) {
    const below = order[k]!;
    const above = order[k + 1]!;
    const owner = e.owner[below]!;
    if (owner < 0) inSubject = !inSubject;
    else {
      const odd = (cutterParity[owner] = cutterParity[owner]! ^ 1);
      covered += odd ? 1 : -1;
    }
    if (Math.abs(ya[above]! - ya[below]!) <= SAME_POINT_FT && Math.abs(yb[above]! - yb[below]!) <= SAME_POINT_FT) continue;
    if (inSubject && covered === 0) {
      if (open < 0) open = below;
      top = above;
    } else if (open >= 0) {
      intervals.push(interval(open, top, column));
      open = -1;
    }
  }
  if (open >= 0) intervals.push(interval(open, top, column));
  return intervals.filter((s) => s.hiA - s.loA > SAME_POINT_FT || s.hiB - s.loB > SAME_POINT_FT);
}

function interval(lo: number, hi: number, { ya, yb }: Column): Interval {
  return { lo, hi, loA: ya[lo]!, loB: yb[lo]!, hiA: ya[hi]!, hiB: yb[hi]!, nodeLoA: -1, nodeLoB: -1, nodeHiA: -1, nodeHiB: -1 };
}

function covers(intervals: readonly Interval[], y: number, left: boolean): boolean {
  for (const s of intervals) {
    if (left ? s.loB <= y && y <= s.hiB : s.loA <= y && y <= s.hiA) return true;
  }
  return false;
}

/** Which end of an interval a point on a slab line is: lower or upper, on the slab's left (A) or right (B) line. */
const LO_A = 0;
const LO_B = 1;
const HI_A = 2;
const HI_B = 3;

function setNode(s: Interval, end: number, node: number): void {
  if (end === LO_A) s.nodeLoA = node;
  else if (end === LO_B) s.nodeLoB = node;
  else if (end === HI_A) s.nodeHiA = node;
  else s.nodeHiB = node;
}

/** Numbers the points of slab line x where kept trapezoids meet, and adds the pieces that run along it. */
function joinAtLine(
  x: number, left: readonly Interval[], right: readonly Interval[],
  nodes: PointFt[], pieces: Piece[],
): void {
  const ends: { y: number; s: Interval; end: number }[] = [];
  for (const s of left) ends.push({ y: s.loB, s, end: LO_B }, { y: s.hiB, s, end: HI_B });
  for (const s of right) ends.push({ y: s.loA, s, end: LO_A }, { y: s.hiA, s, end: HI_A });
  if (ends.length === 0) return;
  ends.sort(byY);
  const lineNodes: number[] = [];
  let lastY = -Infinity;
  for (const end of ends) {
    if (end.y - lastY > SAME_POINT_FT) {
      lineNodes.push(nodes.length);
      nodes.push([x, end.y]);
    }
    lastY = end.y;
    setNode(end.s, end.end, lineNodes[lineNodes.length - 1]!);
  }
  for (let k = 0; k + 1 < lineNodes.length; k++) {
    const below = lineNodes[k]!;
    const above = lineNodes[k + 1]!;
    const y = (nodes[below]![1] + nodes[above]![1]) / 2;
    const inLeft = covers(left, y, true);
    const inRight = covers(right, y, false);
    // The kept side stays on the left of every traced piece, so a boundary with the area to the west runs north.
    if (inLeft && !inRight) pieces.push({ from: below, to: above, source: ALONG_SLAB_LINE });
    else if (inRight && !inLeft) pieces.push({ from: above, to: below, source: ALONG_SLAB_LINE });
  }
}

const byY = (a: { y: number }, b: { y: number }): number => a.y - b.y;

/**
 * The part of `subject` (rings by even-odd rule) outside every cutter, as polygons of an outer ring
 * (counter-clockwise) and its holes (clockwise); empty when nothing remains.
 */
export function subtractAreas(subject: readonly RingFt[], cutters: readonly RingFt[]): RingFt[][] {
  const box = boxOfRings(subject);
  if (!(box[0] < box[2] && box[1] < box[3])) return [];
  const edges: Edges = { x0: [], y0: [], x1: [], y1: [], owner: [] };
  const xs: number[] = [];
  for (const ring of subject) addRing(edges, ring, -1, xs, box[0], box[2]);
  let owners = 0;
  for (const cutter of cutters) {
    const [minX, minY, maxX, maxY] = boxOfRings([cutter]);
    if (maxX <= box[0] || minX >= box[2] || maxY <= box[1] || minY >= box[3]) continue;
    addRing(edges, cutter, owners++, xs, box[0], box[2]);
  }
  const order = edges.x0.map((_, i) => i).sort((a, b) => edges.x0[a]! - edges.x0[b]!);
  crossingXs(edges, order, box, xs);
  xs.sort((a, b) => a - b);
  const lines = xs.filter((x, i) => i === 0 || x !== xs[i - 1]);

  const parity = new Uint8Array(owners);
  const count = edges.x0.length;
  const column: Column = { order: [], ym: new Float64Array(count), ya: new Float64Array(count), yb: new Float64Array(count) };
  const slabs: Interval[][] = [];
  let next = 0;
  for (let k = 0; k + 1 < lines.length; k++) {
    const xa = lines[k]!;
    const xb = lines[k + 1]!;
    let kept = 0;
    for (const i of column.order) if (edges.x1[i]! > xa) column.order[kept++] = i;
    column.order.length = kept;
    while (next < order.length && edges.x0[order[next]!]! <= xa) {
      if (edges.x1[order[next]!]! > xa) column.order.push(order[next]!);
      next++;
    }
    sortColumn(edges, column, xa, xb);
    slabs.push(slabIntervals(edges, column, parity));
  }

  const nodes: PointFt[] = [];
  const pieces: Piece[] = [];
  for (let k = 0; k < lines.length; k++) joinAtLine(lines[k]!, slabs[k - 1] ?? [], slabs[k] ?? [], nodes, pieces);
  for (const slab of slabs) {
    for (const s of slab) {
      pieces.push({ from: s.nodeLoA, to: s.nodeLoB, source: s.lo }, { from: s.nodeHiB, to: s.nodeHiA, source: s.hi });
    }
  }
  const rings = traceRings(nodes, pieces)
    .map(({ points, sources }) => straighten(points, sources))
    .filter((ring) => ring.length >= 3 && Math.abs(twiceSignedArea(ring)) > 2e-6);
  return assemble(rings);
}
