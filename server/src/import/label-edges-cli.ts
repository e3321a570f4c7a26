// `npm run label-edges -- IN OUT`: labels the lot edges of a parcel file with Lotline's own answer.
// IN is an OZFS `.parcel` feed (one LineString per lot edge, with `parcel_id`) or a GeoJSON of parcel
// polygons; OUT is the same file with every edge's `side` filled in (front, rear, interior side,
// exterior side or unknown), edges in their order and unchanged. The other parcels of the file are each
// lot's context, as the server's neighbouring parcels are (core/setback/parcel-file.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { labelParcelFile, type ParcelFile } from '../../../core/setback';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('Usage: npm run label-edges -- <in.parcel|in.geojson> <out>');
  process.exit(2);
}

let file: ParcelFile;
try {
  file = JSON.parse(await readFile(input, 'utf8')) as ParcelFile;
} catch (error) {
  console.error(`Cannot read ${input}: ${(error as Error).message}`);
  process.exit(1);
}
if (file?.type !== 'FeatureCollection' || !Array.isArray(file.features)) {
  console.error(`${input} is not a GeoJSON FeatureCollection (an OZFS .parcel file or parcel polygons).`);
  process.exit(1);
}

const started = performance.now();
const { file: labelled, summary } = labelParcelFile(file);
const ms = performance.now() - started;
await writeFile(output, `${JSON.stringify(labelled)}\n`);
const kinds = Object.entries(summary.byKind).map(([kind, count]) => `${count} ${kind}`).join(', ');
console.log(`Labelled ${summary.edges} edges of ${summary.parcels} parcels in ${(ms / 1000).toFixed(1)} s: ${kinds}.`);
if (summary.skipped.length > 0) {
  console.log(`Left ${summary.skipped.length} parcels as they were (their edges do not close into a ring): ${summary.skipped.slice(0, 10).join(', ')}${summary.skipped.length > 10 ? ', ...' : ''}`);
}
