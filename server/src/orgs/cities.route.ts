// Service-area cities (spec 7 call 9) for the service-area selector: public, and changing only
// with a release, so caches keep the list an hour.
import { CitiesQuerySchema, CitiesSchema, listCities } from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { operationBinder } from '../http/bind-operation';
import { readCities } from './cities';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database'>>();

/** The operation of the cities. */
export const cityRoutes = [
  bind(listCities, {
    doc: { summary: 'Service-area cities, by state, county and name', tags: ['Organizations'], answer: 'The cities.' },
    query: CitiesQuerySchema,
    answer: CitiesSchema,
    async handler({ query, deps, c }) {
      const cities = await readCities(deps.database.db, query);
      c.header('Cache-Control', 'public, max-age=3600');
      return { cities };
    },
  }),
];
