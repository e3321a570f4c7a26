// Address search, street data and the base map at scale: a generated town of a million parcels on
// PostgreSQL, queried through the app (server time, warm) with many distinct addresses, against a
// trivial route measured the same way in the same run. The base map is measured as a report's view
// asks for it: the cells around the lot, with the bytes they weigh compressed. The seeded database is
// kept between runs.
import { gzipSync } from 'node:zlib';
import { basemapCellOf } from '../core/api/basemap.schema';
import type { AddressDetails, AddressSearchResponse } from '../core/api/address.schema';
import { createApp } from '../server/src/app';
import { openPostgres } from '../server/src/db/database';
import { BENCH_POSTGRES_URL, isPostgresReachable, seededDemoDatabase } from './support/seeded-postgres';
import { percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';
import { BENCH_CLIENT_LIMITS } from './support/client-limits';

const PARCELS = Number(process.env.LOTLINE_BENCH_PARCELS ?? 1_000_000);
const QUERIES = Math.min(2_000, Math.floor(PARCELS / 2));
const SCALE = PARCELS % 1_000_000 === 0 ? `${PARCELS / 1_000_000}m` : PARCELS % 1_000 === 0 ? `${PARCELS / 1_000}k` : String(PARCELS);
const secret = 'bench-secret-bench-secret-bench-secret!';

function timed(name: string, samples: number[], baseline: number[], baselineName: string, p: number, note: string): BenchResult {
  const value = percentile(samples, p);
  const base = percentile(baseline, p);
  return { name, value: round(value, 2), unit: 'ms', baseline: { name: baselineName, value: round(base, 3) }, ratio: ratio(value, base), runs: samples.length, note };
}

/** p50 and p95 of address search and street data on a million-parcel town. */
export default async function streetDataScale(): Promise<BenchResult[]> {
  if (!(await isPostgresReachable())) {
    console.log(`  street-data-scale skipped: no PostgreSQL at ${BENCH_POSTGRES_URL}`);
    return [];
  }
  const { url, seededMs } = await seededDemoDatabase('lotline_bench', PARCELS);
  const database = openPostgres(url, { max: 4 });
  try {
    const app = createApp({ database, secret, clientLimits: BENCH_CLIENT_LIMITS });
    const sample = (await database.db.execute(`SELECT street_number, street, label, id FROM addresses ORDER BY md5(id) LIMIT ${QUERIES}`)) as unknown as {
      rows: { street_number: string; street: string; label: string; id: string }[];
    };
    const request = async (path: string) => {
      const started = performance.now();
      const response = await app.request(path);
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms, body };
    };
    for (const row of sample.rows.slice(0, 200)) await request(`/api/address/search?q=${encodeURIComponent(`${row.street_number} ${row.street}`)}`);

    const health: number[] = [];
    const search: number[] = [];
    const streetData: number[] = [];
    const basemap: number[] = [];
    const viewBytes: number[] = [];
    let firstIsRight = 0;
    for (const row of sample.rows) {
      health.push((await request('/api/health')).ms);
      const typed = `${row.street_number} ${row.street.replace(/ Street$/, ' St').replace(/ Avenue$/, ' Ave').toLowerCase()}`;
      const found = await request(`/api/address/search?q=${encodeURIComponent(typed)}`);
      search.push(found.ms);
      if ((JSON.parse(found.body) as AddressSearchResponse).results[0]?.place_id === row.id) firstIsRight += 1;
      const details = JSON.parse((await request(`/api/address/details?place_id=${encodeURIComponent(row.id)}`)).body) as AddressDetails;
      streetData.push((await request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`)).ms);
      // A report's first view (the lot fitted at zoom 20.5, some 200 ft across) asks for the cells
      // within a quarter view of the lot: the lot's cell and those its padded view reaches.
      const pad = 0.0005;
      const cells = new Set<string>();
      for (const dx of [-pad, pad]) for (const dy of [-pad, pad]) cells.add(basemapCellOf([details.lng + dx, details.lat + dy]).join(','));
      let bytes = 0;
      for (const cell of cells) {
        const answer = await request(`/api/basemap?cell=${cell}`);
        basemap.push(answer.ms);
        bytes += gzipSync(answer.body).length;
      }
      viewBytes.push(bytes);
    }
    const [{ n } = { n: 0 }] = ((await database.db.execute('SELECT count(*)::int AS n FROM parcels')) as unknown as { rows: { n: number }[] }).rows;
    const note = `${n} parcels on PostgreSQL, ${QUERIES} distinct addresses; right address first for ${firstIsRight} of ${QUERIES}${seededMs ? `; seeded in ${round(seededMs / 1000)} s` : ''}`;
    const baselineName = 'GET /api/health through the same app';
    return [
      timed(`search.p95.${SCALE}`, search, health, baselineName, 95, `${note}; target under 20 ms`),
      timed(`search.p50.${SCALE}`, search, health, baselineName, 50, note),
      timed(`street-data.p95.${SCALE}`, streetData, health, baselineName, 95, `${note}; target under 30 ms`),
      timed(`street-data.p50.${SCALE}`, streetData, health, baselineName, 50, note),
      timed(`basemap.cell.p95.${SCALE}`, basemap, health, baselineName, 95, `${note}; ${basemap.length} cells of the views of those addresses; target under 50 ms`),
      {
        name: `basemap.view-bytes.p50.${SCALE}`,
        value: round(percentile(viewBytes, 50) / 1024, 1),
        unit: 'KB gzip',
        baseline: { name: 'target', value: 15 },
        ratio: ratio(percentile(viewBytes, 50) / 1024, 15),
        runs: viewBytes.length,
        note: `the cells a report's first view asks for, compressed, per address (p95 ${round(percentile(viewBytes, 95) / 1024, 1)} KB); the code the base map adds is in the bundle sizes`,
      },
    ];
  } finally {
    await database.close();
  }
}
