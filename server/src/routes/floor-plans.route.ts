// GET /api/floor-plans?category=: the floor plan catalogue, one category or all of it. The
// catalogue is part of the release, so the answer is built once and may be cached for an hour.
import { Hono } from 'hono';
import { FloorPlansQuerySchema, type FloorPlansResponse } from '../../../core/api';
import { cataloguePlans, planSummary } from '../../../core/floor-plans';
import { parseQuery } from '../http/api-error';

/** How long clients and proxies may keep a catalogue answer. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Routes under /api/floor-plans. */
export function floorPlanRoutes(): Hono {
  const summaries = cataloguePlans().map(planSummary);
  return new Hono().get('/', (c) => {
    const { category } = parseQuery(c, FloorPlansQuerySchema);
    const body: FloorPlansResponse = { plans: category ? summaries.filter((plan) => plan.category === category) : summaries };
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(body);
  });
}
