// Where a floor plan lands on a property, with its ADU type and placement kind (POST /api/placement).
// The lot, buildings and setback area are the ones street data draws for the same user (their
// corrected lot, added buildings, edge labels and setback overrides apply), and their own floor
// plans are placed by uuid like catalogue plans. The units already on the page (`avoid`) are
// obstacles like the buildings, so a new unit never lands on one. The page picks the area: the backyard cottage and
// the playground place in the detached area, the in-home apartment in the internal one. Visitors
// get the limited report, whose setback areas stay on the server, so they place on the playground
// only (spec 1 section 6). So does a signed-in user for a property their address quota keeps
// limited: placing on an ADU page opens the property as street data does (quota/admission.ts), so
// it counts against the quota like opening its report, and past the quota it is a 403.
import { isPlanCategory, findCataloguePlan } from '../../../core/floor-plans';
import {
  ApiErrorCode,
  isCustomPlanUuid,
  type UserFloorPlan,
  CUSTOM_ADU_CATEGORY,
  PlanSource,
  type PlacedUnitFeature,
  type PlacementPage,
  type PlacementRequest,
} from '../../../core/api';
import type { Polygon, PointFt } from '../../../core/geo';
import { AduPage, classifyAduType, outlineFromPlan, planRectangle, placePlan, prepareUnit } from '../../../core/placement';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { categoryArea, type SetbackArea } from '../lot/lot-setbacks';
import { loadUserLotById, type UserLotOfParcel } from '../property/user-lot';
import type { Admission, Opened } from '../quota/admission';
import { computeDeadlineMs, computePool } from '../compute/compute-pool';

/** What placement needs of a floor plan. */
export interface FloorPlanShape {
  uuid: string;
  category: string;
  /** Side lengths in inches; null or empty for a broken plan. */
  dimensions: readonly number[] | null;
  /** Side directions in degrees; null or empty for a broken plan. */
  angles: readonly number[] | null;
}

/** Looks up a floor plan that `userId` (null: a visitor) may use, or undefined. */
export type FindFloorPlan = (uuid: string, userId: string | null) => Promise<FloorPlanShape | undefined>;

/** The catalogue's plans, which every user may place. */
export const findCatalogueFloorPlan: FindFloorPlan = async (uuid) => findCataloguePlan(uuid);

/**
 * The plan to place: the outline sent, the user's own plan (a `customPlan-` uuid among
 * `ownPlans`), or a catalogue plan. 404 when unknown to this user; a broken plan is answered
 * by the caller (422).
 */
async function planOf(body: PlacementRequest, userId: string | null, findPlan: FindFloorPlan, ownPlans: readonly UserFloorPlan[]) {
  if (body.outline) {
    return { outline: outlineFromPlan(body.outline.dimensions, body.outline.angles), uuid: null, category: CUSTOM_ADU_CATEGORY, source: PlanSource.UserDefined };
  }
  const uuid = body.floor_plan_uuid!;
  const plan = isCustomPlanUuid(uuid) ? ownPlans.find((own) => own.uuid === uuid) : await findPlan(uuid, userId);
  if (!plan) throw new ApiError(404, ApiErrorCode.NotFound, `No floor plan ${uuid}`);
  return { outline: outlineFromPlan(plan.dimensions, plan.angles), uuid: plan.uuid, category: plan.category, source: PlanSource.FloorPlan };
}

/** The setback area a page places in. */
const areaOfPage = (page: PlacementPage, areas: { ext: SetbackArea; int: SetbackArea }): SetbackArea =>
  page === AduPage.InHomeApartment ? areas.int : areas.ext;

/** The 403 of a placement on an ADU page of a property past the user's address quota. */
export const QUOTA_REACHED_MESSAGE =
  'This address is past your plan’s address quota, so its setback areas stay locked: upgrade your plan to place units here, or try the playground.';

const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The lot a placement opens: 401 for a visitor outside the playground, 404 for an unknown property.
 * The binder then admits it (quota/admission.ts).
 */
