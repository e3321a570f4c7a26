import { describe, expect, it } from 'vitest';
import { halfOf, snapAfterDrag, snapHeights, stepSnap } from './sheet-snap';

const heights = snapHeights(700);

describe('bottom sheet snaps', () => {
  it('shows 72 px collapsed, half the height, and all but 74 px when full', () => {
    expect(heights).toEqual({ collapsed: 72, half: 350, full: 626 });
    expect(snapHeights(100)).toEqual({ collapsed: 72, half: 72, full: 72 });
  });

  it('opens halfway up the window on a phone, within the container', () => {
    // The report filling a 375 × 812 phone below a 60 px header: half of the window, 406 px, not 376.
    expect(halfOf(752, { width: 375, height: 812 })).toBe(812);
    expect(snapHeights(752, halfOf(752, { width: 375, height: 812 }))).toEqual({ collapsed: 72, half: 406, full: 678 });
    // A 640 px report in a page on that phone: the window's half would cover the map's tool bar,
    // so the sheet keeps 320 px of map above it, here its own half.
    expect(snapHeights(640, halfOf(640, { width: 375, height: 812 }))).toEqual({ collapsed: 72, half: 320, full: 566 });
    expect(snapHeights(700, 812).half).toBe(380);
    // A short window: half of it, but never less than collapsed.
    expect(snapHeights(640, 120).half).toBe(72);
    // A window taller than twice the container: the container's own half.
    expect(snapHeights(400, 1400).half).toBe(200);
    // A wider window (a narrow column of a desktop page) keeps half of the container.
    expect(halfOf(640, { width: 1280, height: 900 })).toBe(640);
    expect(halfOf(640, { width: 0, height: 0 })).toBe(640);
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
