// Address search, address details and the places the search covers.
import { Hono } from 'hono';
import {
  AddressDetailsQuerySchema,
  AddressPlacesQuerySchema,
  AddressSearchQuerySchema,
  type AddressDetails,
  type AddressPlaces,
  type AddressSearchResponse,
  ApiErrorCode,
} from '../../../core/api';
import { signAddress } from '../address/signature';
import type { AppDeps } from '../app';
import { ApiError, parseQuery } from '../http/api-error';
import { listAddressPlaces } from '../property/address-places';
import { findAddress, searchAddresses } from '../property/property-store';

/** Routes under /api/address. */
export function addressRoutes(deps: AppDeps): Hono {
  return new Hono()
    .get('/search', async (c) => {
      const query = parseQuery(c, AddressSearchQuerySchema);
      const results = await searchAddresses(deps.database.db, query.q, query.limit);
      return c.json({ results } satisfies AddressSearchResponse);
    })
    .get('/details', async (c) => {
      const { place_id } = parseQuery(c, AddressDetailsQuerySchema);
      const row = await findAddress(deps.database.db, place_id);
      if (!row) throw new ApiError(404, ApiErrorCode.AddressNotFound, 'Address is not supported');
      const parts = {
        state: row.state,
        city: row.city,
        zip_code: row.zipCode,
        street: row.street,
        street_number: row.streetNumber,
        lat: row.lat,
        lng: row.lng,
      };
      return c.json({ ...parts, signature: signAddress(deps.secret, parts) } satisfies AddressDetails);
    })
    // Changes only with an import, so caches may keep it a few minutes.
    .get('/places', async (c) => {
      parseQuery(c, AddressPlacesQuerySchema);
      const body: AddressPlaces = { places: await listAddressPlaces(deps.database.db) };
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(body);
    });
}
