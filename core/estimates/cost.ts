// What an ADU costs (decision 048). With the organization's price book: its building price for the
// placed plan (or the plan's own price) times the plan's size, plus its line items. Without a
// placed plan the size is the by-right size limit, said as an assumption (and locked as that limit
// is). Without a price book: a public range for the ADU kind, cited and marked inferred. The fee
// rules the law or the town gives close the steps: California's impact-fee rule (Gov. Code
// §66311.5), else "ask the town".
import { formatSqFt } from '../rules/formula';
import type { AduKind } from '../rules/model';
import { ruleSentence } from '../rules/texts';
import { cite, dollars } from './cite';
import type { CostEstimate, SizeSource } from './model';
import { LINE_ITEMS, type LineItem, type Price, type PriceBook } from './price-book';
import type { ReportCitation } from '../rules/evaluate';

/** The plan placed on an ADU page, as the estimates read it. */
export interface PlacedPlan {
  name: string;
  floor_plan_uuid: string | null;
  /** One floor's footprint, square feet. */
  sqft: number;
  floors: number;
  bedrooms: number;
}

/** The organization whose price book prices the report. */
export interface PricingOrganization {
  name: string;
  /** Its public site, or null. */
  url: string | null;
  price_book: PriceBook | null;
}

/** What a cost estimate is made from. */
export interface CostInput {
  kind: AduKind;
  /** The lot's state (two letters). */
  state: string;
  /** The town's name, for "ask the town". */
  town: string;
  organization: PricingOrganization | null;
  plan: PlacedPlan | null;
  /** The by-right size limit of the kind, square feet, or null. */
  sizeLimitSqft: number | null;
}

/** The words a line item shows under, in the report's steps (texts-es.ts has their Spanish). */
export const LINE_ITEM_LABELS: Readonly<Record<LineItem | 'building', string>> = {
  building: 'Building',
  design: 'Design',
  permits_fees: 'Permits and fees',
  site_work: 'Site work',
  utility_connections: 'Utility connections',
  foundation: 'Foundation',
};

/** The public range of each kind when no price book prices it: the cited figure, its source and what it is a range of. */
export const PUBLIC_RANGES: Readonly<Record<AduKind, { low: number; high: number; what: string; cite: ReportCitation }>> = {
  ext: { low: 120_000, high: 300_000, what: 'a detached ADU', cite: cite('dwellito-adu-costs', ['detached']) },
  int: { low: 100_000, high: 250_000, what: 'an attached ADU', cite: cite('dwellito-adu-costs', ['attached']) },
};
const PUBLIC_SOURCE_NAME = 'Dwellito\u2019s ADU cost guide';

/** The largest ADU California charges no impact fee on, square feet of interior livable space (Gov. Code §66311.5). */
export const CA_IMPACT_FEE_FREE_SQFT = 750;

/** The fee step of a state and size, with its sources. */
function feeStep(state: string, town: string, sizeSqft: number | null): { step: string; sources: ReportCitation[] } {
  if (state === 'CA') {
    const sources = [cite('ca-gov-66311.5', ['impact-fees'])];
    if (sizeSqft === null) return { step: ruleSentence('cost.feeRule'), sources };
    if (sizeSqft <= CA_IMPACT_FEE_FREE_SQFT) return { step: ruleSentence('cost.feeNone', { size: formatSqFt(sizeSqft) }), sources };
    return { step: ruleSentence('cost.feeProportional'), sources };
  }
  return { step: ruleSentence('cost.feeAskTown', { town }), sources: [] };
}

/** A price applied to a size: a per-square-foot price needs one. */
function priced(item: string, price: Pick<Price, 'mode' | 'low' | 'high'>, sizeSqft: number | null): { low: number; high: number; step: string } | null {
  if (price.mode === 'fixed') return { low: price.low, high: price.high, step: ruleSentence('cost.fixed', { item, low: dollars(price.low), high: dollars(price.high) }) };
  if (sizeSqft === null) return null;
  const low = price.low * sizeSqft;
  const high = price.high * sizeSqft;
  return {
    low,
    high,
    step: ruleSentence('cost.perSqft', { item, low: dollars(price.low), high: dollars(price.high), size: formatSqFt(sizeSqft), totalLow: dollars(low), totalHigh: dollars(high) }),
  };
}

