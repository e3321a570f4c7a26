// Checks of drawn shapes against a lot, on a 100 x 200 ft lot: how far a shape's corners reach,
// and the message each kind of corrected lot gets.
import { describe, expect, it } from 'vitest';
import type { Polygon, Position } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';
import { farFromLotProblem, farthestCornerFt, userLotProblem } from './drawn-shapes';

const frame = createLocalFrame([-71.1, 42.37]);
/** A polygon from corners in feet east and north of the frame's origin. */
const ft = (...corners: [number, number][]): Polygon => ({ type: 'Polygon', coordinates: [[...corners, corners[0]!].map((p): Position => frame.toLngLat(p))] });
const lot = ft([0, 0], [100, 0], [100, 200], [0, 200]);

describe('farthestCornerFt', () => {
  it('is 0 inside the lot and the distance of the farthest corner outside it', () => {
    expect(farthestCornerFt(ft([10, 10], [20, 10], [20, 20], [10, 20]), lot)).toBe(0);
    expect(farthestCornerFt(ft([90, 10], [150, 10], [150, 20], [90, 20]), lot)).toBeCloseTo(50, 3);
    expect(farthestCornerFt(ft([130, 240], [140, 240], [140, 250], [130, 250]), lot)).toBeCloseTo(Math.hypot(40, 50), 3);
  });
});

describe('farFromLotProblem', () => {
  it('lets a shape 300 ft away pass and names the distance of one further out', () => {
    expect(farFromLotProblem('A unit', ft([390, 0], [400, 0], [400, 10], [390, 10]), lot)).toBeUndefined();
    expect(farFromLotProblem('A unit', ft([390, 0], [410, 0], [410, 10], [390, 10]), lot)).toBe('A unit must lie within 300 ft of the lot; a corner is 310 ft away');
  });
});

describe('userLotProblem', () => {
  it('takes a survey correction and says what is wrong with each bad lot', () => {
    expect(userLotProblem(ft([0, 0], [110, 0], [110, 200], [0, 195]), lot)).toBeUndefined();
    expect(userLotProblem(ft([0, 0], [100, 200], [100, 0], [0, 200]), lot)).toBe('The lot lines must not cross each other and must enclose an area');
    expect(userLotProblem(ft([0, 0], [50, 0], [100, 0]), lot)).toBe('The lot lines must not cross each other and must enclose an area');
    expect(userLotProblem(ft([200, 0], [300, 0], [300, 200], [200, 200]), lot)).toBe('The lot must overlap the lot in the public data');
    expect(userLotProblem(ft([0, 0], [500, 0], [500, 200], [0, 200]), lot)).toBe('The lot must lie within 300 ft of the lot in the public data; a corner is 400 ft away');
    expect(userLotProblem(ft([0, 0], [700, 0], [700, 700], [0, 700]), lot)).toMatch(/^The lot must be under 10 acres \(435,600 sq ft\); this one is 4(90,00\d|89,99\d) sq ft$/);
  });
});
