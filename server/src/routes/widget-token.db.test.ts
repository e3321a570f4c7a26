// Widget tokens (decision 027) through app.request(): made from a full session for an origin the
// organization embeds Lotline on; they reach the widget's work and nothing of administration,
// only from their own origin; the API answers CORS to the origins of the organization a request
// is for (the token's, else the path's, else `?org=`), never on administration, whatever the
// method, nor for a full session (the sign-in page's side is in pages/page.route.db.test.ts;
// every route under every method is in route-methods.db.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, Me, WidgetToken } from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { hashSessionToken } from '../auth/session-token-hash';
import { organizations, widgetTokens } from '../db/schema';
import { WIDGET_ORIGIN_MESSAGE, WIDGET_SCOPE_MESSAGE } from '../http/widget-scope';
import { documentedRoutes } from '../operations';
import { embedOriginsChanged } from '../orgs/embed-origins';

/** Every operation of the API as the OpenAPI document reads it. */
const API_ROUTES = documentedRoutes();

const BUILDER_SITE = 'https://builder.example';
const OTHER_SITE = 'https://other-builder.example';

let org: OrgApp;
let owner: AuthSession;
let orgA: string;
let orgB: string;

async function allowOrigins(organizationId: string, origins: string[]) {
  await org.database.db.update(organizations).set({ allowedOrigins: origins }).where(eq(organizations.id, organizationId));
  embedOriginsChanged();
}

async function widgetTokenFor(session: AuthSession, organizationId: string, origin: string) {
  return org.call<WidgetToken>('POST', '/api/auth/widget-token', { token: session.token, body: { organization_id: organizationId, origin } });
}

/** A raw request with an Origin header. */
function fromOrigin(method: string, path: string, origin: string, token?: string, extra: Record<string, string> = {}) {
  return org.app.request(path, { method, headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra } });
}

beforeAll(async () => {
  org = await openOrgApp();
  owner = await org.signUp('wanda.owner@builder.example', 'Wanda', 'Owner');
  orgA = (await org.onboardOwner(owner, 'Widget Builders A')).organization_id!;
  const other = await org.signUp('otto.owner@other-builder.example', 'Otto', 'Other');
  orgB = (await org.onboardOwner(other, 'Widget Builders B')).organization_id!;
  await allowOrigins(orgA, [BUILDER_SITE]);
  await allowOrigins(orgB, [OTHER_SITE]);
});
afterAll(async () => org?.close());

describe('POST /api/auth/widget-token', () => {
  it('gives a full session a widget token for an origin the organization embeds on, and refuses others', async () => {
    const made = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^wgt\./);
    expect(made.body).toMatchObject({ organization: { id: orgA, name: 'Widget Builders A' }, origin: BUILDER_SITE });
    // The table keeps the token's SHA-256 only.
    const stored = await org.database.db.select({ tokenHash: widgetTokens.tokenHash }).from(widgetTokens).where(eq(widgetTokens.organizationId, orgA));
    expect(stored).toEqual([{ tokenHash: hashSessionToken(made.body.token) }]);
    expect(JSON.stringify(stored)).not.toContain(made.body.token.slice(4));
    // Lotline's own origin: the hosted page framed on the organization's site.
    expect((await widgetTokenFor(owner, orgA, 'https://lotline.example')).status).toBe(201);
    const elsewhere = await widgetTokenFor(owner, orgA, OTHER_SITE);
    expect([elsewhere.status, elsewhere.body.error.fields]).toEqual([403, { origin: [`${OTHER_SITE} is not one of Widget Builders A's embedding sites`] }]);
    expect((await widgetTokenFor(owner, 'no-such-org', BUILDER_SITE)).status).toBe(404);
    const badOrigin = await widgetTokenFor(owner, orgA, 'https://builder.example/path');
    expect(badOrigin.status).toBe(400);
    expect((await org.call('POST', '/api/auth/widget-token', { body: { organization_id: orgA, origin: BUILDER_SITE } })).status).toBe(401);
  });

  it('makes no widget token from a widget token', async () => {
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    const again = await org.call('POST', '/api/auth/widget-token', { token: body.token, body: { organization_id: orgA, origin: BUILDER_SITE } });
    expect([again.status, again.body.error.message]).toEqual([403, WIDGET_SCOPE_MESSAGE]);
  });
});

