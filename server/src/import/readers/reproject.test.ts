import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { createReprojector, crsDefinitions, epsgCodeOf } from './reproject';
import type { SourceFeature } from './types';

const wgs84 = '+proj=longlat +datum=WGS84 +no_defs';
const usFootInMetres = 1200 / 3937;
const massachusettsFeetEsriWkt = 'PROJCS["NAD_1983_StatePlane_Massachusetts_Mainland_FIPS_2001_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",656166.6666666665],PARAMETER["False_Northing",2460625.0],PARAMETER["Central_Meridian",-71.5],PARAMETER["Standard_Parallel_1",41.71666666666667],PARAMETER["Standard_Parallel_2",42.68333333333333],PARAMETER["Latitude_Of_Origin",41.0],UNIT["Foot_US",0.3048006096012192]]';

function point(x: number, y: number, ...rest: number[]): SourceFeature {
  return { id: 7, geometry: { type: 'Point', coordinates: [x, y, ...rest] }, properties: { name: 'p' } };
}

function pointOf(feature: SourceFeature): number[] {
  return feature.geometry?.coordinates as number[];
}

function expectNear(actual: number[], expected: number[], tolerance = 1e-6): void {
  expect(actual).toHaveLength(2);
  expect(Math.abs((actual[0] ?? Number.NaN) - (expected[0] ?? Number.NaN))).toBeLessThan(tolerance);
  expect(Math.abs((actual[1] ?? Number.NaN) - (expected[1] ?? Number.NaN))).toBeLessThan(tolerance);
}

describe('createReprojector', () => {
  it('keeps WGS84 coordinates, drops Z/M, rounds to 7 decimals and keeps id and properties', () => {
    const input = point(-71.123456789, 42.1, 12.5, 3);
    const output = createReprojector('EPSG:4326')(input);
    expect(output).toEqual({ id: 7, geometry: { type: 'Point', coordinates: [-71.1234568, 42.1] }, properties: { name: 'p' } });
    expect(input.geometry?.coordinates).toEqual([-71.123456789, 42.1, 12.5, 3]);
  });

  it('converts every position of every geometry type at the right depth', () => {
    const reproject = createReprojector('CRS84');
    const ring = [[1.123456789, 2, 9], [3, 4, 9], [5, 6, 9], [1.123456789, 2, 9]];
    const geometries = {
      MultiPoint: [[1.123456789, 2, 9]],
      LineString: [[1.123456789, 2, 9], [3, 4]],
      MultiLineString: [[[1.123456789, 2, 9], [3, 4]]],
      Polygon: [ring],
      MultiPolygon: [[ring], [ring]],
    };
    const flatRing = [[1.1234568, 2], [3, 4], [5, 6], [1.1234568, 2]];
    const expected = {
      MultiPoint: [[1.1234568, 2]],
      LineString: [[1.1234568, 2], [3, 4]],
      MultiLineString: [[[1.1234568, 2], [3, 4]]],
      Polygon: [flatRing],
      MultiPolygon: [[flatRing], [flatRing]],
    };
    for (const [type, coordinates] of Object.entries(geometries)) {
      const output = reproject({ geometry: { type, coordinates }, properties: {} });
      expect(output.geometry).toEqual({ type, coordinates: expected[type as keyof typeof expected] });
    }
  });

  it('projects Massachusetts Mainland ftUS (EPSG:2249) to the expected lon/lat', () => {
    const output = pointOf(createReprojector('EPSG:2249')(point(765377.78, 2955291.45)));
    expectNear(output, proj4(crsDefinitions['EPSG:2249'] as string, wgs84, [765377.78, 2955291.45]));
    expect(output[0]).toBeCloseTo(-71.09594, 5);
    expect(output[1]).toBeCloseTo(42.35676, 5);
  });

  it('agrees between the metre and US-foot Massachusetts systems and an ESRI .prj', () => {
    const [x, y] = [765377.78, 2955291.45];
    const feet = pointOf(createReprojector('EPSG:2249')(point(x, y)));
    expectNear(pointOf(createReprojector('urn:ogc:def:crs:EPSG::26986')(point(x * usFootInMetres, y * usFootInMetres))), feet);
    expectNear(pointOf(createReprojector(massachusettsFeetEsriWkt)(point(x, y))), feet);
  });

  it('maps the false origin of California zone III ftUS (EPSG:2227) to its projection origin', () => {
    const output = pointOf(createReprojector('EPSG:2227')(point(2000000.0001016 / usFootInMetres, 500000.0001016 / usFootInMetres)));
    expectNear(output, [-120.5, 36.5]);
  });

  it('inverts Web Mercator (EPSG:3857) like the spherical formula', () => {
    const radius = 6378137;
    const [x, y] = [-7914233.6, 5212816.7];
    const expected = [(x / radius) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / radius)) - Math.PI / 2) * (180 / Math.PI)];
    expectNear(pointOf(createReprojector('EPSG:3857')(point(x, y))), expected);
  });

  it('uses the embedded definition for a WKT whose top-level authority is a known EPSG code', () => {
    expect(epsgCodeOf('PROJCS["NAD83 / Massachusetts Mainland",UNIT["metre",1,AUTHORITY["EPSG","9001"]],AUTHORITY["EPSG","26986"]]')).toBe('EPSG:26986');
    expect(epsgCodeOf('PROJCS["x",UNIT["US survey foot",0.3048006096012192,AUTHORITY["EPSG","9003"]]]')).toBeUndefined();
    expect(epsgCodeOf('GEOGCRS["WGS 84",CS[ellipsoidal,2],ID["EPSG",4326]]')).toBe('EPSG:4326');
    expect(epsgCodeOf('epsg:2249')).toBe('EPSG:2249');
  });

  it('throws an error naming an unknown CRS', () => {
    expect(() => createReprojector('EPSG:9999')).toThrow('Unknown coordinate reference system: EPSG:9999');
    expect(() => createReprojector('PROJCS["broken"')).toThrow(/PROJCS\["broken"/);
  });

  it('leaves null geometries, unknown types and malformed positions for the importer to report', () => {
    const reproject = createReprojector('EPSG:2249');
    expect(reproject({ geometry: null, properties: {} })).toEqual({ geometry: null, properties: {} });
    const collection = { type: 'GeometryCollection', coordinates: undefined };
    expect(reproject({ geometry: collection, properties: {} }).geometry).toBe(collection);
    const malformed = { type: 'Polygon', coordinates: [[['a', 1], null, 5]] };
    expect(reproject({ geometry: malformed, properties: {} }).geometry).toEqual(malformed);
  });
});
