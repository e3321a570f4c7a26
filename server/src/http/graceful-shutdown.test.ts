// The drain of a real HTTP server on a free port: a request in flight when the drain begins is
// answered in full and the drain then ends; new connections are refused meanwhile; a request that
// reaches the app during the drain gets the 503 error shape; a request still running at the
// deadline is cut off and counted.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestDrain, type RequestDrain } from './graceful-shutdown';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose `/slow` answers when `finish` is called, behind a drain. */
async function start(): Promise<{ url: string; drain: RequestDrain; finish: () => void; slowStarted: Promise<void> }> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  const app = new Hono()
    .get('/slow', async (c) => {
      started();
      await finished;
      return c.text('done');
    })
    .get('/fast', (c) => c.text('fast'));
  const drain = createRequestDrain();
  const listening = new Promise<number>((resolve) => {
    server = serve({ fetch: drain.gate(app.fetch), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port)) as Server;
  });
  drain.track(server!);
  return { url: `http://127.0.0.1:${await listening}`, drain, finish, slowStarted };
}

const failureCode = (error: unknown) => ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;

describe('draining requests at shutdown', () => {
  it('answers the request in flight, refuses new connections meanwhile, and ends when it is done', async () => {
    const { url, drain, finish, slowStarted } = await start();
    const slow = fetch(`${url}/slow`);
    await slowStarted;
    expect(drain.inFlight()).toBe(1);
    const drained = drain.drain(10_000);
    expect(await fetch(`${url}/fast`).then((r) => r.status, failureCode)).toBe('ECONNREFUSED');
    finish();
    const response = await slow;
    expect([response.status, await response.text()]).toEqual([200, 'done']);
    expect(await drained).toEqual({ cutOff: 0 });
    expect(drain.inFlight()).toBe(0);
  });

  it('answers a request that reaches the app once the drain began with 503 and the error shape', async () => {
    const { drain } = await start();
    const drained = drain.drain(10_000);
    const fetchGated = drain.gate(() => new Response('not reached'));
    const response = await fetchGated(new Request('http://lotline.test/api/health'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'The server is restarting; send the request again in a moment.' } });
    expect(await drained).toEqual({ cutOff: 0 });
  });

  it('cuts off a request still running at the deadline and says so', async () => {
    const { url, drain, slowStarted } = await start();
    const slow = fetch(`${url}/slow`).then((r) => r.status, failureCode);
    await slowStarted;
    expect(await drain.drain(50)).toEqual({ cutOff: 1 });
    expect(await slow).toMatch(/^(ECONNRESET|UND_ERR_SOCKET)$/);
  });
});
