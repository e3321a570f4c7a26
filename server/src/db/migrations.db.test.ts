// Migrations are transactional on both databases (issue 10): the pending migrations of a start run
// in one transaction, so a migration that fails half way leaves none of its statements, and none
// of the migrations before it in the same run, applied; fixed and run again, they all apply.
// The migrations here are the real ones followed by test ones in a copy of the folder.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { MIGRATIONS_DIR, queryRows, type Database } from './database';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

let database: Database;
let folder: string;
let realCount: number;

/** The real migrations plus `extra` (tag and SQL, statements split by drizzle's breakpoint marker) in a new folder. */
async function migrationsWith(extra: { tag: string; sql: string[] }[]): Promise<string> {
  const dir = await mkdtemp(join(folder, 'migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries[journal.entries.length - 1]!;
  for (const [i, migration] of extra.entries()) {
    journal.entries.push({ idx: last.idx + i + 1, version: last.version, when: last.when + (i + 1) * 1000, tag: migration.tag, breakpoints: true });
    await writeFile(join(dir, `${migration.tag}.sql`), migration.sql.join('\n--> statement-breakpoint\n'));
  }
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

const applied = async () => (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n;
const tableExists = async (name: string) => (await queryRows<{ t: string | null }>(database.db, sql`SELECT to_regclass(${name})::text AS t`))[0]!.t !== null;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'lotline-migrations-'));
  realCount = (JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('leave nothing applied when one of the pending ones fails half way, and apply all once fixed', async () => {
    expect(await applied()).toBe(realCount);
    const good = { tag: '9000_test_good', sql: ['CREATE TABLE migration_test_good (id integer PRIMARY KEY)', 'INSERT INTO migration_test_good VALUES (1)'] };
    const broken = { tag: '9001_test_broken', sql: ['CREATE TABLE migration_test_half (id integer)', 'ALTER TABLE migration_test_half ADD COLUMN id integer'] };
    await expect(database.migrate(await migrationsWith([good, broken]))).rejects.toThrow(/migration_test_half|already exists/);
    expect(await applied()).toBe(realCount);
    expect(await tableExists('migration_test_good')).toBe(false);
    expect(await tableExists('migration_test_half')).toBe(false);

    const fixed = { tag: '9001_test_broken', sql: ['CREATE TABLE migration_test_half (id integer)', 'ALTER TABLE migration_test_half ADD COLUMN name text'] };
    await database.migrate(await migrationsWith([good, fixed]));
    expect(await applied()).toBe(realCount + 2);
    expect(await queryRows(database.db, sql`SELECT id FROM migration_test_good`)).toEqual([{ id: 1 }]);
    expect((await queryRows<{ column_name: string }>(database.db, sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'migration_test_half' ORDER BY ordinal_position`)).map((row) => row.column_name)).toEqual(['id', 'name']);
  });
});
