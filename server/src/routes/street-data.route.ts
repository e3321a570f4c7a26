// Street data: the property report for a signed address.
import { Hono } from 'hono';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { streetViewPath } from '../../../core/api/street-view.schema';
import { redactReport } from '../../../core/report/limited';
import { StreetDataQuerySchema } from '../../../core/api/street-data.schema';
import { isAddressSignatureValid } from '../address/signature';
import type { AppDeps } from '../app';
import { currentUserId } from '../auth/current-user';
import { ApiError, parseQuery } from '../http/api-error';
import { findAddressByParts, loadStreetData } from '../property/property-store';

/** Routes under /api/street-data. */
export function streetDataRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    const { params } = parseQuery(c, StreetDataQuerySchema);
    const userId = currentUserId(c, deps.secret);
    if (!isAddressSignatureValid(deps.secret, params, params.signature)) {
      throw new ApiError(403, ApiErrorCode.BadSignature, 'The address signature does not match; pick the address from the search again.');
    }
    const address = await findAddressByParts(deps.database.db, params);
    const data = address && (await loadStreetData(deps.database.db, address, userId));
    if (!data) throw new ApiError(404, ApiErrorCode.AddressNotFound, 'Address is not supported');
    // Visitors who are not signed in get the limited report; the locked values never leave the server.
    const answer = { ...data, street_view_url: deps.streetView ? streetViewPath(data.attributes.address.lat, data.attributes.address.lng) : null };
    return c.json(userId ? answer : redactReport(answer));
  });
}
