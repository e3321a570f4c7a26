// Logs, probes and metrics of the whole app through app.request() (issue 10, Observability): the
// request id echoed and in every log line of its request (the 500's error line too), access lines
// without tokens or query strings, /healthz, /readyz (ready, migrations pending, database
// closed) and /metrics (its format, its counts by route pattern, who may read it).
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { queryRows, type Database } from '../db/database';
import { createLogger } from '../log/logger';

const secret = 'a-test-secret-of-at-least-32-characters!';
const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
const METRICS_TOKEN = 'scraper-token-0123456789';
/** What a request from this machine carries for @hono/node-server: its socket's peer address. */
const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const fromElsewhere = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };

let database: Database;
let lines: Record<string, unknown>[];
let app: ReturnType<typeof createApp>;

/** An app whose log lines (info and up) are parsed into `into`. */
function appWithLog(db: Database, into: Record<string, unknown>[], extra: Partial<Parameters<typeof createApp>[0]> = {}) {
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void into.push(JSON.parse(line) as Record<string, unknown>) } });
  return createApp({ database: db, secret, logger, demoHostDir, ...extra });
}

beforeAll(async () => {
  database = await createTestDatabase();
  lines = [];
  app = appWithLog(database, lines, { metricsToken: METRICS_TOKEN });
});
afterAll(async () => database?.close());

describe('request ids and access logs', () => {
  it('echoes a valid incoming X-Request-Id and writes it in the one access line of the request', async () => {
    lines.length = 0;
    const response = await app.request('/api/floor-plans', { headers: { 'x-request-id': 'edge-7f3a_01=' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a_01=');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req_id: 'edge-7f3a_01=',
      method: 'GET',
      route: '/api/floor-plans',
      status: 200,
    });
    expect(typeof lines[0]!.duration_ms).toBe('number');
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('makes its own id for a missing, unsafe or over-long one', async () => {
    const ids = [];
    for (const incoming of [undefined, 'two words', '<script>', 'x'.repeat(65)]) {
      const response = await app.request('/healthz', { headers: incoming === undefined ? {} : { 'x-request-id': incoming } });
      ids.push(response.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(4);
    expect((await app.request('/healthz', { headers: { 'x-request-id': 'y'.repeat(64) } })).headers.get('x-request-id')).toBe('y'.repeat(64));
  });

  it('never writes the Authorization header, tokens or query strings', async () => {
    lines.length = 0;
    await app.request('/reset-password?token=reset-token-secret-1', { headers: { authorization: 'Bearer bearer-token-secret-2' } });
    await app.request('/api/me', { headers: { authorization: 'Bearer bearer-token-secret-3' } });
    await app.request('/api/address/search?q=12%20Secret%20Lane');
    await app.request('/no-such-page?token=probe-token-secret-4');
    const text = JSON.stringify(lines);
    for (const secretText of ['reset-token-secret-1', 'bearer-token-secret-2', 'bearer-token-secret-3', 'Secret Lane', 'Secret%20Lane', 'probe-token-secret-4', 'token=']) {
      expect(text).not.toContain(secretText);
    }
    expect(lines.map((line) => [line.route, line.status, line.path])).toEqual([
      ['/reset-password', 200, undefined],
      ['/api/me', 401, undefined],
      ['/api/address/search', 200, undefined],
      // Only a request no route answered says its path (never its query).
      ['unmatched', 404, '/no-such-page'],
    ]);
  });
});

describe('probes', () => {
  it('/healthz and /readyz answer ok while the database is up and migrated', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({ status: 'ok' });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('/readyz answers 503 while a migration is pending', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    const warn = vi.spyOn(console, 'warn');
    try {
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'Not ready: The database has migrations to apply.' } } satisfies ApiErrorBody);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('with the database closed: /healthz still answers, /readyz is 503, and a 500 is logged with its request id', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    const closedLines: Record<string, unknown>[] = [];
    const down = appWithLog(closed, closedLines);
    expect((await down.request('/healthz')).status).toBe(200);
    const ready = await down.request('/readyz', { headers: { 'x-request-id': 'probe-1' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: { code: 'unavailable', message: 'Not ready: The database did not answer.' } } satisfies ApiErrorBody);
    expect(closedLines.find((line) => line.msg === 'not ready')).toMatchObject({ level: 'warn', req_id: 'probe-1', reason: 'The database did not answer.' });

    const failed = await down.request('/api/address/search?q=Maple', { headers: { 'x-request-id': 'search-500' } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong.' } } satisfies ApiErrorBody);
    const errorLine = closedLines.find((line) => line.level === 'error');
    expect(errorLine).toMatchObject({ req_id: 'search-500', msg: 'unhandled error', method: 'GET', route: '/api/address/search' });
    expect((errorLine!.err as { message: string }).message.length).toBeGreaterThan(0);
    expect(closedLines.at(-1)).toMatchObject({ req_id: 'search-500', msg: 'request completed', status: 500 });
  });
});

/** The value of one sample line of the exposition text, or undefined. */
function sampleValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests by route pattern, never by URL, in the Prometheus text format', async () => {
    const series = 'lotline_http_requests_total{method="GET",route="/api/orgs/:id/public-config",status="404"}';
    const before = sampleValue(await (await app.request('/metrics', {}, fromLoopback)).text(), series) ?? 0;
    await app.request('/api/orgs/nobody-1/public-config');
    await app.request('/api/orgs/nobody-2/public-config');
    await app.request('/wp-login.php');
    const response = await app.request('/metrics', {}, fromLoopback);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(sampleValue(text, series)).toBe(before + 2);
    expect(text).not.toContain('nobody-1');
    expect(text).not.toContain('wp-login');
    expect(sampleValue(text, 'lotline_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'lotline_http_request_duration_seconds_count{method="GET",route="/api/orgs/:id/public-config"}')).toBeGreaterThanOrEqual(2);
    expect(text).toContain('# TYPE lotline_http_request_duration_seconds histogram\n');
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is refused to other machines without the token, and to a request a proxy forwarded', async () => {
    const refused = await app.request('/metrics', {}, fromElsewhere);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('unauthorized');
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } }, fromElsewhere)).status).toBe(401);
    expect((await app.request('/metrics', { headers: { 'x-forwarded-for': '198.51.100.7' } }, fromLoopback)).status).toBe(401);
    expect((await app.request('/metrics')).status).toBe(401);
    const scraped = await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }, fromElsewhere);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE lotline_http_requests_total counter');
  });

  it('without a token, is served to this machine only', async () => {
    const local = appWithLog(database, []);
    expect((await local.request('/metrics', {}, { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } })).status).toBe(200);
    expect((await local.request('/metrics', {}, { incoming: { socket: { remoteAddress: '::1' } } })).status).toBe(200);
    const refused = await local.request('/metrics', {}, fromElsewhere);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('forbidden');
  });
});
