// The union of the merge tool on hand-drawn footprints: overlapping, side-sharing, apart, corner-touching, enclosing.
import { describe, expect, it } from 'vitest';
import { areaSqFt } from './area';
import type { Polygon } from './geojson.schema';
import { lotFrame, polygonFt, reverseRings } from './test-support/random-polygons';
import { UnionReason, unionPolygons } from './union-polygons';

/** An axis-aligned rectangle in feet from its south-west corner. */
const rect = (x: number, y: number, width: number, height: number): Polygon =>
  polygonFt([[[x, y], [x + width, y], [x + width, y + height], [x, y + height]]]);

/** The outer ring of an answer in whole feet, without the closing repeat, from its south-west-most corner. */
function cornersFt(polygon: Polygon): [number, number][] {
  const ring = polygon.coordinates[0]!.slice(0, -1).map((p) => lotFrame.toFeet(p).map((v) => Math.round(v * 1000) / 1000 + 0) as [number, number]);
  const start = ring.reduce((best, p, i) => (p[0] + p[1] < ring[best]![0] + ring[best]![1] ? i : best), 0);
  return [...ring.slice(start), ...ring.slice(0, start)];
}

function merged(polygons: Polygon[]): Polygon {
  const result = unionPolygons(polygons);
  if (!result.ok) throw new Error(`expected a union, got ${result.reason}`);
  return result.polygon;
}

describe('unionPolygons', () => {
  it('joins a 20 ft and a 15 ft square overlapping by 10 x 15 ft into an L-ish hexagon of 475 sq ft', () => {
    const union = merged([rect(0, 0, 20, 20), rect(10, 0, 15, 15)]);
    expect(cornersFt(union)).toEqual([[0, 0], [25, 0], [25, 15], [20, 15], [20, 20], [0, 20]]);
    expect(union.coordinates).toHaveLength(1);
    expect(areaSqFt(union)).toBeCloseTo(400 + 225 - 150, 3);
  });

  it('joins two squares sharing a whole side into one rectangle without the shared corners', () => {
    const union = merged([rect(0, 0, 20, 20), rect(20, 0, 20, 20)]);
    expect(cornersFt(union)).toEqual([[0, 0], [40, 0], [40, 20], [0, 20]]);
    expect(areaSqFt(union)).toBeCloseTo(800, 3);
  });

  it('joins squares offset diagonally into an octagon of 700 sq ft', () => {
    const union = merged([rect(0, 0, 20, 20), rect(10, 10, 20, 20)]);
    expect(cornersFt(union)).toEqual([[0, 0], [20, 0], [20, 10], [30, 10], [30, 30], [10, 30], [10, 20], [0, 20]]);
    expect(areaSqFt(union)).toBeCloseTo(700, 3);
  });

  it('answers the same outline whichever way the inputs are walked and in whatever order', () => {
    const a = rect(0, 0, 20, 20);
    const b = rect(10, 0, 15, 15);
    const expected = cornersFt(merged([a, b]));
    expect(cornersFt(merged([reverseRings(b), a]))).toEqual(expected);
    expect(cornersFt(merged([reverseRings(a), reverseRings(b)]))).toEqual(expected);
  });

  it('chains three buildings where only neighbours overlap', () => {
    const union = merged([rect(0, 0, 10, 10), rect(8, 0, 10, 10), rect(16, 0, 10, 10)]);
    expect(cornersFt(union)).toEqual([[0, 0], [26, 0], [26, 10], [0, 10]]);
    expect(areaSqFt(union)).toBeCloseTo(260, 3);
  });

  it('keeps the courtyard that four wings enclose as a hole', () => {
    const union = merged([rect(0, 0, 30, 10), rect(0, 20, 30, 10), rect(0, 0, 10, 30), rect(20, 0, 10, 30)]);
    expect(union.coordinates).toHaveLength(2);
    expect(areaSqFt(union)).toBeCloseTo(900 - 100, 3);
  });

  it('says apart for buildings with a gap between them, and for buildings meeting at one corner', () => {
    expect(unionPolygons([rect(0, 0, 10, 10), rect(12, 0, 10, 10)])).toEqual({ ok: false, reason: UnionReason.Apart });
    expect(unionPolygons([rect(0, 0, 10, 10), rect(10, 10, 10, 10)])).toEqual({ ok: false, reason: UnionReason.Apart });
  });

  it('says empty for fewer than two polygons', () => {
    expect(unionPolygons([rect(0, 0, 10, 10)])).toEqual({ ok: false, reason: UnionReason.Empty });
    expect(unionPolygons([])).toEqual({ ok: false, reason: UnionReason.Empty });
  });
});
