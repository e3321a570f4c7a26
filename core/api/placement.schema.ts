// `POST /api/placement`: place a floor plan on a property (spec 1 sections 3 to 5). The plan is a
// catalogue plan by uuid or an outline sent along (side lengths in inches, side directions in
// degrees); the answer is the placed unit as a map feature with its ADU type and placement kind.
// `avoid` lists the units already on the page, which the new one must not land on, as it must not
// land on a building.
import * as v from 'valibot';
import { PolygonSchema, PositionSchema } from '../geo/geojson.schema';
import { AduType } from '../placement/adu-type';
import { outlineFromPlan } from '../placement/outline';
import { Placement } from '../placement/search';
import { DrawnPolygonSchema, MAX_LAYOUT_UNITS } from './layout.schema';
import { PropertyIdSchema } from './overrides.schema';

/** Pages that place a unit: each selects the setback area and the ADU type (spec 1 section 2). */
export const PLACEMENT_PAGES = ['in-home-apartment', 'backyard-cottage', 'playground'] as const;
export type PlacementPage = (typeof PLACEMENT_PAGES)[number];

/** Most sides an outline may have. */
export const MAX_OUTLINE_SIDES = 200;

/** Longest side in inches (1,000 ft). */
export const MAX_SIDE_IN = 12_000;

const numberIn = (field: string) => v.pipe(v.number(`each of ${field} must be a number`), v.finite(`each of ${field} must be a number`));

const listOf = <S extends v.GenericSchema<unknown, number>>(field: string, item: S) =>
  v.pipe(
    v.array(item, `${field} must be a list of numbers`),
    v.minLength(3, `${field} needs at least 3 sides`),
    v.maxLength(MAX_OUTLINE_SIDES, `${field} may have at most ${MAX_OUTLINE_SIDES} sides`),
  );

const Dimension = v.pipe(
  numberIn('dimensions'),
  v.gtValue(0, 'each dimension must be above 0 inches'),
  v.maxValue(MAX_SIDE_IN, `each dimension must be at most ${MAX_SIDE_IN} inches`),
);

/** An outline: the length of each side in inches and its direction in degrees, counter-clockwise from the plan's x axis. */
export const OutlineSchema = v.pipe(
  v.object({ dimensions: listOf('dimensions', Dimension), angles: listOf('angles', numberIn('angles')) }, 'outline must be { dimensions, angles }'),
  v.forward(
    v.check(({ dimensions, angles }) => dimensions.length === angles.length, 'angles needs one angle per side, as many as dimensions'),
    ['angles'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    // Only a well-formed outline is walked; the other checks already said what is wrong.
    if (!dataset.typed || dataset.issues || dataset.value.dimensions.length !== dataset.value.angles.length) return;
    const outline = outlineFromPlan(dataset.value.dimensions, dataset.value.angles);
    if (!outline.ok) addIssue({ message: outline.reason });
  }),
);
export type Outline = v.InferOutput<typeof OutlineSchema>;

/** The body of `POST /api/placement`: a property, one of a floor plan uuid or an outline, the page, where to start looking, and the units to keep clear of. */
export const PlacementRequestSchema = v.pipe(
  v.object({
    property_id: PropertyIdSchema,
    floor_plan_uuid: v.optional(v.pipe(v.string('floor_plan_uuid must be a string'), v.trim(), v.nonEmpty('floor_plan_uuid must not be empty'), v.maxLength(200))),
    outline: v.optional(OutlineSchema),
    page: v.picklist(PLACEMENT_PAGES, `page must be one of ${PLACEMENT_PAGES.join(', ')}`),
    start: v.optional(PositionSchema),
    avoid: v.optional(v.pipe(v.array(DrawnPolygonSchema, 'avoid must be a list of polygons'), v.maxLength(MAX_LAYOUT_UNITS, `avoid has at most ${MAX_LAYOUT_UNITS} polygons`))),
  }),
  v.forward(v.check((body) => body.outline !== undefined || body.floor_plan_uuid !== undefined, 'Send an outline or a floor_plan_uuid'), ['outline']),
  v.forward(v.check((body) => body.outline === undefined || body.floor_plan_uuid === undefined, 'Send either an outline or a floor_plan_uuid, not both'), ['floor_plan_uuid']),
);
export type PlacementRequest = v.InferOutput<typeof PlacementRequestSchema>;

/** Where a placed unit's plan came from: a catalogue plan, or an outline the user drew or sent. */
export const PlanSource = { FloorPlan: 'floor_plan', UserDefined: 'user_defined' } as const;
export type PlanSource = (typeof PlanSource)[keyof typeof PlanSource];

/** The category of a unit placed from an outline (spec 1 section 3: a custom drawn feature). */
export const CUSTOM_ADU_CATEGORY = 'custom_adu';

/** Properties of a placed unit's map feature. */
const PlacedUnitPropertiesSchema = v.object({
  adu_type: v.picklist(Object.values(AduType)),
  placement: v.picklist(Object.values(Placement)),
  page: v.picklist(PLACEMENT_PAGES),
  floor_plan_uuid: v.nullable(v.string()),
  category: v.string(),
  source: v.picklist([PlanSource.FloorPlan, PlanSource.UserDefined]),
  /** Feet, rounded, of the plan's smallest-area bounding rectangle: width along its side nearest the plan's x axis, length across. */
  width: v.number(),
  length: v.number(),
  /** Degrees counter-clockwise by which the plan's own outline is turned. */
  rotation_deg: v.number(),
  /**
   * Whether the placement kept to the page's setback area: 'used'; 'none' where no setback area is
   * known; 'locked' where the viewer's report is the limited one (a visitor, or past the address
   * quota, in the playground), so the unit was placed against the lot and the buildings only.
   */
  setback_area: v.pipe(v.picklist(['used', 'none', 'locked']), v.description('used, none, or locked when the viewer’s report is the limited one (placed against the lot and buildings only).')),
});
export type PlacedUnitProperties = v.InferOutput<typeof PlacedUnitPropertiesSchema>;

/** The answer of `POST /api/placement`. */
export const PlacedUnitFeatureSchema = v.object({ type: v.literal('Feature'), geometry: PolygonSchema, properties: PlacedUnitPropertiesSchema });
export type PlacedUnitFeature = v.InferOutput<typeof PlacedUnitFeatureSchema>;
