// Which lot lines are front, rear, interior side and exterior side (the four kinds of lot line of
// zoning codes and of the Open Zoning Feed Specification), from the evidence a county has.
//
// This file weighs the evidence; each kind of it is read in its own file: the lot's shape and its edges
// (edge-shape.ts), the streets beyond each edge (edge-streets.ts), the lots around (edge-shared-lines.ts)
// and the address (edge-address.ts); the words of the answer are in edge-kinds.ts.
//
// Edges. Edges follow the outer ring of the lot's largest part, counter-clockwise, cut at its corners
// (edge-shape.ts). `from` and `to` are the lot's own vertices at the merged ends, `lengthFt` is measured
// along the lot line. `classifyGivenEdges` takes edges already cut (an OZFS `.parcel` file lists them)
// and keeps them as given.
//
// Evidence, each optional (docs/decisions/028-lot-line-kinds-and-evidence.md says which wins and why):
// 1. What lies beyond each edge, sampled along it PROBE_FT out: a right-of-way parcel or a pavement
//    polygon, or a street centre line on the edge (the parcel reaches it): a street; a neighbouring lot;
//    or nothing. Where nothing lies beyond, the probe walks on: a street area within STREET_NEAR_FT is
//    the street; a centre line within STREET_LINE_REACH_FT too; a lot across the gap within GAP_MAX_FT
//    makes the gap a street missing from the data (an alley when no wider than ALLEY_MAX_FT); nothing
//    at all is open land or the edge of the data; outside the town boundary, when it is known, the
//    town line, which is never a street.
// 2. The address: the front faces the street named in the address (by a named street line, else by
//    the addresses of the lots along and across each street), else the street nearest the address point.
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
// - A short jog in a stepped lot line (JOG_MAX_FT or less, between two edges running on in one
//   direction) keeps the kind of the line it sits in, unless it is a front or the last of its kind.
// - With no street evidence at all, the front is the edge nearest the address point; without one, a lot
//   with neighbours on some sides fronts an open side; a lot with no evidence at all is `unknown` on
//   every edge rather than guessed.
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { addressStreetGroup, nearestEdge, nearestGroup, neighbourNamedGroup, normaliseStreetName } from './edge-address';
import { edgeConfidences } from './edge-confidence';
import { EdgeKind, EdgeReason, type LotContext, type LotEdge } from './edge-kinds';
import { jogsIn, logicalRuns, midpointOf, rearEdges, runOf, shorterStreet, type Frame, type Run } from './edge-shape';
import { blockFace, neighbourStreetFronts, parcelFabricFront } from './edge-shared-lines';
import { Beyond, lookBeyond, mostly, oppositeAlley, streetGroups, streetSegmentsOf, type Evidence, type StreetSegment } from './edge-streets';
import { lotPart } from './lot-ring';

export { EdgeKind, EdgeReason, LABEL_EDGE_KINDS, LOT_EDGE_KINDS, edgeKindOf, relabelLotEdges, type LotContext, type LotEdge, type StreetLine } from './edge-kinds';
export { CORNER_TOLERANCE_FT, JOG_LINE_DEG, JOG_MAX_FT, MERGE_TURN_DEG, REAR_MIN_DEG } from './edge-shape';
export { FABRIC_RUN_ON_FT } from './edge-shared-lines';
export { ALLEY_MAX_FT, GAP_MAX_FT, PROBE_FT, SHORT_RUN_FT, STEP_MAX_FT, STREET_LINE_REACH_FT, STREET_NEAR_FT, STREET_TURN_DEG } from './edge-streets';

interface Classified {
  kind: EdgeKind;
  reason: EdgeReason;
}

/** Least cosine between a lot line and a neighbour's street line for the lot to face the street through it (45°). */
const FACING_COS = Math.SQRT1_2;

/**
 * The front of a lot that reaches no street, with lots beyond every line (a lot behind others, "36-7
 * Irving St"): the line beyond which lie the lots on the street its address names, facing that street
 * the way they do; the lot is reached across them. Undefined unless one line leads.
 */
