// The outbox worker the e-mail sender (mail/mail-sender.ts) and the lead delivery
// (leads/lead-delivery.ts) share. A round claims the due rows (each outbox's own claim, FOR
// UPDATE SKIP LOCKED pushing `send_after` past a lease, so two servers never take one row and a
// server that dies mid-round leaves its rows due again when the lease ends), tries each and
// records the outcome: delivered, or a failed try retried after a backoff until the last gives
// the row up. When the server shuts down, the rows of a round not tried yet are given back at once
// rather than waiting out the lease. The rounds run in the polling worker's loop.
import { startPollingWorker } from './polling-worker';

/** What one round did: rows claimed, delivered, and tries that failed (to be retried or given up). */
export interface OutboxRound {
  claimed: number;
  delivered: number;
  failed: number;
}

/** One outbox: how its rows are claimed, tried and recorded. */
export interface Outbox<Row> {
  /** Claims the due rows of one round, each for a lease. */
  claim(): Promise<Row[]>;
  /** Gives back rows claimed but not tried: due at once, the try not counted. */
  giveBack(rows: Row[]): Promise<void>;
  /** Gives `row` up without trying it when it cannot be sent (recording why) and answers true; else false. */
  giveUpUntried(row: Row): Promise<boolean>;
  /** Tries `row` and records it delivered; a thrown error is a failed try. */
  deliver(row: Row): Promise<void>;
  /** Records a failed try of `row` and why (at most 1,000 characters): the next try after the backoff, or given up after the last. */
  failed(row: Row, reason: string): Promise<void>;
}

/** Claims the due rows of `outbox` once, tries each and records the outcomes; rows not tried when `isStopping()` turns true are given back. */
export async function runOutboxRound<Row>(outbox: Outbox<Row>, isStopping?: () => boolean): Promise<OutboxRound> {
  const claimed = await outbox.claim();
  const round: OutboxRound = { claimed: claimed.length, delivered: 0, failed: 0 };
  for (const [index, row] of claimed.entries()) {
    if (isStopping?.()) {
      await outbox.giveBack(claimed.slice(index));
      break;
    }
    if (await outbox.giveUpUntried(row)) {
      round.failed += 1;
      continue;
    }
    try {
      await outbox.deliver(row);
      round.delivered += 1;
    } catch (error) {
      round.failed += 1;
      await outbox.failed(row, (error instanceof Error ? error.message : String(error)).slice(0, 1000));
    }
  }
  return round;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** One round: claims the due rows and tries them. */
  runOnce(): Promise<OutboxRound>;
  /** Rounds until one claims nothing (rows retried later are not waited for); answers the totals. */
  drain(): Promise<OutboxRound>;
  /** Stops polling and waits for the round in progress, which gives back the rows it has not tried yet. */
  stop(): Promise<void>;
}

// A drain that keeps claiming (every try failing with no backoff) still ends.
const MAX_DRAIN_ROUNDS = 1_000;

/** Options of {@link startOutboxWorker}. */
export interface OutboxWorkerOptions {
  /** One round, told whether the server is stopping (the outbox's {@link runOutboxRound}). */
  round: (isStopping: () => boolean) => Promise<OutboxRound>;
  /** The pause between rounds that did not claim a full batch; null: no polling, only `runOnce` and `drain` (for tests). */
  intervalMs: number | null;
  /** Rows a round claims at most: a round that claimed as many is followed by another at once. */
  batchSize: number;
  /** Told about a round that threw (the outbox could not be read); the next round comes after the interval. */
  onError: (error: unknown) => void;
}

/** Starts an outbox worker: a round now, then one every `intervalMs`, until stopped. */
export function startOutboxWorker({ round, intervalMs, batchSize, onError }: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  const runOnce = () => round(() => stopped);
  const worker = intervalMs === null ? null : startPollingWorker({ intervalMs, round: async (isStopping) => (await round(isStopping)).claimed >= batchSize, onError });
  return {
    runOnce,
    async drain() {
      const total: OutboxRound = { claimed: 0, delivered: 0, failed: 0 };
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
