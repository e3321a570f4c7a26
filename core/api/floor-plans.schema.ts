// `GET /api/floor-plans?category=`: the floor plan catalogue, all of it or one category (spec 1
// section 3, Floor plan and Enumerations), with each plan's filter size and floor drawings.
import * as v from 'valibot';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import type { FloorPlanSummary } from '../floor-plans/summary';
import type { SameType } from './operation';

/** The query: an optional plan category; absent lists every plan. */
export const FloorPlansQuerySchema = v.object({
  category: v.optional(v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`)),
});
export type FloorPlansQuery = v.InferOutput<typeof FloorPlansQuerySchema>;

/** A floor plan as the list shows it (core/floor-plans/summary.ts `FloorPlanSummary`): the catalogue's fields, its filter size and its drawings. */
const FloorPlanSummarySchema = v.object({
  uuid: v.string(),
  name: v.string(),
  category: v.picklist(PLAN_CATEGORIES),
  sqft: v.number(),
  dimensions: v.pipe(v.array(v.number()), v.readonly()),
  angles: v.pipe(v.array(v.number()), v.readonly()),
  num_bedrooms: v.number(),
  num_baths: v.number(),
  num_floors: v.number(),
  height_ft: v.number(),
  image_url: v.nullable(v.string()),
  three_d_url: v.nullable(v.string()),
  width_ft: v.nullable(v.number()),
  length_ft: v.nullable(v.number()),
  floors: v.array(v.object({ level: v.pipe(v.number(), v.integer()), drawing_svg: v.string() })),
});
// The catalogue writes the plans: the schema must say exactly that type.
true satisfies SameType<v.InferOutput<typeof FloorPlanSummarySchema>, FloorPlanSummary>;

/** The answer of `GET /api/floor-plans`. */
export const FloorPlansResponseSchema = v.object({ plans: v.array(FloorPlanSummarySchema) });
export type FloorPlansResponse = v.InferOutput<typeof FloorPlansResponseSchema>;
