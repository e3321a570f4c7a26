// Minimal polygon shapefile writer (.shp, .shx, .dbf) for reader tests.
import { writeFile } from 'node:fs/promises';

/** A DBF column: C (text) or N (number) with its width in bytes. */
export interface DbfField {
  name: string;
  type: 'C' | 'N';
  length: number;
  decimals?: number;
}

/** One record: polygons as lists of rings of [x, y] (outer ring first), or null for a null shape. */
export interface ShapefileRecord {
  polygons: [number, number][][][] | null;
  properties: Record<string, string | number | null | undefined>;
}

/** The encoded bytes of the three shapefile parts. */
export interface ShapefileBytes {
  shp: Uint8Array;
  shx: Uint8Array;
  dbf: Uint8Array;
}

const polygonType = 5;

function clockwiseArea(ring: [number, number][]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    area += (xi - xj) * (yi + yj);
  }
  return area / 2;
}

function orientedRings(polygons: [number, number][][][]): [number, number][][] {
  return polygons.flatMap((rings) => rings.map((ring, index) => {
    const clockwise = clockwiseArea(ring) > 0;
    return clockwise === (index === 0) ? ring : [...ring].reverse();
  }));
}

function fileHeader(view: DataView, lengthBytes: number, box: number[]): void {
  view.setInt32(0, 9994, false);
  view.setInt32(24, lengthBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, polygonType, true);
  box.forEach((value, i) => view.setFloat64(36 + i * 8, value, true));
}

function boundingBox(rings: [number, number][][]): number[] {
  let box: number[] | null = null;
  // A loop, not Math.min(...points): a whole town's points overflow the call stack as arguments.
  for (const ring of rings) {
    for (const [x, y] of ring) {
      box = box === null ? [x, y, x, y] : [Math.min(box[0]!, x), Math.min(box[1]!, y), Math.max(box[2]!, x), Math.max(box[3]!, y)];
    }
  }
  return box ?? [0, 0, 0, 0];
}

function shapeContent(rings: [number, number][][] | null): Uint8Array {
  if (rings === null) return new Uint8Array(4);
  const points = rings.flat();
  const content = new Uint8Array(44 + 4 * rings.length + 16 * points.length);
  const view = new DataView(content.buffer);
  view.setInt32(0, polygonType, true);
  boundingBox(rings).forEach((value, i) => view.setFloat64(4 + i * 8, value, true));
  view.setInt32(36, rings.length, true);
  view.setInt32(40, points.length, true);
  let start = 0;
  rings.forEach((ring, i) => {
    view.setInt32(44 + i * 4, start, true);
    start += ring.length;
  });
  points.forEach(([x, y], i) => {
    view.setFloat64(44 + rings.length * 4 + i * 16, x, true);
    view.setFloat64(52 + rings.length * 4 + i * 16, y, true);
  });
  return content;
}

function encodeShapes(records: ShapefileRecord[]): { shp: Uint8Array; shx: Uint8Array } {
  const ringsList = records.map((record) => (record.polygons === null ? null : orientedRings(record.polygons)));
  const contents = ringsList.map(shapeContent);
  const shpLength = 100 + contents.reduce((sum, content) => sum + 8 + content.length, 0);
  const box = boundingBox(ringsList.flatMap((rings) => rings ?? []));
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(100 + 8 * records.length);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  fileHeader(shpView, shpLength, box);
  fileHeader(shxView, shx.length, box);
  let offset = 100;
  contents.forEach((content, i) => {
    shpView.setInt32(offset, i + 1, false);
    shpView.setInt32(offset + 4, content.length / 2, false);
    shp.set(content, offset + 8);
    shxView.setInt32(100 + i * 8, offset / 2, false);
    shxView.setInt32(104 + i * 8, content.length / 2, false);
    offset += 8 + content.length;
  });
  return { shp, shx };
}

function dbfValue(field: DbfField, value: string | number | null | undefined): Uint8Array {
  const cell = new Uint8Array(field.length).fill(0x20);
  if (value === null || value === undefined) return cell;
  const text = field.type === 'N' && typeof value === 'number' ? value.toFixed(field.decimals ?? 0) : String(value);
  const bytes = new TextEncoder().encode(text).subarray(0, field.length);
  cell.set(bytes, field.type === 'N' ? field.length - bytes.length : 0);
  return cell;
}

function encodeDbf(fields: DbfField[], records: ShapefileRecord[]): Uint8Array {
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const dbf = new Uint8Array(headerLength + recordLength * records.length + 1);
  const view = new DataView(dbf.buffer);
  dbf.set([0x03, 124, 1, 1]);
  view.setUint32(4, records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((field, i) => {
    const at = 32 + i * 32;
    dbf.set(new TextEncoder().encode(field.name).subarray(0, 10), at);
    dbf[at + 11] = field.type.charCodeAt(0);
    dbf[at + 16] = field.length;
    dbf[at + 17] = field.decimals ?? 0;
  });
  dbf[headerLength - 1] = 0x0d;
  records.forEach((record, r) => {
    let at = headerLength + r * recordLength;
    dbf[at++] = 0x20;
    for (const field of fields) {
      dbf.set(dbfValue(field, record.properties[field.name]), at);
      at += field.length;
    }
  });
  dbf[dbf.length - 1] = 0x1a;
  return dbf;
}

/** Encodes polygon records and their attributes as .shp, .shx and .dbf bytes (text stored as UTF-8). */
export function encodeShapefile(fields: DbfField[], records: ShapefileRecord[]): ShapefileBytes {
  return { ...encodeShapes(records), dbf: encodeDbf(fields, records) };
}

/** Encodes a dBase table on its own (a shapefile download's attribute-only tables). */
export function encodeDbfTable(fields: DbfField[], rows: Record<string, string | number | null | undefined>[]): Uint8Array {
  return encodeDbf(fields, rows.map((properties) => ({ polygons: null, properties })));
}

/** Writes <basePath>.shp, .shx and .dbf for the given records. */
export async function writeShapefile(basePath: string, fields: DbfField[], records: ShapefileRecord[]): Promise<ShapefileBytes> {
  const bytes = encodeShapefile(fields, records);
  await Promise.all([
    writeFile(`${basePath}.shp`, bytes.shp),
    writeFile(`${basePath}.shx`, bytes.shx),
    writeFile(`${basePath}.dbf`, bytes.dbf),
  ]);
  return bytes;
}
