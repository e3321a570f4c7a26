// `npm run label-edges -- IN OUT [--streets STREETS] [--addresses ADDRESSES]`: labels the lot edges of a
// parcel file with Lotline's own answer. IN is an OZFS `.parcel` feed (one LineString per lot edge, with
// `parcel_id`) or a GeoJSON of parcel polygons; OUT is the same file with every edge's `side` filled in
// (front, rear, interior side, exterior side or unknown), edges in their order and unchanged. The other
// parcels of the file are each lot's context, as the server's neighbouring parcels are
// (core/setback/parcel-file.ts). What else a town publishes makes the answer a planner's: STREETS, a
// GeoJSON of street centre lines with their names or of right-of-way and pavement polygons; ADDRESSES, a
// GeoJSON of address points with their street (or whole address). With them a corner lot fronts the
// street its address names.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { labelParcelFile, type ParcelFile } from '../../../core/setback';

const USAGE = 'Usage: npm run label-edges -- <in.parcel|in.geojson> <out> [--streets streets.geojson] [--addresses addresses.geojson]';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { streets: { type: 'string' }, addresses: { type: 'string' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [input, output] = parsed.positionals;
if (!input || !output) {
  console.error(USAGE);
  process.exit(2);
}

/** A GeoJSON FeatureCollection read from `path`, or an exit with the reason. */
async function readCollection(path: string, what: string): Promise<ParcelFile> {
  let file: ParcelFile;
  try {
    file = JSON.parse(await readFile(path, 'utf8')) as ParcelFile;
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    process.exit(1);
  }
  if (file?.type !== 'FeatureCollection' || !Array.isArray(file.features)) {
    console.error(`${path} is not a GeoJSON FeatureCollection (${what}).`);
    process.exit(1);
  }
  return file;
}

const file = await readCollection(input, 'an OZFS .parcel file or parcel polygons');
const streets = parsed.values.streets ? await readCollection(parsed.values.streets, 'street centre lines or right-of-way polygons') : undefined;
const addresses = parsed.values.addresses ? await readCollection(parsed.values.addresses, 'address points') : undefined;

const started = performance.now();
const { file: labelled, summary } = labelParcelFile(file, { ...(streets ? { streets } : {}), ...(addresses ? { addresses } : {}) });
const ms = performance.now() - started;
await writeFile(output, `${JSON.stringify(labelled)}\n`);
const kinds = Object.entries(summary.byKind).map(([kind, count]) => `${count} ${kind}`).join(', ');
console.log(`Labelled ${summary.edges} edges of ${summary.parcels} parcels in ${(ms / 1000).toFixed(1)} s: ${kinds}.`);
if (streets) console.log(`Streets layer: ${streets.features.length} features.`);
if (addresses) console.log(`Address points: ${addresses.features.length} features.`);
if (summary.skipped.length > 0) {
  console.log(`Left ${summary.skipped.length} parcels as they were (their edges do not close into a ring): ${summary.skipped.slice(0, 10).join(', ')}${summary.skipped.length > 10 ? ', ...' : ''}`);
}