describe('a widget token', () => {
  it('does the widget’s work and reaches no administration', async () => {
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    const me = await org.call<Me>('GET', '/api/me', { token: body.token });
    expect(me.status).toBe(200);
    // The embedding site sees who is signed in, not the e-mail address nor the organization.
    expect(me.body.user).toMatchObject({ id: owner.user.id, first_name: 'Wanda', email: 'w\u2022\u2022\u2022@builder.example', organization_id: null, organization_role: null });
    expect((await org.call('GET', '/api/floor-plans', { token: body.token })).status).toBe(200);
    expect((await org.call('GET', '/api/me/addresses?tz=UTC', { token: body.token })).status).toBe(200);
    // Every operation the descriptors flag as administration, with its path filled in.
    const administration = API_ROUTES.filter((route) => route.admin).map(
      (route) => [route.method.toUpperCase(), route.path.replace('{id}', orgA).replace('{userId}', owner.user.id).replace('{inviteId}', 'an-invite')] as const,
    );
    expect(administration.map(([method, path]) => `${method} ${path.replace(orgA, '{id}')}`)).toEqual(
      expect.arrayContaining(['PATCH /api/me', 'POST /api/me/onboarding', 'GET /api/orgs/{id}/settings', 'PUT /api/orgs/{id}/settings', 'GET /api/orgs/{id}/members', 'POST /api/orgs/{id}/invites', 'GET /api/orgs/{id}/leads', 'GET /api/orgs/{id}/leads.csv', 'GET /api/orgs/{id}/events', 'GET /api/billing/portal', 'POST /api/auth/sign-out-everywhere', 'POST /api/invites/accept']),
    );
    for (const [method, path] of administration) {
      const refused = await org.call(method, path, { token: body.token, ...(method === 'GET' ? {} : { body: {} }) });
      expect([refused.status, refused.body.error.message], `${method} ${path}`).toEqual([403, WIDGET_SCOPE_MESSAGE]);
    }
    // The owner's own session still manages the organization.
    expect((await org.call('GET', `/api/orgs/${orgA}/settings`, { token: owner.token })).status).toBe(200);
  });

  it('works from its own origin only, and ends when the widget signs out', async () => {
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    expect((await fromOrigin('GET', '/api/floor-plans', BUILDER_SITE, body.token)).status).toBe(200);
    const stolen = await fromOrigin('GET', '/api/me', OTHER_SITE, body.token);
    expect([stolen.status, ((await stolen.json()) as { error: { message: string } }).error.message]).toEqual([403, WIDGET_ORIGIN_MESSAGE]);
    expect((await org.call('POST', '/api/auth/sign-out', { token: body.token })).status).toBe(204);
    expect((await org.call('GET', '/api/me', { token: body.token })).status).toBe(401);
    // The session it was made from goes on.
    expect((await org.call('GET', '/api/me', { token: owner.token })).status).toBe(200);
  });

  it('ends with every session when the account signs out everywhere', async () => {
    const session = await org.signUp('sol.everywhere@builder.example', 'Sol', 'Everywhere');
    const { body } = await widgetTokenFor(session, orgA, BUILDER_SITE);
    expect((await org.call('GET', '/api/me', { token: body.token })).status).toBe(200);
    expect((await org.call('POST', '/api/auth/sign-out-everywhere', { token: session.token })).status).toBe(204);
    expect((await org.call('GET', '/api/me', { token: body.token })).status).toBe(401);
  });
});

