// The front door of core/estimates: what the apps (widget, server) import from it.
export { cite, dollars } from './cite';
export {
  CA_IMPACT_FEE_FREE_SQFT, type CostInput, costMiddle, estimateCost, LINE_ITEM_LABELS, type PlacedPlan,
  type PricingOrganization, PUBLIC_RANGES,
} from './cost';
export type { CostEstimate, NextStep, NextSteps, RentEstimate, SizeSource } from './model';
export { NEXT_STEPS_AS_OF, nextStepsFor, type NextStepsPlace } from './next-steps';
export {
  type KindPrices, KindPricesSchema, LINE_ITEMS, type LineItem, MAX_PLAN_PRICES, MAX_PRICE, type PlanPrice,
  PlanPriceSchema, type Price, PRICE_MODES, type PriceBook, type PriceBookInput, PriceBookSchema,
  type PriceMode, type PriceRange, PriceRangeSchema, PriceSchema, pricesKind,
} from './price-book';
export {
  ASSUMED_BEDROOMS, DEMO_RENT_TABLE, estimateRent, HUD_FMR_LOOKUP, paybackStep, paybackYears, RENT_TABLES,
  type RentInput, type RentTable,
} from './rent';
export {
  type EstimatesInput, PAGE_OF_KIND, placedPlanOf, type ReportEstimates, reportEstimates,
} from './report';
