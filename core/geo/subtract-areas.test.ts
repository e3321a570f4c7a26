// The slab difference on cases that break tracing clippers: shared edges, touching corners, holes, full cover.
import { describe, expect, it } from 'vitest';
import { ARC_TOLERANCE_FT, arcPoints, footprintKeepOuts } from '../setback/keep-out';
import type { RingFt } from './point-ft';
import { subtractAreas } from './subtract-areas';
import { twiceSignedArea } from './trace-rings';
import { mulberry32 } from './test-support/random-polygons';

const box = (x0: number, y0: number, x1: number, y1: number): RingFt => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const area = (polygons: RingFt[][]) => polygons.flat().reduce((sum, ring) => sum + twiceSignedArea(ring) / 2, 0);

describe('subtractAreas', () => {
  it('keeps the subject when nothing cuts it, as one counter-clockwise ring', () => {
    const result = subtractAreas([box(0, 0, 10, 10)], [box(20, 20, 30, 30)]);
    expect(result).toHaveLength(1);
    expect(result[0]).toHaveLength(1);
    expect([...result[0]![0]!].sort()).toEqual([...box(0, 0, 10, 10)].sort());
    expect(twiceSignedArea(result[0]![0]!)).toBeCloseTo(200, 9);
  });

  it('cuts along edges the cutter shares with the subject', () => {
    const result = subtractAreas([box(0, 0, 10, 10)], [box(0, 0, 10, 4), box(0, 0, 3, 10)]);
    expect(result).toHaveLength(1);
    expect(area(result)).toBeCloseTo(7 * 6, 9);
    expect(result[0]![0]).toHaveLength(4);
  });

  it('leaves a hole, clockwise, where a cutter lies inside', () => {
    const result = subtractAreas([box(0, 0, 10, 10)], [box(4, 4, 6, 6)]);
    expect(result).toHaveLength(1);
    expect(result[0]).toHaveLength(2);
    expect(twiceSignedArea(result[0]![1]!)).toBeCloseTo(-8, 9);
  });

  it('splits into two polygons that touch only at a corner', () => {
    const result = subtractAreas([box(0, 0, 10, 10)], [box(0, 5, 5, 10), box(5, 0, 10, 5)]);
    expect(result.map((p) => p.length)).toEqual([1, 1]);
    expect(area(result)).toBeCloseTo(50, 9);
  });

  it('returns nothing when cutters cover the subject, even with overlaps and shared lines', () => {
    expect(subtractAreas([box(0, 0, 10, 10)], [box(-1, -1, 6, 11), box(5, -1, 11, 11), box(0, 0, 10, 10)])).toEqual([]);
  });

  it('honours holes of the subject by even-odd', () => {
    const result = subtractAreas([box(0, 0, 10, 10), [...box(2, 2, 8, 8)].reverse()], [box(0, 0, 10, 1)]);
    expect(area(result)).toBeCloseTo(100 - 36 - 10, 9);
  });
});

describe('keep-out arcs', () => {
  it('draw edges that touch the circle and corners within the tolerance of it', () => {
    for (const r of [0.5, 5, 30]) {
      const points = arcPoints([0, 0], r, { from: 0.3, span: 2 });
      for (let i = 1; i < points.length; i++) {
        const [ax, ay] = points[i - 1]!;
        const [bx, by] = points[i]!;
        const t = Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
        expect(Math.hypot(ax + t * (bx - ax), ay + t * (by - ay))).toBeGreaterThanOrEqual(r - 1e-9);
        expect(Math.hypot(bx, by)).toBeLessThanOrEqual(r + ARC_TOLERANCE_FT + 1e-9);
      }
    }
  });

  it('grow a convex footprint into one outline and a concave one into pieces', () => {
    expect(footprintKeepOuts(box(0, 0, 10, 10), 5)).toHaveLength(1);
    const ell: RingFt = [[0, 0], [10, 0], [10, 4], [4, 4], [4, 10], [0, 10]];
    const pieces = footprintKeepOuts(ell, 5);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]).toEqual(ell);
  });
});

// Even-odd inside test of a point against rings, and its distance to the nearest edge.
function insideEvenOdd(rings: readonly RingFt[], [x, y]: readonly [number, number]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
function distanceToEdges(rings: readonly RingFt[], [x, y]: readonly [number, number]): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      const len = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len));
      best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
    }
  }
  return best;
}

describe('subtractAreas against point sampling (seeded)', () => {
  const seed = Number(process.env.GEO_SEED ?? Math.floor(Math.random() * 2 ** 32));
  // A ring of n corners around a centre, radii drawn at random: star-like, and self-crossing when `wild`.
  const randomRing = (next: () => number, n: number, wild: boolean): RingFt => {
    const [cx, cy, r] = [next() * 60, next() * 60, 5 + next() * 40];
    const corners: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      const angle = wild ? next() * 2 * Math.PI : (2 * Math.PI * i) / n;
      // Some corners on a coarse grid, so cutters share lines and corners with each other.
      const radius = r * (0.3 + 0.7 * next());
      const point: [number, number] = [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
      corners.push(next() < 0.3 ? [Math.round(point[0] / 5) * 5, Math.round(point[1] / 5) * 5] : point);
    }
    return corners;
  };

  it(`keeps every sampled point that is in the subject and in no cutter, and only those (seed ${seed})`, () => {
    console.log(`subtract-areas property seed: ${seed} (set GEO_SEED to replay)`);
    const next = mulberry32(seed);
    for (let round = 0; round < 120; round++) {
      const subject = [randomRing(next, 3 + Math.floor(next() * 30), round % 5 === 4)];
      if (round % 3 === 0) subject.push(randomRing(next, 3 + Math.floor(next() * 8), false));
      const cutters = Array.from({ length: Math.floor(next() * 6) }, () => randomRing(next, 3 + Math.floor(next() * 40), round % 4 === 3));
      const result = subtractAreas(subject, cutters).flat();
      for (let k = 0; k < 400; k++) {
        const point: [number, number] = [-50 + next() * 160, -50 + next() * 160];
        // Points within a hair of any edge may fall either way.
        if (distanceToEdges([...subject, ...cutters], point) < 1e-6) continue;
        const expected = insideEvenOdd(subject, point) && !cutters.some((cutter) => insideEvenOdd([cutter], point));
        if (insideEvenOdd(result, point) !== expected) {
          throw new Error(`round ${round}, point ${point.join(', ')}: expected ${expected ? 'inside' : 'outside'}`);
        }
      }
    }
  });
});
