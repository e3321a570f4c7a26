// A lead that names its report's property, through app.request() on a real database with the demo
// town: the summary the server builds (verdict, size limit by right, placed plan), kept from a
// sender who never saw the property in full; the owners' e-mail in the outbox (owners only, in the
// lead's language, with the summary and the link to the lead); the CRM webhook's body, versioned;
// and the pasted phone forms the submission takes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, LayoutUnit, LeadList, StreetData, UserFloorPlan } from '../../../core/api';
import { cataloguePlans } from '../../../core/floor-plans';
import { leadSubmission } from '../../../tests/e2e/support/lead-webhook';
import { insertOrganization, signUpPerson } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { demoTown } from '../../../tests/setup/demo-app';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { emailOutbox, leads, propertyOverrides } from '../db/schema';
import { seedDemoTown } from '../demo/seed-demo-town';
import { openEmailBody } from '../mail/sealed-body';
import { startLeadDelivery } from './lead-delivery';

const secret = 'a-test-secret-of-at-least-32-characters!';
const ORG = 'hollow-creek';
const { town, jurisdictionId, placeIdOf } = demoTown(17, 80);
// A single-family lot with a house: the full report has a size limit by right for the cottage.
const parcel = town.parcels.filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0).sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const plan = cataloguePlans()[0]!;

let database: Database;
let app: ReturnType<typeof createApp>;
let owner: { token: string; userId: string };
let seer: { token: string; userId: string };
let full: StreetData;
let server: Server;
let webhookUrl: string;
const received: { body: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTown(database.db, { seed: 17, parcels: 80 });
  app = createApp({ database, secret, publicUrl: 'https://lotline.example' });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  await insertOrganization(database.db, ORG, { crm_webhook_url: webhookUrl });
  owner = await signUpPerson(app, database.db, 'owner@hollowcreek.example', { id: ORG, role: 'owner' });
  await signUpPerson(app, database.db, 'second-owner@hollowcreek.example', { id: ORG, role: 'owner' });
  await signUpPerson(app, database.db, 'member@hollowcreek.example', { id: ORG, role: 'member' });
  seer = await signUpPerson(app, database.db, 'sam@example.com');
  // Sam opens the report in full (it is then in his address list).
  const details = (await (await app.request(`/api/address/details?place_id=${placeIdOf(parcel)}`)).json()) as AddressDetails;
  const response = await app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: { authorization: `Bearer ${seer.token}` } });
  expect(response.status).toBe(200);
  full = (await response.json()) as StreetData;
  expect(full.limited_report).toBe(false);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

const lead = { ...leadSubmission('Sam Sender', 'sam@example.com'), property_id: propertyId, adu_kind: 'ext' as const, floor_plan_uuid: plan.uuid };

