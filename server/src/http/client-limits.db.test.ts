// Rate limits per client address and per token on search and PDFs: 429 with Retry-After in the
// error shape past either limit, tokens and addresses counted apart, PDFs counted in the database
// so two servers share the count; the memory store's windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import type { Database } from '../db/database';
import { createMemoryRateLimitStore } from './rate-limit';

const secret = 'a-test-secret-of-at-least-32-characters!';
const MINUTE_MS = 60_000;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const bearer = (user: string) => ({ authorization: `Bearer ${issueDevToken(secret, user)}` });

describe('per-client limits', () => {
  it('answer 429 with Retry-After past the limit of a token, and count other tokens apart', async () => {
    const app = createApp({ database, secret, clientLimits: { search: { perIp: 100, perToken: 2, windowMs: MINUTE_MS } } });
    const search = (headers: Record<string, string>) => app.request('/api/address/search?q=Maple', { headers });
    expect([(await search(bearer('ann'))).status, (await search(bearer('ann'))).status]).toEqual([200, 200]);
    const limited = await search(bearer('ann'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const body = (await limited.json()) as ApiErrorBody;
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests; try again in \d+ s\.$/);
    expect((await search(bearer('bob'))).status).toBe(200);
    // Visitors have no token: only their address counts.
    expect((await search({})).status).toBe(200);
  });

  it('count per client address behind a trusted proxy, whatever the token', async () => {
    const app = createApp({ database, secret, trustProxy: true, clientLimits: { search: { perIp: 3, perToken: 100, windowMs: MINUTE_MS } } });
    const search = (ip: string, user: string) => app.request('/api/address/search?q=Elm', { headers: { 'x-forwarded-for': ip, ...bearer(user) } });
    const statuses = [];
    for (const user of ['a', 'b', 'c', 'd']) statuses.push((await search('198.51.100.20', user)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await search('198.51.100.21', 'e')).status).toBe(200);
  });

  it('count PDFs in the database: two servers share the count of a token', async () => {
    const limits = { pdf: { perIp: 100, perToken: 2, windowMs: MINUTE_MS } };
    const [one, two] = [createApp({ database, secret, clientLimits: limits }), createApp({ database, secret, clientLimits: limits })];
    const ask = (app: typeof one) =>
      app.request('/api/generate-pdf', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer('pdf-limited') }, body: JSON.stringify({ property_id: 'nowhere/1', page: 'backyard-cottage' }) });
    // The limit counts requests, whatever they answer (here: no such property).
    expect([(await ask(one)).status, (await ask(two)).status, (await ask(one)).status]).toEqual([404, 404, 429]);
    expect((await ask(two)).status).toBe(429);
  });
});

describe('createMemoryRateLimitStore', () => {
  it('counts per key in fixed windows and says how long until the window ends', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, retryAfterSeconds: 10 });
    now += 2_500;
    expect(await store.hit('k', 10_000)).toEqual({ count: 2, retryAfterSeconds: 8 });
    expect(await store.hit('other', 10_000)).toEqual({ count: 1, retryAfterSeconds: 10 });
    now += 7_500;
    expect(await store.hit('k', 10_000)).toEqual({ count: 1, retryAfterSeconds: 10 });
  });

  it('keeps at most maxKeys windows, letting the oldest go', async () => {
    const store = createMemoryRateLimitStore({ now: () => 0, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) await store.hit(key, 60_000);
    await store.hit('d', 60_000);
    // 'a' was the oldest: its count starts again.
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('d', 60_000)).count).toBe(2);
  });
});
