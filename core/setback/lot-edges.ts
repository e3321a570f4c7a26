// Which lot lines are front, side and rear, from the streets, the neighbouring lots and the address point.
//
// Conventions, which the setbacks depend on:
// - Edges follow the outer ring of the lot's largest part, counter-clockwise. Public parcel outlines are
//   quantized (Cambridge FY2014: a 0.78 m by 0.57 m grid), so corners are found on the ring simplified
//   by CORNER_TOLERANCE_FT, and consecutive runs are merged into one edge while each next run stays within
//   MERGE_TURN_DEG of the chord drawn so far; a curved street line therefore splits about every 20°.
//   `from` and `to` are the lot's own vertices at the merged ends, `lengthFt` is measured along the lot line.
// - Edges are listed in ring order, starting with the first corner at or after the ring's first vertex.
// - An edge faces what lies PROBE_FT beyond it, sampled along its length: a front faces a right-of-way
//   parcel; without one, it faces nothing while other edges face neighbouring lots (a street missing from
//   the data); without either, it is the edge nearest the address point; without that, the longest edge.
// - A gap opposite the primary front is a rear, not a second front: it is more often the edge of the
//   data than a street (a through lot needs right-of-way data for its second front).
// - A corner lot has two (or more) fronts. Its primary front is the one nearest the address point, else
//   the shorter one, as zoning codes commonly call the shorter street line the front lot line. The rear
//   is every other edge facing away from the primary front (outward normals more than REAR_MIN_DEG
//   apart), so on a corner lot the edge opposite the second front is a side; every other edge is a side.
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { isInsideArea } from './area-probe';
import { distanceToSegment, lotPart } from './lot-ring';
import type { PointFt } from './subtract-areas';

/** The kinds of lot line a setback applies to. */
export const EdgeKind = { Front: 'front', Side: 'side', Rear: 'rear' } as const;
export type EdgeKind = (typeof EdgeKind)[keyof typeof EdgeKind];

/** Why an edge got its kind; the UI maps these to words. */
export const EdgeReason = {
  /** A right-of-way parcel lies beyond it. */
  RightOfWay: 'right-of-way',
  /** No lot lies beyond it while other edges have neighbours: a street missing from the data. */
  Gap: 'gap',
  /** Nothing else told, and it is the edge nearest the address point. */
  Address: 'address',
  /** Nothing at all told, and it is the longest edge. */
  Longest: 'longest',
  /** It faces away from the primary front. */
  OppositeFront: 'opposite-front',
  /** A neighbouring lot lies beyond it. */
  Neighbour: 'neighbour',
  /** Neither a front nor opposite one, with no neighbouring lot seen beyond it. */
  Other: 'other',
  /** The user re-labelled it. */
  User: 'user',
} as const;
export type EdgeReason = (typeof EdgeReason)[keyof typeof EdgeReason];

/** One logical lot line: its ends on the lot ring, its length along the ring, its kind and why. */
export interface LotEdge {
  from: Position;
  to: Position;
  lengthFt: number;
  kind: EdgeKind;
  /** Why it got its kind: one of EdgeReason. */
  reason: string;
}

/** What is known around a lot. */
export interface LotContext {
  /** Right-of-way (street) parcels near the lot. */
  streets?: readonly AreaGeometry[];
  /** Other lots near the lot (their absence beside an edge suggests a street). */
  neighbours?: readonly AreaGeometry[];
  /** The address point, inside the lot near its front. */
  addressPoint?: Position;
}

/** Largest distance (feet) of a dropped vertex from the simplified ring used to find corners. */
export const CORNER_TOLERANCE_FT = 1.5;
/** Largest angle (degrees) between a run and the edge's chord so far for the run to join the edge. */
export const MERGE_TURN_DEG = 10;
/** How far (feet) beyond an edge its surroundings are probed. */
export const PROBE_FT = 10;
/** Smallest angle (degrees) between outward normals for an edge to face away from the front. */
export const REAR_MIN_DEG = 135;

