// The geometry limits as a request meets them: a 400 names the field and the limit.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error.schema';
import { cornerCount, lotOverLimits, MAX_LOT_CORNERS, MAX_LOT_RINGS, MAX_PROPERTY_CORNERS, MAX_REQUEST_CORNERS, storedGeometryOverLimit } from './geometry-limits';
import { PlaygroundAnalysisRequestSchema } from './playground.schema';
import { EvaluateRequestSchema } from './rules.schema';

/** A closed ring of `n` corners on a circle of `r` degrees around (lng, lat). */
const circle = (n: number, lng = -71.1, lat = 42.37, r = 0.0001): [number, number][] => {
  const ring = Array.from({ length: n }, (_, i): [number, number] => [lng + r * Math.cos((2 * Math.PI * i) / n), lat + r * Math.sin((2 * Math.PI * i) / n)]);
  return [...ring, ring[0]!];
};
const feature = (id: string, n: number) => ({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [circle(n)] }, properties: { id, category: 'shed' } });
const analysis = (buildings: number, objects: number, corners: number) => ({
  property_id: 'p1',
  buildings_geojson: { type: 'FeatureCollection', features: Array.from({ length: buildings }, (_, i) => feature(`b${i}`, corners)) },
  objects: Array.from({ length: objects }, (_, i) => feature(`o${i}`, corners)),
});

describe('geometry limits', () => {
  it('count corners without the closing position, over every ring and part', () => {
    expect(cornerCount({ type: 'Polygon', coordinates: [circle(10), circle(4)] })).toBe(14);
    expect(cornerCount({ type: 'MultiPolygon', coordinates: [[circle(10)], [circle(6)]] })).toBe(16);
  });

  it('take the attack of 5 buildings and 5 structures of 400 corners, and refuse 7 + 7 naming objects and the limit', () => {
    const taken = v.safeParse(PlaygroundAnalysisRequestSchema, analysis(5, 5, 400));
    expect(taken.success ? {} : fieldErrors(taken.issues)).toEqual({});
    const refused = v.safeParse(PlaygroundAnalysisRequestSchema, analysis(7, 7, 400));
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.issues!)).toEqual({ objects: [`A request has at most ${MAX_REQUEST_CORNERS} corners in all its shapes (buildings_geojson and objects); this one has 5600.`] });
  });

  it('refuse a lot of more corners or rings than a lot may have, on the field lot', () => {
    const base = { jurisdiction: 'MA', zone_code: null, property_type: 'Single Family', gross_floor_area: 2000, lot_size: 5000 };
    const big = { type: 'Polygon', coordinates: [circle(MAX_LOT_CORNERS + 1, -71.1, 42.37, 0.001)] };
    const refused = v.safeParse(EvaluateRequestSchema, { ...base, lot: big });
    expect(fieldErrors(refused.issues!)).toEqual({ lot: [`A lot has at most ${MAX_LOT_CORNERS} corners; this one has ${MAX_LOT_CORNERS + 1}.`] });
    const parts = { type: 'MultiPolygon', coordinates: Array.from({ length: MAX_LOT_RINGS + 1 }, (_, i) => [circle(4, -71.1 + i * 0.001)]) };
    expect(lotOverLimits(parts as never)).toBe(`A lot has at most ${MAX_LOT_RINGS} rings; this one has ${MAX_LOT_RINGS + 1}.`);
    expect(v.safeParse(EvaluateRequestSchema, { ...base, lot: { type: 'Polygon', coordinates: [circle(4000, -71.1, 42.37, 0.001)] } }).success).toBe(true);
  });

  it('say why a stored lot is not measured: its corners, its rings, or its buildings past a property and a request together', () => {
    const lot = { type: 'Polygon', coordinates: [circle(40)] };
    const building = (corners: number) => ({ type: 'Polygon', coordinates: [circle(corners)] });
    expect(storedGeometryOverLimit(lot, [building(400), building(400)])).toBeNull();
    expect(storedGeometryOverLimit({ type: 'Polygon', coordinates: [circle(MAX_LOT_CORNERS + 1)] }, [])).toEqual({ what: 'lot_corners', count: MAX_LOT_CORNERS + 1, limit: MAX_LOT_CORNERS });
    const parts = { type: 'MultiPolygon', coordinates: Array.from({ length: MAX_LOT_RINGS + 1 }, (_, i) => [circle(4, -71.1 + i * 0.001)]) };
    expect(storedGeometryOverLimit(parts, [])).toEqual({ what: 'lot_rings', count: MAX_LOT_RINGS + 1, limit: MAX_LOT_RINGS });
    const many = Array.from({ length: 11 }, () => building(1000));
    expect(storedGeometryOverLimit(lot, many.slice(0, 10))).toBeNull();
    expect(storedGeometryOverLimit(lot, many)).toEqual({ what: 'building_corners', count: 11_000, limit: MAX_PROPERTY_CORNERS + MAX_REQUEST_CORNERS });
  });
});
