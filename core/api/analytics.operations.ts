// The operations of analytics events (spec 7 'Analytics events'): the widget reports what
// happens; an organization's owners read the counts and the latest events.
import type { AnalyticsEventBodySchema, AnalyticsQuerySchema, AnalyticsSummarySchema, EventRecordedSchema } from './analytics.schema';
import { defineOperation, schemaTypes } from './operation';
import type { OrgPathParamsSchema } from './org.schema';

/** `POST /api/events`: records an event of the widget (anonymous or signed in; 300 per client in 15 minutes). */
export const recordEvent = defineOperation({
  id: 'recordEvent',
  method: 'post',
  path: '/api/events',
  auth: 'optional',
  status: 202,
  errors: [],
  rateLimit: 'analyticsEvents',
  schemas: schemaTypes<{ body: typeof AnalyticsEventBodySchema; answer: typeof EventRecordedSchema }>(),
});

/** `GET /api/orgs/{id}/events?name=&days=`: the organization's event counts and latest events (owners). */
export const summarizeEvents = defineOperation({
  id: 'summarizeEvents',
  method: 'get',
  path: '/api/orgs/{id}/events',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; query: typeof AnalyticsQuerySchema; answer: typeof AnalyticsSummarySchema }>(),
});
