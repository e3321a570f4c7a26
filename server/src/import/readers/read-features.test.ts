import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeatures } from './read-features';
import { crsDefinitions } from './reproject';
import { collect } from './test-support/collect';
import { writeShapefile, type DbfField, type ShapefileRecord } from './test-support/write-shapefile';
import type { SourceFeature } from './types';

const massachusettsFeetEsriWkt = 'PROJCS["NAD_1983_StatePlane_Massachusetts_Mainland_FIPS_2001_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",656166.6666666665],PARAMETER["False_Northing",2460625.0],PARAMETER["Central_Meridian",-71.5],PARAMETER["Standard_Parallel_1",41.71666666666667],PARAMETER["Standard_Parallel_2",42.68333333333333],PARAMETER["Latitude_Of_Origin",41.0],UNIT["Foot_US",0.3048006096012192]]';
const knownPoint: [number, number] = [765377.78, 2955291.45];
const knownLngLat = proj4(crsDefinitions['EPSG:2249'] as string, '+proj=longlat +datum=WGS84 +no_defs', knownPoint);

let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lotline-read-features-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function fixture(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, content);
  return path;
}

function square(x: number, y: number, size: number): [number, number][] {
  return [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
}

function firstPosition(feature: SourceFeature | undefined): number[] {
  const coordinates = feature?.geometry?.coordinates as number[][][] | number[][][][];
  const position = feature?.geometry?.type === 'MultiPolygon' ? (coordinates as number[][][][])[0]?.[0]?.[0] : (coordinates as number[][][])[0]?.[0];
  return position ?? [];
}

function expectNear(actual: number[], expected: number[]): void {
  expect(Math.abs((actual[0] ?? Number.NaN) - (expected[0] ?? Number.NaN))).toBeLessThan(1e-6);
  expect(Math.abs((actual[1] ?? Number.NaN) - (expected[1] ?? Number.NaN))).toBeLessThan(1e-6);
}

describe('readFeatures: GeoJSON', () => {
  it('yields every feature with properties never null and bad geometries as null', async () => {
    const path = await fixture('lots.geojson', JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', id: 'a', properties: { ml: '1-2', units: 2 }, geometry: { type: 'Polygon', coordinates: [square(-71.1, 42.3, 0.001)] } },
        { type: 'Feature', properties: null, geometry: null },
        { type: 'Feature', geometry: 'garbage' },
        null,
      ],
    }));
    const features = await collect(readFeatures(path));
    expect(features).toEqual([
      { id: 'a', properties: { ml: '1-2', units: 2 }, geometry: { type: 'Polygon', coordinates: [square(-71.1, 42.3, 0.001).map(([x, y]) => [Math.round(x * 1e7) / 1e7, Math.round(y * 1e7) / 1e7])] } },
      { properties: {}, geometry: null },
      { properties: {}, geometry: null },
      { properties: {}, geometry: null },
    ]);
  });

  it('reprojects from a legacy crs member or options.crs', async () => {
    const metres = knownPoint.map((value) => value * (1200 / 3937)) as [number, number];
    const collection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [square(...metres, 10)] } }] };
    const legacy = await fixture('legacy.json', JSON.stringify({ ...collection, crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::26986' } } }));
    expectNear(firstPosition((await collect(readFeatures(legacy)))[0]), knownLngLat);
    const plain = await fixture('plain.geojson', JSON.stringify(collection));
    expectNear(firstPosition((await collect(readFeatures(plain, { crs: 'EPSG:26986' })))[0]), knownLngLat);
  });

  it('rejects JSON that is neither GeoJSON nor TopoJSON', async () => {
    const path = await fixture('other.json', '{"hello":"world"}');
    await expect(collect(readFeatures(path))).rejects.toThrow(`Not a GeoJSON FeatureCollection or TopoJSON Topology: ${path}`);
  });
});

