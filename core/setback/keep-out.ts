// The areas too close to a lot line or to a building, as polygons in feet, ready to cut from the lot.
//
// The points within distance s of a segment are a rectangle along it plus a half disc at each end.
// Where two lot lines meet, the disc of the larger setback is needed only over the directions that
// neither segment's rectangle reaches (every point nearer to the corner than the smaller setback is
// covered by the other segment), and only where the lot actually is: inside the corner's own angle,
// unless another part of the lot line comes that close. Right-angled corners thus need no disc at all,
// which keeps the polygons small. Arcs are drawn with edges tangent to the circle, so the polygons
// cover the exact discs and stick out by at most ARC_TOLERANCE_FT.
import { boxOfRings, type PointFt, type RingFt } from '../geo/point-ft';
import { convexHull } from '../geo/convex-hull';
import { fillNotches } from '../geo/fill-notches';
import { segmentGrid, type SegmentGrid } from '../geo/segment-grid';
import { twiceSignedArea } from '../geo/trace-rings';

/** Largest distance (feet) by which a drawn arc lies outside the true circle. */
export const ARC_TOLERANCE_FT = 0.04;

const TWO_PI = 2 * Math.PI;
const TINY_ANGLE = 1e-9;

/** A ring of lot line with the lot on its left (outer rings counter-clockwise, holes clockwise) and one setback per segment. */
export interface SetbackRing {
  points: RingFt;
  /** Setback of segment i, from points[i] to points[i + 1] (the last one closes the ring). */
  setbacksFt: readonly number[];
}

/** An angular range starting at `from` (radians) and turning counter-clockwise by `span`. */
interface Arc {
  from: number;
  span: number;
}

function normalise(angle: number): number {
  const a = angle % TWO_PI;
  return a < 0 ? a + TWO_PI : a;
}

function intersectArcs(a: Arc, b: Arc): Arc[] {
  const out: Arc[] = [];
  const aFrom = normalise(a.from);
  const bFrom = normalise(b.from);
  for (const shift of [-TWO_PI, 0, TWO_PI]) {
    const from = Math.max(aFrom, bFrom + shift);
    const to = Math.min(aFrom + a.span, bFrom + shift + b.span);
    if (to - from > TINY_ANGLE) out.push({ from, span: to - from });
  }
  return out;
}

const subtractArc = (a: Arc, b: Arc): Arc[] => intersectArcs(a, { from: b.from + b.span, span: TWO_PI - b.span });

/**
 * Points on an arc around `center` of radius `r`: its two ends on the circle and between them corners at
 * r / cos(step / 2), so each edge touches the circle and the polygon covers the disc.
 */
export function arcPoints(center: PointFt, r: number, arc: Arc): PointFt[] {
  const maxStep = Math.min(Math.PI / 2, 2 * Math.acos(r / (r + ARC_TOLERANCE_FT)));
  const steps = Math.max(1, Math.ceil(arc.span / maxStep - 1e-9));
  const step = arc.span / steps;
  const corner = r / Math.cos(step / 2);
  const points: PointFt[] = [[center[0] + r * Math.cos(arc.from), center[1] + r * Math.sin(arc.from)]];
  for (let j = 0; j < steps; j++) {
    const angle = arc.from + (j + 0.5) * step;
    points.push([center[0] + corner * Math.cos(angle), center[1] + corner * Math.sin(angle)]);
  }
  const end = arc.from + arc.span;
  points.push([center[0] + r * Math.cos(end), center[1] + r * Math.sin(end)]);
  return points;
}

interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  ring: number;
  index: number;
}

function segmentsOf(rings: readonly SetbackRing[]): Segment[] {
  const segments: Segment[] = [];
  rings.forEach(({ points }, ring) => {
    points.forEach((a, index) => {
      const b = points[(index + 1) % points.length]!;
      segments.push({ ax: a[0], ay: a[1], bx: b[0], by: b[1], ring, index });
    });
  });
  return segments;
}

