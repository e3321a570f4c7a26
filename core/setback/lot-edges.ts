// Which lot lines are front, rear, interior side and exterior side (the four kinds of lot line of
// zoning codes and of the Open Zoning Feed Specification), from the evidence a county has.
//
// Edges. Edges follow the outer ring of the lot's largest part, counter-clockwise. Public parcel outlines
// are quantized (Cambridge FY2014: a 0.78 m by 0.57 m grid), so corners are found on the ring simplified
// by CORNER_TOLERANCE_FT, and consecutive runs are merged into one edge while each next run stays within
// MERGE_TURN_DEG of the chord drawn so far; a curved street line therefore splits about every 20°.
// `from` and `to` are the lot's own vertices at the merged ends, `lengthFt` is measured along the lot line.
// `classifyGivenEdges` takes edges already cut (an OZFS `.parcel` file lists them) and keeps them as given.
//
// Evidence, each optional (docs/decisions/028-lot-line-kinds-and-evidence.md says which wins and why):
// 1. What lies beyond each edge, sampled along it PROBE_FT out: a right-of-way parcel or a pavement
//    polygon, or a street centre line on the edge (the parcel reaches it): a street; a neighbouring lot;
//    or nothing. Where nothing lies beyond, the probe walks on: a street area within STREET_NEAR_FT is
//    the street; a centre line within STREET_LINE_REACH_FT too; a lot across the gap within GAP_MAX_FT
//    makes the gap a street missing from the data (an alley when no wider than ALLEY_MAX_FT); nothing
//    at all is open land or the edge of the data.
// 2. The address: the front faces the street named in the address, else the street nearest the
//    address point.
// 3. The lots around: a corner lot fronts the street opposite its alley, else the street that more of
//    the lots around it with a single street front (the block face).
// 4. The parcel fabric, only for a lot with neighbours all round (parcels that reach the centre lines
//    of the streets): the street is the longest straight boundary running on through other parcels.
// Rules, as a planner applies them:
// - Street edges in a row that turn less than STREET_TURN_DEG belong to one street. One street: it is the
//   front. Two or more: the primary front is chosen by the address, the alley, the block face, then (as
//   zoning codes commonly define it) the shorter street line. Lots do not front alleys.
// - The rear is the edge facing away from the front (outward normals more than REAR_MIN_DEG apart), or,
//   when none does, the edge most nearly opposite it. A street behind the lot (a through lot) is its rear.
// - A street edge that is neither front nor rear is an exterior side: only where a street lies beyond it
//   (a street area, a centre line, or a street-wide gap in the parcels with a lot across it). Where the
//   data maps streets around the lot (a right-of-way parcel, pavement or a centre line within reach), a
//   side with nothing at all beyond it is an interior side; where it maps none, such an open edge beside
//   a lot that faces a street may be a road the data leaves out, and the stricter reading is an exterior
//   side. Every other edge is an interior side.
// - With no street evidence at all, the front is the edge nearest the address point; without one, a lot
//   with neighbours on some sides fronts an open side; a lot with no evidence at all is `unknown` on
//   every edge rather than guessed.
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { isInsideArea } from './area-probe';
import { distanceToSegment, lotPart } from './lot-ring';
import type { PointFt } from '../geo/point-ft';

/** The kinds of lot line a setback applies to, in OZFS's words; `unknown` where the evidence is too weak. */
export const EdgeKind = {
  Front: 'front',
  Rear: 'rear',
  InteriorSide: 'interior side',
  ExteriorSide: 'exterior side',
  Unknown: 'unknown',
} as const;
export type EdgeKind = (typeof EdgeKind)[keyof typeof EdgeKind];

/** Every kind, in the order legends and forms list them. */
export const LOT_EDGE_KINDS = [EdgeKind.Front, EdgeKind.ExteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear, EdgeKind.Unknown] as const;

