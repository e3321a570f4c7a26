import { describe, expect, it } from 'vitest';
import { addressSearchTerms, normalizeAddressText } from './normalize';

describe('normalizeAddressText', () => {
  it('expands suffixes and directions and drops punctuation', () => {
    expect(normalizeAddressText('12 Maple St., Maple Hollow, MA')).toBe('12 maple street maple hollow ma');
    expect(normalizeAddressText('5 N Elm Ave')).toBe('5 north elm avenue');
  });

  it("reads a street type in each spelling as one, the assessors' abbreviations too", () => {
    for (const spelling of ['California Av', 'California Ave', 'CALIFORNIA AVENUE']) expect(normalizeAddressText(spelling), spelling).toBe('california avenue');
    for (const spelling of ['Pulaski Bv', 'Pulaski Blvd', 'Pulaski Boulevard']) expect(normalizeAddressText(spelling), spelling).toBe('pulaski boulevard');
    for (const spelling of ['Arbend Cr', 'Arbend Cir', 'Arbend Circle']) expect(normalizeAddressText(spelling), spelling).toBe('arbend circle');
    expect(normalizeAddressText('Partridge Tl')).toBe('partridge trail');
    expect(normalizeAddressText('Mohawk Pt')).toBe('mohawk point');
    expect(normalizeAddressText('Hurley Street')).toBe(normalizeAddressText('Hurley St'));
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