/** The organization's price book as a citation: its name, its site, the day it saved its prices. */
function priceBookCitation(organization: PricingOrganization, book: PriceBook): ReportCitation {
  return {
    document_id: 'organization-price-book',
    sequences: [],
    source_url: organization.url ?? '',
    label: `${organization.name} \u00b7 price book`,
    publisher: organization.name,
    verified_at: book.updated_at ?? '',
  };
}

/** The cost of an ADU kind from the organization's price book, or null when it prices no building for the kind (or the size is unknown). */
function fromPriceBook(input: CostInput, organization: PricingOrganization, book: PriceBook): CostEstimate | null {
  const own = book[input.kind];
  const planPrice = input.plan?.floor_plan_uuid ? book.plans.find((p) => p.floor_plan_uuid === input.plan!.floor_plan_uuid) : undefined;
  const building = planPrice ?? own?.building ?? null;
  if (!building) return null;
  const steps: string[] = [];
  let size: number | null = null;
  let sizeSource: SizeSource | null = null;
  if (input.plan) {
    size = input.plan.sqft * input.plan.floors;
    sizeSource = 'plan';
    steps.push(ruleSentence('cost.sizePlan', { size: formatSqFt(size), plan: input.plan.name }));
  } else if (building.mode === 'per_sqft' && input.sizeLimitSqft !== null) {
    size = input.sizeLimitSqft;
    sizeSource = 'size_limit';
    steps.push(ruleSentence('cost.sizeAssumed', { size: formatSqFt(size) }));
  }
  const base = priced(LINE_ITEM_LABELS.building, building, size);
  if (!base) return null;
  steps.push(base.step);
  let low = base.low;
  let high = base.high;
  for (const item of LINE_ITEMS) {
    const range = own?.line_items[item];
    if (!range) continue;
    const line = priced(LINE_ITEM_LABELS[item], { mode: 'fixed', ...range }, size)!;
    steps.push(line.step);
    low += line.low;
    high += line.high;
  }
  const fee = feeStep(input.state, input.town, size);
  steps.push(fee.step);
  steps.push(ruleSentence('cost.total', { low: dollars(low), high: dollars(high) }));
  return {
    low: Math.round(low),
    high: Math.round(high),
    currency: 'USD',
    steps,
    sources: [priceBookCitation(organization, book), ...fee.sources],
    basis: 'price_book',
    size_sqft: size === null ? null : Math.round(size),
    size_source: sizeSource,
  };
}

/** The cited public range of an ADU kind, marked inferred: it does not depend on the lot or the size. */
function fromPublicRange(input: CostInput): CostEstimate {
  const range = PUBLIC_RANGES[input.kind];
  const size = input.plan ? input.plan.sqft * input.plan.floors : null;
  const fee = feeStep(input.state, input.town, size);
  const steps = [
    ruleSentence('cost.publicRange', { low: dollars(range.low), high: dollars(range.high), source: PUBLIC_SOURCE_NAME, what: range.what, date: range.cite.verified_at }),
    fee.step,
  ];
  return {
    low: range.low,
    high: range.high,
    currency: 'USD',
    steps,
    sources: [range.cite, ...fee.sources],
    basis: 'inferred',
    size_sqft: null,
    size_source: null,
  };
}

/** What an ADU kind costs: from the organization's price book where it prices the kind, else the cited public range. */
export function estimateCost(input: CostInput): CostEstimate {
  const book = input.organization?.price_book ?? null;
  if (input.organization && book) {
    const own = fromPriceBook(input, input.organization, book);
    if (own) return own;
  }
  return fromPublicRange(input);
}

/** The middle of a cost estimate. */
export const costMiddle = (estimate: Pick<CostEstimate, 'low' | 'high'>): number => (estimate.low + estimate.high) / 2;
