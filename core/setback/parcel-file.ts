// Lot-line labels for a whole parcel file: an OZFS `.parcel` feed (one LineString per lot edge with
// `parcel_id` and `side`, one Point per parcel) or a GeoJSON of parcel polygons. Every other parcel of the
// file is the context of each lot, found through a grid of boxes: right-of-way polygons (MassGIS
// `poly_type`) are its streets and other lots its neighbours, as street data has them. `npm run
// label-edges` comes here and runs the classifier street data runs, so the file a town gets is the
// product's answer.
import { bboxOf, bboxesIntersect, expandBBoxByFeet, type BBox } from '../geo/bbox';
import type { AreaGeometry, Position } from '../geo/geojson.schema';
import { classifyGivenEdges, classifyLotEdges, type LotContext, type LotEdge } from './lot-edges';
import { lotPart } from './lot-ring';
import { parcelKindOfPolyType, type ParcelKind } from '../property/parcel-kind';

/** How far around a lot (feet) other parcels are its context. */
export const PARCEL_CONTEXT_FT = 200;

/** Endpoints closer than this (degrees, about 1 cm) are the same corner. */
const SAME_POINT_DEG = 1e-7;

/** One GeoJSON feature as a parcel file has it. */
export interface ParcelFileFeature {
  type: 'Feature';
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** A parcel file: a FeatureCollection, with whatever else the file carries at its top level. */
export interface ParcelFile {
  type: 'FeatureCollection';
  features: ParcelFileFeature[];
  [key: string]: unknown;
}

/** One parcel of the file: its edges (feature indices, lines) or its polygon. */
interface FileParcel {
  id: string;
  lot: AreaGeometry;
  /** Indices of the parcel's edge features and their lines, for OZFS files. */
  edgeFeatures?: number[];
  edges?: Position[][];
  /** Index of the polygon feature, for polygon files. */
  polygonFeature?: number;
  /** A right-of-way polygon is a street around the lots, water neither; only lots are labelled. */
  kind: ParcelKind;
  box: BBox;
}

const same = (a: Position, b: Position): boolean => Math.abs(a[0] - b[0]) <= SAME_POINT_DEG && Math.abs(a[1] - b[1]) <= SAME_POINT_DEG;

/** Chains edge lines, in any order and direction, into one closed ring (null when they do not close). */
export function ringOfEdges(edges: readonly (readonly Position[])[]): Position[] | null {
  if (edges.length === 0) return null;
  const left = edges.slice(1).map((e) => [...e]);
  const ring: Position[] = [...edges[0]!];
  while (left.length > 0) {
    const end = ring[ring.length - 1]!;
    const k = left.findIndex((e) => same(e[0]!, end) || same(e[e.length - 1]!, end));
    if (k < 0) return null;
    const next = left.splice(k, 1)[0]!;
    if (!same(next[0]!, end)) next.reverse();
    ring.push(...next.slice(1));
  }
  if (!same(ring[0]!, ring[ring.length - 1]!)) return null;
  ring[ring.length - 1] = ring[0]!;
  return ring.length >= 4 ? ring : null;
}

/** The parcels of a file; edges whose lines do not close into a ring are left out (their `side` stays). */
function parcelsOf(file: ParcelFile): FileParcel[] {
  const byId = new Map<string, number[]>();
  const parcels: FileParcel[] = [];
  file.features.forEach((feature, i) => {
    const geometry = feature.geometry;
    if (!geometry) return;
    if (geometry.type === 'LineString') {
      const id = String(feature.properties?.['parcel_id'] ?? '');
      const list = byId.get(id) ?? [];
      list.push(i);
      byId.set(id, list);
    } else if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
      const lot = geometry as AreaGeometry;
      const id = String(feature.properties?.['parcel_id'] ?? feature.properties?.['id'] ?? i);
      const polyType = feature.properties?.['poly_type'] ?? feature.properties?.['POLY_TYPE'];
      parcels.push({ id, lot, polygonFeature: i, kind: parcelKindOfPolyType(typeof polyType === 'string' ? polyType : null), box: bboxOf(lot) });
    }
  });
  for (const [id, indices] of byId) {
    const edges = indices.map((i) => file.features[i]!.geometry!.coordinates as Position[]);
    const ring = ringOfEdges(edges);
    if (!ring) continue;
    const lot: AreaGeometry = { type: 'Polygon', coordinates: [ring] };
    parcels.push({ id, lot, edgeFeatures: indices, edges, kind: 'lot', box: bboxOf(lot) });
  }
  return parcels;
}

