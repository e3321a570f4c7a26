// Service-area cities: `GET /api/cities?q=&state=` (spec 7 call 9) for the service-area selector.
import { Hono } from 'hono';
import { CitiesQuerySchema, type Cities } from '../../../core/api';
import type { RouteDeps } from '../app';
import { parseQuery } from '../http/api-error';
import { listCities } from '../orgs/cities';

/** Routes under /api/cities: the list is public and changes only with a release, so caches keep it an hour. */
export function cityRoutes(deps: Pick<RouteDeps, 'database'>): Hono {
  return new Hono().get('/', async (c) => {
    const query = parseQuery(c, CitiesQuerySchema);
    const body: Cities = { cities: await listCities(deps.database.db, query) };
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(body);
  });
}
