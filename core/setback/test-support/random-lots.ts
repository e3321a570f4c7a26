// Seeded random lots for setback property tests: rectangles, trapezoids and L-shapes with a street along the front.
import type { Polygon } from '../../geo/geojson.schema';
import { lotFrame, polygonFt, type Random } from '../../geo/test-support/random-polygons';
import type { PointFt } from '../../geo/point-ft';

/** A random lot drawn in feet, the street polygon beyond its front and a building inside it. */
export interface RandomLot {
  shape: 'rectangle' | 'trapezoid' | 'L';
  pointsFt: PointFt[];
  lot: Polygon;
  street: Polygon;
  building: Polygon;
}

const between = (random: Random, lo: number, hi: number): number => lo + random() * (hi - lo);

/** A lot 50 to 200 ft on a side with its front on y = 0 before a random turn and shift, so every winding and heading occurs. */
export function randomSimpleLot(random: Random): RandomLot {
  const w = between(random, 50, 200);
  const d = between(random, 50, 200);
  const pick = random();
  const shape = pick < 0.34 ? 'rectangle' : pick < 0.67 ? 'trapezoid' : 'L';
  let local: [number, number][];
  let building: [number, number][];
  if (shape === 'rectangle') {
    local = [[0, 0], [w, 0], [w, d], [0, d]];
    building = [[0.3 * w, 0.3 * d], [0.7 * w, 0.3 * d], [0.7 * w, 0.6 * d], [0.3 * w, 0.6 * d]];
  } else if (shape === 'trapezoid') {
    const a = between(random, -0.3, 0.3) * w;
    const b = between(random, -0.3, 0.3) * w;
    local = [[0, 0], [w, 0], [w - a, d], [b, d]];
    building = [[0.4 * w, 0.3 * d], [0.6 * w, 0.3 * d], [0.6 * w, 0.6 * d], [0.4 * w, 0.6 * d]];
  } else {
    const w2 = between(random, 0.3, 0.7) * w;
    const d1 = between(random, 0.3, 0.7) * d;
    local = [[0, 0], [w, 0], [w, d1], [w2, d1], [w2, d], [0, d]];
    building = [[0.1 * w2, 0.5 * d1], [0.5 * w2, 0.5 * d1], [0.5 * w2, 0.9 * d1], [0.1 * w2, 0.9 * d1]];
  }
  const turn = random() * 2 * Math.PI;
  const dx = between(random, -300, 300);
  const dy = between(random, -300, 300);
  const place = ([x, y]: readonly [number, number]): [number, number] => [
    dx + x * Math.cos(turn) - y * Math.sin(turn),
    dy + x * Math.sin(turn) + y * Math.cos(turn),
  ];
  const pointsFt = local.map(place);
  const street = [[-60, -60], [w + 60, -60], [w + 60, -0.5], [-60, -0.5]] as [number, number][];
  return {
    shape,
    pointsFt,
    lot: polygonFt([pointsFt], lotFrame),
    street: polygonFt([street.map(place)], lotFrame),
    building: polygonFt([building.map(place)], lotFrame),
  };
}
