// POST /api/me/onboarding and PATCH /api/me through app.request(): onboarding names the user and,
// for a user outside any organization who names a company, creates it with them as its owner
// under a unique id; invited users keep their organization; development users are refused.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser, AuthSession } from '../../../core/api';
import { DEFAULT_ORG_SETTINGS } from '../../../core/api';
import { onboardingBody, openOrgApp, type OnboardingOrganizationInput, type OrgApp } from '../../../tests/setup/org-app';
import { issueDevToken } from '../auth/dev-token';
import { organizations, users } from '../db/schema';

const secret = 'a-test-secret-of-at-least-32-characters!';
const NOW = new Date('2026-03-09T12:00:00.000Z');
let org: OrgApp;

beforeAll(async () => {
  org = await openOrgApp({ secret, now: () => NOW });
});
afterAll(async () => org?.close());

const company = (name: string): OnboardingOrganizationInput => ({
  name,
  email: 'office@hollowcreek.example',
  land_url: 'https://hollowcreek.example',
  settings: { address: ' 12 Mill Road, Lowell, MA ', phoneNumber: '+1 (978) 555-0142', projects: ['backyard_cottage', 'in_home_apartment'], upgrade: ['leads', 'analytics'] },
});

const onboard = (session: AuthSession | string, body: unknown) =>
  org.call<{ user: AccountUser }>('POST', '/api/me/onboarding', { token: typeof session === 'string' ? session : session.token, body });

const organizationCount = async () => (await org.database.db.select({ n: count() }).from(organizations))[0]!.n;

