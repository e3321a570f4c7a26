// Accounts through app.request() on a real database: sign-up, sign-in, sign-out, password reset
// through the outbox, /api/me, rate limits, development tokens and the billing portal.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, type AuthSession, type Me } from '../../../core/api';
import type { ApiErrorBody } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { hashSessionToken } from '../auth/session-token-hash';
import { createDefaultBillingProvider } from '../billing/billing-provider';
import { queryRows, type Database } from '../db/database';
import { emailOutbox, sessions } from '../db/schema';
import { sendDueEmails } from '../mail/mail-sender';
import type { OutgoingEmail } from '../mail/outbox';
import { openEmailBody } from '../mail/sealed-body';

const secret = 'a-test-secret-of-at-least-32-characters!';
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ database, secret, publicUrl: 'https://lotline.example' });
});
afterAll(async () => database?.close());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : null) as unknown, headers: response.headers };
}

async function me(token: string) {
  const response = await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Me & ApiErrorBody };
}

const signUp = (email: string, password = 'correct horse battery') =>
  post('/api/auth/sign-up', { email, password, first_name: 'Ada', last_name: 'Lovelace' }) as Promise<{ status: number; body: AuthSession }>;

describe('sign-up', () => {
  it('creates a Free account whose token works on /api/me', async () => {
    const { status, body } = await signUp('  Ada@Example.com ');
    expect(status).toBe(201);
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.user).toMatchObject({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', package: 'free', onboarded: false });
    expect(Date.parse(body.user.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await me(body.token)).toEqual({ status: 200, body: { user: body.user, quota: { used: 0, limit: 3, period: 'total' }, trial: { available: true, active: false, ends_at: null }, billing_portal: false } });
  });

  it('refuses an e-mail that has an account with a 409 that says no more than needed', async () => {
    await signUp('taken@example.com');
    const again = await post('/api/auth/sign-up', { email: 'TAKEN@example.com', password: 'another password', first_name: 'Eve', last_name: 'X' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'email_taken', message: AuthMessage.EmailTaken, fields: { email: [AuthMessage.EmailTaken] } } });
  });

  it('answers field-level 400s for a short password and missing names', async () => {
    const { status, body } = await post('/api/auth/sign-up', { email: 'short@example.com', password: 'short', first_name: '', last_name: ' ' });
    expect(status).toBe(400);
    expect((body as ApiErrorBody).error.fields).toEqual({
      password: ['Password must be at least 8 characters.'],
      first_name: ['First Name is required.'],
      last_name: ['Last Name is required.'],
    });
  });
});

describe('sign-in', () => {
  it('opens a new session with the right password', async () => {
    await signUp('grace@example.com', 'hopper compiler');
    const { status, body } = (await post('/api/auth/sign-in', { email: 'Grace@example.com', password: 'hopper compiler' })) as { status: number; body: AuthSession };
    expect(status).toBe(200);
    expect(body.user.email).toBe('grace@example.com');
    expect((await me(body.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same status and the same bytes', async () => {
    await signUp('mary@example.com', 'analytical engine');
    const wrong = await post('/api/auth/sign-in', { email: 'mary@example.com', password: 'analytical engineX' });
    const unknown = await post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'analytical engine' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(JSON.parse(wrong.text)).toEqual({ error: { code: 'bad_credentials', message: 'Email or password is incorrect.' } });
  });

  it('takes about as long for an unknown e-mail as for a wrong password (both hash with argon2id)', async () => {
    await signUp('timing@example.com', 'timing password');
    const timeOf = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/sign-in', { email, password: 'not the password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrong = median([await timeOf('timing@example.com'), await timeOf('timing@example.com'), await timeOf('timing@example.com')]);
    const unknown = median([await timeOf('ghost1@example.com'), await timeOf('ghost2@example.com'), await timeOf('ghost3@example.com')]);
    // A lookup alone takes a millisecond or two; argon2id tens of milliseconds (more on a loaded machine,
    // where the two vary by a factor of three or so).
    expect(unknown).toBeGreaterThan(wrong * 0.15);
  });
});

describe('sign-out', () => {
  it('revokes the token it was sent with, and only that one', async () => {
    const first = await signUp('lin@example.com', 'first password');
    const second = (await post('/api/auth/sign-in', { email: 'lin@example.com', password: 'first password' })) as { body: AuthSession };
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${first.body.token}` } });
    expect(out.status).toBe(204);
    expect((await me(first.body.token)).body.error.message).toBe('The sign-in token is not valid; sign in again.');
    expect((await me(first.body.token)).status).toBe(401);
    expect((await me(second.body.token)).status).toBe(200);
    const again = await app.request('/api/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${first.body.token}` } });
    expect(again.status).toBe(401);
  });
});

describe('password reset', () => {
  /** The outbox rows of `email`, with their sealed bodies opened as the sender opens them. */
  async function outboxFor(email: string) {
    const rows = await database.db.select().from(emailOutbox).where(sql`${emailOutbox.to} = ${email}`);
    return rows.map((row) => {
      const body = row.body ? openEmailBody(secret, row, row.body) : null;
      return { ...row, text: body?.text ?? '', html: body?.html ?? '' };
    });
  }

  it('answers 202 with one body whether or not the account exists, and mails only an account', async () => {
    await signUp('reset-known@example.com');
    const known = await post('/api/auth/password-reset', { email: 'reset-known@example.com' });
    const unknown = await post('/api/auth/password-reset', { email: 'reset-nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ message: AuthMessage.ResetRequested });
    expect(await outboxFor('reset-known@example.com')).toHaveLength(1);
    expect(await outboxFor('reset-nobody@example.com')).toHaveLength(0);
  });

  it('works end to end through the outbox: one use, old sessions revoked, the new password signs in', async () => {
    const old = await signUp('reset@example.com', 'old password');
    const other = (await post('/api/auth/sign-in', { email: 'reset@example.com', password: 'old password' })) as { body: AuthSession };
    expect((await post('/api/auth/password-reset', { email: 'RESET@example.com' })).status).toBe(202);

    const [mail] = await outboxFor('reset@example.com');
    expect(mail).toMatchObject({ subject: 'Reset your Lotline password', sentAt: null, attempts: 0 });
    const link = /https:\/\/lotline\.example\/reset-password\?token=(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(link![0]);
    const token = decodeURIComponent(link![1]!);

    const confirmed = (await post('/api/auth/password-reset/confirm', { token, password: 'new password' })) as { status: number; body: AuthSession };
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('reset@example.com');
    expect((await me(confirmed.body.token)).status).toBe(200);
    expect((await me(old.body.token)).status).toBe(401);
    expect((await me(other.body.token)).status).toBe(401);

    const signIn = (password: string) => post('/api/auth/sign-in', { email: 'reset@example.com', password });
    expect((await signIn('old password')).status).toBe(401);
    expect((await signIn('new password')).status).toBe(200);

    const reused = await post('/api/auth/password-reset/confirm', { token, password: 'third password' });
    expect(reused.status).toBe(400);
    expect((reused.body as ApiErrorBody).error.fields).toEqual({ token: [AuthMessage.ResetTokenInvalid] });
    expect((await signIn('third password')).status).toBe(401);
  });

  it('refuses an unknown or expired token on the token field', async () => {
    const unknown = await post('/api/auth/password-reset/confirm', { token: 'no-such-token', password: 'new password' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ApiErrorBody).error.fields).toEqual({ token: [AuthMessage.ResetTokenInvalid] });

    await signUp('expired@example.com');
    await post('/api/auth/password-reset', { email: 'expired@example.com' });
    const [mail] = await outboxFor('expired@example.com');
    const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);
    await database.db.execute(sql`UPDATE verifications SET expires_at = now() - interval '1 second'`);
    const expired = await post('/api/auth/password-reset/confirm', { token, password: 'new password' });
    expect(expired.status).toBe(400);
    expect((expired.body as ApiErrorBody).error.fields).toEqual({ token: [AuthMessage.ResetTokenInvalid] });
  });

  it('leaves no usable reset token in the outbox or the verifications, before the e-mail is sent or after (issue 28)', async () => {
    await signUp('at-rest@example.com', 'at rest password');
    await post('/api/auth/password-reset', { email: 'at-rest@example.com' });
    /** Everything a copy of the two tables holds, as text. */
    const dump = async () => {
      return JSON.stringify([await queryRows(database.db, sql`SELECT * FROM email_outbox`), await queryRows(database.db, sql`SELECT * FROM verifications`)]);
    };
    /** What an attacker holding the dump would try: every run of token characters in it. */
    const tryEveryCandidate = async (text: string) => {
      const candidates = [...new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? [])];
      expect(candidates.length).toBeGreaterThan(2);
      for (const candidate of candidates) {
        const tried = await post('/api/auth/password-reset/confirm', { token: candidate, password: 'taken over' });
        expect(tried.status, candidate).toBe(400);
      }
    };
    const before = await dump();
    expect(before).not.toMatch(/reset-password\?token=/);
    await tryEveryCandidate(before);

    // The sender delivers the link; afterwards the row keeps no body at all.
    const delivered: OutgoingEmail[] = [];
    const { sent } = await sendDueEmails(database.db, secret, { send: async (email) => void delivered.push(email) });
    expect(sent).toBeGreaterThan(0);
    const mail = delivered.find((email) => email.to === 'at-rest@example.com')!;
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.text)![1]!);
    expect((await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'at-rest@example.com')))[0]).toMatchObject({ body: null });
    const after = await dump();
    expect(after).not.toContain(token);
    await tryEveryCandidate(after);
    // The e-mailed link itself still works, once.
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'the owner chose' })).status).toBe(200);
  });

  it('keeps reset tokens only as hashes', async () => {
    await signUp('hashed@example.com');
    await post('/api/auth/password-reset', { email: 'hashed@example.com' });
    const [mail] = await outboxFor('hashed@example.com');
    const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);
    const stored = ((await database.db.execute(sql`SELECT identifier FROM verifications`)) as unknown as { rows: { identifier: string }[] }).rows;
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After after 10 sign-in attempts for one e-mail in 15 minutes', async () => {
    // Sign-up and sign-in share the counter: the sign-up is the first attempt, 9 wrong passwords follow.
    await signUp('limited@example.com', 'limited password');
    for (let i = 0; i < 9; i++) expect((await post('/api/auth/sign-in', { email: 'limited@example.com', password: `wrong ${i}` })).status).toBe(401);
    const limited = await post('/api/auth/sign-in', { email: 'Limited@example.com', password: 'limited password' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts; try again later.' } });
    // Another e-mail is not affected.
    expect((await post('/api/auth/sign-in', { email: 'someone-else@example.com', password: 'x' })).status).toBe(401);
  });

  it('count per client address behind a trusted proxy: 30 in 15 minutes', async () => {
    const proxied = createApp({ database, secret, trustProxy: true });
    const attempt = (i: number, ip: string) =>
      proxied.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.9, ${ip}` },
        body: JSON.stringify({ email: `spray-${i}@example.com`, password: 'guess' }),
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i, '203.0.113.7')).status).toBe(401);
    expect((await attempt(30, '203.0.113.7')).status).toBe(429);
    expect((await attempt(31, '203.0.113.8')).status).toBe(401);
  });

  it('allow 5 password resets per e-mail an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/auth/password-reset', { email: 'reset-spam@example.com' })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('start a new window once the old one ends', async () => {
    await database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = 'reset:email:reset-spam@example.com'`);
    expect((await post('/api/auth/password-reset', { email: 'reset-spam@example.com' })).status).toBe(202);
  });
});

