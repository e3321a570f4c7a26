// A floor's drawing generated from the plan's outline: walls with a thickness, a door gap in the
// middle of the longest side on the ground floor, and each side's length in feet and inches. Plain
// string building in plan feet (x east, y north, flipped for SVG), so the same plan always gives
// the same bytes and the drawing scales to any card or preview.
import { outlineFromPlan } from '../placement/outline';
import type { PointFt } from '../geo/point-ft';

/** Wall thickness in feet (a 2x4 stud wall with its finishes). */
export const WALL_THICKNESS_FT = 0.5;

/** Width of the door gap in feet. */
export const DOOR_WIDTH_FT = 3;

/** Space in feet around the outline for the side labels. */
const MARGIN_FT = 4;

/** Distance in feet from a side to its label. */
const LABEL_OFFSET_FT = 1.6;

/** What a drawing needs of a plan. */
export interface DrawablePlan {
  name: string;
  dimensions: readonly number[] | null;
  angles: readonly number[] | null;
  num_floors: number;
}

/** A length in feet as feet and inches, rounded to the inch: 30' 6", 12', 8". */
export function feetAndInchesLabel(lengthFt: number): string {
  const totalInches = Math.round(Math.abs(lengthFt) * 12);
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  if (inches === 0) return `${feet}'`;
  if (feet === 0) return `${inches}"`;
  return `${feet}' ${inches}"`;
}

const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
};

/** Text for an element's content (never an attribute), so quotes stay as they are: 30' 6". */
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The point where the lines through a1-a2 and b1-b2 cross (parallel: the shared end a2). */
function lineCrossing(a1: PointFt, a2: PointFt, b1: PointFt, b2: PointFt): PointFt {
  const dax = a2[0] - a1[0];
  const day = a2[1] - a1[1];
  const dbx = b2[0] - b1[0];
  const dby = b2[1] - b1[1];
  const denominator = dax * dby - day * dbx;
  if (Math.abs(denominator) < 1e-12) return a2;
  const t = ((b1[0] - a1[0]) * dby - (b1[1] - a1[1]) * dbx) / denominator;
  return [a1[0] + t * dax, a1[1] + t * day];
}

/** Unit normal pointing into a counter-clockwise ring from side a-b. */
function inwardNormal(a: PointFt, b: PointFt): PointFt {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
}

/** The counter-clockwise ring (open) moved inwards by `offsetFt`, side by side. */
function insetRing(ring: readonly PointFt[], offsetFt: number): PointFt[] {
  const n = ring.length;
  const sides = ring.map((a, i): [PointFt, PointFt] => {
    const b = ring[(i + 1) % n]!;
    const [nx, ny] = inwardNormal(a, b);
    return [[a[0] + nx * offsetFt, a[1] + ny * offsetFt], [b[0] + nx * offsetFt, b[1] + ny * offsetFt]];
  });
  return sides.map((side, i) => {
    const before = sides[(i + n - 1) % n]!;
    return lineCrossing(before[0], before[1], side[0], side[1]);
  });
}

/**
 * The SVG drawing of one floor (1 is the ground floor) of a plan, or of its outline's absence for a
 * broken plan. Throws for a floor the plan does not have.
 */
export function planDrawing(plan: DrawablePlan, floor: number): string {
  if (!Number.isInteger(floor) || floor < 1 || floor > plan.num_floors) {
    throw new RangeError(`planDrawing needs a floor from 1 to ${plan.num_floors}, got ${floor}`);
  }
  const title = `<title>${escapeText(`${plan.name}, level ${floor}`)}</title>`;
  const outline = outlineFromPlan(plan.dimensions, plan.angles);
  if (!outline.ok) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${title}</svg>`;
  }
  const ring = outline.ring.slice(0, -1);
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const minX = Math.min(...xs) - MARGIN_FT;
  const maxY = Math.max(...ys) + MARGIN_FT;
  const width = Math.max(...xs) + MARGIN_FT - minX;
  const height = maxY - (Math.min(...ys) - MARGIN_FT);
  // SVG's y runs down: flip the plan's north up.
  const at = (p: PointFt): string => `${num(p[0] - minX)} ${num(maxY - p[1])}`;
  const ringPath = (points: readonly PointFt[]): string => `M${points.map(at).join('L')}Z`;

  const walls = `<path d="${ringPath(ring)}${ringPath(insetRing(ring, WALL_THICKNESS_FT))}" fill="#374151" fill-rule="evenodd"/>`;

  const n = ring.length;
  const lengthOf = (i: number): number => Math.hypot(ring[(i + 1) % n]![0] - ring[i]![0], ring[(i + 1) % n]![1] - ring[i]![1]);
  let door = '';
  let longest = 0;
  for (let i = 1; i < n; i++) if (lengthOf(i) > lengthOf(longest) + 1e-9) longest = i;
  if (floor === 1 && lengthOf(longest) >= DOOR_WIDTH_FT + 2 * WALL_THICKNESS_FT) {
    const a = ring[longest]!;
    const b = ring[(longest + 1) % n]!;
    const length = lengthOf(longest);
    const ux = (b[0] - a[0]) / length;
    const uy = (b[1] - a[1]) / length;
    const [nx, ny] = inwardNormal(a, b);
    const start = (length - DOOR_WIDTH_FT) / 2;
    const end = start + DOOR_WIDTH_FT;
    // The gap reaches a little past both faces of the wall so no hairline of wall is left.
    const out = -0.05;
    const inside = WALL_THICKNESS_FT + 0.05;
    const corner = (s: number, d: number): PointFt => [a[0] + ux * s + nx * d, a[1] + uy * s + ny * d];
    door = `<path d="${ringPath([corner(start, out), corner(end, out), corner(end, inside), corner(start, inside)])}" fill="#ffffff"/>`;
  }

  const fontSize = num(Math.max(1, Math.min(width, height) / 18));
  const labels = ring
    .map((a, i) => {
      const b = ring[(i + 1) % n]!;
      const [nx, ny] = inwardNormal(a, b);
      const middle: PointFt = [(a[0] + b[0]) / 2 - nx * LABEL_OFFSET_FT, (a[1] + b[1]) / 2 - ny * LABEL_OFFSET_FT];
      const [x, y] = at(middle).split(' ');
      return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle">${escapeText(feetAndInchesLabel(lengthOf(i)))}</text>`;
    })
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}">${title}` +
    `${walls}${door}<g font-family="sans-serif" font-size="${fontSize}" fill="#111827">${labels}</g></svg>`
  );
}
