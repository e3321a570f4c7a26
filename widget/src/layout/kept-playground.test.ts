// A visitor's playground kept in the tab: written, read back, forgotten when empty, refused storage
// and stored text that is not a playground are no drawing; the check mark is taken once.
import { describe, expect, it } from 'vitest';
import type { LayoutUnit } from '../../../core/api';
import { keptPlaygroundKey, markCheckAfterSignIn, readKeptPlayground, takeCheckAfterSignIn, writeKeptPlayground, type KeptStorage } from './kept-playground';

function memoryStorage(): KeptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const refusing: KeptStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const pool: LayoutUnit = {
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: [[[-71.1, 42.3], [-71.0999, 42.3], [-71.0999, 42.3001], [-71.1, 42.3]]] },
  properties: {
    id: 'unit-1',
    adu_type: 'playground',
    placement: 'setback_fit',
    page: 'playground',
    floor_plan_uuid: 'plan-pool-1',
    category: 'pool',
    source: 'floor_plan',
    width: 12,
    length: 24,
    rotation_deg: 0,
    selected: true,
    viewMode: '2d',
  },
} as LayoutUnit;

describe('the kept playground', () => {
  it('keeps a drawing per property and reads it back', () => {
    const storage = memoryStorage();
    expect(writeKeptPlayground(storage, 'p-1', { units: [pool], surveyBuildingsCleared: false })).toBe(true);
    expect(readKeptPlayground(storage, 'p-1')).toEqual({ units: [pool], surveyBuildingsCleared: false });
    expect(readKeptPlayground(storage, 'p-2')).toBeNull();
    expect([...storage.items.keys()]).toEqual([keptPlaygroundKey('p-1')]);
  });

  it('forgets an empty playground, but keeps cleared survey buildings', () => {
    const storage = memoryStorage();
    writeKeptPlayground(storage, 'p-1', { units: [pool], surveyBuildingsCleared: false });
    writeKeptPlayground(storage, 'p-1', { units: [], surveyBuildingsCleared: false });
    expect(storage.items.size).toBe(0);
    writeKeptPlayground(storage, 'p-1', { units: [], surveyBuildingsCleared: true });
    expect(readKeptPlayground(storage, 'p-1')).toEqual({ units: [], surveyBuildingsCleared: true });
    writeKeptPlayground(storage, 'p-1', null);
    expect(storage.items.size).toBe(0);
  });

  it('reads no drawing from text that is not one, nor from storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set(keptPlaygroundKey('p-1'), '{"units":[{"type":"Feature"}],"surveyBuildingsCleared":false}');
    expect(readKeptPlayground(storage, 'p-1')).toBeNull();
    storage.items.set(keptPlaygroundKey('p-1'), 'not json');
    expect(readKeptPlayground(storage, 'p-1')).toBeNull();
    expect(readKeptPlayground(refusing, 'p-1')).toBeNull();
    expect(writeKeptPlayground(refusing, 'p-1', { units: [pool], surveyBuildingsCleared: false })).toBe(false);
    expect(writeKeptPlayground(undefined, 'p-1', { units: [pool], surveyBuildingsCleared: false })).toBe(false);
  });

  it('takes the check mark once, per property', () => {
    const storage = memoryStorage();
    markCheckAfterSignIn(storage, 'p-1');
    expect(takeCheckAfterSignIn(storage, 'p-2')).toBe(false);
    expect(takeCheckAfterSignIn(storage, 'p-1')).toBe(true);
    expect(takeCheckAfterSignIn(storage, 'p-1')).toBe(false);
    markCheckAfterSignIn(refusing, 'p-1');
    expect(takeCheckAfterSignIn(refusing, 'p-1')).toBe(false);
  });
});
