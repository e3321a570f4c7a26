import { describe, expect, it } from 'vitest';
import { isCondominiumUseCode, propertyTypeFromUseCode } from './use-code';

describe('propertyTypeFromUseCode', () => {
  it.each([
    ['101', 'Single Family'],
    ['1014', 'Single Family'],
    ['0101', 'Single Family'],
    ['104', 'Two Family'],
    ['105', 'Multi-Family Home'],
    ['1091', 'Multi-Family Home'],
    ['111', 'Multi-Family Home'],
    ['103', 'Single Family'],
    ['013', 'Other'],
    ['121', 'Other'],
    ['340', 'Other'],
  ])('%s is %s', (code, type) => {
    expect(propertyTypeFromUseCode(code)).toBe(type);
  });

  it('types a condominium, a building of dwellings, by the units on its lot, and as multi-family when they are not counted', () => {
    expect([1, 2, 3, 12, null].map((units) => propertyTypeFromUseCode('102', units))).toEqual(['Single Family', 'Two Family', 'Multi-Family Home', 'Multi-Family Home', 'Multi-Family Home']);
    expect([propertyTypeFromUseCode('199', 2), propertyTypeFromUseCode('199'), propertyTypeFromUseCode('0102', 3)]).toEqual(['Two Family', 'Multi-Family Home', 'Multi-Family Home']);
    // Units count only for a condominium: a three-family is one whatever the count says.
    expect(propertyTypeFromUseCode('105', 2)).toBe('Multi-Family Home');
    expect([isCondominiumUseCode('199'), isCondominiumUseCode('1020'), isCondominiumUseCode('198'), isCondominiumUseCode(null)]).toEqual([true, true, false, false]);
  });

  it('answers null for missing or malformed codes', () => {
    expect(propertyTypeFromUseCode(null)).toBeNull();
    expect(propertyTypeFromUseCode('')).toBeNull();
    expect(propertyTypeFromUseCode('ABC')).toBeNull();
  });
});
