// Analytics events through app.request() on a real database: the widget's events (anonymous or
// signed in, organization checked, rate limited), sign-up and log-in recorded by the auth routes,
// and an organization's summary for its owners only, with no other organization's events.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary, ApiErrorBody } from '../../../core/api';
import { insertOrganization, signUpPerson } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { analyticsEvents } from '../db/schema';

const secret = 'a-test-secret-of-at-least-32-characters!';
let clock = new Date('2026-03-09T14:00:00.000Z');
let database: Database;
let app: ReturnType<typeof createApp>;
let owner: { token: string; userId: string };
let member: { token: string; userId: string };
let otherOwner: { token: string; userId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ database, secret, now: () => clock, trustProxy: true });
  await insertOrganization(database.db, 'hollow-creek');
  await insertOrganization(database.db, 'quiet-builders');
  owner = await signUpPerson(app, database.db, 'owner@hollowcreek.example', { id: 'hollow-creek', role: 'owner' });
  member = await signUpPerson(app, database.db, 'member@hollowcreek.example', { id: 'hollow-creek', role: 'member' });
  otherOwner = await signUpPerson(app, database.db, 'owner@quiet.example', { id: 'quiet-builders', role: 'owner' });
});
afterAll(async () => database?.close());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as ApiErrorBody };
}

