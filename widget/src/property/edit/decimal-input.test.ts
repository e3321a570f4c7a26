import { describe, expect, it } from 'vitest';
import { acceptsChar, filterDecimal, insertDecimal, parseDecimal } from './decimal-input';

describe('filterDecimal', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(filterDecimal('2400')).toBe('2400');
    expect(filterDecimal('1,234.5 sq ft')).toBe('1234.5');
    expect(filterDecimal('1.2.3')).toBe('1.23');
    expect(filterDecimal('-4e3')).toBe('43');
    expect(filterDecimal(' 12 ')).toBe('12');
    expect(filterDecimal('abc')).toBe('');
  });

  it('drops digits from other scripts and full-width points', () => {
    expect(filterDecimal('٣٤')).toBe('');
    expect(filterDecimal('12．5')).toBe('125');
  });
});

describe('insertDecimal', () => {
  it('inserts typed digits at the caret', () => {
    expect(insertDecimal('240', 3, 3, '0')).toEqual({ value: '2400', caret: 4 });
    expect(insertDecimal('200', 1, 1, '4')).toEqual({ value: '2400', caret: 2 });
  });

  it('refuses a second decimal point, but takes one that replaces the selected point', () => {
    expect(insertDecimal('4.5', 3, 3, '.')).toEqual({ value: '4.5', caret: 3 });
    expect(insertDecimal('4.5', 1, 2, '.')).toEqual({ value: '4.5', caret: 2 });
    expect(insertDecimal('45', 1, 1, '.')).toEqual({ value: '4.5', caret: 2 });
  });

  it('filters pasted text and replaces the selection with what is left', () => {
    expect(insertDecimal('1800', 0, 4, '2,400 sq ft')).toEqual({ value: '2400', caret: 4 });
    expect(insertDecimal('10', 2, 2, '.5.5')).toEqual({ value: '10.55', caret: 5 });
    expect(insertDecimal('1.5', 3, 3, '2.5')).toEqual({ value: '1.525', caret: 5 });
    expect(insertDecimal('12', 0, 0, 'ft')).toEqual({ value: '12', caret: 0 });
  });

  it('handles a selection made from right to left', () => {
    expect(insertDecimal('1234', 3, 1, '9')).toEqual({ value: '194', caret: 2 });
  });
});

describe('acceptsChar', () => {
  it('accepts digits and a first point, refuses letters, signs and a second point', () => {
    expect(acceptsChar('', 0, 0, '7')).toBe(true);
    expect(acceptsChar('7', 1, 1, '.')).toBe(true);
    expect(acceptsChar('7.', 2, 2, '.')).toBe(false);
    expect(acceptsChar('7', 1, 1, 'e')).toBe(false);
    expect(acceptsChar('7', 0, 0, '-')).toBe(false);
    expect(acceptsChar('7', 1, 1, ',')).toBe(false);
  });
});

describe('parseDecimal', () => {
  it('reads a finished entry, with a bare point at either end', () => {
    expect(parseDecimal('2400')).toBe(2400);
    expect(parseDecimal('4.5')).toBe(4.5);
    expect(parseDecimal('5.')).toBe(5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('0')).toBe(0);
  });

  it('answers null without a digit', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
  });
});
