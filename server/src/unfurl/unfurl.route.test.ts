// Link previews through app.request() against pages served on this machine: what is read from a
// page, and the SSRF checks (private addresses, names resolving to them, redirects, ports, the
// allowlist), all offline: host names resolve through a resolver given to createApp.
import { createServer, type Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, LinkPreview, NoPreview } from '../../../core/api';
import { createApp } from '../app';
import type { Database } from '../db/database';
import type { ResolveHost } from './safe-fetch';

const PAGE = `<!doctype html><html><head>
<title>Maple Hollow &amp; Co. — Zoning</title>
<meta name="description" content="The town's zoning bylaw.">
<meta property="og:title" content="Zoning Bylaw">
<meta property="og:description" content='Accessory dwelling units, &quot;by right&quot;.'>
<meta property="og:image" content="/img/cover.png">
<link rel="icon" href="/favicon.svg">
</head><body><img src="photo.jpg"><img src="javascript:alert(1)"></body></html>`;

let server: Server;
let origin: string;
let port: number;
let hits = 0;
let endlessClosed = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    const path = new URL(request.url ?? '/', 'http://test').pathname;
    if (path === '/page') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (path === '/plain') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Plain</title>');
    if (path === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-private') return void response.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
    if (path === '/to-intranet') return void response.writeHead(307, { location: 'http://intranet.example.test/admin' }).end();
    if (path === '/to-page') return void response.writeHead(301, { location: '/page' }).end();
    if (path === '/image') return void response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (path === '/slow') return; // never answers
    if (path === '/drip' || path === '/endless') {
      // /drip sends a byte now and then and never ends; /endless sends 4 KiB at a time and never ends.
      response.writeHead(200, { 'content-type': 'text/html' }).write('<head><title>Endless</title></head><body>');
      const filler = path === '/drip' ? ' ' : 'x'.repeat(4096);
      const timer = setInterval(() => response.write(filler), path === '/drip' ? 50 : 1);
      response.on('close', () => {
        clearInterval(timer);
        if (path === '/endless') endlessClosed = true;
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

// The DNS of these tests: names under example.test answer what the test needs, others do not exist.
const NAMES: Record<string, readonly string[]> = {
  'intranet.example.test': ['10.0.0.7'],
  'loopback.example.test': ['127.0.0.1'],
  'metadata.example.test': ['::ffff:169.254.169.254'],
  'mixed.example.test': ['93.184.216.34', '10.0.0.7'],
  'preview.example.test': ['127.0.0.1'],
};
let resolved: string[] = [];
const resolve: ResolveHost = async (hostname) => {
  resolved.push(hostname);
  const addresses = NAMES[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};
beforeEach(() => {
  resolved = [];
  hits = 0;
});

// These routes never touch the database.
const database = { kind: 'pglite' } as Database;
const secret = 'x'.repeat(40);
const MAX_BYTES = 16 * 1024;
const trusting = createApp({ database, secret, unfurl: { resolve, allowHosts: ['127.0.0.1:*', 'preview.example.test:*'], timeoutMs: 400, maxBytes: MAX_BYTES } });
const strict = createApp({ database, secret, unfurl: { resolve } });
const byDefault = createApp({ database, secret });

async function unfurl(app: ReturnType<typeof createApp>, url: string) {
  const response = await app.request(`/api/report/unfurl?url=${encodeURIComponent(url)}`);
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as LinkPreview & NoPreview & ApiErrorBody };
}

/** The status, reason and cache header of each URL's answer, for one comparison with the URLs named. */
async function refusals(app: ReturnType<typeof createApp>, urls: readonly string[]) {
  const answers = [];
  for (const url of urls) {
    const { status, cache, body } = await unfurl(app, url);
    answers.push([url, status, body.no_preview, cache]);
  }
  return answers;
}
/** A refused address is a 200 without a preview, kept a day. */
const refused = (urls: readonly string[]) => urls.map((url) => [url, 200, 'not_allowed', 'public, max-age=86400']);

describe('GET /api/report/unfurl', () => {
  it('reads Open Graph, the title, the description, the icon and the images, as absolute URLs', async () => {
    const { status, cache, body } = await unfurl(trusting, `${origin}/page`);
    expect([status, cache]).toEqual([200, 'public, max-age=3600']);
    expect(body).toEqual({
      url: `${origin}/page`,
      favicon: `${origin}/favicon.svg`,
      hybridGraph: { favicon: `${origin}/favicon.svg`, image: `${origin}/img/cover.png`, title: 'Zoning Bylaw', description: 'Accessory dwelling units, "by right".' },
      images: [`${origin}/img/cover.png`, `${origin}/photo.jpg`],
      image: `${origin}/img/cover.png`,
      openGraph: { image: { url: `${origin}/img/cover.png` }, title: 'Zoning Bylaw', description: 'Accessory dwelling units, "by right".' },
      htmlInferred: { title: 'Maple Hollow & Co. — Zoning', description: "The town's zoning bylaw." },
    });
  });

  it('falls back to the page title and the site icon, follows a redirect, and caches', async () => {
    const plain = await unfurl(trusting, `${origin}/plain`);
    expect(plain.body.hybridGraph).toEqual({ favicon: `${origin}/favicon.ico`, image: null, title: 'Plain', description: null });
    expect((await unfurl(trusting, `${origin}/to-page`)).body.url).toBe(`${origin}/page`);
    const before = hits;
    await unfurl(trusting, `${origin}/plain`);
    expect(hits).toBe(before);
  });

  it('answers field messages for a missing or malformed url', async () => {
    const missing = await strict.request('/api/report/unfurl');
    expect(((await missing.json()) as ApiErrorBody).error.fields).toEqual({ url: ['url is required.'] });
    expect((await unfurl(strict, 'not a url')).body.error.fields).toEqual({ url: ['url must be an absolute address such as https://example.org/page'] });
  });
});

describe('GET /api/report/unfurl: SSRF checks', () => {
  it('refuses loopback, private, metadata and IPv6 local addresses, other schemes and local names, resolving nothing', async () => {
    const urls = [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://localhost/',
      'http://intranet/',
      'ftp://example.org/',
      'https://user:secret@example.org/',
    ];
    expect(await refusals(strict, urls)).toEqual(refused(urls));
    expect(resolved).toEqual([]);
    expect(hits).toBe(0);
  });

  it('refuses a name resolving to a private address, or to a public and a private one, when connecting', async () => {
    const urls = ['http://intranet.example.test/', 'http://loopback.example.test/', 'https://metadata.example.test/', 'http://mixed.example.test/'];
    expect(await refusals(strict, urls)).toEqual(refused(urls));
    expect(resolved).toEqual(['intranet.example.test', 'loopback.example.test', 'metadata.example.test', 'mixed.example.test']);
    expect((await unfurl(strict, 'http://mixed.example.test/other')).body).toEqual({
      url: 'http://mixed.example.test/other',
      no_preview: 'not_allowed',
      message: 'mixed.example.test resolves to a private network address.',
    });
  });

  it('reaches the local test page only through the allowlist given to createApp', async () => {
    const urls = [`${origin}/page?allowlist`, `http://preview.example.test:${port}/page`, 'http://preview.example.test/page'];
    expect(await refusals(byDefault, urls.slice(0, 2))).toEqual(refused(urls.slice(0, 2)));
    expect(await refusals(strict, urls)).toEqual(refused(urls));
    expect(hits).toBe(0);
    expect((await unfurl(trusting, `${origin}/page?allowlist`)).body.hybridGraph.title).toBe('Zoning Bylaw');
    // An allowed name connects to the address the resolver answers.
    const byName = await unfurl(trusting, `http://preview.example.test:${port}/page`);
    expect([byName.status, byName.body.image]).toEqual([200, `http://preview.example.test:${port}/img/cover.png`]);
    expect(hits).toBe(2);
  });

  it('checks every redirect again: to a private address, the metadata address or a name resolving privately', async () => {
    const urls = [`${origin}/to-private`, `${origin}/to-metadata`, `${origin}/to-intranet`];
    expect(await refusals(trusting, urls)).toEqual(refused(urls));
    expect(resolved).toEqual(['intranet.example.test']);
  });
});

describe('GET /api/report/unfurl: limits', () => {
  it('answers a 200 without a preview, kept five minutes, for what is not a page or an error status', async () => {
    expect(await unfurl(trusting, `${origin}/image`)).toEqual({
      status: 200,
      cache: 'public, max-age=300',
      body: { url: `${origin}/image`, no_preview: 'unreachable', message: 'No preview: The address is not a web page.' },
    });
    expect(await unfurl(trusting, `${origin}/missing`)).toEqual({
      status: 200,
      cache: 'public, max-age=300',
      body: { url: `${origin}/missing`, no_preview: 'unreachable', message: 'No preview: The page answered 404.' },
    });
  });

  it('answers a 200 without a preview for a host that does not exist', async () => {
    expect(await unfurl(strict, 'https://nowhere.example.test/zoning')).toEqual({
      status: 200,
      cache: 'public, max-age=300',
      body: { url: 'https://nowhere.example.test/zoning', no_preview: 'unreachable', message: expect.stringMatching(/^No preview: /) as string },
    });
  });

  it('gives up a page that never answers, or never ends, at the time limit of the whole fetch', async () => {
    for (const path of ['/slow', '/drip']) {
      const started = performance.now();
      const { status, body } = await unfurl(trusting, `${origin}${path}`);
      expect([path, status, body.no_preview, body.message]).toEqual([path, 200, 'unreachable', 'No preview: The page took too long to answer.']);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('previews a page longer than maxBytes from its first maxBytes, and stops reading it', async () => {
    const { status, body } = await unfurl(trusting, `${origin}/endless`);
    expect([status, body.hybridGraph?.title]).toEqual([200, 'Endless']);
    await vi.waitFor(() => expect(endlessClosed).toBe(true));
  });
});

describe('GET /api/report/unfurl-policy', () => {
  it('says whether the operator lets previews reach private hosts', async () => {
    for (const [app, expected] of [[trusting, true], [strict, false], [byDefault, false]] as const) {
      const response = await app.request('/api/report/unfurl-policy');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await response.json()).toEqual({ private_hosts: expected });
    }
  });
});
