// Full reports for an organization's visitors through app.request() on a real database (issue 29):
// what each `visitor_report` grants, the grant opening street data in full and nothing else, a lead
// opening only its own property for the visitor who sent it, the plan allowance counted once per
// month, visitor and property, the owners' one e-mail when it runs out, and the per-visitor limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_GRANT_HEADER, UNLOCK_ALLOWANCE_MESSAGE, UNLOCK_LIMITED_MESSAGE, UNLOCK_NEEDS_LEAD_MESSAGE, type AddressDetails, type ApiErrorBody, type ReportUnlock, type StreetData } from '../../../core/api';
import { insertOrganization, signUpPerson } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { generateDemoTown } from '../demo/demo-town';
import { demoJurisdiction, seedDemoTown } from '../demo/seed-demo-town';
import { emailOutbox, leads, organizations } from '../db/schema';
import { addressPlaceId } from '../import/write-dataset';
import { reportAllowanceOf, setPlanAllowance } from '../orgs/report-allowance';
import { UNLOCKS_PER_VISITOR_HOUR } from '../http/operation-limits';

const secret = 'a-test-secret-of-at-least-32-characters!';
const town = generateDemoTown({ seed: 29, parcels: 40 });
const jurisdictionId = demoJurisdiction(town).id;
const houses = town.parcels.filter((p) => p.buildings.length > 0);
const propertyOf = (i: number) => `${jurisdictionId}/${houses[i]!.id}`;
/** The server's clock; each request moves it on a second. */
let clock = new Date('2026-12-02T10:00:00.000Z');
let database: Database;
let app: ReturnType<typeof createApp>;
let visitorNumber = 0;
/** A fresh visitor id, as the widget makes one per organization. */
const newVisitor = () => `visitor-${String(++visitorNumber).padStart(12, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTown(database.db, { seed: 29, parcels: 40 });
  app = createApp({ database, secret, now: () => clock, trustProxy: true });
  await insertOrganization(database.db, 'open-builder', { visitor_report: 'full' });
  await insertOrganization(database.db, 'lead-builder', { visitor_report: 'after_lead' });
  await insertOrganization(database.db, 'quiet-builder');
  await signUpPerson(app, database.db, 'owner@open.example', { id: 'open-builder', role: 'owner' });
  await signUpPerson(app, database.db, 'member@open.example', { id: 'open-builder', role: 'member' });
});
afterAll(async () => database?.close());

async function unlock(org: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  clock = new Date(clock.getTime() + 1_000);
  const response = await app.request(`/api/orgs/${org}/report-unlocks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as ReportUnlock & ApiErrorBody };
}

