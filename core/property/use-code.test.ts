import { describe, expect, it } from 'vitest';
import { hasAccessoryApartment, isCondominiumUseCode, isMixedUseResidentialUseCode, isMixedUseWithHomesUseCode, isMultipleHousesUseCode, propertyTypeFromUseCode } from './use-code';

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
    ['031', 'Other'],
    ['041', 'Other'],
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

  it('types mixed use, primarily residential (013 to 019), as a dwelling by its units, and not a dwelling where the data counts none', () => {
    expect([1, 2, 3, 4, null, 0].map((units) => propertyTypeFromUseCode('013', units))).toEqual(['Single Family', 'Two Family', 'Multi-Family Home', 'Multi-Family Home', 'Multi-Family Home', 'Other']);
    expect([propertyTypeFromUseCode('017', 1), propertyTypeFromUseCode('019', 2), propertyTypeFromUseCode('0131')]).toEqual(['Single Family', 'Two Family', 'Multi-Family Home']);
    expect(['013', '014', '019', '0131', '031', '021', '0101', '0111', '101', '13'].map(isMixedUseResidentialUseCode)).toEqual([true, true, true, true, false, false, false, false, false, false]);
  });

  it('types homes beside another primary use (Cambridge 0340 offices, 0326 a restaurant; the state 031) as a dwelling where units are counted', () => {
    expect(['0340', '0326', '031', '041', '0131', '0101', '340', '013'].map(isMixedUseWithHomesUseCode)).toEqual([true, true, true, true, false, false, false, false]);
    expect([propertyTypeFromUseCode('0340', 4), propertyTypeFromUseCode('0326', 1), propertyTypeFromUseCode('031', 2)]).toEqual(['Multi-Family Home', 'Single Family', 'Two Family']);
    // No unit counted: no dwelling is known.
    expect([propertyTypeFromUseCode('0340', 0), propertyTypeFromUseCode('0340', null), propertyTypeFromUseCode('340', 4)]).toEqual(['Other', 'Other', 'Other']);
  });

  it('tells several houses on one lot (109) and a recorded accessory apartment (1014, or a description that says so)', () => {
    expect(['109', '1091', '1095', '0109', '104', '019'].map(isMultipleHousesUseCode)).toEqual([true, true, true, true, false, false]);
    expect(hasAccessoryApartment('1014')).toBe(true);
    expect(hasAccessoryApartment('1014', 'SINGLE FAM W/AUXILIARY APT')).toBe(true);
    expect(hasAccessoryApartment('101', 'Single Family with In-Law Apartment')).toBe(true);
    // A fourth digit is the assessor's own: a description that says something else wins.
    expect(hasAccessoryApartment('1014', 'SINGLE FAM WATERFRONT')).toBe(false);
    expect([hasAccessoryApartment('101'), hasAccessoryApartment('106', 'Accessory Land with Improvement'), hasAccessoryApartment(null)]).toEqual([false, false, false]);
  });

  it('answers null for missing or malformed codes', () => {
    expect(propertyTypeFromUseCode(null)).toBeNull();
    expect(propertyTypeFromUseCode('')).toBeNull();
    expect(propertyTypeFromUseCode('ABC')).toBeNull();
  });
});
