// The outbox sender: claims due rows, delivers them and records the outcome, retrying failures
// with exponential backoff (the outbox worker of jobs/outbox-worker.ts). Several servers on one PostgreSQL database share the outbox safely:
// a claim takes rows with FOR UPDATE SKIP LOCKED and pushes their `send_after` past a lease, so
// no other server takes them while they are being sent (PGlite has one process anyway). Bodies
// are opened with the server secret just before they are handed to the transport, and emptied as
// soon as the message is delivered or given up, so a sent reset or invite link is not kept.
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { runOutboxRound, startOutboxWorker, type Outbox } from '../jobs/outbox-worker';
import { consoleLogger, type Logger } from '../log/logger';
import type { MailTransport } from './mail-transport';
import { openEmailBody } from './sealed-body';

/** How the sender claims and retries. */
export interface MailSenderOptions {
  /** Rows claimed per round. Default 10. */
  batchSize?: number;
  /** Tries before a message is given up (left unsent with its last error, its body emptied). Default {@link MAX_EMAIL_ATTEMPTS}. */
  maxAttempts?: number;
  /** How long a claim keeps other servers off a row, in ms. Default 5 minutes. */
  leaseMs?: number;
  /** The wait before the next try after `attempts` failed tries, in ms. Default 1 minute doubling, at most 6 hours. */
  backoffMs?: (attempts: number) => number;
  /** Where failed tries are reported (default: the console logger). */
  logger?: Logger;
  /** Whether the server is shutting down: the messages of a round not tried yet are given back (set by {@link startMailSender}'s `stop`). */
  isStopping?: () => boolean;
}

const DEFAULT_BATCH_SIZE = 10;
/** Tries before a message is given up, unless the options say otherwise (migration 0016 counts on it too). */
export const MAX_EMAIL_ATTEMPTS = 8;
/** The last error of a message whose body does not open: nothing can be sent, so it is given up at once. */
export const UNOPENED_BODY_ERROR = 'Its body does not open with this server secret (LOTLINE_SECRET changed since it was queued, or the row was altered); given up.';

const defaultBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

/** The e-mail outbox (jobs/outbox-worker.ts): messages claimed, their bodies opened with `secret` and handed to `transport`. */
function mailOutbox(db: Db, secret: string, transport: MailTransport, options: MailSenderOptions): Outbox<ClaimedRow> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? MAX_EMAIL_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const opened = new Map<string, NonNullable<ReturnType<typeof openEmailBody>>>();
  return {
    claim: () =>
      queryRows<ClaimedRow & Record<string, unknown>>(
        db,
        sql`
        UPDATE email_outbox
        SET attempts = attempts + 1, send_after = now() + ${leaseMs}::float8 * interval '1 millisecond'
        WHERE id IN (
          SELECT id FROM email_outbox
          WHERE sent_at IS NULL AND body IS NOT NULL AND attempts < ${maxAttempts} AND send_after <= now()
          ORDER BY send_after
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "to", subject, body, attempts`,
      ),
    async giveBack(untried) {
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} - 1`, sendAfter: sql`now()` })
        .where(inArray(emailOutbox.id, untried.map((row) => row.id)));
    },
    async giveUpUntried(row) {
      const body = openEmailBody(secret, row, row.body);
      if (body) {
        opened.set(row.id, body);
        return false;
      }
      await db.update(emailOutbox).set({ body: null, lastError: UNOPENED_BODY_ERROR }).where(eq(emailOutbox.id, row.id));
      (options.logger ?? consoleLogger).warn({ email_id: row.id, given_up: true }, `E-mail ${row.id} to ${row.to}: ${UNOPENED_BODY_ERROR}`);
      return true;
    },
    async deliver(row) {
      const body = opened.get(row.id)!;
      opened.delete(row.id);
      await transport.send({ to: row.to, subject: row.subject, text: body.text, ...(body.html ? { html: body.html } : {}) });
      await db.update(emailOutbox).set({ sentAt: sql`now()`, lastError: null, body: null }).where(eq(emailOutbox.id, row.id));
    },
    async failed(row, reason) {
      const givenUp = row.attempts >= maxAttempts;
      await db
        .update(emailOutbox)
        // A message given up is never sent: its body goes, its error stays for the operator.
        .set({ lastError: reason, sendAfter: sql`now() + ${backoffMs(row.attempts)}::float8 * interval '1 millisecond'`, ...(givenUp ? { body: null } : {}) })
        .where(eq(emailOutbox.id, row.id));
      (options.logger ?? consoleLogger).warn(
        { email_id: row.id, attempts: row.attempts, given_up: givenUp },
        `E-mail ${row.id} to ${row.to} failed (try ${row.attempts} of ${maxAttempts}${givenUp ? ', given up' : ''}): ${reason}`,
      );
    },
  };
}

/** Sends the due messages once, opening their bodies with `secret`, and answers how many were sent and how many failed. */
export async function sendDueEmails(db: Db, secret: string, transport: MailTransport, options: MailSenderOptions = {}): Promise<{ sent: number; failed: number }> {
  const round = await runOutboxRound(mailOutbox(db, secret, transport, options), options.isStopping);
  return { sent: round.delivered, failed: round.failed };
}

/** A running sender. */
export interface MailSender {
  /** Stops polling and waits for the round in progress, which gives back the messages it has not tried yet. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (default 3 s), or at once after a round that took a full batch, in this process until stopped; bodies open with `secret`. */
export function startMailSender(db: Db, secret: string, transport: MailTransport, options: MailSenderOptions & { intervalMs?: number } = {}): MailSender {
  const worker = startOutboxWorker({
    intervalMs: options.intervalMs ?? 3_000,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    round: (isStopping) => runOutboxRound(mailOutbox(db, secret, transport, options), isStopping),
    onError: (error) => (options.logger ?? consoleLogger).warn({ err: error }, 'The e-mail sender could not read the outbox'),
  });
  return {
    async stop() {
      await worker.stop();
      transport.close?.();
    },
  };
}
