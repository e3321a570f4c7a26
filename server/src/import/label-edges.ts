// What `npm run label-edges` does, testable without a process: reads the options and the files a town
// publishes beside its parcels, in the forms towns publish them, and labels the parcel file with
// core's answer (core/setback/parcel-file.ts). A streets layer and address points are read by the
// importer's readers (GeoJSON, TopoJSON, FlatGeobuf, shapefile, zipped shapefile); an address list is a
// CSV joined to the parcels by a column and a field; the town's outline is a boundary file or, where the
// parcels tile the whole town, their own outer edge (decision 069). A bad option or file is a one-line
// reason and an exit code, never a stack trace.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import type { AreaGeometry, Position } from '../../../core/geo';
import { labelParcelFile, parcelFabricOutline, type AddressList, type LabelSources, type LabelSummary, type ParcelFile, type ParcelFileFeature } from '../../../core/setback';
import { readCsv } from './readers/read-csv';
import { readFeatures } from './readers/read-features';

/** The command line, as `npm run label-edges` prints it on a usage error. */
export const LABEL_EDGES_USAGE =
  'Usage: npm run label-edges -- <in.parcel|in.geojson> <out> [--streets FILE [--streets-layer NAME]] ' +
  '[--addresses FILE.geojson | --addresses FILE.csv --address-join COLUMN=FIELD [--address-street COLUMN]] ' +
  '[--right-of-way FIELD=VALUE[,VALUE...]] [--boundary FILE | --boundary-from-parcels]';

/** What a run came to: the labelled file and what to print, or why it stopped and the exit code. */
export type LabelEdgesResult =
  | { ok: true; output: string; file: ParcelFile; summary: LabelSummary; lines: string[] }
  | { ok: false; code: 1 | 2; error: string };

/** A reason to stop, with its exit code: 2 for the command line, 1 for a file. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

/** `NAME=VALUE` split at its first `=`, or a usage refusal naming the option. */
function pairOf(option: string, value: string): [string, string] {
  const at = value.indexOf('=');
  if (at <= 0 || at === value.length - 1) throw new Refusal(`--${option} wants NAME=VALUE, got "${value}".`, 2);
  return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
}

/** The features of a geodata file as a FeatureCollection, or a refusal saying why not. */
async function readLayer(path: string, what: string, layer?: string): Promise<ParcelFile> {
  const features: ParcelFileFeature[] = [];
  try {
    for await (const f of readFeatures(path, layer ? { layer } : {})) features.push({ type: 'Feature', geometry: f.geometry, properties: f.properties });
  } catch (error) {
    throw new Refusal(`Cannot read ${path} (${what}): ${(error as Error).message.split('\n')[0]}`, 1);
  }
  return { type: 'FeatureCollection', features };
}

/** The parcel file: a GeoJSON FeatureCollection, or a refusal. */
async function readParcelFile(path: string): Promise<ParcelFile> {
  let file: ParcelFile;
  try {
    file = JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, '')) as ParcelFile;
  } catch (error) {
    throw new Refusal(`Cannot read ${path}: ${(error as Error).message.split('\n')[0]}`, 1);
  }
  if (file?.type !== 'FeatureCollection' || !Array.isArray(file.features)) throw new Refusal(`${path} is not a GeoJSON FeatureCollection (an OZFS .parcel file or parcel polygons).`, 1);
  return file;
}

/** An address list from a CSV, its columns checked against the options; the join is checked once the parcels are read. */
async function readAddressList(path: string, join: string, streetColumn: string | undefined): Promise<AddressList> {
  const [parcelColumn, parcelField] = pairOf('address-join', join);
  const rows: Record<string, string>[] = [];
  try {
    for await (const row of readCsv(path)) rows.push(row);
  } catch (error) {
    throw new Refusal(`Cannot read ${path}: ${(error as Error).message.split('\n')[0]}`, 1);
  }
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  for (const column of [parcelColumn, ...(streetColumn ? [streetColumn] : [])]) {
    if (!columns.includes(column)) throw new Refusal(`${path} has no column ${column} (columns: ${columns.join(', ') || 'none'}).`, 1);
  }
  return { rows, parcelColumn, parcelField, ...(streetColumn ? { streetColumn } : {}) };
}

/** The town's outline from a boundary file: its polygons, as one area; a refusal when it has none. */
async function readBoundary(path: string): Promise<AreaGeometry> {
  const layer = await readLayer(path, 'the town boundary');
  const polygons: Position[][][] = [];
  for (const f of layer.features) {
    if (f.geometry?.type === 'Polygon') polygons.push(f.geometry.coordinates as Position[][]);
    else if (f.geometry?.type === 'MultiPolygon') polygons.push(...(f.geometry.coordinates as Position[][][]));
  }
  if (polygons.length === 0) throw new Refusal(`${path} has no polygon to be the town boundary.`, 1);
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
}

