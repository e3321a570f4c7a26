// fetchImage and the options every fetch shares (the resolver, extra certificate authorities)
// against servers on this machine, reached through the allowlist; names resolve through a test
// resolver, so nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { isIP, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../tests/setup/tls';
import { checkUrl, FetchFailedError, fetchImage, isAllowListed, postJson, UrlNotAllowedError, type ResolveHost, type SafeFetchOptions } from './safe-fetch';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = randomBytes(300 * 1024);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const MIB = 1024 * 1024;

let hits: string[] = [];

/** The test site: images, what is not one, redirects (/hop/N redirects N times) and servers too slow. */
function serveTestSite(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://test');
  hits.push(url.pathname);
  const hop = /^\/(slow-)?hop\/(\d+)$/.exec(url.pathname);
  if (hop) {
    const left = Number(hop[2]);
    const next = left <= 1 ? '/logo.png' : `/${hop[1] ?? ''}hop/${left - 1}`;
    const redirect = () => response.writeHead(302, { location: next }).end();
    return void (hop[1] ? setTimeout(redirect, 120) : redirect());
  }
  switch (url.pathname) {
    case '/logo.png':
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    case '/photo.jpg':
      // Several writes, so the image arrives in several chunks.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let start = 0; start < JPEG.length; start += 64 * 1024) response.write(JPEG.subarray(start, start + 64 * 1024));
      return void response.end();
    case '/logo.svg':
      return void response.writeHead(200, { 'content-type': 'Image/SVG+XML; charset=utf-8' }).end(SVG);
    case '/page':
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Not an image</title>');
    case '/logo.bmp':
      return void response.writeHead(200, { 'content-type': 'image/bmp' }).end('BM');
    case '/untyped':
      return void response.writeHead(200).end(PNG);
    case '/sized.png': {
      // ?bytes=N, sent in 64 KiB writes without a length unless ?declared.
      const bytes = Buffer.alloc(Number(url.searchParams.get('bytes')), 7);
      response.writeHead(200, { 'content-type': 'image/png', ...(url.searchParams.has('declared') ? { 'content-length': bytes.length } : {}) });
      for (let start = 0; start < bytes.length; start += 64 * 1024) response.write(bytes.subarray(start, start + 64 * 1024));
      return void response.end();
    }
    case '/to-metadata':
      return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    case '/to-intranet':
      return void response.writeHead(302, { location: 'http://intranet.example.test/logo.png' }).end();
    case '/never':
      return;
    default:
      return void response.writeHead(404).end();
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

const NAMES: Record<string, readonly string[]> = {
  'logo.example.test': ['127.0.0.1'],
  'intranet.example.test': ['10.0.0.7'],
  'hooks.example.test': ['93.184.216.34', '192.168.1.20'],
};
const resolve: ResolveHost = async (hostname) => {
  const addresses = NAMES[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};

/** How a fetch ended: its value, or the kind of error and its message. */
async function outcome<T>(fetching: Promise<T>): Promise<T | [string, string]> {
  try {
    return await fetching;
  } catch (error) {
    const kind = error instanceof UrlNotAllowedError ? 'not allowed' : error instanceof FetchFailedError ? 'failed' : 'other';
    return [kind, error instanceof Error ? error.message : String(error)];
  }
}

let server: Server;
let origin: string;
const allowed: SafeFetchOptions = { allowHosts: ['127.0.0.1:*'], resolve };

beforeAll(async () => {
  server = createServer(serveTestSite);
  origin = `http://127.0.0.1:${await listen(server)}`;
});
afterAll(() => close(server));
beforeEach(() => {
  hits = [];
});

describe('fetchImage', () => {
  it('answers a PNG byte for byte, with its media type and the URL it ended at after redirects', async () => {
    expect(await fetchImage(new URL(`${origin}/hop/3`), allowed)).toStrictEqual({ url: new URL(`${origin}/logo.png`), contentType: 'image/png', bytes: new Uint8Array(PNG) });
    expect(hits).toEqual(['/hop/3', '/hop/2', '/hop/1', '/logo.png']);
  });

  it('answers a JPEG that arrives in chunks whole, and an SVG by its media type alone', async () => {
    const jpeg = await fetchImage(new URL(`${origin}/photo.jpg`), allowed);
    expect([jpeg.contentType, jpeg.bytes.length, Buffer.from(jpeg.bytes).equals(JPEG)]).toEqual(['image/jpeg', JPEG.length, true]);
    const svg = await fetchImage(new URL(`${origin}/logo.svg`), allowed);
    expect([svg.contentType, new TextDecoder().decode(svg.bytes)]).toEqual(['image/svg+xml', SVG]);
  });

  it('refuses what is not a PNG, JPEG, WebP, GIF or SVG image, and an error status', async () => {
    expect(await outcome(fetchImage(new URL(`${origin}/page`), allowed))).toEqual(['failed', 'The address is not an image: text/html.']);
    expect(await outcome(fetchImage(new URL(`${origin}/logo.bmp`), allowed))).toEqual(['failed', 'The address is not an image: image/bmp.']);
    expect(await outcome(fetchImage(new URL(`${origin}/untyped`), allowed))).toEqual(['failed', 'The address is not an image: no content type.']);
    expect(await outcome(fetchImage(new URL(`${origin}/missing.png`), allowed))).toEqual(['failed', 'The image answered 404.']);
  });

  it('refuses an image over maxBytes rather than cutting it, whether its length is declared or not', async () => {
    const small = { ...allowed, maxBytes: 1000 };
    expect((await fetchImage(new URL(`${origin}/sized.png?bytes=1000`), small)).bytes.length).toBe(1000);
    expect(await outcome(fetchImage(new URL(`${origin}/sized.png?bytes=1001`), small))).toEqual(['failed', 'The image is larger than 1000 bytes.']);
    expect(await outcome(fetchImage(new URL(`${origin}/sized.png?bytes=1001&declared`), small))).toEqual(['failed', 'The image is larger than 1000 bytes.']);
  });

  it('takes images of up to 2 MiB by default', async () => {
    expect((await fetchImage(new URL(`${origin}/sized.png?bytes=${2 * MIB}`), allowed)).bytes.length).toBe(2 * MIB);
    expect(await outcome(fetchImage(new URL(`${origin}/sized.png?bytes=${2 * MIB + 1}`), allowed))).toEqual(['failed', `The image is larger than ${2 * MIB} bytes.`]);
  });

  it('refuses the local server without the allowlist, and redirects to the metadata address or a private name with it', async () => {
    expect(await outcome(fetchImage(new URL(`${origin}/logo.png`), { resolve }))).toEqual(['not allowed', 'Only the standard web ports can be fetched as images.']);
    expect(await outcome(fetchImage(new URL('http://127.0.0.1/logo.png'), { resolve }))).toEqual(['not allowed', 'Private network addresses cannot be fetched as images.']);
    expect(await outcome(fetchImage(new URL(`${origin}/to-metadata`), allowed))).toEqual(['not allowed', 'Private network addresses cannot be fetched as images.']);
    expect(await outcome(fetchImage(new URL(`${origin}/to-intranet`), allowed))).toEqual(['not allowed', 'intranet.example.test resolves to a private network address.']);
    expect(await outcome(fetchImage(new URL('file:///etc/passwd'), allowed))).toEqual(['not allowed', 'Only http and https addresses can be fetched as images.']);
    expect(hits).toEqual(['/to-metadata', '/to-intranet']);
  });

  it('follows at most maxRedirects redirects, three by default', async () => {
    expect(await outcome(fetchImage(new URL(`${origin}/hop/4`), allowed))).toEqual(['failed', 'The image redirects too many times.']);
    expect((await fetchImage(new URL(`${origin}/hop/4`), { ...allowed, maxRedirects: 4 })).bytes).toStrictEqual(new Uint8Array(PNG));
  });

  it('gives up at the time limit of the whole fetch, redirects included', async () => {
    expect(await outcome(fetchImage(new URL(`${origin}/never`), { ...allowed, timeoutMs: 200 }))).toEqual(['failed', 'The image took too long to answer.']);
    // Each hop answers within the limit; the four together do not.
    expect(await outcome(fetchImage(new URL(`${origin}/slow-hop/3`), { ...allowed, timeoutMs: 300 }))).toEqual(['failed', 'The image took too long to answer.']);
    expect(hits).toEqual(['/never', '/slow-hop/3', '/slow-hop/2', '/slow-hop/1']);
  });
});

describe('the operator’s allow-list', () => {
  it('exempts a bare host on the standard ports only, host:port on that port, host:* on any', () => {
    expect(isAllowListed(new URL('http://intranet.example/hook'), ['intranet.example'])).toBe(true);
    expect(isAllowListed(new URL('https://intranet.example:443/hook'), ['intranet.example'])).toBe(true);
    expect(isAllowListed(new URL('http://intranet.example:8080/hook'), ['intranet.example'])).toBe(false);
    expect(isAllowListed(new URL('http://intranet.example:8080/hook'), ['intranet.example:8080'])).toBe(true);
    expect(isAllowListed(new URL('http://intranet.example:8081/hook'), ['intranet.example:8080'])).toBe(false);
    expect(isAllowListed(new URL('http://intranet.example/hook'), ['intranet.example:8080'])).toBe(false);
    expect(isAllowListed(new URL('http://127.0.0.1:41234/hook'), ['127.0.0.1:*'])).toBe(true);
    expect(isAllowListed(new URL('http://127.0.0.2:41234/hook'), ['127.0.0.1:*'])).toBe(false);
    expect(() => checkUrl(new URL('http://10.0.0.5:9000/x'), ['10.0.0.5'], 'used as webhooks')).toThrow('Only the standard web ports can be used as webhooks.');
    expect(() => checkUrl(new URL('http://10.0.0.5:9000/x'), ['10.0.0.5:9000'], 'used as webhooks')).not.toThrow();
  });
});

describe('the resolver option', () => {
  it('connects an allowed name to the address the resolver answers', async () => {
    const { port } = new URL(origin);
    const image = await fetchImage(new URL(`http://logo.example.test:${port}/logo.png`), { allowHosts: ['logo.example.test:*'], resolve });
    expect([image.url.host, image.bytes]).toStrictEqual([`logo.example.test:${port}`, new Uint8Array(PNG)]);
  });

  it('refuses a webhook whose name resolves to a public and a private address', async () => {
    expect(await outcome(postJson(new URL('https://hooks.example.test/leads'), '{}', {}, { resolve }))).toEqual(['not allowed', 'hooks.example.test resolves to a private network address.']);
    expect(await outcome(postJson(new URL('https://nowhere.example.test/leads'), '{}', {}, { resolve }))).toEqual(['failed', 'getaddrinfo ENOTFOUND nowhere.example.test']);
  });
});

const hasOpenssl = !spawnSync('openssl', ['version']).error;
if (!hasOpenssl) console.warn('Skipping the https tests of safe-fetch: openssl is not installed to make a certificate.');

describe.skipIf(!hasOpenssl)('over https with a certificate of its own', () => {
  let secure: Server;
  let secureOrigin: string;
  let certificate: string;

  beforeAll(async () => {
    const { cert, key } = selfSignedCertificate();
    certificate = cert;
    secure = createHttpsServer({ key, cert }, (request, response) => {
      if (request.method === 'POST') return void response.writeHead(204).end();
      serveTestSite(request, response);
    });
    secureOrigin = `https://127.0.0.1:${await listen(secure)}`;
  });
  afterAll(() => close(secure));

  it('refuses the server without ca and reaches it with its certificate as ca', async () => {
    const url = new URL(`${secureOrigin}/logo.png`);
    const refused = await outcome(fetchImage(url, allowed));
    expect(refused).toEqual(['failed', expect.stringMatching(/self[- ]signed certificate/)]);
    expect(await fetchImage(url, { ...allowed, ca: certificate })).toStrictEqual({ url, contentType: 'image/png', bytes: new Uint8Array(PNG) });
    expect(await postJson(new URL(`${secureOrigin}/leads`), '{}', {}, { ...allowed, ca: [certificate] })).toBe(204);
  });
});
