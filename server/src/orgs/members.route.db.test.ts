// Members and invites through app.request() with the server's clock fixed: the members panel's
// list, role changes (never of an owner), invites e-mailed through the outbox with only the
// token's hash stored, the join page's preview, accepting with the invited address, expiry,
// revoking, and the hourly limit per organization.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser, AuthSession } from '../../../core/api';
import { MembersMessage, type InviteCreated, type InvitePreview, type Member, type MembersList } from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { issueDevToken } from '../auth/dev-token';
import { emailOutbox, organizationInvites } from '../db/schema';
import { openEmailBody } from '../mail/sealed-body';

const secret = 'a-test-secret-of-at-least-32-characters!';
const ORG = 'hollow-creek-cottages';
/** The server's clock; tests move it to let invites expire. */
const START = new Date('2026-03-09T12:00:00.000Z');
let clock = START;
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

let org: OrgApp;
let owner: AuthSession;
let grace: AuthSession;
let outsider: AuthSession;
/** Joins as a member while the tests run. */
let ken: AuthSession;

beforeAll(async () => {
  org = await openOrgApp({ secret, now: () => clock });
  owner = await org.signUp('olive@hollowcreek.example', 'Olive', 'Owner');
  await org.onboardOwner(owner, 'Hollow Creek Cottages');
  clock = at(10);
  grace = await org.joinAs(owner, ORG, 'grace@hollowcreek.example', 'member', 'Grace', 'Hopper');
  outsider = await org.signUp('eve@elsewhere.example', 'Eve', 'Else');
  await org.onboardOwner(outsider, 'Elsewhere Homes');
  clock = at(20);
});
afterAll(async () => org?.close());

const invite = (email: string, organization_role?: string, token = owner.token, orgId = ORG) =>
  org.call<InviteCreated>('POST', `/api/orgs/${orgId}/invites`, { token, body: { email, ...(organization_role ? { organization_role } : {}) } });
const members = (token: string) => org.call<MembersList>('GET', `/api/orgs/${ORG}/members`, { token });
const preview = (token: string) => org.call<InvitePreview>('GET', `/api/invites/preview?token=${encodeURIComponent(token)}`);
const accept = (session: AuthSession | string, token: string) =>
  org.call<{ user: AccountUser }>('POST', '/api/invites/accept', { token: typeof session === 'string' ? session : session.token, body: { token } });

describe('inviting', () => {
  let created: InviteCreated;

  it('answers 201 with the pending invite and a join link of 32 random bytes', async () => {
    const { status, body } = await invite('  Ada@Example.com ');
    expect(status).toBe(201);
    created = body;
    expect(body.invite).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ada@example.com',
      organization_role: 'member',
      sender_user_id: owner.user.id,
      organization_id: ORG,
      created_at: '2026-03-09T12:20:00.000Z',
    });
    expect(body.invite_url).toMatch(/^https:\/\/lotline\.example\/join\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of the token, with an expiry 14 days on', async () => {
    const token = org.tokenOf(created);
    const [row] = await org.database.db.select().from(organizationInvites).where(eq(organizationInvites.id, created.invite.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.toISOString()).toBe('2026-03-23T12:20:00.000Z');
  });

  it('e-mails the link through the outbox, in text and escaped HTML, sealed so the row holds no usable link', async () => {
    const [row] = await org.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ada@example.com'));
    expect(row!.subject).toBe('Join Hollow Creek Cottages on Lotline');
    expect(JSON.stringify(row)).not.toContain(org.tokenOf(created));
    const email = openEmailBody(secret, row!, row!.body!)!;
    expect(email.text).toContain('Olive Owner invited you to join Hollow Creek Cottages on Lotline as a member.');
    expect(email.text).toContain(`\n${created.invite_url}\n`);
    expect(email.text).toContain('within 14 days');
    expect(email.html).toContain(`<a href="${created.invite_url}">Join Hollow Creek Cottages</a>`);
  });

  it('leaves no usable invite token in the outbox or the invites table (issue 28)', async () => {
    const copy = JSON.stringify([await org.database.db.select().from(emailOutbox), await org.database.db.select().from(organizationInvites)]);
    expect(copy).not.toContain(org.tokenOf(created));
    // What an attacker holding the copy would try: every run of token characters in it.
    const candidates = [...new Set(copy.match(/[A-Za-z0-9_-]{16,}/g) ?? [])];
    expect(candidates.length).toBeGreaterThan(3);
    // Unknown (404), or longer than any token (400): none opens an invite.
    for (const candidate of candidates) expect([400, 404], candidate).toContain((await preview(candidate)).status);
    expect((await preview(org.tokenOf(created))).status).toBe(200);
  });

  it('replaces an earlier invite of the same address', async () => {
    const { status, body } = await invite('ada@example.com', 'owner');
    expect(status).toBe(201);
    expect((await preview(org.tokenOf(created))).status).toBe(404);
    const list = await members(owner.token);
    expect(list.body.invites.filter((item) => item.email === 'ada@example.com')).toEqual([body.invite]);
    created = body;
  });

  it('refuses an address that is a member already with 409 on email', async () => {
    const { status, body } = await invite('GRACE@hollowcreek.example');
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'conflict', message: MembersMessage.AlreadyMember, fields: { email: [MembersMessage.AlreadyMember] } });
  });

  it('is for owners: members get 403, anonymous callers 401; bad fields 400', async () => {
    expect((await invite('x@example.com', 'member', grace.token)).body.error.message).toBe(MembersMessage.OwnersOnly);
    expect((await invite('x@example.com', 'member', grace.token)).status).toBe(403);
    expect((await org.call('POST', `/api/orgs/${ORG}/invites`, { body: { email: 'x@example.com' } })).status).toBe(401);
    const bad = await invite('not-an-email', 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: ['Please verify that you are entering the correct email.'], organization_role: ['Role must be owner or member'] });
  });

  it('shows the join page whose invite it is, and 404 for an unknown token', async () => {
    const { status, headers, body } = await preview(org.tokenOf(created));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({ organization_id: ORG, organization_name: 'Hollow Creek Cottages', email: 'ada@example.com', organization_role: 'owner' });
    const unknown = await preview('not-a-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: MembersMessage.InviteInvalid });
  });
});

