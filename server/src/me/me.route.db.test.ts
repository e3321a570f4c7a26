// GET /api/me/addresses through app.request() on the demo town, with the server's clock fixed:
// the addresses a user opened in street data come back newest first in the spec's groups, days
// counted in the asked time zone, each with the signed params that reopen its report; users
// without Pro get the first three and the total; nobody sees another user's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AuthSession, ApiErrorBody, AddressHistory, StreetData } from '../../../core/api';
import { demoTown, openDemoApp } from '../../../tests/setup/demo-app';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { createDefaultBillingProvider } from '../billing/billing-provider';
import { admitAddress } from '../quota/admission';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, placeIdOf } = demoTown(5, 80);
const lots = town.parcels.slice(0, 9);
/** The server's clock: 02:00 UTC on Monday 9 March 2026, still Sunday evening in New York (EDT since that morning). */
const NOW = '2026-03-09T02:00:00.000Z';
/** When each of lots 0 to 6 is opened, oldest first. */
const OPENED_AT = [
  '2026-01-01T02:00:00.000Z',
  '2026-02-20T12:00:00.000Z',
  '2026-03-03T12:00:00.000Z',
  '2026-03-08T03:00:00.000Z',
  '2026-03-08T11:30:00.000Z',
  '2026-03-08T23:00:00.000Z',
  '2026-03-09T01:00:00.000Z',
];

let demo: Awaited<ReturnType<typeof openDemoApp>>;
let app: ReturnType<typeof createApp>;
let clock = new Date(NOW);
/** The signed address details of each lot, as address details answered them. */
let details: AddressDetails[];
/** Each lot's property id and label, as street data names them. */
let properties: { id: string; label: string }[];
let pat: AuthSession;

beforeAll(async () => {
  demo = await openDemoApp({ seed: 5, parcels: 80, secret });
  app = createApp({ database: demo.database, secret, now: () => clock });
  details = await Promise.all(lots.map(async (lot) => JSON.parse(decodeURIComponent(await demo.streetDataParams(placeIdOf(lot)))) as AddressDetails));
  const visitorReports = await Promise.all(details.map((address) => open(address)));
  properties = visitorReports.map((report) => ({ id: report.attributes.property_id, label: report.attributes.address.label }));
  expect(new Set(properties.map((p) => p.id)).size, 'nine different properties').toBe(9);
  pat = await signUp('pat@example.com');
  // Pro opens 80 addresses a month, so one user can fill every group.
  await createDefaultBillingProvider(demo.database.db).setPackage(pat.user.id, 'pro');
  for (const [index, at] of OPENED_AT.entries()) {
    clock = new Date(at);
    expect((await open(details[index]!, pat.token)).limited_report).toBe(false);
  }
  clock = new Date(NOW);
});
afterAll(async () => demo?.database.close());

async function open(address: AddressDetails, token?: string): Promise<StreetData> {
  const response = await app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(address))}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

async function signUp(email: string): Promise<AuthSession> {
  const response = await app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'history password', first_name: 'Pat', last_name: 'History' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AuthSession;
}

async function history(token: string | null, query = '') {
  const response = await app.request(`/api/me/addresses${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as AddressHistory & ApiErrorBody };
}

/** A history as `group: lot indexes`, easy to read in a failure. */
const shape = (answer: AddressHistory) =>
  answer.groups.map((group) => `${group.label_key}${group.month ? `/${group.month}` : ''}: ${group.addresses.map((a) => properties.findIndex((p) => p.id === a.property_id)).join(' ')}`);

describe('GET /api/me/addresses', () => {
  it('groups a Pro user’s addresses by recency in UTC by default, newest first, with what reopens each report', async () => {
    const { status, headers, body } = await history(pat.token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(shape(body)).toEqual(['today: 6', 'yesterday: 5 4 3', 'previous7: 2', 'previous30: 1', 'month/2026-01: 0']);
    expect([body.total, body.shown]).toEqual([7, 7]);
    expect(body.groups[0]!.addresses[0]).toEqual({ property_id: properties[6]!.id, label: properties[6]!.label, params: details[6], last_seen_at: OPENED_AT[6] });
    // The params are the signed ones: street data opens the report from them as they are.
    expect((await open(body.groups.at(-1)!.addresses[0]!.params)).attributes.property_id).toBe(properties[0]!.id);
  });

  it('counts the days and months in the asked time zone', async () => {
    const { status, body } = await history(pat.token, `?tz=${encodeURIComponent('America/New_York')}`);
    expect(status).toBe(200);
    expect(shape(body)).toEqual(['today: 6 5 4', 'yesterday: 3', 'previous7: 2', 'previous30: 1', 'month/2025-12: 0']);
    const invalid = await history(pat.token, '?tz=Mars%2FOlympus_Mons');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ tz: ['tz must be an IANA time zone such as America/New_York'] });
  });

  it('moves an address opened again to the top', async () => {
    clock = new Date('2026-03-09T01:30:00.000Z');
    await open(details[0]!, pat.token);
    clock = new Date(NOW);
    const { body } = await history(pat.token);
    expect(shape(body)).toEqual(['today: 0 6', 'yesterday: 5 4 3', 'previous7: 2', 'previous30: 1']);
    expect(body.groups[0]!.addresses[0]!.last_seen_at).toBe('2026-03-09T01:30:00.000Z');
  });

  it('answers a user back on Free the newest three addresses, and how many there are', async () => {
    await createDefaultBillingProvider(demo.database.db).setPackage(pat.user.id, 'free');
    const { body } = await history(pat.token, `?tz=${encodeURIComponent('America/New_York')}`);
    expect(shape(body)).toEqual(['today: 0 6 5']);
    expect([body.total, body.shown]).toEqual([7, 3]);
    await createDefaultBillingProvider(demo.database.db).setPackage(pat.user.id, 'pro');
    expect((await history(pat.token)).body.shown).toBe(7);
  });

  it('lists a Free user’s three addresses but not a limited report past the quota', async () => {
    const free = await signUp('free@example.com');
    for (const index of [0, 1, 2, 3]) {
      clock = new Date(Date.parse(NOW) - (10 - index) * 60_000);
      expect((await open(details[index]!, free.token)).limited_report).toBe(index === 3);
    }
    clock = new Date(NOW);
    const { body } = await history(free.token);
    expect(shape(body)).toEqual(['today: 2 1 0']);
    expect([body.total, body.shown]).toEqual([3, 3]);
  });

  it('lists nothing of another user’s, and a development user’s own addresses', async () => {
    const other = await signUp('other@example.com');
    expect((await history(other.token)).body).toEqual({ groups: [], total: 0, shown: 0 });
    const dev = issueDevToken(secret, 'history-dev');
    await open(details[8]!, dev);
    expect(shape((await history(dev)).body)).toEqual(['today: 8']);
  });

  it('leaves out an address recorded without the params that reopen it', async () => {
    // A placement records the property without naming an address (placement.route.ts).
    await admitAddress(demo.database.db, { id: pat.user.id, kind: 'account' }, properties[7]!.id, { now: new Date(NOW) });
    const { body } = await history(pat.token);
    expect([body.total, body.shown]).toEqual([7, 7]);
    expect(body.groups.flatMap((group) => group.addresses).some((a) => a.property_id === properties[7]!.id)).toBe(false);
  });

  it('asks visitors to sign in', async () => {
    const { status, body } = await history(null);
    expect(status).toBe(401);
    expect(body.error.message).toBe('Sign in to see your addresses.');
  });
});
