// What the floor plan list shows of a catalogue plan: its fields, the width and length the filters
// compare (spec 2: from the smallest-area bounding rectangle of the outline, in feet) and a drawing
// of each floor.
import { outlineFromPlan, planRectangle } from '../placement/outline';
import type { FloorPlan } from './catalogue';
import { planDrawing } from './drawing';

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

/** Width and length of a plan in feet for the size filters. */
export interface PlanFilterBox {
  widthFt: number;
  lengthFt: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The plan's width and length in feet to a tenth, from its smallest-area bounding rectangle; null for a broken plan. */
export function plansFilterBox(plan: Pick<FloorPlan, 'dimensions' | 'angles'>): PlanFilterBox | null {
  const outline = outlineFromPlan(plan.dimensions, plan.angles);
  if (!outline.ok) return null;
  const rectangle = planRectangle(outline.ring);
  return { widthFt: round1(rectangle.widthFt), lengthFt: round1(rectangle.lengthFt) };
}

/** A catalogue plan as `GET /api/floor-plans` answers it. */
export function planSummary(plan: FloorPlan): FloorPlanSummary {
  const box = plansFilterBox(plan);
  return {
    ...plan,
    dimensions: [...plan.dimensions],
    angles: [...plan.angles],
    width_ft: box?.widthFt ?? null,
    length_ft: box?.lengthFt ?? null,
    floors: Array.from({ length: plan.num_floors }, (_, index) => ({ level: index + 1, drawing_svg: planDrawing(plan, index + 1) })),
  };
}
