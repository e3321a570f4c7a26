// The PostgreSQL pool survives the server ending its idle connections (a restart, a failover):
// the next query opens a new connection and the process does not crash. PostgreSQL only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { withPostgresAdmin } from '../../../tests/setup/postgres-admin';
import type { Database } from './database';

const serverUrl = process.env.DATABASE_URL;
let database: Database;

describe.skipIf(!serverUrl)(`PostgreSQL pool${serverUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('replaces a connection the server terminated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = (await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] };
    const pid = first.rows[0]!.pid;
    await withPostgresAdmin(serverUrl!, (client) => client.query('SELECT pg_terminate_backend($1)', [pid]));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection')));
    const second = (await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] };
    expect(second.rows[0]!.pid).not.toBe(pid);
    warn.mockRestore();
  });
});