/** Whether part of segment s, in a frame at `origin` with axes u and v, lies strictly inside the box 0 < u < uMax, 0 < v < vMax. */
function segmentEntersBox(s: Segment, origin: PointFt, ux: number, uy: number, uMax: number, vMax: number): boolean {
  const ax = s.ax - origin[0];
  const ay = s.ay - origin[1];
  const bx = s.bx - origin[0];
  const by = s.by - origin[1];
  const pu = ax * ux + ay * uy;
  const pv = -ax * uy + ay * ux;
  const qu = bx * ux + by * uy;
  const qv = -bx * uy + by * ux;
  const margin = 1e-9;
  clipStart = 0;
  clipEnd = 1;
  return clip(pu, qu - pu, margin, uMax - margin) && clip(pv, qv - pv, margin, vMax - margin);
}

let clipStart = 0;
let clipEnd = 1;

/** Narrows [clipStart, clipEnd] to where p + t d lies strictly between lo and hi; false when nothing is left. */
function clip(p: number, d: number, lo: number, hi: number): boolean {
  if (d === 0) return p > lo && p < hi;
  const ta = (lo - p) / d;
  const tb = (hi - p) / d;
  clipStart = Math.max(clipStart, Math.min(ta, tb));
  clipEnd = Math.min(clipEnd, Math.max(ta, tb));
  return clipStart < clipEnd;
}

