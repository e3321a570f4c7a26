// What a widget token sees (issue 28, decision 027), through app.request() on a real database: only
// what was made through its organization's embed. The account's history, overrides and photos
// from Lotline's own pages (or another organization's embed) stay out of its reach, for reading,
// changing and deleting; what it makes is kept for that embed, and the account's owner still sees
// the photos and the history on Lotline. A lead or help request it sends carries the e-mail the
// person typed, never the account's, as the consent promises. The quota stays the account's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressHistory, AuthSession, MediaItem, MediaList, StreetData, WidgetToken } from '../../../core/api';
import { leadSubmission } from '../../../tests/e2e/support/lead-webhook';
import { demoTown } from '../../../tests/setup/demo-app';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { embedAddresses, leads, organizations, propertyMedia } from '../db/schema';
import { seedDemoTown } from '../demo/seed-demo-town';
import { embedOriginsChanged } from '../orgs/embed-origins';

const BUILDER_SITE = 'https://builder.example';
const OTHER_SITE = 'https://other-builder.example';
const { town, jurisdictionId, placeIdOf } = demoTown(5, 40);
const lots = town.parcels.slice(0, 3);
const propertyIdOf = (index: number) => `${jurisdictionId}/${lots[index]!.id}`;
const mediaPathOf = (index: number) => `/api/properties/${encodeURIComponent(propertyIdOf(index))}/media`;

let org: OrgApp;
let dataDir: string;
let orgA: string;
let orgB: string;
let pia: AuthSession;
let widgetA: string;
let widgetB: string;
let params: string[];

/** A request as the embedding page (or Lotline's page, without `origin`) sends it. */
async function send<T>(method: string, path: string, token: string, options: { origin?: string; body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.origin) headers.origin = options.origin;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await org.app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = method === 'HEAD' ? '' : await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null) as T };
}

const fromA = <T>(method: string, path: string, options: { body?: unknown; form?: FormData } = {}) => send<T>(method, path, widgetA, { ...options, origin: BUILDER_SITE });
const fromB = <T>(method: string, path: string, options: { body?: unknown; form?: FormData } = {}) => send<T>(method, path, widgetB, { ...options, origin: OTHER_SITE });
const onLotline = <T>(method: string, path: string, options: { body?: unknown; form?: FormData } = {}) => send<T>(method, path, pia.token, options);

async function photoForm(caption: string): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a9' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'yard.jpg');
  form.append('category', 'utilities');
  form.append('caption', caption);
  return form;
}

