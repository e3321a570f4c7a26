// Analytics events (spec 7, 'Analytics events'): `POST /api/events` records what the widget reports
// (anonymous or signed in, rate limited per client address); `GET /api/orgs/:id/events` sums up
// one organization's events for its owners, never another's.
import {
  AnalyticsEventBodySchema,
  AnalyticsQuerySchema,
  AnalyticsSummarySchema,
  ApiErrorCode,
  OrgPathParamsSchema,
  recordEvent,
  summarizeEvents,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { clientIp } from '../http/client-ip';
import { createDatabaseRateLimitStore, rateLimit } from '../http/rate-limit';
import { ORG_SIGN_IN_MESSAGE, requireOrgMember } from '../orgs/org-access';
import { findOrganization } from '../orgs/org-store';
import { recordEvent as storeEvent, summarizeEvents as readSummary } from './analytics-store';

/** Events per client address per 15 minutes. */
export const EVENTS_PER_15_MINUTES = 300;
const EVENT_BODY_BYTES = 16 * 1024;

type AnalyticsDeps = Pick<RouteDeps, 'auth' | 'database' | 'now' | 'trustProxy'>;
const bind = operationBinder<AnalyticsDeps>();

const limitEvents = (deps: AnalyticsDeps) =>
  rateLimit({
    store: createDatabaseRateLimitStore(deps.database.db),
    rules: [{ name: 'events:ip', limit: EVENTS_PER_15_MINUTES, windowMs: 15 * 60_000, key: (c) => clientIp(c, { trustProxy: deps.trustProxy }) }],
  });

/** The operations of analytics. */
export const analyticsRoutes = [
  bind(recordEvent, {
    doc: { summary: 'Record an analytics event of the widget', tags: ['Analytics'], answer: 'Recorded.' },
    body: AnalyticsEventBodySchema,
    maxBodyBytes: EVENT_BODY_BYTES,
    answer: { type: 'object', maxProperties: 0 },
    use: [limitEvents],
    async handler({ body, viewer, deps }) {
      const db = deps.database.db;
      if (body.organization_id !== null && !(await findOrganization(db, body.organization_id))) {
        throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { organization_id: [`No organization ${body.organization_id}`] });
      }
      await storeEvent(db, { name: body.name, organizationId: body.organization_id, userId: viewer?.id ?? null, properties: body.properties, createdAt: deps.now() });
      return {};
    },
  }),
  bind(summarizeEvents, {
    doc: { summary: "The organization's event counts and latest events (owners)", tags: ['Analytics'], answer: 'The summary.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    query: AnalyticsQuerySchema,
    answer: AnalyticsSummarySchema,
    async handler({ params, query, viewer, deps, c }) {
      const { orgId } = await requireOrgMember(deps.database.db, viewer, params.id, 'owner');
      const summary = await readSummary(deps.database.db, orgId, { name: query.name, days: query.days, now: deps.now() });
      c.header('Cache-Control', 'no-store');
      return summary;
    },
  }),
];
