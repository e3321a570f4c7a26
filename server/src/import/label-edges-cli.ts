// `npm run label-edges -- IN OUT [options]`: labels the lot edges of a parcel file with Lotline's own
// answer. IN is an OZFS `.parcel` feed (one LineString per lot edge, with `parcel_id`) or a GeoJSON of
// parcel polygons; OUT is the same file with every edge's `side` filled in (front, rear, interior side,
// exterior side or unknown). What else a town publishes (a streets layer, address points or an address
// list, its boundary) makes the answer a planner's; label-edges.ts reads the options and files.
import { writeFile } from 'node:fs/promises';
import { labelEdges } from './label-edges';

const result = await labelEdges(process.argv.slice(2));
if (!result.ok) {
  console.error(result.error);
  process.exit(result.code);
}
await writeFile(result.output, `${JSON.stringify(result.file)}\n`);
for (const line of result.lines) console.log(line);