const historyIds = (history: AddressHistory) => history.groups.flatMap((group) => group.addresses.map((address) => address.property_id));
const captions = (list: MediaList) => list.items.map((item) => item.caption);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-embed-scope-'));
  org = await openOrgApp({ dataDir });
  await seedDemoTown(org.database.db, { seed: 5, parcels: 40 });
  orgA = (await org.onboardOwner(await org.signUp('wanda.owner@builder.example', 'Wanda', 'Owner'), 'Scope Builders A')).organization_id!;
  orgB = (await org.onboardOwner(await org.signUp('otto.owner@other-builder.example', 'Otto', 'Other'), 'Scope Builders B')).organization_id!;
  await org.database.db.update(organizations).set({ allowedOrigins: [BUILDER_SITE] }).where(eq(organizations.id, orgA));
  await org.database.db.update(organizations).set({ allowedOrigins: [OTHER_SITE] }).where(eq(organizations.id, orgB));
  embedOriginsChanged();
  pia = await org.signUp('pia.private@example.com', 'Pia', 'Private');
  const token = async (organization_id: string, origin: string) => (await org.call<WidgetToken>('POST', '/api/auth/widget-token', { token: pia.token, body: { organization_id, origin } })).body.token;
  widgetA = await token(orgA, BUILDER_SITE);
  widgetB = await token(orgB, OTHER_SITE);
  params = await Promise.all(
    lots.map(async (lot) => encodeURIComponent(JSON.stringify((await org.call<AddressDetails>('GET', `/api/address/details?place_id=${placeIdOf(lot)}`)).body))),
  );
});
afterAll(async () => {
  await org?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a widget token', () => {
  let lotlinePhoto: MediaItem;

  it('sees none of what the account did on Lotline: history, overrides, photos', async () => {
    // On Lotline's own pages: Pia opens lot 0, corrects its floor area and adds a photo.
    expect((await onLotline<StreetData>('GET', `/api/street-data?params=${params[0]}`)).body.quota).toEqual({ used: 1, limit: 3, period: 'total', reached: false });
    expect((await onLotline('PATCH', `/api/properties/${encodeURIComponent(propertyIdOf(0))}`, { body: { gross_floor_area: 2345 } })).status).toBe(200);
    const uploaded = await onLotline<MediaItem>('POST', mediaPathOf(0), { form: await photoForm('from Lotline') });
    expect(uploaded.status).toBe(201);
    lotlinePhoto = uploaded.body;

    const history = await fromA<AddressHistory>('GET', '/api/me/addresses?tz=UTC');
    expect([history.status, history.body.total, historyIds(history.body)]).toEqual([200, 0, []]);
    const media = await fromA<MediaList>('GET', mediaPathOf(0));
    expect([media.status, media.body.items]).toEqual([200, []]);
    for (const size of ['original', 'medium', 'thumb']) {
      expect((await fromA('GET', `/api/media/${lotlinePhoto.id}/${size}`)).status, size).toBe(404);
      expect((await fromA('HEAD', `/api/media/${lotlinePhoto.id}/${size}`)).status, size).toBe(404);
    }
    // The report through the embed: the survey's facts, not the correction made on Lotline.
    const report = await fromA<StreetData>('GET', `/api/street-data?params=${params[0]}`);
    expect(report.status).toBe(200);
    expect(report.body.user_overrides).toBeNull();
    expect(report.body.attributes.gross_floor_area).not.toBe(2345);
    // The quota is the account's: lot 0 was opened already, so it does not count again.
    expect(report.body.quota).toEqual({ used: 1, limit: 3, period: 'total', reached: false });
  });

  it('cannot delete or change what it did not make', async () => {
    const refused = await fromA<{ error: { code: string } }>('DELETE', `${mediaPathOf(0)}/${lotlinePhoto.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([404, 'not_found']);
    expect(captions((await onLotline<MediaList>('GET', mediaPathOf(0))).body)).toEqual(['from Lotline']);
    const [stored] = await org.database.db.select({ id: propertyMedia.id }).from(propertyMedia).where(eq(propertyMedia.id, lotlinePhoto.id));
    expect(stored).toEqual({ id: lotlinePhoto.id });
    // Its own correction is kept for the embed; Lotline's stays as it was.
    const changed = await fromA<{ user_overrides: { gross_floor_area?: number } }>('PATCH', `/api/properties/${encodeURIComponent(propertyIdOf(0))}`, { body: { gross_floor_area: 999 } });
    expect([changed.status, changed.body.user_overrides.gross_floor_area]).toEqual([200, 999]);
    expect((await onLotline<StreetData>('GET', `/api/street-data?params=${params[0]}`)).body.user_overrides?.gross_floor_area).toBe(2345);
    expect((await fromA<StreetData>('GET', `/api/street-data?params=${params[0]}`)).body.user_overrides?.gross_floor_area).toBe(999);
    expect((await fromB<StreetData>('GET', `/api/street-data?params=${params[0]}`)).body.user_overrides).toBeNull();
  });

  it('sees, keeps and deletes what was made through its own embed only', async () => {
    const uploaded = await fromA<MediaItem>('POST', mediaPathOf(0), { form: await photoForm('from the embed') });
    expect(uploaded.status).toBe(201);
    expect(captions((await fromA<MediaList>('GET', mediaPathOf(0))).body)).toEqual(['from the embed']);
    expect((await fromA('GET', `/api/media/${uploaded.body.id}/thumb`)).status).toBe(200);
    // The account's owner sees everything on Lotline, newest first.
    expect(captions((await onLotline<MediaList>('GET', mediaPathOf(0))).body)).toEqual(['from the embed', 'from Lotline']);
    // Another organization's embed sees none of it.
    expect((await fromB<MediaList>('GET', mediaPathOf(0))).body.items).toEqual([]);
    expect((await fromB('GET', `/api/media/${uploaded.body.id}/thumb`)).status).toBe(404);
    expect((await fromB('DELETE', `${mediaPathOf(0)}/${uploaded.body.id}`)).status).toBe(404);
    expect((await fromA('DELETE', `${mediaPathOf(0)}/${uploaded.body.id}`)).status).toBe(204);
    expect(captions((await onLotline<MediaList>('GET', mediaPathOf(0))).body)).toEqual(['from Lotline']);
  });

  it('lists the addresses opened through its embed; the account counts and lists them all', async () => {
    const opened = await fromA<StreetData>('GET', `/api/street-data?params=${params[1]}`);
    // A new address through the embed counts against the account's quota, like one on Lotline.
    expect(opened.body.quota).toEqual({ used: 2, limit: 3, period: 'total', reached: false });
    expect((await onLotline<StreetData>('GET', `/api/street-data?params=${params[2]}`)).body.quota?.used).toBe(3);
    const embedHistory = (await fromA<AddressHistory>('GET', '/api/me/addresses?tz=UTC')).body;
    expect([embedHistory.total, historyIds(embedHistory).sort()]).toEqual([2, [propertyIdOf(0), propertyIdOf(1)].sort()]);
    expect(historyIds((await fromB<AddressHistory>('GET', '/api/me/addresses?tz=UTC')).body)).toEqual([propertyIdOf(0)]);
    const accountHistory = (await onLotline<AddressHistory>('GET', '/api/me/addresses?tz=UTC')).body;
    expect([accountHistory.total, historyIds(accountHistory).sort()]).toEqual([3, [propertyIdOf(0), propertyIdOf(1), propertyIdOf(2)].sort()]);
    const rows = await org.database.db.select({ organizationId: embedAddresses.organizationId, propertyId: embedAddresses.propertyId }).from(embedAddresses).where(eq(embedAddresses.userId, pia.user.id));
    expect(rows.map((row) => `${row.organizationId === orgA ? 'A' : 'B'} ${row.propertyId}`).sort()).toEqual([`A ${propertyIdOf(0)}`, `A ${propertyIdOf(1)}`, `B ${propertyIdOf(0)}`].sort());
  });
});

describe('a lead or help request sent with a widget token', () => {
  const leadOf = async (id: string) => (await org.database.db.select({ email: leads.email, fields: leads.fields, userId: leads.userId }).from(leads).where(eq(leads.id, id)))[0]!;

  it('carries the e-mail the person typed, never the account’s', async () => {
    const lead = await fromA<{ id: string }>('POST', `/api/orgs/${orgA}/leads`, { body: leadSubmission('Pia Private', 'Pia.Typed@Example.org') });
    expect(lead.status).toBe(201);
    const stored = await leadOf(lead.body.id);
    expect([stored.email, stored.fields.email, stored.userId]).toEqual(['pia.typed@example.org', 'pia.typed@example.org', pia.user.id]);
    expect(JSON.stringify(stored)).not.toContain('pia.private');
  });

  it('carries no e-mail when the help form had none', async () => {
    const help = await fromA<{ id: string }>('POST', `/api/orgs/${orgA}/help-requests`, {
      body: { full_name: 'Pia Private', address: '', addr_state: '', addr_city: '', addr_street: '', addr_num: '', addr_lat: '', addr_lng: '', related_to: 'Setbacks', help_request: 'Which setback?' },
    });
    expect(help.status).toBe(201);
    const stored = await leadOf(help.body.id);
    expect([stored.email, 'email' in stored.fields]).toEqual([null, false]);
  });

  it('while on Lotline’s own pages the account’s e-mail is the sender’s, as before', async () => {
    const lead = await onLotline<{ id: string }>('POST', `/api/orgs/${orgA}/leads`, { body: leadSubmission('Pia Private', 'someone.else@example.org') });
    expect(lead.status).toBe(201);
    expect((await leadOf(lead.body.id)).email).toBe('pia.private@example.com');
  });
});
