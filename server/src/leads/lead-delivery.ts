// Delivers leads to organizations' CRM webhooks (decision 016). Each server runs a worker (the
// outbox worker of jobs/outbox-worker.ts) that claims due `lead_deliveries` rows with FOR UPDATE SKIP LOCKED and pushes their `send_after` past
// a lease, so two servers on one database never post the same lead at once, and a server that dies
// mid-delivery leaves the row due again when the lease ends. Each try posts the lead as JSON,
// signed with the organization's webhook key, through the SSRF-checked client (the URL is checked
// again at every try); a 2xx answer delivers it, anything else is retried with exponential backoff
// until the last try marks it failed.
import { createHmac } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LeadKind, LeadSummary } from '../../../core/api';
import { queryRows, type Db } from '../db/database';
import { leadDeliveries, leads } from '../db/schema';
import { splitStoredFields } from './lead-store';
import { runOutboxRound, startOutboxWorker, type Outbox, type OutboxRound, type OutboxWorker } from '../jobs/outbox-worker';
import { consoleLogger, type Logger } from '../log/logger';
import { webhookSigningKey } from '../orgs/webhook-key';
import { FetchFailedError, postJson, type SafeFetchOptions } from '../unfurl/safe-fetch';

/** How the worker claims, posts and retries. */
export interface LeadDeliveryOptions {
  db: Db;
  /** The server's secret (LOTLINE_SECRET); each organization's signing key is derived from it. */
  secret: string;
  /** Time limit of a try (default 10 s) and hosts exempt from the SSRF checks (none by default). */
  fetchOptions?: SafeFetchOptions;
  /** The current time (default: the system clock); due rows and backoff are reckoned with it. */
  now?: () => Date;
  /** Rows claimed per round. Default 10. */
  batchSize?: number;
  /** Tries before a delivery is given up (`failed_at`). Default 15. */
  maxAttempts?: number;
  /** How long a claim keeps other workers off a row, in ms; longer than a try. Default 2 minutes. */
  leaseMs?: number;
  /** The wait before the next try after `attempts` failed tries, in ms. Default {@link webhookBackoffMs}. */
  backoffMs?: (attempts: number) => number;
  /** Where failed tries are reported (default: the console logger). */
  logger?: Logger;
  /** Whether the server is shutting down: the rows of a round not tried yet are given back (set by {@link startLeadDelivery}'s `stop`). */
  isStopping?: () => boolean;
}

/** Tries before a delivery is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 15;

/** 30 s after the first failure, doubling, at most an hour: 15 tries span about eight hours. */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/** The version of {@link LeadWebhookPayload} (the `X-Lotline-Payload-Version` header): a change that breaks a receiver is a new version (docs/embedding.md, section 7). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The JSON body a webhook receives (version 1, docs/embedding.md, section 7). */
export interface LeadWebhookPayload {
  payload_version: typeof WEBHOOK_PAYLOAD_VERSION;
  id: string;
  kind: LeadKind;
  organization_id: string;
  created_at: string;
  /** The submitted body as stored. */
  fields: Record<string, unknown>;
  /** What the lead's report said (core/api/leads.schema.ts `LeadSummary`), or null: a help request, or a lead naming no property. */
  summary: LeadSummary | null;
}

/** The `X-Lotline-Signature` of `body`: `sha256=` and the hex HMAC-SHA256 of the exact bytes, keyed by the organization's webhook key. */
export function webhookSignature(key: string, body: string): string {
  return `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`;
}

/** What one round did: rows claimed, delivered, and tries that failed (to be retried or given up). */
export type DeliveryRound = OutboxRound;

interface ClaimedRow extends Record<string, unknown> {
  lead_id: string;
  organization_id: string;
  url: string;
  attempts: number;
}

const DEFAULT_BATCH_SIZE = 10;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const plusMs = (date: Date, ms: number) => sql`${date.toISOString()}::timestamptz + ${ms}::float8 * interval '1 millisecond'`;

