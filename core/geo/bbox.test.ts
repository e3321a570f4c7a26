// Bounding boxes: bounds of each geometry kind, touching boxes, and latitude-aware growth in feet.
import { describe, expect, it } from 'vitest';
import { bboxesIntersect, bboxOf, expandBBoxByFeet, type BBox } from './bbox';
import type { MultiPolygon } from './geojson.schema';
import { createLocalFrame } from './local-frame';
import { lotFrame, squareFt } from './test-support/random-polygons';

describe('bboxOf', () => {
  it('bounds a polygon, a multipolygon and a list of positions', () => {
    expect(bboxOf({ type: 'Polygon', coordinates: [[[1, 2], [3, 2], [3, 5], [1, 2]]] })).toEqual([1, 2, 3, 5]);
    const multi: MultiPolygon = { type: 'MultiPolygon', coordinates: [[[[1, 2], [3, 2], [3, 5], [1, 2]]], [[[-4, -1], [0, 0], [-4, 0], [-4, -1]]]] };
    expect(bboxOf(multi)).toEqual([-4, -1, 3, 5]);
    expect(bboxOf([[-71.1, 42.37]])).toEqual([-71.1, 42.37, -71.1, 42.37]);
  });

  it('names the geometry it cannot bound', () => {
    expect(() => bboxOf([])).toThrow('bboxOf needs at least one position, got []');
    expect(() => bboxOf({ type: 'Polygon', coordinates: [] })).toThrow('{"type":"Polygon","coordinates":[]}');
  });
});

describe('bboxesIntersect', () => {
  const box: BBox = [0, 0, 10, 10];

  it('is true for overlap, containment and touching', () => {
    expect(bboxesIntersect(box, [5, 5, 15, 15])).toBe(true);
    expect(bboxesIntersect(box, [2, 2, 3, 3])).toBe(true);
    expect(bboxesIntersect([2, 2, 3, 3], box)).toBe(true);
    expect(bboxesIntersect(box, [10, 0, 20, 10])).toBe(true);
    expect(bboxesIntersect(box, [10, 10, 20, 20])).toBe(true);
  });

  it('is false when the boxes are apart on either axis', () => {
    expect(bboxesIntersect(box, [10.001, 0, 20, 10])).toBe(false);
    expect(bboxesIntersect(box, [0, -5, 10, -0.001])).toBe(false);
    expect(bboxesIntersect(box, [20, 20, 30, 30])).toBe(false);
  });
});

describe('expandBBoxByFeet', () => {
  it('grows a 100 ft square by 50 ft on each side, and no more than a hair beyond', () => {
    const grown = expandBBoxByFeet(bboxOf(squareFt(0, 0, 100)), 50);
    const [west, south] = lotFrame.toFeet([grown[0], grown[1]]);
    const [east, north] = lotFrame.toFeet([grown[2], grown[3]]);
    for (const margin of [-west, -south, east - 100, north - 100]) {
      expect(margin).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(margin).toBeLessThan(50.01);
    }
  });

  it('uses more degrees of longitude per foot farther from the equator', () => {
    const dLng = (lat: number) => {
      const grown = expandBBoxByFeet([0, lat, 0, lat], 1000);
      return grown[2] - grown[0];
    };
    expect(dLng(60)).toBeGreaterThan(dLng(40) * 1.4);
    expect(dLng(-60)).toBeCloseTo(dLng(60), 12);
    const frame = createLocalFrame([-150, 61.2]);
    const grown = expandBBoxByFeet([-150, 61.2, -150, 61.2], 1000);
    expect(frame.toFeet([grown[2], 61.2])[0]).toBeGreaterThanOrEqual(1000);
    expect(frame.toFeet([grown[2], 61.2])[0]).toBeLessThan(1001);
  });

  it('stays inside WGS84 bounds near the poles and the antimeridian', () => {
    expect(expandBBoxByFeet([179.9999, 89.9999, 180, 90], 5000)).toEqual([-180, expect.any(Number), 180, 90]);
    expect(expandBBoxByFeet([0, 0, 1, 1], 0)).toEqual([0, 0, 1, 1]);
  });

  it('names a distance it cannot use', () => {
    expect(() => expandBBoxByFeet([0, 0, 1, 1], -1)).toThrow('got -1');
    expect(() => expandBBoxByFeet([0, 0, 1, 1], Number.NaN)).toThrow('got NaN');
    expect(() => expandBBoxByFeet([0, 0, 1, 1], Infinity)).toThrow('got Infinity');
  });
});
