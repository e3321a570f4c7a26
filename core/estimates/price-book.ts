// An organization's price book (decision 048): what it charges for each ADU kind, per square foot
// or a fixed price, optionally per floor plan, and the line items it adds (design, permits and
// fees, site work, utility connections, foundation). Kept in the organization's settings JSON.
import * as v from 'valibot';

/** The line items a price book may add to the building's price, in the order a report lists them. */
export const LINE_ITEMS = ['design', 'permits_fees', 'site_work', 'utility_connections', 'foundation'] as const;
export type LineItem = (typeof LINE_ITEMS)[number];

/** How a price applies: per square foot of the unit, or the whole unit. */
export const PRICE_MODES = ['per_sqft', 'fixed'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** Most plan prices one price book holds. */
export const MAX_PLAN_PRICES = 200;
/** The largest amount of a price, in dollars. */
export const MAX_PRICE = 10_000_000;

const Dollars = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.finite(`${field} must be a number`),
    v.minValue(0, `${field} must be at least 0`),
    v.maxValue(MAX_PRICE, `${field} must be at most ${MAX_PRICE.toLocaleString('en-US')}`),
  );

/** A low and a high amount, the low one not above the high one. */
export const PriceRangeSchema = v.pipe(
  v.object({ low: Dollars('Low'), high: Dollars('High') }),
  v.forward(
    v.partialCheck([['low'], ['high']], (range) => range.low <= range.high, 'Low must not be above high'),
    ['high'],
  ),
);
export type PriceRange = v.InferOutput<typeof PriceRangeSchema>;

/** A building price: a range per square foot or for the whole unit. */
export const PriceSchema = v.pipe(
  v.object({ mode: v.picklist(PRICE_MODES, 'Price mode must be per_sqft or fixed'), low: Dollars('Low'), high: Dollars('High') }),
  v.forward(
    v.partialCheck([['low'], ['high']], (price) => price.low <= price.high, 'Low must not be above high'),
    ['high'],
  ),
);
export type Price = v.InferOutput<typeof PriceSchema>;

/** The price of one floor plan, which replaces its kind's building price. */
export const PlanPriceSchema = v.pipe(
  v.object({
    floor_plan_uuid: v.pipe(v.string('Floor plan must be a string'), v.trim(), v.nonEmpty('Floor plan is required'), v.maxLength(200)),
    mode: v.picklist(PRICE_MODES, 'Price mode must be per_sqft or fixed'),
    low: Dollars('Low'),
    high: Dollars('High'),
  }),
  v.forward(
    v.partialCheck([['low'], ['high']], (price) => price.low <= price.high, 'Low must not be above high'),
    ['high'],
  ),
);
export type PlanPrice = v.InferOutput<typeof PlanPriceSchema>;

const LineItemsSchema = v.object(
  Object.fromEntries(LINE_ITEMS.map((item) => [item, v.optional(v.nullable(PriceRangeSchema), null)])) as Record<
    LineItem,
    v.OptionalSchema<v.NullableSchema<typeof PriceRangeSchema, undefined>, null>
  >,
);

/** What the organization charges for one ADU kind. */
export const KindPricesSchema = v.object({
  building: v.optional(v.nullable(PriceSchema), null),
  line_items: v.optional(LineItemsSchema, {}),
});
export type KindPrices = v.InferOutput<typeof KindPricesSchema>;

/** The price book of `organizations.settings.price_book`. */
export const PriceBookSchema = v.object({
  ext: v.optional(v.nullable(KindPricesSchema), null),
  int: v.optional(v.nullable(KindPricesSchema), null),
  plans: v.optional(
    v.pipe(
      v.array(PlanPriceSchema, 'Plan prices must be a list'),
      v.maxLength(MAX_PLAN_PRICES, `At most ${MAX_PLAN_PRICES} plan prices`),
      v.check((list) => new Set(list.map((plan) => plan.floor_plan_uuid)).size === list.length, 'Each floor plan may have one price only'),
    ),
    [],
  ),
  /** The day (ISO) the organization last saved its prices: the date a report cites them with. */
  updated_at: v.optional(v.nullable(v.pipe(v.string('Updated must be a date'), v.isoDate('Updated must be a date (YYYY-MM-DD)'))), null),
});
export type PriceBook = v.InferOutput<typeof PriceBookSchema>;
export type PriceBookInput = v.InferInput<typeof PriceBookSchema>;

/** Whether a price book prices anything for a kind: a building price, a plan price, or a line item. */
export function pricesKind(book: PriceBook | null, kind: 'ext' | 'int'): boolean {
  if (!book) return false;
  const own = book[kind];
  return Boolean(own?.building) || LINE_ITEMS.some((item) => own?.line_items[item]);
}
