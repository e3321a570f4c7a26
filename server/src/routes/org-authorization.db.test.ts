// The authorization matrix of organizations (spec 6; decision 016): every route the app registers
// under /api/orgs is called by an owner and a member of organization A, by the owner of
// organization B and by an anonymous caller. Public routes answer everyone; member routes answer
// A's people only; owner routes answer A's owner only. A route added without a row here fails the
// first test, so no endpoint escapes the matrix. Refused writes change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, InviteCreated, MembersList, OrgAdminView } from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';

type Access = 'public' | 'member' | 'owner';
type Caller = 'anonymous' | 'otherOrg' | 'member' | 'owner';

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered. */
  route: string;
  access: Access;
  /** The status an allowed caller gets. */
  ok: number;
  /** The concrete path and body for organization A (may create what the call needs first). */
  request(): Promise<{ path: string; body?: unknown }>;
}

let org: OrgApp;
let owner: AuthSession;
let member: AuthSession;
let otherOwner: AuthSession;
let orgA: string;
let orgB: string;

const lead = {
  email: 'visitor@example.com',
  name: 'Vera Visitor',
  property_address: '12 Maple Street, Lotline, MA 01000',
  addr_state: 'MA',
  addr_city: 'Lotline',
  addr_zip: '01000',
  addr_num: '12',
  addr_street: 'Maple Street',
  lat: '42.1',
  lng: '-71.4',
  phone: '+1 (555) 010-0199',
  considering: 'Backyard cottage or addition',
  starting_timeline: 'early',
  is_owner: 'yes',
  lives_there: 'yes',
  steps_taken: 'None',
  water_supply: 'municipality',
  sewer_system: 'municipality',
};

beforeAll(async () => {
  org = await openOrgApp();
  owner = await org.signUp('owen.owner@builders-a.example', 'Owen', 'Owner');
  orgA = (await org.onboardOwner(owner, 'Matrix Builders A')).organization_id!;
  member = await org.joinAs(owner, orgA, 'mia.member@builders-a.example', 'member', 'Mia', 'Member');
  otherOwner = await org.signUp('olga.other@builders-b.example', 'Olga', 'Other');
  orgB = (await org.onboardOwner(otherOwner, 'Matrix Builders B')).organization_id!;
});
afterAll(async () => org?.close());

/** A fresh pending invite of organization A, for a call that removes one. */
async function pendingInvite(): Promise<string> {
  const email = `pending-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const created = await org.call<InviteCreated>('POST', `/api/orgs/${orgA}/invites`, { token: owner.token, body: { email } });
  expect(created.status).toBe(201);
  return created.body.invite.id;
}

const settingsOfA = async () => (await org.call<OrgAdminView>('GET', `/api/orgs/${orgA}/settings`, { token: owner.token })).body;

const ROWS: Row[] = [
  { method: 'GET', route: '/api/orgs/:id/public-config', access: 'public', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/public-config` }) },
  { method: 'GET', route: '/api/orgs/:id/settings', access: 'member', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/settings` }) },
  {
    method: 'PUT',
    route: '/api/orgs/:id/settings',
    access: 'owner',
    ok: 200,
    request: async () => {
      const current = await settingsOfA();
      return {
        path: `/api/orgs/${orgA}/settings`,
        body: { name: 'Matrix Builders A', email: current.email, land_url: current.land_url, settings: { ...current.settings, main_cta: 'Changed by the owner' }, features: current.features, city_ids: current.city_ids, allowed_origins: current.allowed_origins },
      };
    },
  },
  { method: 'GET', route: '/api/orgs/:id/members', access: 'member', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/members` }) },
  {
    method: 'PATCH',
    route: '/api/orgs/:id/members/:userId',
    access: 'owner',
    ok: 200,
    request: async () => ({ path: `/api/orgs/${orgA}/members/${member.user.id}`, body: { organization_role: 'member' } }),
  },
  {
    method: 'POST',
    route: '/api/orgs/:id/invites',
    access: 'owner',
    ok: 201,
    request: async () => ({ path: `/api/orgs/${orgA}/invites`, body: { email: `new-${Math.random().toString(36).slice(2, 10)}@example.com` } }),
  },
  { method: 'DELETE', route: '/api/orgs/:id/invites/:inviteId', access: 'owner', ok: 204, request: async () => ({ path: `/api/orgs/${orgA}/invites/${await pendingInvite()}` }) },
  { method: 'POST', route: '/api/orgs/:id/leads', access: 'public', ok: 201, request: async () => ({ path: `/api/orgs/${orgA}/leads`, body: lead }) },
  {
    method: 'POST',
    route: '/api/orgs/:id/help-requests',
    access: 'public',
    ok: 201,
    request: async () => ({ path: `/api/orgs/${orgA}/help-requests`, body: { email: 'help@example.com', full_name: 'Hal Help', related_to: 'Setbacks', help_request: 'Which setback applies to my corner lot?' } }),
  },
  // Anyone may ask; an organization that shows its visitors the limited report (the default) grants no one.
  {
    method: 'POST',
    route: '/api/orgs/:id/report-unlocks',
    access: 'public',
    ok: 403,
    request: async () => ({ path: `/api/orgs/${orgA}/report-unlocks`, body: { property_id: 'ma-nowhere/1', visitor_id: 'visitor-0123456789abcdef' } }),
  },
  { method: 'GET', route: '/api/orgs/:id/leads', access: 'owner', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/leads` }) },
  { method: 'GET', route: '/api/orgs/:id/leads.csv', access: 'owner', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/leads.csv` }) },
  { method: 'GET', route: '/api/orgs/:id/events', access: 'owner', ok: 200, request: async () => ({ path: `/api/orgs/${orgA}/events` }) },
];

