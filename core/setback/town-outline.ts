// A town's outline read off its own parcel fabric. Where the parcels tile the whole town, right-of-way
// and water included (MassGIS Level 3: FEE, ROW, PRIV_ROW, RAIL_ROW and WATER polygons share every
// inner line exactly), a line that only one parcel has is the edge of the fabric: the town line. The
// segments only one parcel has are chained into rings and the one enclosing most is the town. A cut
// of a file, or a fabric with streets left out, has edges that are no town line: the outline is only
// the town's where the file is the whole town (decision 069).
import { signedRingArea } from '../geo/area';
import type { Polygon, Position } from '../geo/geojson.schema';
import type { ParcelFile } from './parcel-file';

/** A point's key to 1e-7 degrees (about 1 cm), the precision at which parcel files share their corners. */
const keyOf = (p: Position): string => `${p[0].toFixed(7)},${p[1].toFixed(7)}`;

/** The lines of a feature's geometry: polygon rings and lines, each as its positions. */
function linesOf(geometry: { type: string; coordinates: unknown } | null): Position[][] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates as Position[][];
    case 'MultiPolygon':
      return (geometry.coordinates as Position[][][]).flat();
    case 'LineString':
      return [geometry.coordinates as Position[]];
    case 'MultiLineString':
      return geometry.coordinates as Position[][];
    default:
      return [];
  }
}

/**
 * The outline of the area a file's parcels cover, as the segments only one parcel has, chained into the
 * ring that encloses most; null when those segments close no ring (the parcels share no lines exactly).
 * Polygon files and OZFS edge files alike: an OZFS edge between two lots is listed by both.
 */
export function parcelFabricOutline(file: ParcelFile): Polygon | null {
  const segments = new Map<string, { a: Position; b: Position; count: number }>();
  for (const feature of file.features) {
    for (const line of linesOf(feature.geometry)) {
      for (let i = 1; i < line.length; i++) {
        const [a, b] = [line[i - 1]!, line[i]!];
        const [ka, kb] = [keyOf(a), keyOf(b)];
        if (ka === kb) continue;
        const key = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
        const seen = segments.get(key);
        if (seen) seen.count++;
        else segments.set(key, { a, b, count: 1 });
      }
    }
  }
  // The fabric's edge: the segments of one parcel only, each end listing the segments that meet there.
  const edge = [...segments.values()].filter((s) => s.count === 1);
  const atPoint = new Map<string, number[]>();
  edge.forEach((s, i) => {
    for (const p of [s.a, s.b]) {
      const list = atPoint.get(keyOf(p)) ?? [];
      list.push(i);
      atPoint.set(keyOf(p), list);
    }
  });
  const used = new Uint8Array(edge.length);
  let best: { ring: Position[]; area: number } | null = null;
  for (let start = 0; start < edge.length; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const ring: Position[] = [edge[start]!.a, edge[start]!.b];
    const first = keyOf(edge[start]!.a);
    for (;;) {
      const end = keyOf(ring[ring.length - 1]!);
      if (end === first) break;
      const next = (atPoint.get(end) ?? []).find((i) => !used[i]);
      if (next === undefined) break;
      used[next] = 1;
      const s = edge[next]!;
      ring.push(keyOf(s.a) === end ? s.b : s.a);
    }
    if (ring.length < 4 || keyOf(ring[ring.length - 1]!) !== first) continue;
    const area = Math.abs(signedRingArea(ring as [number, number][]));
    if (!best || area > best.area) best = { ring, area };
  }
  if (!best) return null;
  best.ring[best.ring.length - 1] = best.ring[0]!;
  return { type: 'Polygon', coordinates: [best.ring as [number, number][]] };
}
