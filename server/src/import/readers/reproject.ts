// Reprojection of source features to WGS84 [lng, lat], 2D, rounded to 7 decimals (about 1 cm).
import proj4 from 'proj4';
import type { SourceFeature } from './types';

const wgs84 = '+proj=longlat +datum=WGS84 +no_defs';

/** proj4 definitions of the coordinate systems our sources use, keyed by EPSG code. */
export const crsDefinitions: Readonly<Record<string, string>> = {
  'EPSG:4326': wgs84,
  'EPSG:4269': '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs',
  'EPSG:3857': '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs',
  'EPSG:2249': '+proj=lcc +lat_0=41 +lon_0=-71.5 +lat_1=42.6833333333333 +lat_2=41.7166666666667 +x_0=200000.0001016 +y_0=750000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs',
  'EPSG:26986': '+proj=lcc +lat_0=41 +lon_0=-71.5 +lat_1=42.6833333333333 +lat_2=41.7166666666667 +x_0=200000 +y_0=750000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  'EPSG:2227': '+proj=lcc +lat_0=36.5 +lon_0=-120.5 +lat_1=38.4333333333333 +lat_2=37.0666666666667 +x_0=2000000.0001016 +y_0=500000.0001016 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs',
};

const positionDepths: Readonly<Record<string, number>> = {
  Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3,
};

/** The EPSG code ('EPSG:n') a CRS name, URN or WKT with a top-level EPSG authority refers to, if any. */
export function epsgCodeOf(crs: string): string | undefined {
  const text = crs.trim();
  if (/^(?:urn:ogc:def:crs:OGC:1\.3:)?CRS84$/i.test(text)) return 'EPSG:4326';
  const named = /^(?:EPSG:{1,2}|urn:ogc:def:crs:EPSG:[\d.]*:)(\d+)$/i.exec(text);
  const wkt = /(?:AUTHORITY\["EPSG",\s*"?(\d+)"?\]|ID\["EPSG",\s*(\d+)\])\]$/i.exec(text);
  const code = named?.[1] ?? wkt?.[1] ?? wkt?.[2];
  return code === undefined ? undefined : `EPSG:${code}`;
}

function toWgs84Converter(crs: string): ((xy: [number, number]) => number[]) | null {
  const code = epsgCodeOf(crs);
  if (code === 'EPSG:4326') return null;
  const definition = code === undefined ? undefined : crsDefinitions[code];
  const source = definition ?? (crs.includes('[') ? crs : undefined);
  if (source === undefined) throw new Error(`Unknown coordinate reference system: ${crs}`);
  try {
    const converter = proj4(source, wgs84);
    return (xy) => converter.forward(xy);
  } catch (error) {
    throw new Error(`Unknown coordinate reference system: ${crs}`, { cause: error });
  }
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

function mapPositions(value: unknown, depth: number, convert: (position: unknown[]) => unknown): unknown {
  if (!Array.isArray(value)) return value;
  return depth === 0 ? convert(value) : value.map((item) => mapPositions(item, depth - 1, convert));
}

/** Builds a function that returns a copy of a feature with its coordinates in 2D WGS84 rounded to 7 decimals; throws for an unknown CRS. */
export function createReprojector(crs: string): (feature: SourceFeature) => SourceFeature {
  const toWgs84 = toWgs84Converter(crs);
  const convert = (position: unknown[]): unknown => {
    const [x, y] = position;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return position;
    if (toWgs84 === null) return [round7(x), round7(y)];
    try {
      const [lng = Number.NaN, lat = Number.NaN] = toWgs84([x, y]);
      return [round7(lng), round7(lat)];
    } catch {
      return position;
    }
  };
  return (feature) => {
    const geometry = feature.geometry;
    const depth = geometry === null ? undefined : positionDepths[geometry.type];
    if (geometry === null || depth === undefined) return feature;
    return { ...feature, geometry: { ...geometry, coordinates: mapPositions(geometry.coordinates, depth, convert) } };
  };
}
