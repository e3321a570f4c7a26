// The sidebar history (spec 2, 'Sidebar history'): the addresses of a user's list, newest first,
// grouped by recency in their time zone (core/account/history-groups.ts). The server cuts the list
// for users without the Pro package (spec 6: 'non-pro users see at most the first three
// addresses'), so the rest never leaves it; `total` says how many there are.
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { groupHistory } from '../../../core/account';
import { FREE_HISTORY_LIMIT, type AddressHistory, type HistoryAddress } from '../../../core/api';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { userAddresses } from '../db/schema';
import { packageOf } from './address-quota';

/**
 * The viewer's history seen from `now` in `timeZone`. Only addresses that can be reopened count:
 * one recorded before the list kept params (migration 0008), or through a placement alone, joins
 * the history once its report is opened.
 */
export async function addressHistory(db: Db, viewer: Viewer, { timeZone, now }: { timeZone: string; now: Date }): Promise<AddressHistory> {
  const reopenable = and(eq(userAddresses.userId, viewer.id), isNotNull(userAddresses.params), isNotNull(userAddresses.label));
  const limit = (await packageOf(db, viewer)) === 'pro' ? null : FREE_HISTORY_LIMIT;
  const listed = db
    .select({ property_id: userAddresses.propertyId, label: userAddresses.label, params: userAddresses.params, last_seen_at: userAddresses.lastSeenAt })
    .from(userAddresses)
    .where(reopenable)
    .orderBy(desc(userAddresses.lastSeenAt), asc(userAddresses.propertyId));
  const [rows, [counted]] = await Promise.all([
    limit === null ? listed : listed.limit(limit),
    db.select({ total: count() }).from(userAddresses).where(reopenable),
  ]);
  const addresses: HistoryAddress[] = rows.map((row) => ({
    property_id: row.property_id,
    label: row.label!,
    params: row.params!,
    last_seen_at: row.last_seen_at.toISOString(),
  }));
  return { groups: groupHistory(addresses, now, timeZone), total: Number(counted?.total ?? 0), shown: addresses.length };
}
