// The 30-day Pro trial on a real database (decision 051): started once from Free through the API,
// Pro on the server while it runs (the package and the 80-a-month quota), Free again by itself once
// it ended, refused for Pro and for a second trial, and its one e-mail three days before the end.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, TrialState } from '../../../core/api';
import { signUpPerson } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { emailOutbox, users } from '../db/schema';
import { TRIAL_ALREADY_PRO, TRIAL_USED } from './billing.route';
import { queueTrialReminders } from './trial';

const secret = 'a-test-secret-of-at-least-32-characters!';
let clock = new Date();
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ database, secret, now: () => clock });
});
afterAll(async () => database?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function me(token: string): Promise<Me> {
  return (await (await app.request('/api/me', { headers: bearer(token) })).json()) as Me;
}
async function start(token: string) {
  const response = await app.request('/api/billing/trial', { method: 'POST', headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as TrialState & { error: { message: string } } };
}

describe('the Pro trial', () => {
  it('gives a Free account Pro for 30 days once, and says so in GET /api/me', async () => {
    const { token } = await signUpPerson(app, database.db, 'tara@example.com');
    expect((await me(token)).trial).toEqual({ available: true, active: false, ends_at: null });
    expect((await me(token)).user.package).toBe('free');
    const started = await start(token);
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ available: false, active: true, ends_at: new Date(clock.getTime() + 30 * 86_400_000).toISOString() });
    const during = await me(token);
    expect(during.user.package).toBe('pro');
    expect(during.quota).toMatchObject({ limit: 80, period: 'month' });
    const again = await start(token);
    expect(again).toEqual({ status: 409, body: { error: expect.objectContaining({ message: TRIAL_USED }) } });
  });

  it('ends by itself: past its end the account is Free again, with the Free quota', async () => {
    const { token, userId } = await signUpPerson(app, database.db, 'uma@example.com');
    expect((await start(token)).status).toBe(201);
    await database.db.update(users).set({ trialEndsAt: new Date(clock.getTime() - 1_000) }).where(eq(users.id, userId));
    const after = await me(token);
    expect(after.user.package).toBe('free');
    expect(after.quota).toMatchObject({ limit: 3, period: 'total' });
    expect(after.trial).toMatchObject({ available: false, active: false });
  });

  it('refuses an account on Pro', async () => {
    const { token, userId } = await signUpPerson(app, database.db, 'vic@example.com');
    await database.db.update(users).set({ package: 'pro' }).where(eq(users.id, userId));
    expect(await start(token)).toEqual({ status: 409, body: { error: expect.objectContaining({ message: TRIAL_ALREADY_PRO }) } });
  });

  it('queues one e-mail three days before the end, with the billing portal', async () => {
    // Ten days after the others started theirs, so only this trial ends in the window.
    clock = new Date(clock.getTime() + 10 * 86_400_000);
    const { token } = await signUpPerson(app, database.db, 'wes@example.com');
    const started = await start(token);
    const endsAt = new Date(started.body.ends_at!);
    const links = { portalUrl: 'https://billing.example/portal', packagesUrl: 'https://lotline.example/packages' };
    expect(await queueTrialReminders(database.db, secret, new Date(endsAt.getTime() - 4 * 86_400_000), links)).toBe(0);
    expect(await queueTrialReminders(database.db, secret, new Date(endsAt.getTime() - 2 * 86_400_000), links)).toBe(1);
    expect(await queueTrialReminders(database.db, secret, new Date(endsAt.getTime() - 1 * 86_400_000), links)).toBe(0);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'wes@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Lotline Pro trial ends on ${endsAt.toISOString().slice(0, 10)}`]);
  });
});
