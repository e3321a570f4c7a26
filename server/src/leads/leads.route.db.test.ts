// Leads and help requests through app.request() on a real database: the forms' messages word for
// word, the lead and its webhook delivery stored in one transaction, the signed-in sender's
// account e-mail, the rate limit per client address, and the owners' list and CSV export with
// their access rules (anonymous 401, member 403, owner of another organization 403).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, LeadList } from '../../../core/api';
import { leadSubmission } from '../../../tests/e2e/support/lead-webhook';
import { insertOrganization, signUpPerson } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import type { Database } from '../db/database';
import { leadDeliveries, leads } from '../db/schema';
import { startLeadDelivery } from './lead-delivery';

const secret = 'a-test-secret-of-at-least-32-characters!';
/** The server's clock; each submission moves it on a second. */
let clock = new Date('2026-03-09T14:00:00.000Z');
let database: Database;
let app: ReturnType<typeof createApp>;
let owner: { token: string; userId: string };
let member: { token: string; userId: string };
let otherOwner: { token: string; userId: string };
let visitor: { token: string; userId: string };

/** 'hollow-creek' posts leads to a webhook (on a private address, so its tries fail); 'quiet-builders' has none. */
beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ database, secret, now: () => clock, trustProxy: true });
  await insertOrganization(database.db, 'hollow-creek', { crm_webhook_url: 'http://127.0.0.1/hooks/leads' });
  await insertOrganization(database.db, 'quiet-builders');
  owner = await signUpPerson(app, database.db, 'owner@hollowcreek.example', { id: 'hollow-creek', role: 'owner' });
  member = await signUpPerson(app, database.db, 'member@hollowcreek.example', { id: 'hollow-creek', role: 'member' });
  otherOwner = await signUpPerson(app, database.db, 'owner@quiet.example', { id: 'quiet-builders', role: 'owner' });
  visitor = await signUpPerson(app, database.db, 'sam@example.com');
});
afterAll(async () => database?.close());

const validLead = {
  ...leadSubmission('Vera Visitor', 'vera@example.com'),
  considering: 'Backyard cottage or addition;Convert part of the house',
  steps_taken: 'Survey',
};

const validHelp = {
  full_name: 'Hal Helpme',
  address: '3 Oak Lane, Maple Hollow, MA',
  addr_state: 'MA',
  addr_city: 'Maple Hollow',
  addr_street: 'Oak Lane',
  addr_num: '3',
  addr_lat: '42.2',
  addr_lng: '-71.3',
  related_to: 'Setbacks',
  help_request: 'Which setback applies to my corner lot?',
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  clock = new Date(clock.getTime() + 1_000);
  const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { id: string } & ApiErrorBody };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function get(path: string, token?: string) {
  const response = await app.request(path, { headers: token ? bearer(token) : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const storedLead = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0];
const storedDelivery = async (id: string) => (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)))[0];

