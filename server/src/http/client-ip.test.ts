// The client's address: the socket's peer, or behind a trusted proxy the last forwarded entry.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

function appTrusting(trustProxy: boolean) {
  return new Hono().get('/', (c) => c.text(clientIp(c, { trustProxy }) ?? 'unknown'));
}

const socketEnv = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };

describe('clientIp', () => {
  it('takes the socket peer and ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const response = await appTrusting(false).request('/', { headers: { 'x-forwarded-for': '203.0.113.1' } }, socketEnv);
    expect(await response.text()).toBe('192.0.2.10');
  });

  it('behind a trusted proxy takes the entry the proxy appended last, not one the client sent', async () => {
    const response = await appTrusting(true).request('/', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.1' } }, socketEnv);
    expect(await response.text()).toBe('203.0.113.1');
    const direct = await appTrusting(true).request('/', {}, socketEnv);
    expect(await direct.text()).toBe('192.0.2.10');
  });

  it('is unknown without a socket, as in app.request() tests', async () => {
    expect(await (await appTrusting(false).request('/')).text()).toBe('unknown');
  });
});
