// Union of polygons into one (the map's merge tool, spec 2: editing tools 'merge'): the outlines
// of buildings that overlap or touch become one outline.
//
// The union reuses the exact slab difference the setback areas use (subtract-areas.ts)
// rather than a second clipper: a box around every input minus the inputs leaves the box with one
// hole per connected piece of the union, traced clockwise; reversed, each hole is a piece's outline.
// Areas the inputs enclose without covering (a courtyard) come out as separate pieces of the
// difference, and become the union's holes. Shared and collinear sides, which a float clipper
// trips on, are exactly what that difference was built for.
import type { PointFt, RingFt } from './point-ft';
import { subtractAreas } from './subtract-areas';
import type { Polygon, Position } from './geojson.schema';
import { createLocalFrame } from './local-frame';

/** Why polygons could not be joined into one. */
export const UnionReason = {
  /** Fewer than two polygons, or none with an area. */
  Empty: 'empty',
  /** They neither overlap nor share a side: the union would be several pieces. */
  Apart: 'apart',
} as const;
export type UnionReason = (typeof UnionReason)[keyof typeof UnionReason];

/** The union as one polygon (outer ring counter-clockwise, holes clockwise), or why there is none. */
export type UnionResult = { ok: true; polygon: Polygon } | { ok: false; reason: UnionReason };

/** Room left around the inputs inside the box, in feet: any positive margin keeps the box's ring apart from theirs. */
const BOX_MARGIN_FT = 10;

/** Outer ring in feet, without the closing repeat. */
function outerRingFt(polygon: Polygon, toFeet: (p: Position) => [number, number]): PointFt[] {
  const ring = polygon.coordinates[0] ?? [];
  const open = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.slice(0, -1) : ring;
  return open.map(toFeet);
}

function ringArea(ring: RingFt): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return twice / 2;
}

/** Corners closer than this (feet) are one point. */
const SAME_POINT_FT = 1e-6;

function visitsAPointTwice(ring: RingFt): boolean {
  for (let i = 0; i < ring.length; i++) {
    for (let j = i + 1; j < ring.length; j++) {
      if (Math.abs(ring[i]![0] - ring[j]![0]) <= SAME_POINT_FT && Math.abs(ring[i]![1] - ring[j]![1]) <= SAME_POINT_FT) return true;
    }
  }
  return false;
}

/**
 * Joins polygons that overlap or share part of a side into one polygon. Only outer rings count
 * (holes of the inputs are ignored); corners of the answer lie where the inputs' sides meet, and
 * straight runs keep no extra corners. Two polygons meeting at a single point are `apart`.
 */
export function unionPolygons(polygons: readonly Polygon[]): UnionResult {
  const first = polygons[0]?.coordinates[0]?.[0];
  if (polygons.length < 2 || !first) return { ok: false, reason: UnionReason.Empty };
  const frame = createLocalFrame(first);
  const rings = polygons.map((polygon) => outerRingFt(polygon, frame.toFeet)).filter((ring) => ring.length >= 3 && Math.abs(ringArea(ring)) > 0);
  if (rings.length < 2) return { ok: false, reason: UnionReason.Empty };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const [west, south, east, north] = [minX - BOX_MARGIN_FT, minY - BOX_MARGIN_FT, maxX + BOX_MARGIN_FT, maxY + BOX_MARGIN_FT];
  const box: RingFt = [[west, south], [east, south], [east, north], [west, north]];
  const outside = subtractAreas([box], rings);
  // The piece of the difference that holds the box's corners; the others are enclosed courtyards.
  const around = outside.find((polygon) => polygon[0]!.some(([x, y]) => (x === west || x === east) && (y === south || y === north)));
  const pieces = around?.slice(1) ?? [];
  if (pieces.length !== 1) return { ok: false, reason: pieces.length === 0 ? UnionReason.Empty : UnionReason.Apart };
  // Pieces meeting at one corner are traced as one ring through that corner twice: still apart.
  if (visitsAPointTwice(pieces[0]!)) return { ok: false, reason: UnionReason.Apart };
  const courtyards = outside.filter((polygon) => polygon !== around).map((polygon) => polygon[0]!);
  const closed = (ring: RingFt): Position[] => {
    const positions = ring.map((point) => frame.toLngLat(point));
    return [...positions, positions[0]!];
  };
  // Holes of the difference run clockwise: reversed, the outline runs counter-clockwise; courtyards the other way.
  const outline = closed([...pieces[0]!].reverse());
  const holes = courtyards.map((ring) => closed([...ring].reverse()));
  return { ok: true, polygon: { type: 'Polygon', coordinates: [outline, ...holes] } };
}
