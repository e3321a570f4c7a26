// The bottom sheet's three snap positions (spec 2 section 9: 72 px showing, half, and 74 px
// short of the top) and where a drag ends. On a phone, half is half of the window's height, not
// of the report's box: a report in a page is often shorter than the screen, and its half left the
// sheet a small strip (issue 31). It never covers the map's tool bar, though: a report shorter than
// the window keeps MAP_KEEP_PX of map above the half sheet, or its own half when that is less.

export const SHEET_SNAPS = ['collapsed', 'half', 'full'] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** How much of the sheet shows when collapsed. */
export const COLLAPSED_PX = 72;
/** The gap above the sheet when fully open. */
export const FULL_GAP_PX = 74;
/** A drag this far (down or up) always leaves the position it started from. */
export const SNAP_DRAG_PX = 100;

/** The map kept above the half sheet when the window's half would reach higher: room for its tool bar. */
export const MAP_KEEP_PX = 320;

/** A window narrower than this is a phone's. */
export const PHONE_MAX_WIDTH_PX = 480;

/** The height the half snap is half of: the window's on a phone (`window` in CSS pixels), else the container's. */
export function halfOf(height: number, window: { width: number; height: number }): number {
  return window.width > 0 && window.width < PHONE_MAX_WIDTH_PX && window.height > 0 ? window.height : height;
}

/**
 * The visible height of each snap in a container of `height` pixels; the half snap is half of
 * `halfOfPx` (the container's height unless given, see halfOf), never above full.
 */
export function snapHeights(height: number, halfOfPx = height): Record<SheetSnap, number> {
  const full = Math.max(COLLAPSED_PX, height - FULL_GAP_PX);
  const own = Math.round(height / 2);
  const wanted = Math.round(halfOfPx / 2);
  const half = Math.min(full, Math.max(COLLAPSED_PX, wanted <= own ? wanted : Math.max(own, Math.min(wanted, height - MAP_KEEP_PX))));
  return { collapsed: COLLAPSED_PX, half, full };
}

/** The snap one step up (+1) or down (-1), staying within the ends. */
export function stepSnap(snap: SheetSnap, step: 1 | -1): SheetSnap {
  const index = Math.min(SHEET_SNAPS.length - 1, Math.max(0, SHEET_SNAPS.indexOf(snap) + step));
  return SHEET_SNAPS[index]!;
}

/** Where a drag that started at `start` and moved `dy` pixels (down positive) comes to rest. */
export function snapAfterDrag(start: SheetSnap, dy: number, heights: Record<SheetSnap, number>): SheetSnap {
  const released = heights[start] - dy;
  let nearest: SheetSnap = 'collapsed';
  for (const snap of SHEET_SNAPS) if (Math.abs(heights[snap] - released) < Math.abs(heights[nearest] - released)) nearest = snap;
  const from = SHEET_SNAPS.indexOf(start);
  const to = SHEET_SNAPS.indexOf(nearest);
  if (dy >= SNAP_DRAG_PX && to >= from) return stepSnap(start, -1);
  if (dy <= -SNAP_DRAG_PX && to <= from) return stepSnap(start, 1);
  return nearest;
}
