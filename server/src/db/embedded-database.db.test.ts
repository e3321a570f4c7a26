// The embedded database on disk (decision 022): PostgreSQL runs with fsync on and a commit calls
// the host's fsync before it is acknowledged; a second open of the same directory is refused
// while the first is open, and a lock left by a dead process is taken over. Embedded only: with
// DATABASE_URL (CI's PostgreSQL pass) this is skipped, as it would only repeat the first pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockPathOf } from './data-dir-lock';
import { openPglite, queryRows } from './database';

const skipped = process.env.DATABASE_URL ? ' (skipped: DATABASE_URL is set)' : '';
let root: string;

describe.skipIf(skipped !== '')(`the embedded database on disk${skipped}`, () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lotline-embedded-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('syncs a commit to the disk before it answers', async () => {
    const database = await openPglite(join(root, 'pglite'));
    const fsyncSync = vi.spyOn(fs, 'fsyncSync');
    // The durability module imported fsyncSync by name: make the spy visible through that binding.
    syncBuiltinESMExports();
    try {
      expect(await queryRows(database.db, sql`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method') ORDER BY name`)).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await database.db.execute(sql`CREATE TABLE durable (id integer)`);
      fsyncSync.mockClear();
      await database.db.execute(sql`INSERT INTO durable VALUES (1)`);
      expect(fsyncSync.mock.calls.length).toBeGreaterThanOrEqual(1);
      fsyncSync.mockClear();
      await database.db.execute(sql`SELECT * FROM durable`);
      expect(fsyncSync).not.toHaveBeenCalled();
    } finally {
      fsyncSync.mockRestore();
      syncBuiltinESMExports();
      await database.close();
    }
  });

  it('lets one process at a time open a data directory, and takes over the lock of a dead one', async () => {
    // The directory of the test above: reopening is quicker than a new one (initdb).
    const dir = join(root, 'pglite');
    const first = await openPglite(dir);
    const second = await openPglite(dir).then(
      () => 'opened',
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as DataDirInUseError).message).toBe(`The embedded database ${dir} is in use by process ${process.pid} (a running Lotline server or command): stop it first.`);
    await first.close();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);

    // A server killed with SIGKILL leaves its lock behind; its process is gone.
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(lockPathOf(dir), `${deadPid}\nsomewhere\n2026-01-01T00:00:00.000Z\n`);
    const reopened = await openPglite(dir);
    expect(fs.readFileSync(lockPathOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await reopened.close();
  });
});
