// A signed-in user's corrections of a property: facts and lot-edge labels
// (PATCH /api/properties/:id) and setbacks (PUT /api/properties/:id/size-limits).
// Street data applies them for that user only.
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { PropertyIdSchema, PropertyUpdateSchema, SizeLimitOverridesSchema, type PropertyUpdate } from '../../../core/api/overrides.schema';
import { PropertyType } from '../../../core/property/use-code';
import { RULESETS } from '../../../core/rules/data/index';
import { selectRulesets } from '../../../core/rules/evaluate';
import type { AppDeps } from '../app';
import { requireUserId } from '../auth/current-user';
import type { Db } from '../db/database';
import { parcels } from '../db/schema';
import { ApiError, parseJson } from '../http/api-error';
import { lotContext, lotEdges } from '../property/lot-geometry';
import { replaceSizeLimits, updateFacts } from '../property/overrides-store';
import { today } from '../rules/rules-service';

type Parcel = typeof parcels.$inferSelect;

/** The lot named by the path, or a 400 (bad id) or 404. */
async function parcelOf(c: Context, db: Db): Promise<Parcel> {
  const id = v.safeParse(PropertyIdSchema, c.req.param('id'));
  if (!id.success) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The property id is not valid.', { id: [id.issues[0].message] });
  const [parcel] = await db.select().from(parcels).where(and(eq(parcels.id, id.output), eq(parcels.kind, 'lot'))).limit(1);
  if (!parcel) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${id.output}`);
  return parcel;
}

/** Checks an update against the property: zones of its town, the property-type choices, its edges. */
async function checkAgainstProperty(db: Db, parcel: Parcel, update: PropertyUpdate): Promise<void> {
  const fields: Record<string, string[]> = {};
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
  if (Array.isArray(update.lot_edges) && update.lot_edges.length > 0) {
    const count = lotEdges(parcel.lot, await lotContext(db, parcel.id, parcel.lot), null).length;
    const outside = update.lot_edges.filter((edge) => edge.index >= count);
    if (outside.length > 0) fields.lot_edges = [`The lot has ${count} edges, numbered 0 to ${count - 1}`];
  }
  if (Object.keys(fields).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', fields);
}

/** Routes under /api/properties. */
export function propertyRoutes(deps: AppDeps): Hono {
  const db = deps.database.db;
  return new Hono()
    .patch('/:id', async (c) => {
      const userId = requireUserId(c, deps.secret);
      const parcel = await parcelOf(c, db);
      const update = await parseJson(c, PropertyUpdateSchema);
      await checkAgainstProperty(db, parcel, update);
      return c.json({ property_id: parcel.id, user_overrides: await updateFacts(db, userId, parcel.id, update) });
    })
    .put('/:id/size-limits', async (c) => {
      const userId = requireUserId(c, deps.secret);
      const parcel = await parcelOf(c, db);
      const list = await parseJson(c, SizeLimitOverridesSchema);
      return c.json({ property_id: parcel.id, user_overrides: await replaceSizeLimits(db, userId, parcel.id, list) });
    });
}
