// The sidebar history's groups (spec 2, 'Sidebar history': 'Addresses grouped by recency: Today,
// Yesterday, Previous 7 Days, Previous 30 Days, then month and year'). An address falls into a
// group by the calendar day it was last opened on in the user's time zone, counted in calendar
// days, so a daylight-saving change never moves an address into another group.

/** The kinds of group, newest first; a `month` group also names its month. */
export const HistoryGroupKey = {
  Today: 'today',
  Yesterday: 'yesterday',
  Previous7: 'previous7',
  Previous30: 'previous30',
  Month: 'month',
} as const;
export type HistoryGroupKey = (typeof HistoryGroupKey)[keyof typeof HistoryGroupKey];

/** Every group key, in the order the groups come. */
export const HISTORY_GROUP_KEYS = Object.values(HistoryGroupKey);

/** One group of the history: its key, its month ('YYYY-MM') for a month group, and its items newest first. */
export interface HistoryGroup<T> {
  label_key: HistoryGroupKey;
  month?: string;
  addresses: T[];
}

/** The time zone a history is grouped in when the request names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The longest time zone name accepted (the longest IANA name is 32 characters). */
const MAX_TIME_ZONE_LENGTH = 64;

/** Whether `name` is a time zone the platform's Intl knows (an IANA name such as 'America/New_York', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** The calendar date of an instant in a time zone, as whole days since 1970-01-01 and its 'YYYY-MM'. */
function localDate(format: Intl.DateTimeFormat, at: Date): { day: number; month: string } {
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return { day: Math.round(Date.UTC(year, month - 1, day) / DAY_MS), month: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}` };
}

/** The group of an address last opened `daysAgo` calendar days before today (a future one counts as today). */
function keyOf(daysAgo: number): Exclude<HistoryGroupKey, 'month'> | null {
  if (daysAgo <= 0) return HistoryGroupKey.Today;
  if (daysAgo === 1) return HistoryGroupKey.Yesterday;
  if (daysAgo <= 7) return HistoryGroupKey.Previous7;
  if (daysAgo <= 30) return HistoryGroupKey.Previous30;
  return null;
}

/**
 * Groups `items` by when each was last opened (`last_seen_at`, ISO 8601), seen from `now` in
 * `timeZone`: today, yesterday, 2 to 7 days ago, 8 to 30 days ago, then one group per calendar
 * month. Items and groups come newest first; empty groups are left out.
 */
export function groupHistory<T extends { last_seen_at: string }>(items: readonly T[], now: Date, timeZone: string): HistoryGroup<T>[] {
  if (!isTimeZone(timeZone)) throw new RangeError(`groupHistory needs an IANA time zone, got ${JSON.stringify(timeZone)}`);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'gregory', numberingSystem: 'latn' });
  const today = localDate(format, now).day;
  const dated = items.map((item) => {
    const at = Date.parse(item.last_seen_at);
    if (Number.isNaN(at)) throw new RangeError(`groupHistory needs ISO dates in last_seen_at, got ${JSON.stringify(item.last_seen_at)}`);
    return { item, at };
  });
  dated.sort((a, b) => b.at - a.at);
  const groups: HistoryGroup<T>[] = [];
  for (const { item, at } of dated) {
    const local = localDate(format, new Date(at));
    const key = keyOf(today - local.day);
    const last = groups[groups.length - 1];
    if (key !== null && last?.label_key === key) last.addresses.push(item);
    else if (key === null && last?.label_key === HistoryGroupKey.Month && last.month === local.month) last.addresses.push(item);
    else groups.push(key !== null ? { label_key: key, addresses: [item] } : { label_key: HistoryGroupKey.Month, month: local.month, addresses: [item] });
  }
  return groups;
}
