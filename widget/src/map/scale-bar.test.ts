// The scale bar's round lengths, in feet below a mile and in miles from one up.
import { describe, expect, it } from 'vitest';
import { scaleLength } from './scale-bar';

describe('scaleLength', () => {
  it('rounds down to 1, 2, 3 or 5 times a power of ten, in feet', () => {
    expect(scaleLength(72.4)).toEqual({ unit: 'feet', value: 50, fraction: 50 / 72.4 });
    expect(scaleLength(140)).toEqual({ unit: 'feet', value: 100, fraction: 100 / 140 });
    expect(scaleLength(250)).toEqual({ unit: 'feet', value: 200, fraction: 0.8 });
    expect(scaleLength(30)).toEqual({ unit: 'feet', value: 30, fraction: 1 });
    expect(scaleLength(4999)).toEqual({ unit: 'feet', value: 3000, fraction: 3000 / 4999 });
  });

  it('turns to miles from a mile up', () => {
    expect(scaleLength(5280)).toEqual({ unit: 'miles', value: 1, fraction: 1 });
    expect(scaleLength(12_000)).toEqual({ unit: 'miles', value: 2, fraction: 10_560 / 12_000 });
  });

  it('answers null for no length', () => {
    expect(scaleLength(0)).toBeNull();
    expect(scaleLength(Number.NaN)).toBeNull();
  });
});