interface Run {
  fromIndex: number;
  toIndex: number;
  points: PointFt[];
  lengthFt: number;
  /** Outward unit normal of the chord (the lot lies to the left of travel). */
  nx: number;
  ny: number;
}

const Beyond = { Street: 0, Neighbour: 1, Nothing: 2, Lot: 3 } as const;

/** Indices of the ring's vertices kept by Douglas-Peucker at `tolerance`, in ring order. */
function simplifiedCorners(points: readonly PointFt[], tolerance: number): number[] {
  const n = points.length;
  let first = 0;
  for (let i = 1; i < n; i++) if (Math.hypot(...points[i]!) > Math.hypot(...points[first]!)) first = i;
  let second = first;
  for (let i = 0; i < n; i++) {
    const d = Math.hypot(points[i]![0] - points[first]![0], points[i]![1] - points[first]![1]);
    if (d > Math.hypot(points[second]![0] - points[first]![0], points[second]![1] - points[first]![1])) second = i;
  }
  const keep = new Uint8Array(n);
  keep[first] = keep[second] = 1;
  const stack: [number, number][] = [[first, second], [second, first]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = (from + 1) % n; i !== to; i = (i + 1) % n) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  const kept: number[] = [];
  keep.forEach((k, i) => k && kept.push(i));
  return kept;
}

const directionOf = (a: PointFt, b: PointFt): number => Math.atan2(b[1] - a[1], b[0] - a[0]);

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** Splits the ring into logical edges between corners of the simplified ring, merging near-straight runs. */
function logicalRuns(points: readonly PointFt[]): Run[] {
  const n = points.length;
  const corners = simplifiedCorners(points, CORNER_TOLERANCE_FT);
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
    .map(([fromIndex, toIndex]) => {
      const run: PointFt[] = [];
      for (let i = fromIndex; ; i = (i + 1) % n) {
        run.push(points[i]!);
        if (i === toIndex && run.length > 1) break;
      }
      let lengthFt = 0;
      for (let i = 1; i < run.length; i++) lengthFt += Math.hypot(run[i]![0] - run[i - 1]![0], run[i]![1] - run[i - 1]![1]);
      const a = run[0]!;
      const b = run[run.length - 1]!;
      const chord = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      return { fromIndex, toIndex, points: run, lengthFt, nx: (b[1] - a[1]) / chord, ny: -(b[0] - a[0]) / chord };
    })
    .sort((a, b) => a.fromIndex - b.fromIndex);
}