describe('CORS', () => {
  const allowOrigin = (response: Response) => response.headers.get('access-control-allow-origin');
  const preflight = (path: string, origin: string, method = 'GET') =>
    org.app.request(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' } });

  it('answers the origins of the organization a request is for, and no other', async () => {
    expect(allowOrigin(await preflight(`/api/floor-plans?org=${orgA}`, BUILDER_SITE))).toBe(BUILDER_SITE);
    expect(allowOrigin(await preflight(`/api/floor-plans?org=${orgB}`, BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight('/api/floor-plans', BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/public-config`, BUILDER_SITE))).toBe(BUILDER_SITE);
    expect(allowOrigin(await preflight(`/api/orgs/${orgB}/public-config`, BUILDER_SITE))).toBeNull();
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    expect(allowOrigin(await fromOrigin('GET', '/api/floor-plans', BUILDER_SITE, body.token))).toBe(BUILDER_SITE);
    expect(allowOrigin(await fromOrigin('GET', `/api/floor-plans?org=${orgA}`, BUILDER_SITE))).toBe(BUILDER_SITE);
  });

  it('takes the organization from the widget token, else the path, and never lets ?org= override either (issue 28)', async () => {
    // The path names organization B: ?org= naming A cannot borrow A's origins for it.
    expect(allowOrigin(await preflight(`/api/orgs/${orgB}/public-config?org=${orgA}`, BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight(`/api/orgs/${orgB}/leads?org=${orgA}`, BUILDER_SITE, 'POST'))).toBeNull();
    // Path and ?org= that disagree name no organization, even where the path's would allow the site.
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/public-config?org=${orgB}`, BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/public-config?org=${orgA}`, BUILDER_SITE))).toBe(BUILDER_SITE);
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/leads`, BUILDER_SITE, 'POST'))).toBe(BUILDER_SITE);
    // With a widget token, its organization decides, whatever the path or ?org= say.
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    expect(allowOrigin(await fromOrigin('GET', `/api/floor-plans?org=${orgB}`, BUILDER_SITE, body.token))).toBe(BUILDER_SITE);
    const other = await org.signUp('oona.other@other-builder.example', 'Oona', 'Other');
    const { body: tokenB } = await widgetTokenFor(other, orgB, OTHER_SITE);
    expect(allowOrigin(await fromOrigin('GET', `/api/orgs/${orgA}/public-config?org=${orgA}`, OTHER_SITE, tokenB.token))).toBe(OTHER_SITE);
    expect(allowOrigin(await fromOrigin('GET', `/api/orgs/${orgA}/public-config?org=${orgA}`, BUILDER_SITE, tokenB.token))).toBeNull();
  });

  it('treats HEAD and OPTIONS like GET on administration: 403 to a widget token, and no CORS header (issue 28)', async () => {
    const { body } = await widgetTokenFor(owner, orgA, BUILDER_SITE);
    for (const path of [`/api/orgs/${orgA}/settings`, `/api/orgs/${orgA}/leads`, `/api/orgs/${orgA}/leads.csv`, `/api/orgs/${orgA}/members`, `/api/orgs/${orgA}/events`]) {
      for (const method of ['GET', 'HEAD', 'OPTIONS']) {
        const answer = await fromOrigin(method, path, BUILDER_SITE, body.token);
        const cors = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'));
        expect([answer.status, cors], `${method} ${path}`).toEqual([403, []]);
      }
      const bare = await preflight(path, BUILDER_SITE, 'GET');
      expect([bare.status, [...bare.headers.keys()].filter((name) => name.startsWith('access-control-'))], `preflight ${path}`).toEqual([204, []]);
      // The owner's session on Lotline's own pages still reads it with HEAD.
      expect((await org.app.request(path, { method: 'HEAD', headers: { authorization: `Bearer ${owner.token}` } })).status, `HEAD ${path}`).toBe(200);
    }
  });

  it('answers no CORS on administration, nor for a full session', async () => {
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/settings`, BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight(`/api/orgs/${orgA}/leads`, BUILDER_SITE))).toBeNull();
    expect(allowOrigin(await preflight(`/api/me?org=${orgA}`, BUILDER_SITE, 'PATCH'))).toBeNull();
    expect(allowOrigin(await fromOrigin('GET', `/api/me?org=${orgA}`, BUILDER_SITE, owner.token))).toBeNull();
  });
});
