// Analytics events (spec 7, 'Analytics events'): `POST /api/events` records what the widget reports
// (anonymous or signed in, rate limited per client address); `GET /api/orgs/:id/events` sums up
// one organization's events for its owners, never another's.
import { Hono } from 'hono';
import { AnalyticsEventBodySchema, AnalyticsQuerySchema, type AnalyticsSummary, ApiErrorCode } from '../../../core/api';
import type { RouteDeps } from '../app';
import { recordEvent, summarizeEvents } from '../analytics/analytics-store';
import { currentViewer } from '../auth/current-user';
import { ApiError, parseJson, parseQuery } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { createDatabaseRateLimitStore, rateLimit } from '../http/rate-limit';
import { requireOrgRole } from '../orgs/org-access';
import { findOrganization } from '../orgs/org-store';

/** Events per client address per 15 minutes. */
export const EVENTS_PER_15_MINUTES = 300;
const EVENT_BODY_BYTES = 16 * 1024;

/** Routes under /api: `POST /events` and `GET /orgs/:id/events`. */
export function analyticsRoutes(deps: RouteDeps): Hono {
  const db = deps.database.db;
  const limitEvents = rateLimit({
    store: createDatabaseRateLimitStore(db),
    rules: [{ name: 'events:ip', limit: EVENTS_PER_15_MINUTES, windowMs: 15 * 60_000, key: (c) => clientIp(c, { trustProxy: deps.trustProxy }) }],
  });

  return new Hono()
    .post('/events', limitEvents, async (c) => {
      const body = await parseJson(c, AnalyticsEventBodySchema, EVENT_BODY_BYTES);
      const viewer = await currentViewer(c, deps.auth);
      if (body.organization_id !== null && !(await findOrganization(db, body.organization_id))) {
        throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', {
          organization_id: [`No organization ${body.organization_id}`],
        });
      }
      await recordEvent(db, { name: body.name, organizationId: body.organization_id, userId: viewer?.id ?? null, properties: body.properties, createdAt: deps.now() });
      return c.json({}, 202);
    })
    .get('/orgs/:id/events', async (c) => {
      const { orgId } = await requireOrgRole(c, deps, 'owner');
      const query = parseQuery(c, AnalyticsQuerySchema);
      const summary = await summarizeEvents(db, orgId, { name: query.name, days: query.days, now: deps.now() });
      c.header('Cache-Control', 'no-store');
      return c.json(summary satisfies AnalyticsSummary);
    });
}
