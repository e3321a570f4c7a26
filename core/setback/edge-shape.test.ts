// The lot's own shape: edges cut at corners, their lengths and normals, points along them, and the
// guesses made from shape alone (the rear, the shorter street), on lots drawn in feet.
import { describe, expect, it } from 'vitest';
import type { PointFt } from '../geo/point-ft';
import { lotFrame, polygonFt } from '../geo/test-support/random-polygons';
import { jogsIn, logicalRuns, midpointOf, rearEdges, runOf, samplesAlong, shorterStreet, type Run } from './edge-shape';
import { lotPart } from './lot-ring';

const runsOf = (ring: [number, number][]): Run[] => {
  const { outer } = lotPart(polygonFt([ring]));
  return logicalRuns(outer.points, outer.positions);
};
const run = (points: PointFt[]): Run => runOf(points, lotFrame.toLngLat(points[0]!), lotFrame.toLngLat(points[points.length - 1]!));
const rounded = (runs: readonly Run[]) => runs.map((r) => [Math.round(r.lengthFt * 10) / 10, Math.round(r.nx * 100) / 100 || 0, Math.round(r.ny * 100) / 100 || 0]);
/** A 60 by 100 ft lot: south, east, north, west edges in that order. */
const BOX = runsOf([[0, 0], [60, 0], [60, 100], [0, 100]]);

describe('logicalRuns', () => {
  it('cuts a box at its four corners, each edge with its length and outward normal', () => {
    expect(rounded(BOX)).toEqual([[60, 0, -1], [100, 1, 0], [60, 0, 1], [100, -1, 0]]);
  });

  it('keeps a point within the corner tolerance inside its edge, and merges runs turning under 10°', () => {
    // A 1 ft bump on the south line (under CORNER_TOLERANCE_FT) and a bend of 3° either way on the north one (a corner of the simplified ring, 1.6 ft out).
    const runs = runsOf([[0, 0], [30, 1], [60, 0], [60, 100], [30, 100 + 30 * Math.tan((3 * Math.PI) / 180)], [0, 100]]);
    expect(runs.map((r) => Math.round(r.lengthFt))).toEqual([60, 100, 60, 100]);
  });

  it('gives an L-shaped lot six edges', () => {
    const runs = runsOf([[0, 0], [80, 0], [80, 40], [40, 40], [40, 100], [0, 100]]);
    expect(rounded(runs)).toEqual([[80, 0, -1], [40, 1, 0], [40, 0, 1], [60, 1, 0], [40, 0, 1], [100, -1, 0]]);
  });
});

describe('points along an edge', () => {
  it('spreads one sample per 15 ft, never at the ends', () => {
    expect(samplesAlong(run([[0, 0], [60, 0]]))).toEqual([[7.5, 0], [22.5, 0], [37.5, 0], [52.5, 0]]);
    // At least three on a short edge, at most eight on a long one.
    expect(samplesAlong(run([[0, 0], [10, 0]]))).toHaveLength(3);
    expect(samplesAlong(run([[0, 0], [500, 0]]))).toHaveLength(8);
  });

  it('finds the point halfway along a bent edge', () => {
    expect(midpointOf(run([[0, 0], [10, 0], [10, 30]]))).toEqual([10, 10]);
  });
});

describe('guesses from shape', () => {
  it('takes the edge facing away from the front as the rear', () => {
    expect(rearEdges(BOX, [[0]], 0)).toEqual([2]);
    expect(rearEdges(BOX, [[1]], 0)).toEqual([3]);
  });

  it('takes the edge most nearly opposite the front when none faces away', () => {
    // A triangle: its long side turns 63° from the front's opposite, its west side 90°.
    const runs = runsOf([[0, 0], [100, 0], [0, 200]]);
    expect(rearEdges(runs, [[0]], 0)).toEqual([1]);
  });

  it('makes a street behind the lot a rear and keeps a street beside it a side', () => {
    expect(rearEdges(BOX, [[0], [2]], 0)).toEqual([2]);
    expect(rearEdges(BOX, [[0], [1]], 0)).toEqual([2]);
    expect(rearEdges(BOX, [[0], [1]], 1)).toEqual([3]);
  });

  it('fronts the shorter of two street lines', () => {
    expect(shorterStreet([[1], [0]], BOX)).toBe(1);
    expect(shorterStreet([[0, 1], [2]], BOX)).toBe(1);
    // Equal lines: the first.
    expect(shorterStreet([[2], [0]], BOX)).toBe(0);
  });
});

describe('jogsIn', () => {
  it('finds a short step between two parallel pieces of one line, in any order of the edges', () => {
    const runs = runsOf([[0, 0], [60, 0], [60, 60], [66, 60], [66, 120], [0, 120]]);
    expect(runs.map((r) => Math.round(r.lengthFt))).toEqual([60, 60, 6, 60, 66, 120]);
    expect(jogsIn(runs)).toEqual([undefined, undefined, [1, 3], undefined, undefined, undefined]);
    const shuffled = [runs[4]!, runs[2]!, runs[0]!, runs[5]!, runs[3]!, runs[1]!];
    expect(jogsIn(shuffled)[1]).toEqual([5, 4]);
  });

  it('takes no corner cut off a lot for a jog: the lines either side of it turn', () => {
    // A 6 ft chamfer at the north-east corner, between the east side and the rear.
    const runs = runsOf([[0, 0], [60, 0], [60, 116], [56, 120], [0, 120]]);
    expect(jogsIn(runs)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes no step longer than JOG_MAX_FT for a jog', () => {
    const runs = runsOf([[0, 0], [60, 0], [60, 60], [75, 60], [75, 120], [0, 120]]);
    expect(jogsIn(runs).every((jog) => jog === undefined)).toBe(true);
  });
});

