import { describe, expect, it } from 'vitest';
import { normalizeAddressText } from '../../../core/address';
import { createLocalFrame, isPointInPolygon } from '../../../core/geo';
import type { Polygon, Position } from '../../../core/geo';
import { NAME_LINE_FT, NAME_SPACING_FT, nameLine, streetNamePlaces } from './street-names';

const frame = createLocalFrame([-71.08, 42.37]);
const at = (x: number, y: number): Position => frame.toLngLat([x, y]);
const ft = (p: Position) => frame.toFeet(p);
const box = (x0: number, y0: number, x1: number, y1: number): Polygon => ({ type: 'Polygon', coordinates: [[at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1), at(x0, y0)]] });

// A street running east, 40 ft of pavement from y = 0 to 40, crossed at x = 590 by one running north
// (x 590 to 620); lots either side of the east-west street, their address points 50 ft from it.
const pavement = [box(0, 0, 1200, 40), box(590, -400, 620, 400)];
const eastWest = Array.from({ length: 24 }, (_, i) => ({ street: 'Hurley St', point: at(25 + i * 50, i % 2 === 0 ? -50 : 90) }));

describe('streetNamePlaces', () => {
  it('names the street in the middle of its roadway, along it, at most one place per 120 ft', () => {
    const places = streetNamePlaces(eastWest, pavement);
    expect(places.length).toBeGreaterThanOrEqual(6);
    expect(places.length).toBeLessThanOrEqual(10);
    for (const place of places) {
      expect(place.name).toBe('Hurley St');
      expect(place.angleDeg).toBe(0);
      // In the middle of the 40 ft roadway, to the walk's step.
      expect(Math.abs(ft(place.at)[1] - 20)).toBeLessThan(2);
      expect(pavement.some((p) => isPointInPolygon(place.at, p))).toBe(true);
    }
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const [a, b] = [ft(places[i]!.at), ft(places[j]!.at)];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(NAME_SPACING_FT);
      }
    }
  });

  it("puts a corner lot's name on its own street, not on the cross street nearer its point", () => {
    // 582 ft along: 8 ft from the cross street's edge, 50 from its own street's.
    const corner = { street: 'Hurley St', point: at(582, -50) };
    const places = streetNamePlaces([corner, ...eastWest.slice(0, 6)], pavement);
    expect(places.every((p) => ft(p.at)[1] > 0 && ft(p.at)[1] < 40 && p.angleDeg === 0)).toBe(true);
  });

  it('names a street only from a lot that fronts it: a lot behind another names nothing', () => {
    const fronting = { street: 'Otis St', point: at(300, -40), lot: box(280, -90, 320, -8) };
    const behind = { street: 'Otis St', point: at(300, -140), lot: box(280, -190, 320, -100) };
    expect(streetNamePlaces([fronting], pavement).map((p) => Math.round(ft(p.at)[1] / 4) * 4)).toEqual([20]);
    expect(streetNamePlaces([behind], pavement)).toEqual([]);
  });

  it('leaves out streets named by their centre lines, and answers none without a street area', () => {
    expect(streetNamePlaces(eastWest, pavement, new Set([normalizeAddressText('Hurley St')]))).toEqual([]);
    expect(streetNamePlaces(eastWest, [])).toEqual([]);
  });

  it('stores a place as a line NAME_LINE_FT long centred on it, along the street', () => {
    const line = nameLine({ name: 'Hurley St', at: at(100, 20), angleDeg: 90 });
    const [a, b] = line.coordinates.map(ft) as [[number, number], [number, number]];
    expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeCloseTo(NAME_LINE_FT, 1);
    expect((a[0] + b[0]) / 2).toBeCloseTo(100, 1);
    expect(b[1] - a[1]).toBeCloseTo(NAME_LINE_FT, 1);
  });
});
