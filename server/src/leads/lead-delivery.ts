// Delivers leads to organizations' CRM webhooks (decision 016). Each server runs a worker that
// claims due `lead_deliveries` rows with FOR UPDATE SKIP LOCKED and pushes their `send_after` past
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
import { startPollingWorker } from '../jobs/polling-worker';
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
export interface DeliveryRound {
  claimed: number;
  delivered: number;
  failed: number;
}

interface ClaimedRow extends Record<string, unknown> {
  lead_id: string;
  organization_id: string;
  url: string;
  attempts: number;
}

const DEFAULT_BATCH_SIZE = 10;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const plusMs = (date: Date, ms: number) => sql`${date.toISOString()}::timestamptz + ${ms}::float8 * interval '1 millisecond'`;

/** Claims the due deliveries once, posts them and records each outcome. */
export async function deliverDueLeads(options: LeadDeliveryOptions): Promise<DeliveryRound> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const backoffMs = options.backoffMs ?? webhookBackoffMs;
  const claimedAt = now();
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
  const round: DeliveryRound = { claimed: claimed.length, delivered: 0, failed: 0 };
  if (claimed.length === 0) return round;
  const rows = await db.select().from(leads).where(inArray(leads.id, claimed.map((row) => row.lead_id)));
  const leadsById = new Map(rows.map((lead) => [lead.id, lead]));
  for (const [index, row] of claimed.entries()) {
    if (options.isStopping?.()) {
      // Shutting down (issue 10): the rows not tried yet go back to the queue now, untried, rather
      // than waiting out the lease, so the next server to poll delivers them at once.
      const untried = claimed.slice(index).map((rest) => rest.lead_id);
      await db
        .update(leadDeliveries)
        .set({ attempts: sql`${leadDeliveries.attempts} - 1`, sendAfter: claimedAt })
        .where(inArray(leadDeliveries.leadId, untried));
      break;
    }
    const lead = leadsById.get(row.lead_id);
    const attempts = Number(row.attempts);
    // Claimed again after the lease of its last try ran out: that server stopped mid-delivery.
    if (!lead || attempts > maxAttempts) {
      await db
        .update(leadDeliveries)
        .set({ failedAt: now(), lastError: sql`coalesce(${leadDeliveries.lastError}, 'The last try was interrupted.')` })
        .where(eq(leadDeliveries.leadId, row.lead_id));
      round.failed += 1;
      continue;
    }
    const payload: LeadWebhookPayload = {
      payload_version: WEBHOOK_PAYLOAD_VERSION,
      id: lead.id,
      kind: lead.kind,
      organization_id: lead.organizationId,
      created_at: lead.createdAt.toISOString(),
      ...splitStoredFields(lead.fields),
    };
    const body = JSON.stringify(payload);
    try {
      const status = await postJson(
        new URL(row.url),
        body,
        {
          'content-type': 'application/json',
          'x-lotline-event': `${lead.kind}.created`,
          'x-lotline-payload-version': String(WEBHOOK_PAYLOAD_VERSION),
          'x-lotline-delivery': lead.id,
          'x-lotline-signature': webhookSignature(webhookSigningKey(options.secret, lead.organizationId), body),
        },
        options.fetchOptions,
      );
      if (status < 200 || status >= 300) throw new FetchFailedError(`The webhook answered ${status}.`);
      await db.update(leadDeliveries).set({ deliveredAt: now(), lastError: null }).where(eq(leadDeliveries.leadId, lead.id));
      round.delivered += 1;
    } catch (error) {
      round.failed += 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const givenUp = attempts >= maxAttempts;
      const failedAt = now();
      await db
        .update(leadDeliveries)
        .set({ lastError: reason, sendAfter: new Date(failedAt.getTime() + backoffMs(attempts)), ...(givenUp ? { failedAt } : {}) })
        .where(eq(leadDeliveries.leadId, lead.id));
      (options.logger ?? consoleLogger).warn(
        { lead_id: lead.id, organization_id: lead.organizationId, attempts, given_up: givenUp },
        `Webhook delivery of lead ${lead.id} to organization ${lead.organizationId} failed (try ${attempts} of ${maxAttempts}${givenUp ? ', given up' : ''}): ${reason}`,
      );
    }
  }
  return round;
}

/** A delivery worker. */
export interface LeadDelivery {
  /** One round: claims the due deliveries and posts them. */
  runOnce(): Promise<DeliveryRound>;
  /** Rounds until one claims nothing (deliveries retried later are not waited for); answers the totals. */
  drain(): Promise<DeliveryRound>;
  /** Stops polling and waits for the round in progress, which gives back the rows it has not tried yet. */
  stop(): Promise<void>;
}

// A drain that keeps claiming (every try failing with no backoff) still ends.
const MAX_DRAIN_ROUNDS = 1_000;

/**
 * Starts a worker that runs a round every `intervalMs` (default 5 s), or at once after a round
 * that claimed a full batch, until stopped; with `intervalMs: null` it does not poll, and only
 * `runOnce` and `drain` deliver (for tests).
 */
export function startLeadDelivery(options: LeadDeliveryOptions & { intervalMs?: number | null }): LeadDelivery {
  const intervalMs = options.intervalMs === undefined ? 5_000 : options.intervalMs;
  let stopped = false;
  const runOnce = () => deliverDueLeads({ ...options, isStopping: () => stopped });
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const worker =
    intervalMs === null
      ? null
      : startPollingWorker({
          intervalMs,
          round: async (isStopping) => (await deliverDueLeads({ ...options, isStopping })).claimed >= batchSize,
          onError: (error) => (options.logger ?? consoleLogger).warn({ err: error }, 'The lead delivery worker could not read its queue'),
        });
  return {
    runOnce,
    async drain() {
      const total: DeliveryRound = { claimed: 0, delivered: 0, failed: 0 };
      for (let i = 0; i < MAX_DRAIN_ROUNDS; i++) {
        const done = await runOnce();
        total.claimed += done.claimed;
        total.delivered += done.delivered;
        total.failed += done.failed;
        if (done.claimed === 0) break;
      }
      return total;
    },
    async stop() {
      stopped = true;
      await worker?.stop();
    },
  };
}
