// Global setup of the `db` project: migrate one template database per run (or reuse the cached
// one while the migrations are unchanged) and tell the tests where it is.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, MIGRATIONS_DIR, openPostgres, PGLITE_EXTENSIONS } from '../../server/src/db/database';
import { databaseUrl, withPostgresAdmin } from './postgres-admin';

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
  hash.update(pglite.version);
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    const path = join(MIGRATIONS_DIR, name);
    if ((await stat(path)).isFile()) hash.update(name).update(await readFile(path));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = await migrationsHash();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `lotline_tpl_${hash}`;
    await withPostgresAdmin(serverUrl, async (admin) => {
      const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (existing.rowCount) return;
      await admin.query(`CREATE DATABASE "${template}"`);
      const db = openPostgres(databaseUrl(serverUrl, template), { max: 1 });
      try {
        await db.migrate();
      } catch (error) {
        await db.close();
        await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        throw error;
      }
      await db.close();
    });
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return;
  }
  const cacheDir = 'node_modules/.cache/lotline';
  const dumpFile = join(cacheDir, `pglite-template-${hash}.tar`);
  const cached = await stat(dumpFile).then(() => true, () => false);
  if (!cached) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = fromPglite(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpFile: join(process.cwd(), dumpFile) });
}
