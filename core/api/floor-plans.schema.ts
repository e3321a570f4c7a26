// `GET /api/floor-plans?category=`: the floor plan catalogue, all of it or one category (spec 1
// section 3, Floor plan and Enumerations), with each plan's filter size and floor drawings.
import * as v from 'valibot';
import type { FloorPlan } from '../floor-plans/catalogue';
import type { SameType } from './operation';
import { PLAN_CATEGORIES } from '../floor-plans/category';

/** The query: an optional plan category; absent lists every plan. */
export const FloorPlansQuerySchema = v.object({
  category: v.optional(v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`)),
});
export type FloorPlansQuery = v.InferOutput<typeof FloorPlansQuerySchema>;

/** One floor's drawing: level 1 is the ground floor. */
const FloorDrawingSchema = v.object({
  level: v.pipe(v.number(), v.integer()),
  /** A standalone SVG document of the floor's walls, door and side lengths. */
  drawing_svg: v.string(),
});
export type FloorDrawing = v.InferOutput<typeof FloorDrawingSchema>;

/** A floor plan as the list shows it: the catalogue's fields (core/floor-plans/catalogue.ts), its filter size and its drawings. */
const FloorPlanSummarySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  category: v.picklist(PLAN_CATEGORIES),
  /** Area of the outline in square feet. */
  sqft: v.number(),
  /** Side lengths in inches. */
  dimensions: v.array(v.number()),
  /** Direction of each side in degrees, counter-clockwise from the plan's x axis. */
  angles: v.array(v.number()),
  num_bedrooms: v.number(),
  num_baths: v.number(),
  num_floors: v.number(),
  /** Height from the ground to the top of the structure, for the 3D view. */
  height_ft: v.number(),
  image_url: v.nullable(v.string()),
  three_d_url: v.nullable(v.string()),
  /** Width in feet of the smallest-area bounding rectangle (the side nearest the plan's x axis); null for a broken plan. */
  width_ft: v.nullable(v.number()),
  /** Length in feet across it; null for a broken plan. */
  length_ft: v.nullable(v.number()),
  floors: v.array(FloorDrawingSchema),
});
export type FloorPlanSummary = v.InferOutput<typeof FloorPlanSummarySchema>;
// The catalogue writes the plans (core/floor-plans): the answer says each of its fields as it has them.
true satisfies SameType<Omit<FloorPlanSummary, 'width_ft' | 'length_ft' | 'floors' | 'dimensions' | 'angles'>, Omit<FloorPlan, 'dimensions' | 'angles'>>;

/** The answer of `GET /api/floor-plans`. */
export const FloorPlansResponseSchema = v.object({ plans: v.array(FloorPlanSummarySchema) });
export type FloorPlansResponse = v.InferOutput<typeof FloorPlansResponseSchema>;
