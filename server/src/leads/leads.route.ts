// Leads and help requests of an organization (spec 7 calls 6 and 15, decision 016): anyone may
// submit them (rate limited per client address and organization); owners list them with their
// webhook delivery state and export them as CSV.
import type { Context } from 'hono';
import {
  ApiErrorCode,
  exportLeads,
  HelpRequestSubmissionSchema,
  LeadAcceptedSchema,
  LeadListQuerySchema,
  LeadListSchema,
  LeadSubmissionSchema,
  listLeads,
  OrgPathParamsSchema,
  submitHelpRequest,
  submitLead,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Viewer } from '../auth/current-user';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { str } from '../http/json-shapes';
import { ORG_SIGN_IN_MESSAGE } from '../orgs/org-access';
import { findOrganization, readStoredSettings } from '../orgs/org-store';
import { LEAD_CSV_COLUMNS, csvLine, leadCsvValues } from './leads-csv';
import { leadEmail } from '../mail/lead-email';
import { readLeads, storeLead, type LeadFilter } from './lead-store';
import { buildLeadSummary } from './lead-summary';

/** The most rows one CSV export holds. */
export const CSV_MAX_ROWS = 10_000;
const CSV_PAGE_ROWS = 500;
const SUBMISSION_BYTES = 32 * 1024;
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]{1,253}$/i;

type LeadDeps = Pick<RouteDeps, 'auth' | 'database' | 'accounts' | 'now' | 'trustProxy' | 'publicUrl' | 'secret'>;

/** Where an owner opens a lead: its detail in Settings → Leads. */
export function leadDetailLink(publicUrl: string, leadId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/settings#leads/${encodeURIComponent(leadId)}`;
}
const bind = operationBinder<LeadDeps>();

/** The Origin header when it names a site (not `null`, not something else), else null. */
function sourceOrigin(c: Context): string | null {
  const origin = c.req.header('origin')?.trim();
  return origin && ORIGIN.test(origin) ? origin.toLowerCase() : null;
}

/**
 * The organization with its webhook, or a 404; and the signed-in sender's id and account e-mail.
 * A widget token's sender has none here: the consent tells them the embedding site will not see
 * their e-mail address (decision 027, issue 28), so their lead carries the one they typed.
 */
