// Planar difference of a polygon and a union of cutting polygons, in feet, by a sweep of vertical
// lines.
//
// Setback buffers meet each other and the lot along shared and collinear lines (a buffer's outer side
// is the lot edge itself, neighbouring buffers share their ends). polyclip-ts, behind @turf/difference,
// copes with that but computes in arbitrary-precision numbers, about 5 ms for a plain rectangular lot;
// float clippers that trace crossing points break on it (decision 007). Here every vertex and crossing
// x is a line of the sweep; between two lines no two edges cross, so the edges that span the slab,
// sorted by height at its middle, classify each gap between them exactly by parity, and coincident
// edges only make gaps of zero width, which are ignored. The kept gaps form trapezoids, which are
// joined along the lines and traced into rings (trace-rings).
//
// The sweep touches at each line only the edges that meet there (those ending, starting or crossing,
// and the kept trapezoids beside them): a trapezoid whose edges go on unchanged is carried over the
// line. A lot of 5,000 corners, whose slab column holds a hundred edges, or a pile of buildings of
// hundreds of corners each, thus costs in proportion to its vertices and crossings, not to slabs times
// edges (the slab-by-slab form, kept in test-support/ as the reference, took seconds on both).
import type { PointFt, RingFt } from './point-ft';
import { segmentGrid } from './segment-grid';
import { ALONG_SLAB_LINE, assemble, straighten, traceRings, twiceSignedArea, type Piece } from './trace-rings';

/** Heights closer than this (feet) on one line are the same point. */
const SAME_POINT_FT = 1e-7;

/** Edges from left to right, in parallel arrays; owner -1 is the subject, else the cutter's index. */
interface Edges {
  x0: number[];
  y0: number[];
  x1: number[];
  y1: number[];
  owner: number[];
}

/** A kept trapezoid between a lower and an upper edge, from line xA to line xB, with its corners' heights and point numbers. */
interface Trapezoid {
  lo: number;
  hi: number;
  loA: number;
  hiA: number;
  loB: number;
  hiB: number;
  nodeLoA: number;
  nodeHiA: number;
  nodeLoB: number;
  nodeHiB: number;
  /** The edges between lo and hi, each with its coincident partner (gaps of zero width inside the trapezoid). */
  inner: number[];
}

/** A stretch of the column one line changes: positions [from, to), the heights of its events, and the edges starting in it. */
interface Window {
  from: number;
  to: number;
  ylo: number;
  yhi: number;
  starts: number[];
}

/** Replaces array[from..to) by `items`, without spreading a long list into arguments. */
function replaceRange(array: number[], from: number, to: number, items: readonly number[]): void {
  const shift = items.length - (to - from);
  if (shift > 0) {
    const length = array.length;
    array.length = length + shift;
    for (let i = length - 1; i >= to; i--) array[i + shift] = array[i]!;
  } else if (shift < 0) {
    for (let i = to; i < array.length; i++) array[i + shift] = array[i]!;
    array.length += shift;
  }
  for (let i = 0; i < items.length; i++) array[from + i] = items[i]!;
}

/** What happens at one line of the sweep: heights where edges meet (vertices, crossings), vertical runs of rings, and the edges that start. */
interface LineEvents {
  points: number[];
  spans: number[];
  starts: number[];
}

function yAt(e: Edges, i: number, x: number): number {
  const x0 = e.x0[i]!;
  const x1 = e.x1[i]!;
  if (x === x0) return e.y0[i]!;
  if (x === x1) return e.y1[i]!;
  return e.y0[i]! + ((e.y1[i]! - e.y0[i]!) * (x - x0)) / (x1 - x0);
}