/** Whether segment s passes strictly inside the sector of radius r around c spanning `arc` (at most half a turn). */
function segmentEntersSector(s: Segment, c: PointFt, r: number, arc: Arc): boolean {
  const px = s.ax - c[0];
  const py = s.ay - c[1];
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const a = dx * dx + dy * dy;
  const b = px * dx + py * dy;
  const disc = b * b - a * (px * px + py * py - r * r);
  if (a === 0 || disc <= 0) return false;
  let t0 = Math.max(0, (-b - Math.sqrt(disc)) / a);
  let t1 = Math.min(1, (-b + Math.sqrt(disc)) / a);
  // The sector is the disc cut by the half-planes left of its first ray and right of its last.
  for (const [angle, side] of [[arc.from, 1], [arc.from + arc.span, -1]] as const) {
    const nx = -Math.sin(angle) * side;
    const ny = Math.cos(angle) * side;
    const start = px * nx + py * ny;
    const rate = dx * nx + dy * ny;
    if (rate === 0) {
      if (start <= 1e-9) return false;
      continue;
    }
    const t = (1e-9 - start) / rate;
    if (rate > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t1 - t0 > 1e-12;
}

const angleOf = (x: number, y: number): number => Math.atan2(y, x);

/** The lot's segments with a grid over them: each keep-out asks only about the segments near it. */
interface LotLines {
  segments: readonly Segment[];
  grid: SegmentGrid;
}

function lotLinesOf(rings: readonly SetbackRing[]): LotLines {
  const segments = segmentsOf(rings);
  const grid = segmentGrid({
    ax: segments.map((t) => t.ax),
    ay: segments.map((t) => t.ay),
    bx: segments.map((t) => t.bx),
    by: segments.map((t) => t.by),
    count: segments.length,
  });
  return { segments, grid };
}

/** Whether a segment near the box, other than those `skip` names, passes `enters`. */
function anyNear(lines: LotLines, box: readonly [number, number, number, number], skip: (t: Segment) => boolean, enters: (t: Segment) => boolean): boolean {
  let found = false;
  lines.grid.query(box[0], box[1], box[2], box[3], (i) => {
    const t = lines.segments[i]!;
    if (!skip(t) && enters(t)) found = true;
    return found;
  });
  return found;
}

/** The keep-out polygons of every lot line segment with a setback above zero. */
export function lotLineKeepOuts(rings: readonly SetbackRing[]): RingFt[] {
  const lines = lotLinesOf(rings);
  const out: RingFt[] = [];
  rings.forEach(({ points, setbacksFt }, ringIndex) => {
    const n = points.length;
    for (let i = 0; i < n; i++) {
      const s = setbacksFt[i]!;
      const a = points[i]!;
      const b = points[(i + 1) % n]!;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (s > 0 && length > 0) out.push(rectangle(lines, ringIndex, i, a, b, length, s));
      const sector = cornerSector(lines, rings[ringIndex]!, ringIndex, i);
      if (sector) out.push(...sector);
    }
  });
  return out;
}

/** The band of width s on the lot side of segment a→b, and on the far side too when the lot reaches there. */
function rectangle(lines: LotLines, ring: number, index: number, a: PointFt, b: PointFt, length: number, s: number): RingFt {
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  const nx = -uy;
  const ny = ux;
  // Outward is to the right of travel; the lot reaches past its own line only around a bend back on itself.
  const box = [Math.min(a[0], b[0]) - s * Math.abs(nx), Math.min(a[1], b[1]) - s * Math.abs(ny), Math.max(a[0], b[0]) + s * Math.abs(nx), Math.max(a[1], b[1]) + s * Math.abs(ny)] as const;
  const outward = anyNear(lines, box, (t) => t.ring === ring && t.index === index, (t) => segmentEntersBox(t, b, -ux, -uy, length, s));
  const w = outward ? s : 0;
  return [
    [a[0] - w * nx, a[1] - w * ny],
    [b[0] - w * nx, b[1] - w * ny],
    [b[0] + s * nx, b[1] + s * ny],
    [a[0] + s * nx, a[1] + s * ny],
  ];
}

/** The disc pieces needed at vertex i of a ring, between segment i - 1 (arriving) and segment i (leaving). */
function cornerSector(lines: LotLines, ring: SetbackRing, ringIndex: number, i: number): RingFt[] | undefined {
  const n = ring.points.length;
  const before = (i + n - 1) % n;
  const s1 = ring.setbacksFt[before]!;
  const s2 = ring.setbacksFt[i]!;
  const r = Math.max(s1, s2);
  if (!(r > 0)) return undefined;
  const x = ring.points[i]!;
  const p = ring.points[before]!;
  const q = ring.points[(i + 1) % n]!;
  const in1 = angleOf(x[0] - p[0], x[1] - p[1]);
  const out2 = angleOf(q[0] - x[0], q[1] - x[1]);
  const ahead: Arc = { from: in1 - Math.PI / 2, span: Math.PI };
  const behind: Arc = { from: out2 + Math.PI / 2, span: Math.PI };
  // The larger setback's half disc past its segment's end; with equal setbacks only the directions past both ends.
  const caps = s1 > s2 ? [ahead] : s2 > s1 ? [behind] : intersectArcs(ahead, behind);
  const corner: Arc = { from: out2, span: normalise(in1 + Math.PI - out2) };
  const own = (t: Segment) => t.ring === ringIndex && (t.index === i || t.index === before);
  const disc = [x[0] - r, x[1] - r, x[0] + r, x[1] + r] as const;
  const arcs: Arc[] = [];
  for (const cap of caps) {
    arcs.push(...intersectArcs(cap, corner));
    for (const outside of subtractArc(cap, corner)) {
      if (anyNear(lines, disc, own, (t) => segmentEntersSector(t, x, r, outside))) arcs.push(outside);
    }
  }
  return arcs.map((arc) => [x, ...arcPoints(x, r, arc)]);
}

/** The footprint grown by `separationFt`: one convex outline when the footprint is convex, else its pieces. */
export function footprintKeepOuts(footprint: RingFt, separationFt: number): RingFt[] {
  const ring = twiceSignedArea(footprint) < 0 ? [...footprint].reverse() : [...footprint];
  const n = ring.length;
  if (n < 3 || !(separationFt > 0)) return n >= 3 ? [ring] : [];
  const turns: { x: PointFt; arc: Arc }[] = [];
  let convex = true;
  for (let i = 0; i < n; i++) {
    const p = ring[(i + n - 1) % n]!;
    const x = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const inAngle = angleOf(x[0] - p[0], x[1] - p[1]);
    const outAngle = angleOf(q[0] - x[0], q[1] - x[1]);
    let turn = normalise(outAngle - inAngle);
    if (turn > Math.PI) turn -= TWO_PI;
    if (turn < -1e-9) convex = false;
    turns.push({ x, arc: { from: inAngle - Math.PI / 2, span: Math.max(0, turn) } });
  }
  const s = separationFt;
  if (convex) {
    const outline: PointFt[] = [];
    for (const { x, arc } of turns) {
      if (arc.span > TINY_ANGLE) outline.push(...arcPoints(x, s, arc));
      else outline.push([x[0] + s * Math.cos(arc.from), x[1] + s * Math.sin(arc.from)]);
    }
    return [outline];
  }
  const pieces: RingFt[] = [ring];
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) continue;
    const nx = (b[1] - a[1]) / length;
    const ny = -(b[0] - a[0]) / length;
    pieces.push([a, [a[0] + s * nx, a[1] + s * ny], [b[0] + s * nx, b[1] + s * ny], b]);
    const { x, arc } = turns[i]!;
    if (arc.span > TINY_ANGLE) pieces.push([x, ...arcPoints(x, s, arc)]);
  }
  return pieces;
}

