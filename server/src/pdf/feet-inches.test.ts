import { describe, expect, it } from 'vitest';
import { formatFeetInches } from './feet-inches';

describe('formatFeetInches', () => {
  it('writes feet and whole inches, carrying 12 inches into a foot', () => {
    expect(formatFeetInches(20.5)).toBe(`20' 6"`);
    expect(formatFeetInches(0)).toBe(`0' 0"`);
    expect(formatFeetInches(9.999)).toBe(`10' 0"`);
    expect(formatFeetInches(-3.25)).toBe(`-3' 3"`);
  });
});
