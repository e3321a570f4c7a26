// What a user keeps of their work on a property's map (spec 1 sections 3 and 7; issue 6 item 6),
// sent with `PATCH /api/properties/:id` next to the fact keys and answered in
// `user_overrides`: their own floor plans, the buildings they added, the units laid out on each
// ADU page and on the playground, their correction of the lot lines, and map notes (lines, text,
// photo pins). Each key sent replaces what was stored under it, except `layouts`, which replaces
// only the pages it names (an empty list clears a page); `lot: ''` restores the public lot lines.
import * as v from 'valibot';
import { MAX_RING_CORNERS } from './geometry-limits';
import { enclosesArea, LinearRingSchema, PositionSchema, type Polygon } from '../geo/geojson.schema';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import { AduType, LAYOUT_PAGES, type LayoutPage } from '../placement/adu-type';
import { Placement } from '../placement/search';
// Types only: placement.schema.ts imports overrides.schema.ts, which imports this module.
import type { MAX_OUTLINE_SIDES, MAX_SIDE_IN, PlacedUnitProperties, PlanSource } from './placement.schema';

/** Most sides of a plan outline, as placement takes them (checked equal to MAX_OUTLINE_SIDES by the type). */
const MAX_PLAN_SIDES: typeof MAX_OUTLINE_SIDES = 200;
/** Longest side of a plan in inches, as placement takes them (checked equal to MAX_SIDE_IN by the type). */
const MAX_PLAN_SIDE_IN: typeof MAX_SIDE_IN = 12_000;
/** The plan sources of placement.schema.ts. */
const PLAN_SOURCES = ['floor_plan', 'user_defined'] as const satisfies readonly PlanSource[];

/** Most of the user's own floor plans on one property. */
export const MAX_USER_PLANS = 100;
/** Most units on one page's layout. */
export const MAX_LAYOUT_UNITS = 50;
/** Most buildings a user may add to one lot. */
export const MAX_USER_BUILDINGS = 50;
/** Most map notes (lines, text, photo pins) on one property. */
export const MAX_ANNOTATIONS = 200;
/** Most corners of a drawn polygon (a unit, a building, an edited lot). */
export const MAX_POLYGON_POSITIONS = MAX_RING_CORNERS;

/** The prefix of a custom plan's uuid: `customPlan-{timestamp}` (spec 1 section 3). */
export const CUSTOM_PLAN_PREFIX = 'customPlan-';

/** Map view modes (spec 2: view modes 2d/3d). */
export const VIEW_MODES = ['2d', '3d'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

const Text = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} must not be empty`), v.maxLength(max, `${field} is at most ${max} characters`));

const Count = (field: string, min: number, max: number) =>
  v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(min, `${field} must be at least ${min}`), v.maxValue(max, `${field} must be at most ${max}`));

const Amount = (field: string, min: number, max: number) =>
  v.pipe(v.number(`${field} must be a number`), v.finite(`${field} must be a number`), v.minValue(min, `${field} must be at least ${min}`), v.maxValue(max, `${field} must be at most ${max}`));

/** A polygon of at most MAX_POLYGON_POSITIONS corners, without holes. */
export const DrawnPolygonSchema = v.object({
  type: v.literal('Polygon', 'geometry must be a Polygon'),
  coordinates: v.pipe(
    v.array(v.pipe(LinearRingSchema, v.maxLength(MAX_POLYGON_POSITIONS, `A ring has at most ${MAX_POLYGON_POSITIONS} corners`), enclosesArea())),
    v.length(1, 'A drawn polygon is one ring, without holes'),
  ),
});

/**
 * One of the user's own floor plans. Its sides may be missing (an empty list): such a plan is
 * 'broken' and can only be deleted (spec 1 section 5), so it is kept as it is, never repaired.
 */
export const UserFloorPlanSchema = v.object({
  uuid: v.pipe(v.string('uuid must be a string'), v.regex(/^customPlan-\d{1,16}(-\d{1,6})?$/, 'uuid must be customPlan-{timestamp}')),
  name: Text('name', 80),
  category: v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`),
  sqft: Amount('sqft', 0, 1_000_000),
  dimensions: v.pipe(v.array(Amount('each dimension', 0, MAX_PLAN_SIDE_IN)), v.maxLength(MAX_PLAN_SIDES)),
  angles: v.pipe(v.array(Amount('each angle', -3600, 3600)), v.maxLength(MAX_PLAN_SIDES)),
  num_bedrooms: Count('num_bedrooms', 0, 20),
  num_baths: Amount('num_baths', 0, 20),
  num_floors: Count('num_floors', 1, 5),
  height_ft: Amount('height_ft', 1, 100),
  /** When the user last changed it: marks the plan as theirs, shown as NEW. */
  edited: v.pipe(v.string('edited must be a timestamp'), v.isoTimestamp('edited must be an ISO timestamp')),
});
export type UserFloorPlan = v.InferOutput<typeof UserFloorPlanSchema>;