function reachedAcross(runs: readonly Run[], evidence: readonly Evidence[], lot: Polygon | MultiPolygon, frame: Frame, context: LotContext, streetSegments: readonly StreetSegment[]): number | undefined {
  const wanted = context.addressStreet ? normaliseStreetName(context.addressStreet) : '';
  const streets = context.neighbourStreets;
  if (!wanted || !streets) return undefined;
  const onStreet = new Set<number>();
  evidence.forEach((e) => e.neighbours.forEach((k) => (streets[k] ?? []).some((name) => normaliseStreetName(name) === wanted) && onStreet.add(k)));
  if (onStreet.size === 0) return undefined;
  const fronts = neighbourStreetFronts(onStreet, lot, frame, context, streetSegments);
  const votes = runs.map((run, i) => {
    let count = 0;
    for (const k of evidence[i]!.neighbours) {
      const front = fronts.find((f) => f.index === k);
      if (front?.runs.some((r) => r.nx * run.nx + r.ny * run.ny >= FACING_COS)) count++;
    }
    return count;
  });
  const best = Math.max(...votes);
  return best > 0 && votes.filter((v) => v === best).length === 1 ? votes.indexOf(best) : undefined;
}


/** The kinds of the runs of one lot. */
function classifyRuns(lot: Polygon | MultiPolygon, runs: readonly Run[], frame: Frame, context: LotContext): Classified[] {
  const streetSegments = streetSegmentsOf(context.streetLines ?? [], frame);
  const evidence = runs.map((run) => lookBeyond(run, lot, frame, context, streetSegments));
  const address = context.addressPoint ? frame.toFeet(context.addressPoint) : undefined;
  const all = runs.map((_, i) => i);
  const result: (Classified | undefined)[] = runs.map(() => undefined);

  let groups = streetGroups(runs, evidence.map((e) => e.street !== undefined && !(e.street === EdgeReason.Gap && e.alley)), evidence.map((e) => e.names.map(normaliseStreetName)));
  let frontReason: EdgeReason | undefined;
  const hasNeighbours = evidence.some((e) => e.neighbours.size > 0);
  if (groups.length === 0) {
    // The town line is open, but no street to front.
    const open = all.filter((i) => mostly(evidence[i]!.counts, Beyond.Open) && !evidence[i]!.townLine);
    if (address !== undefined) {
      groups = [[nearestEdge(runs, address)]];
      frontReason = EdgeReason.Address;
    } else if (hasNeighbours && open.length > 0) {
      groups = streetGroups(runs, all.map((i) => open.includes(i)));
      frontReason = EdgeReason.Open;
      for (const group of groups) for (const i of group) evidence[i]!.street = EdgeReason.Open;
    } else {
      // Neighbours all round: the lot is reached across the lots on its address's street, else the
      // street is most likely the longest straight line of the fabric.
      const reached = reachedAcross(runs, evidence, lot, frame, context, streetSegments);
      const best = reached ?? parcelFabricFront(runs, evidence.map((e) => e.neighbours.size > 0), context.neighbours ?? [], frame);
      if (best === undefined) return runs.map(() => ({ kind: EdgeKind.Unknown, reason: EdgeReason.NoEvidence }));
      groups = [[best]];
      frontReason = reached !== undefined ? EdgeReason.ReachedAcross : EdgeReason.ParcelFabric;
    }
  }

  // The primary street: named in the address, nearest the address point, opposite an alley, fronted by
  // the block, shorter.
  let primary = 0;
  if (groups.length > 1) {
    const named = addressStreetGroup(groups, evidence, context.addressStreet);
    const around = new Set<number>((context.neighbours ?? []).map((_, k) => k));
    // The street lines of the neighbours with one street: found once, for the names and the block face.
    let fronts: ReturnType<typeof neighbourStreetFronts> | undefined;
    const neighbourFronts = () => (fronts ??= neighbourStreetFronts(around, lot, frame, context, streetSegments));
    // Without named street lines, the addresses of the lots along and across each street name it.
    const byNeighbours =
      named < 0 && context.addressStreet && context.neighbourStreets
        ? neighbourNamedGroup(groups, runs, neighbourFronts(), context.neighbourStreets, context.addressStreet)
        : undefined;
    if (named >= 0) {
      primary = named;
      frontReason = EdgeReason.AddressStreet;
    } else if (byNeighbours) {
      // One street named along several lines (it bends at the lot): they are one front. The groups come
      // in order, so the first keeps its place.
      const [first, ...rest] = byNeighbours.groups;
      groups = groups.map((g, k) => (k === first ? byNeighbours.groups.flatMap((j) => groups[j]!).sort((x, y) => x - y) : g)).filter((_, k) => !rest.includes(k));
      primary = first!;
      frontReason = byNeighbours.byElimination ? EdgeReason.AddressStreetOthers : EdgeReason.AddressStreetNeighbours;
    } else if (address !== undefined) {
      primary = nearestGroup(groups, runs, address);
      frontReason = EdgeReason.Address;
    } else {
      const alley = oppositeAlley(groups, runs, evidence);
      // Every lot around with a single street votes for the street line it fronts.
      const face = alley >= 0 ? undefined : blockFace(groups, runs, neighbourFronts().filter((front) => front.single).map((front) => front.runs));
      if (alley >= 0) {
        primary = alley;
        frontReason = EdgeReason.OppositeAlley;
      } else if (face !== undefined) {
        primary = face;
        frontReason = EdgeReason.BlockFace;
      } else {
        primary = shorterStreet(groups, runs);
        frontReason = EdgeReason.ShorterStreet;
      }
    }
  }
  for (const i of groups[primary]!) result[i] = { kind: EdgeKind.Front, reason: frontReason ?? evidence[i]!.street ?? EdgeReason.Other };
  for (const i of rearEdges(runs, groups, primary)) result[i] = { kind: EdgeKind.Rear, reason: EdgeReason.OppositeFront };

  // A street layer around the lot shows where its streets are: what it leaves blank is not a street.
  const mapsStreets = (context.streets?.length ?? 0) > 0 || (context.streetLines?.length ?? 0) > 0;
  for (const i of all) {
    if (result[i] !== undefined) continue;
    const street = evidence[i]!.street;
    if (street !== undefined && street !== EdgeReason.Open && !(street === EdgeReason.Gap && evidence[i]!.alley)) result[i] = { kind: EdgeKind.ExteriorSide, reason: street };
    // Nothing mapped beside a lot that faces a street, where the parcels around are known and no street
    // layer says where the streets are: open land or a road the data leaves out; the stricter reading is a
    // street. Not the town line, where the data stops: a town boundary is not a street.
    else if (street === undefined && !mapsStreets && hasNeighbours && mostly(evidence[i]!.counts, Beyond.Open) && !evidence[i]!.townLine && frontReason !== EdgeReason.Open) result[i] = { kind: EdgeKind.ExteriorSide, reason: EdgeReason.Open };
    else result[i] = { kind: EdgeKind.InteriorSide, reason: evidence[i]!.alley ? EdgeReason.Alley : evidence[i]!.neighbours.size > 0 ? EdgeReason.Neighbour : EdgeReason.Other };
  }
  return keepJogsInTheirLine(runs, result as Classified[]);
}

