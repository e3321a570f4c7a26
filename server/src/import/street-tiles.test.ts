// Street features cut into tiles: on seeded random street networks (a wide area with blocks as
// holes), every point answers inside or outside on the pieces as on the whole, checked against
// isPointInPolygon on the uncut area; lines are cut at their vertices and join back to the original.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  areaSqFt,
  bboxOf,
  AreaGeometrySchema,
  type AreaGeometry,
  type LineString,
  type MultiPolygon,
  type Polygon,
  type Position,
  isPointInPolygon,
} from '../../../core/geo';
import { lotFrame, mulberry32, randomLot, ringFt, squareFt, type Random } from '../../../core/geo/test-support/random-polygons';
import { isInsideArea } from '../../../core/setback';
import { tileArea, tileLine, TILE_FT } from './street-tiles';

const seed = Number(process.env.TILE_SEED ?? Math.floor(Math.random() * 2 ** 32));

/** A street network: a rectangle `w` by `h` feet at (x, y) with blocks (random lots, either winding) cut out of it on a 300 ft grid. */
function network(random: Random, x: number, y: number, w: number, h: number): Polygon {
  const outer = ringFt([[x, y], [x + w, y], [x + w, y + h], [x, y + h]]);
  const holes: Position[][] = [];
  for (let bx = x + 150; bx < x + w - 150; bx += 300) {
    for (let by = y + 150; by < y + h - 150; by += 300) {
      const block = randomLot(random, bx, by, { minRadius: 60, maxRadius: 140, holeChance: 0 }).coordinates[0]!;
      holes.push(random() < 0.5 ? block : [...block].reverse());
    }
  }
  return { type: 'Polygon', coordinates: [outer, ...holes] };
}

/** The piece's box in feet of the test frame. */
function sizeFt(piece: AreaGeometry | LineString): { w: number; h: number } {
  const [minLng, minLat, maxLng, maxLat] = bboxOf(piece.type === 'LineString' ? piece.coordinates : piece);
  const [x0, y0] = lotFrame.toFeet([minLng, minLat]);
  const [x1, y1] = lotFrame.toFeet([maxLng, maxLat]);
  return { w: x1 - x0, h: y1 - y0 };
}

describe('tileArea', () => {
  it('keeps an area that fits one tile as it is', () => {
    const block: Polygon = { type: 'Polygon', coordinates: [squareFt(0, 0, 400)] };
    expect(tileArea(block)).toEqual([block]);
  });

  it(`answers every point as the uncut area does, on random street networks (seed ${seed})`, () => {
    console.log(`street-tiles property seed: ${seed} (set TILE_SEED to replay)`);
    const random = mulberry32(seed);
    for (let n = 0; n < 6; n++) {
      const w = 800 + random() * 2400;
      const h = 800 + random() * 2400;
      const first = network(random, -w / 2, -h / 2, w, h);
      // Every other network in two parts, the second to the east.
      const area: Polygon | MultiPolygon = n % 2 === 0 ? first : { type: 'MultiPolygon', coordinates: [first.coordinates, network(random, w / 2 + 200, -h / 2, 900, 700).coordinates] };
      const pieces = tileArea(area);
      const context = `seed ${seed}, network ${n}`;
      expect(pieces.length, context).toBeGreaterThan(Math.floor(w / TILE_FT) * Math.floor(h / TILE_FT) - 1);
      for (const piece of pieces) {
        expect(v.safeParse(AreaGeometrySchema, piece).success, context).toBe(true);
        const { w: pw, h: ph } = sizeFt(piece);
        expect(Math.max(pw, ph), context).toBeLessThanOrEqual(TILE_FT + 1);
      }
      expect(pieces.reduce((sum, piece) => sum + areaSqFt(piece), 0) / areaSqFt(area), context).toBeCloseTo(1, 3);
      const [minLng, minLat, maxLng, maxLat] = bboxOf(area);
      for (let k = 0; k < 2000; k++) {
        const point: Position = [minLng + random() * (maxLng - minLng), minLat + random() * (maxLat - minLat)];
        const expected = isPointInPolygon(point, area);
        expect(pieces.some((piece) => isInsideArea(point, piece)), `${context}, point ${JSON.stringify(point)}`).toBe(expected);
      }
    }
  });
});

describe('tileLine', () => {
  const eastward: LineString = { type: 'LineString', coordinates: Array.from({ length: 31 }, (_, i) => lotFrame.toLngLat([i * 100, (i % 2) * 20])) };

  it('cuts a 3,000 ft line at its vertices into runs that fit a tile, each starting where the last ended', () => {
    const pieces = tileLine(eastward, 450) as LineString[];
    // Vertices every 100 ft: runs of 400 ft fit a 450 ft tile, so 3,000 ft make 8 runs.
    expect(pieces.map((p) => p.coordinates.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 3]);
    for (const piece of pieces) expect(sizeFt(piece).w).toBeLessThanOrEqual(450);
    const joined = pieces.flatMap((p, i) => (i === 0 ? p.coordinates : p.coordinates.slice(1)));
    expect(joined).toEqual(eastward.coordinates);
  });

  it('keeps a line that fits one tile, and a long single segment, as they are', () => {
    const short = { type: 'MultiLineString' as const, coordinates: [eastward.coordinates.slice(0, 3), eastward.coordinates.slice(3, 5)] };
    expect(tileLine(short)).toEqual([short]);
    const segment: LineString = { type: 'LineString', coordinates: [lotFrame.toLngLat([0, 0]), lotFrame.toLngLat([2000, 0])] };
    expect(tileLine(segment)).toEqual([segment]);
  });
});
