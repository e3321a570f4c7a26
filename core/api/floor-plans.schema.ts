// `GET /api/floor-plans?category=`: the floor plan catalogue, all of it or one category (spec 1
// section 3, Floor plan and Enumerations), with each plan's filter size and floor drawings.
import * as v from 'valibot';
import type { FloorPlan } from '../floor-plans/catalogue';
import { PLAN_CATEGORIES } from '../floor-plans/category';

/** The query: an optional plan category; absent lists every plan. */
export const FloorPlansQuerySchema = v.object({
  category: v.optional(v.picklist(PLAN_CATEGORIES, `category must be one of ${PLAN_CATEGORIES.join(', ')}`)),
});
export type FloorPlansQuery = v.InferOutput<typeof FloorPlansQuerySchema>;

/** One floor's drawing: level 1 is the ground floor. */
export interface FloorDrawing {
  level: number;
  /** A standalone SVG document of the floor's walls, door and side lengths. */
  drawing_svg: string;
}

/** A floor plan as the list shows it: the catalogue's fields, its filter size and its drawings. */
export interface FloorPlanSummary extends FloorPlan {
  /** Width in feet of the smallest-area bounding rectangle (the side nearest the plan's x axis); null for a broken plan. */
  width_ft: number | null;
  /** Length in feet across it; null for a broken plan. */
  length_ft: number | null;
  floors: FloorDrawing[];
}

/** The answer of `GET /api/floor-plans`. */
export interface FloorPlansResponse {
  plans: FloorPlanSummary[];
}
