// Address quotas through street data on the demo town: Free users open 3 addresses in full and
// then get the limited report, addresses in their list open again; Pro counts 80 a month;
// development tokens are unlimited unless their id starts with `quota-`; visitors are unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, StreetData } from '../../../core/api';
import { LOCKED_FIELDS, redactReport } from '../../../core/report';
import { demoTown, openDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';
import { runAdminCommand } from '../billing/admin-commands';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { quotaOf } from './address-quota';
import { admitAddress } from './admission';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(5, 80);
const lots = town.parcels.slice(0, 8);
const propertyIdOf = (index: number) => `${jurisdictionId}/${lots[index]!.id}`;
let demo: Awaited<ReturnType<typeof openDemoApp>>;
let params: string[];

beforeAll(async () => {
  demo = await openDemoApp({ seed: 5, parcels: 80, secret });
  params = await Promise.all(lots.map((lot) => demo.streetDataParams(placeIdOf(lot))));
});
afterAll(async () => demo?.database.close());

async function open(index: number, token?: string): Promise<StreetData> {
  const response = await demo.app.request(`/api/street-data?params=${params[index]}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

async function signUp(email: string): Promise<AuthSession> {
  const response = await demo.app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'quota password', first_name: 'Q', last_name: 'User' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AuthSession;
}

async function me(token: string) {
  return ((await (await demo.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { quota: unknown }).quota;
}

describe('a Free user', () => {
  let ada: AuthSession;
  beforeAll(async () => {
    ada = await signUp('ada@example.com');
  });

  it('opens 3 different addresses in full', async () => {
    const reports = [await open(0, ada.token), await open(1, ada.token), await open(2, ada.token)];
    expect(reports.map((r) => [r.limited_report, r.quota])).toEqual([
      [false, { used: 1, limit: 3, period: 'total', reached: false }],
      [false, { used: 2, limit: 3, period: 'total', reached: false }],
      [false, { used: 3, limit: 3, period: 'total', reached: true }],
    ]);
    expect(reports[0]!.locked_fields).toEqual([]);
    expect(reports[0]!.user).toEqual({ user_id: ada.user.id });
  });

  it('gets the 4th as the limited report, redacted on the server exactly as for visitors', async () => {
    const fourth = await open(3, ada.token);
    expect(fourth.limited_report).toBe(true);
    expect(fourth.locked_fields).toEqual([...LOCKED_FIELDS]);
    expect(fourth.quota).toEqual({ used: 3, limit: 3, period: 'total', reached: true });
    expect(fourth.setbacked_area).toEqual({ ext: null, int: null });
    expect(fourth.bylaws.adu.placement.ext_setbacks).toEqual({ front: null, side: null, rear: null, building: null });
    const visitor = await open(3);
    expect({ ...fourth, user: null, quota: null }).toEqual(visitor);
    // Refused addresses are not recorded: the count stays.
    expect(await me(ada.token)).toEqual({ used: 3, limit: 3, period: 'total' });
  });

  it('still opens the 1st address in full, without counting it again', async () => {
    const first = await open(0, ada.token);
    expect([first.limited_report, first.quota]).toEqual([false, { used: 3, limit: 3, period: 'total', reached: true }]);
  });

  it('becomes Pro with the admin command: 80 addresses a month, the 4th opens', async () => {
    const openDb = async (): Promise<Database> => ({ ...demo.database, close: async () => undefined });
    expect(await runAdminCommand(['set-package', 'ADA@example.com', 'pro'], openDb)).toEqual({
      code: 0,
      out: 'ada@example.com: package free -> pro (quota 80 addresses a month).',
    });
    expect(await me(ada.token)).toEqual({ used: 3, limit: 80, period: 'month' });
    const fourth = await open(3, ada.token);
    expect([fourth.limited_report, fourth.quota]).toEqual([false, { used: 4, limit: 80, period: 'month', reached: false }]);
    const [row] = await demo.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row).toMatchObject({ package: 'pro', reportsQuota: null });
    expect(Date.now() - row!.packageUpdatedAt!.getTime()).toBeLessThan(60_000);
  });

  it('as Pro counts only the addresses first opened in the current calendar month (UTC)', async () => {
    const viewer = { id: ada.user.id, kind: 'account' as const };
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 0, 1));
    expect(await quotaOf(demo.database.db, viewer, nextMonth)).toEqual({ used: 0, limit: 80, period: 'month' });
    // An address of an earlier month opens again without counting; a new one counts.
    expect((await admitAddress(demo.database.db, viewer, propertyIdOf(0), { now: nextMonth })).quota.used).toBe(0);
    expect((await admitAddress(demo.database.db, viewer, propertyIdOf(6), { now: nextMonth })).quota).toEqual({ used: 1, limit: 80, period: 'month', reached: false });
  });

  it('goes back to Free, and an operator mistake exits non-zero with a clear message', async () => {
    const openDb = async (): Promise<Database> => ({ ...demo.database, close: async () => undefined });
    expect((await runAdminCommand(['set-package', 'ada@example.com', 'free'], openDb)).code).toBe(0);
    expect(await me(ada.token)).toEqual({ used: 5, limit: 3, period: 'total' });
    expect(await runAdminCommand(['set-package', 'nobody@example.com', 'pro'], openDb)).toEqual({ code: 1, out: 'No account has the e-mail nobody@example.com.' });
    expect(await runAdminCommand(['set-package', 'ada@example.com', 'gold'], openDb)).toEqual({ code: 2, out: 'Unknown package: gold (use free or pro)' });
    expect((await runAdminCommand(['set-pkg'], openDb)).out.split('\n')).toEqual([
      'Usage: npm run admin -- set-package <email> <free|pro>',
      '       npm run admin -- set-org-plan <organization id> <free|pro>',
      '       npm run admin -- set-plan-allowance <free|pro> <full reports a month>',
      '       npm run admin -- backup <file>     (embedded database; stop the server first)',
      '       npm run admin -- restore <file>    (embedded database; stop the server first)',
    ]);
  });
});

describe('quotas under parallel requests', () => {
  it('admit exactly the limit when a Free user opens many new addresses at once', async () => {
    const grace = await signUp('grace@example.com');
    const viewer = { id: grace.user.id, kind: 'account' as const };
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => admitAddress(demo.database.db, viewer, propertyIdOf(i))));
    expect(results.filter((r) => r.admitted)).toHaveLength(3);
    expect(await quotaOf(demo.database.db, viewer)).toEqual({ used: 3, limit: 3, period: 'total' });
  });
});

describe('development-token users', () => {
  it('are unlimited, so one test user can open any number of addresses', async () => {
    const token = issueDevToken(secret, 'e2e-user');
    const reports = await Promise.all([0, 1, 2, 3, 4].map((i) => open(i, token)));
    expect(reports.every((r) => !r.limited_report)).toBe(true);
    expect((await open(5, token)).quota).toEqual({ used: 6, limit: null, period: 'total', reached: false });
  });

  it('whose id starts with quota- get the Free quota', async () => {
    const token = issueDevToken(secret, 'quota-bob');
    for (const i of [0, 1, 2]) expect((await open(i, token)).limited_report).toBe(false);
    expect((await open(3, token)).quota).toEqual({ used: 3, limit: 3, period: 'total', reached: true });
    expect((await open(3, token)).limited_report).toBe(true);
  });
});

describe('every operation that opens a property', () => {
  const token = issueDevToken(secret, 'quota-dora');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await demo.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
  };
  const outline = { dimensions: [240, 240, 240, 240], angles: [0, 90, 180, 270] };
  const gray = { type: 'Feature', geometry: lots[1]!.lot, properties: { id: 'b1', category: null } };
  const check = (index: number) => ({
    property_id: propertyIdOf(index),
    buildings_geojson: { type: 'FeatureCollection', features: [] },
    objects: [{ type: 'Feature', geometry: lots[index]!.lot, properties: { id: 'shed', category: 'shed', existingStructure: false } }],
  });

  it('counts nothing when the request is refused before the property opens', async () => {
    const details = JSON.parse(decodeURIComponent(params[0]!)) as { signature: string };
    const forged = { ...details, signature: details.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const refused = [
      await call('GET', `/api/street-data?params=${encodeURIComponent(JSON.stringify(forged))}`),
      await call('POST', '/api/placement', { property_id: `${jurisdictionId}/NOPE`, outline, page: 'backyard-cottage' }),
      await call('PUT', '/api/playground/analysis', { property_id: propertyIdOf(1), buildings_geojson: { type: 'FeatureCollection', features: [gray] }, objects: [] }),
      await call('POST', '/api/generate-pdf', { property_id: propertyIdOf(2), page: 'backyard-cottage', org_id: 'no-such-organization' }),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual([
      [403, 'bad_signature'],
      [404, 'not_found'],
      [400, 'invalid_input'],
      [404, 'not_found'],
    ]);
    expect(await me(token)).toEqual({ used: 0, limit: 3, period: 'total' });
  });

  it('counts each property once, whichever operation opens it, and refuses the fourth', async () => {
    expect((await call('POST', '/api/placement', { property_id: propertyIdOf(0), outline, page: 'backyard-cottage' })).status).toBe(200);
    expect((await open(0, token)).quota).toEqual({ used: 1, limit: 3, period: 'total', reached: false });
    expect((await call('PUT', '/api/playground/analysis', check(1))).status).toBe(200);
    expect((await call('POST', '/api/generate-pdf', { property_id: propertyIdOf(2), page: 'backyard-cottage' })).status).toBe(200);
    expect(await me(token)).toEqual({ used: 3, limit: 3, period: 'total' });
    const fourth = [
      await call('POST', '/api/placement', { property_id: propertyIdOf(3), outline, page: 'backyard-cottage' }),
      await call('PUT', '/api/playground/analysis', check(3)),
    ];
    expect(fourth.map((r) => [r.status, r.body.error?.code])).toEqual([
      [403, 'quota_reached'],
      [403, 'quota_reached'],
    ]);
    expect(await me(token)).toEqual({ used: 3, limit: 3, period: 'total' });
  });
});

describe('visitors', () => {
  it('get the limited report without a quota, as before accounts', async () => {
    const visitor = await open(7);
    const full = await open(7, issueDevToken(secret, 'unlimited-carol'));
    expect(visitor.quota).toBeNull();
    expect(visitor).toEqual(redactReport({ ...full, user: null, quota: null }));
  });
});
