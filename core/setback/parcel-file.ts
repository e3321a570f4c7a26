// Lot-line labels for a whole parcel file: an OZFS `.parcel` feed (one LineString per lot edge with
// `parcel_id` and `side`, one Point per parcel) or a GeoJSON of parcel polygons. Every other parcel of the
// file is the context of each lot, found through a grid of boxes: right-of-way polygons (MassGIS
// `poly_type`) are its streets and other lots its neighbours, as street data has them. `npm run
// label-edges` comes here and runs the classifier street data runs, so the file a town gets is the
// product's answer.
//
// What else a town publishes makes the answer a planner's (`LabelSources`): a streets layer (centre
// lines with their names, or right-of-way and pavement polygons) and address points (a point with
// its street, on the lot it stands on). A parcel's own address fields (MassGIS `site_addr`,
// `full_str`; `address`, `street`) name its street too. With them, a corner lot fronts the street its
// address names: named centre lines name its street lines, else the addresses of the lots along and
// across each street do; an address point, never a point inferred inside the lot, is the address.
// Where a town lists its addresses without points (a CSV with each address's map-lot), the list joins
// the parcels by a field, and the town's outline keeps a lot line on the town line from being a street.
import { bboxOf, bboxesIntersect, expandBBoxByFeet, type BBox } from '../geo/bbox';
import type { AreaGeometry, Position } from '../geo/geojson.schema';
import { isInsideArea } from './area-probe';
import { classifyGivenEdges, classifyLotEdges, type LotContext, type LotEdge, type StreetLine } from './lot-edges';
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
  /** The streets the parcel's addresses name (its own fields, and the address points on it). */
  streets: string[];
  /** An address point on the parcel, where an address layer gives one. */
  addressPoint?: Position;
  /** The parcel's own fields (the polygon's, or an OZFS parcel's Point and first edge), for joins. */
  fields: Record<string, unknown>;
}

/** What a town publishes beside its parcels, each optional. */
export interface LabelSources {
  /** Street centre lines (LineString, MultiLineString) with a name, and right-of-way or pavement polygons. */
  streets?: ParcelFile;
  /** Address points, each with its street (or a whole address whose street is read off it). */
  addresses?: ParcelFile;
  /** An address list without points, joined to the parcels by a field (a town's CSV of addresses and map-lots). */
  addressList?: AddressList;
  /** The town's outline: a lot line with nothing mapped beyond it but the town line is no exterior side. */
  townBoundary?: AreaGeometry;
  /** Which parcels of the file are right-of-way where it has no MassGIS `poly_type`: a field and its values (Cambridge: `tax_records` 0). */
  rightOfWay?: { field: string; values: readonly string[] };
}

/** Addresses listed with the id of the parcel each is on, and how that id joins the parcels. */
export interface AddressList {
  rows: readonly Record<string, unknown>[];
  /** The row field holding the parcel's id ("MapLot"). */
  parcelColumn: string;
  /** The parcel field it matches ("ml"). */
  parcelField: string;
  /** The row field holding the street or the whole address; else the street and address fields are looked for. */
  streetColumn?: string;
}

/** Property names (lower case) holding a street name alone. */
const STREET_FIELDS = ['full_str', 'street', 'street_name', 'streetname', 'st_name', 'str_name', 'road', 'road_name'];
/** Property names (lower case) holding a whole address, house number first. */
const ADDRESS_FIELDS = ['site_addr', 'address', 'addr', 'full_address', 'fulladdress', 'location', 'loc_addr'];
/** Property names (lower case) holding a street line's name. */
const NAME_FIELDS = ['name', 'street', 'street_name', 'streetname', 'st_name', 'full_name', 'fullname', 'label', ...STREET_FIELDS];

/** The street of a whole address: its house numbers ("8 10", "18-1", "12A", "8–10") taken off the front. */
export function streetOfAddress(address: string): string {
  return address.replace(/^\s*(?:\d+[A-Za-z]?(?:\s*[-\u2013/]\s*\d+[A-Za-z]?)?\s+)+/, '').trim();
}

