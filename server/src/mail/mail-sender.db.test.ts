// The outbox sender on a real database: delivers due messages once, retries failures with
// backoff, gives up after the last try, shares the outbox between two senders without sending
// anything twice, gives back the messages it has not tried when stopped mid-round, and in
// development prints each message once. Bodies are sealed in the outbox while a message waits and
// gone once it is sent or given up; a body that does not open is never sent.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';
import { sendDueEmails, startMailSender, UNOPENED_BODY_ERROR } from './mail-sender';
import { createConsoleTransport, type MailTransport } from './mail-transport';
import { enqueueEmail, type OutgoingEmail } from './outbox';
import { sealEmailBody } from './sealed-body';

const secret = 'a-test-secret-of-at-least-32-characters!';
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
    for (const to of ['ada@example.com', 'bob@example.com', 'cy@example.com']) await enqueueEmail(database.db, secret, message(to));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tried: string[] = [];
    const holding: MailTransport = {
      async send(email) {
        tried.push(email.to);
        await held;
      },
    };
    const sender = startMailSender(database.db, secret, holding, { intervalMs: 60_000 });
    await vi.waitFor(() => expect(tried).toHaveLength(1));
    const stopped = sender.stop();
    release();
    await stopped;
    expect(tried).toHaveLength(1);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.sentAt !== null).map((row) => row.to)).toEqual(tried);
    expect(rows.filter((row) => row.sentAt === null).map((row) => row.attempts)).toEqual([0, 0]);
    const transport = recordingTransport();
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 2, failed: 0 });
    expect([...tried, ...transport.sent].sort()).toEqual(['ada@example.com', 'bob@example.com', 'cy@example.com']);
  });

  it('works through a backlog without waiting for the interval between full batches', async () => {
    for (let i = 0; i < 12; i++) await enqueueEmail(database.db, secret, message(`backlog-${i}@example.com`));
    const transport = recordingTransport();
    const sender = startMailSender(database.db, secret, transport, { intervalMs: 60_000, batchSize: 5 });
    try {
      // Three rounds (5, 5, 2) although the next poll is a minute away.
      await vi.waitFor(() => expect(transport.sent).toHaveLength(12), { timeout: 10_000 });
    } finally {
      await sender.stop();
    }
  });

  it('delivers due messages and marks them sent', async () => {
    const id = await enqueueEmail(database.db, secret, message('ada@example.com'));
    await enqueueEmail(database.db, secret, message('bob@example.com'));
    const transport = recordingTransport();
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 2, failed: 0 });
    expect(transport.sent.sort()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failure after its backoff, and clears the error once sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await enqueueEmail(database.db, secret, message('ada@example.com'));
    let failing = true;
    const transport = recordingTransport(() => failing);
    expect(await sendDueEmails(database.db, secret, transport, { backoffMs: () => 60_000 })).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP 451: try later (ada@example.com)' });
    expect(failed.sendAfter.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed (try 1 of 8)'));
    // Not due yet: nothing is tried.
    failing = false;
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 0, failed: 0 });
    await database.db.update(emailOutbox).set({ sendAfter: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, id));
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
    warn.mockRestore();
  });

  it('gives a message up after the last try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await enqueueEmail(database.db, secret, message('ada@example.com'));
    const transport = recordingTransport(() => true);
    const options = { maxAttempts: 2, backoffMs: () => 0 };
    expect(await sendDueEmails(database.db, secret, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDueEmails(database.db, secret, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDueEmails(database.db, secret, transport, options)).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sentAt: null });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('(try 2 of 2, given up)'));
    warn.mockRestore();
  });

  it('lets two senders share the outbox without sending a message twice', async () => {
    for (let i = 0; i < 24; i++) await enqueueEmail(database.db, secret, message(`user${i}@example.com`));
    const slow = (): MailTransport & { sent: string[] } => {
      const sent: string[] = [];
      return { sent, send: async (email) => void (await new Promise((resolve) => setTimeout(resolve, 5)), sent.push(email.to)) };
    };
    const [a, b] = [slow(), slow()];
    const rounds = async (transport: MailTransport) => {
      for (let i = 0; i < 4; i++) await sendDueEmails(database.db, secret, transport, { batchSize: 4 });
    };
    await Promise.all([rounds(a), rounds(b)]);
    const all = [...a.sent, ...b.sent];
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
  });

  it('in development prints each message with its link once', async () => {
    await enqueueEmail(database.db, secret, message('ada@example.com'));
    const printed: string[] = [];
    const sender = startMailSender(database.db, secret, createConsoleTransport((text) => printed.push(text)), { intervalMs: 20 });
    await vi.waitFor(() => expect(printed).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await sender.stop();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('E-mail to ada@example.com');
    expect(printed[0]).toContain('  Hi ada@example.com, https://lotline.example/reset-password?token=abc');
  });
});

