// A user's own floor plan made from the constructor's drawing (spec 1 sections 3 to 5): the checks
// before saving, answered as reasons the panel turns into words, and the plan's fields. Pure, so
// the rules are tested without a map.
import { customPlanUuid, type UserFloorPlan } from '../../../core/api';
import type { PlanCategory } from '../../../core/floor-plans';
import type { Polygon } from '../../../core/geo';
import { DEFAULT_PLAN_NAME, outlineOfPolygon, uniquePlanName, outlineFromPlan } from '../../../core/placement';

/** What a drawn plan starts with (issue 6 item 4): one floor, no bedrooms or baths, 12 ft high. */
export const DRAWN_PLAN_DEFAULTS = { num_bedrooms: 0, num_baths: 0, num_floors: 1, height_ft: 12 } as const;

/** Why a drawing cannot be saved as a plan. */
export const SaveProblem = {
  /** Not on an ADU page, nor on the playground with a category (spec 1 section 5: 'wrong page'). */
  WrongPage: 'wrong-page',
  /** The report has no property id to save on. */
  NoProperty: 'no-property',
  /** Nothing is drawn (Save Plan is disabled then). */
  NoShape: 'no-shape',
  /** The drawing is no outline: fewer than three corners, or it crosses itself. */
  BadShape: 'bad-shape',
} as const;
export type SaveProblem = (typeof SaveProblem)[keyof typeof SaveProblem];

/** What saving a drawing needs. */
export interface DrawnPlanInput {
  /** The page being laid out: an ADU page, whose category plans take, or the playground. */
  page: string | null;
  /** The playground's chosen category, which its plans take; ignored on an ADU page. */
  category?: PlanCategory | undefined;
  propertyId: string;
  shape: Polygon | null;
  /** The name typed; blank means 'My own plan'. */
  name: string;
  /** The user's plans on this property (every category): names are unique among them. */
  plans: readonly UserFloorPlan[];
  /** The plan being edited, which keeps its uuid and may keep its name. */
  editing?: UserFloorPlan | null | undefined;
  now: Date;
}

/** The plan to save, or why there is none. */
export type DrawnPlan = { ok: true; plan: UserFloorPlan } | { ok: false; reason: SaveProblem };

const ADU_PAGES: readonly string[] = ['in-home-apartment', 'backyard-cottage'] satisfies PlanCategory[];

/** A uuid for `now` that no plan in `plans` has (two saves in one millisecond get a `-2` suffix). */
function freshUuid(plans: readonly UserFloorPlan[], now: Date): string {
  const base = customPlanUuid(now.getTime());
  const taken = new Set(plans.map((plan) => plan.uuid));
  if (!taken.has(base)) return base;
  let k = 2;
  while (taken.has(`${base}-${k}`)) k++;
  return `${base}-${k}`;
}

/** The category a plan drawn on `page` takes, or null when the page takes none. */
function categoryOf(page: string | null, category: PlanCategory | undefined): PlanCategory | null {
  if (page !== null && ADU_PAGES.includes(page)) return page as PlanCategory;
  return page === 'playground' && category ? category : null;
}

/** The user's plan for a drawing: its outline, a unique name, the page (or the playground's chosen category) as its category. */
export function drawnPlan(input: DrawnPlanInput): DrawnPlan {
  const category = categoryOf(input.page, input.category);
  if (!category) return { ok: false, reason: SaveProblem.WrongPage };
  if (input.propertyId.trim() === '') return { ok: false, reason: SaveProblem.NoProperty };
  if (!input.shape) return { ok: false, reason: SaveProblem.NoShape };
  const outline = outlineOfPolygon(input.shape);
  if (!outline) return { ok: false, reason: SaveProblem.BadShape };
  const editing = input.editing ?? null;
  const others = input.plans.filter((plan) => plan.uuid !== editing?.uuid);
  return {
    ok: true,
    plan: {
      ...DRAWN_PLAN_DEFAULTS,
      ...(editing && { num_bedrooms: editing.num_bedrooms, num_baths: editing.num_baths, num_floors: editing.num_floors, height_ft: editing.height_ft }),
      uuid: editing?.uuid ?? freshUuid(input.plans, input.now),
      name: uniquePlanName(
        others.map((plan) => plan.name),
        input.name.trim() || DEFAULT_PLAN_NAME,
      ),
      category,
      sqft: Math.round(outline.sqft * 100) / 100,
      dimensions: outline.dimensions,
      angles: outline.angles,
      edited: input.now.toISOString(),
    },
  };
}

/** Whether a user's plan is 'broken' (no usable sides) and can only be deleted (spec 1 section 5). */
export function isBrokenPlan(plan: Pick<UserFloorPlan, 'dimensions' | 'angles'>): boolean {
  return !outlineFromPlan(plan.dimensions, plan.angles).ok;
}

/** Whether a plan is one the user made, shown as NEW (spec 1 section 3: `edited` marks it). */
export function isNewPlan(plan: { edited?: string | null | undefined }): boolean {
  return typeof plan.edited === 'string' && plan.edited !== '';
}
