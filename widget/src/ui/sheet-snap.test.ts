import { describe, expect, it } from 'vitest';
import { snapAfterDrag, snapHeights, stepSnap } from './sheet-snap';

const heights = snapHeights(700);

describe('bottom sheet snaps', () => {
  it('shows 72 px collapsed, half the height, and all but 74 px when full', () => {
    expect(heights).toEqual({ collapsed: 72, half: 350, full: 626 });
    expect(snapHeights(100)).toEqual({ collapsed: 72, half: 72, full: 72 });
  });

  it('rests at the nearest snap after a short drag', () => {
    expect(snapAfterDrag('half', 30, heights)).toBe('half');
    expect(snapAfterDrag('half', -60, heights)).toBe('half');
    expect(snapAfterDrag('collapsed', -250, heights)).toBe('half');
    expect(snapAfterDrag('collapsed', -520, heights)).toBe('full');
  });

  it('closes one step on a drag of 100 px or more, down to collapsed', () => {
    expect(snapAfterDrag('half', 100, heights)).toBe('collapsed');
    expect(snapAfterDrag('full', 100, heights)).toBe('half');
    expect(snapAfterDrag('full', 500, heights)).toBe('collapsed');
    expect(snapAfterDrag('collapsed', 150, heights)).toBe('collapsed');
    expect(snapAfterDrag('half', -100, heights)).toBe('full');
  });

  it('steps by keyboard within the ends', () => {
    expect(stepSnap('collapsed', 1)).toBe('half');
    expect(stepSnap('full', 1)).toBe('full');
    expect(stepSnap('collapsed', -1)).toBe('collapsed');
  });
});
