// Whether the database can serve requests (GET /readyz, issue 10): it answers a query within a
// short time, and every migration of server/db/migrations has been applied. Drizzle's migrators
// (PGlite and node-postgres alike) record each applied migration in drizzle.__drizzle_migrations
// with the `when` of its journal entry, and apply those newer than the newest row.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, queryRows, type Database } from './database';

/** The answer of `checkReadiness`: ready, or why not (`reason` may be shown to anyone, `detail` is for the logs). */
export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };

/** Options of `checkReadiness`. */
export interface ReadinessOptions {
  /** How long the database may take to answer, in ms. Default 2000. */
  timeoutMs?: number;
}

let journalLatest: Promise<number> | undefined;

/** The `when` (ms since the epoch) of the newest entry of the migrations' journal, read once. */
export function latestMigrationWhen(): Promise<number> {
  journalLatest ??= readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return journalLatest;
}

function timeout(ms: number): { promise: Promise<Readiness>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `The database did not answer within ${ms} ms.` }), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Asks the database `select 1` and for its newest applied migration, within the time limit. */
export async function checkReadiness(database: Database, options: ReadinessOptions = {}): Promise<Readiness> {
  const limit = timeout(options.timeoutMs ?? 2_000);
  try {
    const check = async (): Promise<Readiness> => {
      await database.db.execute(sql`select 1`);
      const [row] = await queryRows<{ latest: string | number | null }>(database.db, sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
      const applied = row?.latest === null || row?.latest === undefined ? 0 : Number(row.latest);
      const expected = await latestMigrationWhen();
      return applied >= expected ? { ready: true } : { ready: false, reason: 'The database has migrations to apply.' };
    };
    return await Promise.race([check(), limit.promise]);
  } catch (error) {
    // The driver's message may name hosts and ports: it goes to the logs only.
    return { ready: false, reason: 'The database did not answer.', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    limit.cancel();
  }
}
