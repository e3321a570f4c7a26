// Migration 0016 on an outbox written before bodies were sealed: a message still waiting is sent
// as it was queued and then keeps no body; one already delivered, or given up, keeps none from
// the migration on.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../tests/setup/test-database';
import { MIGRATIONS_DIR, queryRows, type Database } from '../db/database';
import { sendDueEmails } from './mail-sender';
import type { OutgoingEmail } from './outbox';

const secret = 'a-test-secret-of-at-least-32-characters!';
const SEALING_MIGRATION = '0016_outbox_sealed_bodies';
let database: Database;
let folder: string;

/** The migrations before the one that seals bodies, in a folder of their own. */
async function migrationsBeforeSealing(): Promise<string> {
  const dir = join(folder, 'before');
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === SEALING_MIGRATION);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lotline-outbox-migration-'));
  database = await createEmptyTestDatabase();
  await database.migrate(await migrationsBeforeSealing());
  const legacy = (id: string, to: string, state: string) => sql`
    INSERT INTO email_outbox (id, "to", subject, text, html, sent_at, attempts)
    VALUES (${id}, ${to}, 'Reset your Lotline password', ${`Open https://lotline.example/reset-password?token=${id}-token`},
      ${`<a href="https://lotline.example/reset-password?token=${id}-token">Choose a new password</a>`},
      ${state === 'sent' ? sql`now()` : sql`NULL`}, ${state === 'given up' ? 8 : state === 'sent' ? 1 : 0})`;
  await database.db.execute(legacy('waiting', 'waiting@example.com', 'waiting'));
  await database.db.execute(legacy('sent', 'sent@example.com', 'sent'));
  await database.db.execute(legacy('given-up', 'given-up@example.com', 'given up'));
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

const bodies = () => queryRows<{ id: string; body: string | null }>(database.db, sql`SELECT id, body FROM email_outbox ORDER BY id`);

describe('migration 0016 on an outbox of plain bodies', () => {
  it('keeps no body of the delivered and given-up messages, and sends the waiting one as it was queued, then forgets it', async () => {
    const migrated = await bodies();
    expect(migrated.map((row) => [row.id, row.body === null ? null : row.body.slice(0, 9)])).toEqual([
      ['given-up', null],
      ['sent', null],
      ['waiting', 'plain.v0.'],
    ]);
    const delivered: OutgoingEmail[] = [];
    expect(await sendDueEmails(database.db, secret, { send: async (email) => void delivered.push(email) })).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toEqual([
      {
        to: 'waiting@example.com',
        subject: 'Reset your Lotline password',
        text: 'Open https://lotline.example/reset-password?token=waiting-token',
        html: '<a href="https://lotline.example/reset-password?token=waiting-token">Choose a new password</a>',
      },
    ]);
    expect(await bodies()).toEqual([
      { id: 'given-up', body: null },
      { id: 'sent', body: null },
      { id: 'waiting', body: null },
    ]);
    expect(JSON.stringify(await queryRows(database.db, sql`SELECT * FROM email_outbox`))).not.toContain('-token');
  });
});