describe('accepting', () => {
  it('refuses another address with 403, development users with 403 and anonymous callers with 401', async () => {
    clock = at(21);
    const { body: sent } = await invite('lin@example.com');
    const token = org.tokenOf(sent);
    const wrong = await accept(await org.signUp('lin.other@example.com', 'Lin', 'Other'), token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toEqual({ code: 'forbidden', message: MembersMessage.InviteOtherEmail });
    expect((await accept(issueDevToken(secret, 'lin@example.com'), token)).status).toBe(403);
    expect((await org.call('POST', '/api/invites/accept', { body: { token } })).status).toBe(401);
    // Still pending: none of those used it.
    expect((await preview(token)).status).toBe(200);
  });

  it('joins with the invite role, leaves the user to onboard, and uses the invite up', async () => {
    const { body: sent } = await invite('ken@example.com', 'member');
    clock = at(30);
    ken = await org.signUp('ken@example.com', 'Ken', 'Thompson');
    const { status, body } = await accept(ken, org.tokenOf(sent));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: ken.user.id, email: 'ken@example.com', organization_id: ORG, organization_role: 'member', onboarded: false });
    expect((await preview(org.tokenOf(sent))).status).toBe(404);
    expect((await accept(ken, org.tokenOf(sent))).status).toBe(404);
    const list = await members(owner.token);
    expect(list.body.invites.map((item) => item.email)).not.toContain('ken@example.com');
    expect(list.body.members.at(-1)).toEqual({
      user_id: ken.user.id,
      organization_role: 'member',
      created_at: '2026-03-09T12:30:00.000Z',
      onboarding_data: { first_name: 'Ken', last_name: 'Thompson', email: 'ken@example.com' },
    } satisfies Member);
  });

  it('refuses a user of another organization with 409', async () => {
    clock = at(31);
    const { body: sent } = await invite('eve@elsewhere.example');
    const { status, body } = await accept(outsider, org.tokenOf(sent));
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'conflict', message: MembersMessage.InOtherOrganization });
  });

  it('answers 404 once the invite has expired', async () => {
    clock = at(32);
    const { body: sent } = await invite('late@example.com');
    const late = await org.signUp('late@example.com', 'Lee', 'Late');
    clock = at(32 + 14 * 24 * 60);
    try {
      expect((await preview(org.tokenOf(sent))).status).toBe(404);
      const { status, body } = await accept(late, org.tokenOf(sent));
      expect(status).toBe(404);
      expect(body.error.message).toBe(MembersMessage.InviteInvalid);
      expect((await members(owner.token)).body.invites.map((item) => item.email)).not.toContain('late@example.com');
    } finally {
      // Back before the expiry: the invite is pending again.
      clock = at(33);
    }
  });
});

