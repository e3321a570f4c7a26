// A signed-in user's corrections of a property: facts, lot-edge labels and their map work (own
// floor plans, added buildings, layouts, the corrected lot, map notes) with
// PATCH /api/properties/:id, and setbacks with PUT /api/properties/:id/size-limits. Street data
// applies them for that user only. GET /api/properties/:id/neighbours lists the lot lines around.
import {
  ApiErrorCode,
  neighbourLots,
  NeighbourLotsResponseSchema,
  PropertyPathParamsSchema,
  PropertyUpdateSchema,
  replaceSizeLimits,
  SizeLimitOverridesSchema,
  updateProperty,
  UserOverridesAnswerSchema,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { findNeighbourLots } from './map-overlays';
import { saveSizeLimits, savePropertyUpdate } from './overrides-store';
import { findLot, type LotRow } from './property-store';
import { propertyUpdateProblems } from './property-update-checks';

/** The largest `PATCH /api/properties/:id` body: room for every layout key at once. */
export const PROPERTY_UPDATE_MAX_BYTES = 2 * 1024 * 1024;

/** The 401 of a visitor's change. */
const SIGN_IN_TO_CHANGE = 'Sign in to change this property.';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'now'>>();

/** The lot of a property id, or a 404. */
async function lotOf(db: Db, propertyId: string): Promise<LotRow> {
  const lot = await findLot(db, propertyId);
  if (!lot) throw new ApiError(404, ApiErrorCode.NotFound, `No property ${propertyId}`);
  return lot;
}

/** The operations of a user's corrections of a property, and its neighbours. */
export const propertyRoutes = [
  bind(updateProperty, {
    doc: { summary: "Save the user's corrections and map work on a property", tags: ['Properties'], answer: "The user's overrides after the change." },
    signIn: SIGN_IN_TO_CHANGE,
    params: PropertyPathParamsSchema,
    body: PropertyUpdateSchema,
    maxBodyBytes: PROPERTY_UPDATE_MAX_BYTES,
    answer: UserOverridesAnswerSchema,
    async handler({ params, body, viewer, deps }) {
      const db = deps.database.db;
      const lot = await lotOf(db, params.id);
      const problems = await propertyUpdateProblems(db, viewer, lot, body, deps.now());
      if (Object.keys(problems).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', problems);
      return { property_id: lot.id, user_overrides: await savePropertyUpdate(db, viewer, lot.id, body) };
    },
  }),
  bind(replaceSizeLimits, {
    doc: { summary: "Replace the user's setback overrides of a property", tags: ['Properties'], answer: "The user's overrides after the change." },
    signIn: SIGN_IN_TO_CHANGE,
    params: PropertyPathParamsSchema,
    body: SizeLimitOverridesSchema,
    answer: UserOverridesAnswerSchema,
    async handler({ params, body, viewer, deps }) {
      const lot = await lotOf(deps.database.db, params.id);
      return { property_id: lot.id, user_overrides: await saveSizeLimits(deps.database.db, viewer, lot.id, body) };
    },
  }),
  bind(neighbourLots, {
    doc: { summary: 'The lots within 150 ft of a property, nearest first', tags: ['Properties'], answer: 'The neighbouring lots.' },
    params: PropertyPathParamsSchema,
    answer: NeighbourLotsResponseSchema,
    async handler({ params, deps }) {
      return findNeighbourLots(deps.database.db, await lotOf(deps.database.db, params.id));
    },
  }),
];