async function post(body: unknown, token?: string) {
  const response = await app.request(`/api/orgs/${ORG}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedFields = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!.fields;
const outboxTo = async (to: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('a lead that names its property', () => {
  it('stores the report’s summary for the ADU kind considered, as the sender saw it in full, and answers the sender only the id', async () => {
    const { status, body } = await post({ ...lead, phone: '(617) 555-0199' }, seer.token);
    expect(status).toBe(201);
    expect(Object.keys(body)).toEqual(['id']);
    const fields = await storedFields(String(body.id));
    const sizeLimit = full.bylaws.adu.size_limits.ext.br?.max ?? null;
    expect(sizeLimit).toBeGreaterThan(0);
    expect(fields.summary).toEqual({
      summary_version: 1,
      property_id: propertyId,
      address: full.attributes.address.label,
      adu_kind: 'ext',
      verdict: { status: full.bylaws.adu.status.ext, legal: full.bylaws.adu.ext_legal, likelihood: full.bylaws.adu.likelihood.ext },
      size_limit_sqft: sizeLimit,
      plan: { name: plan.name, sqft: Math.round(plan.sqft), floor_plan_uuid: plan.uuid },
      // The report's own cost estimate of the kind, as the sender saw it.
      estimate: { low: full.cost_estimate.ext!.low, high: full.cost_estimate.ext!.high, currency: 'USD' },
      limited: false,
    });
    expect(full.cost_estimate.ext!.low).toBeGreaterThan(50_000);
    // The pasted phone is stored as the mask writes it; the property id stays with the lead.
    expect(fields.phone).toBe('+1 (617) 555-0199');
    expect(fields.property_id).toBe(propertyId);
  });

  it('takes the placed plan from the sender’s saved layout of the kind’s page when the lead names none (the selected unit, one of their own plans)', async () => {
    const own: UserFloorPlan = { ...plan, uuid: 'customPlan-1767225600000', name: 'Sam’s studio', category: plan.category, sqft: 399.6, dimensions: [...plan.dimensions], angles: [...plan.angles], edited: '2026-03-01T00:00:00.000Z' } as UserFloorPlan;
    const unit = (id: string, uuid: string, selected: boolean) =>
      ({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [[[0, 0], [0, 0.0001], [0.0001, 0.0001], [0, 0]]] },
        properties: { id, adu_type: 'detached', placement: 'backyard', page: 'backyard-cottage', floor_plan_uuid: uuid, category: plan.category, source: 'floor_plan', width: 20, length: 20, rotation_deg: 0, selected, viewMode: '2d' },
      }) as unknown as LayoutUnit;
    await database.db.insert(propertyOverrides).values({ userId: seer.userId, parcelId: propertyId, floorPlans: [own], layouts: { 'backyard-cottage': [unit('a', plan.uuid, false), unit('b', own.uuid, true)] } });
    const { floor_plan_uuid: _named, ...unnamed } = lead;
    const { body } = await post(unnamed, seer.token);
    expect((await storedFields(String(body.id))).summary).toMatchObject({ plan: { name: 'Sam’s studio', sqft: 400, floor_plan_uuid: own.uuid } });
    // The in-home apartment's page has no unit saved: no plan.
    const int = await post({ ...unnamed, adu_kind: 'int' }, seer.token);
    expect((await storedFields(String(int.body.id))).summary).toMatchObject({ adu_kind: 'int', plan: null, verdict: { status: full.bylaws.adu.status.int } });
    await database.db.delete(propertyOverrides);
  });

  it('leaves the locked size limit out for a sender who never saw the property in full', async () => {
    const { status, body } = await post(lead);
    expect(status).toBe(201);
    const summary = (await storedFields(String(body.id))).summary as Record<string, unknown>;
    expect(summary).toMatchObject({ size_limit_sqft: null, limited: true, verdict: { status: full.bylaws.adu.status.ext, legal: full.bylaws.adu.ext_legal } });
  });

  it('gives an owner who sends a lead to their own organization no locked value of a property they never opened in full', async () => {
    await insertOrganization(database.db, 'own-builders');
    const self = await signUpPerson(app, database.db, 'mallory@own.example', { id: 'own-builders', role: 'owner' });
    const response = await app.request('/api/orgs/own-builders/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${self.token}` },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(201);
    const list = await app.request('/api/orgs/own-builders/leads', { headers: { authorization: `Bearer ${self.token}` } });
    const { leads: rows } = (await list.json()) as LeadList;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.summary).toMatchObject({ size_limit_sqft: null, limited: true });
    expect(JSON.stringify(rows[0])).not.toContain(`"size_limit_sqft":${full.bylaws.adu.size_limits.ext.br!.max}`);
  });

  it('takes the pasted phone forms and refuses one that is not a US number, naming the field', async () => {
    for (const phone of ['617.555.0199', '+1 617 555 0199', '(617) 555-0199']) {
      const { status, body } = await post({ ...lead, phone });
      expect(status).toBe(201);
      expect((await storedFields(String(body.id))).phone).toBe('+1 (617) 555-0199');
    }
    const refused = await post({ ...lead, phone: '555-0199' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'invalid_input', fields: { phone: ['Invalid Phone number format'] } } });
  });

  it('e-mails each owner (not members) through the outbox with the summary and the link to the lead, in the lead’s language', async () => {
    const { body } = await post({ ...lead, name: 'Rosa Remitente', locale: 'es' }, seer.token);
    const id = String(body.id);
    const rows = (await outboxTo('owner@hollowcreek.example')).filter((row) => row.subject === 'Nuevo contacto de Rosa Remitente en Lotline');
    expect(rows).toHaveLength(1);
    expect(await outboxTo('second-owner@hollowcreek.example')).toHaveLength(8);
    expect(await outboxTo('member@hollowcreek.example')).toHaveLength(0);
    const opened = openEmailBody(secret, { id: rows[0]!.id, to: rows[0]!.to }, rows[0]!.body!);
    const sqft = new Intl.NumberFormat('es-US').format(full.bylaws.adu.size_limits.ext.br!.max!);
    expect(opened?.text).toContain(`- Tamaño máximo por derecho: ${sqft} pies²`);
    expect(opened?.text).toContain(`- Plano colocado: ${plan.name}, ${new Intl.NumberFormat('es-US').format(Math.round(plan.sqft))} pies²`);
    expect(opened?.text).toContain('- Teléfono: +1 (555) 010-2030');
    expect(opened?.text).toContain(`https://lotline.example/settings#leads/${id}`);
    expect(opened?.html).toContain(`<a href="https://lotline.example/settings#leads/${id}">Abrir el contacto</a>`);
  });

  it('posts the same summary to the CRM webhook in the versioned shape, and lists it for owners', async () => {
    const { body } = await post({ ...lead, name: 'Wendy Webhook' }, seer.token);
    const id = String(body.id);
    received.length = 0;
    const worker = startLeadDelivery({ db: database.db, secret, fetchOptions: { allowHosts: ['127.0.0.1:*'] }, intervalMs: null });
    await worker.drain();
    await worker.stop();
    const posted = received.map((request) => JSON.parse(request.body) as Record<string, unknown>).find((payload) => payload.id === id);
    const fields = await storedFields(id);
    const { summary, ...submitted } = fields;
    expect(posted).toEqual({ payload_version: 1, id, kind: 'lead', organization_id: ORG, created_at: expect.any(String), fields: submitted, summary });
    expect(received[0]!.headers['x-lotline-payload-version']).toBe('1');

    const list = await app.request(`/api/orgs/${ORG}/leads?limit=1`, { headers: { authorization: `Bearer ${owner.token}` } });
    const { leads: rows } = (await list.json()) as LeadList;
    expect(rows[0]).toMatchObject({ id, summary, fields: { name: 'Wendy Webhook', property_id: propertyId } });
    expect(rows[0]!.fields).not.toHaveProperty('summary');
  });
});
