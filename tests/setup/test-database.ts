// Test databases: a fresh, migrated database per call (or, for a migration's own test, an empty one). On PGlite (the default) every call clones
// one template that the global setup migrated and dumped (cold start of PGlite is slow, a clone
// is about a second); with DATABASE_URL every call creates a PostgreSQL database from a template.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, openPostgres, PGLITE_EXTENSIONS, type Database } from '../../server/src/db/database';
import { databaseUrl, withPostgresAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; template: string };
  }
}

let template: Promise<PGlite> | undefined;
let counter = 0;

/** A fresh migrated database; close it when the test is done. */
export async function createTestDatabase(): Promise<Database> {
  const config = inject('testDatabase');
  if (config.kind === 'pglite') {
    template ??= readFile(config.dumpFile).then((bytes) => PGlite.create({ loadDataDir: new Blob([bytes]), extensions: PGLITE_EXTENSIONS }));
    const clone = (await (await template).clone()) as PGlite;
    return fromPglite(clone);
  }
  const name = `lotline_t_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await withPostgresAdmin(config.serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${config.template}"`));
  const database = openPostgres(databaseUrl(config.serverUrl, name), { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await withPostgresAdmin(config.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A fresh database without any migration applied (for tests of a migration itself); close it when done. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const config = inject('testDatabase');
  if (config.kind === 'pglite') return fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const name = `lotline_e_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await withPostgresAdmin(config.serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = openPostgres(databaseUrl(config.serverUrl, name), { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await withPostgresAdmin(config.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
