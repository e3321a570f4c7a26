// Street-view photos through app.request(), with a stand-in provider on this machine that checks
// the key and the location it is asked for: the key stays on the server, errors map to 404 and 502.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import { createApp } from '../app';
import type { Database } from '../db/database';

const KEY = 'test-key-0123456789';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
let provider: Server;
let asked: URLSearchParams | undefined;
let baseUrl: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    asked = new URL(request.url!, 'http://provider').searchParams;
    if (asked.get('key') !== KEY) return void response.writeHead(403, { 'content-type': 'text/plain' }).end('bad key');
    if (asked.get('location') === '0,0') return void response.writeHead(404, { 'content-type': 'image/jpeg' }).end();
    if (asked.get('location') === '1,1') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/streetview`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const database = { kind: 'pglite' } as Database;
const secret = 'x'.repeat(40);

describe('GET /api/street-view', () => {
  it('passes the provider’s photo on, asking with the key and the point', async () => {
    const app = createApp({ database, secret, streetView: { key: KEY, baseUrl } });
    const response = await app.request('/api/street-view?lat=42.373&lng=-71.119');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    // Shown with <img> on the host's page, another site.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
    expect(Object.fromEntries(asked!)).toEqual({ size: '640x360', location: '42.373,-71.119', source: 'outdoor', return_error_code: 'true', key: KEY });
  });

  it('answers 404 without a provider or a photo, 502 for anything but an image, 400 for a bad point', async () => {
    expect((await createApp({ database, secret }).request('/api/street-view?lat=42&lng=-71')).status).toBe(404);
    const app = createApp({ database, secret, streetView: { key: KEY, baseUrl } });
    expect((await app.request('/api/street-view?lat=0&lng=0')).status).toBe(404);
    const html = await app.request('/api/street-view?lat=1&lng=1');
    expect([html.status, ((await html.json()) as ApiErrorBody).error.message]).toEqual([502, 'The street-view provider answered 200.']);
    const wrongKey = createApp({ database, secret, streetView: { key: 'another-key-0123', baseUrl } });
    expect((await wrongKey.request('/api/street-view?lat=42&lng=-71')).status).toBe(502);
    const bad = await app.request('/api/street-view?lat=91&lng=x');
    expect(((await bad.json()) as ApiErrorBody).error.fields).toEqual({ lat: ['lat must be between -90 and 90'], lng: ['lng must be a decimal number'] });
  });
});
