// The body of 'Is this allowed?' (`PUT /api/playground/analysis`, core/api/playground.schema.ts):
// the buildings the user drew, each with its category, and the playground's units to judge. Spec
// 2 section 4: the check stops while a drawn building (a gray one) has no category; every
// structure needs one too.
import type { LayoutUnit, UserBuilding } from '../../../core/api';
import { MAX_ANALYSIS_OBJECTS, type PlaygroundAnalysisRequest } from '../../../core/api';
import type { AnalysisBuilding, AnalysisObject } from '../../../core/playground';
import { isPlanCategory } from '../../../core/floor-plans';
import { AduType } from '../../../core/placement';

/** Why the check cannot start. */
export const RequestProblem = {
  /** A drawn building or a structure has no category (spec 8: 'You first need to assign categories to the gray buildings.'). */
  MissingCategories: 'missing-categories',
  /** Nothing is placed on the playground. */
  NoStructures: 'no-structures',
} as const;
export type RequestProblem = (typeof RequestProblem)[keyof typeof RequestProblem];

/** The request, or why there is none. */
export type AnalysisRequestResult = { ok: true; request: PlaygroundAnalysisRequest } | { ok: false; reason: RequestProblem };

/** Whether a drawn building still needs a category (it is drawn gray on the playground). */
export const isGrayBuilding = (building: UserBuilding): boolean => !building.properties.category;

/** The request for the playground's `units` among the user's drawn `buildings`; `existingCleared` when the survey's buildings were cleared. */
export function analysisRequest(propertyId: string, units: readonly LayoutUnit[], buildings: readonly UserBuilding[], existingCleared = false): AnalysisRequestResult {
  if (buildings.some(isGrayBuilding) || units.some((unit) => !isPlanCategory(unit.properties.category))) {
    return { ok: false, reason: RequestProblem.MissingCategories };
  }
  if (units.length === 0) return { ok: false, reason: RequestProblem.NoStructures };
  const drawn: AnalysisBuilding[] = buildings.map((building) => ({
    type: 'Feature',
    geometry: building.geometry,
    properties: { id: building.properties.id, category: building.properties.category ?? null },
  }));
  const objects: AnalysisObject[] = units.slice(0, MAX_ANALYSIS_OBJECTS).map((unit) => ({
    type: 'Feature',
    geometry: unit.geometry,
    properties: {
      id: unit.properties.id,
      category: unit.properties.category as AnalysisObject['properties']['category'],
      // Only the playground's own types travel: a unit the physical check forbids says so.
      adu_type: unit.properties.adu_type === AduType.ForbiddenArea ? AduType.ForbiddenArea : AduType.Playground,
      existingStructure: false,
    },
  }));
  return { ok: true, request: { property_id: propertyId, buildings_geojson: { type: 'FeatureCollection', features: drawn }, existing_cleared: existingCleared, objects } };
}
