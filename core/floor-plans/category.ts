// Floor plan categories (spec 1 section 3, Enumerations) and the footprint each one's plans span in
// the catalogue, so a plan that drifts out of its kind's usual size is caught by the tests.

/** The plan categories, in the order the category picker shows them. */
export const PLAN_CATEGORIES = [
  'in-home-apartment',
  'backyard-cottage',
  'single-family',
  'multi-family',
  'home-additions',
  'deck',
  'patio',
  'pool',
  'sport-court',
  'shed',
  'garage',
  'backyard-farm',
] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** Whether a string names a plan category. */
export const isPlanCategory = (value: string): value is PlanCategory => (PLAN_CATEGORIES as readonly string[]).includes(value);

/**
 * Footprint in square feet (the outline's area, one floor) that the catalogue's plans of each
 * category stay within: typical sizes of each kind of structure.
 */
export const CATEGORY_SQFT_RANGE: Readonly<Record<PlanCategory, { min: number; max: number }>> = {
  'in-home-apartment': { min: 350, max: 1000 },
  'backyard-cottage': { min: 300, max: 900 },
  'single-family': { min: 900, max: 2600 },
  'multi-family': { min: 1600, max: 5000 },
  'home-additions': { min: 120, max: 600 },
  deck: { min: 100, max: 600 },
  patio: { min: 100, max: 600 },
  pool: { min: 300, max: 800 },
  'sport-court': { min: 1800, max: 4200 },
  shed: { min: 64, max: 200 },
  garage: { min: 240, max: 600 },
  'backyard-farm': { min: 48, max: 1000 },
};
