// Import-time spatial joins: buildings to lots, lots to zoning districts, lots to map-layer
// features within a buffer. Candidates come from a Flatbush index of bounding boxes; exact
// predicates from core/geo decide.
import Flatbush from 'flatbush';
import { areaSqFt, bboxOf, expandBBoxByFeet, type BBox, isPointInPolygon, centroid, distanceFt, overlapAreaSqFt } from '../../../core/geo';
import type { AreaGeometry, Polygon, Position } from '../../../core/geo';

/** A geometry with its precomputed bounding box. */
export interface Indexed<T> {
  item: T;
  geometry: AreaGeometry;
  bbox: BBox;
}

/** A static index of geometries answering bounding-box candidates. */
export class GeometryIndex<T> {
  private readonly index: Flatbush | undefined;

  constructor(readonly entries: readonly Indexed<T>[]) {
    if (entries.length === 0) return;
    this.index = new Flatbush(entries.length);
    for (const { bbox } of entries) this.index.add(bbox[0], bbox[1], bbox[2], bbox[3]);
    this.index.finish();
  }

  /** Entries whose bounding boxes meet `bbox`. */
  candidates(bbox: BBox): Indexed<T>[] {
    if (!this.index) return [];
    return this.index.search(bbox[0], bbox[1], bbox[2], bbox[3]).map((i) => this.entries[i]!);
  }
}

/** Wraps items with their geometry and bounding box. */
export function indexed<T>(items: readonly T[], geometryOf: (item: T) => AreaGeometry): Indexed<T>[] {
  return items.map((item) => {
    const geometry = geometryOf(item);
    return { item, geometry, bbox: bboxOf(geometry) };
  });
}

/** The lot containing the footprint's centroid, or undefined. */
export function lotOfFootprint<T>(lots: GeometryIndex<T>, footprint: Polygon): T | undefined {
  const point: Position = centroid(footprint);
  const box: BBox = [point[0], point[1], point[0], point[1]];
  return lots.candidates(box).find((entry) => isPointInPolygon(point, entry.geometry))?.item;
}

/** The district covering most of the lot, with the share of the lot it covers; undefined outside every district. */
export function bestDistrict<T>(districts: GeometryIndex<T>, lot: AreaGeometry, lotBBox: BBox): { item: T; coverage: number } | undefined {
  const lotArea = areaSqFt(lot);
  if (lotArea <= 0) return undefined;
  let best: { item: T; coverage: number } | undefined;
  for (const entry of districts.candidates(lotBBox)) {
    const parts = lot.type === 'Polygon' ? [lot] : lot.coordinates.map((coordinates): Polygon => ({ type: 'Polygon', coordinates }));
    let overlap = 0;
    for (const part of parts) overlap += overlapAreaSqFt(part, entry.geometry);
    const coverage = Math.min(1, overlap / lotArea);
    if (coverage > 0 && (!best || coverage > best.coverage)) best = { item: entry.item, coverage };
  }
  return best;
}

/** Lots within `bufferFt` of a feature (0: touching), with their distance in feet. */
export function lotsNear<T>(lots: GeometryIndex<T>, feature: AreaGeometry, bufferFt: number): { item: T; distanceFt: number }[] {
  const box = expandBBoxByFeet(bboxOf(feature), bufferFt);
  const hits: { item: T; distanceFt: number }[] = [];
  for (const entry of lots.candidates(box)) {
    const distance = distanceFt(entry.geometry, feature);
    if (distance <= bufferFt) hits.push({ item: entry.item, distanceFt: distance });
  }
  return hits;
}
