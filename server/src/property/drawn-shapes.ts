// Checks of what a user draws on a property's map against the lot: a corrected lot must be a
// plausible survey correction (a simple polygon under 10 acres that overlaps the public lot and
// stays near it), and added buildings and laid-out units must stay near the lot. Each check
// answers the message for the field, or undefined when the shape is fine.
import { cornerCount } from '../../../core/api';
import type { AreaGeometry, Polygon, Position } from '../../../core/geo';
import { areaSqFt, createLocalFrame, isPointInPolygon, overlapAreaSqFt } from '../../../core/geo';
import { INCHES_PER_FOOT, outlineFromPlan } from '../../../core/placement';
import { distanceToSegment } from '../../../core/setback';

/** Farthest a drawn corner may lie from the lot, in feet. */
export const MAX_DISTANCE_FROM_LOT_FT = 300;

/** Square feet in an acre. */
const SQFT_PER_ACRE = 43_560;

/** Largest lot a user may draw, in acres. */
export const MAX_USER_LOT_ACRES = 10;

const ringsOf = (area: AreaGeometry): Position[][] => (area.type === 'Polygon' ? area.coordinates : area.coordinates.flat());

/** Feet from the corner of `shape` farthest from `lot` to the lot (0 when every corner lies in it). */
export function farthestCornerFt(shape: Polygon, lot: AreaGeometry): number {
  const frame = createLocalFrame(shape.coordinates[0]![0]!);
  const edges = ringsOf(lot).map((ring) => ring.map((p) => frame.toFeet(p)));
  let worst = 0;
  for (const corner of shape.coordinates[0]!) {
    if (isPointInPolygon(corner, lot)) continue;
    const p = frame.toFeet(corner);
    let nearest = Infinity;
    for (const ring of edges) for (let i = 1; i < ring.length; i++) nearest = Math.min(nearest, distanceToSegment(p, ring[i - 1]!, ring[i]!));
    worst = Math.max(worst, nearest);
  }
  return worst;
}

/**
 * Whether a ring crosses itself or encloses nothing: walked as a floor plan outline (side lengths
 * and directions), which refuses exactly those, so both share one test.
 */
function isSimpleRing(ring: readonly Position[]): boolean {
  const frame = createLocalFrame(ring[0]!);
  const points = ring.map((p) => frame.toFeet(p)).filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  const sides = points.slice(1).map((to, i) => [to[0] - points[i]![0], to[1] - points[i]![1]] as const);
  const outline = outlineFromPlan(
    sides.map(([dx, dy]) => Math.hypot(dx, dy) * INCHES_PER_FOOT),
    sides.map(([dx, dy]) => (Math.atan2(dy, dx) * 180) / Math.PI),
  );
  return outline.ok;
}

const feet = (value: number): string => Math.round(value).toLocaleString('en-US');

/** Why `lot` cannot stand for the public `surveyLot`, or undefined when it can. */
export function userLotProblem(lot: Polygon, surveyLot: AreaGeometry): string | undefined {
  if (!isSimpleRing(lot.coordinates[0]!)) return 'The lot lines must not cross each other and must enclose an area';
  const area = areaSqFt(lot);
  const maxSqFt = MAX_USER_LOT_ACRES * SQFT_PER_ACRE;
  if (area >= maxSqFt) return `The lot must be under ${MAX_USER_LOT_ACRES} acres (${feet(maxSqFt)} sq ft); this one is ${feet(area)} sq ft`;
  if (overlapAreaSqFt(lot, surveyLot) <= 0) return 'The lot must overlap the lot in the public data';
  const farthest = farthestCornerFt(lot, surveyLot);
  if (farthest > MAX_DISTANCE_FROM_LOT_FT) {
    return `The lot must lie within ${MAX_DISTANCE_FROM_LOT_FT} ft of the lot in the public data; a corner is ${feet(farthest)} ft away`;
  }
  return undefined;
}

/** Why a drawn building or unit (`what`) is too far from `lot`, or undefined when it is near enough. */
export function farFromLotProblem(what: string, shape: Polygon, lot: AreaGeometry): string | undefined {
  const farthest = farthestCornerFt(shape, lot);
  if (farthest <= MAX_DISTANCE_FROM_LOT_FT) return undefined;
  return `${what} must lie within ${MAX_DISTANCE_FROM_LOT_FT} ft of the lot; a corner is ${feet(farthest)} ft away`;
}

/** A drawn shape to check against a lot, under the field a 400 names. */
export interface DrawnShapeAt {
  field: string;
  what: string;
  shape: Polygon;
}

/** The problems of the shapes too far from `lot`, by field (the compute pool runs this). */
export function farFromLotProblems(lot: AreaGeometry, shapes: readonly DrawnShapeAt[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { field, what, shape } of shapes) {
    const problem = farFromLotProblem(what, shape, lot);
    if (problem) fields[field] = [problem];
  }
  return fields;
}

/** How many corner pairs checking `shapes` against `lot` compares: the cost of {@link farFromLotProblems}. */
export function cornerPairs(lot: AreaGeometry, shapes: readonly DrawnShapeAt[]): number {
  return cornerCount(lot) * shapes.reduce((sum, { shape }) => sum + cornerCount(shape), 0);
}
