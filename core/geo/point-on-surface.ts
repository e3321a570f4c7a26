// Representative points of a lot: the centroid, and a point inside even where the centroid is not.
import type { MultiPolygon, Polygon, Position } from './geojson.schema';

type Rings = readonly (readonly Position[])[];

const partsOf = (polygon: Polygon | MultiPolygon): readonly Rings[] =>
  polygon.type === 'Polygon' ? [polygon.coordinates] : polygon.coordinates;

function firstPosition(polygon: Polygon | MultiPolygon): Position {
  const first = partsOf(polygon)[0]?.[0]?.[0];
  if (!first) throw new Error(`Expected a polygon with at least one position, got ${JSON.stringify(polygon)}`);
  return first;
}

function partArea(rings: Rings, ox: number, oy: number): number {
  let area = 0;
  rings.forEach((ring, index) => {
    let twice = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      twice += (ring[j]![0] - ox) * (ring[i]![1] - oy) - (ring[i]![0] - ox) * (ring[j]![1] - oy);
    }
    area += index === 0 ? Math.abs(twice) : -Math.abs(twice);
  });
  return area;
}

/** A point inside the polygon: the middle of the widest interior run of a horizontal line through the middle of its largest part. */
export function pointOnSurface(polygon: Polygon | MultiPolygon): Position {
  const [ox, oy] = firstPosition(polygon);
  let largest: Rings = [];
  let largestArea = -Infinity;
  for (const rings of partsOf(polygon)) {
    const area = partArea(rings, ox, oy);
    if (area > largestArea) {
      largest = rings;
      largestArea = area;
    }
  }
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of largest[0] ?? []) {
    minY = Math.min(minY, p[1]);
    maxY = Math.max(maxY, p[1]);
  }
  const middle = (minY + maxY) / 2;
  let below = -Infinity;
  let above = Infinity;
  for (const ring of largest) {
    for (const p of ring) {
      if (p[1] <= middle) below = Math.max(below, p[1]);
      else above = Math.min(above, p[1]);
    }
  }
  if (above === Infinity) return largest[0]?.[0] ?? [ox, oy];
  const y = (below + above) / 2;
  const xs: number[] = [];
  for (const ring of largest) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      if (ay > y !== by > y) xs.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
    }
  }
  xs.sort((a, b) => a - b);
  let x = xs[0] ?? ox;
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const width = xs[i + 1]! - xs[i]!;
    if (width > widest) {
      widest = width;
      x = (xs[i]! + xs[i + 1]!) / 2;
    }
  }
  return [x, y];
}

/** The area-weighted centroid of the polygon, holes subtracted (the average vertex when it has no area). */
export function centroid(polygon: Polygon | MultiPolygon): Position {
  const [ox, oy] = firstPosition(polygon);
  let area = 0;
  let sumX = 0;
  let sumY = 0;
  let vertexX = 0;
  let vertexY = 0;
  let vertices = 0;
  for (const rings of partsOf(polygon)) {
    rings.forEach((ring, index) => {
      let twice = 0;
      let cx = 0;
      let cy = 0;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const ax = ring[j]![0] - ox;
        const ay = ring[j]![1] - oy;
        const bx = ring[i]![0] - ox;
        const by = ring[i]![1] - oy;
        const cross = ax * by - bx * ay;
        twice += cross;
        cx += (ax + bx) * cross;
        cy += (ay + by) * cross;
        vertexX += bx;
        vertexY += by;
        vertices++;
      }
      const sign = (twice < 0 ? -1 : 1) * (index === 0 ? 1 : -1);
      area += (sign * twice) / 2;
      sumX += (sign * cx) / 6;
      sumY += (sign * cy) / 6;
    });
  }
  if (area === 0) return [ox + vertexX / vertices, oy + vertexY / vertices];
  return [ox + sumX / area, oy + sumY / area];
}
