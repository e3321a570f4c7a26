// Slow, obvious checks of a placed unit for the placement tests, sharing no code with the search:
// how far it sticks out of an area (sampled along its edges and over its inside), in feet.
import type { MultiPolygon, Polygon, Position } from '../../geo/geojson.schema';
import { isPointInPolygon } from '../../geo/point-in-polygon';
import { createLocalFrame } from '../../geo/local-frame';

/** Spacing in feet of the samples along the unit's edges. */
const EDGE_STEP_FT = 0.01;
/** Spacing in feet of the samples over the unit's inside. */
const INSIDE_STEP_FT = 0.25;

const ringsOf = (g: Polygon | MultiPolygon): Position[][] => (g.type === 'Polygon' ? g.coordinates : g.coordinates.flat());

/** The largest distance in feet from a sampled point of `unit` to `area` (0 when every sample lies inside). */
export function farthestOutsideFt(unit: Polygon, area: Polygon | MultiPolygon): number {
  const frame = createLocalFrame(unit.coordinates[0]![0]!);
  const boundary = ringsOf(area).map((ring) => ring.map((p) => frame.toFeet(p)));
  const distanceOutside = (p: [number, number]): number => {
    if (isPointInPolygon(frame.toLngLat(p), area)) return 0;
    let best = Infinity;
    for (const ring of boundary) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1]!;
        const [bx, by] = ring[i]!;
        const ex = bx - ax;
        const ey = by - ay;
        const t = Math.max(0, Math.min(1, ((p[0] - ax) * ex + (p[1] - ay) * ey) / (ex * ex + ey * ey || 1)));
        best = Math.min(best, Math.hypot(p[0] - ax - t * ex, p[1] - ay - t * ey));
      }
    }
    return best;
  };
  const outline = unit.coordinates[0]!.map((p) => frame.toFeet(p));
  let worst = 0;
  for (let i = 1; i < outline.length; i++) {
    const [ax, ay] = outline[i - 1]!;
    const [bx, by] = outline[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / EDGE_STEP_FT));
    for (let k = 0; k < steps; k++) worst = Math.max(worst, distanceOutside([ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps]));
  }
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += INSIDE_STEP_FT) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += INSIDE_STEP_FT) {
      if (isPointInPolygon(frame.toLngLat([x, y]), unit)) worst = Math.max(worst, distanceOutside([x, y]));
    }
  }
  return worst;
}
