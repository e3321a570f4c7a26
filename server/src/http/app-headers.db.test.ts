// The security headers of the whole app through app.request() (issue 10, decision 021): an API
// answer, the hosted page, an organization's framed page, the sign-in page, a bundle under
// /static/ and an error, each with the headers the browser needs from it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { frameAncestorsOf } from './security-headers';

const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
const secret = 'a-test-secret-of-at-least-32-characters!';
let database: Database;
let distDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: 'hollow-creek', name: 'Hollow Creek Cottages', allowedOrigins: ['https://hollowcreek.example'] });
  distDir = await mkdtemp(join(tmpdir(), 'lotline-headers-'));
  await writeFile(join(distDir, 'lotline-sdk.js'), 'window.Lotline = {};\n');
  app = createApp({ database, secret, distDir, demoHostDir, publicUrl: 'https://lotline.example', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await database?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const NAMES = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
] as const;
const headersOf = (response: Response) => Object.fromEntries(NAMES.map((name) => [name, response.headers.get(name)]));

describe('security headers', () => {
  it('give an API answer a policy that loads and frames nothing', async () => {
    const response = await app.request('https://lotline.example/api/health');
    expect(response.status).toBe(200);
    expect(headersOf(response)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      // The public URL is https.
      'strict-transport-security': 'max-age=31536000',
    });
    expect(response.headers.get('permissions-policy')).toContain('camera=(), ');
  });

  it("give the same to an error, the API's 404", async () => {
    const missing = await app.request('https://lotline.example/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(headersOf(missing)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headersOf(missing)['x-frame-options']).toBe('DENY');
  });

  it('give the hosted page its strict policy with the tile server, framed by no one, keeping its popups', async () => {
    const response = await app.request('https://lotline.example/');
    expect(response.status).toBe(200);
    const headers = headersOf(response);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https: http:; media-src 'self' blob:; "
      + "connect-src 'self' https://tiles.example; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("let the organization's origins frame its page, without X-Frame-Options, which cannot list them", async () => {
    const response = await app.request('https://lotline.example/?org=hollow-creek&embed=1');
    const headers = headersOf(response);
    expect(frameAncestorsOf(headers['content-security-policy']!)).toBe("'self' https://hollowcreek.example");
    expect(headers['content-security-policy']).toContain("script-src 'self'; style-src 'self';");
    expect(headers['x-frame-options']).toBeNull();
  });

  it('keep the sign-in page joined to its opener, out of frames and referrers', async () => {
    const headers = headersOf(await app.request('https://lotline.example/sign-in'));
    expect(headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("form-action 'none'; frame-ancestors 'none'");
    // The packages page opens the sign-in popup itself and keeps it.
    expect(headersOf(await app.request('https://lotline.example/packages'))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it("put the demo site's pages under the widget pages' policy, and its scripts under none", async () => {
    const page = headersOf(await app.request('https://lotline.example/demo/framed.html'));
    expect(page['content-security-policy']).toContain("script-src 'self'; style-src 'self';");
    expect(page['content-security-policy']).toContain("frame-src 'self';");
    const script = await app.request('https://lotline.example/demo/events.js');
    expect(script.status).toBe(200);
    expect(headersOf(script)['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('let other sites load the bundles under /static/', async () => {
    const response = await app.request('https://lotline.example/static/lotline-sdk.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(headersOf(response)).toMatchObject({ 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' });
  });
});
