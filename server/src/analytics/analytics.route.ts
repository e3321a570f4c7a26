// Analytics events (spec 7, 'Analytics events'): `POST /api/events` records what the widget reports
// (anonymous or signed in, rate limited per client address); `GET /api/orgs/:id/events` sums up
// one organization's events for its owners, never another's.
import {
  AnalyticsEventBodySchema,
  AnalyticsQuerySchema,
  AnalyticsSummarySchema,
  EventRecordedSchema,
  ApiErrorCode,
  OrgPathParamsSchema,
  recordEvent,
  summarizeEvents,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { ORG_SIGN_IN_MESSAGE } from '../orgs/org-access';
import { findOrganization } from '../orgs/org-store';
import { storeEvent, readEventSummary } from './analytics-store';

const EVENT_BODY_BYTES = 16 * 1024;

type AnalyticsDeps = Pick<RouteDeps, 'auth' | 'database' | 'now' | 'trustProxy'>;
const bind = operationBinder<AnalyticsDeps>();

/** The operations of analytics. */
export const analyticsRoutes = [
  bind(recordEvent, {
    doc: { summary: 'Record an analytics event of the widget', tags: ['Analytics'], answer: 'Recorded.' },
    body: AnalyticsEventBodySchema,
    maxBodyBytes: EVENT_BODY_BYTES,
    answer: EventRecordedSchema,
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
    async handler({ query, member: { orgId }, deps, c }) {
      const summary = await readEventSummary(deps.database.db, orgId, { name: query.name, days: query.days, now: deps.now() });
      c.header('Cache-Control', 'no-store');
      return summary;
    },
  }),
];
