// The 30-day Pro trial (spec 9: 'Trial: 30-day free trial'; decision 051). A Free account starts it
// once; the server gives it Pro until `trial_ends_at` (auth/effective-package.ts), so it
// ends by itself with no job to run; a worker queues one e-mail a few days before, pointing to the
// billing portal (LOTLINE_BILLING_PORTAL_URL) to keep Pro.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { TRIAL_DAYS, TRIAL_REMINDER_DAYS, type TrialState } from '../../../core/api';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { startPollingWorker, type PollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../log/logger';
import { escapeHtml } from '../mail/escape-html';
import { enqueueEmail } from '../mail/outbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trial of `userId` at `now`: whether it can start one, and when a started one ends. */
export async function trialOf(db: Db, userId: string, now: Date): Promise<TrialState> {
  const [row] = await db.select({ package: users.package, trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, userId));
  if (!row) return { available: false, ends_at: null, active: false };
  return {
    available: row.package === 'free' && row.trialEndsAt === null,
    ends_at: row.trialEndsAt?.toISOString() ?? null,
    active: row.package === 'free' && row.trialEndsAt !== null && row.trialEndsAt.getTime() > now.getTime(),
  };
}

/** Why a trial does not start: the account is on Pro already, or had its trial. */
export type TrialRefusal = 'already-pro' | 'trial-used' | 'no-account';

/** Starts the trial of `userId`: Pro until TRIAL_DAYS from `now`. */
export async function beginTrial(db: Db, userId: string, now: Date): Promise<{ ok: true; state: TrialState } | { ok: false; reason: TrialRefusal }> {
  const endsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const started = await db
    .update(users)
    .set({ trialEndsAt: endsAt, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.package, 'free'), isNull(users.trialEndsAt)))
    .returning({ id: users.id });
  if (started.length > 0) return { ok: true, state: { available: false, ends_at: endsAt.toISOString(), active: true } };
  const [row] = await db.select({ package: users.package }).from(users).where(eq(users.id, userId));
  return { ok: false, reason: !row ? 'no-account' : row.package === 'pro' ? 'already-pro' : 'trial-used' };
}

/** The e-mail of a trial that ends on `endsAt`. */
export function trialEndingEmail(options: { to: string; endsAt: Date; portalUrl: string | null; packagesUrl: string }) {
  const day = options.endsAt.toISOString().slice(0, 10);
  const ends = `Your Lotline Pro trial ends on ${day}. After that your account is on Free again: 3 addresses in all instead of 80 a month.`;
  const keep = options.portalUrl ? 'To keep Pro, choose a subscription in the billing portal:' : 'To keep Pro, ask the Lotline operator to move your account to Pro; the packages page says what each plan gives:';
  const link = options.portalUrl ?? options.packagesUrl;
  const text = ['Hello,', '', ends, '', keep, link].join('\n');
  const html = ['<p>Hello,</p>', `<p>${escapeHtml(ends)}</p>`, `<p>${escapeHtml(keep)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('\n');
  return { to: options.to, subject: `Your Lotline Pro trial ends on ${day}`, text, html };
}

/** Queues the e-mail of every trial ending within TRIAL_REMINDER_DAYS of `now` that has not had one; answers how many. */
export async function queueTrialReminders(db: Db, secret: string, now: Date, links: { portalUrl: string | null; packagesUrl: string }): Promise<number> {
  const due = await db
    .select({ id: users.id, email: users.email, endsAt: users.trialEndsAt })
    .from(users)
    .where(and(eq(users.package, 'free'), isNull(users.trialReminderSentAt), gt(users.trialEndsAt, now), lte(users.trialEndsAt, new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS))));
  let queued = 0;
  for (const user of due) {
    // Claimed first, so two servers never send it twice.
    const claimed = await db.update(users).set({ trialReminderSentAt: now }).where(and(eq(users.id, user.id), isNull(users.trialReminderSentAt))).returning({ id: users.id });
    if (claimed.length === 0 || !user.endsAt) continue;
    await enqueueEmail(db, secret, trialEndingEmail({ to: user.email, endsAt: user.endsAt, ...links }));
    queued++;
  }
  return queued;
}

/** Queues trial e-mails every hour in this process. */
export function startTrialReminders(options: { db: Db; secret: string; logger: Logger; portalUrl: string | null; publicUrl: string; now?: () => Date }): PollingWorker {
  const now = options.now ?? (() => new Date());
  return startPollingWorker({
    intervalMs: 60 * 60 * 1000,
    round: async () => {
      await queueTrialReminders(options.db, options.secret, now(), { portalUrl: options.portalUrl, packagesUrl: `${options.publicUrl}/packages` });
      return false;
    },
    onError: (error) => options.logger.error(`Trial e-mails failed: ${error instanceof Error ? error.message : String(error)}`),
  });
}
