// Operations on units laid out on a lot (spec 1 sections 4 and 5; spec 2: Placed ADU feature):
// move, turn, copy sideways, keep inside the lot, re-type after a move, and the shapes the
// custom plan constructor draws. Geometry is [lng, lat]; lengths are feet in a local frame.
//
// Every operation works in a local feet frame (createLocalFrame) around one point of the shape, so
// its side lengths and angles are those of the ground, not of degrees. A frame's scale depends on its
// latitude (about one part per million per 30 ft north), so lengths measured from another point differ at
// that level, and moving a unit by (dx, dy) then by (-dx, -dy), which uses two frames, returns it to
// within 4e-10 degrees for moves up to 50 ft each way and 2e-9 degrees (0.005 inch) at 100 ft.
// A turn is about the area centroid, which it keeps, so turning back is exact to rounding.
import { pointsEncloseArea, signedRingArea } from '../geo/area';
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { createLocalFrame } from '../geo/local-frame';
import { centroid } from '../geo/point-on-surface';
import type { PointFt } from '../geo/point-ft';
import { FlatRings, polygonInside } from './flat-rings';
import { INCHES_PER_FOOT, outlineFromPlan } from './outline';
import { flatPoints, outerRingInFeet, ringsInFeet } from './rings-in-feet';
import { innerOutline } from './unit';

/** What re-typing a moved unit needs (the surroundings of classifyAduType). */
export type { AduSurroundings } from './adu-type';

const DEG = Math.PI / 180;

function firstPosition(polygon: Polygon, caller: string): Position {
  const first = polygon.coordinates[0]?.[0];
  if (!first) throw new Error(`${caller} needs a polygon with at least one position, got ${JSON.stringify(polygon)}`);
  return first;
}

/** Every position of `polygon` through `map`, rings and their closing repeats kept. */
const mapPositions = (polygon: Polygon, map: (p: Position) => Position): Polygon => ({
  type: 'Polygon',
  coordinates: polygon.coordinates.map((ring) => ring.map(map)),
});

/** Moves a polygon by `dxFt` east and `dyFt` north. */
export function movePolygon(polygon: Polygon, dxFt: number, dyFt: number): Polygon {
  const frame = createLocalFrame(firstPosition(polygon, 'movePolygon'));
  return mapPositions(polygon, (p) => {
    const [x, y] = frame.toFeet(p);
    return frame.toLngLat([x + dxFt, y + dyFt]);
  });
}

/** Turns a polygon by `deg` counter-clockwise about the centroid of its outer ring. */
export function rotatePolygon(polygon: Polygon, deg: number): Polygon {
  // About the area centroid, which the turn keeps in place, so turning back uses the same frame.
  const frame = createLocalFrame(polygonCentre(polygon));
  const cos = Math.cos(deg * DEG);
  const sin = Math.sin(deg * DEG);
  return mapPositions(polygon, (p) => {
    const [x, y] = frame.toFeet(p);
    return frame.toLngLat([x * cos - y * sin, x * sin + y * cos]);
  });
}

/** The centroid of a polygon's outer ring. */
export function polygonCentre(polygon: Polygon): Position {
  firstPosition(polygon, 'polygonCentre');
  return centroid({ type: 'Polygon', coordinates: [polygon.coordinates[0]!] });
}

/**
 * A plan's outline (feet, the plan's own frame, counter-clockwise, not closed) turned by
 * `rotationDeg` counter-clockwise and centred on `centre`: how a changed plan keeps the position
 * and rotation of the unit it replaces.
 *
 * This is placePlan's convention: a placed unit is its plan's outline, corners in the same order
 * from the same first corner, turned by its `rotationDeg` about any point and moved, so
 * `outlineAt(ring, polygonCentre(placed.polygon), placed.rotationDeg)` gives back `placed.polygon`.
 * A closed ring (as outlineFromPlan answers) is taken as well; a clockwise one is walked backwards,
 * as prepareUnit does.
 */
