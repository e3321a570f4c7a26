import { describe, expect, it } from 'vitest';
import { scrollTopToShow, shouldVirtualize, viewportHeight, visibleRange } from './virtual-range';

describe('windowing (spec 9: above 50 options, rows of 40, at most 8 visible, at most 300 high)', () => {
  it('virtualises lists of more than 50 rows only', () => {
    expect(shouldVirtualize(50)).toBe(false);
    expect(shouldVirtualize(51)).toBe(true);
    expect(shouldVirtualize(351)).toBe(true);
  });

  it('sizes the viewport for at most 8 rows and 300 pixels', () => {
    expect(viewportHeight(3)).toBe(120);
    expect(viewportHeight(7)).toBe(280);
    expect(viewportHeight(8)).toBe(300);
    expect(viewportHeight(351)).toBe(300);
    expect(viewportHeight(351, 40, 10, 400)).toBe(400);
  });

  it('renders the rows in view plus three on each side, within the list', () => {
    expect(visibleRange(0, 300, 351)).toEqual({ start: 0, end: 11 });
    expect(visibleRange(400, 300, 351)).toEqual({ start: 7, end: 21 });
    expect(visibleRange(13_900, 300, 351)).toEqual({ start: 344, end: 351 });
    expect(visibleRange(0, 300, 0)).toEqual({ start: 0, end: 0 });
  });

  it('scrolls as little as needed to show a row', () => {
    expect(scrollTopToShow(0, 400, 300)).toBe(0);
    expect(scrollTopToShow(12, 0, 300)).toBe(13 * 40 - 300);
    expect(scrollTopToShow(12, 300, 300)).toBe(300);
  });
});
