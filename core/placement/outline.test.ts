// Plan outlines from side lengths (inches) and side directions (degrees): closed, counter-clockwise,
// in feet, small rounding gaps closed, broken plans reported with the reason.
import { describe, expect, it } from 'vitest';
import { signedRingArea } from '../geo/area';
import { outlineFromPlan, planRectangle, type PlanOutline } from './outline';

const ringOf = (outline: PlanOutline) => {
  if (!outline.ok) throw new Error(`expected an outline, got: ${outline.reason}`);
  return outline.ring;
};
const reasonOf = (outline: PlanOutline) => (outline.ok ? 'an outline' : outline.reason);
const rounded = (ring: readonly (readonly [number, number])[]) => ring.map(([x, y]) => [Math.round(x * 1e6) / 1e6 + 0, Math.round(y * 1e6) / 1e6 + 0]);

describe('outlineFromPlan', () => {
  it('walks a 30 x 20 ft rectangle from (0, 0), closed and counter-clockwise', () => {
    const outline = outlineFromPlan([360, 240, 360, 240], [0, 90, 180, 270]);
    expect(outline).toMatchObject({ ok: true, areaSqFt: expect.closeTo(600, 9) });
    expect(rounded(ringOf(outline))).toEqual([[0, 0], [30, 0], [30, 20], [0, 20], [0, 0]]);
  });

  it('turns a clockwise walk counter-clockwise, keeping the first corner first', () => {
    const ring = ringOf(outlineFromPlan([240, 360, 240, 360], [90, 0, 270, 180]));
    expect(signedRingArea(ring.slice(0, -1))).toBeCloseTo(600, 9);
    expect(rounded(ring)).toEqual([[0, 0], [30, 0], [30, 20], [0, 20], [0, 0]]);
  });

  it('draws an L-shaped plan and any heading, angles taken per side', () => {
    const ell = ringOf(outlineFromPlan([480, 240, 240, 240, 240, 480], [0, 90, 180, 90, 180, 270]));
    expect(signedRingArea(ell.slice(0, -1))).toBeCloseTo(40 * 20 + 20 * 20, 9);
    const turned = outlineFromPlan([360, 240, 360, 240], [30, 120, 210, 300]);
    expect(turned).toMatchObject({ ok: true });
    expect(turned.ok && turned.areaSqFt).toBeCloseTo(600, 9);
  });

  it('closes a gap from rounded numbers by spreading it over the sides', () => {
    // A hexagon with 45 degree corners whose diagonal sides were rounded to whole inches.
    const diagonal = Math.round(60 * Math.SQRT2);
    const ring = ringOf(outlineFromPlan([240, diagonal, 240, diagonal, 240, diagonal, 240, diagonal], [0, 45, 90, 135, 180, 225, 270, 315]));
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const exact = ringOf(outlineFromPlan([240, 60 * Math.SQRT2, 240, 60 * Math.SQRT2, 240, 60 * Math.SQRT2, 240, 60 * Math.SQRT2], [0, 45, 90, 135, 180, 225, 270, 315]));
    ring.forEach((p, i) => expect(Math.hypot(p[0] - exact[i]![0], p[1] - exact[i]![1])).toBeLessThan(1 / 12));
  });

  it('reports a broken plan with the reason instead of guessing', () => {
    expect(reasonOf(outlineFromPlan(null, [0, 90, 180]))).toBe('The plan has no dimensions.');
    expect(reasonOf(outlineFromPlan([], [0, 90, 180]))).toBe('The plan has no dimensions.');
    expect(reasonOf(outlineFromPlan([120, 120, 120], undefined))).toBe('The plan has no angles.');
    expect(reasonOf(outlineFromPlan([360, 240, 360, 240], [0, 90, 180]))).toBe('The plan has 4 dimensions but 3 angles; it needs one angle per side.');
    expect(reasonOf(outlineFromPlan([360, 360], [0, 180]))).toBe('An outline needs at least 3 sides, got 2.');
    expect(reasonOf(outlineFromPlan([360, 0, 360, 240], [0, 90, 180, 270]))).toBe('Side 2 must be a length above 0 inches, got 0.');
    expect(reasonOf(outlineFromPlan([360, -240, 360, 240], [0, 90, 180, 270]))).toBe('Side 2 must be a length above 0 inches, got -240.');
    expect(reasonOf(outlineFromPlan([360, 240, 360, 240], [0, 90, Number.NaN, 270]))).toBe('Angle 3 must be a number of degrees, got NaN.');
    expect(reasonOf(outlineFromPlan([360, 240, 300, 240], [0, 90, 180, 270]))).toBe(
      'The sides do not close: the last one ends 60 in from the start (at most 2.3 in is allowed).',
    );
    // A bow tie: the diagonals cross.
    expect(reasonOf(outlineFromPlan([120, 120 * Math.SQRT2, 120, 120 * Math.SQRT2], [0, 135, 0, 225]))).toBe('The outline crosses itself: sides 2 and 4 meet.');
    // Out and straight back along the same line.
    expect(reasonOf(outlineFromPlan([120, 120, 120, 120], [0, 180, 0, 180]))).toBe('The outline crosses itself: sides 1 and 2 meet.');
  });

  it('takes a gap of up to an inch, or 0.2 % of the perimeter on large plans', () => {
    expect(outlineFromPlan([120, 120, 119.2, 120], [0, 90, 180, 270]).ok).toBe(true);
    expect(outlineFromPlan([120, 120, 118.8, 120], [0, 90, 180, 270]).ok).toBe(false);
    expect(outlineFromPlan([1200, 1200, 1195.5, 1200], [0, 90, 180, 270]).ok).toBe(true);
  });
});

describe('planRectangle', () => {
  it('measures the smallest rectangle around the plan, width along the side nearest x', () => {
    const straight = planRectangle(ringOf(outlineFromPlan([360, 240, 360, 240], [0, 90, 180, 270])));
    expect(straight.widthFt).toBeCloseTo(30, 9);
    expect(straight.lengthFt).toBeCloseTo(20, 9);
    expect(straight.widthAxisRad).toBeCloseTo(0, 9);
    const turned = planRectangle(ringOf(outlineFromPlan([360, 240, 360, 240], [30, 120, 210, 300])));
    expect([turned.widthFt, turned.lengthFt, turned.widthAxisRad]).toEqual([expect.closeTo(30, 9), expect.closeTo(20, 9), expect.closeTo(Math.PI / 6, 9)]);
    const steep = planRectangle(ringOf(outlineFromPlan([360, 240, 360, 240], [60, 150, 240, 330])));
    expect([steep.widthFt, steep.lengthFt, steep.widthAxisRad]).toEqual([expect.closeTo(20, 9), expect.closeTo(30, 9), expect.closeTo(-Math.PI / 6, 9)]);
  });

  it('boxes an L-shaped plan by its hull', () => {
    const ell = planRectangle(ringOf(outlineFromPlan([480, 240, 240, 240, 240, 480], [0, 90, 180, 90, 180, 270])));
    expect([ell.widthFt, ell.lengthFt]).toEqual([expect.closeTo(40, 9), expect.closeTo(40, 9)]);
  });
});
