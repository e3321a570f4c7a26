import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../../core/geo';
import { createLocalFrame, isPointInPolygon, pointOnSurface } from '../../../core/geo';
import { photoPinPositions, PIN_SPACING_FT } from './pin-layout';

const origin: [number, number] = [-71.1, 42.37];
const frame = createLocalFrame(origin);
/** A lot of `widthFt` x `depthFt` feet with its south-west corner at the origin. */
const lot = (widthFt: number, depthFt: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[0, 0], [widthFt, 0], [widthFt, depthFt], [0, depthFt], [0, 0]].map((point) => frame.toLngLat(point as [number, number]))],
});

describe('photoPinPositions', () => {
  it('puts the first pin at a point inside the lot and the others around it, all inside, none on another', () => {
    const parcel = lot(80, 120);
    const positions = photoPinPositions(parcel, 12);
    expect(positions).toHaveLength(12);
    expect(positions[0]).toEqual(pointOnSurface(parcel));
    for (const position of positions) expect(isPointInPolygon(position, parcel)).toBe(true);
    const feet = positions.map((position) => frame.toFeet(position));
    for (let i = 0; i < feet.length; i++) {
      for (let j = i + 1; j < feet.length; j++) {
        expect(Math.hypot(feet[i]![0] - feet[j]![0], feet[i]![1] - feet[j]![1])).toBeGreaterThan(PIN_SPACING_FT * 0.5);
      }
    }
  });

  it('answers the same positions for the same lot and count', () => {
    expect(photoPinPositions(lot(50, 100), 5)).toEqual(photoPinPositions(lot(50, 100), 5));
  });

  it('stacks the pins that do not fit in a tiny lot at its middle', () => {
    const parcel = lot(6, 6);
    const positions = photoPinPositions(parcel, 4);
    expect(positions).toHaveLength(4);
    for (const position of positions) expect(isPointInPolygon(position, parcel)).toBe(true);
    expect(positions.filter((position) => position === positions[0])).toHaveLength(4);
  });

  it('answers nothing for no photos', () => {
    expect(photoPinPositions(lot(50, 100), 0)).toEqual([]);
  });
});
