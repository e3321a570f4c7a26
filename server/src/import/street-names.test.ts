import { describe, expect, it } from 'vitest';
import { normalizeAddressText } from '../../../core/address';
import { createLocalFrame, isPointInPolygon } from '../../../core/geo';
import type { Polygon, Position } from '../../../core/geo';
import { NAME_LINE_FT, NAME_SPACING_FT, nameFronts, nameLine, type NamedLot, streetNamePlaces } from './street-names';

const frame = createLocalFrame([-71.08, 42.37]);
const at = (x: number, y: number): Position => frame.toLngLat([x, y]);
const ft = (p: Position) => frame.toFeet(p);
const box = (x0: number, y0: number, x1: number, y1: number): Polygon => ({ type: 'Polygon', coordinates: [[at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1), at(x0, y0)]] });
const lot = (x0: number, y0: number, x1: number, y1: number, ...streets: string[]): NamedLot => ({ lot: box(x0, y0, x1, y1), streets });

// Hurley St runs east, 40 ft of pavement from y = 0 to 40. Otis St runs south from it (x 590 to 620),
// Short Pl is a stub north of it (x 300 to 325). Every lot stands 8 ft back (a sidewalk).
const pavement = [box(0, 0, 1200, 40), box(590, -450, 620, 0), box(300, 40, 325, 200)];
const hurleySouth = [...Array.from({ length: 10 }, (_, i) => lot(30 + i * 50, -108, 80 + i * 50, -8, 'Hurley St')), ...Array.from({ length: 11 }, (_, i) => lot(628 + i * 50, -108, 678 + i * 50, -8, 'Hurley St'))];
const hurleyNorth = [...Array.from({ length: 5 }, (_, i) => lot(i * 50, 48, 50 + i * 50, 148, 'Hurley St')), ...Array.from({ length: 16 }, (_, i) => lot(333 + i * 50, 48, 383 + i * 50, 148, 'Hurley St'))];
const otis = Array.from({ length: 6 }, (_, i) => [lot(482, -166 - i * 50, 582, -116 - i * 50, 'Otis St'), lot(628, -166 - i * 50, 728, -116 - i * 50, 'Otis St')]).flat();
// 7 Hurley St: a corner lot whose short side faces Hurley St and long side Otis St; its address is on Hurley St.
const hurleyCorner = lot(530, -108, 582, -8, 'Hurley St');
// 1 Short Pl: the only lot with an address on its street, a corner lot beside Hurley St.
const shortCorner = lot(250, 48, 292, 148, 'Short Pl');
const town = [...hurleySouth, ...hurleyNorth, ...otis, hurleyCorner, shortCorner];

/** The places whose spot lies in the box. */
const placesIn = (places: ReturnType<typeof streetNamePlaces>, x0: number, y0: number, x1: number, y1: number) =>
  places.filter((p) => {
    const [x, y] = ft(p.at);
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  });

describe('streetNamePlaces', () => {
  it('names the street in the middle of its roadway, along it, at most one place per 120 ft', () => {
    const places = streetNamePlaces(town, pavement);
    const hurley = places.filter((p) => p.name === 'Hurley St');
    expect(hurley.length).toBeGreaterThanOrEqual(7);
    expect(hurley.length).toBeLessThanOrEqual(11);
    for (const place of hurley) {
      expect(place.angleDeg).toBe(0);
      // In the middle of the 40 ft roadway.
      expect(Math.abs(ft(place.at)[1] - 20)).toBeLessThan(1);
      expect(pavement.some((p) => isPointInPolygon(place.at, p))).toBe(true);
    }
    for (let i = 0; i < hurley.length; i++) {
      for (let j = i + 1; j < hurley.length; j++) {
        const [a, b] = [ft(hurley[i]!.at), ft(hurley[j]!.at)];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(NAME_SPACING_FT);
      }
    }
  });

  it("names the cross street beside a corner lot by the lots along it, not by the corner lot's address", () => {
    const places = streetNamePlaces(town, pavement);
    const otisRoadway = placesIn(places, 590, -450, 620, -1);
    expect(otisRoadway.length).toBeGreaterThanOrEqual(2);
    expect(otisRoadway.map((p) => [p.name, p.angleDeg, Math.round(ft(p.at)[0])])).toEqual(otisRoadway.map(() => ['Otis St', 90, 605]));
    // The corner lot names only its Hurley St front (facing north); its Otis St front (facing east) it leaves to the lots along Otis St.
    const named = nameFronts(town, pavement)!;
    const corner = town.indexOf(hurleyCorner);
    const fronts = named.fronts.flatMap((f, i) => (f.lot === corner ? [[Math.round(f.normal[0]), Math.round(f.normal[1]), [...(named.votes[i] ?? [])]]] : []));
    expect(fronts.sort()).toEqual([[0, 1, [['hurley street', 1]]], [1, 0, []]].sort());
  });

  it('names a street whose only address is a corner lot on the one front its neighbours say nothing of', () => {
    const places = streetNamePlaces(town, pavement);
    expect(placesIn(places, 300, 41, 325, 200).map((p) => [p.name, p.angleDeg, Math.round(ft(p.at)[0] * 2) / 2])).toEqual([['Short Pl', 90, 312.5]]);
    // Without Hurley St's lots to name its other front, nothing says which front is Short Pl's.
    expect(streetNamePlaces([shortCorner], pavement)).toEqual([]);
  });

  it('does not let one odd address rename a block: the lots around outvote it', () => {
    const odd = [...town];
    odd[3] = { ...odd[3]!, streets: ['Otis St'] };
    const places = streetNamePlaces(odd, pavement);
    expect(placesIn(places, 0, 0, 1200, 40).every((p) => p.name === 'Hurley St')).toBe(true);
  });

  it('names a street only from a lot that fronts it: a lot behind another names nothing', () => {
    const fronting = lot(280, -90, 320, -8, 'Otis St');
    const behind = lot(280, -190, 320, -100, 'Otis St');
    expect(streetNamePlaces([fronting], pavement).map((p) => [p.name, Math.round(ft(p.at)[1])])).toEqual([['Otis St', 20]]);
    expect(streetNamePlaces([behind], pavement)).toEqual([]);
    expect(streetNamePlaces([fronting, behind], pavement).map((p) => p.name)).toEqual(['Otis St']);
  });

  it('leaves out streets named by their centre lines, and answers none without a street area', () => {
    expect(streetNamePlaces(town, pavement, new Set([normalizeAddressText('Hurley St'), normalizeAddressText('Otis St'), normalizeAddressText('Short Pl')]))).toEqual([]);
    expect(streetNamePlaces(town, [])).toEqual([]);
  });

  it('stores a place as a line NAME_LINE_FT long centred on it, along the street', () => {
    const line = nameLine({ name: 'Hurley St', at: at(100, 20), angleDeg: 90 });
    const [a, b] = line.coordinates.map(ft) as [[number, number], [number, number]];
    expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeCloseTo(NAME_LINE_FT, 1);
    expect((a[0] + b[0]) / 2).toBeCloseTo(100, 1);
    expect(b[1] - a[1]).toBeCloseTo(NAME_LINE_FT, 1);
  });
});
