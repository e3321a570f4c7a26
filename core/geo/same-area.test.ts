// The same lot or another: hand-drawn lots near Cambridge with the changes a client may make on
// the way (rounding, winding, first corner, extra corners) and those that make another lot (a
// part left out or added, a shift, a smaller lot inside), then seeded random lots.
import { describe, expect, it } from 'vitest';
import type { AreaGeometry, MultiPolygon, Polygon, Position } from './geojson.schema';
import { isSameArea, SAME_AREA_TOLERANCE_FT } from './same-area';
import { lotFrame, mulberry32, polygonFt, randomArea, reverseRings, squareFt } from './test-support/random-polygons';

const seed = Number(process.env.GEO_SEED ?? Math.floor(Math.random() * 2 ** 32));

const lShape = polygonFt([[[0, 0], [100, 0], [100, 40], [40, 40], [40, 100], [0, 100]]]);
/** A townhouse lot and its parking space across the lane, as Cambridge's 18-4 Bay St is drawn. */
const townhouse: MultiPolygon = { type: 'MultiPolygon', coordinates: [[squareFt(0, 0, 40)], [squareFt(60, 0, 10)]] };

const mapPositions = (area: AreaGeometry, f: (p: Position) => Position): AreaGeometry =>
  area.type === 'Polygon'
    ? { type: 'Polygon', coordinates: area.coordinates.map((ring) => ring.map(f)) }
    : { type: 'MultiPolygon', coordinates: area.coordinates.map((rings) => rings.map((ring) => ring.map(f))) };

const shiftedFt = (area: AreaGeometry, dx: number, dy: number) =>
  mapPositions(area, (p) => {
    const [x, y] = lotFrame.toFeet(p);
    return lotFrame.toLngLat([x + dx, y + dy]);
  });

const rounded = (area: AreaGeometry, decimals: number) => mapPositions(area, ([lng, lat]) => [Number(lng!.toFixed(decimals)), Number(lat!.toFixed(decimals))]);

/** The outer ring starting at its third corner. */
function rotated(polygon: Polygon): Polygon {
  const open = polygon.coordinates[0]!.slice(0, -1);
  const ring = [...open.slice(2), ...open.slice(0, 2)];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

describe('isSameArea', () => {
  it('is the lot it was sent as, rounded to 6 decimals, wound the other way or begun at another corner', () => {
    expect(isSameArea(lShape, lShape)).toBe(true);
    expect(isSameArea(JSON.parse(JSON.stringify(lShape)) as Polygon, lShape)).toBe(true);
    expect(isSameArea(rounded(lShape, 6), lShape)).toBe(true);
    expect(isSameArea(reverseRings(lShape), lShape)).toBe(true);
    expect(isSameArea(rotated(lShape), lShape)).toBe(true);
    expect(isSameArea(townhouse, townhouse)).toBe(true);
    // The parts in the other order.
    expect(isSameArea({ type: 'MultiPolygon', coordinates: [townhouse.coordinates[1]!, townhouse.coordinates[0]!] }, townhouse)).toBe(true);
  });

  it('is the lot with corners added along its lines', () => {
    const withMidpoints = polygonFt([[[0, 0], [50, 0], [100, 0], [100, 40], [70, 40], [40, 40], [40, 100], [0, 100], [0, 50]]]);
    expect(isSameArea(withMidpoints, lShape)).toBe(true);
    expect(isSameArea(lShape, withMidpoints)).toBe(true);
  });

  it('is another lot when moved by more than the tolerance, and the same within it', () => {
    expect(isSameArea(shiftedFt(lShape, 0.5, 0), lShape)).toBe(true);
    expect(isSameArea(shiftedFt(lShape, 2, 0), lShape)).toBe(false);
    expect(isSameArea(shiftedFt(lShape, 0, -5), lShape)).toBe(false);
    // 0.05 degrees of latitude: more than 3 miles off.
    expect(isSameArea(mapPositions(lShape, ([lng, lat]) => [lng!, lat! + 0.05]), lShape)).toBe(false);
  });

  it('is another lot when a part is left out or a decoy is added', () => {
    const house: Polygon = { type: 'Polygon', coordinates: townhouse.coordinates[0]! };
    expect(isSameArea(house, townhouse)).toBe(false);
    expect(isSameArea(townhouse, house)).toBe(false);
    const decoy: MultiPolygon = { type: 'MultiPolygon', coordinates: [...townhouse.coordinates, [squareFt(500, 500, 60)]] };
    expect(isSameArea(decoy, townhouse)).toBe(false);
    // A decoy far away changes the box; one inside the box changes the corners and the area.
    const decoyInBox: MultiPolygon = { type: 'MultiPolygon', coordinates: [...townhouse.coordinates, [squareFt(45, 20, 10)]] };
    expect(isSameArea(decoyInBox, townhouse)).toBe(false);
    // The same part twice covers the lot, but counts its area twice.
    const twice: MultiPolygon = { type: 'MultiPolygon', coordinates: [...townhouse.coordinates, townhouse.coordinates[0]!] };
    expect(isSameArea(twice, townhouse)).toBe(false);
  });

  it('is another lot when it is a smaller lot inside this one, or this one with a corner cut', () => {
    const big = polygonFt([[[0, 0], [200, 0], [200, 200], [0, 200]]]);
    expect(isSameArea(polygonFt([[[50, 50], [150, 50], [150, 150], [50, 150]]]), big)).toBe(false);
    expect(isSameArea(polygonFt([[[0, 0], [200, 0], [200, 190], [190, 200], [0, 200]]]), big)).toBe(false);
    expect(isSameArea(polygonFt([[[0, 0], [200, 0], [200, 200], [0, 200]], [[90, 90], [90, 110], [110, 110], [110, 90]]]), big)).toBe(false);
  });

  it(`holds on seeded random lots and their shifted copies (seed ${seed})`, () => {
    const random = mulberry32(seed);
    for (let i = 0; i < 50; i++) {
      const lot = randomArea(random, 0, 0, 0.3);
      expect(isSameArea(rounded(lot, 7), lot), `lot ${i}`).toBe(true);
      expect(isSameArea(shiftedFt(lot, 3 * SAME_AREA_TOLERANCE_FT, 0), lot), `lot ${i} moved 3 ft`).toBe(false);
    }
  });

  it('names a bad tolerance', () => {
    expect(() => isSameArea(lShape, lShape, -1)).toThrow('isSameArea needs a tolerance of 0 or more feet, got -1');
  });
});
