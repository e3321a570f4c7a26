// What a lot's own shape says. Its outer ring is cut into logical edges at the corners of the ring
// simplified by CORNER_TOLERANCE_FT (public outlines are quantized: Cambridge FY2014 on a 0.78 m by
// 0.57 m grid), consecutive runs merging into one edge while each next run stays within MERGE_TURN_DEG
// of the chord drawn so far, so a curved street line splits about every 20°. Each edge carries its
// length along the lot line and its outward normal. Two kinds are guessed from shape alone: the rear
// faces away from the front, and of two or more streets, with nothing else to tell, the front is the
// shorter street line (as zoning codes commonly define it).
import type { Position } from '../geo/geojson.schema';
import type { PointFt } from '../geo/point-ft';
import { distanceToSegment } from '../geo/segment';
import { simplifyRingIndices } from '../geo/simplify';

/** Largest distance (feet) of a dropped vertex from the simplified ring used to find corners. */
export const CORNER_TOLERANCE_FT = 1.5;

/** Largest angle (degrees) between a run and the edge's chord so far for the run to join the edge. */
export const MERGE_TURN_DEG = 10;

/** Smallest angle (degrees) between outward normals for an edge to face away from the front. */
export const REAR_MIN_DEG = 135;
/** Longest edge (feet) that can be a jog: a short step in a stepped lot line. */
export const JOG_MAX_FT = 10;
/** Most the lines either side of a jog may differ in direction (degrees) and still be one line. */
export const JOG_LINE_DEG = 20;

/** One edge in the lot's frame: its points, length and outward unit normal. */
export interface Run {
  points: PointFt[];
  from: Position;
  to: Position;
  lengthFt: number;
  nx: number;
  ny: number;
}

/** The lot's local frame in feet (core/geo/local-frame.ts), as the evidence uses it. */
export interface Frame {
  toFeet(p: Position): PointFt;
  toLngLat(p: PointFt): Position;
}

const directionOf = (a: PointFt, b: PointFt): number => Math.atan2(b[1] - a[1], b[0] - a[0]);

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** A run through `points` with its length and outward normal (the lot lies left of travel). */
export function runOf(points: PointFt[], from: Position, to: Position): Run {
  let lengthFt = 0;
  for (let i = 1; i < points.length; i++) lengthFt += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  const a = points[0]!;
  const b = points[points.length - 1]!;
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return { points, from, to, lengthFt, nx: (b[1] - a[1]) / chord, ny: -(b[0] - a[0]) / chord };
}

/** Splits the ring into logical edges between corners of the simplified ring, merging near-straight runs. */
export function logicalRuns(points: readonly PointFt[], positions: readonly Position[]): Run[] {
  const n = points.length;
  const corners = simplifyRingIndices(points, CORNER_TOLERANCE_FT);
  const m = corners.length;
  const turnAt = (k: number): number => {
    const p = points[corners[(k + m - 1) % m]!]!;
    const x = points[corners[k]!]!;
    const q = points[corners[(k + 1) % m]!]!;
    return angleBetween(directionOf(p, x), directionOf(x, q));
  };
  let start = 0;
  for (let k = 1; k < m; k++) if (turnAt(k) > turnAt(start)) start = k;
  const limit = (MERGE_TURN_DEG * Math.PI) / 180;
  const ends: [number, number][] = [];
  let from = start;
  for (let k = 0; k < m;) {
    let to = (from + 1) % m;
    k++;
    while (k < m) {
      const next = (to + 1) % m;
      const chord = directionOf(points[corners[from]!]!, points[corners[to]!]!);
      if (angleBetween(chord, directionOf(points[corners[to]!]!, points[corners[next]!]!)) >= limit) break;
      to = next;
      k++;
    }
    ends.push([corners[from]!, corners[to]!]);
    from = to;
  }
  return ends
    .sort((a, b) => a[0] - b[0])
    .map(([fromIndex, toIndex]) => {
      const run: PointFt[] = [];
      for (let i = fromIndex; ; i = (i + 1) % n) {
        run.push(points[i]!);
        if (i === toIndex && run.length > 1) break;
      }
      return runOf(run, positions[fromIndex]!, positions[toIndex]!);
    });
}

/** Points spread along the run, one per 15 ft, from 3 to 8 of them, never at its ends. */
export function samplesAlong(run: Run): PointFt[] {
  const count = Math.min(8, Math.max(3, Math.round(run.lengthFt / 15)));
  const samples: PointFt[] = [];
  let walked = 0;
  let target = 0;
  for (let i = 1, k = 0; i < run.points.length && k < count; i++) {
    const a = run.points[i - 1]!;
    const b = run.points[i]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    target = ((k + 0.5) / count) * run.lengthFt;
    while (k < count && target <= walked + length) {
      const t = length > 0 ? (target - walked) / length : 0;
      samples.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      k++;
      target = ((k + 0.5) / count) * run.lengthFt;
    }
    walked += length;
  }
  return samples;
}

