// `GET /api/floor-plans?category=`: the floor plan catalogue, all of it or one category (spec 1
// section 3, Floor plan and Enumerations), with each plan's filter size and floor drawings.
import * as v from 'valibot';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import type { FloorPlanSummary } from '../floor-plans/summary';

/** The query: an optional plan category; absent lists every plan. */
export const FloorPlansQuerySchema = v.object({
  category: v.optional(v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`)),
});
export type FloorPlansQuery = v.InferOutput<typeof FloorPlansQuerySchema>;

/** The answer of `GET /api/floor-plans`. */
export interface FloorPlansResponse {
  plans: FloorPlanSummary[];
}