/** What `caller` gets from a route of `access`. */
function expected(access: Access, caller: Caller, ok: number): number {
  if (access === 'public') return ok;
  if (caller === 'anonymous') return 401;
  if (caller === 'otherOrg') return 403;
  if (caller === 'member') return access === 'member' ? ok : 403;
  return ok;
}

const tokenOf = (caller: Caller): string | undefined =>
  caller === 'anonymous' ? undefined : caller === 'otherOrg' ? otherOwner.token : caller === 'member' ? member.token : owner.token;

describe('organization authorization matrix', () => {
  it('has a row for every route the app registers under /api/orgs', () => {
    const registered = new Set(
      org.app.routes.filter((route) => route.path.startsWith('/api/orgs/') && route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    expect([...registered].sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
  });

  // Owners last: an owner's call may use up what it needs (an invite to revoke).
  const callers: Caller[] = ['anonymous', 'otherOrg', 'member', 'owner'];
  for (const row of ROWS) {
    it(`${row.method} ${row.route} (${row.access}): anonymous, other organization, member, owner`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const caller of callers) {
        const { path, body } = await row.request();
        const token = tokenOf(caller);
        const response = await org.app.request(path, {
          method: row.method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        got[caller] = response.status;
        want[caller] = expected(row.access, caller, row.ok);
        if (response.status === 401 || response.status === 403) {
          expect(((await response.json()) as { error: { code: string } }).error.code).toBe(response.status === 401 ? 'unauthorized' : 'forbidden');
        }
      }
      expect(got).toEqual(want);
    });
  }

  it('refused writes change nothing, and another organization sees none of A’s data', async () => {
    const before = await settingsOfA();
    const attempt = { name: 'Taken over', email: null, land_url: null, settings: { main_cta: 'Taken over' }, features: {}, city_ids: [], allowed_origins: ['https://evil.example'] };
    expect((await org.call('PUT', `/api/orgs/${orgA}/settings`, { token: member.token, body: attempt })).status).toBe(403);
    expect((await org.call('PUT', `/api/orgs/${orgA}/settings`, { token: otherOwner.token, body: attempt })).status).toBe(403);
    const after = await settingsOfA();
    expect(after.name).toBe(before.name);
    expect(after.allowed_origins).toEqual(before.allowed_origins);
    expect(after.settings.main_cta).toBe(before.settings.main_cta);

    // The member cannot make themselves an owner, nor can B's owner touch A's people.
    expect((await org.call('PATCH', `/api/orgs/${orgA}/members/${member.user.id}`, { token: member.token, body: { organization_role: 'owner' } })).status).toBe(403);
    expect((await org.call('PATCH', `/api/orgs/${orgA}/members/${member.user.id}`, { token: otherOwner.token, body: { organization_role: 'owner' } })).status).toBe(403);
    const members = await org.call<MembersList>('GET', `/api/orgs/${orgA}/members`, { token: owner.token });
    expect(members.body.members.map((m) => [m.onboarding_data.email, m.organization_role])).toEqual([
      ['owen.owner@builders-a.example', 'owner'],
      ['mia.member@builders-a.example', 'member'],
    ]);

    // B's owner reads B's leads: none of A's leads are there.
    const leadsOfB = await org.call<{ leads: unknown[] }>('GET', `/api/orgs/${orgB}/leads`, { token: otherOwner.token });
    expect(leadsOfB.status).toBe(200);
    expect(leadsOfB.body.leads).toEqual([]);
    const leadsOfA = await org.call<{ leads: { name: string }[] }>('GET', `/api/orgs/${orgA}/leads?kind=lead`, { token: owner.token });
    expect(leadsOfA.body.leads.map((item) => item.name)).toEqual(['Vera Visitor', 'Vera Visitor', 'Vera Visitor', 'Vera Visitor']);
  });

  it('answers 403 to a route of an organization that does not exist, for a signed-in user', async () => {
    const response = await org.call('GET', '/api/orgs/no-such-organization/settings', { token: owner.token });
    expect(response.status).toBe(403);
  });
});
