// Leads and help requests as stored (decision 016): a submission becomes a `leads` row and, when
// the organization has a CRM webhook, a `lead_deliveries` row in the same transaction, so an
// acknowledged lead always has its delivery queued, and so do the owners' e-mails (through the
// outbox: the request only writes rows). A lead's summary (lead-summary.ts) is kept in its `fields`
// under `summary`, beside the submitted body. The owners' list reads them back, newest first.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DeliveryStatus, LeadKind, LeadListItem, LeadSummary } from '../../../core/api';
import type { Db } from '../db/database';
import { leadDeliveries, leads, users } from '../db/schema';
import { enqueueEmail, type OutgoingEmail } from '../mail/outbox';

/** A submission to store. */
export interface NewLead {
  organizationId: string;
  kind: LeadKind;
  /** The signed-in sender, if any. */
  userId: string | null;
  name: string;
  email: string | null;
  /** The submitted body as validated. */
  fields: Record<string, unknown>;
  /** The Origin header of the submission, if it had one. */
  sourceOrigin: string | null;
  createdAt: Date;
  /** The organization's CRM webhook when the lead came in; a delivery to it is queued. */
  webhookUrl: string | null;
  /** What the lead's report said (leads only), or null. */
  summary?: LeadSummary | null;
  /** The e-mail to each owner, given the lead's id; queued in the outbox with the lead, sealed with `secret`. */
  ownersEmail?: { secret: string; emailOf(leadId: string, to: string): OutgoingEmail };
}

/** The e-mail addresses of the organization's owners. */
export async function ownerEmails(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'owner')))
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/** A stored lead's submitted fields and its summary, apart. */
export function splitStoredFields(stored: Record<string, unknown>): { fields: Record<string, unknown>; summary: LeadSummary | null } {
  const { summary, ...fields } = stored;
  return { fields, summary: (summary as LeadSummary | undefined) ?? null };
}

/** Stores the lead, and its delivery when there is a webhook, in one transaction; answers the lead's id. */
export async function storeLead(db: Db, lead: NewLead): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id,
      organizationId: lead.organizationId,
      kind: lead.kind,
      userId: lead.userId,
      name: lead.name,
      email: lead.email,
      fields: lead.summary ? { ...lead.fields, summary: lead.summary } : lead.fields,
      sourceOrigin: lead.sourceOrigin,
      createdAt: lead.createdAt,
    });
    if (lead.webhookUrl !== null) {
      await tx.insert(leadDeliveries).values({ leadId: id, organizationId: lead.organizationId, url: lead.webhookUrl, sendAfter: lead.createdAt });
    }
    if (lead.ownersEmail) {
      const { secret, emailOf } = lead.ownersEmail;
      for (const to of await ownerEmails(tx as unknown as Db, lead.organizationId)) await enqueueEmail(tx as unknown as Db, secret, emailOf(id, to));
    }
  });
  return id;
}

/** Which leads to list: one kind or both, older than a cursor, at most `limit`. */
export interface LeadFilter {
  kind?: LeadKind | undefined;
  /** The `created_at` of the last lead seen (ISO 8601): only older ones are listed. */
  before?: string | undefined;
  /** The id of the last lead seen, to tell apart leads of the same millisecond as `before`. */
  beforeId?: string | undefined;
  limit: number;
}

/** The delivery state of a lead: none without a webhook, then pending until delivered or given up. */
export function deliveryStatus(delivery: { deliveredAt: Date | null; failedAt: Date | null } | null): DeliveryStatus {
  if (!delivery) return 'none';
  if (delivery.deliveredAt) return 'delivered';
  if (delivery.failedAt) return 'failed';
  return 'pending';
}

/** The organization's leads matching `filter`, newest first (ties by id, descending), with their delivery state. */
export async function readLeads(db: Db, organizationId: string, filter: LeadFilter): Promise<LeadListItem[]> {
  const conditions: SQL[] = [eq(leads.organizationId, organizationId)];
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.before) {
    const before = new Date(filter.before);
    conditions.push(
      filter.beforeId === undefined ? lt(leads.createdAt, before) : or(lt(leads.createdAt, before), and(eq(leads.createdAt, before), lt(leads.id, filter.beforeId)))!,
    );
  }
  const rows = await db
    .select({ lead: leads, delivery: leadDeliveries })
    .from(leads)
    .leftJoin(leadDeliveries, eq(leadDeliveries.leadId, leads.id))
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(filter.limit);
  return rows.map(({ lead, delivery }) => ({
    id: lead.id,
    kind: lead.kind,
    created_at: lead.createdAt.toISOString(),
    name: lead.name,
    email: lead.email,
    ...splitStoredFields(lead.fields),
    delivery: { status: deliveryStatus(delivery), attempts: delivery?.attempts ?? 0, last_error: delivery?.lastError ?? null },
  }));
}
