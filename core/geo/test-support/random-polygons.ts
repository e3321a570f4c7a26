// Seeded random lot shapes near Cambridge, MA, and small builders for polygons drawn in feet.
import type { MultiPolygon, Polygon, Position } from '../geojson.schema';
import { mulberry32, type Random } from '../../random/mulberry32';
import { createLocalFrame, type LocalFrame } from '../local-frame';

export { mulberry32, type Random };

/** The origin of the test frame, lon -71.1, lat 42.37. */
export const LOT_ORIGIN: Position = [-71.1, 42.37];

/** A feet frame around LOT_ORIGIN. */
export const lotFrame: LocalFrame = createLocalFrame(LOT_ORIGIN);

/** A ring drawn in feet, closed and converted to [lng, lat] in `frame`. */
export function ringFt(points: readonly (readonly [number, number])[], frame: LocalFrame = lotFrame): Position[] {
  const ring = points.map((p) => frame.toLngLat(p));
  return [...ring, [ring[0]![0], ring[0]![1]]];
}

/** An axis-aligned square ring with its south-west corner at (x, y) feet. */
export function squareFt(x: number, y: number, size: number, frame: LocalFrame = lotFrame): Position[] {
  return ringFt([[x, y], [x + size, y], [x + size, y + size], [x, y + size]], frame);
}

/** A Polygon from rings drawn in feet: the outer ring first, then holes. */
export function polygonFt(rings: readonly (readonly (readonly [number, number])[])[], frame: LocalFrame = lotFrame): Polygon {
  return { type: 'Polygon', coordinates: rings.map((ring) => ringFt(ring, frame)) };
}

/** The same geometry with every ring walked the other way round. */
export function reverseRings<G extends Polygon | MultiPolygon>(geometry: G): G {
  const reverse = (rings: Position[][]) => rings.map((ring) => [...ring].reverse());
  return (geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: reverse(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(reverse) }) as G;
}

function distanceToSegment(x: number, y: number, a: readonly [number, number], b: readonly [number, number]): number {
  const ex = b[0] - a[0];
  const ey = b[1] - a[1];
  const t = Math.min(1, Math.max(0, ((x - a[0]) * ex + (y - a[1]) * ey) / (ex * ex + ey * ey)));
  return Math.hypot(x - a[0] - t * ex, y - a[1] - t * ey);
}

function starPoints(random: Random, cx: number, cy: number, radius: number, vertices: number, minShare: number): [number, number][] {
  const turn = random() * 2 * Math.PI;
  const points: [number, number][] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = turn + ((i + random() * 0.8) * 2 * Math.PI) / vertices;
    const r = radius * (minShare + (1 - minShare) * random());
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return points;
}

/** Shape options for `randomLot`: reach from the centre in feet and the chance of a hole. */
export interface LotOptions {
  minRadius?: number;
  maxRadius?: number;
  holeChance?: number;
}

/** A random simple polygon around (cx, cy) feet, 50 to 200 ft across unless told otherwise, often concave, sometimes with a hole. */
export function randomLot(random: Random, cx: number, cy: number, options: LotOptions = {}): Polygon {
  const { minRadius = 25, maxRadius = 100, holeChance = 0.25 } = options;
  const radius = minRadius + random() * (maxRadius - minRadius);
  const outer = starPoints(random, cx, cy, radius, 4 + Math.floor(random() * 9), 0.45);
  const rings = [outer];
  if (random() < holeChance) {
    const room = Math.min(...outer.map((a, i) => distanceToSegment(cx, cy, a, outer[(i + 1) % outer.length]!)));
    if (room > 4) rings.push(starPoints(random, cx, cy, room * 0.8, 3 + Math.floor(random() * 4), 0.5).reverse());
  }
  return polygonFt(rings);
}

/** A random lot or, with chance `multiChance`, a MultiPolygon of two such lots far enough apart never to meet. */
export function randomArea(random: Random, cx: number, cy: number, multiChance = 0.2, options: LotOptions = {}): Polygon | MultiPolygon {
  const first = randomLot(random, cx, cy, options);
  if (random() >= multiChance) return first;
  const angle = random() * 2 * Math.PI;
  const apart = 2 * (options.maxRadius ?? 100) + 50;
  const second = randomLot(random, cx + apart * Math.cos(angle), cy + apart * Math.sin(angle), options);
  return { type: 'MultiPolygon', coordinates: [first.coordinates, second.coordinates] };
}
