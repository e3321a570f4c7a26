// Point-in-polygon by even-odd ray crossing over all rings, where a point on a ring counts as inside.
import type { MultiPolygon, Polygon, Position } from './geojson.schema';

/** Degrees within which a point counts as lying on a ring (about 4 micrometres of latitude). */
const ON_RING_DEG = 4e-11;

function ringCrossings(x: number, y: number, ring: readonly Position[]): number {
  let crossings = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    if (x >= Math.min(ax, bx) - ON_RING_DEG && x <= Math.max(ax, bx) + ON_RING_DEG
      && y >= Math.min(ay, by) - ON_RING_DEG && y <= Math.max(ay, by) + ON_RING_DEG) {
      const ex = bx - ax;
      const ey = by - ay;
      const cross = ex * (y - ay) - ey * (x - ax);
      if (cross * cross <= ON_RING_DEG * ON_RING_DEG * (ex * ex + ey * ey)) return -1;
    }
    if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) crossings++;
  }
  return crossings;
}

function inRings(x: number, y: number, rings: readonly (readonly Position[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    const crossings = ringCrossings(x, y, ring);
    if (crossings < 0) return true;
    if (crossings & 1) inside = !inside;
  }
  return inside;
}

/** Whether `point` lies inside the polygon or on its boundary; holes are outside, hole boundaries inside. */
export function isPointInPolygon(point: Position, polygon: Polygon | MultiPolygon): boolean {
  const [x, y] = point;
  if (polygon.type === 'Polygon') return inRings(x, y, polygon.coordinates);
  for (const rings of polygon.coordinates) if (inRings(x, y, rings)) return true;
  return false;
}
