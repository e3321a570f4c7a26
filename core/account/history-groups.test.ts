// The sidebar history's groups with fixed dates: the boundaries of each group, month and year
// changes, the user's time zone deciding the day, and the daylight-saving days of New York.
import { describe, expect, it } from 'vitest';
import { groupHistory, isTimeZone, type HistoryGroup } from './history-groups';

const at = (iso: string) => ({ last_seen_at: iso });
/** The groups as `key[/month]: dates`, easy to read in a failure. */
const shape = (groups: HistoryGroup<{ last_seen_at: string }>[]) =>
  groups.map((group) => `${group.label_key}${group.month ? `/${group.month}` : ''}: ${group.addresses.map((item) => item.last_seen_at).join(' ')}`);

describe('groupHistory', () => {
  it('puts each address into Today, Yesterday, Previous 7 Days, Previous 30 Days, then its month, newest first', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const items = [
      '2026-09-30T12:00:00Z',
      '2026-11-22T00:00:00Z',
      '2026-11-21T23:59:59Z',
      '2026-11-20T12:00:00Z',
      '2026-11-15T00:00:00Z',
      '2026-11-14T23:00:00Z',
      '2026-10-23T00:00:00Z',
      '2026-10-22T23:00:00Z',
      '2026-10-01T00:00:00Z',
      '2026-11-22T08:59:00Z',
    ].map(at);
    expect(shape(groupHistory(items, now, 'UTC'))).toEqual([
      'today: 2026-11-22T08:59:00Z 2026-11-22T00:00:00Z',
      'yesterday: 2026-11-21T23:59:59Z',
      'previous7: 2026-11-20T12:00:00Z 2026-11-15T00:00:00Z',
      'previous30: 2026-11-14T23:00:00Z 2026-10-23T00:00:00Z',
      'month/2026-10: 2026-10-22T23:00:00Z 2026-10-01T00:00:00Z',
      'month/2026-09: 2026-09-30T12:00:00Z',
    ]);
  });

  it('keeps months of different years apart across the new year', () => {
    const now = new Date('2027-01-02T10:00:00Z');
    const items = ['2025-12-15T12:00:00Z', '2027-01-01T12:00:00Z', '2026-12-31T12:00:00Z', '2026-12-01T12:00:00Z', '2026-11-30T12:00:00Z'].map(at);
    expect(shape(groupHistory(items, now, 'UTC'))).toEqual([
      'yesterday: 2027-01-01T12:00:00Z',
      'previous7: 2026-12-31T12:00:00Z',
      'month/2026-12: 2026-12-01T12:00:00Z',
      'month/2026-11: 2026-11-30T12:00:00Z',
      'month/2025-12: 2025-12-15T12:00:00Z',
    ]);
  });

  it('counts days and months in the user’s time zone', () => {
    // 02:00 UTC on 9 March is still 8 March, 22:00, in New York and already 9 March, 15:00, in Auckland.
    const now = new Date('2026-03-09T02:00:00Z');
    const items = ['2026-03-09T01:00:00Z', '2026-03-08T23:00:00Z', '2026-03-08T11:30:00Z', '2026-03-08T03:00:00Z', '2026-01-01T02:00:00Z'].map(at);
    expect(shape(groupHistory(items, now, 'UTC'))).toEqual([
      'today: 2026-03-09T01:00:00Z',
      'yesterday: 2026-03-08T23:00:00Z 2026-03-08T11:30:00Z 2026-03-08T03:00:00Z',
      'month/2026-01: 2026-01-01T02:00:00Z',
    ]);
    expect(shape(groupHistory(items, now, 'America/New_York'))).toEqual([
      'today: 2026-03-09T01:00:00Z 2026-03-08T23:00:00Z 2026-03-08T11:30:00Z',
      'yesterday: 2026-03-08T03:00:00Z',
      // New Year's Day at 02:00 UTC is New Year's Eve in New York.
      'month/2025-12: 2026-01-01T02:00:00Z',
    ]);
    expect(shape(groupHistory(items, now, 'Pacific/Auckland'))).toEqual([
      'today: 2026-03-09T01:00:00Z 2026-03-08T23:00:00Z 2026-03-08T11:30:00Z',
      'yesterday: 2026-03-08T03:00:00Z',
      'month/2026-01: 2026-01-01T02:00:00Z',
    ]);
  });

  it('counts calendar days over the 23-hour and 25-hour days of daylight saving time', () => {
    // Spring forward (8 March 2026): 00:30 EDT on 9 March. 23.5 hours earlier is 8 March, 00:00 EST: yesterday;
    // a minute before that is 7 March: two days ago.
    const spring = new Date('2026-03-09T04:30:00Z');
    expect(shape(groupHistory(['2026-03-08T05:00:00Z', '2026-03-08T04:59:00Z'].map(at), spring, 'America/New_York'))).toEqual([
      'yesterday: 2026-03-08T05:00:00Z',
      'previous7: 2026-03-08T04:59:00Z',
    ]);
    // Fall back (1 November 2026): at 23:59 EST the day began 24 h 59 min ago, and all of it is today.
    const fall = new Date('2026-11-02T04:59:00Z');
    expect(shape(groupHistory(['2026-11-01T04:00:00Z', '2026-11-01T03:59:00Z'].map(at), fall, 'America/New_York'))).toEqual([
      'today: 2026-11-01T04:00:00Z',
      'yesterday: 2026-11-01T03:59:00Z',
    ]);
  });

  it('does not depend on the order of its input, and counts a future time as today', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const items = ['2026-11-01T00:00:00Z', '2026-11-23T00:00:00Z', '2026-11-21T00:00:00Z', '2026-11-10T00:00:00Z'].map(at);
    const expected = ['today: 2026-11-23T00:00:00Z', 'yesterday: 2026-11-21T00:00:00Z', 'previous30: 2026-11-10T00:00:00Z 2026-11-01T00:00:00Z'];
    expect(shape(groupHistory(items, now, 'UTC'))).toEqual(expected);
    expect(shape(groupHistory([...items].reverse(), now, 'UTC'))).toEqual(expected);
    expect(groupHistory([], now, 'UTC')).toEqual([]);
  });

  it('refuses a bad time zone or date, naming the value', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    expect(() => groupHistory([], now, 'Mars/Olympus_Mons')).toThrow('groupHistory needs an IANA time zone, got "Mars/Olympus_Mons"');
    expect(() => groupHistory([at('yesterday')], now, 'UTC')).toThrow('groupHistory needs ISO dates in last_seen_at, got "yesterday"');
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names and UTC, and refuses anything else', () => {
    expect(['America/New_York', 'Europe/Madrid', 'UTC', 'Pacific/Auckland'].map(isTimeZone)).toEqual([true, true, true, true]);
    expect(['', 'Mars/Olympus_Mons', 'New York', 'x'.repeat(100)].map(isTimeZone)).toEqual([false, false, false, false]);
  });
});
