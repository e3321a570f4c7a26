import { describe, expect, it } from 'vitest';
import { angleDeg, latLngsOf, polygonOfLatLngs, shiftLatLngs, turnDeg, turnPixels } from './unit-shapes';

describe('unit shapes on screen', () => {
  const square = { type: 'Polygon' as const, coordinates: [[[-71.1, 42.3], [-71.0, 42.3], [-71.0, 42.4], [-71.1, 42.4], [-71.1, 42.3]] as [number, number][]] };

  it('turns a GeoJSON polygon into Leaflet corners and back', () => {
    expect(latLngsOf(square)).toEqual([[42.3, -71.1], [42.3, -71.0], [42.4, -71.0], [42.4, -71.1]]);
    expect(polygonOfLatLngs(latLngsOf(square))).toEqual(square);
  });

  it('shifts corners by degrees of latitude and longitude', () => {
    expect(shiftLatLngs([[1, 2], [3, 4]], 0.5, -1)).toEqual([[1.5, 1], [3.5, 3]]);
  });

  it('measures angles counter-clockwise from east with the screen y pointing south', () => {
    const centre = { x: 100, y: 100 };
    expect(angleDeg(centre, { x: 200, y: 100 })).toBe(0);
    expect(angleDeg(centre, { x: 100, y: 0 })).toBe(90);
    expect(angleDeg(centre, { x: 0, y: 100 })).toBe(180);
    expect(angleDeg(centre, { x: 100, y: 200 })).toBe(-90);
  });

  it('takes the short way round between two angles', () => {
    expect(turnDeg(170, -170)).toBe(20);
    expect(turnDeg(-170, 170)).toBe(-20);
    expect(turnDeg(10, 10)).toBe(0);
    expect(turnDeg(0, 180)).toBe(180);
  });

  it('turns points counter-clockwise on the ground, so east goes north (up on screen)', () => {
    const [p] = turnPixels([{ x: 110, y: 100 }], { x: 100, y: 100 }, 90);
    expect(p!.x).toBeCloseTo(100, 9);
    expect(p!.y).toBeCloseTo(90, 9);
    const [q] = turnPixels([{ x: 110, y: 100 }], { x: 100, y: 100 }, -90);
    expect(q!.y).toBeCloseTo(110, 9);
  });
});
