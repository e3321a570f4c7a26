// A production server refuses embedding origins of the visitor's own machine (issue 28) unless
// LOTLINE_ALLOW_LOCALHOST_ORIGINS says otherwise: an organization that lists http://localhost:5173
// and http://127.0.0.1:3000 gets no CORS, no widget token, no sign-in hand-over and no framing for
// them, its public config leaves them out, and saving them (in the settings or at onboarding) is a
// field error; its https origin keeps working. A server that allows them (development, or the variable set) honours all of them.
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, OrgAdminView, OrgPublicConfig } from '../../../core/api';
import { onboardingBody, openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { createApp } from '../app';
import { organizations } from '../db/schema';
import { frameAncestorsOf } from '../http/security-headers';
import { embedOriginsChanged } from './embed-origins';
import { localOriginRefused } from './local-origins';

const secret = 'a-test-secret-of-at-least-32-characters!';
const demoHostDir = fileURLToPath(new URL('../../../demo-host', import.meta.url));
const SITE = 'https://builder.example';
const LOCAL = ['http://localhost:5173', 'http://127.0.0.1:3000'];
let production: OrgApp;
let development: Hono;
let owner: AuthSession;
let orgId: string;

beforeAll(async () => {
  production = await openOrgApp({ allowLocalhostOrigins: false, demoHostDir });
  development = createApp({ database: production.database, secret, publicUrl: 'https://lotline.example', demoHostDir });
  owner = await production.signUp('olive@builder.example', 'Olive', 'Owner');
  orgId = (await production.onboardOwner(owner, 'Builder Homes')).organization_id!;
  // Stored before the server refused them (or written by onboarding), as the attack found them.
  await production.database.db.update(organizations).set({ allowedOrigins: [SITE, ...LOCAL] }).where(eq(organizations.id, orgId));
  embedOriginsChanged();
});
afterAll(async () => production?.close());

/** What each app makes of an origin: CORS, a widget token, the sign-in page's hand-over. */
async function honoured(app: Hono, origin: string) {
  const cors = await app.request(`/api/jurisdictions?org=${orgId}`, { headers: { origin } });
  const minted = await app.request('/api/auth/widget-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ organization_id: orgId, origin }),
  });
  const signIn = await (await app.request(`/sign-in?returnTo=${encodeURIComponent(origin)}&org=${orgId}`)).text();
  return {
    cors: cors.headers.get('access-control-allow-origin'),
    widgetToken: minted.status,
    handedTo: /return-to="([^"]*)"/.exec(signIn)?.[1] ?? null,
  };
}

describe('embedding origins of the visitor’s own machine', () => {
  it('in production: no CORS, no widget token and no sign-in hand-over for them; the https site keeps all three', async () => {
    for (const origin of LOCAL) expect(await honoured(production.app, origin), origin).toEqual({ cors: null, widgetToken: 403, handedTo: null });
    expect(await honoured(production.app, SITE)).toEqual({ cors: SITE, widgetToken: 201, handedTo: SITE });
  });

  it('in production: the organization’s page is framed by its https site only, and its public config names that one only', async () => {
    const page = await production.app.request(`/?org=${orgId}&embed=1`);
    expect(frameAncestorsOf(page.headers.get('content-security-policy')!)).toBe(`'self' ${SITE}`);
    const config = await production.call<OrgPublicConfig>('GET', `/api/orgs/${orgId}/public-config`);
    expect(config.body.allowed_origins).toEqual([SITE]);
  });

  it('in production: saving one is a field error that says why, and nothing is saved', async () => {
    const settings = await production.call<OrgAdminView>('GET', `/api/orgs/${orgId}/settings`, { token: owner.token });
    const { name, email, land_url, features, city_ids } = settings.body;
    const saved = await production.call('PUT', `/api/orgs/${orgId}/settings`, {
      token: owner.token,
      body: { name: 'Renamed', email, land_url, settings: settings.body.settings, features, city_ids, allowed_origins: [SITE, 'http://localhost:5173', 'https://app.localhost'] },
    });
    expect([saved.status, saved.body.error.fields]).toEqual([
      400,
      { 'allowed_origins.1': [localOriginRefused('http://localhost:5173')], 'allowed_origins.2': [localOriginRefused('https://app.localhost')] },
    ]);
    const [row] = await production.database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
    expect(row!.name).toBe(name);
  });

  it('in production: onboarding with one is the same field error, and makes no organization', async () => {
    const newcomer = await production.signUp('lena@localbuilders.example', 'Lena', 'Local');
    const organization = { name: 'Local Builders', email: 'office@localbuilders.example', land_url: null, settings: { address: '', phoneNumber: null, projects: [], upgrade: [] } };
    const refused = await production.call('POST', '/api/me/onboarding', {
      token: newcomer.token,
      body: onboardingBody('Lena', 'Local', newcomer.user.email, { ...organization, allowed_origins: ['http://localhost:5173'] }),
    });
    expect([refused.status, refused.body.error.fields]).toEqual([400, { 'organization.allowed_origins.0': [localOriginRefused('http://localhost:5173')] }]);
    expect(await production.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Local Builders'))).toEqual([]);
    // A development server keeps it.
    const kept = await development.request('/api/me/onboarding', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${newcomer.token}` },
      body: JSON.stringify(onboardingBody('Lena', 'Local', newcomer.user.email, { ...organization, allowed_origins: ['http://localhost:5173'] })),
    });
    expect(kept.status).toBe(200);
    const [row] = await production.database.db.select({ allowedOrigins: organizations.allowedOrigins }).from(organizations).where(eq(organizations.name, 'Local Builders'));
    expect(row).toEqual({ allowedOrigins: ['http://localhost:5173'] });
  });

  it('where they are allowed (development, or LOTLINE_ALLOW_LOCALHOST_ORIGINS=true): all three, and framing', async () => {
    for (const origin of LOCAL) expect(await honoured(development, origin), origin).toEqual({ cors: origin, widgetToken: 201, handedTo: origin });
    const page = await development.request(`/?org=${orgId}&embed=1`);
    expect(frameAncestorsOf(page.headers.get('content-security-policy')!)).toBe(`'self' ${SITE} ${LOCAL.join(' ')}`);
  });
});