/** A property's value by any of `keys`, case-insensitively; a non-empty string or undefined. */
function field(properties: Record<string, unknown> | null, keys: readonly string[]): string | undefined {
  if (!properties) return undefined;
  for (const [key, value] of Object.entries(properties)) {
    if (keys.includes(key.toLowerCase()) && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** The streets a feature's own fields name: a street field, else the street of an address field. */
export function streetsOfProperties(properties: Record<string, unknown> | null): string[] {
  const street = field(properties, STREET_FIELDS);
  if (street) return [street];
  const address = field(properties, ADDRESS_FIELDS);
  const fromAddress = address ? streetOfAddress(address) : '';
  return fromAddress ? [fromAddress] : [];
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

/** Whether a geometry is a polygon with an outer ring; an empty one (Cambridge's file has one) is left as it is. */
function isArea(geometry: { type: string; coordinates: unknown }): boolean {
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return false;
  const first = geometry.type === 'Polygon' ? (geometry.coordinates as Position[][])[0] : (geometry.coordinates as Position[][][])[0]?.[0];
  return (first?.length ?? 0) >= 4;
}

/** The kind of a parcel polygon: its MassGIS `poly_type`, else right-of-way where its field says so. */
function kindOf(properties: Record<string, unknown>, rightOfWay: LabelSources['rightOfWay']): ParcelKind {
  const polyType = properties['poly_type'] ?? properties['POLY_TYPE'];
  if (typeof polyType === 'string' && polyType.trim() !== '') return parcelKindOfPolyType(polyType);
  const value = rightOfWay ? properties[rightOfWay.field] : undefined;
  return value !== undefined && value !== null && rightOfWay!.values.includes(String(value).trim()) ? 'right_of_way' : 'lot';
}

/** The parcels of a file; edges whose lines do not close into a ring are left out (their `side` stays). */
function parcelsOf(file: ParcelFile, rightOfWay?: LabelSources['rightOfWay']): FileParcel[] {
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
    } else if (isArea(geometry)) {
      const lot = geometry as AreaGeometry;
      const id = String(feature.properties?.['parcel_id'] ?? feature.properties?.['id'] ?? i);
      const fields = feature.properties ?? {};
      parcels.push({ id, lot, polygonFeature: i, kind: kindOf(fields, rightOfWay), box: bboxOf(lot), streets: streetsOfProperties(feature.properties), fields });
    }
  });
  // An OZFS file's Point per parcel may carry its address.
  const pointStreets = new Map<string, string[]>();
  const pointFields = new Map<string, Record<string, unknown>>();
  for (const feature of file.features) {
    if (feature.geometry?.type !== 'Point') continue;
    pointFields.set(String(feature.properties?.['parcel_id'] ?? ''), feature.properties ?? {});
    const streets = streetsOfProperties(feature.properties);
    if (streets.length > 0) pointStreets.set(String(feature.properties?.['parcel_id'] ?? ''), streets);
  }
  for (const [id, indices] of byId) {
    const edges = indices.map((i) => file.features[i]!.geometry!.coordinates as Position[]);
    const ring = ringOfEdges(edges);
    if (!ring) continue;
    const lot: AreaGeometry = { type: 'Polygon', coordinates: [ring] };
    const own = indices.flatMap((i) => streetsOfProperties(file.features[i]!.properties));
    const fields = { ...file.features[indices[0]!]!.properties, ...pointFields.get(id) };
    parcels.push({ id, lot, edgeFeatures: indices, edges, kind: 'lot', box: bboxOf(lot), streets: [...new Set([...(pointStreets.get(id) ?? []), ...own])], fields });
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
  /** Parcels whose edge lines do not close into a ring, or whose polygon has none, left as they were. */
  skipped: string[];
  byKind: Record<string, number>;
  /** Rows of the address list, and how many of them joined a parcel of the file. */
  addressList?: { rows: number; joined: number };
}

/** Every lot's edges labelled with the file's other parcels as context; `each` sees every answer. */
export function labelParcelEdges(file: ParcelFile, each?: (id: string, edges: LotEdge[]) => void, sources: LabelSources = {}): LabelSummary {
  return labelParcels(file, parcelsOf(file, sources.rightOfWay), each, sources);
}

/** A street layer's piece, with its box: a centre line with its name, or a street polygon. */
interface StreetPiece {
  box: BBox;
  line?: StreetLine;
  area?: AreaGeometry;
}

/** The streets as pieces: the file's right-of-way parcels, and the streets layer's line parts (with their feature's name) and polygons. */
function streetPieces(layer: ParcelFile | undefined, rightsOfWay: readonly AreaGeometry[]): StreetPiece[] {
  const pieces: StreetPiece[] = rightsOfWay.map((area) => ({ box: bboxOf(area), area }));
  for (const feature of layer?.features ?? []) {
    const geometry = feature.geometry;
    if (!geometry) continue;
    const name = field(feature.properties, NAME_FIELDS);
    if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
      const lines = (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates) as Position[][];
      for (const line of lines) if (line.length >= 2) pieces.push({ box: bboxOf(line), line: name ? { line, name } : { line } });
    } else if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
      pieces.push({ box: bboxOf(geometry as AreaGeometry), area: geometry as AreaGeometry });
    }
  }
  return pieces;
}

