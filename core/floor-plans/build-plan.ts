// Builds a plan's stored sides from a walk around its outline: each step is a side length in feet
// and the turn, in degrees counter-clockwise, taken at its end. The result is in the stored form of
// core/placement/outline.ts (side lengths in inches, side directions in degrees from the x axis),
// and the area comes from walking those stored numbers, so `sqft` can never disagree with them.
import { INCHES_PER_FOOT, outlineFromPlan } from '../placement/outline';

/** One side of a walk: its length in feet and the turn in degrees (left positive) at its end. */
export type WalkStep = readonly [lengthFt: number, turnDeg: number];

/** A plan's outline in stored form with its area. */
export interface PlanShape {
  /** Side lengths in inches, to a tenth of an inch. */
  dimensions: number[];
  /** Direction of each side in degrees, counter-clockwise from the x axis, within [0, 360). */
  angles: number[];
  /** Area of the outline in square feet, rounded to a whole number. */
  sqft: number;
}

const LEFT = 90;
const RIGHT = -90;

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The stored sides of a walk; throws when the walk does not close into a simple outline. */
export function walkPlan(steps: readonly WalkStep[]): PlanShape {
  let heading = 0;
  const dimensions: number[] = [];
  const angles: number[] = [];
  for (const [lengthFt, turnDeg] of steps) {
    dimensions.push(round1(lengthFt * INCHES_PER_FOOT));
    angles.push(round1(((heading % 360) + 360) % 360));
    heading += turnDeg;
  }
  const outline = outlineFromPlan(dimensions, angles);
  if (!outline.ok) throw new Error(`walkPlan got a walk that is no outline (${outline.reason}): ${JSON.stringify(steps)}`);
  return { dimensions, angles, sqft: Math.round(outline.areaSqFt) };
}

/** A `widthFt` by `depthFt` rectangle. */
export const rectangle = (widthFt: number, depthFt: number): PlanShape =>
  walkPlan([[widthFt, LEFT], [depthFt, LEFT], [widthFt, LEFT], [depthFt, LEFT]]);

/** A `widthFt` by `depthFt` rectangle less a `notchWidthFt` by `notchDepthFt` bite from its back right corner: an L. */
export function lShape(widthFt: number, depthFt: number, notchWidthFt: number, notchDepthFt: number): PlanShape {
  return walkPlan([
    [widthFt, LEFT],
    [depthFt - notchDepthFt, LEFT],
    [notchWidthFt, RIGHT],
    [notchDepthFt, LEFT],
    [widthFt - notchWidthFt, LEFT],
    [depthFt, LEFT],
  ]);
}

/** A T: a `barWidthFt` by `barDepthFt` bar across the back of a centred `stemWidthFt` by `stemDepthFt` stem. */
export function tShape(barWidthFt: number, barDepthFt: number, stemWidthFt: number, stemDepthFt: number): PlanShape {
  const overhang = (barWidthFt - stemWidthFt) / 2;
  return walkPlan([
    [stemWidthFt, LEFT],
    [stemDepthFt, RIGHT],
    [overhang, LEFT],
    [barDepthFt, LEFT],
    [barWidthFt, LEFT],
    [barDepthFt, LEFT],
    [overhang, RIGHT],
    [stemDepthFt, LEFT],
  ]);
}

/** A `widthFt` by `depthFt` rectangle with each corner cut at 45 degrees, `cutFt` back along both sides. */
export function chamferedRectangle(widthFt: number, depthFt: number, cutFt: number): PlanShape {
  const diagonal = cutFt * Math.SQRT2;
  return walkPlan([
    [widthFt - 2 * cutFt, 45],
    [diagonal, 45],
    [depthFt - 2 * cutFt, 45],
    [diagonal, 45],
    [widthFt - 2 * cutFt, 45],
    [diagonal, 45],
    [depthFt - 2 * cutFt, 45],
    [diagonal, 45],
  ]);
}