/** Boxes bucketed on a grid, to find the parcels near one without walking them all. */
function gridIndex(boxes: readonly BBox[], cellDeg: number): (box: BBox) => number[] {
  const cells = new Map<string, number[]>();
  const cellsOf = (b: BBox): string[] => {
    const keys: string[] = [];
    for (let x = Math.floor(b[0] / cellDeg); x <= Math.floor(b[2] / cellDeg); x++) {
      for (let y = Math.floor(b[1] / cellDeg); y <= Math.floor(b[3] / cellDeg); y++) keys.push(`${x}:${y}`);
    }
    return keys;
  };
  boxes.forEach((b, i) => {
    for (const key of cellsOf(b)) {
      const list = cells.get(key) ?? [];
      list.push(i);
      cells.set(key, list);
    }
  });
  return (box) => {
    const found = new Set<number>();
    for (const key of cellsOf(box)) for (const i of cells.get(key) ?? []) if (bboxesIntersect(box, boxes[i]!)) found.add(i);
    return [...found].sort((a, b) => a - b);
  };
}

/** What labelling a file did. */
export interface LabelSummary {
  parcels: number;
  edges: number;
  /** Parcels whose edge lines do not close into a ring, left as they were. */
  skipped: string[];
  byKind: Record<string, number>;
}

/** Every lot's edges labelled with the file's other parcels as context; `each` sees every answer. */
export function labelParcelEdges(file: ParcelFile, each?: (id: string, edges: LotEdge[]) => void): LabelSummary {
  return labelParcels(file, parcelsOf(file), each);
}

function labelParcels(file: ParcelFile, parcels: readonly FileParcel[], each?: (id: string, edges: LotEdge[]) => void): LabelSummary {
  const near = gridIndex(parcels.map((p) => p.box), 0.002);
  const summary: LabelSummary = { parcels: 0, edges: 0, skipped: [], byKind: {} };
  const closed = new Set(parcels.map((p) => p.id));
  for (const feature of file.features) {
    const id = feature.geometry?.type === 'LineString' ? String(feature.properties?.['parcel_id'] ?? '') : undefined;
    if (id !== undefined && !closed.has(id) && !summary.skipped.includes(id)) summary.skipped.push(id);
  }
  parcels.forEach((parcel, index) => {
    if (parcel.kind !== 'lot') return;
    // As street data has it (server/src/property/lot-geometry.ts): right-of-way parcels are streets,
    // other lots neighbours, water neither.
    const around = near(expandBBoxByFeet(parcel.box, PARCEL_CONTEXT_FT)).filter((k) => k !== index).map((k) => parcels[k]!);
    const context: LotContext = {
      streets: around.filter((p) => p.kind === 'right_of_way').map((p) => p.lot),
      neighbours: around.filter((p) => p.kind === 'lot').map((p) => p.lot),
    };
    const edges = parcel.edges ? classifyGivenEdges(parcel.lot, parcel.edges, context) : classifyLotEdges(parcel.lot, context);
    summary.parcels++;
    summary.edges += edges.length;
    for (const edge of edges) summary.byKind[edge.kind] = (summary.byKind[edge.kind] ?? 0) + 1;
    each?.(parcel.id, edges);
  });
  return summary;
}

/**
 * The file with lot-line kinds filled in. OZFS edges keep their place, geometry and other properties and
 * get `side`; a polygon lot becomes its edges as OZFS LineStrings (`parcel_id`, `side`) in its place, and
 * right-of-way and water polygons (MassGIS `poly_type`) stay as they are.
 */
export function labelParcelFile(file: ParcelFile): { file: ParcelFile; summary: LabelSummary } {
  const parcels = parcelsOf(file);
  const answers = new Map<string, LotEdge[]>();
  const summary = labelParcels(file, parcels, (id, edges) => answers.set(id, edges));
  const featureOf = new Map<number, { parcel: FileParcel; edge: number }>();
  for (const parcel of parcels) parcel.edgeFeatures?.forEach((f, edge) => featureOf.set(f, { parcel, edge }));
  const polygonOf = new Map(parcels.filter((p) => p.polygonFeature !== undefined).map((p) => [p.polygonFeature!, p]));
  const features: ParcelFileFeature[] = [];
  file.features.forEach((feature, i) => {
    const edge = featureOf.get(i);
    if (edge) {
      const kind = answers.get(edge.parcel.id)?.[edge.edge]?.kind;
      features.push(kind ? { ...feature, properties: { ...feature.properties, side: kind } } : feature);
      return;
    }
    const parcel = polygonOf.get(i);
    if (!parcel || parcel.kind !== 'lot') {
      features.push(feature);
      return;
    }
    for (const e of answers.get(parcel.id) ?? []) {
      features.push({ type: 'Feature', geometry: { type: 'LineString', coordinates: edgeLine(parcel.lot, e) }, properties: { parcel_id: parcel.id, side: e.kind } });
    }
  });
  return { file: { ...file, features }, summary };
}

/** The lot-ring positions from an edge's start to its end, counter-clockwise as classifyLotEdges walks. */
function edgeLine(lot: AreaGeometry, edge: LotEdge): Position[] {
  const ring = lotPart(lot).outer.positions;
  const from = ring.findIndex((p) => same(p, edge.from));
  const to = ring.findIndex((p) => same(p, edge.to));
  if (from < 0 || to < 0) return [edge.from, edge.to];
  const line: Position[] = [];
  for (let i = from; ; i = (i + 1) % ring.length) {
    line.push(ring[i]!);
    if (i === to && line.length > 1) break;
  }
  return line;
}
