// The front door of core/floor-plans: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  chamferedRectangle, lShape, type PlanShape, rectangle, tShape, walkPlan, type WalkStep,
} from './build-plan';
export { cataloguePlans, findCataloguePlan, FLOOR_PLANS, type FloorPlan } from './catalogue';
export { PLAN_NAMES_ES } from './catalogue-es';
export { CATEGORY_SQFT_RANGE, isPlanCategory, PLAN_CATEGORIES, type PlanCategory } from './category';
export {
  DOOR_WIDTH_FT, type DrawablePlan, feetAndInchesLabel, planDrawing, WALL_THICKNESS_FT,
} from './drawing';
export {
  type FloorDrawing, type FloorPlanSummary, type PlanFilterBox, plansFilterBox, planSummary,
} from './summary';
