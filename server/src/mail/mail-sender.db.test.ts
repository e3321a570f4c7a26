// The outbox sender on a real database: delivers due messages once, retries failures with
// backoff, gives up after the last try, shares the outbox between two senders without sending
// anything twice, gives back the messages it has not tried when stopped mid-round, and in
// development prints each message once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';
import { sendDueEmails, startMailSender } from './mail-sender';
import { createConsoleTransport, type MailTransport } from './mail-transport';
import { enqueueEmail, type OutgoingEmail } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const message = (to: string): OutgoingEmail => ({ to, subject: 'Hello', text: `Hi ${to}, https://lotline.example/reset-password?token=abc` });

function recordingTransport(fail: (email: OutgoingEmail) => boolean = () => false): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(email) {
      if (fail(email)) throw new Error(`SMTP 451: try later (${email.to})`);
      sent.push(email.to);
    },
  };
}

const rowOf = async (id: string) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('the outbox sender', () => {
  it('gives back the messages of its round not tried yet when stopped, and another sender sends them at once', async () => {
    for (const to of ['ada@example.com', 'bob@example.com', 'cy@example.com']) await enqueueEmail(database.db, message(to));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tried: string[] = [];
    const holding: MailTransport = {
      async send(email) {
        tried.push(email.to);
        await held;
      },
    };
    const sender = startMailSender(database.db, holding, { intervalMs: 60_000 });
    await vi.waitFor(() => expect(tried).toHaveLength(1));
    const stopped = sender.stop();
    release();
    await stopped;
    expect(tried).toHaveLength(1);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.sentAt !== null).map((row) => row.to)).toEqual(tried);
    expect(rows.filter((row) => row.sentAt === null).map((row) => row.attempts)).toEqual([0, 0]);
    const transport = recordingTransport();
    expect(await sendDueEmails(database.db, transport)).toEqual({ sent: 2, failed: 0 });
    expect([...tried, ...transport.sent].sort()).toEqual(['ada@example.com', 'bob@example.com', 'cy@example.com']);
  });

  it('works through a backlog without waiting for the interval between full batches', async () => {
    for (let i = 0; i < 12; i++) await enqueueEmail(database.db, message(`backlog-${i}@example.com`));
    const transport = recordingTransport();
    const sender = startMailSender(database.db, transport, { intervalMs: 60_000, batchSize: 5 });
    try {
      // Three rounds (5, 5, 2) although the next poll is a minute away.
      await vi.waitFor(() => expect(transport.sent).toHaveLength(12), { timeout: 10_000 });
    } finally {
      await sender.stop();
    }
  });

  it('delivers due messages and marks them sent', async () => {
    const id = await enqueueEmail(database.db, message('ada@example.com'));
    await enqueueEmail(database.db, message('bob@example.com'));
    const transport = recordingTransport();
    expect(await sendDueEmails(database.db, transport)).toEqual({ sent: 2, failed: 0 });
    expect(transport.sent.sort()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    expect(await sendDueEmails(database.db, transport)).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failure after its backoff, and clears the error once sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await enqueueEmail(database.db, message('ada@example.com'));
    let failing = true;
    const transport = recordingTransport(() => failing);
    expect(await sendDueEmails(database.db, transport, { backoffMs: () => 60_000 })).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP 451: try later (ada@example.com)' });
    expect(failed.sendAfter.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed (try 1 of 8)'));
    // Not due yet: nothing is tried.
    failing = false;
    expect(await sendDueEmails(database.db, transport)).toEqual({ sent: 0, failed: 0 });
    await database.db.update(emailOutbox).set({ sendAfter: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, id));
    expect(await sendDueEmails(database.db, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
    warn.mockRestore();
  });

  it('gives a message up after the last try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await enqueueEmail(database.db, message('ada@example.com'));
    const transport = recordingTransport(() => true);
    const options = { maxAttempts: 2, backoffMs: () => 0 };
    expect(await sendDueEmails(database.db, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDueEmails(database.db, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDueEmails(database.db, transport, options)).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sentAt: null });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('(try 2 of 2, given up)'));
    warn.mockRestore();
  });

  it('lets two senders share the outbox without sending a message twice', async () => {
    for (let i = 0; i < 24; i++) await enqueueEmail(database.db, message(`user${i}@example.com`));
    const slow = (): MailTransport & { sent: string[] } => {
      const sent: string[] = [];
      return { sent, send: async (email) => void (await new Promise((resolve) => setTimeout(resolve, 5)), sent.push(email.to)) };
    };
    const [a, b] = [slow(), slow()];
    const rounds = async (transport: MailTransport) => {
      for (let i = 0; i < 4; i++) await sendDueEmails(database.db, transport, { batchSize: 4 });
    };
    await Promise.all([rounds(a), rounds(b)]);
    const all = [...a.sent, ...b.sent];
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
  });

  it('in development prints each message with its link once', async () => {
    await enqueueEmail(database.db, message('ada@example.com'));
    const printed: string[] = [];
    const sender = startMailSender(database.db, createConsoleTransport((text) => printed.push(text)), { intervalMs: 20 });
    await vi.waitFor(() => expect(printed).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await sender.stop();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('E-mail to ada@example.com');
    expect(printed[0]).toContain('  Hi ada@example.com, https://lotline.example/reset-password?token=abc');
  });
});
