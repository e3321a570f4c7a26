// The operations of the address look-up: suggestions for typed text, a suggestion's address parts
// signed for street data, and the places the search covers.
import type {
  AddressDetailsQuerySchema,
  AddressDetailsSchema,
  AddressPlacesQuerySchema,
  AddressPlacesSchema,
  AddressSearchQuerySchema,
  AddressSearchResponseSchema,
} from './address.schema';
import { defineOperation, schemaTypes } from './operation';

/** `GET /api/address/search?q=&limit=`: suggestions, best match first (rate limited per client). */
export const searchAddresses = defineOperation({
  id: 'searchAddresses',
  method: 'get',
  path: '/api/address/search',
  auth: 'none',
  status: 200,
  errors: [],
  rateLimit: 'search',
  schemas: schemaTypes<{ query: typeof AddressSearchQuerySchema; answer: typeof AddressSearchResponseSchema }>(),
});

/** `GET /api/address/details?place_id=`: the address parts with their signature. */
export const addressDetails = defineOperation({
  id: 'addressDetails',
  method: 'get',
  path: '/api/address/details',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ query: typeof AddressDetailsQuerySchema; answer: typeof AddressDetailsSchema }>(),
});

/** `GET /api/address/places`: the places the search covers, each with a real address to try. */
export const listAddressPlaces = defineOperation({
  id: 'listAddressPlaces',
  method: 'get',
  path: '/api/address/places',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof AddressPlacesQuerySchema; answer: typeof AddressPlacesSchema }>(),
});
