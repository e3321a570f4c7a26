// Centroids and interior points on hand-drawn lots and on seeded random lots checked with turf.
import { booleanPointInPolygon, centerOfMass } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon, Position } from './geojson.schema';
import { isPointInPolygon } from './point-in-polygon';
import { centroid, pointOnSurface } from './point-on-surface';
import { lotFrame, mulberry32, polygonFt, randomArea, randomLot, reverseRings, squareFt } from './test-support/random-polygons';

const seed = Number(process.env.GEO_SEED ?? Math.floor(Math.random() * 2 ** 32));
const feet = (p: Position) => lotFrame.toFeet(p);
const strictlyInside = (p: Position, g: Polygon | MultiPolygon) => booleanPointInPolygon(p, g, { ignoreBoundary: true });

const square: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 100)] };
const thinL = polygonFt([[[0, 0], [100, 0], [100, 20], [20, 20], [20, 100], [0, 100]]]);
const donut: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 100), squareFt(20, 20, 60).reverse()] };
const offCentreHole: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 100), squareFt(10, 10, 20).reverse()] };
const tee = polygonFt([[[0, 0], [20, 0], [20, 20], [100, 20], [100, 40], [0, 40]]]);
const twoParts: MultiPolygon = { type: 'MultiPolygon', coordinates: [[squareFt(0, 0, 10)], [squareFt(100, 0, 20)]] };

const expectFeet = (p: Position, x: number, y: number) => {
  const [px, py] = feet(p);
  expect(px).toBeCloseTo(x, 3);
  expect(py).toBeCloseTo(y, 3);
};

describe('centroid', () => {
  it('is the middle of a square', () => {
    expectFeet(centroid(square), 50, 50);
  });

  it('weights an L by area, landing in its notch', () => {
    const c = centroid(thinL);
    expectFeet(c, 116_000 / 3_600, 116_000 / 3_600);
    expect(isPointInPolygon(c, thinL)).toBe(false);
  });

  it('subtracts holes and weights the parts of a MultiPolygon', () => {
    expectFeet(centroid(offCentreHole), 51.25, 51.25);
    expectFeet(centroid(donut), 50, 50);
    expectFeet(centroid(twoParts), 89, 9);
  });

  it('does not depend on winding', () => {
    expectFeet(centroid(reverseRings(offCentreHole)), 51.25, 51.25);
    expectFeet(centroid(reverseRings(thinL)), 116_000 / 3_600, 116_000 / 3_600);
  });

  it('falls back to the average vertex for a polygon without area', () => {
    const flat = polygonFt([[[0, 0], [10, 0], [20, 0]]]);
    expect(feet(centroid(flat))[1]).toBeCloseTo(0, 6);
  });

  it('names a polygon without positions', () => {
    expect(() => centroid({ type: 'MultiPolygon', coordinates: [] })).toThrow('{"type":"MultiPolygon","coordinates":[]}');
  });
});

describe('pointOnSurface', () => {
  it('is the middle of a square', () => {
    expectFeet(pointOnSurface(square), 50, 50);
  });

  it('lies strictly inside an L, a donut and a T', () => {
    for (const shape of [thinL, donut, offCentreHole, tee, reverseRings(thinL)]) {
      expect(strictlyInside(pointOnSurface(shape), shape)).toBe(true);
    }
    expectFeet(pointOnSurface(donut), 10, 50);
  });

  it('moves off a vertex at exactly the middle height, where the widest run would lie along an edge', () => {
    const [x, y, d] = [-71.125, 42.375, 2 ** -13];
    const exactTee: Polygon = {
      type: 'Polygon',
      coordinates: [[[x, y], [x + d, y], [x + d, y + d], [x + 5 * d, y + d], [x + 5 * d, y + 2 * d], [x, y + 2 * d], [x, y]]],
    };
    expect(pointOnSurface(exactTee)).toEqual([x + 2.5 * d, y + 1.5 * d]);
    expect(strictlyInside(pointOnSurface(exactTee), exactTee)).toBe(true);
  });

  it('picks the largest part of a MultiPolygon', () => {
    expectFeet(pointOnSurface(twoParts), 110, 10);
  });

  it('names a polygon without positions', () => {
    expect(() => pointOnSurface({ type: 'Polygon', coordinates: [] })).toThrow('{"type":"Polygon","coordinates":[]}');
  });
});

describe('against turf on random lots', () => {
  it(`puts pointOnSurface strictly inside and centroid where turf's centre of mass is (seed ${seed})`, () => {
    console.log(`point-on-surface property seed: ${seed} (set GEO_SEED to replay)`);
    const random = mulberry32(seed);
    let centroidsOutside = 0;
    for (let n = 0; n < 300; n++) {
      const area = randomArea(random, 0, 0, 0.2, { holeChance: 0.4 });
      const context = `seed ${seed}, lot ${n}: ${JSON.stringify(area)}`;
      expect(strictlyInside(pointOnSurface(area), area), context).toBe(true);
      expect(strictlyInside(pointOnSurface(reverseRings(area)), area), context).toBe(true);
      if (!isPointInPolygon(centroid(area), area)) centroidsOutside++;

      const plain = randomLot(random, 0, 0, { holeChance: 0 });
      const [x, y] = feet(centroid(plain));
      const [tx, ty] = feet(centerOfMass(plain).geometry.coordinates as Position);
      expect(Math.hypot(x - tx, y - ty), context).toBeLessThan(0.01);
    }
    expect(centroidsOutside).toBeGreaterThan(0);
  });
});