describe('who is signed in', () => {
  it('accepts development tokens outside production, as unlimited users without an account row', async () => {
    const { status, body } = await me(issueDevToken(secret, 'ada'));
    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: 'ada', email: 'ada@dev.invalid', first_name: 'ada', last_name: '', name: 'ada', package: 'free', onboarded: true, role: null, organization_id: null, organization_role: null, created_at: '1970-01-01T00:00:00.000Z' },
      quota: { used: 0, limit: null, period: 'total' },
      trial: { available: false, active: false, ends_at: null },
      billing_portal: false,
    });
    expect((await me(issueDevToken(secret, 'quota-bob'))).body.quota).toEqual({ used: 0, limit: 3, period: 'total' });
  });

  it('refuses development tokens when they are turned off, as in production', async () => {
    const production = createApp({ database, secret, devTokens: false });
    const response = await production.request('/api/me', { headers: { authorization: `Bearer ${issueDevToken(secret, 'ada')}` } });
    expect(response.status).toBe(401);
  });

  it('answers 401 without a token, with a made-up one and with an expired session', async () => {
    const none = await app.request('/api/me');
    expect(none.status).toBe(401);
    expect(((await none.json()) as ApiErrorBody).error.message).toBe(AuthMessage.SignInRequired);
    expect((await me('madeUpTokenOfThirtyTwoCharacters')).status).toBe(401);
    const { body } = await signUp('expiring@example.com');
    await database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = ${hashSessionToken(body.token)}`);
    expect((await me(body.token)).status).toBe(401);
  });

  it('keeps each session with its client address and user agent', async () => {
    const proxied = createApp({ database, secret, trustProxy: true });
    const response = await proxied.request('/api/auth/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Lotline test' },
      body: JSON.stringify({ email: 'recorded@example.com', password: 'recorded password', first_name: 'R', last_name: 'C' }),
    });
    const { token } = (await response.json()) as AuthSession;
    const [session] = await database.db.select().from(sessions).where(sql`${sessions.token} = ${hashSessionToken(token)}`);
    expect(session).toMatchObject({ ipAddress: '198.51.100.4', userAgent: 'Lotline test' });
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('ends every session of the account with sign-out-everywhere', async () => {
    const { body } = await signUp('everywhere@example.com');
    const other = (await post('/api/auth/sign-in', { email: 'everywhere@example.com', password: 'correct horse battery' })).body as AuthSession;
    expect((await me(other.token)).status).toBe(200);
    expect((await post('/api/auth/sign-out-everywhere', {}, { authorization: `Bearer ${body.token}` })).status).toBe(204);
    expect([(await me(body.token)).status, (await me(other.token)).status]).toEqual([401, 401]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, body.user.id))).toEqual([]);
    expect((await post('/api/auth/sign-out-everywhere', {})).status).toBe(401);
  });

  it('keeps sessions of before the hashing working: migration 0010 hashes stored tokens in place', async () => {
    const { body } = await signUp('pre-hash@example.com');
    // A session row as it was stored before migration 0010: the token itself.
    await database.db.execute(sql`UPDATE sessions SET token = ${body.token} WHERE token = ${hashSessionToken(body.token)}`);
    expect((await me(body.token)).status).toBe(401);
    const migration = readFileSync(new URL('../../db/migrations/0010_hash_session_tokens.sql', import.meta.url), 'utf8');
    await database.db.execute(sql.raw(migration));
    expect((await me(body.token)).status).toBe(200);
    // Running it again changes nothing.
    await database.db.execute(sql.raw(migration));
    expect((await me(body.token)).status).toBe(200);
  });

  it('stores session tokens only as their SHA-256, and a stored value is not a token', async () => {
    const { status, body } = await signUp('sha-sessions@example.com');
    expect(status).toBe(201);
    const rows = await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, body.user.id));
    expect(rows).toEqual([{ token: createHash('sha256').update(body.token).digest('hex') }]);
    expect(rows[0]!.token).not.toContain(body.token);
    expect((await me(body.token)).status).toBe(200);
    // Someone holding a copy of the table cannot sign in with what it holds.
    expect((await me(rows[0]!.token)).status).toBe(401);
    // A second sign-in adds a second hashed session; signing out removes exactly that one.
    const second = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sha-sessions@example.com', password: 'correct horse battery' }),
    });
    const { token } = (await second.json()) as AuthSession;
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect(await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, body.user.id))).toEqual(rows);
    expect((await me(token)).status).toBe(401);
    expect((await me(body.token)).status).toBe(200);
  });
});

describe('billing portal', () => {
  it('answers the configured portal to a signed-in user, 404 without one, 401 to visitors; /api/me says which', async () => {
    const { body } = await signUp('billing@example.com');
    const headers = { authorization: `Bearer ${body.token}` };
    expect((await app.request('/api/billing/portal', { headers })).status).toBe(404);
    expect((await me(body.token)).body.billing_portal).toBe(false);
    expect((await app.request('/api/billing/portal')).status).toBe(401);
    const withPortal = createApp({ database, secret, billing: createDefaultBillingProvider(database.db, { portalUrl: 'https://billing.example/portal' }) });
    const response = await withPortal.request('/api/billing/portal', { headers });
    expect([response.status, await response.json()]).toEqual([200, { url: 'https://billing.example/portal' }]);
    const meThere = await withPortal.request('/api/me', { headers });
    expect(((await meThere.json()) as Me).billing_portal).toBe(true);
  });
});

describe('caching of account answers', () => {
  it('is refused on sign-up, sign-in and password reset, for a new session and a refusal alike (issue 28)', async () => {
    const created = await post('/api/auth/sign-up', { email: 'no-store@example.com', password: 'no store password', first_name: 'Nora', last_name: 'Store' });
    const taken = await post('/api/auth/sign-up', { email: 'no-store@example.com', password: 'no store password', first_name: 'Nora', last_name: 'Store' });
    const signedIn = await post('/api/auth/sign-in', { email: 'no-store@example.com', password: 'no store password' });
    const refused = await post('/api/auth/sign-in', { email: 'no-store@example.com', password: 'not the password' });
    const resetAsked = await post('/api/auth/password-reset', { email: 'no-store@example.com' });
    const resetRefused = await post('/api/auth/password-reset/confirm', { token: 'no-such-token', password: 'new password' });
    expect([created, taken, signedIn, refused, resetAsked, resetRefused].map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [201, 'no-store'],
      [409, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [202, 'no-store'],
      [400, 'no-store'],
    ]);
  });
});
