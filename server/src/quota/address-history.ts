// The sidebar history (spec 2, 'Sidebar history'): the addresses of a user's list, newest first,
// grouped by recency in their time zone (core/account/history-groups.ts). The server cuts the list
// for users without the Pro package (spec 6: 'non-pro users see at most the first three
// addresses'), so the rest never leaves it; `total` says how many there are. A widget token sees
// the addresses opened through its organization's embed only (issue 28).
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { groupHistory } from '../../../core/account';
import { FREE_HISTORY_LIMIT, type AddressHistory, type HistoryAddress } from '../../../core/api';
import { embedOrganizationOf, type Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { embedAddresses, userAddresses } from '../db/schema';
import { packageOf } from './address-quota';

/**
 * The viewer's history seen from `now` in `timeZone`. Only addresses that can be reopened count:
 * one recorded before the list kept params (migration 0008), or through a placement alone, joins
 * the history once its report is opened.
 */
export async function addressHistory(db: Db, viewer: Viewer, { timeZone, now }: { timeZone: string; now: Date }): Promise<AddressHistory> {
  const embed = embedOrganizationOf(viewer);
  const table = embed === null ? userAddresses : embedAddresses;
  const reopenable = and(
    eq(table.userId, viewer.id),
    ...(embed === null ? [] : [eq(embedAddresses.organizationId, embed)]),
    isNotNull(table.params),
    isNotNull(table.label),
  );
  const limit = (await packageOf(db, viewer)) === 'pro' ? null : FREE_HISTORY_LIMIT;
  const listed = db
    .select({ property_id: table.propertyId, label: table.label, params: table.params, last_seen_at: table.lastSeenAt })
    .from(table)
    .where(reopenable)
    .orderBy(desc(table.lastSeenAt), asc(table.propertyId));
  const [rows, [counted]] = await Promise.all([limit === null ? listed : listed.limit(limit), db.select({ total: count() }).from(table).where(reopenable)]);
  const addresses: HistoryAddress[] = rows.map((row) => ({
    property_id: row.property_id,
    label: row.label!,
    params: row.params!,
    last_seen_at: row.last_seen_at.toISOString(),
  }));
  return { groups: groupHistory(addresses, now, timeZone), total: Number(counted?.total ?? 0), shown: addresses.length };
}
