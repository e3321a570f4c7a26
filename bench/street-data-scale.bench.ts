// Address search and street data at scale: a generated town of a million parcels on PostgreSQL,
// queried through the app (server time, warm) with many distinct addresses, against a trivial
// route measured the same way in the same run. The seeded database is kept between runs.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressDetails, AddressSearchResponse } from '../core/api/address.schema';
import { createApp } from '../server/src/app';
import { MIGRATIONS_DIR, openPostgres } from '../server/src/db/database';
import { generateDemoNeighbourhoods } from '../server/src/demo/demo-town';
import { demoChunk, demoJurisdiction, seedDemoTown } from '../server/src/demo/seed-demo-town';
import { createProgressReporter } from '../server/src/import/progress';
import { databaseUrl, withPostgresAdmin } from '../tests/setup/postgres-admin';
import { percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';
import { BENCH_CLIENT_LIMITS } from './support/client-limits';

const PARCELS = Number(process.env.LOTLINE_BENCH_PARCELS ?? 1_000_000);
const QUERIES = Math.min(2_000, Math.floor(PARCELS / 2));
const SCALE = PARCELS % 1_000_000 === 0 ? `${PARCELS / 1_000_000}m` : PARCELS % 1_000 === 0 ? `${PARCELS / 1_000}k` : String(PARCELS);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const secret = 'bench-secret-bench-secret-bench-secret!';

/** Names the seeded data: the migrations and what the seeding writes for the first neighbourhood. */
async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort()) hash.update(await readFile(join(MIGRATIONS_DIR, name)));
  const first = generateDemoNeighbourhoods({ parcels: PARCELS }).next();
  if (!first.done) hash.update(JSON.stringify([demoJurisdiction(first.value), demoChunk(first.value)]));
  return hash.digest('hex').slice(0, 10);
}

/** A seeded database, reused when a complete one of the same schema and generator exists. */
async function seededDatabase(): Promise<{ name: string; seededMs: number | null }> {
  const name = `lotline_bench_${PARCELS}_${await schemaHash()}`;
  const exists = await withPostgresAdmin(SERVER_URL, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return { name, seededMs: null };
  const building = `${name}_building`;
  await withPostgresAdmin(SERVER_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
  });
  const database = openPostgres(databaseUrl(SERVER_URL, building));
  const started = performance.now();
  const progress = createProgressReporter();
  try {
    await database.migrate();
    await seedDemoTown(database.db, { parcels: PARCELS }, progress.report);
    await database.db.execute('ANALYZE');
  } finally {
    progress.finish();
    await database.close();
  }
  const seededMs = performance.now() - started;
  // Renamed only when complete, so an interrupted seeding is never reused.
  await withPostgresAdmin(SERVER_URL, (admin) => admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  return { name, seededMs };
}

function timed(name: string, samples: number[], baseline: number[], baselineName: string, p: number, note: string): BenchResult {
  const value = percentile(samples, p);
  const base = percentile(baseline, p);
  return { name, value: round(value, 2), unit: 'ms', baseline: { name: baselineName, value: round(base, 3) }, ratio: ratio(value, base), runs: samples.length, note };
}

/** p50 and p95 of address search and street data on a million-parcel town. */
export default async function streetDataScale(): Promise<BenchResult[]> {
  const reachable = await withPostgresAdmin(SERVER_URL, async () => true).catch(() => false);
  if (!reachable) {
    console.log(`  street-data-scale skipped: no PostgreSQL at ${SERVER_URL}`);
    return [];
  }
  const { name, seededMs } = await seededDatabase();
  const database = openPostgres(databaseUrl(SERVER_URL, name), { max: 4 });
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
    let firstIsRight = 0;
    for (const row of sample.rows) {
      health.push((await request('/api/health')).ms);
      const typed = `${row.street_number} ${row.street.replace(/ Street$/, ' St').replace(/ Avenue$/, ' Ave').toLowerCase()}`;
      const found = await request(`/api/address/search?q=${encodeURIComponent(typed)}`);
      search.push(found.ms);
      if ((JSON.parse(found.body) as AddressSearchResponse).results[0]?.place_id === row.id) firstIsRight += 1;
      const details = JSON.parse((await request(`/api/address/details?place_id=${encodeURIComponent(row.id)}`)).body) as AddressDetails;
      streetData.push((await request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`)).ms);
    }
    const [{ n } = { n: 0 }] = ((await database.db.execute('SELECT count(*)::int AS n FROM parcels')) as unknown as { rows: { n: number }[] }).rows;
    const note = `${n} parcels on PostgreSQL, ${QUERIES} distinct addresses; right address first for ${firstIsRight} of ${QUERIES}${seededMs ? `; seeded in ${round(seededMs / 1000)} s` : ''}`;
    const baselineName = 'GET /api/health through the same app';
    return [
      timed(`search.p95.${SCALE}`, search, health, baselineName, 95, `${note}; target under 20 ms`),
      timed(`search.p50.${SCALE}`, search, health, baselineName, 50, note),
      timed(`street-data.p95.${SCALE}`, streetData, health, baselineName, 95, `${note}; target under 30 ms`),
      timed(`street-data.p50.${SCALE}`, streetData, health, baselineName, 50, note),
    ];
  } finally {
    await database.close();
  }
}
