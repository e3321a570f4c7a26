// POST /api/placement: where a floor plan lands on a property, with its ADU type and placement kind.
// The setback area is the one street data draws for the same user (their edge labels and setback
// overrides apply); the page picks it: the backyard cottage and the playground place in the
// detached area, the in-home apartment in the internal one. Visitors get the limited report, whose
// setback areas stay on the server, so they place on the playground only (spec 1 section 6).
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { toEvaluationOverrides } from '../../../core/api/overrides.schema';
import { findCataloguePlan } from '../../../core/floor-plans/catalogue';
import {
  CUSTOM_ADU_CATEGORY,
  PlacementRequestSchema,
  PlanSource,
  type PlacedUnitFeature,
  type PlacementPage,
  type PlacementRequest,
} from '../../../core/api/placement.schema';
import type { Polygon } from '../../../core/geo/geojson.schema';
import { AduPage, classifyAduType } from '../../../core/placement/adu-type';
import { outlineFromPlan, planRectangle } from '../../../core/placement/outline';
import { placePlan } from '../../../core/placement/place-plan';
import { prepareUnit } from '../../../core/placement/unit';
import type { PointFt } from '../../../core/setback/subtract-areas';
import type { AppDeps } from '../app';
import { currentUserId } from '../auth/current-user';
import type { Db } from '../db/database';
import { addresses, buildings, parcelZoning, parcels } from '../db/schema';
import { ApiError, parseJson } from '../http/api-error';
import { lotContext } from '../property/lot-geometry';
import { lotSetbacks, type SetbackArea } from '../property/lot-setbacks';
import { loadOverrides } from '../property/overrides-store';
import { evaluateParcel } from '../rules/rules-service';

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
const cataloguePlan: FindFloorPlan = async (uuid) => findCataloguePlan(uuid);

/** The plan to place: the outline sent, or the catalogue plan (404 when unknown, 422 when broken). */
async function planOf(body: PlacementRequest, userId: string | null, findPlan: FindFloorPlan) {
  if (body.outline) {
    return { outline: outlineFromPlan(body.outline.dimensions, body.outline.angles), uuid: null, category: CUSTOM_ADU_CATEGORY, source: PlanSource.UserDefined };
  }
  const uuid = body.floor_plan_uuid!;
  const plan = await findPlan(uuid, userId);
  if (!plan) throw new ApiError(404, ApiErrorCode.NotFound, `No floor plan ${uuid}`);
  return { outline: outlineFromPlan(plan.dimensions, plan.angles), uuid: plan.uuid, category: plan.category, source: PlanSource.FloorPlan };
}

/** The lot, its footprints and its setback areas as `userId` sees them in street data; 404 for an unknown property. */
async function lotOf(db: Db, propertyId: string, userId: string | null) {
  const [parcel] = await db.select().from(parcels).where(and(eq(parcels.id, propertyId), eq(parcels.kind, 'lot'))).limit(1);
  if (!parcel) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${propertyId}`);
  const [buildingRows, zoningRows, context, overrides, [address]] = await Promise.all([
    db.select({ footprint: buildings.footprint }).from(buildings).where(eq(buildings.parcelId, parcel.id)).orderBy(asc(buildings.id)),
    db.select().from(parcelZoning).where(eq(parcelZoning.parcelId, parcel.id)).orderBy(asc(parcelZoning.zoningMap)),
    lotContext(db, parcel.id, parcel.lot),
    userId ? loadOverrides(db, userId, parcel.id) : undefined,
    // The lot's first address as the lot lookup lists them: its point tells the primary front of a corner lot.
    db
      .select({ lng: addresses.lng, lat: addresses.lat })
      .from(addresses)
      .where(eq(addresses.parcelId, parcel.id))
      .orderBy(sql`length(${addresses.streetNumber})`, asc(addresses.streetNumber))
      .limit(1),
  ]);
  const evaluated = evaluateParcel(
    { ...parcel, zoning: zoningRows.map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode })) },
    toEvaluationOverrides(overrides),
  );
  const footprints = buildingRows.map((b) => b.footprint);
  const areas = lotSetbacks({
    lot: parcel.lot,
    context,
    addressPoint: address ? [address.lng, address.lat] : null,
    edgeLabels: overrides?.lot_edges ?? [],
    setbacks: evaluated.evaluation.setbacks,
    footprints,
  });
  return { lot: parcel.lot, footprints, areas };
}

/** The setback area a page places in. */
const areaOfPage = (page: PlacementPage, areas: { ext: SetbackArea; int: SetbackArea }): SetbackArea =>
  page === AduPage.InHomeApartment ? areas.int : areas.ext;

const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Routes under /api/placement; `findPlan` looks up catalogue plans. */
export function placementRoutes(deps: AppDeps, findPlan: FindFloorPlan = cataloguePlan): Hono {
  const db = deps.database.db;
  return new Hono().post('/', async (c) => {
    const userId = currentUserId(c, deps.secret);
    const body = await parseJson(c, PlacementRequestSchema);
    if (!userId && body.page !== AduPage.Playground) {
      throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in to place a unit on this page; visitors can try the playground.');
    }
    const { lot, footprints, areas } = await lotOf(db, body.property_id, userId);
    const plan = await planOf(body, userId, findPlan);
    if (!plan.outline.ok) {
      throw new ApiError(422, ApiErrorCode.InvalidInput, `Floor plan ${plan.uuid} is broken and can only be deleted: ${plan.outline.reason}`);
    }
    const ring: PointFt[] = plan.outline.ring;
    const area = areaOfPage(body.page, areas);
    const placed = placePlan({ lot, area, buildings: footprints, unit: prepareUnit(ring), start: body.start ?? null });
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
      },
    };
    return c.json(feature);
  });
}
