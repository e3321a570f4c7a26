// Opening the full report for an organization's visitor (issue 29, decision 050). The
// organization's `visitor_report` decides: `limited` opens nothing, `full` opens every property a
// visitor asks for, `after_lead` the property of a lead the visitor sent. Each month, visitor and
// property counts once against the organization's plan allowance, never against the visitor; past
// it the visitor keeps the limited report and the owners get one e-mail that month.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ReportUnlock, ReportUnlockRequest } from '../../../core/api';
import type { Db } from '../db/database';
import { leads, parcels, reportUnlocks, users, organizations } from '../db/schema';
import { escapeHtml } from '../mail/escape-html';
import { enqueueEmail } from '../mail/outbox';
import { readStoredSettings, type OrganizationRow } from '../orgs/org-store';
import { monthOf, planAllowance } from '../orgs/report-allowance';
import { REPORT_GRANT_TTL_MS, signReportGrant } from '../quota/report-grant';

/** What unlocking needs. */
export interface UnlockDeps {
  db: Db;
  secret: string;
  now: Date;
  /** The origin of the organization's Settings, for the owners' e-mail. */
  publicUrl: string;
}

/** Why an unlock is refused: the organization shows the limited report, no lead of the visitor names the property, the allowance is used up, or no such property. */
export type UnlockRefusal = 'limited' | 'needs-lead' | 'allowance' | 'no-property';

/** Grants the full report of `body.property_id` to `body.visitor_id` for `org`, or says why not. */
export async function unlockReportFor(deps: UnlockDeps, org: OrganizationRow, body: ReportUnlockRequest): Promise<{ ok: true; unlock: ReportUnlock } | { ok: false; reason: UnlockRefusal }> {
  const { db, now } = deps;
  const mode = readStoredSettings(org.settings).visitor_report;
  if (mode === 'limited') return { ok: false, reason: 'limited' };
  const [property] = await db.select({ id: parcels.id }).from(parcels).where(and(eq(parcels.id, body.property_id), eq(parcels.kind, 'lot'))).limit(1);
  if (!property) return { ok: false, reason: 'no-property' };
  let leadId: string | null = null;
  if (mode === 'after_lead') {
    if (!body.lead_id) return { ok: false, reason: 'needs-lead' };
    const [lead] = await db
      .select({ id: leads.id, fields: leads.fields })
      .from(leads)
      .where(and(eq(leads.id, body.lead_id), eq(leads.organizationId, org.id), eq(leads.kind, 'lead')))
      .limit(1);
    if (!lead || lead.fields.property_id !== body.property_id) return { ok: false, reason: 'needs-lead' };
    leadId = lead.id;
  }
  const month = monthOf(now);
  const outcome = await db.transaction(async (tx) => {
    // One count at a time per organization, so parallel unlocks cannot pass the allowance together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('report_unlocks'), hashtext(${org.id}))`);
    const [known] = await tx
      .select({ one: sql<number>`1` })
      .from(reportUnlocks)
      .where(and(eq(reportUnlocks.organizationId, org.id), eq(reportUnlocks.month, month), eq(reportUnlocks.visitorId, body.visitor_id), eq(reportUnlocks.propertyId, body.property_id)))
      .limit(1);
    if (known) return 'granted' as const;
    if (leadId !== null) {
      // A lead opens its property for the visitor who sent it, not for whoever learns its id.
      const [other] = await tx
        .select({ one: sql<number>`1` })
        .from(reportUnlocks)
        .where(and(eq(reportUnlocks.organizationId, org.id), eq(reportUnlocks.leadId, leadId), ne(reportUnlocks.visitorId, body.visitor_id)))
        .limit(1);
      if (other) return 'lead-taken' as const;
    }
    const [row] = await tx.select({ used: count() }).from(reportUnlocks).where(and(eq(reportUnlocks.organizationId, org.id), eq(reportUnlocks.month, month)));
    if (Number(row?.used ?? 0) >= (await planAllowance(tx as unknown as Db, org.plan))) return 'exhausted' as const;
    await tx.insert(reportUnlocks).values({ organizationId: org.id, month, visitorId: body.visitor_id, propertyId: body.property_id, via: leadId ? 'lead' : 'full', leadId, createdAt: now });
    return 'granted' as const;
  });
  if (outcome === 'lead-taken') return { ok: false, reason: 'needs-lead' };
  if (outcome === 'exhausted') {
    await tellOwnersOnce(deps, org, month);
    return { ok: false, reason: 'allowance' };
  }
  const expiresAt = new Date(now.getTime() + REPORT_GRANT_TTL_MS);
  const grant = signReportGrant(deps.secret, { organizationId: org.id, propertyId: body.property_id, visitorId: body.visitor_id, expiresAt });
  return { ok: true, unlock: { grant, property_id: body.property_id, expires_at: expiresAt.toISOString() } };
}

/** E-mails the owners of `org` that this month's allowance is used up, the first time it happens that month. */
async function tellOwnersOnce(deps: UnlockDeps, org: OrganizationRow, month: string): Promise<void> {
  const claimed = await deps.db
    .update(organizations)
    .set({ allowanceNoticeMonth: month })
    .where(and(eq(organizations.id, org.id), sql`${organizations.allowanceNoticeMonth} IS DISTINCT FROM ${month}`))
    .returning({ id: organizations.id });
  if (claimed.length === 0) return;
  const owners = await deps.db.select({ email: users.email }).from(users).where(and(eq(users.organizationId, org.id), eq(users.organizationRole, 'owner')));
  const allowance = await planAllowance(deps.db, org.plan);
  const settings = `${deps.publicUrl}/settings`;
  for (const { email } of owners) {
    if (email) await enqueueEmail(deps.db, deps.secret, allowanceEmail({ to: email, organizationName: org.name, allowance, month, settings }));
  }
}

/** The owners' e-mail of a used-up allowance. */
export function allowanceEmail(options: { to: string; organizationName: string; allowance: number; month: string; settings: string }) {
  const used = `Visitors of ${options.organizationName} opened all ${options.allowance} full reports of your plan for ${options.month}.`;
  const after = 'Until the month ends, new visitors see the limited report: the size limits and setbacks stay locked until they sign in.';
  const action = 'To open more, ask Lotline for a larger plan, or show visitors the full report only after they send the contact form (Settings, Visitor report):';
  const text = ['Hello,', '', used, after, '', action, options.settings].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(used)} ${escapeHtml(after)}</p>`,
    `<p>${escapeHtml(action)} <a href="${escapeHtml(options.settings)}">${escapeHtml(options.settings)}</a></p>`,
  ].join('\n');
  return { to: options.to, subject: `${options.organizationName.replace(/\s+/g, ' ')}: this month's full reports are used up`, text, html };
}