async function summary(orgId: string, token: string | null, query = '') {
  const response = await app.request(`/api/orgs/${orgId}/events${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as AnalyticsSummary & ApiErrorBody };
}

const eventsNamed = (name: string) => database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name));

describe('POST /api/events', () => {
  it('records an anonymous event with its properties and answers 202', async () => {
    const { status, body } = await post('/api/events', { name: 'view_details', organization_id: 'hollow-creek', properties: { label: 'Backyard cottage', adu_type: 'ext', at: 1773064800000 } });
    expect(status).toBe(202);
    expect(body).toEqual({});
    expect(await eventsNamed('view_details')).toEqual([
      { id: expect.any(String), name: 'view_details', organizationId: 'hollow-creek', userId: null, properties: { label: 'Backyard cottage', adu_type: 'ext', at: 1773064800000 }, createdAt: clock },
    ]);
  });

  it('records the signed-in user, and no organization when none is given', async () => {
    expect((await post('/api/events', { name: 'pdf_upload' }, { authorization: `Bearer ${member.token}` })).status).toBe(202);
    expect(await eventsNamed('pdf_upload')).toMatchObject([{ userId: member.userId, organizationId: null, properties: {} }]);
  });

  it('answers 400 on organization_id for an organization that does not exist', async () => {
    const { status, body } = await post('/api/events', { name: 'floor_plan_click', organization_id: 'no-such-builder' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'invalid_input', message: 'The request has invalid fields.', fields: { organization_id: ['No organization no-such-builder'] } });
    expect(await eventsNamed('floor_plan_click')).toEqual([]);
  });

  it('refuses events the server records itself, and bad properties', async () => {
    const { status, body } = await post('/api/events', { name: 'sign_up', properties: { 'Bad Key': 1, note: 'x'.repeat(501) } });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      name: ['Event name must be one of property_zone_selection, floor_plan_click, view_details, pdf_upload, more_searches_needed'],
      'properties.Bad Key': ['Event property names are lower-case snake_case, at most 40 characters'],
      'properties.note': ['Event values must be at most 500 characters.'],
    });
  });

  it('answers 429 with Retry-After after 300 events from one address in 15 minutes', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await post('/api/events', { name: 'property_zone_selection', properties: { zone: 'R-1' } }, from)).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(300);
    expect(statuses[300]).toBe(429);
    const limited = await post('/api/events', { name: 'property_zone_selection' }, from);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await post('/api/events', { name: 'property_zone_selection' }, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(202);
  });
});

describe('sign-up and log-in events', () => {
  it('are recorded when they succeed, for the organization of ?org= when it exists', async () => {
    const ada = await signUpPerson(app, database.db, 'ada@example.com');
    const signIn = (query: string, password = 'a long enough password') =>
      post(`/api/auth/sign-in${query}`, { email: 'ada@example.com', password });
    expect((await signIn('?org=hollow-creek')).status).toBe(200);
    expect((await signIn('?org=no-such-builder')).status).toBe(200);
    expect((await signIn('?org=Not An Id')).status).toBe(200);
    expect((await signIn('?org=hollow-creek', 'a wrong password')).status).toBe(401);
    const signUpResponse = await app.request('/api/auth/sign-up?org=quiet-builders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bob@example.com', password: 'a long enough password', first_name: 'Bob', last_name: 'Builder' }),
    });
    const bob = ((await signUpResponse.json()) as { user: { id: string } }).user.id;

    const logIns = await eventsNamed('log_in');
    expect(logIns.map((event) => [event.userId, event.organizationId])).toEqual([
      [ada.userId, 'hollow-creek'],
      [ada.userId, null],
      [ada.userId, null],
    ]);
    const signUps = (await eventsNamed('sign_up')).filter((event) => [ada.userId, bob].includes(event.userId!));
    expect(signUps.map((event) => [event.userId, event.organizationId])).toEqual([
      [ada.userId, null],
      [bob, 'quiet-builders'],
    ]);
  });
});

describe('GET /api/orgs/:id/events', () => {
  it('counts the organization\'s events per name over the period and lists the latest, newest first', async () => {
    await database.db.delete(analyticsEvents);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(clock.getTime() - daysAgo * day);
    const rows = [
      { name: 'view_details', organizationId: 'hollow-creek', createdAt: at(1) },
      { name: 'view_details', organizationId: 'hollow-creek', createdAt: at(2) },
      { name: 'pdf_upload', organizationId: 'hollow-creek', createdAt: at(3) },
      { name: 'log_in', organizationId: 'hollow-creek', createdAt: at(10) },
      // Older than 30 days.
      { name: 'view_details', organizationId: 'hollow-creek', createdAt: at(45) },
      // Another organization's, and none's.
      { name: 'view_details', organizationId: 'quiet-builders', createdAt: at(1) },
      { name: 'view_details', organizationId: null, createdAt: at(1) },
    ];
    await database.db.insert(analyticsEvents).values(rows.map((row, i) => ({ id: `event-${i}`, userId: null, properties: { n: i }, ...row })));

    const { status, body } = await summary('hollow-creek', owner.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      days: 30,
      counts: { sign_up: 0, log_in: 1, property_zone_selection: 0, floor_plan_click: 0, view_details: 2, pdf_upload: 1, more_searches_needed: 0 },
      events: [
        { id: 'event-0', name: 'view_details', user_id: null, properties: { n: 0 }, created_at: at(1).toISOString() },
        { id: 'event-1', name: 'view_details', user_id: null, properties: { n: 1 }, created_at: at(2).toISOString() },
        { id: 'event-2', name: 'pdf_upload', user_id: null, properties: { n: 2 }, created_at: at(3).toISOString() },
        { id: 'event-3', name: 'log_in', user_id: null, properties: { n: 3 }, created_at: at(10).toISOString() },
      ],
    } satisfies AnalyticsSummary);

    const oneName = await summary('hollow-creek', owner.token, '?name=view_details&days=60');
    expect(oneName.body.counts).toEqual({ view_details: 3 });
    expect(oneName.body.events.map((event) => event.id)).toEqual(['event-0', 'event-1', 'event-4']);

    const other = await summary('quiet-builders', otherOwner.token, '?days=366');
    expect(other.body.counts['view_details']).toBe(1);
    expect(other.body.events.map((event) => event.id)).toEqual(['event-5']);
  });

  it('lists at most the latest 100 events', async () => {
    await database.db.delete(analyticsEvents);
    const start = clock.getTime() - 3_600_000;
    await database.db.insert(analyticsEvents).values(
      Array.from({ length: 120 }, (_, i) => ({ id: `many-${String(i).padStart(3, '0')}`, name: 'floor_plan_click', organizationId: 'hollow-creek', createdAt: new Date(start + i * 1_000) })),
    );
    const { body } = await summary('hollow-creek', owner.token);
    expect(body.counts['floor_plan_click']).toBe(120);
    expect(body.events).toHaveLength(100);
    expect(body.events[0]!.id).toBe('many-119');
    expect(body.events[99]!.id).toBe('many-020');
  });

  it('answers 401 anonymous, 403 to a member and to another organization\'s owner, 400 for a bad query', async () => {
    expect((await summary('hollow-creek', null)).status).toBe(401);
    expect((await summary('hollow-creek', member.token)).status).toBe(403);
    expect((await summary('hollow-creek', otherOwner.token)).status).toBe(403);
    const bad = await summary('hollow-creek', owner.token, '?name=page_view&days=400');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: ['name must be one of sign_up, log_in, property_zone_selection, floor_plan_click, view_details, pdf_upload, more_searches_needed'],
      days: ['days must be 1 to 366'],
    });
  });
});