/**
 * A short jog in a stepped lot line takes the kind of the line it sits in (the steps of a stepped side
 * line became rears, a step in a front line an exterior side), except a front, and except the last
 * rear or side.
 */
function keepJogsInTheirLine(runs: readonly Run[], kinds: readonly Classified[]): Classified[] {
  const jogs = jogsIn(runs);
  const result = [...kinds];
  jogs.forEach((jog, i) => {
    if (!jog) return;
    const [a, b] = jog;
    const line = kinds[a]!;
    const own = kinds[i]!;
    if (line.kind !== kinds[b]!.kind || own.kind === line.kind || own.kind === EdgeKind.Front) return;
    // The last rear or side stays one; a lot need have no exterior side (a jog in a front line is front).
    if (own.kind !== EdgeKind.ExteriorSide && !result.some((k, j) => j !== i && k.kind === own.kind)) return;
    result[i] = line;
  });
  return result;
}

/** The edges with how sure each kind is (edge-confidence.ts). */
function withConfidence(edges: LotEdge[]): LotEdge[] {
  const confidences = edgeConfidences(edges);
  return edges.map((edge, i) => ({ ...edge, confidence: confidences[i]! }));
}

/** Classifies each logical edge of the lot's outer ring, with the reason and how sure its kind is. */
export function classifyLotEdges(lot: Polygon | MultiPolygon, context: LotContext): LotEdge[] {
  const { frame, outer } = lotPart(lot);
  const runs = logicalRuns(outer.points, outer.positions);
  const kinds = classifyRuns(lot, runs, frame, context);
  return withConfidence(runs.map((run, i) => ({ from: run.from, to: run.to, lengthFt: run.lengthFt, ...kinds[i]! })));
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
  return withConfidence(runs.map((run, i) => ({ from: run.from, to: run.to, lengthFt: run.lengthFt, ...kinds[i]! })));
}
