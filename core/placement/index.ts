// The front door of core/placement: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  AduPage, type AduSurroundings, AduType, classifyAduType, LAYOUT_PAGES, type LayoutPage,
} from './adu-type';
export {
  clearance, edgesNear, FlatRings, insideNear, insideOrOnRings, polygonInside, signedDistance, touches,
} from './flat-rings';
export {
  hasTracedHouse, HousePosition, type HousePositionFacts, housePositionOf, recordsHouse,
} from './house-position';
export {
  DEFAULT_PLAN_NAME, isInsideLot, MAX_FEET_INPUT, movePolygon, outlineAt, outlineOfPolygon, parseFeetInput,
  polygonCentre, rectangleAt, rectangleFromCorners, rotatePolygon, shiftedSideways, sideLengthsFt,
  uniquePlanName,
} from './layout-ops';
export {
  CLOSE_TOLERANCE_IN, CLOSE_TOLERANCE_SHARE, INCHES_PER_FOOT, outlineFromPlan, type PlanOutline,
  type PlanRectangle, planRectangle,
} from './outline';
export {
  type PlacedPlan, Placement, type PlacementFrame, placementFrame, placePlan, type PlacePlanInput,
  searchSpaceOf,
} from './place-plan';
export { flatPoints, outerRingInFeet, ringsInFeet } from './rings-in-feet';
export {
  FREE_SPACE_ROTATION_ORDER_DEG, FREE_SPACE_STEP_FT, LOT_SHIFTS_FT, lotAxis, OFFSETS_IN, placedOutline,
  RAY_DIRECTIONS_DEG, ROTATION_ORDER_DEG, searchPlacement, type SearchResult, type SearchSpace, SearchStep,
} from './search';
export { CLEARANCE_FT, CONTAINMENT_TOLERANCE_FT, innerOutline, type PreparedUnit, prepareUnit } from './unit';
export {
  type FitObstacle, type FitProblem, FitReason, type FitSurroundings, unitFitProblems,
} from './unit-fit';
