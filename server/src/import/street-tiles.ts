// Cuts street features into tiles before they are stored, so that the bounding-box index finds only
// what lies near a lot. A city's paved network is often one polygon (Cambridge's roads_2018: 119,000
// vertices and 1,055 holes, the blocks); stored whole, its box meets every lot, and every report
// would load all of it.
//
// Polygons are clipped to a grid of cells TILE_FT on a side, first into columns and then each column
// into cells (Sutherland-Hodgman, ring by ring), so a ring is walked once per column it crosses.
// Clipping to a convex cell keeps the even-odd inside of every point strictly inside the cell, so a
// point-in-area test on the pieces answers as on the whole; what a cut leaves along the cell's sides
// (runs of zero width) is on the cell's boundary only. Lines are cut at their vertices into runs whose
// box is no larger than a cell (a longer single segment stays whole); no vertex is moved or added.
import { areaSqFt, signedRingArea, bboxOf, type BBox, FEET_PER_METER, metersPerDegree } from '../../../core/geo';
import type { AreaGeometry, LineGeometry, LineString, Position } from '../../../core/geo';

/** Side of a tile in feet: a lot and the 160 ft around it meet a few tiles. */
export const TILE_FT = 500;

/** Pieces smaller than this (square feet) are slivers of a cut (a cell inside a hole, a touch at a corner). */
const SLIVER_SQFT = 1;

type Axis = 0 | 1;
type Ring = Position[];

/** Feet per degree of longitude and latitude in the middle of a box. */
function feetPerDegree(box: BBox): { lng: number; lat: number } {
  const m = metersPerDegree((box[1] + box[3]) / 2);
  return { lng: m.lng * FEET_PER_METER, lat: m.lat * FEET_PER_METER };
}

/** Whether the box fits in one tile of `tileFt`. */
function fitsTile(box: BBox, tileFt: number): boolean {
  const ft = feetPerDegree(box);
  return (box[2] - box[0]) * ft.lng <= tileFt && (box[3] - box[1]) * ft.lat <= tileFt;
}

/** The point where segment a-b meets the line `axis = bound`. */
function crossing(a: Position, b: Position, axis: Axis, bound: number): Position {
  const t = (bound - a[axis]) / (b[axis] - a[axis]);
  const other = axis === 0 ? 1 : 0;
  const value = a[other] + t * (b[other] - a[other]);
  return axis === 0 ? [bound, value] : [value, bound];
}

/** The open ring (no closing repeat) clipped to the side of `axis = bound` where `sign * (p - bound) >= 0`. */
function clipHalf(points: readonly Position[], axis: Axis, bound: number, sign: 1 | -1): Position[] {
  const out: Position[] = [];
  const isInside = (p: Position): boolean => sign * (p[axis] - bound) >= 0;
  for (let i = 0; i < points.length; i++) {
    const current = points[i]!;
    const previous = points[(i + points.length - 1) % points.length]!;
    const currentIn = isInside(current);
    if (currentIn !== isInside(previous)) out.push(crossing(previous, current, axis, bound));
    if (currentIn) out.push(current);
  }
  return out;
}

/** A closed ring clipped to `lo <= p[axis] <= hi`; empty when nothing with an area is left. */
function clipRing(ring: Ring, axis: Axis, lo: number, hi: number): Ring | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const p of ring) {
    if (p[axis] < min) min = p[axis];
    if (p[axis] > max) max = p[axis];
  }
  if (max <= lo || min >= hi) return undefined;
  if (min >= lo && max <= hi) return ring;
  const open = clipHalf(clipHalf(ring.slice(0, -1), axis, lo, 1), axis, hi, -1);
  if (open.length < 3 || signedRingArea(open) === 0) return undefined;
  return [...open, open[0]!];
}

/** A polygon's rings clipped to a slab; undefined when its outer ring leaves nothing there. */
function clipPolygon(rings: readonly Ring[], axis: Axis, lo: number, hi: number): Ring[] | undefined {
  const outer = clipRing(rings[0]!, axis, lo, hi);
  if (!outer) return undefined;
  const holes: Ring[] = [];
  for (let i = 1; i < rings.length; i++) {
    const hole = clipRing(rings[i]!, axis, lo, hi);
    if (hole) holes.push(hole);
  }
  return [outer, ...holes];
}

/** The cells of a grid of `size` degrees, anchored at 0, that a range meets: their lower bounds. */
function cellStarts(min: number, max: number, size: number): number[] {
  const starts: number[] = [];
  for (let k = Math.floor(min / size); k * size < max; k++) starts.push(k * size);
  return starts;
}

/** The area cut into pieces of at most one tile each, in grid order; a small area comes back whole. */
export function tileArea(geometry: AreaGeometry, tileFt = TILE_FT): AreaGeometry[] {
  const box = bboxOf(geometry);
  if (fitsTile(box, tileFt)) return [geometry];
  const ft = feetPerDegree(box);
  const cellLng = tileFt / ft.lng;
  const cellLat = tileFt / ft.lat;
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const pieces: AreaGeometry[] = [];
  for (const west of cellStarts(box[0], box[2], cellLng)) {
    const column = parts.map((rings) => clipPolygon(rings, 0, west, west + cellLng)).filter((rings) => rings !== undefined);
    if (column.length === 0) continue;
    for (const south of cellStarts(box[1], box[3], cellLat)) {
      const cell = column.map((rings) => clipPolygon(rings, 1, south, south + cellLat)).filter((rings) => rings !== undefined);
      if (cell.length === 0) continue;
      const piece: AreaGeometry = cell.length === 1 ? { type: 'Polygon', coordinates: cell[0]! } : { type: 'MultiPolygon', coordinates: cell };
      if (areaSqFt(piece) >= SLIVER_SQFT) pieces.push(piece);
    }
  }
  return pieces;
}

/** The line cut at its vertices into runs whose box fits a tile; a small line comes back whole. */
export function tileLine(geometry: LineGeometry, tileFt = TILE_FT): LineGeometry[] {
  const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  if (fitsTile(bboxOf(lines.flat()), tileFt)) return [geometry];
  const pieces: LineString[] = [];
  for (const line of lines) {
    let run: Position[] = [line[0]!];
    let box: BBox = [line[0]![0], line[0]![1], line[0]![0], line[0]![1]];
    for (let i = 1; i < line.length; i++) {
      const next = line[i]!;
      const grown: BBox = [Math.min(box[0], next[0]), Math.min(box[1], next[1]), Math.max(box[2], next[0]), Math.max(box[3], next[1])];
      if (run.length >= 2 && !fitsTile(grown, tileFt)) {
        pieces.push({ type: 'LineString', coordinates: run });
        const last = run[run.length - 1]!;
        run = [last];
        box = [Math.min(last[0], next[0]), Math.min(last[1], next[1]), Math.max(last[0], next[0]), Math.max(last[1], next[1])];
      } else {
        box = grown;
      }
      run.push(next);
    }
    pieces.push({ type: 'LineString', coordinates: run });
  }
  return pieces;
}
