// Two servers, one database (issue 10; docs/deploy.md): two server processes started together on
// one empty PostgreSQL database both come up (one loads the demo town, the other finds it); a user
// signs up through one and works through the other; photos and PDFs made through one are served
// by the other, with no file on either (LOTLINE_FILE_STORE=database, the default on PostgreSQL);
// an embed origin an owner adds through one is honoured by the other within seconds; with both
// lead workers running, every lead reaches the CRM's webhook exactly once, and with both e-mail
// senders running every e-mail is sent once. PostgreSQL only: one embedded database takes one
// process, so without DATABASE_URL this skips.
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { AuthSession } from '../../core/api/auth.schema';
import type { LeadList } from '../../core/api/leads.schema';
import type { MediaItem } from '../../core/api/media.schema';
import type { OrgAdminView } from '../../core/api/org-admin.schema';
import type { GeneratePdfResponse } from '../../core/api/pdf.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { createWebhookOrganization, leadSubmission, startLeadWebhook, type LeadWebhook, type WebhookOrganization } from './support/lead-webhook';
import { signUpThroughApi } from './support/onboarding';
import { startServers, type RunningServer } from './support/server';

const skipped = process.env.DATABASE_URL ? '' : ' (skipped: two processes cannot share one embedded database; this runs with DATABASE_URL)';
if (skipped) console.log(`two-servers.e2e.ts${skipped}`);

