import { describe, expect, it } from 'vitest';
import { addressSearchTerms, normalizeAddressText } from './normalize';

describe('normalizeAddressText', () => {
  it('expands suffixes and directions and drops punctuation', () => {
    expect(normalizeAddressText('12 Maple St., Maple Hollow, MA')).toBe('12 maple street maple hollow ma');
    expect(normalizeAddressText('5 N Elm Ave')).toBe('5 north elm avenue');
  });

  it('drops unit numbers', () => {
    expect(normalizeAddressText('40 Orchard Rd Apt 3B')).toBe('40 orchard road');
    expect(normalizeAddressText('40 Orchard Rd #2')).toBe('40 orchard road');
    expect(normalizeAddressText('40 Orchard Rd, Apt. #2')).toBe('40 orchard road');
    expect(normalizeAddressText('Unit 5, 40 Orchard Rd')).toBe('40 orchard road');
  });

  it('splits a query into terms', () => {
    expect(addressSearchTerms('  12   MAPLE st ')).toEqual(['12', 'maple', 'street']);
    expect(addressSearchTerms('!!!')).toEqual([]);
  });
});
