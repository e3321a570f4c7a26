// The cost, rent and next steps of a report (decision 048), from what street data already holds:
// the lot's place, the by-right size limits, the user's saved layouts and plans, and the
// organization's price book. Pure and quick: a few table look-ups and sums per ADU kind.
import { findCataloguePlan } from '../floor-plans/catalogue';
import type { LayoutPage } from '../placement/adu-type';
import type { AduKind } from '../rules/model';
import { estimateCost, type PlacedPlan, type PricingOrganization } from './cost';
import type { CostEstimate, NextSteps, RentEstimate } from './model';
import { nextStepsFor } from './next-steps';
import { DEMO_RENT_TABLE, estimateRent, RENT_TABLES } from './rent';

/** The page each ADU kind's layout is saved under. */
export const PAGE_OF_KIND: Readonly<Record<AduKind, LayoutPage>> = { ext: 'backyard-cottage', int: 'in-home-apartment' };

/** A laid-out unit as the estimates read it. */
interface LaidOutUnit {
  properties: { floor_plan_uuid: string | null; selected: boolean };
}
/** One of the user's own plans as the estimates read it. */
interface OwnPlan {
  uuid: string;
  name: string;
  sqft: number;
  num_floors: number;
  num_bedrooms: number;
}

/** The plan placed on a page: the selected unit's, else the first unit's with a known plan; null without one. */
export function placedPlanOf(units: readonly LaidOutUnit[] | undefined, ownPlans: readonly OwnPlan[]): PlacedPlan | null {
  if (!units || units.length === 0) return null;
  const ordered = [...units.filter((u) => u.properties.selected), ...units.filter((u) => !u.properties.selected)];
  for (const unit of ordered) {
    const uuid = unit.properties.floor_plan_uuid;
    if (!uuid) continue;
    const own = ownPlans.find((p) => p.uuid === uuid);
    if (own && own.sqft > 0) return { name: own.name, floor_plan_uuid: uuid, sqft: own.sqft, floors: own.num_floors, bedrooms: own.num_bedrooms };
    const catalogue = findCataloguePlan(uuid);
    if (catalogue) return { name: catalogue.name, floor_plan_uuid: uuid, sqft: catalogue.sqft, floors: catalogue.num_floors, bedrooms: catalogue.num_bedrooms };
  }
  return null;
}

/** What the report's estimates are made from. */
export interface EstimatesInput {
  state: string;
  town: string;
  jurisdictionId: string;
  /** True for the fictional demo towns. */
  demo: boolean;
  links: readonly { subject: string; link: string }[];
  organization: PricingOrganization | null;
  plans: Record<AduKind, PlacedPlan | null>;
  /** The by-right size limit of each kind, square feet, or null. */
  sizeLimits: Record<AduKind, number | null>;
}

/** The estimates part of street data. */
export interface ReportEstimates {
  cost_estimate: Record<AduKind, CostEstimate | null>;
  rent_estimate: Record<AduKind, RentEstimate | null>;
  next_steps: NextSteps | null;
}

/** The cost and rent of each ADU kind and the place's next steps. */
export function reportEstimates(input: EstimatesInput): ReportEstimates {
  const table = input.demo ? DEMO_RENT_TABLE : (RENT_TABLES[input.jurisdictionId] ?? null);
  const kinds: AduKind[] = ['ext', 'int'];
  const cost = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      estimateCost({ kind, state: input.state, town: input.town, organization: input.organization, plan: input.plans[kind], sizeLimitSqft: input.sizeLimits[kind] }),
    ]),
  ) as Record<AduKind, CostEstimate>;
  const rent = Object.fromEntries(kinds.map((kind) => [kind, estimateRent({ table, plan: input.plans[kind], cost: cost[kind] })])) as Record<AduKind, RentEstimate | null>;
  return {
    cost_estimate: cost,
    rent_estimate: rent,
    next_steps: nextStepsFor({ state: input.state, jurisdictionId: input.jurisdictionId, links: input.links }),
  };
}
