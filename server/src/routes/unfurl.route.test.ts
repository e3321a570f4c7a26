// Link previews through app.request() against pages served on this machine: what is read from a
// page, and the SSRF checks (private addresses, names resolving to them, redirects, ports).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api/error.schema';
import type { LinkPreview } from '../../../core/api/unfurl.schema';
import { createApp } from '../app';
import type { Database } from '../db/database';

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
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/page') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (request.url === '/plain') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Plain</title>');
    if (request.url === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/to-page') return void response.writeHead(301, { location: '/page' }).end();
    if (request.url === '/image') return void response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (request.url === '/slow') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// These routes never touch the database.
const database = { kind: 'pglite' } as Database;
const secret = 'x'.repeat(40);
const trusting = createApp({ database, secret, unfurl: { allowHosts: ['127.0.0.1'], timeoutMs: 400 } });
const strict = createApp({ database, secret });

async function unfurl(app: ReturnType<typeof createApp>, url: string) {
  const response = await app.request(`/api/report/unfurl?url=${encodeURIComponent(url)}`);
  return { status: response.status, body: (await response.json()) as LinkPreview & ApiErrorBody };
}

describe('GET /api/report/unfurl', () => {
  it('reads Open Graph, the title, the description, the icon and the images, as absolute URLs', async () => {
    const { status, body } = await unfurl(trusting, `${origin}/page`);
    expect(status).toBe(200);
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

  it('refuses private addresses, names resolving to them, other ports and schemes', async () => {
    for (const url of [`${origin}/page`, 'http://127.0.0.1/page', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:7f00:1]/', 'http://localhost/', 'ftp://example.org/']) {
      const { status, body } = await unfurl(strict, url);
      expect([url, status, body.error.code]).toEqual([url, 400, 'url_not_allowed']);
    }
    // A public-looking name is resolved at connect time: localtest.me points at 127.0.0.1.
    const rebinding = await unfurl(strict, 'http://localtest.me/');
    expect([rebinding.status, rebinding.body.error?.code]).toEqual(rebinding.status === 400 ? [400, 'url_not_allowed'] : [502, 'preview_failed']);
  });

  it('checks every redirect again', async () => {
    const { status, body } = await unfurl(trusting, `${origin}/to-metadata`);
    expect([status, body.error.code]).toEqual([400, 'url_not_allowed']);
  });

  it('answers 502 for what is not a page, an error status or a page too slow', async () => {
    expect((await unfurl(trusting, `${origin}/image`)).body.error.message).toBe('No preview: The address is not a web page.');
    expect((await unfurl(trusting, `${origin}/missing`)).body.error.message).toBe('No preview: The page answered 404.');
    const slow = await unfurl(trusting, `${origin}/slow`);
    expect([slow.status, slow.body.error.message]).toEqual([502, 'No preview: The page took too long to answer.']);
  });

  it('answers field messages for a missing or malformed url', async () => {
    const missing = await strict.request('/api/report/unfurl');
    expect(((await missing.json()) as ApiErrorBody).error.fields).toEqual({ url: ['url is required.'] });
    expect((await unfurl(strict, 'not a url')).body.error.fields).toEqual({ url: ['url must be an absolute address such as https://example.org/page'] });
  });
});
