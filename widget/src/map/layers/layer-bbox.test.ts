// The features box of a map layer: the lot with 500 ft around it, capped at the endpoint's largest box.
import { describe, expect, it } from 'vitest';
import { MAX_BBOX_SIDE_DEG } from '../../../../core/api';
import type { Polygon } from '../../../../core/geo';
import { createLocalFrame } from '../../../../core/geo';
import { isBBoxWithin, layerBBox } from './layer-bbox';

const frame = createLocalFrame([-71.19, 42.33]);
const squareFt = (size: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[0, 0], [size, 0], [size, size], [0, size], [0, 0]].map((p) => frame.toLngLat(p as [number, number]))],
});

describe('layerBBox', () => {
  it('grows a 100 ft lot by at least 500 ft on every side, rounded to six places', () => {
    const [west, south, east, north] = layerBBox(squareFt(100));
    const [wFt, sFt] = frame.toFeet([west, south]);
    const [eFt, nFt] = frame.toFeet([east, north]);
    expect(wFt).toBeLessThanOrEqual(-500);
    expect(sFt).toBeLessThanOrEqual(-500);
    expect(eFt).toBeGreaterThanOrEqual(600);
    expect(nFt).toBeGreaterThanOrEqual(600);
    // Not much more than asked: within 1 ft of the padding.
    expect(wFt).toBeGreaterThan(-501);
    expect(nFt).toBeLessThan(601);
    for (const value of [west, south, east, north]) expect(Number(value.toFixed(6))).toBe(value);
  });

  it('caps a huge lot at the endpoint limit about its middle', () => {
    const box = layerBBox(squareFt(30_000));
    expect(box[2] - box[0]).toBeLessThanOrEqual(MAX_BBOX_SIDE_DEG);
    expect(box[3] - box[1]).toBeLessThanOrEqual(MAX_BBOX_SIDE_DEG);
    expect(box[2] - box[0]).toBeGreaterThan(MAX_BBOX_SIDE_DEG - 1e-5);
    const middle = frame.toLngLat([15_000, 15_000]);
    expect((box[0] + box[2]) / 2).toBeCloseTo(middle[0], 5);
    expect((box[1] + box[3]) / 2).toBeCloseTo(middle[1], 5);
  });
});

describe('isBBoxWithin', () => {
  it('answers whether a box lies inside another', () => {
    expect(isBBoxWithin([-71.2, 42.3, -71.1, 42.4], [-178, 24.52, -66.95, 49.38])).toBe(true);
    expect(isBBoxWithin([-60, 42.3, -59, 42.4], [-178, 24.52, -66.95, 49.38])).toBe(false);
  });
});
