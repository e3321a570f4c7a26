// The operation of the service-area selector (spec 7 call 9): the cities an organization can pick.
import type { CitiesQuerySchema, CitiesSchema } from './cities.schema';
import { defineOperation, schemaTypes } from './operation';

/** `GET /api/cities?q=&state=`: service-area cities, by state, county and name. */
export const listCities = defineOperation({
  id: 'listCities',
  method: 'get',
  path: '/api/cities',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof CitiesQuerySchema; answer: typeof CitiesSchema }>(),
});