/** The lead deliveries as an outbox (jobs/outbox-worker.ts): claimed with their leads, posted, and recorded. */
function leadOutbox(options: LeadDeliveryOptions): Outbox<ClaimedRow & { lead: typeof leads.$inferSelect | undefined }> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const backoffMs = options.backoffMs ?? webhookBackoffMs;
  let claimedAt = now();
  return {
    async claim() {
      claimedAt = now();
      const claimed = await queryRows<ClaimedRow>(
        db,
        sql`
        UPDATE lead_deliveries
        SET attempts = attempts + 1, send_after = ${plusMs(claimedAt, leaseMs)}
        WHERE lead_id IN (
          SELECT lead_id FROM lead_deliveries
          WHERE delivered_at IS NULL AND failed_at IS NULL AND send_after <= ${at(claimedAt)}
          ORDER BY send_after
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING lead_id, organization_id, url, attempts`,
      );
      if (claimed.length === 0) return [];
      const rows = await db.select().from(leads).where(inArray(leads.id, claimed.map((row) => row.lead_id)));
      const leadsById = new Map(rows.map((lead) => [lead.id, lead]));
      return claimed.map((row) => ({ ...row, attempts: Number(row.attempts), lead: leadsById.get(row.lead_id) }));
    },
    async giveBack(untried) {
      await db
        .update(leadDeliveries)
        .set({ attempts: sql`${leadDeliveries.attempts} - 1`, sendAfter: claimedAt })
        .where(inArray(leadDeliveries.leadId, untried.map((row) => row.lead_id)));
    },
    async giveUpUntried(row) {
      // Claimed again after the lease of its last try ran out: that server stopped mid-delivery.
      if (row.lead && row.attempts <= maxAttempts) return false;
      await db
        .update(leadDeliveries)
        .set({ failedAt: now(), lastError: sql`coalesce(${leadDeliveries.lastError}, 'The last try was interrupted.')` })
        .where(eq(leadDeliveries.leadId, row.lead_id));
      return true;
    },
    async deliver({ lead, url }) {
      const payload: LeadWebhookPayload = {
        payload_version: WEBHOOK_PAYLOAD_VERSION,
        id: lead!.id,
        kind: lead!.kind,
        organization_id: lead!.organizationId,
        created_at: lead!.createdAt.toISOString(),
        ...splitStoredFields(lead!.fields),
      };
      const body = JSON.stringify(payload);
      const status = await postJson(
        new URL(url),
        body,
        {
          'content-type': 'application/json',
          'x-lotline-event': `${lead!.kind}.created`,
          'x-lotline-payload-version': String(WEBHOOK_PAYLOAD_VERSION),
          'x-lotline-delivery': lead!.id,
          'x-lotline-signature': webhookSignature(webhookSigningKey(options.secret, lead!.organizationId), body),
        },
        options.fetchOptions,
      );
      if (status < 200 || status >= 300) throw new FetchFailedError(`The webhook answered ${status}.`);
      await db.update(leadDeliveries).set({ deliveredAt: now(), lastError: null }).where(eq(leadDeliveries.leadId, lead!.id));
    },
    async failed({ lead, attempts }, reason) {
      const givenUp = attempts >= maxAttempts;
      const failedAt = now();
      await db
        .update(leadDeliveries)
        .set({ lastError: reason, sendAfter: new Date(failedAt.getTime() + backoffMs(attempts)), ...(givenUp ? { failedAt } : {}) })
        .where(eq(leadDeliveries.leadId, lead!.id));
      (options.logger ?? consoleLogger).warn(
        { lead_id: lead!.id, organization_id: lead!.organizationId, attempts, given_up: givenUp },
        `Webhook delivery of lead ${lead!.id} to organization ${lead!.organizationId} failed (try ${attempts} of ${maxAttempts}${givenUp ? ', given up' : ''}): ${reason}`,
      );
    },
  };
}

/** Claims the due deliveries once, posts them and records each outcome. */
export function deliverDueLeads(options: LeadDeliveryOptions): Promise<DeliveryRound> {
  return runOutboxRound(leadOutbox(options), options.isStopping);
}

/** A delivery worker: `runOnce` and `drain` deliver now, `stop` ends polling. */
export type LeadDelivery = OutboxWorker;

/**
 * Starts a worker that runs a round every `intervalMs` (default 5 s), or at once after a round
 * that claimed a full batch, until stopped; with `intervalMs: null` it does not poll, and only
 * `runOnce` and `drain` deliver (for tests).
 */
export function startLeadDelivery(options: LeadDeliveryOptions & { intervalMs?: number | null }): LeadDelivery {
  return startOutboxWorker({
    intervalMs: options.intervalMs === undefined ? 5_000 : options.intervalMs,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    round: (isStopping) => deliverDueLeads({ ...options, isStopping }),
    onError: (error) => (options.logger ?? consoleLogger).warn({ err: error }, 'The lead delivery worker could not read its queue'),
  });
}
