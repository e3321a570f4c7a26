// The lot under a point.
import { Hono } from 'hono';
import { ApiErrorCode, ParcelAtQuerySchema } from '../../../core/api';
import type { AppDeps } from '../app';
import { ApiError, parseQuery } from '../http/api-error';
import { findParcelAt } from '../property/property-store';

/** Routes under /api/parcels. */
export function parcelRoutes(deps: AppDeps): Hono {
  return new Hono().get('/at', async (c) => {
    const { lat, lng } = parseQuery(c, ParcelAtQuerySchema);
    const parcel = await findParcelAt(deps.database.db, lng, lat);
    if (!parcel) throw new ApiError(404, ApiErrorCode.AddressNotFound, 'No lot in the data at this point');
    return c.json(parcel);
  });
}