export function outlineAt(ring: readonly PointFt[], centre: Position, rotationDeg: number): Polygon {
  const points = [...ring];
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first![0] === last![0] && first![1] === last![1]) points.pop();
  if (points.length < 3) throw new Error(`outlineAt needs an outline of at least 3 points, got ${JSON.stringify(ring)}`);
  if (signedRingArea(points) < 0) points.reverse();
  // The centroid is plain planar arithmetic: it takes feet as well as degrees.
  const [cx, cy] = centroid({ type: 'Polygon', coordinates: [points.map(([x, y]) => [x, y] as [number, number])] });
  const frame = createLocalFrame(centre);
  const cos = Math.cos(rotationDeg * DEG);
  const sin = Math.sin(rotationDeg * DEG);
  const out = points.map(([x, y]) => frame.toLngLat([(x - cx) * cos - (y - cy) * sin, (x - cx) * sin + (y - cy) * cos]));
  return { type: 'Polygon', coordinates: [[...out, [out[0]![0], out[0]![1]]]] };
}

/**
 * The 'Additional ADU' copy (spec 2: Placed ADU feature): the unit shifted sideways by its
 * outline's width (multiplier 1), sideways meaning along the plan's x axis turned by `rotationDeg`.
 */
export function shiftedSideways(polygon: Polygon, rotationDeg: number, widthFt: number): Polygon {
  return movePolygon(polygon, widthFt * Math.cos(rotationDeg * DEG), widthFt * Math.sin(rotationDeg * DEG));
}

/**
 * Whether no part of `polygon` lies more than 1/4 inch outside `lot` (spec 1 section 5: inside the lot polygon).
 * The test of classifyAduType and the placement search (unit.ts): the outline moved in by the
 * containment margin lies inside the lot, touching allowed; for a MultiPolygon, inside one part.
 * Holes of `polygon` are ignored: only its outer ring can stick out.
 */
export function isInsideLot(polygon: Polygon, lot: Polygon | MultiPolygon): boolean {
  const frame = createLocalFrame(firstPosition(polygon, 'isInsideLot'));
  const outline = outerRingInFeet(polygon, frame);
  const n = outline.length;
  if (n < 3) return false;
  const inner = innerOutline(flatPoints(outline), n);
  const parts = lot.type === 'Polygon' ? [lot.coordinates] : lot.coordinates;
  return parts.some((rings) => polygonInside(new FlatRings(ringsInFeet({ type: 'Polygon', coordinates: rings }, frame)), inner, n));
}

/** Corners south-west, south-east, north-east, north-west (counter-clockwise), closed. */
const boxRing = (west: number, south: number, east: number, north: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]],
});

/**
 * The rectangle with opposite corners `a` and `b`, its sides north-south and east-west.
 * Corners from the south-west one, counter-clockwise; the local frame's axes are east and north,
 * so the rectangle is built straight from the corners' longitudes and latitudes.
 */