let a: RunningServer;
let b: RunningServer;
let webhook: LeadWebhook;
let org: WebhookOrganization;

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(server: RunningServer, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : json) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Rows of `text` on the servers' database. */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: a.databaseUrl! });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(skipped !== '')(`two servers on one PostgreSQL database${skipped}`, () => {
  beforeAll(async () => {
    webhook = await startLeadWebhook();
    // Started at the same time on an empty database: both migrate and load the start-up data.
    [a, b] = (await startServers(2, { LOTLINE_WEBHOOK_ALLOW_HOSTS: '127.0.0.1:*' }, 120_000, { fromScratch: true })) as [RunningServer, RunningServer];
    org = await createWebhookOrganization(a.url, 'Twin Server Builders', webhook.url);
  });
  afterAll(async () => {
    await a?.stop();
    await webhook?.close();
  });

  it('both come up on an empty database, with the demo town loaded once', async () => {
    const search = async (server: RunningServer) => (await call<AddressSearchResponse>(server, 'GET', `/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=3`)).body.results.map((r) => r.label);
    expect(await search(b)).toEqual(await search(a));
    expect((await search(a))[0]).toMatch(/^1 Maple Street, /);
    // One server wrote the town; the other found parcels and wrote nothing.
    expect(`${a.output()}${b.output()}`.match(/Loaded the demo town/g)).toHaveLength(1);
    expect(await query<{ n: number }>('SELECT count(*)::int AS n FROM jurisdictions')).toEqual([{ n: 1 }]);
  });

  it('signs a user in through one server and lets them work through the other', async () => {
    const account = { email: 'twin@example.com', password: 'one account, two servers', first_name: 'Tess', last_name: 'Twin' };
    const { token, user } = await signUpThroughApi(a.url, account);
    const { results } = (await call<AddressSearchResponse>(a, 'GET', `/api/address/search?q=${encodeURIComponent('1 Maple Street')}&limit=1`)).body;
    const details = (await call<AddressDetails>(a, 'GET', `/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).body;
    const streetData = (server: RunningServer) => call<StreetData>(server, 'GET', `/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, token);
    const propertyId = (await streetData(a)).body.attributes.property_id;

    // A's session token works on B, and what B saved is what A answers.
    const patched = await call<{ user_overrides: { gross_floor_area?: number } }>(b, 'PATCH', `/api/properties/${encodeURIComponent(propertyId)}`, token, { gross_floor_area: 2345 });
    expect(patched.status).toBe(200);
    expect((await streetData(a)).body.user_overrides?.gross_floor_area).toBe(2345);
    expect((await call<{ user: { id: string } }>(b, 'GET', '/api/me', token)).body.user.id).toBe(user.id);
    // Signing in through B gives a second session; signing out through A ends the first on B too.
    const signedIn = await call<AuthSession>(b, 'POST', '/api/auth/sign-in', undefined, { email: account.email, password: account.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.id);
    expect((await call(a, 'POST', '/api/auth/sign-out', token)).status).toBe(204);
    expect((await call(b, 'GET', '/api/me', token)).status).toBe(401);
    expect((await call(a, 'GET', '/api/me', signedIn.body.token)).status).toBe(200);
  });

  it('keeps no files of its own: a photo uploaded through one and a PDF made through the other are served by both', async () => {
    const { token } = await signUpThroughApi(a.url, { email: 'files@example.com', password: 'files live in the database', first_name: 'Fay', last_name: 'Files' });
    const { results } = (await call<AddressSearchResponse>(a, 'GET', `/api/address/search?q=${encodeURIComponent('3 Maple Street')}&limit=1`)).body;
    const details = (await call<AddressDetails>(a, 'GET', `/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).body;
    const propertyId = (await call<StreetData>(a, 'GET', `/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, token)).body.attributes.property_id;

    const photo = new FormData();
    photo.append('file', new Blob([await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } }).jpeg().toBuffer()], { type: 'image/jpeg' }), 'porch.jpg');
    photo.append('category', 'other');
    const uploaded = await fetch(`${b.url}/api/properties/${encodeURIComponent(propertyId)}/media`, { method: 'POST', body: photo, headers: bearer(token) });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()) as MediaItem;
    const thumbOn = async (server: RunningServer) => Buffer.from(await (await fetch(`${server.url}${item.urls.thumb}`, { headers: bearer(token) })).arrayBuffer());
    const [thumbA, thumbB] = await Promise.all([thumbOn(a), thumbOn(b)]);
    expect((await sharp(thumbA).metadata()).format).toBe('webp');
    expect(thumbA.equals(thumbB)).toBe(true);

    const made = await call<GeneratePdfResponse>(a, 'POST', '/api/generate-pdf', token, { property_id: propertyId, page: 'backyard-cottage' });
    expect(made.status).toBe(200);
    const pdfOn = async (server: RunningServer) => {
      const response = await fetch(`${server.url}${made.body.pdf_url}`);
      return { status: response.status, start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
    };
    expect([await pdfOn(a), await pdfOn(b)]).toEqual([
      { status: 200, start: '%PDF-' },
      { status: 200, start: '%PDF-' },
    ]);
    // Neither server wrote a file: the blobs are rows of the database.
    expect([...(await readdir(a.dataDir)), ...(await readdir(b.dataDir))].filter((name) => name === 'media' || name === 'pdf')).toEqual([]);
    expect(await query<{ store: string; n: number }>('SELECT store, count(*)::int AS n FROM file_blobs GROUP BY store ORDER BY store')).toEqual([
      { store: 'media', n: 3 },
      { store: 'pdf', n: 1 },
    ]);
  });

  it('honours on one server an embed origin added through the other, within seconds', async () => {
    const site = 'https://twin-builders.example';
    // The embedded widget names its organization (`?org=`): CORS answers that organization's origins (decision 027).
    const preflight = async (server: RunningServer) =>
      (await fetch(`${server.url}/api/address/search?q=1&org=${org.orgId}`, { method: 'OPTIONS', headers: { origin: site, 'access-control-request-method': 'GET' } })).headers.get('access-control-allow-origin');
    // B has read the list of origins and the site is not in it.
    expect(await preflight(b)).toBeNull();
    const settings = (await call<OrgAdminView>(a, 'GET', `/api/orgs/${org.orgId}/settings`, org.ownerToken)).body;
    const saved = await call<OrgAdminView>(a, 'PUT', `/api/orgs/${org.orgId}/settings`, org.ownerToken, {
      name: settings.name,
      email: settings.email,
      land_url: settings.land_url,
      settings: settings.settings,
      features: settings.features,
      city_ids: settings.city_ids,
      allowed_origins: [site],
    });
    expect(saved.status).toBe(200);
    const added = performance.now();
    expect(await preflight(a)).toBe(site);
    // The code promises two seconds on the other servers (embed-origins.ts); polling adds a little.
    await expect.poll(() => preflight(b), { timeout: 3_000, interval: 100 }).toBe(site);
    console.log(`two servers: the other server allowed the new embed origin after ${Math.round(performance.now() - added)} ms`);
    // The framed page of the organization on B lets the site frame it.
    const page = await fetch(`${b.url}/?org=${org.orgId}&embed=1`);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${site}`);
  });

  it('delivers each lead to the webhook exactly once with both workers running', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const posted = await call<{ id: string }>(i % 2 === 0 ? a : b, 'POST', `/api/orgs/${org.orgId}/leads`, undefined, leadSubmission(`Twin lead ${i}`, `twin-lead-${i}@example.com`));
      expect(posted.status).toBe(201);
      ids.push(posted.body.id);
    }
    const statuses = async () => (await call<LeadList>(b, 'GET', `/api/orgs/${org.orgId}/leads?limit=50`, org.ownerToken)).body.leads.map((lead) => [lead.id, lead.delivery.status]);
    await expect.poll(statuses, { timeout: 30_000, interval: 250 }).toEqual(expect.arrayContaining(ids.map((id) => [id, 'delivered'])));
    expect(ids.map((id) => webhook.counts.get(id))).toEqual(ids.map(() => 1));
    // Each was claimed once (a claim counts a try), and a delivered lead is never claimed again.
    expect((await call<LeadList>(a, 'GET', `/api/orgs/${org.orgId}/leads?limit=50`, org.ownerToken)).body.leads.filter((lead) => ids.includes(lead.id)).map((lead) => lead.delivery.attempts)).toEqual(ids.map(() => 1));
  });

  it('sends each e-mail of the outbox once with both senders running', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `outbox-${i}@example.com`);
    for (const [i, email] of emails.entries()) await signUpThroughApi(i % 2 === 0 ? a.url : b.url, { email, password: 'a password for the outbox', first_name: 'Otto', last_name: `Outbox${i}` });
    for (const [i, email] of emails.entries()) {
      expect((await call(i % 2 === 0 ? b : a, 'POST', '/api/auth/password-reset', undefined, { email })).status).toBe(202);
    }
    const printed = (email: string) => `${a.output()}${b.output()}`.split(`E-mail to ${email} (`).length - 1;
    await expect.poll(() => emails.map(printed), { timeout: 15_000, interval: 250 }).toEqual(emails.map(() => 1));
    // Each was claimed once (a claim counts a try), and a sent e-mail is never claimed again.
    const outbox = await query<{ to: string; attempts: number; sent: boolean }>('SELECT "to", attempts, sent_at IS NOT NULL AS sent FROM email_outbox WHERE "to" LIKE $1 ORDER BY "to"', ['outbox-%']);
    expect(outbox).toEqual(emails.map((to) => ({ to, attempts: 1, sent: true })));
  });
});