/**
 * Pairs of overlapping pieces (by their boxes), over all footprints' keep-outs, above which the
 * footprints' outlines are simplified before they are grown. Each pair can cross and adds slabs to
 * the cut: the largest buildings of the Cambridge footprints (up to 330 corners) stay under 3,300
 * pairs and take at most 0.13 s; a star of 400 narrow spikes makes 45,000 and took 1.1 s.
 */
export const KEEP_OUT_OVERLAP_BUDGET = 10_000;

/** The largest tolerance (feet) tried before the footprints are replaced by their convex hulls. */
const MAX_OUTLINE_TOLERANCE_FT = 64;

/** How many pairs of `pieces` overlap by their boxes, counting no further than `limit`. */
export function overlappingPairs(pieces: readonly RingFt[], limit: number): number {
  const boxes = pieces.map((ring) => boxOfRings([ring])).sort((a, b) => a[0] - b[0]);
  let count = 0;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length && boxes[j]![0] < a[2]; j++) {
      const b = boxes[j]!;
      if (b[1] < a[3] && b[3] > a[1] && ++count > limit) return count;
    }
  }
  return count;
}

/**
 * The keep-outs of `footprints` grown by `separationFt`: from the footprints themselves while their
 * pieces overlap within KEEP_OUT_OVERLAP_BUDGET, else from outlines with notches filled (fill-notches)
 * at the smallest tolerance, doubling from ARC_TOLERANCE_FT, that brings them within it, else from their
 * convex hulls. Every outline holds its footprint, so the area kept clear only grows, by at most
 * `toleranceFt` (Infinity for hulls).
 */
export function footprintsKeepOuts(footprints: readonly RingFt[], separationFt: number): { keepOuts: RingFt[]; toleranceFt: number } {
  const grow = (outlines: readonly RingFt[]): RingFt[] => outlines.flatMap((ring) => footprintKeepOuts(ring, separationFt));
  const exact = grow(footprints);
  if (overlappingPairs(exact, KEEP_OUT_OVERLAP_BUDGET) <= KEEP_OUT_OVERLAP_BUDGET) return { keepOuts: exact, toleranceFt: 0 };
  for (let toleranceFt = ARC_TOLERANCE_FT; toleranceFt <= MAX_OUTLINE_TOLERANCE_FT; toleranceFt *= 2) {
    const keepOuts = grow(footprints.map((ring) => fillNotches(ring, toleranceFt)));
    if (overlappingPairs(keepOuts, KEEP_OUT_OVERLAP_BUDGET) <= KEEP_OUT_OVERLAP_BUDGET) return { keepOuts, toleranceFt };
  }
  return { keepOuts: grow(footprints.map((ring) => convexHull(ring))), toleranceFt: Infinity };
}