describe('POST /api/orgs/:id/leads', () => {
  it('answers 201 with the id, stores the validated fields and the origin, and queues a delivery to the webhook', async () => {
    const { status, body } = await post('/api/orgs/hollow-creek/leads', { ...validLead, name: '  Vera Visitor ' }, { origin: 'https://HollowCreek.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({
      organizationId: 'hollow-creek',
      kind: 'lead',
      userId: null,
      name: 'Vera Visitor',
      email: 'vera@example.com',
      sourceOrigin: 'https://hollowcreek.example',
      fields: { ...validLead, name: 'Vera Visitor' },
    });
    expect(lead!.createdAt.toISOString()).toBe(clock.toISOString());
    expect(await storedDelivery(body.id)).toMatchObject({ organizationId: 'hollow-creek', url: 'http://127.0.0.1/hooks/leads', attempts: 0, deliveredAt: null, failedAt: null, sendAfter: clock });
  });

  it('queues no delivery for an organization without a webhook', async () => {
    const { status, body } = await post('/api/orgs/quiet-builders/leads', validLead);
    expect(status).toBe(201);
    expect(await storedLead(body.id)).toMatchObject({ organizationId: 'quiet-builders', sourceOrigin: null });
    expect(await storedDelivery(body.id)).toBeUndefined();
  });

  it('refuses invalid fields with the forms\' messages, word for word', async () => {
    const { lat: _lat, ...withoutLat } = validLead;
    const { status, body } = await post('/api/orgs/hollow-creek/leads', {
      ...withoutLat,
      name: '   ',
      email: 'vera-at-example',
      phone: '555-0102',
      property_address: '',
      is_owner: 'maybe',
      water_supply: 'well',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_input',
      message: 'The request has invalid fields.',
      fields: {
        email: ['Please verify that you are entering the correct email.'],
        name: ['User Name is required.'],
        property_address: ['Address is required.'],
        lat: ['lat is required.'],
        phone: ['Invalid Phone number format'],
        is_owner: ['is_owner must be yes or no'],
        water_supply: ['water_supply must be one of municipality, private'],
      },
    });
    const long = await post('/api/orgs/hollow-creek/leads', { ...validLead, name: 'n'.repeat(129), phone: '+1 (555) 010-2030 ext 12', email: '' });
    expect(long.body.error.fields).toEqual({
      email: ['Email is required'],
      name: ['User Name must be less than 128 characters.'],
      // A pasted number is masked before its format is checked, so one too long says only that.
      phone: ['Phone number must be less than 20 characters.'],
    });
    expect(await database.db.select().from(leads).where(eq(leads.name, '   '))).toEqual([]);
  });

  it('answers 404 for an unknown organization and 400 for a malformed id', async () => {
    const unknown = await post('/api/orgs/no-such-builder/leads', validLead);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'No organization no-such-builder' });
    const malformed = await post('/api/orgs/Not_An_Id/leads', validLead);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: ['Organization id must be 1 to 64 lower-case letters, digits or dashes.'] });
  });

  it('stores a signed-in sender\'s id and uses their account e-mail instead of the typed one', async () => {
    const { status, body } = await post('/api/orgs/hollow-creek/leads', { ...validLead, email: 'typed@example.com' }, bearer(visitor.token));
    expect(status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({ userId: visitor.userId, email: 'sam@example.com' });
    expect(lead!.fields['email']).toBe('sam@example.com');
  });

  it('answers 401 for a bad token instead of storing the lead anonymously', async () => {
    const { status } = await post('/api/orgs/hollow-creek/leads', validLead, { authorization: 'Bearer not-a-session' });
    expect(status).toBe(401);
  });

  it('rolls the lead back when its delivery cannot be queued: one transaction', async () => {
    const before = (await database.db.select().from(leads)).length;
    await database.db.execute(sql`CREATE FUNCTION refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'queue unavailable'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER refuse_delivery BEFORE INSERT ON lead_deliveries FOR EACH ROW EXECUTE FUNCTION refuse_delivery()`);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await post('/api/orgs/hollow-creek/leads', { ...validLead, name: 'Rolled Back' });
      expect(status).toBe(500);
      expect(body.error.code).toBe('internal');
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
      await database.db.execute(sql`DROP TRIGGER refuse_delivery ON lead_deliveries`);
      await database.db.execute(sql`DROP FUNCTION refuse_delivery()`);
    }
    expect(await database.db.select().from(leads).where(eq(leads.name, 'Rolled Back'))).toEqual([]);
    expect((await database.db.select().from(leads)).length).toBe(before);
  });
});

describe('POST /api/orgs/:id/help-requests', () => {
  it('stores a help request with its fields and queues its delivery', async () => {
    const { status, body } = await post('/api/orgs/hollow-creek/help-requests', { ...validHelp, email: 'hal@example.com' });
    expect(status).toBe(201);
    expect(await storedLead(body.id)).toMatchObject({ kind: 'help', name: 'Hal Helpme', email: 'hal@example.com', userId: null, fields: { ...validHelp, email: 'hal@example.com' } });
    expect(await storedDelivery(body.id)).toMatchObject({ url: 'http://127.0.0.1/hooks/leads', attempts: 0 });
  });

  it('takes the signed-in sender\'s e-mail when the form has none, and none when anonymous', async () => {
    const signedIn = await post('/api/orgs/hollow-creek/help-requests', { full_name: 'Sam', help_request: 'Hello' }, bearer(visitor.token));
    expect(await storedLead(signedIn.body.id)).toMatchObject({ userId: visitor.userId, email: 'sam@example.com', fields: { email: 'sam@example.com' } });
    const anonymous = await post('/api/orgs/hollow-creek/help-requests', { full_name: '', help_request: 'Where is my lot?' });
    expect(anonymous.status).toBe(201);
    expect(await storedLead(anonymous.body.id)).toMatchObject({ userId: null, email: null, name: '' });
  });

  it('refuses an unknown topic and a request that is not text', async () => {
    const { status, body } = await post('/api/orgs/hollow-creek/help-requests', { ...validHelp, related_to: 'Taxes', help_request: 42 });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ related_to: ['Related to must be one of the listed topics'], help_request: ['Help request must be a string'] });
  });
});

