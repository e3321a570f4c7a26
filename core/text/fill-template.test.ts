import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills every placeholder with its value, numbers as written', () => {
    expect(fillTemplate('Page {page} of {total}', { page: 2, total: 5 })).toBe('Page 2 of 5');
    expect(fillTemplate('{value} sq ft and {value} again', { value: '1,200' })).toBe('1,200 sq ft and 1,200 again');
    expect(fillTemplate('{n}', { n: 0 })).toBe('0');
  });

  it('leaves placeholders without a value, and inherited names, as they are', () => {
    expect(fillTemplate('The link works until {date}.')).toBe('The link works until {date}.');
    expect(fillTemplate('{date} {toString} {missing}', { date: 'May 1' })).toBe('May 1 {toString} {missing}');
  });
});
