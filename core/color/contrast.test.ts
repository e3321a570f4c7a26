import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('WCAG 2 contrast', () => {
  it('measures luminance and the ratio of two colours, short and long hex alike', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#2f4a3a', '#ffffff')).toBeCloseTo(9.72, 1);
    // The order of the colours does not matter.
    expect(contrastRatio('#ffffff', '#2f4a3a')).toBe(contrastRatio('#2f4a3a', '#ffffff'));
  });

  it('names what is not a hex colour', () => {
    expect(() => relativeLuminance('green')).toThrow('Not a hex colour: green');
  });
});