describe('bodies in the outbox', () => {
  const reset: OutgoingEmail = {
    to: 'ada@example.com',
    subject: 'Reset your Lotline password',
    text: 'Open https://lotline.example/reset-password?token=secret-reset-token within 60 minutes.',
    html: '<p><a href="https://lotline.example/reset-password?token=secret-reset-token">Choose a new password</a></p>',
  };
  function keepingTransport(): MailTransport & { emails: OutgoingEmail[] } {
    const emails: OutgoingEmail[] = [];
    return { emails, send: async (email) => void emails.push(email) };
  }

  it('are sealed while the message waits, handed to the transport whole, and gone once it is sent', async () => {
    const id = await enqueueEmail(database.db, secret, reset);
    const waiting = await rowOf(id);
    expect(waiting.body).toMatch(/^sealed\.v1\.[A-Za-z0-9_-]{100,}$/);
    // Nothing of the link in any column: a copy of the table holds no usable token.
    expect(JSON.stringify(waiting)).not.toContain('secret-reset-token');
    expect(JSON.stringify(waiting)).not.toContain('reset-password');
    expect(waiting).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Lotline password', sentAt: null });

    const transport = keepingTransport();
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 1, failed: 0 });
    expect(transport.emails).toEqual([reset]);
    const sent = await rowOf(id);
    expect(sent.body).toBeNull();
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Lotline password', attempts: 1, lastError: null });
  });

  it('are gone once a message is given up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = await enqueueEmail(database.db, secret, reset);
    const failing = recordingTransport(() => true);
    expect(await sendDueEmails(database.db, secret, failing, { maxAttempts: 2, backoffMs: () => 0 })).toEqual({ sent: 0, failed: 1 });
    expect((await rowOf(id)).body).toMatch(/^sealed\.v1\./);
    expect(await sendDueEmails(database.db, secret, failing, { maxAttempts: 2, backoffMs: () => 0 })).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ body: null, attempts: 2, sentAt: null, lastError: 'SMTP 451: try later (ada@example.com)' });
    warn.mockRestore();
  });

  it('do not open with another secret, in another row or for another recipient: such a message is given up unsent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const otherSecret = await enqueueEmail(database.db, 'another-secret-of-at-least-32-characters', { ...reset, to: 'other-secret@example.com' });
    const moved = await enqueueEmail(database.db, secret, { ...reset, to: 'moved@example.com', text: 'Nothing secret here.' });
    const readdressed = await enqueueEmail(database.db, secret, { ...reset, to: 'readdressed@example.com' });
    const kept = await enqueueEmail(database.db, secret, { ...reset, to: 'kept@example.com' });
    // A copied body (the reset link of kept@) in another row, and a row sent to another address.
    await database.db.update(emailOutbox).set({ body: (await rowOf(kept)).body }).where(eq(emailOutbox.id, moved));
    await database.db.update(emailOutbox).set({ to: 'attacker@example.com' }).where(eq(emailOutbox.id, readdressed));

    const transport = keepingTransport();
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 1, failed: 3 });
    expect(transport.emails.map((email) => email.to)).toEqual(['kept@example.com']);
    for (const id of [otherSecret, moved, readdressed]) expect(await rowOf(id)).toMatchObject({ body: null, sentAt: null, lastError: UNOPENED_BODY_ERROR });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`E-mail ${readdressed} to attacker@example.com: ${UNOPENED_BODY_ERROR}`));
    // Given up: never tried again.
    expect(await sendDueEmails(database.db, secret, transport)).toEqual({ sent: 0, failed: 0 });
    warn.mockRestore();
  });

  it('sealed for one row do not open as another, even with the same recipient', () => {
    const sealed = sealEmailBody(secret, { id: 'row-a', to: 'ada@example.com' }, reset);
    expect(sealed).not.toBe(sealEmailBody(secret, { id: 'row-a', to: 'ada@example.com' }, reset));
    expect(sealed).not.toContain('secret-reset-token');
  });
});