/** The point halfway along a run. */
export function midpointOf(run: Run): PointFt {
  let walked = 0;
  for (let i = 1; i < run.points.length; i++) {
    const a = run.points[i - 1]!;
    const b = run.points[i]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (walked + length >= run.lengthFt / 2 && length > 0) {
      const t = (run.lengthFt / 2 - walked) / length;
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
    walked += length;
  }
  return run.points[0]!;
}

/** The distance (feet) from a point to the nearest point of a run. */
export function distanceToRun(p: PointFt, run: Run): number {
  let best = Infinity;
  for (let i = 1; i < run.points.length; i++) best = Math.min(best, distanceToSegment(p, run.points[i - 1]!, run.points[i]!));
  return best;
}

/** The length (feet) of a group of runs. */
export const lengthOf = (group: readonly number[], runs: readonly Run[]): number => group.reduce((sum, i) => sum + runs[i]!.lengthFt, 0);

/** The group's outward normal, weighted by length. */
export function normalOf(group: readonly number[], runs: readonly Run[]): [number, number] {
  let x = 0;
  let y = 0;
  for (const i of group) {
    x += runs[i]!.nx * runs[i]!.lengthFt;
    y += runs[i]!.ny * runs[i]!.lengthFt;
  }
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

/** The street group (index into `groups`) with the shorter street line: the first of equal ones. */
export function shorterStreet(groups: readonly number[][], runs: readonly Run[]): number {
  return groups.reduce((best, g, k) => (lengthOf(g, runs) < lengthOf(groups[best]!, runs) ? k : best), 0);
}

/**
 * The rear edges of a lot whose front is `groups[primary]`: the edges facing away from the front
 * (outward normals more than REAR_MIN_DEG apart), else the one most nearly opposite it. Of the other
 * street groups only one behind the lot (a through lot) can be a rear; a street beside the lot stays
 * beside it even where it curves round behind.
 */
export function rearEdges(runs: readonly Run[], groups: readonly number[][], primary: number): number[] {
  const front = groups[primary]!;
  const [fx, fy] = normalOf(front, runs);
  const rearCos = Math.cos((REAR_MIN_DEG * Math.PI) / 180);
  const facing = (i: number): number => runs[i]!.nx * fx + runs[i]!.ny * fy;
  const inGroup = new Set(groups.flat());
  const behind = groups.filter((g, k) => k !== primary && normalOf(g, runs)[0] * fx + normalOf(g, runs)[1] * fy < rearCos).flat();
  const rest = runs.map((_, i) => i).filter((i) => !front.includes(i) && (!inGroup.has(i) || behind.includes(i)));
  const rears = rest.filter((i) => facing(i) < rearCos || behind.includes(i));
  if (rears.length > 0) return rears;
  return rest.filter((i) => facing(i) < 0).sort((a, b) => facing(a) - facing(b)).slice(0, 1);
}

/**
 * For each edge, the edge that meets it at its `from` end and the one at its `to` end (by the lot's
 * vertices, so edges given in any order work), undefined where no single edge meets it there.
 */
export function runEnds(runs: readonly Run[]): [number | undefined, number | undefined][] {
  const key = (p: Position): string => `${p[0]},${p[1]}`;
  const atPoint = new Map<string, number[]>();
  runs.forEach((run, i) => {
    for (const end of [key(run.from), key(run.to)]) atPoint.set(end, [...(atPoint.get(end) ?? []), i]);
  });
  const other = (i: number, end: Position): number | undefined => {
    const at = (atPoint.get(key(end)) ?? []).filter((j) => j !== i);
    return at.length === 1 ? at[0] : undefined;
  };
  return runs.map((run, i) => [other(i, run.from), other(i, run.to)]);
}

/**
 * For each edge, the two edges either side of it when it is a jog in their line: no longer than
 * JOG_MAX_FT, between two edges that run on in nearly the same direction (within JOG_LINE_DEG, either
 * sense). Edges are matched by their shared end points, so the edges may come in any order.
 */
export function jogsIn(runs: readonly Run[]): ([number, number] | undefined)[] {
  const ends = runEnds(runs);
  const parallel = Math.cos((JOG_LINE_DEG * Math.PI) / 180);
  return runs.map((run, i) => {
    if (run.lengthFt > JOG_MAX_FT) return undefined;
    const [a, b] = ends[i]!;
    if (a === undefined || b === undefined || a === b) return undefined;
    // The outward normals either side of a step in one line point the same way.
    return runs[a]!.nx * runs[b]!.nx + runs[a]!.ny * runs[b]!.ny >= parallel ? [a, b] : undefined;
  });
}