export async function openPlacement(db: Db, viewer: Viewer | null, body: PlacementRequest, now: Date): Promise<Opened<UserLotOfParcel>> {
  if (!viewer && body.page !== AduPage.Playground) {
    throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in to place a unit on this page; visitors can try the playground.');
  }
  const seen = await loadUserLotById(db, body.property_id, viewer, now);
  if (!seen) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`);
  return { subject: seen, propertyId: body.property_id };
}

/**
 * Places the plan of `body` on the lot `seen` for `viewer` (null: a visitor), whose admission to the
 * property is `admission`; `findPlan` looks up catalogue plans (a user's own plans come from their overrides).
 */
export async function placeUnit(viewer: Viewer | null, body: PlacementRequest, seen: UserLotOfParcel, admission: Admission | null, findPlan: FindFloorPlan): Promise<PlacedUnitFeature> {
  const userId = viewer?.id ?? null;
  // The placement shows where the setback areas are: only for a property whose report the user sees in full.
  const admitted = admission?.admitted ?? false;
  if (viewer && body.page !== AduPage.Playground && !admitted) {
    throw new ApiError(403, ApiErrorCode.QuotaReached, QUOTA_REACHED_MESSAGE);
  }
  // In the playground a visitor, or a user past the quota, has the limited report: its setback
  // areas stay locked, so the unit is placed against the lot and the buildings only, and the answer says so.
  const areaLocked = !admitted;
  const plan = await planOf(body, userId, findPlan, seen.overrides?.floor_plans ?? []);
  if (!plan.outline.ok) {
    throw new ApiError(422, ApiErrorCode.InvalidInput, `Floor plan ${plan.uuid} is broken and can only be deleted: ${plan.outline.reason}`);
  }
  const resolved: ResolvedPlan = { uuid: plan.uuid, category: plan.category, source: plan.source, ring: plan.outline.ring };
  const lotOfPlacement: PlacementLot = { lot: seen.lot, buildings: seen.buildings, edges: seen.edges, ext: seen.ext, int: seen.int, evaluated: seen.evaluated };
  return computePool().run('place', [body, lotOfPlacement, resolved, areaLocked], computeDeadlineMs());
}

/** A plan whose outline is known good. */
export interface ResolvedPlan {
  uuid: string | null;
  category: string;
  source: PlacedUnitFeature['properties']['source'];
  ring: PointFt[];
}

/** What placing a plan reads of the lot. */
export type PlacementLot = Pick<UserLotOfParcel, 'lot' | 'buildings' | 'edges' | 'ext' | 'int' | 'evaluated'>;

/** Where `plan`, already resolved, lands on `seen` (the compute pool runs this). */
export function placeResolvedPlan(body: PlacementRequest, seen: PlacementLot, plan: ResolvedPlan, areaLocked: boolean): PlacedUnitFeature {
  const { lot } = seen;
  const footprints = seen.buildings.map((b) => b.geometry);
  const ring: PointFt[] = plan.ring;
  // In the playground a structure that is not an ADU goes by its own rules (a pool clear of the house
  // by the separation its rules give), an ADU by its type's area.
  const area = areaLocked
    ? null
    : body.page === AduPage.Playground && isPlanCategory(plan.category)
      ? categoryArea(plan.category, seen.evaluated.evaluation, lot, seen.edges, footprints, seen)
      : areaOfPage(body.page, seen);
  // Placed units are kept clear of like buildings; the ADU type still reads the buildings alone (an in-home apartment stands within them).
  const placed = placePlan({ lot, area, buildings: [...footprints, ...(body.avoid ?? [])], unit: prepareUnit(ring), start: body.start ?? null });
  const size = planRectangle(ring);
  const feature: PlacedUnitFeature = {
    type: 'Feature',
    geometry: placed.polygon satisfies Polygon,
    properties: {
      adu_type: classifyAduType(placed.polygon, { page: body.page, area, buildings: footprints, lot }),
      placement: placed.placement,
      page: body.page,
      floor_plan_uuid: plan.uuid,
      category: plan.category,
      source: plan.source,
      width: Math.round(size.widthFt),
      length: Math.round(size.lengthFt),
      rotation_deg: roundTo(placed.rotationDeg, 3),
      setback_area: areaLocked ? 'locked' : area ? 'used' : 'none',
    },
  };
  return feature;
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Looks up the catalogue plans placement may place. */
    findFloorPlan: FindFloorPlan;
  }
}
