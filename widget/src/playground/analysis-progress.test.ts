import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_STEP_MS, analysisSteps, cycleSteps } from './analysis-progress';

describe('analysisSteps', () => {
  it('analyzes the lot, reads the laws, then checks each category once', () => {
    expect(analysisSteps(['pool', 'deck', 'pool'])).toEqual([{ kind: 'lot' }, { kind: 'laws' }, { kind: 'category', category: 'pool' }, { kind: 'category', category: 'deck' }]);
  });
});

describe('cycleSteps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first message at once, the next every 10 seconds, and starts again after the last', () => {
    const shown: number[] = [];
    const stop = cycleSteps(3, (index) => shown.push(index));
    expect(ANALYSIS_STEP_MS).toBe(10_000);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(9_999);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([0, 1]);
    vi.advanceTimersByTime(20_000);
    expect(shown).toEqual([0, 1, 2, 0]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([0, 1, 2, 0]);
  });

  it('refuses to cycle through no messages', () => {
    expect(() => cycleSteps(0, () => undefined)).toThrow('cycleSteps needs at least one step, got 0');
  });
});