/** Reads the options and files, and labels the parcel file; the caller writes the file and prints the lines. */
export async function labelEdges(args: readonly string[]): Promise<LabelEdgesResult> {
  try {
    return await run(args);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, error: error.message };
    throw error;
  }
}

async function run(args: readonly string[]): Promise<LabelEdgesResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        streets: { type: 'string' },
        'streets-layer': { type: 'string' },
        addresses: { type: 'string' },
        'address-join': { type: 'string' },
        'address-street': { type: 'string' },
        'right-of-way': { type: 'string' },
        boundary: { type: 'string' },
        'boundary-from-parcels': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new Refusal(`${(error as Error).message.split('\n')[0]} ${LABEL_EDGES_USAGE}`, 2);
  }
  const { values } = parsed;
  const [input, output, ...extra] = parsed.positionals;
  if (!input || !output || extra.length > 0) throw new Refusal(LABEL_EDGES_USAGE, 2);
  const isCsv = values.addresses !== undefined && extname(values.addresses).toLowerCase() === '.csv';
  if (isCsv && !values['address-join']) throw new Refusal(`An address list (${values.addresses}) needs --address-join COLUMN=FIELD: its column of parcel ids and the parcels' field they match.`, 2);
  if (!isCsv && (values['address-join'] || values['address-street'])) throw new Refusal('--address-join and --address-street are for an address list in a .csv given with --addresses.', 2);
  if (values['streets-layer'] && !values.streets) throw new Refusal('--streets-layer names a layer of the --streets file; give --streets.', 2);
  if (values.boundary && values['boundary-from-parcels']) throw new Refusal('Give the town boundary one way: --boundary FILE or --boundary-from-parcels.', 2);
  const rightOfWay = values['right-of-way'] ? pairOf('right-of-way', values['right-of-way']) : undefined;

  const file = await readParcelFile(input);
  const sources: LabelSources = {};
  const lines: string[] = [];
  if (values.streets) {
    sources.streets = await readLayer(values.streets, 'street centre lines or right-of-way and pavement polygons', values['streets-layer']);
    lines.push(`Streets layer: ${sources.streets.features.length} features.`);
  }
  if (values.addresses && isCsv) {
    sources.addressList = await readAddressList(values.addresses, values['address-join']!, values['address-street']);
    const field = sources.addressList.parcelField;
    if (!file.features.some((f) => f.properties?.[field] !== undefined)) throw new Refusal(`No parcel of ${input} has the field ${field} that --address-join names.`, 1);
  } else if (values.addresses) {
    sources.addresses = await readLayer(values.addresses, 'address points');
    lines.push(`Address points: ${sources.addresses.features.length} features.`);
  }
  if (rightOfWay) sources.rightOfWay = { field: rightOfWay[0], values: rightOfWay[1].split(',').map((v) => v.trim()) };
  if (values.boundary) {
    sources.townBoundary = await readBoundary(values.boundary);
    lines.push(`Town boundary: ${values.boundary}.`);
  } else if (values['boundary-from-parcels']) {
    const outline = parcelFabricOutline(file);
    if (!outline) throw new Refusal(`The outer edge of the parcels of ${input} closes no ring; give --boundary FILE.`, 1);
    sources.townBoundary = outline;
    lines.push(`Town boundary: the outer edge of the parcels (${outline.coordinates[0]!.length - 1} corners).`);
  }

  const started = performance.now();
  const { file: labelled, summary } = labelParcelFile(file, sources);
  const ms = performance.now() - started;
  if (summary.addressList && summary.addressList.joined === 0) {
    const list = sources.addressList!;
    throw new Refusal(`No row of ${values.addresses} joins a parcel: its ${list.parcelColumn} (e.g. "${String(list.rows[0]?.[list.parcelColumn] ?? '')}") matches no ${list.parcelField} of ${input}.`, 1);
  }
  if (summary.addressList) lines.push(`Address list: ${summary.addressList.joined} of ${summary.addressList.rows} rows on parcels of the file.`);
  const kinds = Object.entries(summary.byKind).map(([kind, count]) => `${count} ${kind}`).join(', ');
  lines.unshift(`Labelled ${summary.edges} edges of ${summary.parcels} parcels in ${(ms / 1000).toFixed(1)} s: ${kinds}.`);
  if (summary.skipped.length > 0) {
    lines.push(`Left ${summary.skipped.length} parcels as they were (no ring: their edges do not close, or their polygon is empty): ${summary.skipped.slice(0, 10).join(', ')}${summary.skipped.length > 10 ? ', ...' : ''}`);
  }
  return { ok: true, output, file: labelled, summary, lines };
}