/** Puts each address point on the lot it stands in: its street joins the lot's, and the first point is the lot's address point. */
function placeAddresses(layer: ParcelFile | undefined, parcels: FileParcel[], near: (box: BBox) => number[]): void {
  for (const feature of layer?.features ?? []) {
    if (feature.geometry?.type !== 'Point') continue;
    const point = feature.geometry.coordinates as Position;
    const k = near([point[0], point[1], point[0], point[1]]).find((i) => parcels[i]!.kind === 'lot' && isInsideArea(point, parcels[i]!.lot));
    if (k === undefined) continue;
    const parcel = parcels[k]!;
    for (const street of streetsOfProperties(feature.properties)) if (!parcel.streets.includes(street)) parcel.streets.push(street);
    parcel.addressPoint ??= point;
  }
}

/** Joins each listed address to its parcel: its street joins the parcel's, after the parcel's own. Returns how many rows joined. */
function joinAddressList(list: AddressList | undefined, parcels: FileParcel[]): number {
  if (!list) return 0;
  const byKey = new Map<string, FileParcel[]>();
  for (const parcel of parcels) {
    const value = parcel.fields[list.parcelField];
    if (value === undefined || value === null || value === '') continue;
    const key = String(value).trim();
    byKey.set(key, [...(byKey.get(key) ?? []), parcel]);
  }
  let joined = 0;
  for (const row of list.rows) {
    const on = byKey.get(String(row[list.parcelColumn] ?? '').trim());
    if (!on) continue;
    joined++;
    const own = list.streetColumn === undefined ? undefined : row[list.streetColumn];
    const streets = list.streetColumn === undefined ? streetsOfProperties(row) : typeof own === 'string' && own.trim() !== '' ? [streetOfAddress(own)] : [];
    for (const parcel of on) for (const street of streets) if (street !== '' && !parcel.streets.includes(street)) parcel.streets.push(street);
  }
  return joined;
}

/** Every lot's edges labelled with the file's other parcels, and what else the town publishes, as context; `each` sees every answer. */
function labelParcels(file: ParcelFile, parcels: FileParcel[], each?: (id: string, edges: LotEdge[]) => void, sources: LabelSources = {}): LabelSummary {
  const near = gridIndex(parcels.map((p) => p.box), 0.002);
  placeAddresses(sources.addresses, parcels, near);
  const joined = joinAddressList(sources.addressList, parcels);
  const pieces = streetPieces(sources.streets, parcels.filter((p) => p.kind === 'right_of_way').map((p) => p.lot));
  const nearPieces = gridIndex(pieces.map((p) => p.box), 0.002);
  const summary: LabelSummary = { parcels: 0, edges: 0, skipped: [], byKind: {}, ...(sources.addressList ? { addressList: { rows: sources.addressList.rows.length, joined } } : {}) };
  const closed = new Set(parcels.map((p) => p.id));
  file.features.forEach((feature, i) => {
    const geometry = feature.geometry;
    const id = geometry?.type === 'LineString' ? String(feature.properties?.['parcel_id'] ?? '') : undefined;
    if (id !== undefined && !closed.has(id) && !summary.skipped.includes(id)) summary.skipped.push(id);
    if ((geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon') && !isArea(geometry)) summary.skipped.push(String(feature.properties?.['parcel_id'] ?? feature.properties?.['id'] ?? i));
  });
  parcels.forEach((parcel, index) => {
    if (parcel.kind !== 'lot') return;
    // As street data has it (server/src/property/lot-geometry.ts): right-of-way parcels are streets,
    // other lots neighbours, water neither.
    const around = near(expandBBoxByFeet(parcel.box, PARCEL_CONTEXT_FT)).filter((k) => k !== index).map((k) => parcels[k]!);
    const lots = around.filter((p) => p.kind === 'lot');
    const layer = nearPieces(expandBBoxByFeet(parcel.box, PARCEL_CONTEXT_FT)).map((k) => pieces[k]!);
    const streetLines = layer.flatMap((p) => (p.line ? [p.line] : []));
    const context: LotContext = {
      streets: layer.flatMap((p) => (p.area ? [p.area] : [])),
      neighbours: lots.map((p) => p.lot),
      ...(streetLines.length > 0 ? { streetLines } : {}),
      ...(lots.some((p) => p.streets.length > 0) ? { neighbourStreets: lots.map((p) => p.streets) } : {}),
      ...(parcel.streets[0] ? { addressStreet: parcel.streets[0] } : {}),
      ...(parcel.addressPoint ? { addressPoint: parcel.addressPoint } : {}),
      ...(sources.townBoundary ? { townBoundary: sources.townBoundary } : {}),
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
export function labelParcelFile(file: ParcelFile, sources: LabelSources = {}): { file: ParcelFile; summary: LabelSummary } {
  const parcels = parcelsOf(file, sources.rightOfWay);
  const answers = new Map<string, LotEdge[]>();
  const summary = labelParcels(file, parcels, (id, edges) => answers.set(id, edges), sources);
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
