// Screen-space helpers of the units layer: moving and turning a unit's corners while it is dragged,
// before the move is committed in feet (core/placement/layout-ops.ts). Leaflet's layer points are
// a conformal projection at lot scale, so angles measured there are the angles on the ground.
import type { Polygon, Position } from '../../../../core/geo';

/** A point in layer pixels: x to the east, y to the south. */
export interface PixelPoint {
  x: number;
  y: number;
}

/** The corners of a polygon's outer ring as [lat, lng] pairs for Leaflet, without the closing corner. */
export function latLngsOf(polygon: Polygon): [number, number][] {
  const ring = polygon.coordinates[0] ?? [];
  return ring.slice(0, -1).map(([lng, lat]) => [lat, lng]);
}

/** A closed polygon from [lat, lng] corners. */
export function polygonOfLatLngs(latLngs: readonly (readonly [number, number])[]): Polygon {
  const ring: Position[] = latLngs.map(([lat, lng]) => [lng, lat]);
  if (ring.length > 0) ring.push([...ring[0]!]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The corners shifted by `dLat`, `dLng` degrees (a drag; exact for the flat frame used at lot scale). */
export function shiftLatLngs(latLngs: readonly (readonly [number, number])[], dLat: number, dLng: number): [number, number][] {
  return latLngs.map(([lat, lng]) => [lat + dLat, lng + dLng]);
}

/** The angle of `p` seen from `centre`, in degrees counter-clockwise from east (screen y points south). */
export function angleDeg(centre: PixelPoint, p: PixelPoint): number {
  return (Math.atan2(centre.y - p.y, p.x - centre.x) * 180) / Math.PI;
}

/** The turn in degrees (counter-clockwise positive) from `fromDeg` to `toDeg`, in (-180, 180]. */
export function turnDeg(fromDeg: number, toDeg: number): number {
  let turn = (toDeg - fromDeg) % 360;
  if (turn > 180) turn -= 360;
  if (turn <= -180) turn += 360;
  return turn;
}

/** `points` turned counter-clockwise on the ground by `deg` about `centre` (screen coordinates). */
export function turnPixels(points: readonly PixelPoint[], centre: PixelPoint, deg: number): PixelPoint[] {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  // Counter-clockwise on the ground is clockwise in screen coordinates (y down).
  return points.map(({ x, y }) => {
    const dx = x - centre.x;
    const dy = y - centre.y;
    return { x: centre.x + dx * cos + dy * sin, y: centre.y - dx * sin + dy * cos };
  });
}

/** The moves of the arrow keys in feet east and north; Shift moves ten times as far. */
export const KEY_MOVES_FT: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Feet per arrow key press, and with Shift. */
export const KEY_STEP_FT = 1;
export const KEY_STEP_SHIFT_FT = 10;

/** Degrees per R press (clockwise; Shift+R counter-clockwise). */
export const KEY_TURN_DEG = 15;
