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

/** Least area, in square feet, of a ring that encloses something. */
export const MIN_RING_AREA_SQ_FT = 0.1;
/**
 * Least isoperimetric quotient (4πA/P², 1 for a circle) of a ring that encloses something: a
 * 100 × 0.5 ft fence scores 0.016, corners on one line score 0 up to rounding (1e-12 or so).
 */
export const MIN_RING_ROUNDNESS = 1e-6;

/**
 * Whether a closed ring of [lng, lat] positions encloses an area: not all its corners on one line
 * (or on one point), nor a figure eight whose halves cancel out.
 */
export function ringEnclosesArea(ring: readonly Position[]): boolean {
  const first = ring[0];
  if (!first) return false;
  const frame = createLocalFrame(first);
  return pointsEncloseArea(ring.map((p) => frame.toFeet(p)));
}

/** Whether a ring of [x, y] points in feet (closed or not) encloses an area, as ringEnclosesArea tells. */
export function pointsEncloseArea(points: readonly (readonly [number, number])[]): boolean {
  let perimeter = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) perimeter += Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
  const area = Math.abs(signedRingArea(points));
  return area >= MIN_RING_AREA_SQ_FT && (4 * Math.PI * area) / (perimeter * perimeter) >= MIN_RING_ROUNDNESS;
}
