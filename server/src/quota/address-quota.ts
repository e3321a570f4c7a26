// Address quotas (spec 1: 'Free users have a limited number of addresses; paid packages raise
// it'; spec 9: Free 3 addresses, Pro 80 a month). Opening a property records it in the user's
// list; one already there opens again without counting. Development-token users are unlimited
// unless their id starts with `quota-` (decision 014), so tests can still reach the limit. The
// list also keeps the label and signed params of the address last opened on each property: the
// sidebar history (address-history.ts) reopens reports with them.
import { eq, sql } from 'drizzle-orm';
import { PACKAGE_QUOTAS, type AddressQuota, type Package, type QuotaPeriod, type StreetDataQuota } from '../../../core/api';
import type { StreetDataParams } from '../../../core/api';
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

async function accountRow(db: Db, userId: string) {
  const [row] = await db.select({ package: users.package, reportsQuota: users.reportsQuota }).from(users).where(eq(users.id, userId));
  return row;
}

/** The viewer's package: their account's, Free for development tokens (as `GET /api/me` answers them) and for a deleted account. */
export async function packageOf(db: Db, viewer: Viewer): Promise<Package> {
  return viewer.kind === 'dev' ? 'free' : ((await accountRow(db, viewer.id))?.package ?? 'free');
}

/** The viewer's policy: their own quota or their package's; unlimited or Free for development tokens. */
export async function quotaPolicyOf(db: Db, viewer: Viewer): Promise<QuotaPolicy> {
  if (viewer.kind === 'dev') return viewer.id.startsWith(QUOTA_DEV_PREFIX) ? PACKAGE_QUOTAS.free : { limit: null, period: 'total' };
  const row = await accountRow(db, viewer.id);
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

/** The address a property was opened at: its label and the signed street-data params that open its report again. */
export interface SeenAddress {
  label: string;
  params: StreetDataParams;
}

/** Options of `admitAddress`. */
export interface AdmitOptions {
  /** When the property is opened (default: now); the period is counted from it and it is stored as first or last seen. */
  now?: Date;
  /** The address it was opened at, kept for the history; without it the stored one stays (a placement names no address). */
  seen?: SeenAddress;
}

/**
 * Opens `propertyId` for the viewer: a property already in their list is admitted again (its
 * last_seen_at updated), a new one is recorded and admitted while the period's count is under
 * the limit, and refused (not recorded) at the limit. The count and the insert run in one
 * transaction under a lock on the user, so parallel requests cannot pass the limit together.
 */
export async function admitAddress(db: Db, viewer: Viewer, propertyId: string, { now = new Date(), seen }: AdmitOptions = {}): Promise<{ admitted: boolean; quota: StreetDataQuota }> {
  const at = now.toISOString();
  const label = seen?.label ?? null;
  const params = seen ? JSON.stringify(seen.params) : null;
  return db.transaction(async (tx) => {
    // A transaction-scoped advisory lock on the user: development users have no row to lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_addresses'), hashtext(${viewer.id}))`);
    const policy = await quotaPolicyOf(tx as unknown as Db, viewer);
    const since = periodStart(policy.period, now);
    const known = await queryRows(
      tx as unknown as Db,
      sql`UPDATE user_addresses
          SET last_seen_at = ${at}::timestamptz, label = coalesce(${label}::text, label), params = coalesce(${params}::jsonb, params)
          WHERE user_id = ${viewer.id} AND property_id = ${propertyId} RETURNING 1 AS one`,
    );
    let used = await countUsed(tx as unknown as Db, viewer.id, since);
    let admitted = known.length > 0;
    if (!admitted && (policy.limit === null || used < policy.limit)) {
      await tx.execute(
        sql`INSERT INTO user_addresses (user_id, property_id, first_seen_at, last_seen_at, label, params)
            VALUES (${viewer.id}, ${propertyId}, ${at}::timestamptz, ${at}::timestamptz, ${label}::text, ${params}::jsonb)`,
      );
      used += 1;
      admitted = true;
    }
    return { admitted, quota: { used, ...policy, reached: policy.limit !== null && used >= policy.limit } };
  });
}
