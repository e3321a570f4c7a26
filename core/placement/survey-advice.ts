// "Do I need a survey?": how close a placed unit stands to the setback line of each lot line, and
// whether the lines it is close to are ones the data is unsure of. A building department reads
// setbacks off a plan of the lot; a plan short of a survey (a mortgage plan, the assessor's map) is
// only good where the work stands well clear of them. Massachusetts departments say so in feet:
// Carlisle's accepts a mortgage plan only at least 5 ft past the required setback (the town's
// Building Department, Plot Plans). Lotline's lot lines come from the assessor's parcels, so a unit
// within that margin of a setback line whose kind is a low-confidence guess should be checked on a
// survey before it is drawn up.
import type { MultiPolygon, Polygon } from '../geo/geojson.schema';
import { segmentDistance } from '../playground/measure';
import { EdgeConfidence } from '../setback/edge-confidence';
import type { EdgeKind, LotEdge } from '../setback/lot-edges';
import { edgesOfSegments } from '../setback/lot-lines';
import { lotPart } from '../setback/lot-ring';
import { setbackOfEdge, type Setbacks } from '../setback/setback-area';
import { outerRingInFeet } from './rings-in-feet';

/** How far clear of a setback line (feet) a plan short of a survey is taken as good enough. */
export const SURVEY_MARGIN_FT = 5;

/** The lot line a unit comes closest to past its setback: which edge, its kind and confidence, and the room left (negative: inside the setback). */
export interface SetbackClearance {
  edge: number;
  kind: EdgeKind;
  confidence: EdgeConfidence;
  setbackFt: number;
  /** The unit's distance to the lot line less the line's setback, in feet. */
  clearanceFt: number;
}

/** Whether a survey is advised for a unit where it stands, and why. */
export interface SurveyAdvice {
  /** True when the unit stands within `marginFt` of the setback line of a low-confidence lot line. */
  recommend: boolean;
  /** The lot line with the least room left, of all; null without setbacks or edges. */
  closest: SetbackClearance | null;
  /** The low-confidence line with the least room left within the margin, which the advice names; null when none. */
  unsure: SetbackClearance | null;
}

/**
 * The survey advice for `unit` on `lot`: for each lot line, the unit's distance to it less its setback;
 * a survey is advised where that room is under `marginFt` on a line whose `confidence` is low. Without
 * setbacks nothing is measured (the placement check says the setbacks are unknown).
 */
export function surveyAdvice(unit: Polygon, lot: Polygon | MultiPolygon, edges: readonly LotEdge[], setbacks: Setbacks | null, marginFt = SURVEY_MARGIN_FT): SurveyAdvice {
  if (!setbacks || edges.length === 0) return { recommend: false, closest: null, unsure: null };
  const { frame, outer } = lotPart(lot);
  const ring = outerRingInFeet(unit, frame);
  if (ring.length < 3) return { recommend: false, closest: null, unsure: null };
  const ofSegment = edgesOfSegments(outer, edges, frame);
  const nearest = new Map<number, number>();
  const n = outer.points.length;
  for (let i = 0; i < n; i++) {
    const edge = ofSegment[i];
    if (!edge) continue;
    const index = edges.indexOf(edge);
    const a = outer.points[i]!;
    const b = outer.points[(i + 1) % n]!;
    let best = nearest.get(index) ?? Infinity;
    for (let k = 0; k < ring.length; k++) best = Math.min(best, segmentDistance(ring[k]!, ring[(k + 1) % ring.length]!, a, b));
    nearest.set(index, best);
  }
  const clearances: SetbackClearance[] = [...nearest].map(([index, distance]) => {
    const edge = edges[index]!;
    // An edge answered before confidence was kept is taken as fairly sure: no survey is advised on it alone.
    const confidence = edge.confidence ?? EdgeConfidence.Medium;
    const setbackFt = setbackOfEdge({ kind: edge.kind, confidence }, setbacks);
    return { edge: index, kind: edge.kind, confidence, setbackFt, clearanceFt: distance - setbackFt };
  });
  const least = (list: readonly SetbackClearance[]): SetbackClearance | null => list.reduce<SetbackClearance | null>((best, c) => (best === null || c.clearanceFt < best.clearanceFt ? c : best), null);
  const unsure = least(clearances.filter((c) => c.confidence === EdgeConfidence.Low && c.clearanceFt < marginFt));
  return { recommend: unsure !== null, closest: least(clearances), unsure };
}