describe('the members list', () => {
  it('lists owners first, then members by join date, and pending invites newest first', async () => {
    const { status, headers, body } = await members(grace.token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.my_role).toBe('member');
    expect(body.members.map((m) => [m.onboarding_data.email, m.organization_role, m.created_at])).toEqual([
      ['olive@hollowcreek.example', 'owner', '2026-03-09T12:00:00.000Z'],
      ['grace@hollowcreek.example', 'member', '2026-03-09T12:10:00.000Z'],
      ['ken@example.com', 'member', '2026-03-09T12:30:00.000Z'],
    ]);
    expect(body.invites.map((item) => [item.email, item.created_at])).toEqual([
      ['late@example.com', '2026-03-09T12:32:00.000Z'],
      ['eve@elsewhere.example', '2026-03-09T12:31:00.000Z'],
      ['lin@example.com', '2026-03-09T12:21:00.000Z'],
      ['ada@example.com', '2026-03-09T12:20:00.000Z'],
    ]);
  });

  it('is closed to users of other organizations (403) and anonymous callers (401)', async () => {
    expect((await members(outsider.token)).status).toBe(403);
    expect((await org.call('GET', `/api/orgs/${ORG}/members`)).status).toBe(401);
  });
});

describe('changing roles', () => {
  const setRole = (userId: string, organization_role: string, token = owner.token) =>
    org.call<Member>('PATCH', `/api/orgs/${ORG}/members/${userId}`, { token, body: { organization_role } });

  it('lets an owner make a member an owner and answers the member', async () => {
    const { status, body } = await setRole(grace.user.id, 'owner');
    expect(status).toBe(200);
    expect(body).toEqual({
      user_id: grace.user.id,
      organization_role: 'owner',
      created_at: '2026-03-09T12:10:00.000Z',
      onboarding_data: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@hollowcreek.example' },
    } satisfies Member);
  });

  it("never changes an owner's role", async () => {
    for (const userId of [grace.user.id, owner.user.id]) {
      const { status, body } = await setRole(userId, 'member');
      expect(status).toBe(403);
      expect(body.error).toEqual({ code: 'forbidden', message: MembersMessage.OwnerRoleFixed });
    }
  });

  it('answers 404 for a user outside the organization, 403 to members and 400 for an unknown role', async () => {
    const outside = await setRole(outsider.user.id, 'member');
    expect(outside.status).toBe(404);
    expect(outside.body.error.message).toBe('This person is not a member of the organization.');
    const asMember = await setRole(ken.user.id, 'owner', ken.token);
    expect(asMember.status).toBe(403);
    expect(asMember.body.error.message).toBe(MembersMessage.OwnersOnly);
    const bad = await setRole(ken.user.id, 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ organization_role: ['Role must be owner or member'] });
  });
});

describe('revoking', () => {
  it('removes a pending invite (204), then answers 404', async () => {
    const { body: sent } = await invite('revoked@example.com');
    const path = `/api/orgs/${ORG}/invites/${sent.invite.id}`;
    expect((await org.call('DELETE', path, { token: grace.token })).status).toBe(204);
    expect((await preview(org.tokenOf(sent))).status).toBe(404);
    expect((await members(owner.token)).body.invites.map((item) => item.email)).not.toContain('revoked@example.com');
    expect((await org.call('DELETE', path, { token: owner.token })).status).toBe(404);
  });

  it("answers 404 for another organization's invite, which stays", async () => {
    const { body: sent } = await invite('theirs@example.com', 'member', outsider.token, 'elsewhere-homes');
    expect((await org.call('DELETE', `/api/orgs/${ORG}/invites/${sent.invite.id}`, { token: owner.token })).status).toBe(404);
    expect((await preview(org.tokenOf(sent))).status).toBe(200);
  });
});

describe('the hourly limit', () => {
  it('allows 30 invites an hour per organization, then answers 429 with Retry-After', async () => {
    const busy = await org.signUp('busy@busy.example', 'Bo', 'Busy');
    await org.onboardOwner(busy, 'Busy Builders');
    for (let i = 1; i <= 30; i++) expect((await invite(`lead${i}@example.com`, 'member', busy.token, 'busy-builders')).status).toBe(201);
    const limited = await invite('lead31@example.com', 'member', busy.token, 'busy-builders');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: 'Too many invites in the last hour; try again later.' });
    // Another organization's invites are counted apart.
    expect((await invite('still@example.com')).status).toBe(201);
  });
});
