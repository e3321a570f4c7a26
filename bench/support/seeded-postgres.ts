// A generated demo town seeded into its own PostgreSQL database for benchmarks, kept between runs
// and reused while the migrations and the generator are unchanged (its name carries their hash).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openPostgres } from '../../server/src/db/database';
import { generateDemoNeighbourhoods } from '../../server/src/demo/demo-town';
import { demoChunk, demoJurisdiction, seedDemoTown } from '../../server/src/demo/seed-demo-town';
import { createProgressReporter } from '../../server/src/import/progress';
import { databaseUrl, withPostgresAdmin } from '../../tests/setup/postgres-admin';

/** The PostgreSQL server benchmarks use: DATABASE_URL, else the local one. */
export const BENCH_POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at `serverUrl`. */
export async function isPostgresReachable(serverUrl = BENCH_POSTGRES_URL): Promise<boolean> {
  return withPostgresAdmin(serverUrl, async () => true).catch(() => false);
}

/** Names the seeded data: the migrations and what the seeding writes for the first neighbourhood. */
async function schemaHash(parcels: number): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort()) hash.update(await readFile(join(MIGRATIONS_DIR, name)));
  const first = generateDemoNeighbourhoods({ parcels }).next();
  if (!first.done) hash.update(JSON.stringify([demoJurisdiction(first.value), demoChunk(first.value)]));
  return hash.digest('hex').slice(0, 10);
}

/**
 * A database `<prefix>_<parcels>_<hash>` holding the demo town of `parcels` parcels, reused when a
 * complete one exists; `seededMs` is null when it was reused.
 */
export async function seededDemoDatabase(prefix: string, parcels: number, serverUrl = BENCH_POSTGRES_URL): Promise<{ name: string; url: string; seededMs: number | null }> {
  const name = `${prefix}_${parcels}_${await schemaHash(parcels)}`;
  const url = databaseUrl(serverUrl, name);
  const exists = await withPostgresAdmin(serverUrl, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return { name, url, seededMs: null };
  const building = `${name}_building`;
  await withPostgresAdmin(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
  });
  const database = openPostgres(databaseUrl(serverUrl, building));
  const started = performance.now();
  const progress = createProgressReporter();
  try {
    await database.migrate();
    await seedDemoTown(database.db, { parcels }, progress.report);
    await database.db.execute('ANALYZE');
  } finally {
    progress.finish();
    await database.close();
  }
  const seededMs = performance.now() - started;
  // Renamed only when complete, so an interrupted seeding is never reused.
  await withPostgresAdmin(serverUrl, (admin) => admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  return { name, url, seededMs };
}
