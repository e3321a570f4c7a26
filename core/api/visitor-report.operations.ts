// The operation that opens a full report for an organization's visitor (issue 29, decision 050).
import { defineOperation, schemaTypes } from './operation';
import type { OrgPathParamsSchema } from './org.schema';
import type { ReportUnlockRequestSchema, ReportUnlockSchema } from './visitor-report.schema';

/**
 * `POST /api/orgs/{id}/report-unlocks`: a grant of the full report of one property for a visitor of
 * the organization's embed, as its `visitor_report` allows (`full`: every visitor; `after_lead`: one
 * who sent the lead form for that property, named by `lead_id`), counted once a month per visitor and
 * property against the organization's plan allowance. 403 for `limited`, without the lead, or past
 * the allowance; 30 an hour per visitor, 600 an hour per organization.
 */
export const unlockReport = defineOperation({
  id: 'unlockReport',
  method: 'post',
  path: '/api/orgs/{id}/report-unlocks',
  auth: 'optional',
  status: 201,
  errors: [403, 404],
  rateLimit: 'reportUnlocks',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof ReportUnlockRequestSchema; answer: typeof ReportUnlockSchema }>(),
});