function boxOf(rings: readonly RingFt[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return [minX, minY, maxX, maxY];
}

/**
 * The part of a cutter inside the box (Sutherland-Hodgman): the same area by even-odd there, so
 * every edge and crossing the sweep sees lies where the subject can be.
 */
function clipToBox(ring: RingFt, [minX, minY, maxX, maxY]: readonly number[]): RingFt {
  let points: PointFt[] = [...ring];
  const sides: [(p: PointFt) => boolean, (a: PointFt, b: PointFt) => PointFt][] = [
    [(p) => p[0] >= minX!, (a, b) => [minX!, a[1] + ((b[1] - a[1]) * (minX! - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= maxX!, (a, b) => [maxX!, a[1] + ((b[1] - a[1]) * (maxX! - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= minY!, (a, b) => [a[0] + ((b[0] - a[0]) * (minY! - a[1])) / (b[1] - a[1]), minY!]],
    [(p) => p[1] <= maxY!, (a, b) => [a[0] + ((b[0] - a[0]) * (maxY! - a[1])) / (b[1] - a[1]), maxY!]],
  ];
  for (const [inside, cut] of sides) {
    if (points.length === 0) break;
    const kept: PointFt[] = [];
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
  return points.length >= 3 ? points : [];
}

/** The events of the line at x, made when first asked for. */
function eventsAt(lines: Map<number, LineEvents>, x: number): LineEvents {
  let events = lines.get(x);
  if (!events) lines.set(x, (events = { points: [], spans: [], starts: [] }));
  return events;
}

/** Adds a ring's edges (vertical ones only as spans of their line) and its vertices' events. */
function addRing(edges: Edges, lines: Map<number, LineEvents>, ring: RingFt, owner: number): void {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (a[0] === b[0]) {
      if (a[1] !== b[1]) eventsAt(lines, a[0]).spans.push(Math.min(a[1], b[1]), Math.max(a[1], b[1]));
      continue;
    }
    const forward = a[0] < b[0];
    const [l, r] = forward ? [a, b] : [b, a];
    const index = edges.x0.length;
    edges.x0.push(l[0]);
    edges.y0.push(l[1]);
    edges.x1.push(r[0]);
    edges.y1.push(r[1]);
    edges.owner.push(owner);
    const start = eventsAt(lines, l[0]);
    start.points.push(l[1]);
    start.starts.push(index);
    eventsAt(lines, r[0]).points.push(r[1]);
  }
}

/** Adds a point event at every proper crossing of two edges, found through a grid of the edges. */
function addCrossings(e: Edges, lines: Map<number, LineEvents>): void {
  const count = e.x0.length;
  const grid = segmentGrid({ ax: e.x0, ay: e.y0, bx: e.x1, by: e.y1, count });
  for (let i = 0; i < count; i++) {
    const ax0 = e.x0[i]!;
    const ay0 = e.y0[i]!;
    const rx = e.x1[i]! - ax0;
    const ry = e.y1[i]! - ay0;
    grid.nearSegment(i, (j) => {
      if (j < i) return;
      const bx0 = e.x0[j]!;
      const by0 = e.y0[j]!;
      if (bx0 >= e.x1[i]! || e.x1[j]! <= ax0) return;
      const sx = e.x1[j]! - bx0;
      const sy = e.y1[j]! - by0;
      const denominator = rx * sy - ry * sx;
      if (denominator === 0) return;
      const wx = bx0 - ax0;
      const wy = by0 - ay0;
      const t = (wx * sy - wy * sx) / denominator;
      const u = (wx * ry - wy * rx) / denominator;
      if (t <= 0 || t >= 1 || u <= 0 || u >= 1) return;
      eventsAt(lines, ax0 + t * rx).points.push(ay0 + t * ry);
    });
  }
}

/** Which end of a trapezoid a point on a line is: lower or upper, on its left (A) or right (B) line. */
const LO_A = 0;
const LO_B = 1;
const HI_A = 2;
const HI_B = 3;

function setNode(s: Trapezoid, end: number, node: number): void {
  if (end === LO_A) s.nodeLoA = node;
  else if (end === LO_B) s.nodeLoB = node;
  else if (end === HI_A) s.nodeHiA = node;
  else s.nodeHiB = node;
}

function covers(trapezoids: readonly Trapezoid[], y: number, left: boolean): boolean {
  for (const s of trapezoids) {
    if (left ? s.loB <= y && y <= s.hiB : s.loA <= y && y <= s.hiA) return true;
  }
  return false;
}

const byY = (a: { y: number }, b: { y: number }): number => a.y - b.y;

/**
 * Numbers the points of line x where trapezoids ending there (`left`) and starting there (`right`)
 * meet, and adds the boundary pieces that run along it. Trapezoids carried over the line have no
 * corner on it and no boundary along it.
 */
function joinAtLine(x: number, left: readonly Trapezoid[], right: readonly Trapezoid[], nodes: PointFt[], pieces: Piece[]): void {
  const ends: { y: number; s: Trapezoid; end: number }[] = [];
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

/**
 * The sweep over the lines: its column holds the edges spanning the current slab from bottom to
 * top, with the state of the gap above each (inside the subject, how many cutters cover it, its
 * owner's parity) and the open trapezoid that gap belongs to.
 */
class Sweep {
  order: number[] = [];
  readonly parityAbove: Uint8Array;
  readonly inSubjectAbove: Uint8Array;
  readonly coveredAbove: Int32Array;
  /** The open trapezoid holding the gap above each edge, or -1. */
  readonly trapezoidAbove: Int32Array;
  /** Edges of windows whose states are not yet walked at the current line. */
  readonly pending: Uint8Array;
  /** Each edge's height at the current slab's middle, while its window is sorted. */
  readonly height: Float64Array;
  readonly trapezoids: Trapezoid[] = [];
  readonly open = new Set<number>();
  readonly nodes: PointFt[] = [];
  readonly pieces: Piece[] = [];
  /** Heights at the next line (pairs low, high) whose edges must be ordered again there. */
  recheck: number[] = [];
  // The current line, the next one, the trapezoids ending and starting at it.
  x = 0;
  next = 0;
  closed: Trapezoid[] = [];
  opened: Trapezoid[] = [];

  constructor(readonly e: Edges) {
    const count = e.x0.length;
    this.parityAbove = new Uint8Array(count);
    this.inSubjectAbove = new Uint8Array(count);
    this.coveredAbove = new Int32Array(count);
    this.trapezoidAbove = new Int32Array(count).fill(-1);
    this.pending = new Uint8Array(count);
    this.height = new Float64Array(count);
  }

  /** The first position whose edge lies at or above height y on the current line (the column is sorted there, up to rounding). */
  lowerBound(y: number): number {
    const { e, order, x } = this;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (yAt(e, order[mid]!, x) < y) lo = mid + 1;
      else hi = mid;
    }
    while (lo > 0 && yAt(e, order[lo - 1]!, x) >= y) lo--;
    return lo;
  }

  /** The window of the edges through heights ylo..yhi on the current line. */
  windowOf(ylo: number, yhi: number): Window {
    const from = this.lowerBound(ylo - SAME_POINT_FT);
    let to = from;
    while (to < this.order.length && yAt(this.e, this.order[to]!, this.x) <= yhi + SAME_POINT_FT) to++;
    return { from, to, ylo, yhi, starts: [] };
  }

  /** Whether the gap above position j is of zero width over the whole stretch its two edges share from the current line on. */
  isZeroWidth(j: number): boolean {
    const { e, order, x } = this;
    const a = order[j]!;
    const b = order[j + 1]!;
    if (Math.abs(yAt(e, a, x) - yAt(e, b, x)) > SAME_POINT_FT) return false;
    const end = Math.min(e.x1[a]!, e.x1[b]!);
    return Math.abs(yAt(e, a, end) - yAt(e, b, end)) <= SAME_POINT_FT;
  }

  /** Whether the gap above position j lies in the subject and under no cutter (never below or above every edge). */
  isKept(j: number): boolean {
    if (j < 0 || j >= this.order.length - 1) return false;
    const edge = this.order[j]!;
    return this.inSubjectAbove[edge] === 1 && this.coveredAbove[edge] === 0;
  }

  /** Whether no trapezoid can hold the gap above position j: it lies outside every edge, or is of some width and not kept. */
  isHard(j: number): boolean {
    return j < 0 || j >= this.order.length - 1 || (!this.isKept(j) && !this.isZeroWidth(j));
  }

  /** Ends the trapezoid holding the gap above position j, if one does, at the current line. */
  closeAbove(j: number): void {
    if (j < 0 || j >= this.order.length) return;
    const id = this.trapezoidAbove[this.order[j]!]!;
    if (id >= 0 && this.open.has(id)) this.close(id);
  }

  close(id: number): void {
    const s = this.trapezoids[id]!;
    s.loB = yAt(this.e, s.lo, this.x);
    s.hiB = yAt(this.e, s.hi, this.x);
    this.trapezoidAbove[s.lo] = -1;
    for (const edge of s.inner) this.trapezoidAbove[edge] = -1;
    this.open.delete(id);
    this.closed.push(s);
  }

  /** Starts a trapezoid at the current line over the gaps above positions lo .. hi - 1. */
  openTrapezoid(lo: number, hi: number): void {
    const { e, order, x } = this;
    const id = this.trapezoids.length;
    const loEdge = order[lo]!;
    const hiEdge = order[hi]!;
    const inner = order.slice(lo + 1, hi);
    const s: Trapezoid = { lo: loEdge, hi: hiEdge, loA: yAt(e, loEdge, x), hiA: yAt(e, hiEdge, x), loB: 0, hiB: 0, nodeLoA: -1, nodeHiA: -1, nodeLoB: -1, nodeHiB: -1, inner };
    this.trapezoids.push(s);
    this.open.add(id);
    this.opened.push(s);
    this.trapezoidAbove[loEdge] = id;
    for (const edge of inner) this.trapezoidAbove[edge] = id;
  }

  /**
   * The parity of cutter `owner` in the gap below the window [from, top), from its nearest edges in
   * the column that have their state (`pending` marks those of windows not yet walked), counting the
   * edges of it passed on the way.
   */
  parityBelow(owner: number, from: number, top: number): number {
    const { e, order, pending } = this;
    // Downwards first: a cutter's edges lie close together in the column.
    for (let k = from - 1; k >= 0 && from - k <= 32; k--) {
      const edge = order[k]!;
      if (e.owner[edge] === owner) return this.parityAbove[edge]!;
    }
    let passed = 0;
    for (let k = from; k < top; k++) if (e.owner[order[k]!] === owner) passed++;
    for (let k = top; k < order.length && k - top <= 32; k++) {
      const edge = order[k]!;
      if (e.owner[edge] !== owner) continue;
      if (!pending[edge]) return (1 - this.parityAbove[edge]!) ^ (passed & 1);
      passed++;
    }
    // Else count its edges below, as a point-in-polygon test along the column would.
    let parity = 0;
    for (let k = 0; k < from; k++) if (e.owner[order[k]!] === owner) parity ^= 1;
    return parity;
  }

  /** Sweeps the line at x, whose next line is `next` (undefined for the last), with its events. */
  line(x: number, next: number | undefined, events: LineEvents): void {
    this.x = x;
    this.closed = [];
    this.opened = [];
    if (next === undefined) {
      // Nothing lies beyond the last line: every open trapezoid ends here.
      for (const id of [...this.open]) this.close(id);
      joinAtLine(x, this.closed, this.opened, this.nodes, this.pieces);
      return;
    }
    this.next = next;
    const windows = this.windows(events);
    const changed = this.replaceWindows(windows, (x + next) / 2);
    this.walkStates(changed);
    this.remakeTrapezoids(changed);
    joinAtLine(x, this.closed, this.opened, this.nodes, this.pieces);
  }

  /**
   * The windows of the column this line changes: the edges through each event's heights, merged
   * where they meet, as [from, to) positions with the heights they span and the edges starting there.
   */
  windows({ points, spans, starts }: LineEvents): Window[] {
    const ranges: Window[] = [];
    for (const y of points) ranges.push(this.windowOf(y, y));
    for (let i = 0; i < spans.length; i += 2) ranges.push(this.windowOf(spans[i]!, spans[i + 1]!));
    for (let i = 0; i < this.recheck.length; i += 2) ranges.push(this.windowOf(this.recheck[i]!, this.recheck[i + 1]!));
    this.recheck = [];
    ranges.sort(byPosition);
    const windows: Window[] = [];
    for (const range of ranges) {
      const last = windows[windows.length - 1];
      if (last && range.from <= last.to) {
        last.to = Math.max(last.to, range.to);
        last.ylo = Math.min(last.ylo, range.ylo);
        last.yhi = Math.max(last.yhi, range.yhi);
      } else windows.push(range);
    }
    // Each starting edge joins the window around its left end, which is one of the line's events.
    for (const edge of starts) {
      const y = this.e.y0[edge]!;
      let home = windows[0]!;
      for (const w of windows) {
        if (y >= w.ylo - SAME_POINT_FT && y <= w.yhi + SAME_POINT_FT) {
          home = w;
          break;
        }
      }
      home.starts.push(edge);
    }
    return windows;
  }

  /**
   * Top to bottom, so changing one window moves no position of those still to come: the open
   * trapezoids holding a gap beside the window's edges end here, and the window's edges are
   * replaced by those going on and those starting, sorted at the slab's middle. Answers the new
   * windows, bottom to top.
   */
  replaceWindows(windows: readonly Window[], middle: number): [number, number][] {
    const { e, height } = this;
    const changed: [number, number][] = [];
    for (let w = windows.length - 1; w >= 0; w--) {
      const { from, to, starts } = windows[w]!;
      for (let j = from - 1; j < to; j++) this.closeAbove(j);
      const entering: number[] = [];
      for (let j = from; j < to; j++) if (e.x1[this.order[j]!]! > this.x) entering.push(this.order[j]!);
      entering.push(...starts);
      for (const edge of entering) height[edge] = yAt(e, edge, middle);
      entering.sort((a, b) => height[a]! - height[b]! || a - b);
      // Two edges too close at the middle to order (a crossing computed a hair from the next line)
      // are ordered again at the next line, from where they part; coincident ones never part.
      for (let i = 0; i + 1 < entering.length; i++) {
        const a = entering[i]!;
        const b = entering[i + 1]!;
        if (height[b]! - height[a]! > SAME_POINT_FT) continue;
        const end = Math.min(e.x1[a]!, e.x1[b]!);
        if (Math.abs(yAt(e, a, end) - yAt(e, b, end)) <= SAME_POINT_FT) continue;
        const ya = yAt(e, a, this.next);
        const yb = yAt(e, b, this.next);
        this.recheck.push(Math.min(ya, yb), Math.max(ya, yb));
      }
      for (const edge of entering) this.pending[edge] = 1;
      replaceRange(this.order, from, to, entering);
      // Windows already replaced above this one move with it.
      const shift = entering.length - (to - from);
      for (const range of changed) {
        range[0] += shift;
        range[1] += shift;
      }
      changed.push([from, from + entering.length]);
    }
    return changed.reverse();
  }

  /** Bottom to top, so the gap below each window has its new state: the states of the gaps through each window. */
  walkStates(changed: readonly [number, number][]): void {
    const { e, order } = this;
    for (const [from, top] of changed) {
      let inSubject = from > 0 ? this.inSubjectAbove[order[from - 1]!]! : 0;
      let covered = from > 0 ? this.coveredAbove[order[from - 1]!]! : 0;
      const parities = new Map<number, number>();
      for (let j = from; j < top; j++) {
        const edge = order[j]!;
        const owner = e.owner[edge]!;
        if (owner < 0) {
          inSubject ^= 1;
          this.parityAbove[edge] = inSubject;
        } else {
          const above = (parities.get(owner) ?? this.parityBelow(owner, from, top)) ^ 1;
          parities.set(owner, above);
          this.parityAbove[edge] = above;
          covered += above ? 1 : -1;
        }
        this.inSubjectAbove[edge] = inSubject;
        this.coveredAbove[edge] = covered;
        this.trapezoidAbove[edge] = -1;
        this.pending[edge] = 0;
      }
    }
  }

  /**
   * The stretches whose trapezoids are made anew, out from each window to a gap that no trapezoid
   * can hold on each side (closing those found on the way); in each, a trapezoid on every run of
   * kept gaps, through gaps of zero width (coincident edges), from its first kept gap to its last.
   */
  remakeTrapezoids(changed: readonly [number, number][]): void {
    const stretches: [number, number][] = [];
    for (const [from, top] of changed) {
      let bottom = from - 1;
      for (this.closeAbove(bottom); !this.isHard(bottom); this.closeAbove(bottom)) bottom--;
      let upper = top > from ? top - 1 : from - 1;
      for (this.closeAbove(upper); !this.isHard(upper); this.closeAbove(upper)) upper++;
      const last = stretches[stretches.length - 1];
      if (last && bottom <= last[1]) last[1] = Math.max(last[1], upper);
      else stretches.push([bottom, upper]);
    }
    for (const [bottom, upper] of stretches) {
      let runLo = -1;
      let lastKept = -1;
      for (let j = bottom + 1; j < upper; j++) {
        if (this.isZeroWidth(j)) continue;
        if (this.isKept(j)) {
          if (runLo < 0) runLo = j;
          lastKept = j;
        } else if (runLo >= 0) {
          this.openTrapezoid(runLo, lastKept + 1);
          runLo = -1;
        }
      }
      if (runLo >= 0) this.openTrapezoid(runLo, lastKept + 1);
    }
  }

  /** The kept area's rings, traced from the trapezoids' sides and the pieces along the lines. */
  rings(): RingFt[] {
    const { pieces } = this;
    for (const s of this.trapezoids) {
      if (s.hiA - s.loA <= SAME_POINT_FT && s.hiB - s.loB <= SAME_POINT_FT) continue;
      pieces.push({ from: s.nodeLoA, to: s.nodeLoB, source: s.lo }, { from: s.nodeHiB, to: s.nodeHiA, source: s.hi });
    }
    return traceRings(this.nodes, pieces)
      .map(({ points, sources }) => straighten(points, sources))
      .filter((ring) => ring.length >= 3 && Math.abs(twiceSignedArea(ring)) > 2e-6);
  }
}

const byPosition = (a: Window, b: Window): number => a.from - b.from || a.ylo - b.ylo;

/**
 * The part of `subject` (rings by even-odd rule) outside every cutter, as polygons of an outer ring
 * (counter-clockwise) and its holes (clockwise); empty when nothing remains.
 */
export function subtractAreas(subject: readonly RingFt[], cutters: readonly RingFt[]): RingFt[][] {
  const box = boxOf(subject);
  if (!(box[0] < box[2] && box[1] < box[3])) return [];
  const edges: Edges = { x0: [], y0: [], x1: [], y1: [], owner: [] };
  const events = new Map<number, LineEvents>();
  for (const ring of subject) addRing(edges, events, ring, -1);
  let owners = 0;
  for (const cutter of cutters) {
    const [minX, minY, maxX, maxY] = boxOf([cutter]);
    if (maxX <= box[0] || minX >= box[2] || maxY <= box[1] || minY >= box[3]) continue;
    const clipped = minX >= box[0] && maxX <= box[2] && minY >= box[1] && maxY <= box[3] ? cutter : clipToBox(cutter, box);
    if (clipped.length >= 3) addRing(edges, events, clipped, owners++);
  }
  addCrossings(edges, events);
  const lines = [...events.keys()].filter((x) => x >= box[0] && x <= box[2]).sort((a, b) => a - b);
  const sweep = new Sweep(edges);
  for (let k = 0; k < lines.length; k++) sweep.line(lines[k]!, lines[k + 1], events.get(lines[k]!)!);
  return assemble(sweep.rings());
}