/** A unit laid out on a page: the placed feature with the map's id, selection and view mode. */
export const LayoutUnitSchema = v.object({
  type: v.literal('Feature'),
  geometry: DrawnPolygonSchema,
  properties: v.object({
    id: Text('id', 64),
    adu_type: v.picklist(Object.values(AduType), 'adu_type is not an ADU type'),
    placement: v.picklist(Object.values(Placement), 'placement is not a placement kind'),
    page: v.picklist([...LAYOUT_PAGES, 'playground'], 'page must be an ADU page or the playground'),
    floor_plan_uuid: v.nullable(v.pipe(v.string(), v.maxLength(200))),
    category: Text('category', 40),
    source: v.picklist(PLAN_SOURCES, 'source must be floor_plan or user_defined'),
    width: Amount('width', 0, 1000),
    length: Amount('length', 0, 1000),
    rotation_deg: Amount('rotation_deg', -3600, 3600),
    selected: v.boolean('selected must be true or false'),
    viewMode: v.picklist(VIEW_MODES, 'viewMode must be 2d or 3d'),
  }),
});
export type LayoutUnit = v.InferOutput<typeof LayoutUnitSchema>;
export interface LayoutUnitProperties extends PlacedUnitProperties {
  id: string;
  selected: boolean;
  viewMode: ViewMode;
}

/** The units of one page's layout: each unit's `page` is the page it is laid out on. */
const Units = (page: LayoutPage | 'playground') =>
  v.pipe(
    v.array(
      v.pipe(LayoutUnitSchema, v.forward(v.check((unit) => unit.properties.page === page, `page must be ${page}, the layout it is in`), ['properties', 'page'])),
      'a layout must be a list of unit features',
    ),
    v.maxLength(MAX_LAYOUT_UNITS, `A layout has at most ${MAX_LAYOUT_UNITS} units`),
  );