/** Points spread along the run, one per 15 ft, from 3 to 8 of them, never at its ends. */
function samplesAlong(run: Run): PointFt[] {
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

/** Counts of what lies beyond each sample of the run, indexed by Beyond. */
function lookBeyond(run: Run, lot: Polygon | MultiPolygon, toLngLat: (p: PointFt) => Position, context: LotContext): number[] {
  const counts = [0, 0, 0, 0];
  for (const sample of samplesAlong(run)) {
    const probe = toLngLat([sample[0] + PROBE_FT * run.nx, sample[1] + PROBE_FT * run.ny]);
    if (isPointInPolygon(probe, lot)) counts[Beyond.Lot]!++;
    else if (context.streets?.some((street) => isInsideArea(probe, street))) counts[Beyond.Street]!++;
    else if (context.neighbours?.some((neighbour) => isInsideArea(probe, neighbour))) counts[Beyond.Neighbour]!++;
    else counts[Beyond.Nothing]!++;
  }
  return counts;
}

/** Whether `kind` was seen beyond more than half of the samples that left the lot. */
const mostly = (counts: readonly number[], kind: number): boolean =>
  counts[kind]! * 2 > counts[Beyond.Street]! + counts[Beyond.Neighbour]! + counts[Beyond.Nothing]!;

function distanceToRun(p: PointFt, run: Run): number {
  let best = Infinity;
  for (let i = 1; i < run.points.length; i++) best = Math.min(best, distanceToSegment(p, run.points[i - 1]!, run.points[i]!));
  return best;
}

/** Classifies each logical edge of the lot's outer ring as front, side or rear, with the reason. */
export function classifyLotEdges(lot: Polygon | MultiPolygon, context: LotContext): LotEdge[] {
  const { frame, outer } = lotPart(lot);
  const runs = logicalRuns(outer.points);
  const toLngLat = (p: PointFt): Position => frame.toLngLat(p);
  const beyond = runs.map((run) => lookBeyond(run, lot, toLngLat, context));
  const address = context.addressPoint ? frame.toFeet(context.addressPoint) : undefined;

  const reasons: (string | undefined)[] = runs.map(() => undefined);
  const mark = (indices: number[], reason: EdgeReason): boolean => {
    for (const i of indices) reasons[i] = reason;
    return indices.length > 0;
  };
  const all = runs.map((_, i) => i);
  const nearestAddress = (candidates: number[]): number =>
    candidates.reduce((best, i) => (distanceToRun(address!, runs[i]!) < distanceToRun(address!, runs[best]!) ? i : best));
  const hasNeighbours = beyond.some((counts) => mostly(counts, Beyond.Neighbour));
  const found =
    mark(all.filter((i) => mostly(beyond[i]!, Beyond.Street)), EdgeReason.RightOfWay) ||
    (hasNeighbours && mark(all.filter((i) => mostly(beyond[i]!, Beyond.Nothing)), EdgeReason.Gap)) ||
    (address !== undefined && mark([nearestAddress(all)], EdgeReason.Address));
  if (!found) mark([all.reduce((best, i) => (runs[i]!.lengthFt > runs[best]!.lengthFt ? i : best))], EdgeReason.Longest);

  const fronts = all.filter((i) => reasons[i] !== undefined);
  const primary = address !== undefined
    ? nearestAddress(fronts)
    : fronts.reduce((best, i) => (runs[i]!.lengthFt < runs[best]!.lengthFt ? i : best));
  const rearCos = Math.cos((REAR_MIN_DEG * Math.PI) / 180);
  const p = runs[primary]!;
  // A gap behind the lot is more likely the edge of the data (nothing mapped beyond it) than a
  // second street: a through lot gets its second front only from right-of-way data.
  for (const i of fronts) {
    const run = runs[i]!;
    if (i !== primary && reasons[i] === EdgeReason.Gap && run.nx * p.nx + run.ny * p.ny < rearCos) reasons[i] = undefined;
  }
  return runs.map((run, i) => {
    let kind: EdgeKind = EdgeKind.Front;
    let reason = reasons[i];
    if (reason === undefined) {
      const facingAway = run.nx * p.nx + run.ny * p.ny < rearCos;
      kind = facingAway ? EdgeKind.Rear : EdgeKind.Side;
      reason = facingAway ? EdgeReason.OppositeFront : mostly(beyond[i]!, Beyond.Neighbour) ? EdgeReason.Neighbour : EdgeReason.Other;
    }
    return { from: outer.positions[run.fromIndex]!, to: outer.positions[run.toIndex]!, lengthFt: run.lengthFt, kind, reason };
  });
}

/**
 * The edges with the user's labels applied: `{ index, kind }` names an edge by its place in the
 * list. Labels for edges that no longer exist (the lot was redrawn) are ignored.
 */
export function relabelLotEdges(edges: readonly LotEdge[], labels: readonly { index: number; kind: EdgeKind }[]): LotEdge[] {
  const byIndex = new Map(labels.map((label) => [label.index, label.kind]));
  return edges.map((edge, index) => {
    const kind = byIndex.get(index);
    return kind === undefined || kind === edge.kind ? edge : { ...edge, kind, reason: EdgeReason.User };
  });
}