/** The kinds a person can give an edge (unknown is only ever the classifier's answer). */
export const LABEL_EDGE_KINDS = [EdgeKind.Front, EdgeKind.ExteriorSide, EdgeKind.InteriorSide, EdgeKind.Rear] as const;

/** A kind as stored before the four kinds ('side' meant a side of either kind; read as interior). */
export function edgeKindOf(value: string): EdgeKind | undefined {
  if (value === 'side') return EdgeKind.InteriorSide;
  return (LOT_EDGE_KINDS as readonly string[]).includes(value) ? (value as EdgeKind) : undefined;
}

/** Why an edge got its kind; the UI maps these to words. */
export const EdgeReason = {
  /** A right-of-way parcel or a pavement polygon lies beyond it. */
  RightOfWay: 'right-of-way',
  /** A street centre line runs along it. */
  StreetLine: 'street-line',
  /** A gap in the parcels with a lot across it: a street missing from the data. */
  Gap: 'gap',
  /** A gap no wider than an alley: a side or rear, never a front. */
  Alley: 'alley',
  /** It lies on a long straight boundary through other parcels' corners: a street's centre line. */
  ParcelFabric: 'parcel-fabric',
  /** Of the lot's streets, it faces the one named in the address. */
  AddressStreet: 'address-street',
  /** Of the lot's streets (or, with none known, of its edges) it is nearest the address point. */
  Address: 'address',
  /** Of the lot's streets, it faces the one opposite an alley (alleys run behind lots). */
  OppositeAlley: 'opposite-alley',
  /** Of the lot's streets, it faces the one most lots around it front (the block face). */
  BlockFace: 'block-face',
  /** Of the lot's streets, it has the shorter street line. */
  ShorterStreet: 'shorter-street',
  /** No street is known; nothing lies beyond it while neighbouring lots lie beyond other edges. */
  Open: 'open',
  /** It faces away from the front. */
  OppositeFront: 'opposite-front',
  /** A neighbouring lot lies beyond it. */
  Neighbour: 'neighbour',
  /** Neither a front nor opposite one, with no neighbouring lot seen beyond it. */
  Other: 'other',
  /** Nothing is known around the lot: no street, neighbour or address. */
  NoEvidence: 'no-evidence',
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

/** A street centre line, with its name when the data has one. */
export interface StreetLine {
  line: readonly Position[];
  name?: string;
}

/** What is known around a lot; every part is optional and each makes the answer better. */
export interface LotContext {
  /** Right-of-way parcels and pavement polygons near the lot. */
  streets?: readonly AreaGeometry[];
  /** Street centre lines near the lot. */
  streetLines?: readonly StreetLine[];
  /** Other lots near the lot (the parcel fabric). */
  neighbours?: readonly AreaGeometry[];
  /** The address point, inside the lot near its front. */
  addressPoint?: Position;
  /** The street named in the lot's address ("Hurley St"). */
  addressStreet?: string;
}

/** Largest distance (feet) of a dropped vertex from the simplified ring used to find corners. */
export const CORNER_TOLERANCE_FT = 1.5;
/** Largest angle (degrees) between a run and the edge's chord so far for the run to join the edge. */
export const MERGE_TURN_DEG = 10;
/** How far (feet) beyond an edge its surroundings are probed. */
export const PROBE_FT = 10;
/** How far (feet) a probe walks across a gap looking for a lot on the other side (a street's width). */
export const GAP_MAX_FT = 150;
/** Farthest (feet) a street area may lie beyond an edge, past a strip of nothing, and be the street it faces. */
export const STREET_NEAR_FT = 30;
/** Widest gap (feet, as the probe steps find it) that is an alley: lots do not front alleys. */
export const ALLEY_MAX_FT = 20;
/** How far (feet) beyond an edge a street centre line may run and still be the street it faces. */
export const STREET_LINE_REACH_FT = 80;
/** How far (feet) the straight boundary through an edge must run on past it for a lot with neighbours all round to front it. */
export const FABRIC_RUN_ON_FT = 150;
/** Largest turn (degrees) between consecutive street edges facing one street. */
export const STREET_TURN_DEG = 50;
/** Runs shorter than this (feet) do not break a street into two (corner chamfers, quantization steps). */
export const SHORT_RUN_FT = 10;
/** Smallest angle (degrees) between outward normals for an edge to face away from the front. */
export const REAR_MIN_DEG = 135;

/** One edge in the lot's frame: its points, length and outward unit normal. */
interface Run {
  points: PointFt[];
  from: Position;
  to: Position;
  lengthFt: number;
  nx: number;
  ny: number;
}

/** What lies beyond an edge. */
const Beyond = { Street: 0, Gap: 1, Neighbour: 2, Open: 3, Lot: 4 } as const;

/** What the samples beyond one edge found. */
interface Evidence {
  counts: number[];
  /** Why the edge faces a street (right-of-way, street line, gap, open), when it does. */
  street?: EdgeReason;
  /** Names of street lines found along it. */
  names: string[];
  /** Neighbours (indices into context.neighbours) seen beyond it. */
  neighbours: Set<number>;
  /** A gap beyond it no wider than an alley. */
  alley: boolean;
}

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

/** A run through `points` with its length and outward normal (the lot lies left of travel). */
function runOf(points: PointFt[], from: Position, to: Position): Run {
  let lengthFt = 0;
  for (let i = 1; i < points.length; i++) lengthFt += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  const a = points[0]!;
  const b = points[points.length - 1]!;
  const chord = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return { points, from, to, lengthFt, nx: (b[1] - a[1]) / chord, ny: -(b[0] - a[0]) / chord };
}

/** Splits the ring into logical edges between corners of the simplified ring, merging near-straight runs. */
function logicalRuns(points: readonly PointFt[], positions: readonly Position[]): Run[] {
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

/** Street lines in the lot's frame, as segments with the name of their line. */
interface StreetSegment {
  a: PointFt;
  b: PointFt;
  name: string | undefined;
}

/** The neighbours in the lot's frame, for the parcel-fabric test: every boundary segment. */
interface FabricSegment {
  a: PointFt;
  b: PointFt;
}

interface Frame {
  toFeet(p: Position): PointFt;
  toLngLat(p: PointFt): Position;
}

/** The neighbour (index) at a point, or -1. */
function neighbourAt(point: Position, neighbours: readonly AreaGeometry[]): number {
  for (let k = 0; k < neighbours.length; k++) if (isInsideArea(point, neighbours[k]!)) return k;
  return -1;
}

/** What lies beyond each sample of the run. */
function lookBeyond(run: Run, lot: Polygon | MultiPolygon, frame: Frame, context: LotContext, streetSegments: readonly StreetSegment[]): Evidence {
  const counts = [0, 0, 0, 0, 0];
  const names = new Set<string>();
  const neighbours = new Set<number>();
  const streets = context.streets ?? [];
  const lots = context.neighbours ?? [];
  let lineHits = 0;
  let areaHits = 0;
  const widths: number[] = [];
  // Street centre lines running along the edge within reach, in the direction of the edge.
  const along = streetSegments.filter((s) => {
    const dx = s.b[0] - s.a[0];
    const dy = s.b[1] - s.a[1];
    const length = Math.hypot(dx, dy) || 1;
    return Math.abs((dx * run.nx + dy * run.ny) / length) < Math.sin((25 * Math.PI) / 180);
  });
  for (const sample of samplesAlong(run)) {
    const probe = frame.toLngLat([sample[0] + PROBE_FT * run.nx, sample[1] + PROBE_FT * run.ny]);
    if (isPointInPolygon(probe, lot)) {
      counts[Beyond.Lot]!++;
      continue;
    }
    // A centre line on the edge itself (the parcel reaches it) or a street area beyond: a street.
    const onLine = along.find((s) => crossesRay(sample, run, s, -5, 5));
    if (onLine || streets.some((street) => isInsideArea(probe, street))) {
      counts[Beyond.Street]!++;
      if (onLine) lineHits++;
      else areaHits++;
      // The street's name: the centre line on the edge, else the one running down the street beyond.
      const named = onLine ?? along.find((s) => crossesRay(sample, run, s, 0, STREET_LINE_REACH_FT));
      if (named?.name) names.add(named.name);
      continue;
    }
    const k = neighbourAt(probe, lots);
    if (k >= 0) {
      counts[Beyond.Neighbour]!++;
      neighbours.add(k);
      continue;
    }
    const line = along.find((s) => crossesRay(sample, run, s, 0, STREET_LINE_REACH_FT));
    if (line) {
      counts[Beyond.Street]!++;
      lineHits++;
      if (line.name) names.add(line.name);
      continue;
    }
    // Nothing right beyond: a street area a little further is the street; a lot across the gap makes
    // the gap a street missing from the data; a street area far off is another street, not this edge's.
    let beyond: number = Beyond.Open;
    for (let d = PROBE_FT + 10; d <= GAP_MAX_FT && beyond === Beyond.Open; d += 10) {
      const further = frame.toLngLat([sample[0] + d * run.nx, sample[1] + d * run.ny]);
      if (streets.some((street) => isInsideArea(further, street))) {
        if (d > STREET_NEAR_FT) break;
        beyond = Beyond.Street;
        areaHits++;
      } else if (neighbourAt(further, lots) >= 0) {
        beyond = Beyond.Gap;
        widths.push(d);
      }
    }
    counts[beyond]!++;
    if (beyond !== Beyond.Open) {
      const named = along.find((s) => crossesRay(sample, run, s, 0, STREET_LINE_REACH_FT));
      if (named?.name) names.add(named.name);
    }
  }
  widths.sort((a, b) => a - b);
  const evidence: Evidence = { counts, names: [...names], neighbours, alley: widths.length > 0 && widths[Math.floor(widths.length / 2)]! <= ALLEY_MAX_FT };
  if (mostly(counts, Beyond.Street)) evidence.street = lineHits > areaHits ? EdgeReason.StreetLine : EdgeReason.RightOfWay;
  else if (mostly(counts, Beyond.Gap, Beyond.Street)) evidence.street = EdgeReason.Gap;
  return evidence;
}

/** Whether the line out of `sample` along the run's normal meets segment `s` between `near` and `far` feet out. */
function crossesRay(sample: PointFt, run: Run, s: StreetSegment, near: number, far: number): boolean {
  // Solve sample + t·n = a + u·(b − a) for t in [near, far] and u in [0, 1].
  const ex = s.b[0] - s.a[0];
  const ey = s.b[1] - s.a[1];
  const det = ex * run.ny - ey * run.nx;
  if (Math.abs(det) < 1e-9) return false;
  const wx = s.a[0] - sample[0];
  const wy = s.a[1] - sample[1];
  const t = (ex * wy - ey * wx) / det;
  const u = (run.nx * wy - run.ny * wx) / det;
  return t >= near && t <= far && u >= 0 && u <= 1;
}

/** Whether `kinds` together were seen beyond more than half of the samples that left the lot. */
function mostly(counts: readonly number[], ...kinds: number[]): boolean {
  const outside = counts[Beyond.Street]! + counts[Beyond.Gap]! + counts[Beyond.Neighbour]! + counts[Beyond.Open]!;
  return kinds.reduce((sum, k) => sum + counts[k]!, 0) * 2 > outside;
}

/** Every boundary segment of the neighbours, in the lot's frame. */
function fabricOf(neighbours: readonly AreaGeometry[], frame: Frame): FabricSegment[] {
  const fabric: FabricSegment[] = [];
  for (const neighbour of neighbours) {
    const rings = neighbour.type === 'Polygon' ? neighbour.coordinates : neighbour.type === 'MultiPolygon' ? neighbour.coordinates.flat() : [];
    for (const ring of rings) {
      const points = ring.map((p) => frame.toFeet(p));
      for (let i = 1; i < points.length; i++) fabric.push({ a: points[i - 1]!, b: points[i]! });
    }
  }
  return fabric;
}

/** How far the straight boundary through an edge runs on before and after it, and in all (feet). */
function straightStretch(run: Run, fabric: readonly FabricSegment[]): { before: number; after: number; total: number } | undefined {
  if (fabric.length === 0) return undefined;
  const a = run.points[0]!;
  const b = run.points[run.points.length - 1]!;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < 20) return undefined;
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  // The edge must itself be straight: a centre line is.
  if (run.points.some((p) => Math.abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > 3)) return undefined;
  const intervals: [number, number][] = [];
  for (const s of fabric) {
    const da = (s.a[0] - a[0]) * uy - (s.a[1] - a[1]) * ux;
    const db = (s.b[0] - a[0]) * uy - (s.b[1] - a[1]) * ux;
    if (Math.abs(da) > 3 || Math.abs(db) > 3) continue;
    const ta = (s.a[0] - a[0]) * ux + (s.a[1] - a[1]) * uy;
    const tb = (s.b[0] - a[0]) * ux + (s.b[1] - a[1]) * uy;
    intervals.push([Math.min(ta, tb), Math.max(ta, tb)]);
  }
  intervals.push([0, length]);
  intervals.sort((p, q) => p[0] - q[0]);
  // The connected stretch of the line that holds the edge.
  let lo = 0;
  let hi = length;
  let grew = true;
  while (grew) {
    grew = false;
    for (const [s, e] of intervals) {
      if (s <= hi + 2 && e > hi) {
        hi = e;
        grew = true;
      }
      if (e >= lo - 2 && s < lo) {
        lo = s;
        grew = true;
      }
    }
  }
  return { before: -lo, after: hi - length, total: hi - lo };
}

/**
 * Indices of the street edges grouped by street: consecutive street edges face one street while each
 * turns less than STREET_TURN_DEG from the last long one (a curve turns little at each step, a corner of
 * two streets a lot at once; right-of-way parcels are often one polygon for a whole network, so they
 * cannot tell two streets apart) or face a centre line of the same name; short runs (corner chamfers,
 * quantization) go with their street.
 */
function streetGroups(runs: readonly Run[], isStreet: readonly boolean[], names: readonly (readonly string[])[] = []): number[][] {
  const n = runs.length;
  const turnLimit = Math.cos((STREET_TURN_DEG * Math.PI) / 180);
  const long = (i: number): boolean => runs[i]!.lengthFt >= SHORT_RUN_FT;
  const sameName = (i: number, j: number): boolean => (names[i] ?? []).some((name) => (names[j] ?? []).includes(name));
  const sameStreet = (i: number, j: number): boolean => sameName(i, j) || runs[i]!.nx * runs[j]!.nx + runs[i]!.ny * runs[j]!.ny > turnLimit;
  if (isStreet.every(Boolean)) return [Array.from({ length: n }, (_, i) => i)];
  // Start just after an edge that is not a street, so no group wraps around the ring's start.
  const start = (isStreet.findIndex((street) => !street) + 1) % n;
  const groups: number[][] = [];
  let lastLong = -1;
  let open = false;
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    if (!isStreet[i]) {
      open = false;
      continue;
    }
    const group = groups[groups.length - 1];
    if (open && group && (!long(i) || lastLong < 0 || sameStreet(lastLong, i))) group.push(i);
    else {
      groups.push([i]);
      lastLong = -1;
    }
    open = true;
    if (long(i)) lastLong = i;
  }
  return groups;
}

