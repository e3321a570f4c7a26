// The webhook delivery worker on a real database against a real local HTTP server: the signed JSON
// it posts, retries with backoff while the webhook is down (an error status, a refused connection,
// a time-out) until it comes back, giving up after the last try, a server that died mid-delivery,
// two workers sharing the queue without posting a lead twice, a worker stopped mid-round giving
// back what it has not tried, and the SSRF checks at every try.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertOrganization } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { leadDeliveries, leads, organizations } from '../db/schema';
import { startLeadDelivery, webhookBackoffMs, type LeadDeliveryOptions } from './lead-delivery';
import { storeLead } from './lead-store';

const secret = 'a-test-secret-of-at-least-32-characters!';
const ORG = 'hollow-creek';
let clock = new Date('2026-03-09T14:00:00.000Z');
let database: Database;

/** A local CRM: records each request and answers `status` (or never answers while `hang`). */
interface Webhook {
  url: string;
  port: number;
  status: number;
  hang: boolean;
  delayMs: number;
  /** A Location header to answer with. */
  location: string | null;
  received: { headers: IncomingHttpHeaders; body: string; path: string }[];
  close(): Promise<void>;
}

async function startWebhook(): Promise<Webhook> {
  const open = new Set<import('node:net').Socket>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hook.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), path: request.url ?? '' });
      if (hook.hang) return;
      setTimeout(() => response.writeHead(hook.status, { 'content-type': 'text/plain', ...(hook.location ? { location: hook.location } : {}) }).end('ok'), hook.delayMs);
    });
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hook: Webhook = {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    status: 200,
    hang: false,
    delayMs: 0,
    location: null,
    received: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return hook;
}

let hook: Webhook;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertOrganization(database.db, ORG);
});
afterAll(async () => database?.close());
beforeEach(async () => {
  hook = await startWebhook();
  await database.db.delete(leads);
  await database.db.update(organizations).set({ settings: { crm_webhook_url: hook.url } }).where(eq(organizations.id, ORG));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  warn.mockRestore();
  await hook.close();
});

/** A worker that polls only when asked, on the test's clock, allowed to post to the local webhook. */
const worker = (options: Partial<LeadDeliveryOptions> = {}) =>
  startLeadDelivery({ db: database.db, secret, now: () => clock, fetchOptions: { allowHosts: ['127.0.0.1:*'] }, intervalMs: null, ...options });

async function addLead(name: string, url: string | null = hook.url): Promise<string> {
  return storeLead(database.db, {
    organizationId: ORG,
    kind: 'lead',
    userId: null,
    name,
    email: `${name.toLowerCase()}@example.com`,
    fields: { name, email: `${name.toLowerCase()}@example.com` },
    sourceOrigin: null,
    createdAt: clock,
    webhookUrl: url,
  });
}

