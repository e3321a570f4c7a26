// A local planar frame in feet around a reference point. At lot scale (hundreds of feet) the
// error of this equirectangular approximation is far below survey precision (under 0.01 %),
// and it keeps geometry math in plain arithmetic instead of geodesic formulas.
import type { Position } from './geojson.schema';

/** Feet in one international metre. */
export const FEET_PER_METER = 3.280839895;

/** Converts between [lng, lat] and [xFt, yFt] (east, north) around a reference position. */
export interface LocalFrame {
  readonly origin: Position;
  toFeet(position: Position): [number, number];
  toLngLat(pointFt: readonly [number, number]): Position;
}

/** Metres per degree of latitude and longitude at a latitude (WGS84 series expansion). */
export function metersPerDegree(latDeg: number): { lat: number; lng: number } {
  const phi = (latDeg * Math.PI) / 180;
  return {
    lat: 111132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi) - 0.0023 * Math.cos(6 * phi),
    lng: 111412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi) + 0.118 * Math.cos(5 * phi),
  };
}

/** Builds a local frame around `origin`. */
export function createLocalFrame(origin: Position): LocalFrame {
  const m = metersPerDegree(origin[1]);
  const ftPerDegLng = m.lng * FEET_PER_METER;
  const ftPerDegLat = m.lat * FEET_PER_METER;
  return {
    origin,
    toFeet: ([lng, lat]) => [(lng - origin[0]) * ftPerDegLng, (lat - origin[1]) * ftPerDegLat],
    toLngLat: ([xFt, yFt]) => [origin[0] + xFt / ftPerDegLng, origin[1] + yFt / ftPerDegLat],
  };
}
