// Douglas–Peucker on a line and on a ring, pinned on shapes whose answers are known.
import { describe, expect, it } from 'vitest';
import type { Position } from './geojson.schema';
import { simplifyPoints, simplifyRingIndices } from './simplify';

/**
 * The outer ring of Cambridge parcel 220-184 (6 Mercer Cir, FY2014) in feet around its box's centre,
 * counter-clockwise, rounded to 0.01 ft: a lot on the bulb of a circle, its curved street line
 * quantized in steps of about 2.5 ft, as public parcel outlines are.
 */
const MERCER_CIR: [number, number][] = [
  [0, 38.61], [-56.31, 48.05], [-66.55, -40.51], [0, -46.16], [5.11, -46.16], [7.67, -48.05], [10.24, -46.16],
  [12.81, -46.16], [17.91, -46.16], [20.48, -44.26], [23.02, -44.26], [25.59, -42.4], [30.72, -40.51],
  [33.26, -36.72], [38.4, -32.96], [40.94, -29.21], [43.5, -25.42], [46.07, -21.67], [66.55, 16.02],
];

describe('simplifyPoints', () => {
  it('drops points within the tolerance of the line through their neighbours and keeps corners', () => {
    const points: Position[] = [[0, 0], [5, 0.1], [10, 0], [10, 10]];
    expect(simplifyPoints(points, 0.5)).toEqual([[0, 0], [10, 0], [10, 10]]);
    expect(simplifyPoints(points, 0.05)).toEqual(points);
  });

  it('keeps a line of two points or fewer as it is', () => {
    expect(simplifyPoints([[1, 2], [3, 4]], 100)).toEqual([[1, 2], [3, 4]]);
    expect(simplifyPoints([], 1)).toEqual([]);
  });

  it('thins the Mercer Cir ring, read as a line, to the same points at each tolerance', () => {
    const kept = (tolerance: number) => simplifyPoints(MERCER_CIR, tolerance).map((p) => MERCER_CIR.indexOf(p));
    expect(kept(0.5)).toEqual([0, 1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 17, 18]);
    expect(kept(1.5)).toEqual([0, 1, 2, 4, 5, 10, 12, 14, 18]);
    expect(kept(5)).toEqual([0, 1, 2, 10, 14, 18]);
  });
});

describe('simplifyRingIndices', () => {
  it('keeps the four corners of a square with a point on each side', () => {
    const ring = [[0, 0], [5, 0.2], [10, 0], [10.2, 5], [10, 10], [5, 10], [0, 10], [-0.1, 5]] as const;
    expect(simplifyRingIndices(ring, 1)).toEqual([0, 2, 4, 6]);
  });

  it('pins the corners of the Mercer Cir lot at the lot-line tolerance and either side of it', () => {
    // 1.5 ft is CORNER_TOLERANCE_FT, what lot lines are cut with.
    expect(simplifyRingIndices(MERCER_CIR, 0.5)).toEqual([0, 1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 17, 18]);
    expect(simplifyRingIndices(MERCER_CIR, 1.5)).toEqual([0, 1, 2, 4, 5, 10, 12, 14, 18]);
    expect(simplifyRingIndices(MERCER_CIR, 5)).toEqual([0, 1, 2, 10, 14, 18]);
  });

  it('finds the same corners wherever the ring starts', () => {
    const shift = 7;
    const rotated = [...MERCER_CIR.slice(shift), ...MERCER_CIR.slice(0, shift)];
    const back = simplifyRingIndices(rotated, 1.5).map((i) => (i + shift) % MERCER_CIR.length).sort((a, b) => a - b);
    expect(back).toEqual([0, 1, 2, 4, 5, 10, 12, 14, 18]);
  });
});