const deliveryOf = async (id: string) => (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)))[0]!;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe('delivering a lead', () => {
  it('posts the JSON signed with the organization\'s key to the webhook and marks it delivered', async () => {
    // Through the API, as the widget submits it.
    const app = createApp({ database, secret, now: () => clock });
    const response = await app.request(`/api/orgs/${ORG}/help-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Hal Helpme', email: 'hal@example.com', related_to: 'Zone', help_request: 'Which zone? "R-2" or R-3' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request!.path).toBe('/hooks/leads');
    expect(JSON.parse(request!.body)).toEqual({
      payload_version: 1,
      id,
      kind: 'help',
      organization_id: ORG,
      created_at: clock.toISOString(),
      fields: {
        email: 'hal@example.com',
        full_name: 'Hal Helpme',
        address: '',
        addr_state: '',
        addr_city: '',
        addr_street: '',
        addr_num: '',
        addr_lat: '',
        addr_lng: '',
        related_to: 'Zone',
        help_request: 'Which zone? "R-2" or R-3',
      },
      summary: null,
    });
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'x-lotline-event': 'help.created', 'x-lotline-delivery': id, 'x-lotline-payload-version': '1' });
    // The receiver's check: HMAC-SHA256 of the exact bytes, keyed by the key owners are shown.
    const key = createHmac('sha256', secret).update(`webhook:${ORG}`).digest('hex');
    expect(request!.headers['x-lotline-signature']).toBe(`sha256=${createHmac('sha256', key).update(request!.body).digest('hex')}`);
    expect(await deliveryOf(id)).toMatchObject({ attempts: 1, lastError: null, deliveredAt: clock, failedAt: null });
    // Delivered once: later rounds post nothing.
    later(3_600_000);
    expect(await worker().drain()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(1);
  });

  it('names a lead\'s event lead.created', async () => {
    const id = await addLead('Vera');
    await worker().runOnce();
    expect(hook.received[0]!.headers).toMatchObject({ 'x-lotline-event': 'lead.created', 'x-lotline-delivery': id });
  });

  it('keeps a lead pending while the webhook answers 500, and delivers it on the first due try after it comes back', async () => {
    const id = await addLead('Vera');
    hook.status = 500;
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect(await deliveryOf(id)).toMatchObject({ attempts: 1, lastError: 'The webhook answered 500.', deliveredAt: null, failedAt: null, sendAfter: new Date(clock.getTime() + 30_000) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`lead ${id} to organization ${ORG} failed (try 1 of 15): The webhook answered 500.`));

    // Not due yet: no try.
    hook.status = 204;
    later(29_000);
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(1);
    later(1_000);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]!.body).toBe(hook.received[0]!.body);
    expect(await deliveryOf(id)).toMatchObject({ attempts: 2, lastError: null, deliveredAt: clock, failedAt: null });
  });

  it('retries a refused connection with the error, then delivers when the webhook listens again', async () => {
    const id = await addLead('Vera');
    const { port } = hook;
    await hook.close();
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect(await deliveryOf(id)).toMatchObject({ attempts: 1, lastError: `connect ECONNREFUSED 127.0.0.1:${port}`, deliveredAt: null });

    hook = await startWebhook();
    await database.db.update(leadDeliveries).set({ url: hook.url }).where(eq(leadDeliveries.leadId, id));
    later(30_000);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(await deliveryOf(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives up a webhook that does not answer in time', async () => {
    const id = await addLead('Vera');
    hook.hang = true;
    expect(await worker({ fetchOptions: { allowHosts: ['127.0.0.1:*'], timeoutMs: 200 }, maxAttempts: 1 }).runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect(await deliveryOf(id)).toMatchObject({ attempts: 1, lastError: 'The webhook took too long to answer.', failedAt: clock });
  });

  it('waits 30 s after the first failure, doubling up to an hour, and gives up after the 15th try', async () => {
    expect([1, 2, 3, 4, 7, 8, 9, 15].map(webhookBackoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
    const id = await addLead('Vera');
    hook.status = 503;
    const delivery = worker();
    for (let attempt = 1; attempt <= 15; attempt++) {
      expect(await delivery.runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
      const row = await deliveryOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.failedAt).toEqual(attempt === 15 ? clock : null);
      clock = row.sendAfter;
    }
    expect(await deliveryOf(id)).toMatchObject({ attempts: 15, lastError: 'The webhook answered 503.', deliveredAt: null });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('(try 15 of 15, given up)'));
    later(86_400_000);
    expect(await delivery.drain()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(15);
  });

  it('tries again a lead whose worker died mid-delivery, once the claim has expired', async () => {
    const id = await addLead('Vera');
    // What a worker's claim leaves behind when its server stops before recording the outcome.
    await database.db.execute(sql`UPDATE lead_deliveries SET attempts = attempts + 1, send_after = ${clock.toISOString()}::timestamptz + interval '2 minutes' WHERE lead_id = ${id}`);
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    later(2 * 60_000);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(hook.received).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ attempts: 2, lastError: null, deliveredAt: clock });
  });

  it('marks failed a delivery whose last try was interrupted', async () => {
    const id = await addLead('Vera');
    await database.db.update(leadDeliveries).set({ attempts: 3 }).where(eq(leadDeliveries.leadId, id));
    expect(await worker({ maxAttempts: 3 }).runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect(await deliveryOf(id)).toMatchObject({ attempts: 4, lastError: 'The last try was interrupted.', failedAt: clock });
    expect(hook.received).toHaveLength(0);
  });

  it('lets two workers on one database post each lead exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await addLead(`Lead${i}`));
    hook.delayMs = 5;
    const [a, b] = [worker({ batchSize: 3 }), worker({ batchSize: 3 })];
    const [doneA, doneB] = await Promise.all([a.drain(), b.drain()]);
    expect(doneA.delivered + doneB.delivered).toBe(30);
    const posted = hook.received.map((request) => request.headers['x-lotline-delivery']);
    expect(posted).toHaveLength(30);
    expect(new Set(posted)).toEqual(new Set(ids));
    for (const id of ids) expect((await deliveryOf(id)).attempts).toBe(1);
  });

  it('gives back the leads of its round not tried yet when stopped, so another worker posts them at once', async () => {
    const ids = [await addLead('First'), await addLead('Second'), await addLead('Third')];
    hook.delayMs = 200;
    const stopping = worker();
    const round = stopping.runOnce();
    await vi.waitFor(() => expect(hook.received).toHaveLength(1));
    await stopping.stop();
    expect(await round).toEqual({ claimed: 3, delivered: 1, failed: 0 });
    const rows = await Promise.all(ids.map(deliveryOf));
    expect(rows.filter((row) => row.deliveredAt !== null)).toHaveLength(1);
    // Untried: as if never claimed, and due now rather than when the lease would have ended.
    expect(rows.filter((row) => row.deliveredAt === null).map((row) => [row.attempts, row.sendAfter])).toEqual([[0, clock], [0, clock]]);
    expect(await worker().runOnce()).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect(new Set(hook.received.map((request) => request.headers['x-lotline-delivery']))).toEqual(new Set(ids));
  });

  it('works through a backlog without waiting for the interval between full batches', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await addLead(`Backlog${i}`));
    const running = startLeadDelivery({ db: database.db, secret, now: () => clock, fetchOptions: { allowHosts: ['127.0.0.1:*'] }, intervalMs: 60_000, batchSize: 10 });
    try {
      // Three rounds (10, 10, 5) although the next poll is a minute away.
      await vi.waitFor(() => expect(hook.received).toHaveLength(25), { timeout: 10_000 });
    } finally {
      await running.stop();
    }
    expect(new Set(hook.received.map((request) => request.headers['x-lotline-delivery']))).toEqual(new Set(ids));
  });

  it('polls on its own until stopped', async () => {
    const id = await addLead('Vera');
    const running = startLeadDelivery({ db: database.db, secret, now: () => clock, fetchOptions: { allowHosts: ['127.0.0.1:*'] }, intervalMs: 20 });
    await vi.waitFor(async () => expect((await deliveryOf(id)).deliveredAt).toEqual(clock), { timeout: 5_000 });
    await running.stop();
    await addLead('Late');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.received).toHaveLength(1);
  });
});

describe('the SSRF checks', () => {
  it('refuses a webhook on 127.0.0.1 without the allowlist, never fetching it, and records why', async () => {
    const onPort = await addLead('Vera');
    const onDefaultPort = await addLead('Walt', 'http://127.0.0.1/hooks/leads');
    const local = await addLead('Xena', 'http://localhost/hooks/leads');
    const metadata = await addLead('Yuri', 'http://169.254.169.254/latest/meta-data');
    const strict = worker({ fetchOptions: {} });
    expect(await strict.runOnce()).toEqual({ claimed: 4, delivered: 0, failed: 4 });
    expect(hook.received).toHaveLength(0);
    expect(await deliveryOf(onPort)).toMatchObject({ attempts: 1, lastError: 'Only the standard web ports can be used as webhooks.', deliveredAt: null });
    expect((await deliveryOf(onDefaultPort)).lastError).toBe('Private network addresses cannot be used as webhooks.');
    expect((await deliveryOf(local)).lastError).toBe('Local host names cannot be used as webhooks.');
    expect((await deliveryOf(metadata)).lastError).toBe('Private network addresses cannot be used as webhooks.');
    // Checked again at every try: still refused after the backoff.
    later(30_000);
    expect(await strict.runOnce()).toEqual({ claimed: 4, delivered: 0, failed: 4 });
    expect(hook.received).toHaveLength(0);
    expect((await deliveryOf(onPort)).attempts).toBe(2);
  });

  it('does not follow a redirect to another address', async () => {
    const target = await startWebhook();
    const id = await addLead('Vera');
    hook.status = 307;
    hook.location = target.url;
    expect(await worker({ fetchOptions: { allowHosts: ['127.0.0.1:*'] } }).runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    expect((await deliveryOf(id)).lastError).toBe('The webhook answered 307.');
    expect(target.received).toHaveLength(0);
    await target.close();
  });
});
