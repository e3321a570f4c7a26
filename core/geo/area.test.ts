import { describe, expect, it } from 'vitest';
import { areaSqFt } from './area';
import { createLocalFrame } from './local-frame';
import type { Polygon } from './geojson.schema';

const frame = createLocalFrame([-71.19, 42.33]);
const square = (x: number, y: number, sizeFt: number): Polygon['coordinates'][number] =>
  [
    [x, y],
    [x + sizeFt, y],
    [x + sizeFt, y + sizeFt],
    [x, y + sizeFt],
    [x, y],
  ].map(([a, b]) => frame.toLngLat([a!, b!]));

describe('areaSqFt', () => {
  it('measures a 100 ft square lot as 10,000 sq ft', () => {
    expect(areaSqFt({ type: 'Polygon', coordinates: [square(0, 0, 100)] })).toBeCloseTo(10_000, 0);
  });

  it('subtracts holes and adds multipolygon parts', () => {
    const withHole: Polygon = { type: 'Polygon', coordinates: [square(0, 0, 100), square(10, 10, 20)] };
    expect(areaSqFt(withHole)).toBeCloseTo(9_600, 0);
    expect(
      areaSqFt({ type: 'MultiPolygon', coordinates: [[square(0, 0, 100)], [square(200, 0, 50)]] }),
    ).toBeCloseTo(12_500, 0);
  });

  it('does not depend on winding', () => {
    const ring = square(0, 0, 80);
    expect(areaSqFt({ type: 'Polygon', coordinates: [[...ring].reverse()] })).toBeCloseTo(6_400, 0);
  });

  it('agrees with the local frame round trip to a thousandth of a foot', () => {
    const [x, y] = frame.toFeet(frame.toLngLat([123.456, -78.9]));
    expect(x).toBeCloseTo(123.456, 3);
    expect(y).toBeCloseTo(-78.9, 3);
  });
});
