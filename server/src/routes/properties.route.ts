// A signed-in user's corrections of a property: facts, lot-edge labels and their map work (own
// floor plans, added buildings, layouts, the corrected lot, map notes) with
// PATCH /api/properties/:id, and setbacks with PUT /api/properties/:id/size-limits. Street data
// applies them for that user only. GET /api/properties/:id/neighbours lists the lot lines around.
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, PropertyIdSchema, PropertyUpdateSchema, SizeLimitOverridesSchema, type PropertyUpdate } from '../../../core/api';
import type { LayoutUnit } from '../../../core/api';
import type { AreaGeometry } from '../../../core/geo';
import { PropertyType } from '../../../core/property';
import { RULESETS, selectRulesets } from '../../../core/rules';
import type { RouteDeps } from '../app';
import { requireUserId } from '../auth/current-user';
import type { Db } from '../db/database';
import { parcels } from '../db/schema';
import { ApiError, parseJson } from '../http/api-error';
import { farFromLotProblem, userLotProblem } from '../property/drawn-shapes';
import { lotContext, lotEdges } from '../property/lot-geometry';
import { neighbourLots } from '../property/map-overlays';
import { loadOverrides, replaceSizeLimits, updateProperty } from '../property/overrides-store';
import { today } from '../rules/rules-service';

type Parcel = typeof parcels.$inferSelect;

/** The largest `PATCH /api/properties/:id` body: room for every layout key at once. */
export const PROPERTY_UPDATE_MAX_BYTES = 2 * 1024 * 1024;

/** The lot named by the path, or a 400 (bad id) or 404. */
async function parcelOf(c: Context, db: Db): Promise<Parcel> {
  const id = v.safeParse(PropertyIdSchema, c.req.param('id'));
  if (!id.success) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The property id is not valid.', { id: [id.issues[0].message] });
  const [parcel] = await db.select().from(parcels).where(and(eq(parcels.id, id.output), eq(parcels.kind, 'lot'))).limit(1);
  if (!parcel) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${id.output}`);
  return parcel;
}

/** Checks the fact keys against the property: zones of its town and the property-type choices. */
function checkFacts(parcel: Parcel, update: PropertyUpdate, fields: Record<string, string[]>): void {
  if (update.zone_code) {
    const { town } = selectRulesets({ state: parcel.state, jurisdictionId: parcel.jurisdictionId }, RULESETS, today());
    const zones = (town?.zones ?? []).map((z) => z.code).sort();
    if (!zones.includes(update.zone_code)) {
      fields.zone_code = [zones.length > 0 ? `zone_code must be one of ${zones.join(', ')}` : 'This town has no zones on file to choose from'];
    }
  }
  if (update.use_code_desc) {
    const choices: string[] = [...Object.values(PropertyType), ...(parcel.useDescription ? [parcel.useDescription] : [])];
    if (!choices.includes(update.use_code_desc)) fields.use_code_desc = [`use_code_desc must be one of ${choices.join(', ')}`];
  }
  if (update.lot) {
    const problem = userLotProblem(update.lot, parcel.lot);
    if (problem) fields.lot = [problem];
  }
}

/** The units of an update with their field paths. */
function unitsOf(update: PropertyUpdate): [string, LayoutUnit[]][] {
  const pages = Object.entries(update.layouts ?? {}).map(([page, list]): [string, LayoutUnit[]] => [`layouts.${page}`, list ?? []]);
  return [...pages, ['playground', update.playground ?? []]];
}

/** Checks what depends on the lot the user sees: edge indices, and added buildings and units within reach of it. */
async function checkAgainstLot(db: Db, parcel: Parcel, lot: AreaGeometry, update: PropertyUpdate, fields: Record<string, string[]>): Promise<void> {
  if (Array.isArray(update.lot_edges) && update.lot_edges.length > 0) {
    const count = lotEdges(lot, await lotContext(db, parcel.id, lot), null).length;
    if (update.lot_edges.some((edge) => edge.index >= count)) fields.lot_edges = [`The lot has ${count} edges, numbered 0 to ${count - 1}`];
  }
  update.buildings_geojson?.features.forEach((building, i) => {
    const problem = farFromLotProblem('A building', building.geometry, lot);
    if (problem) fields[`buildings_geojson.features.${i}`] = [problem];
  });
  for (const [key, list] of unitsOf(update)) {
    list.forEach((unit, i) => {
      const problem = farFromLotProblem('A unit', unit.geometry, lot);
      if (problem) fields[`${key}.${i}`] = [problem];
    });
  }
}

/**
 * Checks an update against the property; a 400 with a message per field when something does not
 * fit. Edges, buildings and units are checked against the lot the user will see: the lot sent,
 * else their stored one, else the public one.
 */
async function checkAgainstProperty(db: Db, userId: string, parcel: Parcel, update: PropertyUpdate): Promise<void> {
  const fields: Record<string, string[]> = {};
  checkFacts(parcel, update, fields);
  const needsLot = (Array.isArray(update.lot_edges) && update.lot_edges.length > 0)
    || (update.buildings_geojson?.features.length ?? 0) > 0
    || unitsOf(update).some(([, list]) => list.length > 0);
  if (needsLot && !fields.lot) {
    const storedLot = update.lot === undefined ? (await loadOverrides(db, userId, parcel.id))?.lot : undefined;
    await checkAgainstLot(db, parcel, (update.lot || storedLot) ?? parcel.lot, update, fields);
  }
  if (Object.keys(fields).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fields);
}

/** Routes under /api/properties. */
export function propertyRoutes(deps: RouteDeps): Hono {
  const db = deps.database.db;
  return new Hono()
    .patch('/:id', async (c) => {
      const userId = await requireUserId(c, deps.auth);
      const parcel = await parcelOf(c, db);
      const update = await parseJson(c, PropertyUpdateSchema, PROPERTY_UPDATE_MAX_BYTES);
      await checkAgainstProperty(db, userId, parcel, update);
      return c.json({ property_id: parcel.id, user_overrides: await updateProperty(db, userId, parcel.id, update) });
    })
    .put('/:id/size-limits', async (c) => {
      const userId = await requireUserId(c, deps.auth);
      const parcel = await parcelOf(c, db);
      const list = await parseJson(c, SizeLimitOverridesSchema);
      return c.json({ property_id: parcel.id, user_overrides: await replaceSizeLimits(db, userId, parcel.id, list) });
    })
    .get('/:id/neighbours', async (c) => {
      const parcel = await parcelOf(c, db);
      return c.json(await neighbourLots(db, parcel));
    });
}
