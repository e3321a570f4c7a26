import { describe, expect, it } from 'vitest';
import { propertyTypeFromUseCode } from './use-code';

describe('propertyTypeFromUseCode', () => {
  it.each([
    ['101', 'Single Family'],
    ['1014', 'Single Family'],
    ['0101', 'Single Family'],
    ['104', 'Two Family'],
    ['105', 'Multi-Family Home'],
    ['1091', 'Multi-Family Home'],
    ['111', 'Multi-Family Home'],
    ['102', 'Other'],
    ['013', 'Other'],
    ['340', 'Other'],
  ])('%s is %s', (code, type) => {
    expect(propertyTypeFromUseCode(code)).toBe(type);
  });

  it('answers null for missing or malformed codes', () => {
    expect(propertyTypeFromUseCode(null)).toBeNull();
    expect(propertyTypeFromUseCode('')).toBeNull();
    expect(propertyTypeFromUseCode('ABC')).toBeNull();
  });
});
