// Address quotas (spec 1: 'Free users have a limited number of addresses; paid packages raise
// it'; spec 9: Free 3 addresses, Pro 80 a month). Opening a property records it in the user's
// list; one already there opens again without counting. Development-token users are unlimited
// unless their id starts with `quota-` (decision 014), so tests can still reach the limit. The
// list also keeps the label and signed params of the address last opened on each property: the
// sidebar history (address-history.ts) reopens reports with them. Opening is admission.ts's.
import { eq, sql } from 'drizzle-orm';
import { PACKAGE_QUOTAS, type AddressQuota, type Package, type QuotaPeriod } from '../../../core/api';
import type { StreetDataParams } from '../../../core/api';
import type { Viewer } from '../auth/current-user';
import { effectivePackage } from '../auth/effective-package';
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
  const [row] = await db.select({ package: users.package, reportsQuota: users.reportsQuota, trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, userId));
  return row && { ...row, package: effectivePackage(row, new Date()) };
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

/** How many addresses `userId` first opened since `since`. */
export async function countUsed(db: Db, userId: string, since: Date): Promise<number> {
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
