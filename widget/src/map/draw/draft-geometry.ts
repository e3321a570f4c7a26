// What the constructor's drawing shows while it is made (spec 1 section 4, Drawing tools): the
// rectangle from the first corner to the pointer, or the polygon's corners and the open side to the
// pointer, and a side-length label at the middle of each side. Pure [lng, lat] geometry, so it is
// tested without a map; DraftLayer turns it into Leaflet layers.
import type { Polygon, Position } from '../../../../core/geo';
import { rectangleFromCorners, sideLengthsFt } from '../../../../core/placement';

/** The tools that draw a new shape. */
export type ShapeTool = 'polygon' | 'rectangle';

/** Sides shorter than this (feet) get no label: the pointer is still on the corner. */
export const MIN_LABELLED_SIDE_FT = 0.1;

/** A path to draw: its positions and whether it closes back to the first. */
export interface DraftPath {
  positions: Position[];
  closed: boolean;
}

/** One side's label: where it goes (the side's middle) and the side's length. */
export interface SideLabel {
  at: Position;
  lengthFt: number;
}

/** The outer ring of a polygon without its closing repeat. */
export function openRing(polygon: Polygon): Position[] {
  const ring = polygon.coordinates[0] ?? [];
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return closed ? ring.slice(0, -1) : [...ring];
}

/** A polygon of `corners` (closed here). */
export function polygonOf(corners: readonly Position[]): Polygon {
  return { type: 'Polygon', coordinates: [[...corners, corners[0]!]] };
}

/**
 * The shape in progress: a rectangle from the first corner to the pointer; or the polygon's corners
 * followed by the pointer, an open path. Null before the first corner.
 */
export function draftPath(tool: ShapeTool, corners: readonly Position[], pointer: Position | null): DraftPath | null {
  const first = corners[0];
  if (!first) return null;
  if (tool === 'rectangle') {
    if (!pointer) return { positions: [first], closed: false };
    return { positions: openRing(rectangleFromCorners(first, pointer)), closed: true };
  }
  return { positions: pointer ? [...corners, pointer] : [...corners], closed: false };
}

/** A label for each side of the path (the closing side too when closed), skipping sides too short to read. */
export function sideLabels(path: DraftPath): SideLabel[] {
  const { positions, closed } = path;
  if (positions.length < 2) return [];
  const walk = closed ? [...positions, positions[0]!] : positions;
  const lengths = sideLengthsFt(walk);
  const labels: SideLabel[] = [];
  lengths.forEach((lengthFt, i) => {
    if (lengthFt < MIN_LABELLED_SIDE_FT) return;
    const a = walk[i]!;
    const b = walk[i + 1]!;
    labels.push({ at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], lengthFt });
  });
  return labels;
}

/** The ring with corner `index` moved to `to` (the edit tool's corner drag). */
export function withCornerMoved(polygon: Polygon, index: number, to: Position): Polygon {
  const corners = openRing(polygon);
  if (index < 0 || index >= corners.length) throw new RangeError(`withCornerMoved: no corner ${index} in a ring of ${corners.length}`);
  corners[index] = to;
  return polygonOf(corners);
}
