import { describe, expect, it } from 'vitest';
import { DEFAULT_ILLUSTRATION_COUNT, defaultIllustration, defaultIllustrations, EXTERIOR_STYLES, ILLUSTRATION_VIEWBOX, INTERIOR_ROOMS } from './illustrations';
import { mulberry32 } from '../../../core/random';

describe('default gallery illustrations', () => {
  it('are ten detached exteriors and twelve internal ADU images (spec 1 section 9)', () => {
    expect(DEFAULT_ILLUSTRATION_COUNT).toEqual({ ext: 10, int: 12 });
    expect(defaultIllustrations('ext').map((illustration) => illustration.subject)).toEqual([...EXTERIOR_STYLES, ...EXTERIOR_STYLES]);
    expect(defaultIllustrations('int').map((illustration) => illustration.subject)).toEqual([...INTERIOR_ROOMS, ...INTERIOR_ROOMS, ...INTERIOR_ROOMS]);
  });

  it('draw the same picture for the same number, every time', () => {
    for (const kind of ['ext', 'int'] as const) {
      expect(JSON.stringify(defaultIllustrations(kind))).toBe(JSON.stringify(defaultIllustrations(kind)));
    }
    expect(defaultIllustration('ext', 3)).toEqual(defaultIllustration('ext', 3));
  });

  it('draw 22 different pictures', () => {
    const drawings = [...defaultIllustrations('ext'), ...defaultIllustrations('int')].map((illustration) => JSON.stringify(illustration.shapes));
    expect(new Set(drawings).size).toBe(22);
  });

  it('fill the 16:9 box with a background and use only plain, finite shapes', () => {
    expect(ILLUSTRATION_VIEWBOX.width / ILLUSTRATION_VIEWBOX.height).toBeCloseTo(16 / 9, 6);
    for (const illustration of [...defaultIllustrations('ext'), ...defaultIllustrations('int')]) {
      expect(illustration.shapes[0]).toMatchObject({ tag: 'rect', attrs: { x: 0, y: 0, width: 320, height: 180 } });
      for (const shape of illustration.shapes) {
        for (const value of Object.values(shape.attrs)) {
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          else expect(value).toMatch(/^(#[0-9a-f]{6}|[\d.,\s-]+)$/);
        }
      }
    }
  });

  it('refuse a number that is not one of them', () => {
    expect(() => defaultIllustration('ext', 10)).toThrow('There are 10 default ext illustrations; 10 is not one');
    expect(() => defaultIllustration('int', -1)).toThrow(RangeError);
  });

  it('come from a seeded generator that repeats its sequence', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
    expect(mulberry32(43)()).not.toBe(first[0]);
  });
});
