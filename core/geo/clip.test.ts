// Cutting rings and lines to a box, on shapes whose answers are known.
import { describe, expect, it } from 'vitest';
import { clipLine, clipRing } from './clip';
import type { Position } from './geojson.schema';

const box: [number, number, number, number] = [0, 0, 10, 10];

describe('clipRing', () => {
  it('keeps a ring inside the box as it is, closed', () => {
    const ring: Position[] = [[1, 1], [9, 1], [9, 9], [1, 9], [1, 1]];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a square that crosses the right edge along the edge', () => {
    const ring: Position[] = [[5, 2], [15, 2], [15, 8], [5, 8], [5, 2]];
    expect(clipRing(ring, box)).toEqual([[5, 2], [10, 2], [10, 8], [5, 8], [5, 2]]);
  });

  it('answers nothing for a ring wholly outside', () => {
    expect(clipRing([[20, 20], [30, 20], [30, 30], [20, 20]], box)).toEqual([]);
  });

  it('answers the whole box for a ring around it', () => {
    const clipped = clipRing([[-5, -5], [15, -5], [15, 15], [-5, 15], [-5, -5]], box);
    expect(clipped).toHaveLength(5);
    expect(new Set(clipped.map((p) => p.join(',')))).toEqual(new Set(['0,0', '10,0', '10,10', '0,10']));
  });
});

describe('clipLine', () => {
  it('cuts a line crossing the box into the piece inside', () => {
    expect(clipLine([[-5, 5], [15, 5]], box)).toEqual([[[0, 5], [10, 5]]]);
  });

  it('splits a line that leaves and comes back into two runs', () => {
    const runs = clipLine([[2, 2], [2, 20], [8, 20], [8, 2]], box);
    expect(runs).toEqual([
      [[2, 2], [2, 10]],
      [[8, 10], [8, 2]],
    ]);
  });

  it('keeps a line inside whole and drops one outside', () => {
    expect(clipLine([[1, 1], [2, 2], [3, 1]], box)).toEqual([[[1, 1], [2, 2], [3, 1]]]);
    expect(clipLine([[11, 1], [20, 1]], box)).toEqual([]);
  });
});
