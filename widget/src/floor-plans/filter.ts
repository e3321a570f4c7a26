// Floor plan filters (spec 1 section 5, Plan filters): size, width and length ranges, and
// bedrooms, bathrooms and floors chosen from Any, 1 to 5 and 6+, plus 'Fits this lot' (issue 6
// item 2), whose answers the placement engine computes elsewhere (fits-lot.ts). Pure, so the cards
// and the 'Show N Plans' count agree. The playground bypasses them (spec 1 section 5).
import type { FloorPlanSummary } from '../../../core/floor-plans';

/** A count choice: 'any' matches every plan, a number matches exactly, '6+' six or more. */
export type CountChoice = 'any' | 1 | 2 | 3 | 4 | 5 | '6+';

/** The choices in the order the filter shows them. */
export const COUNT_CHOICES: readonly CountChoice[] = ['any', 1, 2, 3, 4, 5, '6+'];

/** An inclusive range; null leaves that end open. */
export interface Range {
  min: number | null;
  max: number | null;
}

/** The filter fields of spec 1 section 3 (Filters). */
export interface PlanFilters {
  /** Square feet. */
  size: Range;
  /** Feet, of the plan's stored width. */
  width: Range;
  /** Feet, of the plan's stored length. */
  length: Range;
  bedrooms: CountChoice;
  bathrooms: CountChoice;
  floors: CountChoice;
  /** Only plans the placement engine fits inside the page's setback area. */
  fitsLot: boolean;
}

/** The range fields, in the order the filter shows them. */
export const RANGE_FIELDS = ['size', 'width', 'length'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The count fields, in the order the filter shows them. */
export const COUNT_FIELDS = ['bedrooms', 'bathrooms', 'floors'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** No filter set: every plan shows. */
export const NO_FILTERS: PlanFilters = {
  size: { min: null, max: null },
  width: { min: null, max: null },
  length: { min: null, max: null },
  bedrooms: 'any',
  bathrooms: 'any',
  floors: 'any',
  fitsLot: false,
};

/** Whether any filter narrows the list (what the red dot of 'Clear All' tells). */
export function isAnyFilterSet(filters: PlanFilters): boolean {
  return (
    RANGE_FIELDS.some((field) => filters[field].min !== null || filters[field].max !== null) ||
    COUNT_FIELDS.some((field) => filters[field] !== 'any') ||
    filters.fitsLot
  );
}

function inRange(value: number | null, range: Range): boolean {
  if (range.min === null && range.max === null) return true;
  // A plan without the measure (a broken plan has no width or length) fails a set range.
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

// Spec 1 section 5: counts match exactly, so 1.5 baths matches only 'Any'.
function countMatches(value: number, choice: CountChoice): boolean {
  if (choice === 'any') return true;
  if (choice === '6+') return value >= 6;
  return value === choice;
}

/** How to filter beyond the fields: the plans that fit the lot, and the playground's bypass. */
export interface FilterOptions {
  /** The uuids that fit the lot, or undefined while not known (then 'Fits this lot' keeps every plan). */
  fitting?: ReadonlySet<string> | undefined;
  /** The playground shows every plan whatever the filters (spec 1 section 5). */
  bypass?: boolean;
}

/** Whether `plan` passes every filter. */
export function matchesFilters(plan: FloorPlanSummary, filters: PlanFilters, fitting?: ReadonlySet<string>): boolean {
  return (
    (!filters.fitsLot || fitting === undefined || fitting.has(plan.uuid)) &&
    inRange(plan.sqft, filters.size) &&
    inRange(plan.width_ft, filters.width) &&
    inRange(plan.length_ft, filters.length) &&
    countMatches(plan.num_bedrooms, filters.bedrooms) &&
    countMatches(plan.num_baths, filters.bathrooms) &&
    countMatches(plan.num_floors, filters.floors)
  );
}

/** The plans that pass every filter, in their order. */
export function filterPlans(plans: readonly FloorPlanSummary[], filters: PlanFilters, options: FilterOptions = {}): FloorPlanSummary[] {
  if (options.bypass) return [...plans];
  return plans.filter((plan) => matchesFilters(plan, filters, options.fitting));
}

/** Whether 'Fits this lot' is on but its answers are not in yet. */
export function isFitPending(filters: PlanFilters, fitting: ReadonlySet<string> | undefined): boolean {
  return filters.fitsLot && fitting === undefined;
}

/** A range input's text as a bound: empty or not a number is open (null), negatives count as 0. */
export function parseBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.max(0, value) : null;
}
