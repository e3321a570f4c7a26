// Why a unit standing where it stands does not fit, as reasons with numbers (house style: checks
// return reasons; the widget turns them into words): each setback line it crosses and how far it
// reaches past it, how far it sticks out of the lot, which building it comes too close to and by
// how much, and what it overlaps. Pure geometry on the unit's current outline, so the answer
// follows the unit as it moves.
//
// A setback line lies `setbackFt` inside a lot line; a unit reaches past it by the setback less the
// unit's shortest distance to the lot lines of that kind (the farthest penetration), the lines of
// each kind taking their setback as setbackArea does (setbackOfEdge: a low-confidence line the stricter
// of the kinds it may be; setbackOfKind: an exterior side the larger of
// front and side, an unknown line the largest). Reaches within CONTAINMENT_TOLERANCE_FT (1/4 inch,
// the tolerance of placement and of the ADU type) are not reasons.
import type { MultiPolygon, Polygon } from '../geo/geojson.schema';
import { distanceFt, overlapAreaSqFt } from '../geo/polygon-relations';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { segmentDistance } from '../playground/measure';
import { LOT_EDGE_KINDS, type EdgeKind, type LotEdge } from '../setback/lot-edges';
import { lotLineSegments } from '../setback/lot-lines';
import { distanceToSegment } from '../setback/lot-ring';
import { setbackOfEdge, type Setbacks } from '../setback/setback-area';
import { outerRingInFeet } from './rings-in-feet';
import { CONTAINMENT_TOLERANCE_FT } from './unit';

/** The kinds of reason a unit does not fit. */
export const FitReason = {
  /** It reaches past the setback line of a kind of lot line. */
  Setback: 'setback',
  /** Part of it lies outside the lot. */
  LotLine: 'lot-line',
  /** It comes closer to a building than the separation the rules require. */
  Separation: 'separation',
  /** It overlaps a building or another unit. */
  Overlap: 'overlap',
} as const;
export type FitReason = (typeof FitReason)[keyof typeof FitReason];

/** One reason a unit does not fit, with its numbers in feet. */
export type FitProblem =
  | { reason: typeof FitReason.Setback; line: EdgeKind; setbackFt: number; insideFt: number }
  | { reason: typeof FitReason.LotLine; outsideFt: number }
  | { reason: typeof FitReason.Separation; obstacle: number; separationFt: number; insideFt: number }
  | { reason: typeof FitReason.Overlap; obstacle: number };

/** Something a unit must not overlap, and the distance it must keep (0: it may adjoin). */
export interface FitObstacle {
  geometry: Polygon;
  separationFt: number;
}

/** What a unit is checked against. */
export interface FitSurroundings {
  lot: Polygon | MultiPolygon;
  /** The lot's edges with their kinds. */
  edges: readonly LotEdge[];
  /** The setbacks of the unit's kind; null when they are unknown (no setback line is checked then). */
  setbacks: Setbacks | null;
  /** Buildings and other units, in the order the answer's `obstacle` indexes them. */
  obstacles: readonly FitObstacle[];
}

/** Square feet two outlines must share to overlap (touching is not overlapping). */
const OVERLAP_MIN_SQFT = 0.01;

/** Why `unit` does not fit where it stands: setback lines by kind, then the lot line, then each obstacle in order; empty when it fits. */
export function unitFitProblems(unit: Polygon, { lot, edges, setbacks, obstacles }: FitSurroundings): FitProblem[] {
  const { frame, segments } = lotLineSegments(lot, edges);
  const ring = outerRingInFeet(unit, frame);
  if (ring.length < 3) return [];
  const problems: FitProblem[] = [];
  if (setbacks) {
    // Per kind of line, the farthest reach past a setback line of that kind; a line whose kind is a
    // low-confidence guess takes the stricter setback (setbackOfEdge), as the setback area does.
    const reach = new Map<EdgeKind, { setbackFt: number; insideFt: number }>();
    for (const segment of segments) {
      const setbackFt = setbackOfEdge(segment, setbacks);
      let nearestFt = Infinity;
      for (let i = 0; i < ring.length && nearestFt > 0; i++) nearestFt = Math.min(nearestFt, segmentDistance(ring[i]!, ring[(i + 1) % ring.length]!, segment.a, segment.b));
      const insideFt = setbackFt - nearestFt;
      const known = reach.get(segment.kind);
      if (!known || insideFt > known.insideFt) reach.set(segment.kind, { setbackFt, insideFt });
    }
    for (const kind of LOT_EDGE_KINDS) {
      const found = reach.get(kind);
      if (found && found.setbackFt > 0 && found.insideFt > CONTAINMENT_TOLERANCE_FT) problems.push({ reason: FitReason.Setback, line: kind, ...found });
    }
  }
  // The farthest corner outside the lot; a unit's corners are where it sticks out farthest past straight lot lines.
  const parts = lot.type === 'Polygon' ? [lot.coordinates] : lot.coordinates;
  let outsideFt = 0;
  for (const corner of unit.coordinates[0] ?? []) {
    if (parts.some((rings) => isPointInPolygon(corner, { type: 'Polygon', coordinates: rings }))) continue;
    const p = frame.toFeet(corner);
    outsideFt = Math.max(outsideFt, Math.min(...segments.map((s) => distanceToSegment(p, s.a, s.b))));
  }
  if (outsideFt > CONTAINMENT_TOLERANCE_FT) problems.push({ reason: FitReason.LotLine, outsideFt });
  obstacles.forEach((obstacle, index) => {
    if (overlapAreaSqFt(unit, obstacle.geometry, frame) > OVERLAP_MIN_SQFT) {
      problems.push({ reason: FitReason.Overlap, obstacle: index });
      return;
    }
    if (obstacle.separationFt <= 0) return;
    const insideFt = obstacle.separationFt - distanceFt(unit, obstacle.geometry, frame);
    if (insideFt > CONTAINMENT_TOLERANCE_FT) problems.push({ reason: FitReason.Separation, obstacle: index, separationFt: obstacle.separationFt, insideFt });
  });
  return problems;
}
