// Leads and help requests of an organization (spec 7 calls 6 and 15, decision 016): anyone may
// submit them (rate limited per client address and organization); owners list them with their
// webhook delivery state and export them as CSV.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  ApiErrorCode,
  HelpRequestSubmissionSchema,
  LeadListQuerySchema,
  LeadSubmissionSchema,
  type LeadAccepted,
  type LeadList,
  OrgIdSchema,
} from '../../../core/api';
import type { RouteDeps } from '../app';
import { currentViewer, type Viewer } from '../auth/current-user';
import { ApiError, parseJson, parseQuery } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { createDatabaseRateLimitStore, rateLimit } from '../http/rate-limit';
import { LEAD_CSV_COLUMNS, csvLine, leadCsvValues } from '../leads/leads-csv';
import { listLeads, storeLead, type LeadFilter } from '../leads/lead-store';
import { orgIdParam, requireOrgRole } from '../orgs/org-access';
import { findOrganization, readStoredSettings } from '../orgs/org-store';

const HOUR_MS = 60 * 60_000;
/** Submissions per client address and organization per hour (leads and help requests together). */
export const SUBMISSIONS_PER_HOUR = 20;
/** The most rows one CSV export holds. */
export const CSV_MAX_ROWS = 10_000;
const CSV_PAGE_ROWS = 500;
const SUBMISSION_BYTES = 32 * 1024;
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]{1,253}$/i;

/** The Origin header when it names a site (not `null`, not something else), else null. */
function sourceOrigin(c: Context): string | null {
  const origin = c.req.header('origin')?.trim();
  return origin && ORIGIN.test(origin) ? origin.toLowerCase() : null;
}

/** Routes under /api/orgs: `POST /:id/leads`, `POST /:id/help-requests`, `GET /:id/leads`, `GET /:id/leads.csv`. */
export function leadRoutes(deps: RouteDeps): Hono {
  const db = deps.database.db;
  const limitSubmissions = rateLimit({
    store: createDatabaseRateLimitStore(db),
    rules: [
      {
        name: 'leads:ip',
        limit: SUBMISSIONS_PER_HOUR,
        windowMs: HOUR_MS,
        key: (c) => {
          const ip = clientIp(c, { trustProxy: deps.trustProxy });
          const orgId = c.req.param('id');
          return ip && v.is(OrgIdSchema, orgId) ? `${orgId}:${ip}` : undefined;
        },
      },
    ],
  });

  /** The organization of the path with its webhook, or a 404; and the signed-in sender's id and account e-mail. */
  async function submission(c: Context) {
    const orgId = orgIdParam(c);
    const viewer: Viewer | null = await currentViewer(c, deps.auth);
    const org = await findOrganization(db, orgId);
    if (!org) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${orgId}`);
    const accountEmail = viewer?.kind === 'account' ? ((await deps.accounts.findUser(viewer.id))?.email ?? null) : null;
    return { orgId, userId: viewer?.id ?? null, accountEmail, webhookUrl: readStoredSettings(org.settings).crm_webhook_url };
  }

  return new Hono()
    .post('/:id/leads', limitSubmissions, async (c) => {
      const sender = await submission(c);
      const body = await parseJson(c, LeadSubmissionSchema, SUBMISSION_BYTES);
      // Spec 7 call 6: a signed-in sender's account e-mail, else the typed one.
      const fields = { ...body, email: sender.accountEmail ?? body.email };
      const id = await storeLead(db, {
        organizationId: sender.orgId,
        kind: 'lead',
        userId: sender.userId,
        name: fields.name,
        email: fields.email,
        fields,
        sourceOrigin: sourceOrigin(c),
        createdAt: deps.now(),
        webhookUrl: sender.webhookUrl,
      });
      return c.json({ id } satisfies LeadAccepted, 201);
    })
    .post('/:id/help-requests', limitSubmissions, async (c) => {
      const sender = await submission(c);
      const body = await parseJson(c, HelpRequestSubmissionSchema, SUBMISSION_BYTES);
      // The form's e-mail, else the signed-in sender's (core/api/leads.schema.ts).
      const email = body.email ?? sender.accountEmail ?? undefined;
      const fields = { ...body, ...(email === undefined ? {} : { email }) };
      const id = await storeLead(db, {
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
      return c.json({ id } satisfies LeadAccepted, 201);
    })
    .get('/:id/leads', async (c) => {
      const { orgId } = await requireOrgRole(c, deps, 'owner');
      const query = parseQuery(c, LeadListQuerySchema);
      const leads = await listLeads(db, orgId, { kind: query.kind, before: query.before, beforeId: query.before_id, limit: query.limit });
      c.header('Cache-Control', 'no-store');
      return c.json({ leads } satisfies LeadList);
    })
    .get('/:id/leads.csv', async (c) => {
      const { orgId } = await requireOrgRole(c, deps, 'owner');
      const query = parseQuery(c, LeadListQuerySchema);
      const filter: LeadFilter = { kind: query.kind, before: query.before, beforeId: query.before_id, limit: CSV_PAGE_ROWS };
      const encoder = new TextEncoder();
      let rows = 0;
      // Pages of rows are read as the client takes them, so a large export is never held whole.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(csvLine(LEAD_CSV_COLUMNS)));
        },
        async pull(controller) {
          const page = await listLeads(db, orgId, { ...filter, limit: Math.min(CSV_PAGE_ROWS, CSV_MAX_ROWS - rows) });
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
    });
}
