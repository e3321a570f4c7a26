// A floor plan's outline in feet from its stored sides (spec 1 section 3): `dimensions` are the side
// lengths in inches and `angles` the direction of each side in degrees, counter-clockwise from the
// plan's x axis (0 runs east, 90 north). A 30 by 20 ft rectangle is dimensions [360, 240, 360, 240]
// with angles [0, 90, 180, 270].
//
// Walking the sides from (0, 0) has to come back to the start. Stored plans round their numbers, so
// a small gap (CLOSE_TOLERANCE_IN, or CLOSE_TOLERANCE_SHARE of the perimeter when that is more) is
// spread over the sides in proportion to their length, as a surveyor closes a traverse. Anything
// else is reported as broken with the reason, never guessed: missing or mismatched lists, a side
// that is not a positive length, an angle that is not a number, a larger gap, an outline that
// crosses itself or has no area.
import { signedRingArea } from '../geo/area';
import type { PointFt } from '../geo/point-ft';
import { convexHull } from '../geo/convex-hull';

/** Inches in a foot. */
export const INCHES_PER_FOOT = 12;

/** Largest gap in inches between the end of the last side and the start of the first. */
export const CLOSE_TOLERANCE_IN = 1;

/** Largest gap as a share of the perimeter, for large plans. */
export const CLOSE_TOLERANCE_SHARE = 0.002;

/** Smallest area in square feet an outline must enclose. */
const MIN_AREA_SQFT = 0.01;

/** An outline, or why the plan has none. */
export type PlanOutline =
  | {
    ok: true;
    /** The outline in feet, counter-clockwise, first point repeated at the end; the first side starts at (0, 0). */
    ring: PointFt[];
    areaSqFt: number;
  }
  | { ok: false; reason: string };

const broken = (reason: string): PlanOutline => ({ ok: false, reason });

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The closed outline of a plan in feet, or the reason it is broken. */
export function outlineFromPlan(dimensions: readonly number[] | null | undefined, angles: readonly number[] | null | undefined): PlanOutline {
  if (!dimensions || dimensions.length === 0) return broken('The plan has no dimensions.');
  if (!angles || angles.length === 0) return broken('The plan has no angles.');
  const n = dimensions.length;
  if (angles.length !== n) return broken(`The plan has ${n} dimensions but ${angles.length} angles; it needs one angle per side.`);
  if (n < 3) return broken(`An outline needs at least 3 sides, got ${n}.`);
  const badSide = dimensions.findIndex((d) => typeof d !== 'number' || !Number.isFinite(d) || d <= 0);
  if (badSide >= 0) return broken(`Side ${badSide + 1} must be a length above 0 inches, got ${String(dimensions[badSide])}.`);
  const badAngle = angles.findIndex((a) => typeof a !== 'number' || !Number.isFinite(a));
  if (badAngle >= 0) return broken(`Angle ${badAngle + 1} must be a number of degrees, got ${String(angles[badAngle])}.`);

  const xs = new Float64Array(n + 1);
  const ys = new Float64Array(n + 1);
  const along = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const radians = (angles[i]! * Math.PI) / 180;
    xs[i + 1] = xs[i]! + dimensions[i]! * Math.cos(radians);
    ys[i + 1] = ys[i]! + dimensions[i]! * Math.sin(radians);
    along[i + 1] = along[i]! + dimensions[i]!;
  }
  const perimeter = along[n]!;
  const gapX = xs[n]!;
  const gapY = ys[n]!;
  const gap = Math.hypot(gapX, gapY);
  const tolerance = Math.max(CLOSE_TOLERANCE_IN, CLOSE_TOLERANCE_SHARE * perimeter);
  if (gap > tolerance) {
    return broken(`The sides do not close: the last one ends ${round1(gap)} in from the start (at most ${round1(tolerance)} in is allowed).`);
  }
  const open: PointFt[] = [];
  for (let i = 0; i < n; i++) {
    const share = along[i]! / perimeter;
    open.push([(xs[i]! - gapX * share) / INCHES_PER_FOOT, (ys[i]! - gapY * share) / INCHES_PER_FOOT]);
  }
  const crossing = firstSelfCrossing(open);
  if (crossing) return broken(`The outline crosses itself: sides ${crossing[0] + 1} and ${crossing[1] + 1} meet.`);
  const area = signedRingArea(open);
  if (Math.abs(area) < MIN_AREA_SQFT) return broken('The outline has no area.');
  const ring = area > 0 ? open : [open[0]!, ...open.slice(1).reverse()];
  return { ok: true, ring: [...ring, ring[0]!], areaSqFt: Math.abs(area) };
}

function orientation(a: PointFt, b: PointFt, c: PointFt): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function onSegment(a: PointFt, b: PointFt, p: PointFt): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

/** Whether segments ab and cd share a point. */
function segmentsMeet(a: PointFt, b: PointFt, c: PointFt, d: PointFt): boolean {
  const d1 = orientation(c, d, a);
  const d2 = orientation(c, d, b);
  const d3 = orientation(a, b, c);
  const d4 = orientation(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/** The first pair of sides (0-based) that cross or touch other than at their shared corner, or undefined. */
function firstSelfCrossing(ring: readonly PointFt[]): [number, number] | undefined {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    // A side that turns straight back runs along the one before it.
    const c = ring[(i + 2) % n]!;
    if (orientation(a, b, c) === 0 && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0) return [i, (i + 1) % n];
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsMeet(a, b, ring[j]!, ring[(j + 1) % n]!)) return [i, j];
    }
  }
  return undefined;
}

/** The smallest-area rectangle around an outline: its side nearest the plan's x axis is the width. */
export interface PlanRectangle {
  /** Extent in feet along the side nearest the plan's x axis. */
  widthFt: number;
  /** Extent in feet across it. */
  lengthFt: number;
  /** Direction of the width side in radians, within a quarter turn of the x axis (-π/4, π/4]. */
  widthAxisRad: number;
}

/** The smallest-area bounding rectangle of an outline (spec 2: plan width and length come from it). */
export function planRectangle(ring: readonly PointFt[]): PlanRectangle {
  const hull = convexHull(ring);
  let best: PlanRectangle | undefined;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) continue;
    const ux = (b[0] - a[0]) / length;
    const uy = (b[1] - a[1]) / length;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p[0] * ux + p[1] * uy;
      const v = -p[0] * uy + p[1] * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea * (1 - 1e-12)) {
      bestArea = area;
      // Turn the rectangle's axes by quarter turns until the first lies within 45 degrees of x.
      let angle = Math.atan2(uy, ux);
      let along = maxU - minU;
      let across = maxV - minV;
      while (angle > Math.PI / 4) {
        angle -= Math.PI / 2;
        [along, across] = [across, along];
      }
      while (angle <= -Math.PI / 4) {
        angle += Math.PI / 2;
        [along, across] = [across, along];
      }
      best = { widthFt: along, lengthFt: across, widthAxisRad: angle };
    }
  }
  if (!best) throw new Error(`planRectangle needs an outline with area, got ${JSON.stringify(ring)}`);
  return best;
}