async function submission(deps: LeadDeps, orgId: string, viewer: Viewer | null) {
  const org = await findOrganization(deps.database.db, orgId);
  if (!org) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${orgId}`);
  const accountEmail = viewer?.kind === 'account' && !viewer.widget ? ((await deps.accounts.findUser(viewer.id))?.email ?? null) : null;
  return { orgId, orgName: org.name, userId: viewer?.id ?? null, accountEmail, webhookUrl: readStoredSettings(org.settings).crm_webhook_url };
}

/** The operations of leads. */
export const leadRoutes = [
  bind(submitLead, {
    doc: {
      summary: 'Send a lead to the organization',
      description:
        "A sender signed in on Lotline's own pages has their account e-mail replace the typed one; with a widget token the typed one is kept. With `property_id` the server adds the report's summary (verdict, size limit by right, placed plan, estimate; locked values only when the sender has already seen the property in full), which the owners' e-mail, the list and the CRM webhook carry; the sender hears only the lead's id. Each owner is e-mailed through the outbox. At most 20 submissions an hour per client and organization.",
      tags: ['Leads'],
      answer: 'Stored (and queued for the owners\' e-mail and the CRM webhook).',
    },
    params: OrgPathParamsSchema,
    body: LeadSubmissionSchema,
    maxBodyBytes: SUBMISSION_BYTES,
    answer: LeadAcceptedSchema,
    async handler({ params, body, viewer, deps, c }) {
      const [sender, summary] = await Promise.all([submission(deps, params.id, viewer), buildLeadSummary(deps.database.db, viewer, body, deps.now())]);
      // Spec 7 call 6: a signed-in sender's account e-mail, else the typed one (always with a widget token).
      const fields = { ...body, email: sender.accountEmail ?? body.email };
      const publicUrl = deps.publicUrl();
      const id = await storeLead(deps.database.db, {
        organizationId: sender.orgId,
        kind: 'lead',
        userId: sender.userId,
        name: fields.name,
        email: fields.email,
        fields,
        sourceOrigin: sourceOrigin(c),
        createdAt: deps.now(),
        webhookUrl: sender.webhookUrl,
        summary,
        // The summary goes to the organization only: the answer to the sender is the lead's id.
        ownersEmail: {
          secret: deps.secret,
          emailOf: (leadId, to) =>
            leadEmail({
              to,
              locale: body.locale ?? 'en',
              organizationName: sender.orgName,
              name: fields.name,
              email: fields.email,
              phone: fields.phone,
              address: fields.property_address,
              summary,
              link: leadDetailLink(publicUrl, leadId),
            }),
        },
      });
      return { id };
    },
  }),
  bind(submitHelpRequest, {
    doc: { summary: 'Send a help request to the organization', tags: ['Leads'], answer: 'Stored.' },
    params: OrgPathParamsSchema,
    body: HelpRequestSubmissionSchema,
    maxBodyBytes: SUBMISSION_BYTES,
    answer: LeadAcceptedSchema,
    async handler({ params, body, viewer, deps, c }) {
      const sender = await submission(deps, params.id, viewer);
      // The form's e-mail, else the signed-in sender's on Lotline's own pages (core/api/leads.schema.ts).
      const email = body.email ?? sender.accountEmail ?? undefined;
      const fields = { ...body, ...(email === undefined ? {} : { email }) };
      const id = await storeLead(deps.database.db, {
        organizationId: sender.orgId,
        kind: 'help',
        userId: sender.userId,
        name: fields.full_name,
        email: email ?? null,
        fields,
        sourceOrigin: sourceOrigin(c),
        createdAt: deps.now(),
        webhookUrl: sender.webhookUrl,
      });
      return { id };
    },
  }),
  bind(listLeads, {
    doc: { summary: 'Leads and help requests, newest first (owners)', tags: ['Leads'], answer: 'A page of leads.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    query: LeadListQuerySchema,
    answer: LeadListSchema,
    async handler({ query, member: { orgId }, deps, c }) {
      const leads = await readLeads(deps.database.db, orgId, { kind: query.kind, before: query.before, beforeId: query.before_id, limit: query.limit });
      c.header('Cache-Control', 'no-store');
      return { leads };
    },
  }),
  bind(exportLeads, {
    doc: { summary: 'Leads and help requests as CSV (owners; at most 10,000 rows)', tags: ['Leads'], answer: 'CSV with a header line.', contentType: 'text/csv' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    query: LeadListQuerySchema,
    answer: str,
    async handler({ query, member: { orgId }, deps, c }) {
      const db = deps.database.db;
      const filter: LeadFilter = { kind: query.kind, before: query.before, beforeId: query.before_id, limit: CSV_PAGE_ROWS };
      const encoder = new TextEncoder();
      let rows = 0;
      // Pages of rows are read as the client takes them, so a large export is never held whole.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(csvLine(LEAD_CSV_COLUMNS)));
        },
        async pull(controller) {
          const page = await readLeads(db, orgId, { ...filter, limit: Math.min(CSV_PAGE_ROWS, CSV_MAX_ROWS - rows) });
          if (page.length > 0) controller.enqueue(encoder.encode(page.map((lead) => csvLine(leadCsvValues(lead))).join('')));
          rows += page.length;
          const last = page[page.length - 1];
          if (!last || page.length < CSV_PAGE_ROWS || rows >= CSV_MAX_ROWS) return controller.close();
          filter.before = last.created_at;
          filter.beforeId = last.id;
        },
      });
      const day = deps.now().toISOString().slice(0, 10);
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${orgId}-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
];
