// Address search, address details and the places the search covers.
import {
  addressDetails,
  AddressDetailsQuerySchema,
  AddressDetailsSchema,
  AddressPlacesQuerySchema,
  AddressPlacesSchema,
  AddressSearchQuerySchema,
  AddressSearchResponseSchema,
  ApiErrorCode,
  listAddressPlaces,
  searchAddresses,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { readAddressPlaces } from './address-places';
import { findAddress } from './address-store';
import { searchAddresses as findSuggestions } from './address-search';
import { signAddress } from './signature';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'trustProxy' | 'clientLimits'>>();

/** The operations of the address look-up. */
export const addressRoutes = [
  bind(searchAddresses, {
    doc: { summary: 'Address suggestions for typed text, best match first', tags: ['Addresses'], answer: 'Suggestions.' },
    query: AddressSearchQuerySchema,
    answer: AddressSearchResponseSchema,
    async handler({ query, deps }) {
      return { results: await findSuggestions(deps.database.db, query.q, query.limit) };
    },
  }),
  bind(addressDetails, {
    doc: { summary: "A suggestion's address parts, signed for street data", tags: ['Addresses'], answer: 'The signed parts.' },
    query: AddressDetailsQuerySchema,
    answer: AddressDetailsSchema,
    async handler({ query, deps }) {
      const row = await findAddress(deps.database.db, query.place_id);
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
      return { ...parts, signature: signAddress(deps.secret, parts) };
    },
  }),
  // Changes only with an import, so caches may keep it a few minutes.
  bind(listAddressPlaces, {
    doc: {
      summary: 'The places the address search covers, each with a real address to try',
      description: 'Cached for 5 minutes. The example is on the place’s first street in alphabetical order, its lowest-numbered single-family lot.',
      tags: ['Addresses'],
      answer: 'The places, by state and city.',
    },
    query: AddressPlacesQuerySchema,
    answer: AddressPlacesSchema,
    async handler({ deps, c }) {
      const places = await readAddressPlaces(deps.database.db);
      c.header('Cache-Control', 'public, max-age=300');
      return { places };
    },
  }),
];
