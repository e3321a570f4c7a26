// What the streets say. Each edge is probed at points along it, PROBE_FT out: a right-of-way parcel or a
// pavement polygon, or a street centre line on the edge (the parcel reaches it), is a street; a
// neighbouring lot is a shared line; nothing is looked past. Past nothing, a street area within
// STREET_NEAR_FT is the street, a centre line within STREET_LINE_REACH_FT too, and a lot across the gap
// within GAP_MAX_FT makes the gap a street missing from the data (an alley when no wider than
// ALLEY_MAX_FT); nothing at all is open land or the edge of the data. Street edges in a row turning less
// than STREET_TURN_DEG face one street; lots do not front alleys, so the street opposite one is the front.
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import type { PointFt } from '../geo/point-ft';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { isInsideArea } from './area-probe';
import { EdgeReason, type LotContext, type StreetLine } from './edge-kinds';
import { JOG_LINE_DEG, normalOf, REAR_MIN_DEG, samplesAlong, type Frame, type Run } from './edge-shape';

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

/**
 * Largest turn (degrees) between consecutive street edges facing one street. A curve is cut into edges
 * about 20° apart, so it stays one street; a bend of 40° or more between two street lines is a corner of
 * two streets, not one front (1 Silver Lake Rd, Bellingham, ran its front round a 49° corner onto Cross
 * St: issue 33). A centre line of one name keeps a sharper bend one street.
 */
export const STREET_TURN_DEG = 40;

/** Runs shorter than this (feet) do not break a street into two (corner chamfers, quantization steps). */
export const SHORT_RUN_FT = 10;

/** Longest step (feet) in a street line that keeps the line one street: the runs either side face the same way. */
export const STEP_MAX_FT = 20;

/** What lies beyond an edge. */
export const Beyond = { Street: 0, Gap: 1, Neighbour: 2, Open: 3, Lot: 4 } as const;

/** What the samples beyond one edge found. */
export interface Evidence {
  counts: number[];
  /** Why the edge faces a street (right-of-way, street line, gap, open), when it does. */
  street?: EdgeReason;
  /** Names of street lines found along it. */
  names: string[];
  /** Neighbours (indices into context.neighbours) seen beyond it. */
  neighbours: Set<number>;
  /** A gap beyond it no wider than an alley. */
  alley: boolean;
  /** Most of what lies beyond it, with nothing mapped there, is outside the town: the town line, not a street. */
  townLine: boolean;
}

/** Street lines in the lot's frame, as segments with the name of their line. */
export interface StreetSegment {
  a: PointFt;
  b: PointFt;
  name: string | undefined;
}

/** The street centre lines in the lot's frame, segment by segment, each with its line's name. */
export function streetSegmentsOf(streetLines: readonly StreetLine[], frame: Frame): StreetSegment[] {
  const segments: StreetSegment[] = [];
  for (const street of streetLines) {
    const points = street.line.map((p) => frame.toFeet(p));
    for (let i = 1; i < points.length; i++) segments.push({ a: points[i - 1]!, b: points[i]!, name: street.name });
  }
  return segments;
}

/** The neighbour (index) at a point, or -1. */
export function neighbourAt(point: Position, neighbours: readonly AreaGeometry[]): number {
  for (let k = 0; k < neighbours.length; k++) if (isInsideArea(point, neighbours[k]!)) return k;
  return -1;
}