describe('readFeatures: TopoJSON', () => {
  const squares = {
    type: 'GeometryCollection',
    geometries: [
      { type: 'Polygon', id: 'A', arcs: [[0, 1]], properties: { name: 'A' } },
      { type: 'Polygon', arcs: [[2, -1]], properties: { name: 'B' } },
    ],
  };
  const topology = {
    type: 'Topology',
    transform: { scale: [0.0001, 0.0001], translate: [-71.1, 42.37] },
    objects: { parcels: squares, copy: { type: 'GeometryCollection', geometries: [squares.geometries[1]] } },
    arcs: [
      [[10, 0], [0, 10]],
      [[10, 10], [-10, 0], [0, -10], [10, 0]],
      [[10, 0], [10, 0], [0, 10], [-10, 0]],
    ],
  };

  it('decodes two squares sharing an arc from the first object', async () => {
    const path = await fixture('parcels.topojson', JSON.stringify(topology));
    expect(await collect(readFeatures(path))).toEqual([
      { id: 'A', properties: { name: 'A' }, geometry: { type: 'Polygon', coordinates: [[[-71.099, 42.37], [-71.099, 42.371], [-71.1, 42.371], [-71.1, 42.37], [-71.099, 42.37]]] } },
      { properties: { name: 'B' }, geometry: { type: 'Polygon', coordinates: [[[-71.099, 42.37], [-71.098, 42.37], [-71.098, 42.371], [-71.099, 42.371], [-71.099, 42.37]]] } },
    ]);
  });

  it('selects a layer by name and names the layers when it is missing', async () => {
    const path = await fixture('parcels-topology.json', JSON.stringify(topology));
    const copy = await collect(readFeatures(path, { layer: 'copy' }));
    expect(copy.map((feature) => feature.properties.name)).toEqual(['B']);
    await expect(collect(readFeatures(path, { layer: 'lots' }))).rejects.toThrow('layers: parcels, copy');
  });
});

