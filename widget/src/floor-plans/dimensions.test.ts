import { describe, expect, it } from 'vitest';
import { isPointInPolygon } from '../../../core/geo';
import { polygonFt } from '../../../core/geo/test-support/random-polygons';
import { DEFAULT_LENGTH_FT, DEFAULT_WIDTH_FT, dimensionsCentre, readDimensions } from './dimensions';

describe('readDimensions', () => {
  it('starts at 20 by 30 ft, 600 sq ft', () => {
    expect([DEFAULT_LENGTH_FT, DEFAULT_WIDTH_FT]).toEqual([20, 30]);
    expect(readDimensions(String(DEFAULT_LENGTH_FT), String(DEFAULT_WIDTH_FT))).toEqual({ lengthFt: 20, widthFt: 30, sqft: 600, cancels: false });
  });

  it('reads invalid input as 0, and a 0 in either cancels', () => {
    expect(readDimensions('0', '30')).toEqual({ lengthFt: 0, widthFt: 30, sqft: 0, cancels: true });
    expect(readDimensions('24', 'abc')).toMatchObject({ widthFt: 0, cancels: true });
    expect(readDimensions('12.5', '10')).toMatchObject({ lengthFt: 0, cancels: true });
    expect(readDimensions(' 24 ', '16')).toEqual({ lengthFt: 24, widthFt: 16, sqft: 384, cancels: false });
  });
});

describe('dimensionsCentre', () => {
  const lot = polygonFt([[[0, 0], [100, 0], [100, 200], [0, 200]]]);
  const area = polygonFt([[[10, 120], [90, 120], [90, 190], [10, 190]]]);

  it('centres in the setback area when there is one, else in the lot', () => {
    expect(isPointInPolygon(dimensionsCentre(area, lot), area)).toBe(true);
    expect(isPointInPolygon(dimensionsCentre(null, lot), lot)).toBe(true);
    expect(isPointInPolygon(dimensionsCentre(null, lot), area)).toBe(false);
  });
});
