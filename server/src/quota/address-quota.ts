// Address quotas (spec 1: 'Free users have a limited number of addresses; paid packages raise
// it'; spec 9: Free 3 addresses, Pro 80 a month). Opening a property records it in the user's
// list; one already there opens again without counting. Development-token users are unlimited
// unless their id starts with `quota-` (decision 014), so tests can still reach the limit.
import { eq, sql } from 'drizzle-orm';
import { PACKAGE_QUOTAS, type AddressQuota, type QuotaPeriod, type StreetDataQuota } from '../../../core/api/quota.schema';
import type { Viewer } from '../auth/current-user';
import { queryRows, type Db } from '../db/database';
import { users } from '../db/schema';

/** Development-token users whose id starts with this get the Free quota. */
export const QUOTA_DEV_PREFIX = 'quota-';

/** What a user may open: at most `limit` new addresses per period (null: no limit). */
export interface QuotaPolicy {
  limit: number | null;
  period: QuotaPeriod;
}

/** The first instant of the period that contains `now`: the calendar month in UTC, or the beginning of time for 'total'. */
export function periodStart(period: QuotaPeriod, now: Date): Date {
  return period === 'month' ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) : new Date(0);
}

/** The viewer's policy: their own quota or their package's; unlimited or Free for development tokens. */
export async function quotaPolicyOf(db: Db, viewer: Viewer): Promise<QuotaPolicy> {
  if (viewer.kind === 'dev') return viewer.id.startsWith(QUOTA_DEV_PREFIX) ? PACKAGE_QUOTAS.free : { limit: null, period: 'total' };
  const [row] = await db.select({ package: users.package, reportsQuota: users.reportsQuota }).from(users).where(eq(users.id, viewer.id));
  const base = PACKAGE_QUOTAS[row?.package ?? 'free'];
  return { limit: row?.reportsQuota ?? base.limit, period: base.period };
}

async function countUsed(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`SELECT count(*)::int AS used FROM user_addresses WHERE user_id = ${userId} AND first_seen_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.used ?? 0);
}

/** The viewer's quota now: addresses first opened in the period, of how many. */
export async function quotaOf(db: Db, viewer: Viewer, now = new Date()): Promise<AddressQuota> {
  const policy = await quotaPolicyOf(db, viewer);
  return { used: await countUsed(db, viewer.id, periodStart(policy.period, now)), ...policy };
}

/**
 * Opens `propertyId` for the viewer: a property already in their list is admitted again (its
 * last_seen_at updated), a new one is recorded and admitted while the period's count is under
 * the limit, and refused (not recorded) at the limit. The count and the insert run in one
 * transaction under a lock on the user, so parallel requests cannot pass the limit together.
 */
export async function admitAddress(db: Db, viewer: Viewer, propertyId: string, now = new Date()): Promise<{ admitted: boolean; quota: StreetDataQuota }> {
  return db.transaction(async (tx) => {
    // A transaction-scoped advisory lock on the user: development users have no row to lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_addresses'), hashtext(${viewer.id}))`);
    const policy = await quotaPolicyOf(tx as unknown as Db, viewer);
    const since = periodStart(policy.period, now);
    const known = await queryRows(
      tx as unknown as Db,
      sql`UPDATE user_addresses SET last_seen_at = now() WHERE user_id = ${viewer.id} AND property_id = ${propertyId} RETURNING 1 AS one`,
    );
    let used = await countUsed(tx as unknown as Db, viewer.id, since);
    let admitted = known.length > 0;
    if (!admitted && (policy.limit === null || used < policy.limit)) {
      await tx.execute(sql`INSERT INTO user_addresses (user_id, property_id) VALUES (${viewer.id}, ${propertyId})`);
      used += 1;
      admitted = true;
    }
    return { admitted, quota: { used, ...policy, reached: policy.limit !== null && used >= policy.limit } };
  });
}
