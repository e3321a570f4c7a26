// Planar helpers in feet for the demo town generator: vectors, rings, polylines and boxes.
import { signedRingArea } from '../../../core/geo';

/** A point or direction in feet, [east, north]. */
export type Pt = [number, number];

/** An axis-aligned box in feet. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Sum of two vectors. */
export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];

/** Difference a - b. */
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];

/** The vector scaled by k. */
export const scale = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];

/** The point a + k * d. */
export const along = (a: Pt, d: Pt, k: number): Pt => [a[0] + d[0] * k, a[1] + d[1] * k];

/** Dot product. */
export const dot = (a: Pt, b: Pt): number => a[0] * b[0] + a[1] * b[1];

/** Length of a vector. */
export const norm = (a: Pt): number => Math.hypot(a[0], a[1]);

/** The vector scaled to length 1. */
export const unit = (a: Pt): Pt => scale(a, 1 / Math.hypot(a[0], a[1]));

/** The vector turned a quarter turn counter-clockwise. */
export const leftNormal = (a: Pt): Pt => [-a[1], a[0]];

/** The point between a and b at fraction t. */
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Whether the ring runs counter-clockwise. */
export const isCounterClockwise = (ring: readonly Pt[]): boolean => signedRingArea(ring) > 0;

/** Whether a point lies inside a ring (even-odd rule). */
export function pointInRing(p: Pt, ring: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a polygon given as its outer ring and holes. */
export const pointInRings = (p: Pt, rings: readonly Pt[][]): boolean =>
  rings.reduce((inside, ring) => (pointInRing(p, ring) ? !inside : inside), false);

/** Area centroid of a ring. */
export function ringCentroid(ring: readonly Pt[]): Pt {
  let twice = 0;
  let cx = 0;
  let cy = 0;
  const [ox, oy] = ring[0]!;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const ax = ring[j]![0] - ox;
    const ay = ring[j]![1] - oy;
    const bx = ring[i]![0] - ox;
    const by = ring[i]![1] - oy;
    const c = ax * by - bx * ay;
    twice += c;
    cx += (ax + bx) * c;
    cy += (ay + by) * c;
  }
  return [ox + cx / (3 * twice), oy + cy / (3 * twice)];
}

/** Total length of a polyline. */
export function polylineLength(line: readonly Pt[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]);
  return total;
}

/** The point at arc length s along a polyline, with the index of its segment and the fraction along it. */
export function pointAlong(line: readonly Pt[], s: number): { point: Pt; index: number; t: number } {
  let rest = s;
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (rest <= length || i === line.length - 2) {
      const t = length > 0 ? Math.min(1, Math.max(0, rest / length)) : 0;
      return { point: lerp(a, b, t), index: i, t };
    }
    rest -= length;
  }
  return { point: line[0]!, index: 0, t: 0 };
}

/** The box around a set of rings, grown by a margin. */
export function boxOf(rings: readonly (readonly Pt[])[], marginFt = 0): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < box.minX) box.minX = x;
      if (y < box.minY) box.minY = y;
      if (x > box.maxX) box.maxX = x;
      if (y > box.maxY) box.maxY = y;
    }
  }
  return { minX: box.minX - marginFt, minY: box.minY - marginFt, maxX: box.maxX + marginFt, maxY: box.maxY + marginFt };
}

/** The four corners of a box, counter-clockwise. */
export const boxRing = (b: Box): Pt[] => [[b.minX, b.minY], [b.maxX, b.minY], [b.maxX, b.maxY], [b.minX, b.maxY]];