describe('POST /api/me/onboarding', () => {
  let olive: AuthSession;

  it('names the user and makes them the owner of a new organization built from the company step', async () => {
    olive = await org.signUp('olive@hollowcreek.example', 'Ollie', 'O');
    const body = onboardingBody(' Olive ', 'Owner', 'olive@hollowcreek.example', company('Hollow Creek Cottages'), [160, 99_999, 302, 160]);
    const { status, body: answer } = await onboard(olive, body);
    expect(status).toBe(200);
    expect(answer.user).toEqual({
      ...olive.user,
      first_name: 'Olive',
      last_name: 'Owner',
      name: 'Olive Owner',
      onboarded: true,
      role: 'Builder',
      organization_id: 'hollow-creek-cottages',
      organization_role: 'owner',
    } satisfies AccountUser);

    const [row] = await org.database.db.select().from(organizations).where(eq(organizations.id, 'hollow-creek-cottages'));
    expect(row).toMatchObject({
      name: 'Hollow Creek Cottages',
      email: 'office@hollowcreek.example',
      landUrl: 'https://hollowcreek.example',
      features: {},
      cityIds: [160, 302],
      allowedOrigins: [],
      settings: { ...DEFAULT_ORG_SETTINGS, address: '12 Mill Road, Lowell, MA', phone_number: '+1 (978) 555-0142', projects: ['backyard_cottage', 'in_home_apartment'] },
    });
    const [user] = await org.database.db.select().from(users).where(eq(users.id, olive.user.id));
    expect(user!.joinedOrganizationAt).toEqual(NOW);
    // The whole submission is kept, upgrade goals included.
    expect(user!.onboardingData).toMatchObject({ onboarded: true, user: { first_name: 'Olive', role: 'Builder' }, organization: { settings: { upgrade: ['leads', 'analytics'] } }, city_ids: [160, 99_999, 302, 160] });
  });

  it('makes the id unique with -2, -3 for companies of the same name', async () => {
    for (const [email, expected] of [
      ['second@example.com', 'hollow-creek-cottages-2'],
      ['third@example.com', 'hollow-creek-cottages-3'],
    ] as const) {
      const session = await org.signUp(email, 'Sam', 'Same');
      const { status, body } = await onboard(session, onboardingBody('Sam', 'Same', email, company('Hollow Creek  Cottages!'), []));
      expect(status).toBe(200);
      expect(body.user.organization_id).toBe(expected);
      expect(body.user.organization_role).toBe('owner');
    }
  });

  it('lets the website the owner typed embed Lotline when they leave it allowed, and refuses what is not an origin', async () => {
    const session = await org.signUp('embed@example.com', 'Em', 'Bed');
    const allowed = { ...company('Embed Builders')!, land_url: 'https://embedbuilders.example/about', allowed_origins: ['https://embedbuilders.example'] };
    const { status, body } = await onboard(session, onboardingBody('Em', 'Bed', 'embed@example.com', allowed, []));
    expect(status).toBe(200);
    const [row] = await org.database.db.select({ allowedOrigins: organizations.allowedOrigins }).from(organizations).where(eq(organizations.id, body.user.organization_id!));
    expect(row!.allowedOrigins).toEqual(['https://embedbuilders.example']);

    const other = await org.signUp('embed2@example.com', 'Em', 'Bed');
    const refused = await onboard(other, onboardingBody('Em', 'Bed', 'embed2@example.com', { ...allowed, allowed_origins: ['https://embedbuilders.example/about'] }, []));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'organization.allowed_origins.0': ['Origins are https://host[:port] or http://localhost[:port] without a path'] });
  });

  it('creates nothing for a homeowner without a company', async () => {
    const before = await organizationCount();
    const home = await org.signUp('home@example.com', 'Hal', 'Home');
    const { status, body } = await onboard(home, { ...onboardingBody('Hal', 'Home', 'home@example.com', null), user: { first_name: 'Hal', last_name: 'Home', email: 'home@example.com', role: 'Homeowner' } });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ onboarded: true, role: 'Homeowner', organization_id: null, organization_role: null });
    expect(await organizationCount()).toBe(before);
  });

  it('keeps an invited user in their organization and ignores the company and cities they send', async () => {
    const grace = await org.joinAs(olive, 'hollow-creek-cottages', 'grace@example.com', 'member', 'Grace', 'H');
    expect(grace.user.onboarded).toBe(false);
    const before = await organizationCount();
    const { status, body } = await onboard(grace, { ...onboardingBody('Grace', 'Hopper', 'grace@example.com', company('Grace Builds'), [1]), user: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', role: 'Invited User' } });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ name: 'Grace Hopper', role: 'Invited User', onboarded: true, organization_id: 'hollow-creek-cottages', organization_role: 'member' });
    expect(await organizationCount()).toBe(before);
    const [row] = await org.database.db.select({ cityIds: organizations.cityIds }).from(organizations).where(eq(organizations.id, 'hollow-creek-cottages'));
    expect(row!.cityIds).toEqual([160, 302]);
  });

  it('creates one organization when the same submission arrives twice at once', async () => {
    const twice = await org.signUp('twice@example.com', 'Tw', 'Ice');
    const before = await organizationCount();
    const body = onboardingBody('Tina', 'Twice', 'twice@example.com', company('Twice Homes'), []);
    const answers = await Promise.all([onboard(twice, body), onboard(twice, body)]);
    expect(answers.map((answer) => [answer.status, answer.body.user.organization_id])).toEqual([
      [200, 'twice-homes'],
      [200, 'twice-homes'],
    ]);
    expect(await organizationCount()).toBe(before + 1);
  });

  it('answers field messages, 401 without a token and 403 for development users', async () => {
    const session = await org.signUp('fields@example.com');
    const bad = await onboard(session, { ...onboardingBody(' ', 'x'.repeat(129), 'fields@example.com', company('')), city_ids: ['Lowell'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'user.first_name': ['First Name is required.'],
      'user.last_name': ['Last Name must be less than 128 characters.'],
      'organization.name': ['Company Name is required.'],
      'city_ids.0': ['City id must be number'],
    });
    expect((await org.call('POST', '/api/me/onboarding', { body: onboardingBody('A', 'B', 'a@example.com', null) })).status).toBe(401);
    const dev = await onboard(issueDevToken(secret, 'dev-user'), onboardingBody('A', 'B', 'a@example.com', null));
    expect(dev.status).toBe(403);
    expect(dev.body.error).toEqual({ code: 'forbidden', message: 'Development users are onboarded already.' });
  });
});

describe('PATCH /api/me', () => {
  it('changes the names and role given and leaves the rest', async () => {
    const ada = await org.signUp('ada@example.com', 'Ada', 'Lovelace');
    const first = await org.call<{ user: AccountUser }>('PATCH', '/api/me', { token: ada.token, body: { first_name: ' Augusta ' } });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({ ...ada.user, first_name: 'Augusta', name: 'Augusta Lovelace' });
    const second = await org.call<{ user: AccountUser }>('PATCH', '/api/me', { token: ada.token, body: { last_name: 'King', role: 'Real Estate Agent' } });
    expect(second.body.user).toMatchObject({ first_name: 'Augusta', last_name: 'King', name: 'Augusta King', role: 'Real Estate Agent' });
  });

  it('answers the name rules, and 403 for development users', async () => {
    const ada = await org.signUp('ada2@example.com');
    const bad = await org.call('PATCH', '/api/me', { token: ada.token, body: { first_name: '', last_name: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ first_name: ['First Name is required.'], last_name: ['Last Name must be a string'] });
    const dev = await org.call('PATCH', '/api/me', { token: issueDevToken(secret, 'dev-user'), body: { first_name: 'Dev' } });
    expect(dev.status).toBe(403);
  });
});
