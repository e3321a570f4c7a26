import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { LayoutUpdateEntries, type MapNote } from '../../../core/api';
import { createSaveQueue, propertyUpdateOf, SAVE_DELAY_MS, savedKeyOf, type SavedKey } from './saving';
import { unitAt, userPlan } from './test-support/lot-fixture';

const layout = {
  units: { 'in-home-apartment': [], 'backyard-cottage': [unitAt('a', 30, 120)], playground: [unitAt('p', 30, 120, { page: 'playground' })] },
  plans: [userPlan('customPlan-1', 10, 10)],
  notes: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-71.1, 42.37] }, properties: { id: 'n-1', kind: 'text', text: 'Gate' } }] as unknown as MapNote[],
};

describe('what is saved', () => {
  it('saves the ADU pages under layouts and the playground under its own key', () => {
    expect(savedKeyOf('backyard-cottage')).toBe('layouts');
    expect(savedKeyOf('in-home-apartment')).toBe('layouts');
    expect(savedKeyOf('playground')).toBe('playground');
  });

  it('sends only the keys changed, each whole', () => {
    expect(propertyUpdateOf(['layouts'], layout)).toEqual({ layouts: { 'in-home-apartment': [], 'backyard-cottage': layout.units['backyard-cottage'] } });
    expect(propertyUpdateOf(['playground', 'floor_plans', 'annotations'], layout)).toEqual({
      playground: layout.units.playground,
      floor_plans: layout.plans,
      annotations: { type: 'FeatureCollection', features: layout.notes },
    });
    expect(propertyUpdateOf([], layout)).toEqual({});
  });

  it("saves the playground's cleared buildings with its units", () => {
    expect(propertyUpdateOf(['playground'], { ...layout, units: { ...layout.units, playground: [] }, playgroundCleared: true })).toEqual({ playground: [], playground_cleared: true });
    expect(propertyUpdateOf(['playground'], { ...layout, playgroundCleared: false })).toEqual({ playground: layout.units.playground, playground_cleared: false });
    expect(propertyUpdateOf(['layouts'], { ...layout, playgroundCleared: true })).not.toHaveProperty('playground_cleared');
  });

  it('sends a unit turned round many times as the same single turn, which the payload takes', () => {
    const turned = unitAt('t', 30, 120, { rotation_deg: 4335 });
    const update = propertyUpdateOf(['layouts'], { ...layout, units: { ...layout.units, 'backyard-cottage': [turned] } });
    expect(update.layouts?.['backyard-cottage']?.[0]).toEqual({ ...turned, properties: { ...turned.properties, rotation_deg: 15 } });
    expect(v.safeParse(v.object(LayoutUpdateEntries), update).success).toBe(true);
  });
});

describe('createSaveQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const queueWith = (send: (keys: SavedKey[], options: { outlive: boolean }) => Promise<unknown>) => {
    const failures = { count: 0 };
    const queue = createSaveQueue({ delayMs: SAVE_DELAY_MS, send, onFailed: () => failures.count++ });
    return { queue, failures };
  };

  it('sends the keys changed together once, the delay after the last change', async () => {
    const sent: SavedKey[][] = [];
    const { queue } = queueWith(async (keys) => sent.push(keys));
    queue.schedule('layouts');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    queue.schedule('floor_plans', 'layouts');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([['layouts', 'floor_plans']]);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps the keys of a failed save for the next one and says so once per failure', async () => {
    const sent: SavedKey[][] = [];
    let fails = true;
    const { queue, failures } = queueWith(async (keys) => {
      sent.push(keys);
      if (fails) throw new Error('offline');
    });
    queue.schedule('annotations');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(failures.count).toBe(1);
    expect(queue.pending()).toEqual(['annotations']);
    fails = false;
    queue.schedule('playground');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(sent).toEqual([['annotations'], ['annotations', 'playground']]);
    expect(failures.count).toBe(1);
  });

  it('sends at once on leaving when a save is due, and nothing when none is', async () => {
    const sent: SavedKey[][] = [];
    const { queue } = queueWith(async (keys) => sent.push(keys));
    queue.leave();
    expect(sent).toEqual([]);
    queue.schedule('layouts');
    queue.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['layouts']]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends what waits at once in a request that outlives the page when the page goes away', async () => {
    const sent: [SavedKey[], boolean][] = [];
    const { queue } = queueWith(async (keys, { outlive }) => sent.push([keys, outlive]));
    queue.unload();
    expect(sent).toEqual([]);
    queue.schedule('layouts', 'playground');
    queue.unload();
    expect(sent).toEqual([[['layouts', 'playground'], true]]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    // The ordinary save after the delay does not outlive the page.
    queue.schedule('annotations');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(sent[1]).toEqual([['annotations'], false]);
  });
});
