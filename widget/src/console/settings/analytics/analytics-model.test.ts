import { describe, expect, it } from 'vitest';
import { analyticsPath, describeProperties, eventCounts } from './analytics-model';

describe('the analytics view', () => {
  it('asks for a period and lists every known event with its count, 0 when none', () => {
    expect(analyticsPath('cape-cottages', 90)).toBe('/api/orgs/cape-cottages/events?days=90');
    const counts = eventCounts({ view_details: 12, sign_up: 3, legacy_event: 1 });
    expect(counts.slice(0, 3)).toEqual([
      { name: 'sign_up', count: 3 },
      { name: 'log_in', count: 0 },
      { name: 'property_zone_selection', count: 0 },
    ]);
    expect(counts.find((row) => row.name === 'view_details')).toEqual({ name: 'view_details', count: 12 });
    expect(counts.at(-1)).toEqual({ name: 'legacy_event', count: 1 });
    expect(counts).toHaveLength(8);
  });

  it('describes an event’s properties briefly', () => {
    expect(describeProperties({ label: 'Backyard Cottage', adu_type: 'ext', empty: '', none: null, n: 2 })).toBe('label: Backyard Cottage, adu_type: ext, n: 2');
  });
});
