// GET /api/basemap?cell=x,y: one cell of the base map drawn from the loaded data (streets with
// their names, lots with house numbers, buildings, street and water areas). Public like the
// neighbouring lots: outlines, footprints and numbers, nothing of a report. The data changes only
// on import, so answers may be cached for a few minutes.
import { Hono } from 'hono';
import { BasemapQuerySchema } from '../../../core/api';
import type { AppDeps } from '../app';
import { parseQuery } from '../http/api-error';
import { basemapCell } from '../property/basemap';

/** Routes under /api/basemap. */
export function basemapRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    const { cell } = parseQuery(c, BasemapQuerySchema);
    const answer = await basemapCell(deps.database.db, cell);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(answer);
  });
}
