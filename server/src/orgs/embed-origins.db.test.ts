// CORS of the API for inline embeds: allowed for the embed origins of the organization a request
// names (decision 027), read from the database; the bundles under /static/ for every site.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { createEmbedOriginCheck, embedOriginsChanged } from './embed-origins';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: 'acme-builders', name: 'Acme Builders', allowedOrigins: ['https://www.acme-builders.example/', 'not an origin'] });
  app = createApp({ database, secret: 's'.repeat(40) });
});
afterAll(async () => database?.close());

const preflight = (origin: string, org = 'acme-builders') =>
  app.request(`/api/address/search?q=main&org=${org}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe('CORS of the API', () => {
  it('answers an allowed embed origin, with the bearer header allowed', async () => {
    const response = await preflight('https://www.acme-builders.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.acme-builders.example');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-lotline-grant');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await app.request('/api/jurisdictions?org=acme-builders', { headers: { origin: 'https://www.acme-builders.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://www.acme-builders.example');
  });

  it('answers only for the organization the request names', async () => {
    expect((await preflight('https://www.acme-builders.example', 'another-org')).headers.get('access-control-allow-origin')).toBeNull();
    const unnamed = await app.request('/api/jurisdictions', { headers: { origin: 'https://www.acme-builders.example' } });
    expect(unnamed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says nothing to other origins', async () => {
    for (const origin of ['https://evil.example', 'http://www.acme-builders.example', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('CORS of the bundles', () => {
  it('lets every site load the widget modules', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'lotline-dist-'));
    await writeFile(join(distDir, 'lotline-widget.mjs'), 'export {};');
    const withBundles = createApp({ database, secret: 's'.repeat(40), distDir });
    const response = await withBundles.request('/static/lotline-widget.mjs', { headers: { origin: 'https://anyone.example' } });
    expect([response.status, response.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    await rm(distDir, { recursive: true, force: true });
  });
});

describe('createEmbedOriginCheck', () => {
  it('sees an added origin within seconds and drops a removed one within the period', async () => {
    let clock = 0;
    const check = createEmbedOriginCheck(database.db, { ttlMs: 60_000, now: () => clock });
    expect(await check('https://new.example')).toBe(false);
    await database.db.insert(organizations).values({ id: 'new-org', name: 'New', allowedOrigins: ['https://new.example'] });
    // The list was read just now: a miss does not read it again at once.
    clock = 1_999;
    expect(await check('https://new.example')).toBe(false);
    clock = 2_001;
    expect(await check('https://new.example')).toBe(true);
    await database.db.update(organizations).set({ allowedOrigins: [] }).where(eq(organizations.id, 'new-org'));
    // An allowed origin is answered from the list until the period ends.
    clock = 50_000;
    expect(await check('https://new.example')).toBe(true);
    clock = 62_002;
    expect(await check('https://new.example')).toBe(false);
  });

  it('reads the list again at once after this server changed an organization’s origins', async () => {
    const check = createEmbedOriginCheck(database.db, { ttlMs: 60_000, now: () => 0 });
    expect(await check('https://just-added.example')).toBe(false);
    await database.db.insert(organizations).values({ id: 'added-org', name: 'Added', allowedOrigins: ['https://just-added.example'] });
    expect(await check('https://just-added.example')).toBe(false);
    embedOriginsChanged();
    expect(await check('https://just-added.example')).toBe(true);
  });
});
