// The sidebar history's words and the user's time zone: each group's heading ('Today',
// 'Previous 7 Days', or the month and year in the reader's locale, spec 2 'Sidebar history').
import type { HistoryGroupKey } from '../../../core/account';
import type { AddressHistoryGroup } from '../../../core/api';
import { formatMonth } from '../i18n/format';
import type { Locale, MessageKey } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';

const HEADINGS = {
  today: 'history.today',
  yesterday: 'history.yesterday',
  previous7: 'history.previous7',
  previous30: 'history.previous30',
} as const satisfies Record<Exclude<HistoryGroupKey, 'month'>, MessageKey>;

/** The heading of a group: its words, or its month and year ('October 2026'). */
export function groupHeading(group: Pick<AddressHistoryGroup, 'label_key' | 'month'>, t: Translate, locale: Locale): string {
  return group.label_key === 'month' ? formatMonth(group.month ?? '', locale) : t(HEADINGS[group.label_key]);
}

/** The browser's IANA time zone, in which the server counts the days; UTC when the browser names none. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
