// Windowing arithmetic of long lists (spec 9: a dropdown search switches to a virtualised list
// above 50 options, item height 40, at most 8 visible, max height 300): which rows a scrolled
// viewport shows, how tall the viewport is, and where to scroll so a row is in view.

/** Lists longer than this render only their visible rows. */
export const VIRTUALIZE_ABOVE = 50;
/** The height of one row of a virtualised list, in CSS pixels. */
export const VIRTUAL_ITEM_HEIGHT_PX = 40;
/** At most this many rows are visible at once. */
export const VIRTUAL_MAX_VISIBLE = 8;
/** The viewport is never taller than this, in CSS pixels. */
export const VIRTUAL_MAX_HEIGHT_PX = 300;

/** Whether a list of `count` rows renders only its visible ones. */
export function shouldVirtualize(count: number): boolean {
  return count > VIRTUALIZE_ABOVE;
}

/** The viewport height for `count` rows of `itemHeight`: at most `maxVisible` rows and `maxHeight`. */
export function viewportHeight(count: number, itemHeight = VIRTUAL_ITEM_HEIGHT_PX, maxVisible = VIRTUAL_MAX_VISIBLE, maxHeight = VIRTUAL_MAX_HEIGHT_PX): number {
  return Math.min(Math.min(count, maxVisible) * itemHeight, maxHeight);
}

/**
 * The rows to render, `[start, end)`, for a viewport scrolled to `scrollTop`: those at least
 * partly visible plus `overscan` on each side, within `[0, count)`.
 */
export function visibleRange(scrollTop: number, height: number, count: number, itemHeight = VIRTUAL_ITEM_HEIGHT_PX, overscan = 3): { start: number; end: number } {
  if (count <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / itemHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / itemHeight);
  return { start: Math.max(0, Math.min(count - 1, first - overscan)), end: Math.min(count, last + overscan) };
}

/**
 * The scrollTop that brings row `index` fully into a viewport of `height` scrolled to
 * `scrollTop`, moving as little as possible; the same scrollTop when it is in view already.
 */
export function scrollTopToShow(index: number, scrollTop: number, height: number, itemHeight = VIRTUAL_ITEM_HEIGHT_PX): number {
  const top = index * itemHeight;
  const bottom = top + itemHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + height) return bottom - height;
  return scrollTop;
}
