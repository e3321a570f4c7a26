// Point-in-polygon on hand-drawn lots and, against turf, on seeded random lots in either winding.
import { booleanPointInPolygon } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { bboxOf } from './bbox';
import type { MultiPolygon, Polygon, Position } from './geojson.schema';
import { isPointInPolygon } from './point-in-polygon';
import { lotFrame, mulberry32, polygonFt, randomArea, reverseRings, squareFt } from './test-support/random-polygons';

const seed = Number(process.env.GEO_SEED ?? Math.floor(Math.random() * 2 ** 32));
const at = (x: number, y: number): Position => lotFrame.toLngLat([x, y]);
const square: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 100)] };
const lShape = polygonFt([[[0, 0], [100, 0], [100, 40], [40, 40], [40, 100], [0, 100]]]);
const withHole: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 100), squareFt(30, 30, 40).reverse()] };

describe('isPointInPolygon', () => {
  it('tells inside from outside for a square', () => {
    expect(isPointInPolygon(at(50, 50), square)).toBe(true);
    expect(isPointInPolygon(at(150, 50), square)).toBe(false);
    expect(isPointInPolygon(at(50, -0.01), square)).toBe(false);
  });

  it('counts vertices and edges as inside', () => {
    expect(isPointInPolygon(square.coordinates[0]![2]!, square)).toBe(true);
    expect(isPointInPolygon(at(0, 37.5), square)).toBe(true);
    expect(isPointInPolygon(at(100, 37.5), square)).toBe(true);
    const [a, b] = [lShape.coordinates[0]![2]!, lShape.coordinates[0]![3]!];
    expect(isPointInPolygon([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], lShape)).toBe(true);
    const diamond = polygonFt([[[0, -50], [50, 0], [0, 50], [-50, 0]]]);
    const [c, d] = [diamond.coordinates[0]![0]!, diamond.coordinates[0]![1]!];
    expect(isPointInPolygon([c[0] + (d[0] - c[0]) * 0.3, c[1] + (d[1] - c[1]) * 0.3], diamond)).toBe(true);
  });

  it('leaves the notch of an L-shaped lot outside', () => {
    expect(isPointInPolygon(at(70, 70), lShape)).toBe(false);
    expect(isPointInPolygon(at(20, 70), lShape)).toBe(true);
    expect(isPointInPolygon(at(70, 20), lShape)).toBe(true);
  });

  it('treats a hole as outside and its edge as inside', () => {
    expect(isPointInPolygon(at(50, 50), withHole)).toBe(false);
    expect(isPointInPolygon(at(10, 50), withHole)).toBe(true);
    expect(isPointInPolygon(at(30, 50), withHole)).toBe(true);
  });

  it('finds a point in any part of a MultiPolygon', () => {
    const multi: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[squareFt(0, 0, 50)], [squareFt(200, 0, 100), squareFt(230, 30, 40).reverse()]],
    };
    expect(isPointInPolygon(at(25, 25), multi)).toBe(true);
    expect(isPointInPolygon(at(210, 25), multi)).toBe(true);
    expect(isPointInPolygon(at(125, 25), multi)).toBe(false);
    expect(isPointInPolygon(at(250, 50), multi)).toBe(false);
  });

  it(`agrees with turf on 300 random lots and does not depend on winding (seed ${seed})`, () => {
    console.log(`point-in-polygon property seed: ${seed} (set GEO_SEED to replay)`);
    const random = mulberry32(seed);
    let inside = 0;
    for (let n = 0; n < 300; n++) {
      const area = randomArea(random, 0, 0);
      const reversed = reverseRings(area);
      const [west, south, east, north] = bboxOf(area);
      for (let k = 0; k < 25; k++) {
        const point: Position = [west + (east - west) * (random() * 1.2 - 0.1), south + (north - south) * (random() * 1.2 - 0.1)];
        const expected = booleanPointInPolygon(point, area);
        const context = `seed ${seed}, lot ${n}, point ${JSON.stringify(point)}, area ${JSON.stringify(area)}`;
        expect(isPointInPolygon(point, area), context).toBe(expected);
        expect(isPointInPolygon(point, reversed), context).toBe(expected);
        if (expected) inside++;
      }
    }
    expect(inside).toBeGreaterThan(2000);
  });
});
