// GET /basemap.pmtiles through the whole app (its middleware included): byte ranges as a PMTiles
// reader asks for them, HEAD, revalidation and CORS, from a real archive of the demo town.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoBasemapPmtiles } from '../../../tests/support/demo-basemap-pmtiles';
import { createApp } from '../app';
import type { Database } from '../db/database';

// Serving the archive and the hosted page never reaches the database.
const unusedDatabase = {
  kind: 'pglite',
  db: new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`The database is not used by this test (db.${String(key)})`);
      },
    },
  ),
  close: async () => {},
} as unknown as Database;

const secret = 'a-test-secret-of-at-least-32-characters!';
const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));

let dir: string;
let archive: Buffer;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lotline-pmtiles-'));
  const file = await writeDemoBasemapPmtiles(dir);
  archive = await readFile(file);
  app = createApp({ database: unusedDatabase, secret, basemapPmtiles: file, demoHostDir });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, method = 'GET') => app.request('/basemap.pmtiles', { method, headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The status of an answer whose body is not read; the body is cancelled, which closes the file. */
const statusOf = async (answer: Response | Promise<Response>) => {
  const response = await answer;
  await response.body?.cancel();
  return response.status;
};

describe('GET /basemap.pmtiles', () => {
  it('answers the first 16 KiB a reader asks for with 206, the header first', async () => {
    const response = await get({ Range: 'bytes=0-16383', 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes 0-16383/${archive.length}`);
    expect(response.headers.get('Content-Length')).toBe('16384');
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    // Sent as stored: a compressed answer would not be the bytes the range names.
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const body = await bytesOf(response);
    expect(body.subarray(0, 8).toString('latin1')).toBe('PMTiles\x03');
    expect(body.equals(archive.subarray(0, 16_384))).toBe(true);
  });

  it('answers any range inside, a range running past the end cut to it, and a suffix range', async () => {
    const middle = await get({ Range: 'bytes=20000-20999' });
    expect(middle.status).toBe(206);
    expect((await bytesOf(middle)).equals(archive.subarray(20_000, 21_000))).toBe(true);

    const tail = await get({ Range: `bytes=${archive.length - 10}-${archive.length + 5000}` });
    expect(tail.headers.get('Content-Range')).toBe(`bytes ${archive.length - 10}-${archive.length - 1}/${archive.length}`);
    expect((await bytesOf(tail)).equals(archive.subarray(archive.length - 10))).toBe(true);

    const suffix = await get({ Range: 'bytes=-100' });
    expect(suffix.status).toBe(206);
    expect((await bytesOf(suffix)).equals(archive.subarray(archive.length - 100))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await get({ Range: `bytes=${archive.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe(`bytes */${archive.length}`);
    expect((await bytesOf(response)).length).toBe(0);
  });

  it('answers the whole file without a range, or with several', async () => {
    for (const headers of [{}, { Range: 'bytes=0-9,20-29' }] as Record<string, string>[]) {
      const response = await get(headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Length')).toBe(String(archive.length));
      expect((await bytesOf(response)).equals(archive)).toBe(true);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await get({}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe(String(archive.length));
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect((await bytesOf(whole)).length).toBe(0);
    const part = await get({ Range: 'bytes=0-126' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-126/${archive.length}`);
    expect((await bytesOf(part)).length).toBe(0);
  });

  it('is cached for a day, revalidated by a strong ETag and Last-Modified', async () => {
    const first = await get({ Range: 'bytes=0-126' });
    await first.body?.cancel();
    const etag = first.headers.get('ETag')!;
    const lastModified = first.headers.get('Last-Modified')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400, no-transform');
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 60 * 60_000);

    expect(await statusOf(get({ 'If-None-Match': etag }))).toBe(304);
    expect(await statusOf(get({ 'If-Modified-Since': lastModified }))).toBe(304);
    expect(await statusOf(get({ 'If-None-Match': '"another"' }))).toBe(200);
    // A range of another version of the file is not answered: the whole current file is.
    expect(await statusOf(get({ Range: 'bytes=0-126', 'If-Range': etag }))).toBe(206);
    expect(await statusOf(get({ Range: 'bytes=0-126', 'If-Range': '"another"' }))).toBe(200);
  });

  it('may be read from any site, ranges and ETag included', async () => {
    const response = await get({ Range: 'bytes=0-126', Origin: 'https://builder.example' });
    await response.body?.cancel();
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('Content-Range, ETag, Accept-Ranges');
    const preflight = await app.request('/basemap.pmtiles', {
      method: 'OPTIONS',
      headers: { Origin: 'https://builder.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'range' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Range');
  });

  it('is named on the hosted page only when configured, under the page policy of its own origin', async () => {
    const page = await app.request('/');
    expect(await page.text()).toContain('<lotline-widget pmtiles-url="/basemap.pmtiles"');
    expect(page.headers.get('Content-Security-Policy')).toContain("connect-src 'self';");

    const without = createApp({ database: unusedDatabase, secret, demoHostDir });
    expect(await statusOf(without.request('/basemap.pmtiles'))).toBe(404);
    expect(await (await without.request('/')).text()).not.toContain('pmtiles-url');
  });
});
