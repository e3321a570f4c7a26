// Planar areas of lot and footprint geometries, in square feet.
import type { AreaGeometry, Position } from './geojson.schema';
import { createLocalFrame } from './local-frame';

/** Signed shoelace area of a ring of [x, y] points (positive when counter-clockwise). */
export function signedRingArea(ring: readonly (readonly [number, number])[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return twice / 2;
}

/** Area in square feet of a Polygon or MultiPolygon (holes subtracted). */
export function areaSqFt(geometry: AreaGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const first = polygons[0]?.[0]?.[0];
  if (!first) return 0;
  const frame = createLocalFrame(first);
  let total = 0;
  for (const rings of polygons) {
    rings.forEach((ring: Position[], index) => {
      const area = Math.abs(signedRingArea(ring.map((p) => frame.toFeet(p))));
      total += index === 0 ? area : -area;
    });
  }
  return total;
}
