// The covered area against hand-worked cases and against the traced difference (subtract-areas) on
// seeded random shapes, including shapes that share edges, holes and rings that cross themselves.
import { describe, expect, it } from 'vitest';
import { coveredArea } from './covered-area';
import type { PointFt, RingFt } from './point-ft';
import { subtractAreas } from './subtract-areas';
import { twiceSignedArea } from './trace-rings';
import { mulberry32 } from './test-support/random-polygons';

const box = (x0: number, y0: number, x1: number, y1: number): RingFt => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const areaOf = (polygons: RingFt[][]): number => polygons.reduce((sum, rings) => sum + rings.reduce((s, r) => s + twiceSignedArea(r) / 2, 0), 0);
const evenOddArea = (rings: readonly RingFt[]): number => areaOf(subtractAreas(rings, []));
const traced = (subject: readonly RingFt[], cutters: readonly RingFt[]): number => evenOddArea(subject) - areaOf(subtractAreas(subject, cutters));

function star(random: () => number, cx: number, cy: number, corners: number, r: number): RingFt {
  const turn = random() * Math.PI;
  return Array.from({ length: corners }, (_, i): PointFt => {
    const angle = turn + (2 * Math.PI * i) / corners;
    const radius = r * (0.3 + 0.7 * random());
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

describe('coveredArea', () => {
  it('counts the overlap of squares once, and nothing outside the subject', () => {
    const lot = [box(0, 0, 100, 150)];
    expect(coveredArea(lot, [box(10, 10, 50, 40)])).toBeCloseTo(1200, 9);
    // A 60 x 60 court and a 20 x 20 patio overlapping it by 10 x 10: 3,600 + 400 - 100.
    expect(coveredArea(lot, [box(20, 50, 80, 110), box(70, 100, 90, 120)])).toBeCloseTo(3900, 9);
    // Half of a shed stands past the lot line.
    expect(coveredArea(lot, [box(90, 10, 110, 20)])).toBeCloseTo(100, 9);
    expect(coveredArea(lot, [box(200, 10, 210, 20)])).toBe(0);
    expect(coveredArea(lot, [])).toBe(0);
  });

  it('adds shapes that share an edge or lie on each other without counting the shared part twice', () => {
    const lot = [box(0, 0, 100, 100)];
    expect(coveredArea(lot, [box(10, 10, 30, 30), box(30, 10, 50, 30)])).toBeCloseTo(800, 9);
    expect(coveredArea(lot, [box(10, 10, 30, 30), box(10, 10, 30, 30), box(10, 10, 30, 30)])).toBeCloseTo(400, 9);
    expect(coveredArea(lot, [box(0, 0, 100, 100)])).toBeCloseTo(10000, 9);
    expect(coveredArea(lot, [box(-10, -10, 110, 110)])).toBeCloseTo(10000, 9);
  });

  it('leaves out a hole of the lot and reads a cutter that crosses itself by the even-odd rule', () => {
    const lotWithHole = [box(0, 0, 100, 100), box(40, 40, 60, 60)];
    expect(coveredArea(lotWithHole, [box(30, 30, 70, 70)])).toBeCloseTo(1600 - 400, 9);
    // A bow tie: two triangles of 25 x 10 / 2 each, meeting at (25, 5).
    const bowTie: RingFt = [[0, 0], [50, 10], [50, 0], [0, 10]];
    expect(coveredArea([box(-5, -5, 60, 20)], [bowTie])).toBeCloseTo(250, 9);
  });

  it('matches the traced difference on seeded random piles of spiky shapes', () => {
    const random = mulberry32(2812);
    for (let run = 0; run < 40; run++) {
      const lot = [star(random, 50, 50, 5 + Math.floor(random() * 20), 60)];
      if (random() < 0.3) lot.push(box(45, 45, 52, 53));
      const cutters = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        star(random, 20 + random() * 60, 20 + random() * 60, 3 + Math.floor(random() * 30), 5 + random() * 30));
      if (random() < 0.3) cutters.push(box(40, 40, 60, 60), box(60, 40, 80, 60));
      const expected = traced(lot, cutters);
      expect(coveredArea(lot, cutters)).toBeCloseTo(expected, 6);
    }
  });

  it('agrees with the traced difference on regular stars, whose mirrored corners meet the sweep at almost the same x', () => {
    const regular = (corners: number, cx: number, cy: number, turn: number): RingFt => Array.from({ length: corners }, (_, k): PointFt => {
      const angle = turn + (2 * Math.PI * k) / corners;
      const r = k % 2 === 0 ? 14 : 6.3;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    });
    const lot = [box(0, 0, 100, 150)];
    for (const corners of [20, 40, 60]) {
      const pile = Array.from({ length: 6 }, (_, i) => regular(corners, 38 + (i % 5) * 6, 72 + Math.floor(i / 5) * 6, i * 0.1));
      for (let count = 1; count <= pile.length; count++) {
        const cutters = pile.slice(0, count);
        expect(coveredArea(lot, cutters), `${count} stars of ${corners}`).toBeCloseTo(traced(lot, cutters), 6);
      }
    }
  });

  it('agrees with the traced difference when the corners lie on a coarse grid (many ties in x)', () => {
    const random = mulberry32(77);
    const gridStar = (): RingFt => star(random, 50, 50, 12, 40).map(([x, y]): PointFt => [Math.round(x), Math.round(y)]);
    for (let run = 0; run < 40; run++) {
      const lot = [box(0, 0, 100, 100)];
      const cutters = [gridStar(), gridStar(), gridStar()];
      expect(coveredArea(lot, cutters)).toBeCloseTo(traced(lot, cutters), 6);
    }
  });
});