/** A building the user added (`building_source: 'user'`). */
export const UserBuildingSchema = v.object({
  type: v.literal('Feature'),
  geometry: DrawnPolygonSchema,
  properties: v.object({
    id: Text('id', 64),
    building_source: v.literal('user', "building_source must be 'user'"),
    kind: v.picklist(['main', 'outbuilding'], 'kind must be main or outbuilding'),
    label: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(80))),
    height_ft: v.nullable(Amount('height_ft', 1, 200)),
    /** What the building is, given on the playground (spec 8: gray buildings need a category before 'Is this allowed?'). */
    category: v.optional(v.nullable(v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`))),
  }),
});
export type UserBuilding = v.InferOutput<typeof UserBuildingSchema>;

const PointNote = <K extends string, P extends v.ObjectEntries>(kind: K, entries: P) =>
  v.object({
    type: v.literal('Feature'),
    geometry: v.object({ type: v.literal('Point'), coordinates: PositionSchema }),
    properties: v.object({ id: Text('id', 64), kind: v.literal(kind), ...entries }),
  });

/** Map notes: lines, text labels and photo pins (a photo of the property's media at a point). */
export const MapNoteSchema = v.union(
  [
    v.object({
      type: v.literal('Feature'),
      geometry: v.object({
        type: v.literal('LineString'),
        coordinates: v.pipe(v.array(PositionSchema), v.minLength(2, 'A line needs two points'), v.maxLength(MAX_POLYGON_POSITIONS)),
      }),
      properties: v.object({ id: Text('id', 64), kind: v.literal('line') }),
    }),
    PointNote('text', { text: Text('text', 200) }),
    PointNote('photo', { media_id: Text('media_id', 64) }),
  ],
  'a map note is a line, a text or a photo pin',
);
export type MapNote = v.InferOutput<typeof MapNoteSchema>;

const FeatureList = <S extends v.GenericSchema>(item: S, max: number, what: string) =>
  v.object({
    type: v.literal('FeatureCollection', `${what} must be a FeatureCollection`),
    features: v.pipe(v.array(item), v.maxLength(max, `${what} has at most ${max} features`)),
  });

/** Layout keys of `PATCH /api/properties/:id`. */
export const LayoutUpdateEntries = {
  floor_plans: v.optional(
    v.pipe(
      v.array(UserFloorPlanSchema, 'floor_plans must be a list of floor plans'),
      v.maxLength(MAX_USER_PLANS, `At most ${MAX_USER_PLANS} floor plans`),
      v.check((list) => new Set(list.map((plan) => plan.uuid)).size === list.length, 'Each floor plan uuid may appear only once'),
    ),
  ),
  buildings_geojson: v.optional(FeatureList(UserBuildingSchema, MAX_USER_BUILDINGS, 'buildings_geojson')),
  /** Units per ADU page; a page left out keeps its layout, an empty list clears it. */
  layouts: v.optional(
    v.strictObject(
      { 'in-home-apartment': v.optional(Units('in-home-apartment')), 'backyard-cottage': v.optional(Units('backyard-cottage')) },
      `layouts takes the pages ${LAYOUT_PAGES.join(', ')}`,
    ),
  ),
  playground: v.optional(Units('playground')),
  /** Whether the survey's buildings are cleared from the playground ('clear existing structures'). */
  playground_cleared: v.optional(v.boolean('playground_cleared must be true or false')),
  /** The user's correction of the lot lines; '' restores the public data's. */
  lot: v.optional(v.union([v.literal(''), DrawnPolygonSchema], 'lot must be a polygon, or empty to reset')),
  annotations: v.optional(FeatureList(MapNoteSchema, MAX_ANNOTATIONS, 'annotations')),
};

/** What the user keeps of their map work; part of `user_overrides`. */
export interface UserLayout {
  floor_plans: UserFloorPlan[];
  /** Buildings the user added; street data lists them with the survey's. */
  buildings_geojson: { type: 'FeatureCollection'; features: UserBuilding[] };
  layouts: Partial<Record<LayoutPage, LayoutUnit[]>>;
  playground: LayoutUnit[];
  /** Whether the person cleared the survey's buildings from the playground (a new home in their place). */
  playground_cleared: boolean;
  /** The corrected lot, or null for the public data's lot lines. */
  lot: Polygon | null;
  annotations: { type: 'FeatureCollection'; features: MapNote[] };
}

/** An empty layout. */
export function emptyLayout(): UserLayout {
  return {
    floor_plans: [],
    buildings_geojson: { type: 'FeatureCollection', features: [] },
    layouts: {},
    playground: [],
    playground_cleared: false,
    lot: null,
    annotations: { type: 'FeatureCollection', features: [] },
  };
}

/** A custom plan's uuid for `now` (spec 1 section 3: customPlan-{timestamp}). */
export function customPlanUuid(now: number): string {
  return `${CUSTOM_PLAN_PREFIX}${Math.floor(now)}`;
}

/** Whether a plan uuid names a user's own plan rather than a catalogue plan. */
export function isCustomPlanUuid(uuid: string): boolean {
  return uuid.startsWith(CUSTOM_PLAN_PREFIX);
}
