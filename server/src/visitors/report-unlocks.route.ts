// `POST /api/orgs/{id}/report-unlocks` (issue 29, decision 050): the grant of a full report for an
// organization's visitor, as its `visitor_report` allows, within per-visitor, per-client and
// per-organization limits, so no one visitor spends the organization's allowance.
import {
  ApiErrorCode,
  OrgPathParamsSchema,
  ReportUnlockRequestSchema,
  ReportUnlockSchema,
  UNLOCK_ALLOWANCE_MESSAGE,
  UNLOCK_LIMITED_MESSAGE,
  UNLOCK_NEEDS_LEAD_MESSAGE,
  unlockReport,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { UNLOCKS_PER_CLIENT_HOUR, UNLOCKS_PER_ORGANIZATION_HOUR, UNLOCKS_PER_VISITOR_HOUR } from '../http/operation-limits';
import { findOrganization } from '../orgs/org-store';
import { unlockReportFor } from './report-unlocks';

type UnlockDeps = Pick<RouteDeps, 'auth' | 'database' | 'now' | 'trustProxy' | 'secret' | 'publicUrl'>;
const bind = operationBinder<UnlockDeps>();

/** The operations of visitors' full reports. */
export const visitorReportRoutes = [
  bind(unlockReport, {
    doc: {
      summary: "Open the full report of a property for the organization's visitor",
      description:
        "As the organization's `visitor_report` setting allows: `full` for every visitor, `after_lead` for the visitor who sent the lead form for that property " +
        '(its id in `lead_id`; the lead must carry that `property_id`), `limited` never. Each month, visitor and property count once against the ' +
        "organization's plan allowance, never against the visitor; past it the answer is a 403 and the owners get one e-mail that month. " +
        `The answer's \`grant\` goes back in the \`X-Lotline-Grant\` header of the requests of that property (street data, evaluation, placement, the ` +
        `playground's check, the PDF), which then answer in full until \`expires_at\`. At most ${UNLOCKS_PER_VISITOR_HOUR} an hour per visitor, ` +
        `${UNLOCKS_PER_CLIENT_HOUR} per client address and ${UNLOCKS_PER_ORGANIZATION_HOUR} per organization.`,
      tags: ['Organizations'],
      answer: 'The grant of the full report of that property.',
    },
    params: OrgPathParamsSchema,
    body: ReportUnlockRequestSchema,
    answer: ReportUnlockSchema,
    async handler({ params, body, deps }) {
      const org = await findOrganization(deps.database.db, params.id);
      if (!org) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${params.id}`);
      const result = await unlockReportFor({ db: deps.database.db, secret: deps.secret, now: deps.now(), publicUrl: deps.publicUrl() }, org, body);
      if (result.ok) return result.unlock;
      switch (result.reason) {
        case 'no-property':
          throw new ApiError(404, ApiErrorCode.NotFound, `No property ${body.property_id}`, { property_id: [`No property ${body.property_id}`] });
        case 'limited':
          throw new ApiError(403, ApiErrorCode.Forbidden, UNLOCK_LIMITED_MESSAGE);
        case 'needs-lead':
          throw new ApiError(403, ApiErrorCode.Forbidden, UNLOCK_NEEDS_LEAD_MESSAGE, { lead_id: [UNLOCK_NEEDS_LEAD_MESSAGE] });
        case 'allowance':
          throw new ApiError(403, ApiErrorCode.Forbidden, UNLOCK_ALLOWANCE_MESSAGE);
      }
    },
  }),
];