export function rectangleFromCorners(a: Position, b: Position): Polygon {
  return boxRing(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
}

/** A `widthFt` x `lengthFt` rectangle centred on `centre`, width east-west (the dimensions dialog). Corners from the south-west one, counter-clockwise. */
export function rectangleAt(centre: Position, widthFt: number, lengthFt: number): Polygon {
  const frame = createLocalFrame(centre);
  const [west, south] = frame.toLngLat([-widthFt / 2, -lengthFt / 2]);
  const [east, north] = frame.toLngLat([widthFt / 2, lengthFt / 2]);
  return boxRing(west, south, east, north);
}

/** Side lengths in feet of a path of positions (open or closed), one per consecutive pair. */
export function sideLengthsFt(positions: readonly Position[]): number[] {
  if (positions.length < 2) return [];
  const frame = createLocalFrame(positions[0]!);
  const feet = positions.map((p) => frame.toFeet(p));
  return feet.slice(1).map(([x, y], i) => Math.hypot(x - feet[i]![0], y - feet[i]![1]));
}

/** Sides shorter than this (inches) round to 0.00 in: their corners count as one. */
const SAME_CORNER_IN = 0.005;

/** `value` rounded to `per` parts of a unit (100 for 0.01): dividing by an integer gives the nearest double to the decimal. */
const roundTo = (value: number, per: number): number => Math.round(value * per) / per;

/**
 * A drawn polygon as a floor plan outline: side lengths in inches and side directions in degrees
 * counter-clockwise from east, walked counter-clockwise from the first corner, with its area.
 * Answers null for fewer than three distinct corners or a self-crossing ring.
 *
 * Dimensions are rounded to 0.01 in and angles, in [0, 360), to 0.001 degree, as plans are stored;
 * an outline that outlineFromPlan would not accept after rounding (crossing itself, no area) is null,
 * so every answer can be stored as a plan. Holes are ignored; sqft is the outer ring's area.
 */
export function outlineOfPolygon(polygon: Polygon): { dimensions: number[]; angles: number[]; sqft: number } | null {
  const ring = polygon.coordinates[0];
  if (!ring || ring.length === 0) return null;
  const frame = createLocalFrame(ring[0]!);
  const sameFt = SAME_CORNER_IN / INCHES_PER_FOOT;
  const corners: PointFt[] = [];
  for (const p of ring) {
    const [x, y] = frame.toFeet(p);
    const last = corners[corners.length - 1];
    if (!last || Math.hypot(x - last[0], y - last[1]) >= sameFt) corners.push([x, y]);
  }
  while (corners.length > 1 && Math.hypot(corners[corners.length - 1]![0] - corners[0]![0], corners[corners.length - 1]![1] - corners[0]![1]) < sameFt) corners.pop();
  if (corners.length < 3) return null;
  // Corners on one line (up to rounding) make no outline: the API refuses such a polygon.
  if (!pointsEncloseArea(corners)) return null;
  const area = signedRingArea(corners);
  // Counter-clockwise from the same first corner, as outlineFromPlan turns a clockwise walk.
  const walk = area > 0 ? corners : [corners[0]!, ...corners.slice(1).reverse()];
  const dimensions: number[] = [];
  const angles: number[] = [];
  walk.forEach(([x, y], i) => {
    const [nx, ny] = walk[(i + 1) % walk.length]!;
    dimensions.push(roundTo(Math.hypot(nx - x, ny - y) * INCHES_PER_FOOT, 100));
    const degrees = Math.atan2(ny - y, nx - x) / DEG;
    // "+ 0" turns a -0 (a side running due east from above) into 0.
    angles.push((roundTo(degrees < 0 ? degrees + 360 : degrees, 1000) % 360) + 0);
  });
  if (!outlineFromPlan(dimensions, angles).ok) return null;
  return { dimensions, angles, sqft: Math.abs(area) };
}

/** The default name of a custom plan. */
export const DEFAULT_PLAN_NAME = 'My own plan';

/** `wanted` (default 'My own plan') made unique case-insensitively among `taken` by appending ' 2', ' 3'... (spec 1 section 5). */
export function uniquePlanName(taken: readonly string[], wanted: string = DEFAULT_PLAN_NAME): string {
  const base = wanted.trim() || DEFAULT_PLAN_NAME;
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const name = `${base} ${k}`;
    if (!names.has(name.toLowerCase())) return name;
  }
}

/** The largest length or width in feet the dimensions dialog takes; anything above becomes 0. */
export const MAX_FEET_INPUT = 1000;

/** A dimensions-dialog entry as a whole number of feet: invalid input becomes 0 (spec 1 section 5). */
export function parseFeetInput(input: string): number {
  // "Length and width are integers… Invalid input becomes 0": digits only, no sign, point or unit.
  const text = input.trim();
  if (!/^\d+$/.test(text)) return 0;
  const feet = Number(text);
  return feet <= MAX_FEET_INPUT ? feet : 0;
}
