import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../core/playground';
import { PhysicalReason } from '../../../core/playground';
import { analysisNotices, NO_NOTIFICATIONS, notificationsReducer, type NotificationsState } from './notifications';

const setback = { type: 'Polygon' as const, coordinates: [[[-71.1, 42.37], [-71.0999, 42.37], [-71.0999, 42.3701], [-71.1, 42.37]]] };

const result = (id: string, status: string): AnalysisResult =>
  ({
    id,
    short_explanation: `${id} is ${status}`,
    detailed_explanation: `Rear lot line: 12 ft found, 5 ft required.\nSource: 760 CMR 71.03`,
    permission_status: status,
    setback_polygon: status === 'NOT_PERMITTED' ? null : setback,
    checks: [],
  }) as AnalysisResult;

const categories = new Map([
  ['unit-pool', 'pool'],
  ['unit-deck', 'deck'],
  ['unit-shed', 'shed'],
]);

describe('analysisNotices', () => {
  it('turns each permission status into its allowed percent: PERMITTED 100, NOT_SURE 60, anything else 1', () => {
    const notices = analysisNotices([result('unit-pool', 'PERMITTED'), result('unit-deck', 'NOT_SURE'), result('unit-shed', 'NOT_PERMITTED')], categories);
    expect(notices.map((n) => [n.id, n.category, n.status, n.allowedPercent])).toEqual([
      ['unit-pool', 'pool', 'PERMITTED', 100],
      ['unit-deck', 'deck', 'NOT_SURE', 60],
      ['unit-shed', 'shed', 'NOT_PERMITTED', 1],
    ]);
    expect(notices[0]).toMatchObject({ shortExplanation: 'unit-pool is PERMITTED', detailedExplanation: expect.stringContaining('Rear lot line'), setbackPolygon: setback });
    expect(notices[2]!.setbackPolygon).toBeNull();
    expect(analysisNotices([result('unit-pool', 'MAYBE')], categories)[0]!.allowedPercent).toBe(1);
    // None of its rules settled: no likelihood at all.
    expect(analysisNotices([result('unit-shed', 'NOT_KNOWN')], categories)[0]!.allowedPercent).toBeNull();
  });

  it('drops results for structures that were not asked about', () => {
    expect(analysisNotices([result('unit-ghost', 'PERMITTED'), result('unit-deck', 'PERMITTED')], categories).map((n) => n.id)).toEqual(['unit-deck']);
  });
});

describe('notificationsReducer', () => {
  const physical = [{ unitId: 'unit-pool', category: 'pool', reason: PhysicalReason.TouchesBuilding }];
  const answered: NotificationsState = notificationsReducer(
    notificationsReducer(NO_NOTIFICATIONS, { type: 'physical-checked', notices: physical }),
    { type: 'analysis-answered', results: [result('unit-pool', 'PERMITTED'), result('unit-deck', 'NOT_SURE')], categories },
  );

  it('keeps the physical notices and the results side by side', () => {
    expect(answered.physical).toEqual(physical);
    expect(answered.analysis.map((n) => n.allowedPercent)).toEqual([100, 60]);
  });

  it('clears the old results when a new analysis starts, and keeps the physical notices', () => {
    const started = notificationsReducer(answered, { type: 'analysis-started' });
    expect(started).toEqual({ physical, analysis: [] });
  });

  it('replaces the results with each answer', () => {
    const again = notificationsReducer(answered, { type: 'analysis-answered', results: [result('unit-shed', 'NOT_PERMITTED')], categories });
    expect(again.analysis.map((n) => [n.id, n.allowedPercent])).toEqual([['unit-shed', 1]]);
  });

  it('clears everything when the property changes', () => {
    expect(notificationsReducer(answered, { type: 'property-changed' })).toEqual({ physical: [], analysis: [] });
  });

  it('replaces the physical notices after each check, and answers the same state when they did not change', () => {
    const same = notificationsReducer(answered, { type: 'physical-checked', notices: [{ ...physical[0]! }] });
    expect(same).toBe(answered);
    const fixed = notificationsReducer(answered, { type: 'physical-checked', notices: [] });
    expect(fixed.physical).toEqual([]);
    expect(fixed.analysis).toBe(answered.analysis);
  });
});
