// Point-in-area tests that stay fast on right-of-way parcels with thousands of vertices.
// Each area's edges are bucketed by latitude once (kept in a WeakMap keyed by the geometry object),
// so a probe crosses only the edges at its own latitude instead of walking every ring.
import type { AreaGeometry, Position } from '../geo/geojson.schema';

interface AreaIndex {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
  /** x0, y0, x1, y1 of every edge. */
  edges: Float64Array;
  bucketHeight: number;
  buckets: Int32Array[];
}

const indexes = new WeakMap<AreaGeometry, AreaIndex>();

function buildIndex(area: AreaGeometry): AreaIndex {
  const rings = area.type === 'Polygon' ? area.coordinates : area.coordinates.flat();
  const list: number[] = [];
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      list.push(a[0], a[1], b[0], b[1]);
      minLng = Math.min(minLng, a[0]);
      maxLng = Math.max(maxLng, a[0]);
      minLat = Math.min(minLat, a[1]);
      maxLat = Math.max(maxLat, a[1]);
    }
  }
  const edges = Float64Array.from(list);
  const count = edges.length / 4;
  const bucketCount = Math.max(1, Math.ceil(count / 8));
  const bucketHeight = (maxLat - minLat) / bucketCount || 1;
  const members: number[][] = Array.from({ length: bucketCount }, () => []);
  for (let e = 0; e < count; e++) {
    const y0 = edges[e * 4 + 1]!;
    const y1 = edges[e * 4 + 3]!;
    const from = Math.min(bucketCount - 1, Math.floor((Math.min(y0, y1) - minLat) / bucketHeight));
    const to = Math.min(bucketCount - 1, Math.floor((Math.max(y0, y1) - minLat) / bucketHeight));
    for (let b = from; b <= to; b++) members[b]!.push(e);
  }
  return { minLng, minLat, maxLng, maxLat, edges, bucketHeight, buckets: members.map((m) => Int32Array.from(m)) };
}

/** Whether `point` lies inside `area` by even-odd crossings over all its rings (points on an edge go either way). */
export function isInsideArea(point: Position, area: AreaGeometry): boolean {
  let index = indexes.get(area);
  if (!index) {
    index = buildIndex(area);
    indexes.set(area, index);
  }
  const [x, y] = point;
  if (x < index.minLng || x > index.maxLng || y < index.minLat || y > index.maxLat) return false;
  const bucket = index.buckets[Math.min(index.buckets.length - 1, Math.floor((y - index.minLat) / index.bucketHeight))]!;
  const e = index.edges;
  let inside = false;
  for (let k = 0; k < bucket.length; k++) {
    const i = bucket[k]! * 4;
    const ay = e[i + 1]!;
    const by = e[i + 3]!;
    if (ay > y !== by > y) {
      const ax = e[i]!;
      if (x < ax + ((y - ay) * (e[i + 2]! - ax)) / (by - ay)) inside = !inside;
    }
  }
  return inside;
}