function distanceToRun(p: PointFt, run: Run): number {
  let best = Infinity;
  for (let i = 1; i < run.points.length; i++) best = Math.min(best, distanceToSegment(p, run.points[i - 1]!, run.points[i]!));
  return best;
}

const lengthOf = (group: readonly number[], runs: readonly Run[]): number => group.reduce((sum, i) => sum + runs[i]!.lengthFt, 0);

/** The group's outward normal, weighted by length. */
function normalOf(group: readonly number[], runs: readonly Run[]): [number, number] {
  let x = 0;
  let y = 0;
  for (const i of group) {
    x += runs[i]!.nx * runs[i]!.lengthFt;
    y += runs[i]!.ny * runs[i]!.lengthFt;
  }
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

const normalise = (name: string): string => name.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\b(street|st|avenue|ave|road|rd|drive|dr|lane|ln|court|ct|place|pl|boulevard|blvd|way|terrace|ter|parkway|pkwy|circle|cir|highway|hwy)\b/g, '').replace(/\s+/g, ' ').trim();

/**
 * The neighbours' street edges in the lot's frame, as segments with outward normals: what the block face
 * test compares the lot's streets with. A neighbour's own evidence comes from the same context.
 */
function neighbourStreetEdges(indices: ReadonlySet<number>, lot: Polygon | MultiPolygon, frame: Frame, context: LotContext, streetSegments: readonly StreetSegment[]): Run[][] {
  const all = context.neighbours ?? [];
  const result: Run[][] = [];
  for (const k of indices) {
    const neighbour = all[k]!;
    if (neighbour.type !== 'Polygon' && neighbour.type !== 'MultiPolygon') continue;
    let part;
    try {
      part = lotPart(neighbour);
    } catch {
      continue;
    }
    const points = part.outer.positions.map((p) => frame.toFeet(p));
    const runs = logicalRuns(points, part.outer.positions);
    const others: LotContext = { ...context, neighbours: [...all.filter((_, j) => j !== k), lot] };
    const streetRuns = runs.filter((run) => lookBeyond(run, neighbour, frame, others, streetSegments).street !== undefined);
    // A neighbour that is itself on a corner says nothing about which street this block fronts.
    if (streetRuns.length > 0 && streetGroups(runs, runs.map((r) => streetRuns.includes(r))).length === 1) result.push(streetRuns);
  }
  return result;
}