describe('the submission rate limit', () => {
  it('answers 429 with Retry-After after 20 submissions from one address to one organization in an hour', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 20; i++) expect((await post('/api/orgs/quiet-builders/help-requests', validHelp, from('203.0.113.50'))).status).toBe(201);
    const limited = await post('/api/orgs/quiet-builders/leads', validLead, from('203.0.113.50'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts; try again later.' } });
    // Another address, or another organization, is counted on its own.
    expect((await post('/api/orgs/quiet-builders/leads', validLead, from('203.0.113.51'))).status).toBe(201);
    expect((await post('/api/orgs/hollow-creek/leads', validLead, from('203.0.113.50'))).status).toBe(201);
  });
});

describe('GET /api/orgs/:id/leads', () => {
  it('lists the organization\'s leads newest first with their delivery state, only to its owners', async () => {
    const worker = startLeadDelivery({ db: database.db, secret, now: () => clock, intervalMs: null, maxAttempts: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The webhook is on a private address: the one try allowed is refused and the delivery fails.
    await worker.drain();
    warn.mockRestore();
    const { status, headers, text } = await get('/api/orgs/hollow-creek/leads?limit=200', owner.token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const list = (JSON.parse(text) as LeadList).leads;
    const stored = await database.db.select().from(leads).where(eq(leads.organizationId, 'hollow-creek'));
    expect(list.map((lead) => lead.id)).toEqual(stored.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((lead) => lead.id));
    expect(list[list.length - 1]).toEqual({
      id: expect.any(String),
      kind: 'lead',
      created_at: '2026-03-09T14:00:01.000Z',
      name: 'Vera Visitor',
      email: 'vera@example.com',
      fields: { ...validLead, name: 'Vera Visitor' },
      delivery: { status: 'failed', attempts: 1, last_error: 'Private network addresses cannot be used as webhooks.' },
      summary: null,
    });
    const quiet = (JSON.parse((await get('/api/orgs/quiet-builders/leads', otherOwner.token)).text) as LeadList).leads;
    expect(quiet.length).toBeGreaterThan(20);
    expect(new Set(quiet.map((lead) => lead.delivery.status))).toEqual(new Set(['none']));
    expect(quiet.map((lead) => lead.id).filter((id) => list.some((lead) => lead.id === id))).toEqual([]);
  });

  it('filters by kind and pages with before and before_id without skipping leads of the same millisecond', async () => {
    const help = (JSON.parse((await get('/api/orgs/hollow-creek/leads?kind=help', owner.token)).text) as LeadList).leads;
    expect(help.length).toBe(3);
    expect(help.every((lead) => lead.kind === 'help')).toBe(true);
    // Three leads in the same millisecond.
    const sameInstant = new Date('2026-03-10T09:00:00.000Z');
    const ids = ['same-a', 'same-b', 'same-c'];
    await database.db.insert(leads).values(ids.map((id) => ({ id, organizationId: 'quiet-builders', kind: 'lead' as const, name: id, fields: {}, createdAt: sameInstant })));
    const first = (JSON.parse((await get('/api/orgs/quiet-builders/leads?limit=2', otherOwner.token)).text) as LeadList).leads;
    expect(first.map((lead) => lead.id)).toEqual(['same-c', 'same-b']);
    const cursor = `before=${encodeURIComponent(first[1]!.created_at)}&before_id=${first[1]!.id}`;
    const second = (JSON.parse((await get(`/api/orgs/quiet-builders/leads?limit=2&${cursor}`, otherOwner.token)).text) as LeadList).leads;
    expect(second.map((lead) => lead.id)[0]).toBe('same-a');
    expect(second[1]!.created_at < sameInstant.toISOString()).toBe(true);
  });

  it('answers 401 anonymous, 403 to a member, to another organization\'s owner and to a development token, 400 for a bad query', async () => {
    const anonymous = await get('/api/orgs/hollow-creek/leads');
    expect(anonymous.status).toBe(401);
    const asMember = await get('/api/orgs/hollow-creek/leads', member.token);
    expect(asMember.status).toBe(403);
    expect(JSON.parse(asMember.text)).toEqual({ error: { code: 'forbidden', message: 'Only owners of the organization can do this.' } });
    const asOtherOwner = await get('/api/orgs/hollow-creek/leads', otherOwner.token);
    expect(asOtherOwner.status).toBe(403);
    expect(JSON.parse(asOtherOwner.text)).toEqual({ error: { code: 'forbidden', message: 'You are not a member of this organization.' } });
    expect((await get('/api/orgs/hollow-creek/leads', issueDevToken(secret, owner.userId))).status).toBe(403);
    const bad = await get('/api/orgs/hollow-creek/leads?kind=spam&limit=500&before=yesterday', owner.token);
    expect(bad.status).toBe(400);
    expect((JSON.parse(bad.text) as ApiErrorBody).error.fields).toEqual({
      kind: ['kind must be lead or help'],
      before: ['before must be an ISO 8601 timestamp'],
      limit: ['limit must be 1 to 200'],
    });
  });
});

describe('GET /api/orgs/:id/leads.csv', () => {
  it('exports a header row and one quoted, formula-safe record per lead, newest first, as an attachment', async () => {
    await insertOrganization(database.db, 'csv-builders');
    const csvOwner = await signUpPerson(app, database.db, 'owner@csv.example', { id: 'csv-builders', role: 'owner' });
    const lead = await post('/api/orgs/csv-builders/leads', {
      ...validLead,
      name: '=HYPERLINK("https://evil.example","Click")',
      property_address: '12 Maple Street, Maple Hollow',
      considering: '@SUM(1+1)',
    });
    const help = await post('/api/orgs/csv-builders/help-requests', { full_name: 'Hal "the builder" Helpme', help_request: 'First line\nsecond line, with a comma', related_to: 'Zone' });
    const { status, headers, text } = await get('/api/orgs/csv-builders/leads.csv', csvOwner.token);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="leads-csv-builders-${clock.toISOString().slice(0, 10)}.csv"`);
    expect(text).toBe(
      [
        'id,kind,created_at,name,email,phone,property_address,addr_city,addr_state,addr_zip,considering,starting_timeline,is_owner,lives_there,steps_taken,water_supply,sewer_system,related_to,help_request,delivery_status',
        `${help.body.id},help,${clock.toISOString()},"Hal ""the builder"" Helpme",,,,,,,,,,,,,,Zone,"First line\nsecond line, with a comma",none`,
        `${lead.body.id},lead,${new Date(clock.getTime() - 1_000).toISOString()},"'=HYPERLINK(""https://evil.example"",""Click"")",vera@example.com,'+1 (555) 010-2030,"12 Maple Street, Maple Hollow",Maple Hollow,MA,01999,'@SUM(1+1),interested,yes,no,Survey,municipality,septic,,,none`,
        '',
      ].join('\r\n'),
    );
    const onlyLeads = await get('/api/orgs/csv-builders/leads.csv?kind=lead', csvOwner.token);
    expect(onlyLeads.text.split('\r\n')).toHaveLength(3);
  });

  it('pages through more rows than one read holds', async () => {
    await insertOrganization(database.db, 'busy-builders');
    const busyOwner = await signUpPerson(app, database.db, 'owner@busy.example', { id: 'busy-builders', role: 'owner' });
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      id: `busy-${String(i).padStart(4, '0')}`,
      organizationId: 'busy-builders',
      kind: 'lead' as const,
      name: `Lead ${i}`,
      fields: {},
      // Pairs of leads share a millisecond, so pages end inside a pair.
      createdAt: new Date(start + Math.floor(i / 2)),
    }));
    await database.db.insert(leads).values(rows);
    const { text } = await get('/api/orgs/busy-builders/leads.csv', busyOwner.token);
    const ids = text.split('\r\n').slice(1, -1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(1_203);
    expect(new Set(ids).size).toBe(1_203);
    expect(ids[0]).toBe('busy-1202');
    expect(ids[ids.length - 1]).toBe('busy-0000');
  });

  it('answers 401 anonymous and 403 to a member and to another organization\'s owner', async () => {
    expect((await get('/api/orgs/hollow-creek/leads.csv')).status).toBe(401);
    expect((await get('/api/orgs/hollow-creek/leads.csv', member.token)).status).toBe(403);
    expect((await get('/api/orgs/hollow-creek/leads.csv', otherOwner.token)).status).toBe(403);
  });
});
