// The playground's 'Is this allowed?' (spec 2 section 4 'Playground check' and 'Physical
// rules', spec 3 'Playground analysis'): `PUT /api/playground/analysis` with the property, the
// buildings the user drew (each with a category) and the structures to judge; the answer has one
// result per structure, computed by the rules engine, with the rule, the numbers and the source.
import * as v from 'valibot';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import { AduType } from '../placement/adu-type';
import { cornerCount, MAX_REQUEST_CORNERS, requestCornersMessage } from './geometry-limits';
import { DrawnPolygonSchema } from './layout.schema';
import { PropertyIdSchema } from './overrides.schema';
import type { AnalysisBuilding, AnalysisObject, AnalysisResult } from '../playground/analysis-result';

/** The most structures one analysis judges, and the most drawn buildings it takes. */
export const MAX_ANALYSIS_OBJECTS = 50;
export const MAX_ANALYSIS_BUILDINGS = 100;

export const PlaygroundMessage = {
  /** Spec 8: a drawn building without a category stops the check. */
  MissingCategories: 'You first need to assign categories to the gray buildings.',
  /** Spec 8: the analysis failed or timed out. */
  ConnectionTimedOut: 'connection timed out',
  /** Spec 8: editing while the analysis runs. */
  EditingBlocked: 'Editing is not possible while the lot is being analyzed.',
  /** Spec 8: the follow-up of both physical notices. */
  MoveIt: 'Please move it to a different location',
} as const;

/** Spec 8's physical notices for a structure labelled `label`. */
export const physicalNotice = {
  touchesBuilding: (label: string) => `${label} cannot be connected to an existing building structure.`,
  notConnected: (label: string) => `${label} must be connected to the main house.`,
} as const;

const Id = v.pipe(v.string('id must be a string'), v.trim(), v.nonEmpty('id is required.'), v.maxLength(64, 'id must be at most 64 characters.'));
const Category = v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`);

/** A building the user drew on the playground; it needs a category before the check runs. */
export const AnalysisBuildingSchema = v.object({
  type: v.literal('Feature'),
  geometry: DrawnPolygonSchema,
  properties: v.object({
    id: Id,
    /** Null or absent: a gray building, which stops the check. */
    category: v.optional(v.nullable(Category), null),
  }),
}) satisfies v.GenericSchema<unknown, AnalysisBuilding>;

/** A structure to judge. */
export const AnalysisObjectSchema = v.object({
  type: v.literal('Feature'),
  geometry: DrawnPolygonSchema,
  properties: v.object({
    id: Id,
    category: Category,
    adu_type: v.optional(v.picklist(Object.values(AduType), 'adu_type is not an ADU type')),
    /** A structure that stands already (judged like the others, but never against itself). */
    existingStructure: v.optional(v.boolean('existingStructure must be true or false'), false),
  }),
}) satisfies v.GenericSchema<unknown, AnalysisObject>;

const analysisCorners = (request: { buildings_geojson: { features: { geometry: { type: string; coordinates: unknown } }[] }; objects: { geometry: { type: string; coordinates: unknown } }[] }) =>
  [...request.buildings_geojson.features, ...request.objects].reduce((sum, feature) => sum + cornerCount(feature.geometry), 0);

/** `PUT /api/playground/analysis`. */
export const PlaygroundAnalysisRequestSchema = v.pipe(v.object({
  property_id: PropertyIdSchema,
  buildings_geojson: v.object({
    type: v.literal('FeatureCollection'),
    features: v.pipe(v.array(AnalysisBuildingSchema), v.maxLength(MAX_ANALYSIS_BUILDINGS, `At most ${MAX_ANALYSIS_BUILDINGS} drawn buildings.`)),
  }),
  /**
   * True when the user cleared the existing structures from the playground (spec 1 section 4, a new
   * single- or multi-family home): the survey's buildings are then left out of the check.
   */
  existing_cleared: v.optional(v.boolean('existing_cleared must be true or false'), false),
  objects: v.pipe(
    v.array(AnalysisObjectSchema),
    v.minLength(1, 'Place at least one structure to check.'),
    v.maxLength(MAX_ANALYSIS_OBJECTS, `At most ${MAX_ANALYSIS_OBJECTS} structures at once.`),
    v.check((objects) => new Set(objects.map((object) => object.properties.id)).size === objects.length, 'Structure ids must be different.'),
  ),
  }),
  // Every check compares the structures with the buildings and the lot: the corners in all are bounded.
  v.forward(
    v.check(
      (request) => analysisCorners(request) <= MAX_REQUEST_CORNERS,
      (issue) => requestCornersMessage(analysisCorners(issue.input), 'buildings_geojson and objects'),
    ),
    ['objects'],
  ),
  v.description(`At most ${MAX_REQUEST_CORNERS} corners in all drawn buildings and structures together.`),
);
export type PlaygroundAnalysisRequest = v.InferOutput<typeof PlaygroundAnalysisRequestSchema>;

/** The answer of `PUT /api/playground/analysis`. */
export interface PlaygroundAnalysisResponse {
  results: AnalysisResult[];
}