describe('readFeatures: shapefile', () => {
  const fields: DbfField[] = [
    { name: 'ML', type: 'C', length: 12 },
    { name: 'OWNER', type: 'C', length: 20 },
    { name: 'UNITS', type: 'N', length: 5 },
    { name: 'AREA_SQFT', type: 'N', length: 12, decimals: 2 },
  ];
  const [x, y] = knownPoint;
  const records: ShapefileRecord[] = [
    { polygons: [[square(x, y, 100)]], properties: { ML: '  127-123', OWNER: 'Café Été', UNITS: 3, AREA_SQFT: 10000.5 } },
    { polygons: [[square(x + 200, y, 100), square(x + 225, y + 25, 50)]], properties: { ML: '127-124', OWNER: '', UNITS: null, AREA_SQFT: 7500 } },
    { polygons: [[square(x + 400, y, 50)], [square(x + 500, y, 50)]], properties: { ML: '127-125', OWNER: 'Two Parts', UNITS: 1, AREA_SQFT: 5000 } },
    { polygons: null, properties: { ML: '127-126', OWNER: 'No Shape', UNITS: 0, AREA_SQFT: 0 } },
  ];
  let shpPath = '';
  let zipPath = '';

  beforeAll(async () => {
    const base = join(folder, 'parcels');
    const bytes = await writeShapefile(base, fields, records);
    await writeFile(`${base}.prj`, massachusettsFeetEsriWkt);
    await writeFile(`${base}.cpg`, 'UTF-8');
    shpPath = `${base}.shp`;
    const encoder = new TextEncoder();
    const parts = { 'parcels.shp': bytes.shp, 'parcels.shx': bytes.shx, 'parcels.dbf': bytes.dbf, 'parcels.prj': encoder.encode(massachusettsFeetEsriWkt), 'parcels.cpg': encoder.encode('UTF-8') };
    zipPath = await fixture('parcels.zip', zipSync({ 'data/': {}, ...Object.fromEntries(Object.entries(parts).map(([name, data]) => [`data/${name}`, data])) }));
  });

  function checkParcels(features: SourceFeature[]): void {
    expect(features).toHaveLength(4);
    const [first, holed, twoParts, empty] = features;
    expect(first?.properties).toEqual({ ML: '127-123', OWNER: 'Café Été', UNITS: 3, AREA_SQFT: 10000.5 });
    expect(first?.geometry?.type).toBe('Polygon');
    expectNear(firstPosition(first), knownLngLat);
    expect(firstPosition(first)[0]).toBeCloseTo(-71.09594, 5);
    expect(firstPosition(first)[1]).toBeCloseTo(42.35676, 5);
    expect(holed?.properties).toEqual({ ML: '127-124', OWNER: null, UNITS: null, AREA_SQFT: 7500 });
    expect(holed?.geometry?.type).toBe('Polygon');
    expect(holed?.geometry?.coordinates).toHaveLength(2);
    expect(twoParts?.geometry?.type).toBe('MultiPolygon');
    expect(twoParts?.geometry?.coordinates).toHaveLength(2);
    expect(empty).toEqual({ properties: { ML: '127-126', OWNER: 'No Shape', UNITS: 0, AREA_SQFT: 0 }, geometry: null });
  }

  it('reads polygons, holes, multipart and null shapes, reprojecting with the .prj', async () => {
    checkParcels(await collect(readFeatures(shpPath)));
  });

  it('reads the same shapefile from a .zip', async () => {
    checkParcels(await collect(readFeatures(zipPath)));
  });

  it('uses options.crs without a .prj and assumes WGS84 without either', async () => {
    const base = join(folder, 'noprj');
    await writeShapefile(base, fields, records.slice(0, 1));
    expectNear(firstPosition((await collect(readFeatures(`${base}.shp`, { crs: 'EPSG:2249' })))[0]), knownLngLat);
    expect(firstPosition((await collect(readFeatures(`${base}.shp`)))[0])).toEqual(knownPoint);
  });

  it('picks a shapefile in a .zip by layer and refuses to guess between several', async () => {
    const lots = await writeShapefile(join(folder, 'lots'), fields, records.slice(2, 3));
    const other = await writeShapefile(join(folder, 'other'), fields, records.slice(0, 1));
    const path = await fixture('two.zip', zipSync({ 'lots.shp': lots.shp, 'lots.dbf': lots.dbf, 'Other.shp': other.shp, 'Other.dbf': other.dbf }));
    const features = await collect(readFeatures(path, { layer: 'lots' }));
    expect(features.map((feature) => feature.properties.OWNER)).toEqual(['Two Parts']);
    await expect(collect(readFeatures(path))).rejects.toThrow('found: lots, Other');
  });

  it('stops cleanly when the consumer breaks early', async () => {
    for await (const feature of readFeatures(shpPath)) {
      expect(feature.properties.ML).toBe('127-123');
      break;
    }
  });
});

describe('readFeatures: FlatGeobuf and others', () => {
  it('reads a FlatGeobuf file and reprojects from the CRS in its header', async () => {
    const collection = {
      type: 'FeatureCollection' as const,
      features: [
        { type: 'Feature' as const, properties: { ZONING: 'R-1-8', ZONING_ID: 12 }, geometry: { type: 'MultiPolygon' as const, coordinates: [[square(...knownPoint, 100)]] } },
        { type: 'Feature' as const, properties: { ZONING: 'CP', ZONING_ID: 13 }, geometry: { type: 'MultiPolygon' as const, coordinates: [[square(knownPoint[0] + 200, knownPoint[1], 100)]] } },
      ],
    };
    const path = await fixture('zoning.fgb', serialize(collection, 2249));
    const features = await collect(readFeatures(path));
    expect(features.map((feature) => feature.properties)).toEqual([{ ZONING: 'R-1-8', ZONING_ID: 12 }, { ZONING: 'CP', ZONING_ID: 13 }]);
    expect(features[0]?.geometry?.type).toBe('MultiPolygon');
    expectNear(firstPosition(features[0]), knownLngLat);
  });

  it('throws for an unsupported file type', async () => {
    await expect(collect(readFeatures('/data/parcels.kml'))).rejects.toThrow('Unsupported file type: /data/parcels.kml');
  });
});