/** The street group that most of the lots around with a single street front along its line, when one leads. */
function blockFace(groups: readonly number[][], runs: readonly Run[], neighbourStreets: readonly Run[][]): number | undefined {
  const votes = groups.map(() => 0);
  for (const streetRuns of neighbourStreets) {
    const voted = new Set<number>();
    groups.forEach((group, g) => {
      const [gx, gy] = normalOf(group, runs);
      const anchor = runs[group[0]!]!.points[0]!;
      for (const run of streetRuns) {
        if (run.nx * gx + run.ny * gy < Math.cos((20 * Math.PI) / 180)) continue;
        const mid = run.points[Math.floor(run.points.length / 2)]!;
        const offset = Math.abs((mid[0] - anchor[0]) * gx + (mid[1] - anchor[1]) * gy);
        if (offset <= 25) voted.add(g);
      }
    });
    if (voted.size === 1) votes[[...voted][0]!]!++;
  }
  const best = Math.max(...votes);
  if (best === 0 || votes.filter((v) => v === best).length > 1) return undefined;
  return votes.indexOf(best);
}

interface Classified {
  kind: EdgeKind;
  reason: EdgeReason;
}

/** The kinds of the runs of one lot. */
function classifyRuns(lot: Polygon | MultiPolygon, runs: readonly Run[], frame: Frame, context: LotContext): Classified[] {
  const streetSegments: StreetSegment[] = [];
  for (const street of context.streetLines ?? []) {
    const points = street.line.map((p) => frame.toFeet(p));
    for (let i = 1; i < points.length; i++) streetSegments.push({ a: points[i - 1]!, b: points[i]!, name: street.name });
  }
  const evidence = runs.map((run) => lookBeyond(run, lot, frame, context, streetSegments));
  const address = context.addressPoint ? frame.toFeet(context.addressPoint) : undefined;
  const all = runs.map((_, i) => i);
  const result: (Classified | undefined)[] = runs.map(() => undefined);

  let groups = streetGroups(runs, evidence.map((e) => e.street !== undefined && !(e.street === EdgeReason.Gap && e.alley)), evidence.map((e) => e.names.map(normalise)));
  let frontReason: EdgeReason | undefined;
  const hasNeighbours = evidence.some((e) => e.neighbours.size > 0);
  if (groups.length === 0) {
    const open = all.filter((i) => mostly(evidence[i]!.counts, Beyond.Open));
    if (address !== undefined) {
      groups = [[all.reduce((best, i) => (distanceToRun(address, runs[i]!) < distanceToRun(address, runs[best]!) ? i : best))]];
      frontReason = EdgeReason.Address;
    } else if (hasNeighbours && open.length > 0) {
      groups = streetGroups(runs, all.map((i) => open.includes(i)));
      frontReason = EdgeReason.Open;
      for (const group of groups) for (const i of group) evidence[i]!.street = EdgeReason.Open;
    } else {
      // Neighbours all round: the street is most likely the longest straight line of the fabric.
      const fabric = fabricOf(context.neighbours ?? [], frame);
      const reach = runs.map((run, i) => (evidence[i]!.neighbours.size > 0 ? straightStretch(run, fabric) : undefined));
      const best = all.reduce((b, i) => ((reach[i]?.total ?? 0) > (reach[b]?.total ?? 0) ? i : b), 0);
      const extension = reach[best] ? reach[best].total - runs[best]!.lengthFt : 0;
      if (extension < FABRIC_RUN_ON_FT) return runs.map(() => ({ kind: EdgeKind.Unknown, reason: EdgeReason.NoEvidence }));
      groups = [[best]];
      frontReason = EdgeReason.ParcelFabric;
    }
  }

  // The primary street: named in the address, nearest the address point, fronted by the block, shorter.
  let primary = 0;
  if (groups.length > 1) {
    const wanted = context.addressStreet ? normalise(context.addressStreet) : '';
    const named = wanted ? groups.findIndex((g) => g.some((i) => evidence[i]!.names.some((name) => normalise(name) === wanted))) : -1;
    if (named >= 0) {
      primary = named;
      frontReason = EdgeReason.AddressStreet;
    } else if (address !== undefined) {
      const distance = (g: readonly number[]): number => Math.min(...g.map((i) => distanceToRun(address, runs[i]!)));
      primary = groups.reduce((best, g, k) => (distance(g) < distance(groups[best]!) ? k : best), 0);
      frontReason = EdgeReason.Address;
    } else {
      // Every lot around with a single street votes for the street line it fronts.
      const around = new Set<number>((context.neighbours ?? []).map((_, k) => k));
      // An alley runs behind lots: the street opposite it is the front.
      const alleys = all.filter((i) => evidence[i]!.street === EdgeReason.Gap && evidence[i]!.alley);
      const rearCos = Math.cos((REAR_MIN_DEG * Math.PI) / 180);
      const oppositeAlley = groups.findIndex((g) => {
        const [gx, gy] = normalOf(g, runs);
        return alleys.some((i) => runs[i]!.nx * gx + runs[i]!.ny * gy < rearCos);
      });
      const face = oppositeAlley >= 0 ? undefined : blockFace(groups, runs, neighbourStreetEdges(around, lot, frame, context, streetSegments));
      if (oppositeAlley >= 0) {
        primary = oppositeAlley;
        frontReason = EdgeReason.OppositeAlley;
      } else if (face !== undefined) {
        primary = face;
        frontReason = EdgeReason.BlockFace;
      } else {
        primary = groups.reduce((best, g, k) => (lengthOf(g, runs) < lengthOf(groups[best]!, runs) ? k : best), 0);
        frontReason = EdgeReason.ShorterStreet;
      }
    }
  }
  const front = groups[primary]!;
  const [fx, fy] = normalOf(front, runs);
  for (const i of front) result[i] = { kind: EdgeKind.Front, reason: frontReason ?? evidence[i]!.street ?? EdgeReason.Other };

  // The rear: edges facing away from the front, else the one most nearly opposite it. A street behind
  // the lot (a through lot) is a rear; a street beside it is one even where it curves round behind.
  const rearCos = Math.cos((REAR_MIN_DEG * Math.PI) / 180);
  const facing = (i: number): number => runs[i]!.nx * fx + runs[i]!.ny * fy;
  const inGroup = new Set(groups.flat());
  const behind = groups.filter((g, k) => k !== primary && normalOf(g, runs)[0] * fx + normalOf(g, runs)[1] * fy < rearCos).flat();
  const rest = all.filter((i) => result[i] === undefined && (!inGroup.has(i) || behind.includes(i)));
  let rears = rest.filter((i) => facing(i) < rearCos || behind.includes(i));
  if (rears.length === 0) {
    const opposite = rest.filter((i) => facing(i) < 0).sort((a, b) => facing(a) - facing(b));
    rears = opposite.slice(0, 1);
  }
  for (const i of rears) result[i] = { kind: EdgeKind.Rear, reason: EdgeReason.OppositeFront };

  // A street layer around the lot shows where its streets are: what it leaves blank is not a street.
  const mapsStreets = (context.streets?.length ?? 0) > 0 || (context.streetLines?.length ?? 0) > 0;
  for (const i of all) {
    if (result[i] !== undefined) continue;
    const street = evidence[i]!.street;
    if (street !== undefined && street !== EdgeReason.Open && !(street === EdgeReason.Gap && evidence[i]!.alley)) result[i] = { kind: EdgeKind.ExteriorSide, reason: street };
    // Nothing mapped beside a lot that faces a street, where the parcels around are known and no street
    // layer says where the streets are: open land or a road the data leaves out; the stricter reading is a street.
    else if (street === undefined && !mapsStreets && hasNeighbours && mostly(evidence[i]!.counts, Beyond.Open) && frontReason !== EdgeReason.Open) result[i] = { kind: EdgeKind.ExteriorSide, reason: EdgeReason.Open };
    else result[i] = { kind: EdgeKind.InteriorSide, reason: evidence[i]!.alley ? EdgeReason.Alley : evidence[i]!.neighbours.size > 0 ? EdgeReason.Neighbour : EdgeReason.Other };
  }
  return result as Classified[];
}

