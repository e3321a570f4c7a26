import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatFeetInches, formatMonth, formatNumber, pluralOf } from './format';

describe('formatArea', () => {
  it('rounds to the square foot with the locale’s grouping and unit', () => {
    expect(formatArea(900, 'en')).toBe('900 sq ft');
    expect(formatArea(1234.6, 'en')).toBe('1,235 sq ft');
    expect(formatArea(117640, 'es')).toBe('117,640 pies²');
    expect(formatArea(0, 'en')).toBe('0 sq ft');
  });
});

describe('formatFeetInches', () => {
  it('writes whole feet alone, and feet with inches rounded to the inch', () => {
    expect(formatFeetInches(25, 'en')).toBe('25 ft');
    expect(formatFeetInches(10.5, 'en')).toBe('10 ft 6 in');
    expect(formatFeetInches(4.0833, 'en')).toBe('4 ft 1 in');
    expect(formatFeetInches(0.25, 'en')).toBe('3 in');
    expect(formatFeetInches(0, 'en')).toBe('0 ft');
  });

  it('carries 12 inches into a foot and keeps a sign', () => {
    expect(formatFeetInches(11.99, 'en')).toBe('12 ft');
    expect(formatFeetInches(-2.5, 'en')).toBe('-2 ft 6 in');
    expect(formatFeetInches(-0.001, 'en')).toBe('0 ft');
  });

  it('speaks Spanish and groups thousands', () => {
    expect(formatFeetInches(10.5, 'es')).toBe('10 pies 6 pulg');
    expect(formatFeetInches(1320, 'es')).toBe('1,320 pies');
    expect(formatFeetInches(1320.25, 'en')).toBe('1,320 ft 3 in');
  });

  it('rejects a length that is not a number', () => {
    expect(() => formatFeetInches(Number.NaN, 'en')).toThrow(/finite number of feet, got NaN/);
  });
});

describe('numbers, dates and plurals', () => {
  it('formats per locale', () => {
    expect(formatNumber(12345.4, 'en')).toBe('12,345');
    expect(formatDate('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    // The sidebar history's month headings (spec 2: 'then month and year').
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
    expect(formatMonth('2026-13-01', 'en')).toBe('2026-13-01');
    expect(pluralOf(1, 'es')).toBe('one');
    expect(pluralOf(0, 'en')).toBe('other');
  });
});
