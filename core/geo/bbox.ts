// Bounding boxes in lng/lat, the cheap first test of every spatial join.
import type { AreaGeometry, Position } from './geojson.schema';
import { FEET_PER_METER, metersPerDegree } from './local-frame';

/** A box as [minLng, minLat, maxLng, maxLat]. */
export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** The smallest box holding every position of a geometry or of a list of positions. */
export function bboxOf(geometry: AreaGeometry | readonly Position[]): BBox {
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  if (!('type' in geometry)) extend(box, geometry);
  else if (geometry.type === 'Polygon') for (const ring of geometry.coordinates) extend(box, ring);
  else for (const rings of geometry.coordinates) for (const ring of rings) extend(box, ring);
  if (box[0] > box[2]) throw new Error(`bboxOf needs at least one position, got ${JSON.stringify(geometry)}`);
  return box;
}

function extend(box: BBox, ring: readonly Position[]): void {
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const x = p[0];
    const y = p[1];
    if (x < box[0]) box[0] = x;
    if (x > box[2]) box[2] = x;
    if (y < box[1]) box[1] = y;
    if (y > box[3]) box[3] = y;
  }
}

/** Whether two boxes share at least one point (touching counts). */
export function bboxesIntersect(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The box grown by at least `feet` on every side, using the shortest degree lengths found in the grown box. */
export function expandBBoxByFeet(b: BBox, feet: number): BBox {
  if (!(feet >= 0) || feet === Infinity) throw new Error(`expandBBoxByFeet needs a finite distance of 0 or more feet, got ${feet}`);
  const equatorward = b[1] > 0 ? b[1] : b[3] < 0 ? b[3] : 0;
  const dLat = feet / (metersPerDegree(equatorward).lat * FEET_PER_METER);
  const minLat = Math.max(-90, b[1] - dLat);
  const maxLat = Math.min(90, b[3] + dLat);
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const ftPerDegLng = metersPerDegree(poleward).lng * FEET_PER_METER;
  const dLng = ftPerDegLng > 0 ? Math.min(360, feet / ftPerDegLng) : 360;
  return [Math.max(-180, b[0] - dLng), minLat, Math.min(180, b[2] + dLng), maxLat];
}