/** What lies beyond each sample of the run. */
export function lookBeyond(run: Run, lot: Polygon | MultiPolygon, frame: Frame, context: LotContext, streetSegments: readonly StreetSegment[]): Evidence {
  const counts = [0, 0, 0, 0, 0];
  const names = new Set<string>();
  const neighbours = new Set<number>();
  const streets = context.streets ?? [];
  const lots = context.neighbours ?? [];
  let lineHits = 0;
  let areaHits = 0;
  let outsideTown = 0;
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
    // Nothing right beyond, outside the town: the town line, where the town's data stops (issue 33: a
    // town line read as an exterior side). It is no street, nor a gap before the next town's lots; but
    // a street area mapped a little past it is the street the line runs along (Cambridge's pavement
    // layer draws some boundary streets a few feet past the city line: decision 069).
    if (context.townBoundary && !isInsideArea(probe, context.townBoundary)) {
      if (streetAreaWithin(sample, run, frame, streets)) {
        counts[Beyond.Street]!++;
        areaHits++;
        const named = along.find((s) => crossesRay(sample, run, s, 0, STREET_LINE_REACH_FT));
        if (named?.name) names.add(named.name);
        continue;
      }
      counts[Beyond.Open]!++;
      outsideTown++;
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
  const alley = widths.length > 0 && widths[Math.floor(widths.length / 2)]! <= ALLEY_MAX_FT;
  const evidence: Evidence = { counts, names: [...names], neighbours, alley, townLine: mostlyOutsideTown(counts, outsideTown) };
  if (mostly(counts, Beyond.Street)) evidence.street = lineHits > areaHits ? EdgeReason.StreetLine : EdgeReason.RightOfWay;
  else if (mostly(counts, Beyond.Gap, Beyond.Street)) evidence.street = EdgeReason.Gap;
  return evidence;
}

/** Whether a street area lies past the probe, within STREET_NEAR_FT of the edge. */
function streetAreaWithin(sample: PointFt, run: Run, frame: Frame, streets: readonly AreaGeometry[]): boolean {
  for (let d = PROBE_FT + 10; d <= STREET_NEAR_FT; d += 10) {
    const further = frame.toLngLat([sample[0] + d * run.nx, sample[1] + d * run.ny]);
    if (streets.some((street) => isInsideArea(further, street))) return true;
  }
  return false;
}

/** Whether the samples beyond the town line were more than half of those that left the lot. */
function mostlyOutsideTown(counts: readonly number[], outsideTown: number): boolean {
  const outside = counts[Beyond.Street]! + counts[Beyond.Gap]! + counts[Beyond.Neighbour]! + counts[Beyond.Open]!;
  return outsideTown * 2 > outside;
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
export function mostly(counts: readonly number[], ...kinds: number[]): boolean {
  const outside = counts[Beyond.Street]! + counts[Beyond.Gap]! + counts[Beyond.Neighbour]! + counts[Beyond.Open]!;
  return kinds.reduce((sum, k) => sum + counts[k]!, 0) * 2 > outside;
}

/**
 * Indices of the street edges grouped by street: consecutive street edges face one street while each
 * turns less than STREET_TURN_DEG from the last long one (a curve turns little at each step, a corner of
 * two streets a lot at once; right-of-way parcels are often one polygon for a whole network, so they
 * cannot tell two streets apart) or face a centre line of the same name; short runs (corner chamfers,
 * quantization) go with their street.
 */
export function streetGroups(runs: readonly Run[], isStreet: readonly boolean[], names: readonly (readonly string[])[] = []): number[][] {
  const n = runs.length;
  const turnLimit = Math.cos((STREET_TURN_DEG * Math.PI) / 180);
  const parallel = Math.cos((JOG_LINE_DEG * Math.PI) / 180);
  // A step in a street line: a short run between two street runs facing the same way (33 Mohawk St).
  const step = (i: number): boolean => {
    const a = (i + n - 1) % n;
    const b = (i + 1) % n;
    return runs[i]!.lengthFt < STEP_MAX_FT && n > 3 && !!isStreet[a] && !!isStreet[b] && runs[a]!.nx * runs[b]!.nx + runs[a]!.ny * runs[b]!.ny >= parallel;
  };
  const long = (i: number): boolean => runs[i]!.lengthFt >= SHORT_RUN_FT && !step(i);
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

/** The street group (index into `groups`) facing away from an alley beyond some edge, or -1: alleys run behind lots. */
export function oppositeAlley(groups: readonly number[][], runs: readonly Run[], evidence: readonly Evidence[]): number {
  const alleys = runs.map((_, i) => i).filter((i) => evidence[i]!.street === EdgeReason.Gap && evidence[i]!.alley);
  const rearCos = Math.cos((REAR_MIN_DEG * Math.PI) / 180);
  return groups.findIndex((g) => {
    const [gx, gy] = normalOf(g, runs);
    return alleys.some((i) => runs[i]!.nx * gx + runs[i]!.ny * gy < rearCos);
  });
}