/** The street data of house `i` as a visitor holding `grant` sees it. */
async function streetDataOf(i: number, grant?: string): Promise<StreetData> {
  const parcel = houses[i]!;
  const placeId = addressPlaceId(jurisdictionId, parcel.address.street, parcel.address.number);
  const details = (await (await app.request(`/api/address/details?place_id=${placeId}`)).json()) as AddressDetails;
  const response = await app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: grant ? { [REPORT_GRANT_HEADER]: grant } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

const used = async (org: string) => (await reportAllowanceOf(database.db, { id: org, plan: 'free' }, clock)).used;

describe('POST /api/orgs/:id/report-unlocks', () => {
  it('refuses for an organization that shows the limited report, and names an unknown property', async () => {
    expect(await unlock('quiet-builder', { property_id: propertyOf(0), visitor_id: newVisitor() })).toEqual({ status: 403, body: { error: expect.objectContaining({ message: UNLOCK_LIMITED_MESSAGE }) } });
    const unknown = await unlock('open-builder', { property_id: `${jurisdictionId}/NOPE`, visitor_id: newVisitor() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toEqual({ property_id: [`No property ${jurisdictionId}/NOPE`] });
    const bad = await unlock('open-builder', { property_id: propertyOf(0), visitor_id: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ visitor_id: ['visitor_id must be 16 to 64 letters, digits, "_" or "-".'] });
  });

  it('grants every visitor of a `full` organization the full report of that property only, counted once a month per visitor and property', async () => {
    const visitor = newVisitor();
    const before = await used('open-builder');
    const granted = await unlock('open-builder', { property_id: propertyOf(0), visitor_id: visitor });
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({ grant: expect.stringMatching(/^vg1\.[\w-]+\.[\w-]+$/), property_id: propertyOf(0), expires_at: new Date(clock.getTime() + 86_400_000).toISOString() });
    expect(await used('open-builder')).toBe(before + 1);

    const limited = await streetDataOf(0);
    expect(limited.limited_report).toBe(true);
    const opened = await streetDataOf(0, granted.body.grant);
    expect(opened.limited_report).toBe(false);
    expect(opened.locked_fields).toEqual([]);
    expect(opened.bylaws.adu.size_limits.ext.br?.steps.length).toBeGreaterThan(0);
    // The grant of house 0 opens nothing else.
    expect((await streetDataOf(1, granted.body.grant)).limited_report).toBe(true);

    // The same visitor and property again: a new grant, nothing more counted.
    expect((await unlock('open-builder', { property_id: propertyOf(0), visitor_id: visitor })).status).toBe(201);
    expect(await used('open-builder')).toBe(before + 1);
  });

  it('opens a lead’s own property for the visitor who sent it, and for no one else', async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({ id: 'lead-00000001', organizationId: 'lead-builder', kind: 'lead', name: 'Vera', email: 'vera@example.com', fields: { property_id: propertyOf(2) } })
      .returning({ id: leads.id });
    const vera = newVisitor();
    const none = await unlock('lead-builder', { property_id: propertyOf(2), visitor_id: vera });
    expect(none.status).toBe(403);
    expect(none.body.error.fields).toEqual({ lead_id: [UNLOCK_NEEDS_LEAD_MESSAGE] });
    expect((await unlock('lead-builder', { property_id: propertyOf(3), visitor_id: vera, lead_id: lead!.id })).status).toBe(403);
    // A `full` organization asks for no lead: an id there changes nothing.
    expect((await unlock('open-builder', { property_id: propertyOf(2), visitor_id: vera, lead_id: 'lead-elsewhere' })).status).toBe(201);
    const granted = await unlock('lead-builder', { property_id: propertyOf(2), visitor_id: vera, lead_id: lead!.id });
    expect(granted.status).toBe(201);
    expect((await streetDataOf(2, granted.body.grant)).limited_report).toBe(false);
    const other = await unlock('lead-builder', { property_id: propertyOf(2), visitor_id: newVisitor(), lead_id: lead!.id });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(UNLOCK_NEEDS_LEAD_MESSAGE);
  });

  it('stops at the plan’s allowance, tells the owners once that month, and opens again the next month', async () => {
    await setPlanAllowance(database.db, 'free', (await used('open-builder')) + 1);
    expect((await unlock('open-builder', { property_id: propertyOf(4), visitor_id: newVisitor() })).status).toBe(201);
    for (const i of [5, 6]) {
      const refused = await unlock('open-builder', { property_id: propertyOf(i), visitor_id: newVisitor() });
      expect(refused).toEqual({ status: 403, body: { error: expect.objectContaining({ message: UNLOCK_ALLOWANCE_MESSAGE }) } });
    }
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Organization open-builder: this month's full reports are used up"));
    expect(mails.map((mail) => mail.to)).toEqual(['owner@open.example']);
    const [org] = await database.db.select({ notice: organizations.allowanceNoticeMonth }).from(organizations).where(eq(organizations.id, 'open-builder'));
    expect(org!.notice).toBe('2026-12');

    clock = new Date('2027-01-01T00:00:05.000Z');
    expect((await unlock('open-builder', { property_id: propertyOf(5), visitor_id: newVisitor() })).status).toBe(201);
    expect(await used('open-builder')).toBe(1);
    await setPlanAllowance(database.db, 'free', 25);
  });

  it(`answers 429 past ${UNLOCKS_PER_VISITOR_HOUR} unlocks an hour from one visitor`, async () => {
    const visitor = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i <= UNLOCKS_PER_VISITOR_HOUR; i++) {
      statuses.push((await unlock('open-builder', { property_id: propertyOf(i % 8), visitor_id: visitor }, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNLOCKS_PER_VISITOR_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });
});