/** Classifies each logical edge of the lot's outer ring, with the reason. */
export function classifyLotEdges(lot: Polygon | MultiPolygon, context: LotContext): LotEdge[] {
  const { frame, outer } = lotPart(lot);
  const runs = logicalRuns(outer.points, outer.positions);
  const kinds = classifyRuns(lot, runs, frame, context);
  return runs.map((run, i) => ({ from: run.from, to: run.to, lengthFt: run.lengthFt, ...kinds[i]! }));
}

/**
 * Classifies edges already cut, as a parcel file lists them: lines that together go once around the lot,
 * in any order and direction. The answer has one entry per given edge, in the same order.
 */
export function classifyGivenEdges(lot: Polygon | MultiPolygon, edges: readonly (readonly Position[])[], context: LotContext): LotEdge[] {
  const { frame } = lotPart(lot);
  const runs = edges.map((edge) => {
    const points = edge.map((p) => frame.toFeet(p));
    const run = runOf(points, edge[0]!, edge[edge.length - 1]!);
    // Edges may come in any order and direction: the outward side is the one away from the lot.
    const mid = midpointOf(run);
    if (isPointInPolygon(frame.toLngLat([mid[0] + run.nx, mid[1] + run.ny]), lot)) {
      run.nx = -run.nx;
      run.ny = -run.ny;
    }
    return run;
  });
  const kinds = classifyRuns(lot, runs, frame, context);
  return runs.map((run, i) => ({ from: run.from, to: run.to, lengthFt: run.lengthFt, ...kinds[i]! }));
}

/** The point halfway along a run. */
function midpointOf(run: Run): PointFt {
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
