// What an ADU could earn (decision 048): the Fair Market Rent HUD publishes for the lot's area for
// the placed plan's bedrooms, from a small table per jurisdiction kept here as cited data (never
// fetched when a report is asked for), and the years the cost estimate's middle takes to earn back.
// A place without a table has no rent: the report links to HUD's look-up instead.
import type { ReportCitation } from '../rules/evaluate';
import { ruleSentence } from '../rules/texts';
import { cite, dollars } from './cite';
import { costMiddle, type PlacedPlan } from './cost';
import type { CostEstimate, RentEstimate } from './model';

/** A rent table of one place: monthly rents by bedrooms (0 to 4), its fiscal year, its area and its source. */
export interface RentTable {
  fiscal_year: string;
  area: string;
  /** Monthly rent of a unit with 0, 1, 2, 3 and 4 bedrooms. */
  monthly: readonly [number, number, number, number, number];
  basis: RentEstimate['basis'];
  cite: ReportCitation;
}

/**
 * The rent tables by jurisdiction id. Cambridge: HUD's FY2024 Fair Market Rents of the
 * Boston-Cambridge-Quincy HUD Metro FMR Area (Small Area FMRs exist there but are not required).
 * Bellingham: not tabled, as the source we read does not say which FMR area the town is in.
 */
export const RENT_TABLES: Readonly<Record<string, RentTable>> = {
  'ma-cambridge': {
    fiscal_year: '2024',
    area: 'Boston-Cambridge-Quincy, MA-NH HUD Metro FMR Area',
    monthly: [2212, 2377, 2827, 3418, 3765],
    basis: 'cited',
    cite: cite('hud-fmr-fy2024-boston', ['fmr-40th']),
  },
};

/** The demo towns' table: clearly fictional, as their data are. */
export const DEMO_RENT_TABLE: RentTable = {
  fiscal_year: 'demo',
  area: 'Maple Hollow (fictional)',
  monthly: [1100, 1300, 1600, 1900, 2200],
  basis: 'fictional',
  cite: cite('demo-town-fictional', ['rents']),
};

/** Where to look up a rent that is not tabled. */
export const HUD_FMR_LOOKUP = cite('hud-fmr-documentation', ['lookup']);

/** The bedrooms assumed without a placed plan: one, the most common new ADU. */
export const ASSUMED_BEDROOMS = 1;
const BEDROOMS_SOURCE = cite('cci-adu-owners-2021', ['bedrooms']);

/** What a rent estimate is made from. */
export interface RentInput {
  table: RentTable | null;
  plan: PlacedPlan | null;
  /** The kind's cost estimate, or null when there is none (or it is locked for this viewer). */
  cost: Pick<CostEstimate, 'low' | 'high'> | null;
}

/** Years, to one decimal, that a cost's middle takes to earn back at a monthly rent. */
export function paybackYears(cost: Pick<CostEstimate, 'low' | 'high'>, monthly: number): number {
  return Math.round((costMiddle(cost) / (monthly * 12)) * 10) / 10;
}

/** The payback step of a rent estimate. */
export function paybackStep(cost: Pick<CostEstimate, 'low' | 'high'>, monthly: number): string {
  return ruleSentence('rent.payback', { cost: dollars(costMiddle(cost)), yearly: dollars(monthly * 12), years: String(paybackYears(cost, monthly)) });
}

/** The rent of an ADU kind at its table, or null where no table is on file. */
export function estimateRent(input: RentInput): RentEstimate | null {
  const { table, plan } = input;
  if (!table) return null;
  const bedrooms = Math.min(4, Math.max(0, plan ? plan.bedrooms : ASSUMED_BEDROOMS));
  const monthly = table.monthly[bedrooms]!;
  const steps = [
    plan ? ruleSentence('rent.bedroomsPlan', { bedrooms: String(bedrooms), plan: plan.name }) : ruleSentence('rent.bedroomsAssumed', { bedrooms: String(bedrooms) }),
    table.basis === 'fictional'
      ? ruleSentence('rent.fictional', { bedrooms: String(bedrooms), monthly: dollars(monthly) })
      : ruleSentence('rent.fmr', { fy: table.fiscal_year, area: table.area, bedrooms: String(bedrooms), monthly: dollars(monthly) }),
  ];
  if (input.cost) steps.push(paybackStep(input.cost, monthly));
  return {
    monthly,
    bedrooms,
    steps,
    sources: plan ? [table.cite] : [BEDROOMS_SOURCE, table.cite],
    basis: table.basis,
    payback_years: input.cost ? paybackYears(input.cost, monthly) : null,
  };
}
