// Every route of the API under every method (GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE), with a
// widget token and with a session, through app.request() on a real database (issue 28, decision
// 027). The table below names the answer of each documented operation for both; a route added to
// the route table without a row here fails the first test. The other methods of a path follow
// from the table: HEAD answers as GET does, an OPTIONS with a widget token is refused where GET is
// administration, and a method the path does not have is a 404. A widget token gets CORS on
// everything but administration; a session never does; a preflight of administration gets no
// CORS header at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession, MediaItem, WidgetToken } from '../../../core/api';
import { demoTown } from '../../../tests/setup/demo-app';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { organizations } from '../db/schema';
import { seedDemoTown } from '../demo/seed-demo-town';
import { adminMatcher } from '../http/widget-scope';
import { documentedRoutes } from '../operations';
import { embedOriginsChanged } from '../orgs/embed-origins';

const API_ROUTES = documentedRoutes();
const isAdmin = adminMatcher(API_ROUTES);
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const BUILDER_SITE = 'https://builder.example';
const { town, jurisdictionId } = demoTown(5, 20);
const property = encodeURIComponent(`${jurisdictionId}/${town.parcels[0]!.id}`);

/** What the tests fill the paths with. */
interface Fixture {
  orgId: string;
  ownerId: string;
  /** A photo of the owner's that the session deletes, and one whose file it reads. */
  photoToDelete: string;
  photoToRead: string;
}

/**
 * One documented operation: the request (its path filled in, a JSON body for methods with one:
 * `{}` unless given) and the status it answers a widget token and a session. `fresh` sends it with
 * a new account's tokens, for operations that end the tokens they are sent with.
 */
interface Row {
  path: (f: Fixture) => string;
  body?: unknown;
  widget: number;
  session: number;
  fresh?: true;
}

const at = (path: string) => () => path;

/** The expected answers, by `METHOD /openapi/path`. */
const TABLE: Record<string, Row> = {
  'GET /api/health': { path: at('/api/health'), widget: 200, session: 200 },
  'GET /api/scheduling': { path: at('/api/scheduling'), widget: 200, session: 200 },
  'GET /api/openapi.json': { path: at('/api/openapi.json'), widget: 200, session: 200 },
  'GET /api/docs': { path: at('/api/docs'), widget: 200, session: 200 },
  'GET /api/docs.css': { path: at('/api/docs.css'), widget: 200, session: 200 },
  'POST /api/auth/sign-up': { path: at('/api/auth/sign-up'), widget: 400, session: 400 },
  'POST /api/auth/sign-in': { path: at('/api/auth/sign-in'), widget: 400, session: 400 },
  'POST /api/auth/sign-out': { path: at('/api/auth/sign-out'), widget: 204, session: 204, fresh: true },
  'POST /api/auth/sign-out-everywhere': { path: at('/api/auth/sign-out-everywhere'), widget: 403, session: 204, fresh: true },
  'POST /api/auth/widget-token': { path: at('/api/auth/widget-token'), body: { organization_id: 'ORG', origin: BUILDER_SITE }, widget: 403, session: 201 },
  'POST /api/auth/password-reset': { path: at('/api/auth/password-reset'), widget: 400, session: 400 },
  'POST /api/auth/password-reset/confirm': { path: at('/api/auth/password-reset/confirm'), widget: 400, session: 400 },
  'GET /api/me': { path: at('/api/me'), widget: 200, session: 200 },
  'PATCH /api/me': { path: at('/api/me'), body: { first_name: 'Wanda' }, widget: 403, session: 200 },
  'POST /api/me/onboarding': { path: at('/api/me/onboarding'), widget: 403, session: 400 },
  'GET /api/me/addresses': { path: at('/api/me/addresses?tz=UTC'), widget: 200, session: 200 },
  'GET /api/billing/portal': { path: at('/api/billing/portal'), widget: 403, session: 404 },
  'POST /api/billing/trial': { path: at('/api/billing/trial'), widget: 403, session: 201 },
  'GET /api/address/search': { path: at('/api/address/search?q=Maple'), widget: 200, session: 200 },
  'GET /api/address/details': { path: at('/api/address/details'), widget: 400, session: 400 },
  'GET /api/address/places': { path: at('/api/address/places'), widget: 200, session: 200 },
  'GET /api/street-data': { path: at('/api/street-data'), widget: 400, session: 400 },
  'GET /api/street-view': { path: at('/api/street-view'), widget: 400, session: 400 },
  'GET /api/parcels/at': { path: at('/api/parcels/at'), widget: 400, session: 400 },
  'GET /api/basemap': { path: at('/api/basemap'), widget: 400, session: 400 },
  'GET /api/map-layers/{layerId}/features': { path: at('/api/map-layers/no-such-layer/features'), widget: 400, session: 400 },
  'PATCH /api/properties/{id}': { path: at(`/api/properties/${property}`), body: { gross_floor_area: 1500 }, widget: 200, session: 200 },
  'PUT /api/properties/{id}/size-limits': { path: at(`/api/properties/${property}/size-limits`), body: [], widget: 200, session: 200 },
  'GET /api/properties/{id}/neighbours': { path: at(`/api/properties/${property}/neighbours`), widget: 200, session: 200 },
  'GET /api/orgs/{id}/public-config': { path: (f) => `/api/orgs/${f.orgId}/public-config`, widget: 200, session: 200 },
  'GET /api/orgs/{id}/settings': { path: (f) => `/api/orgs/${f.orgId}/settings`, widget: 403, session: 200 },
  'PUT /api/orgs/{id}/settings': { path: (f) => `/api/orgs/${f.orgId}/settings`, widget: 403, session: 400 },
  'GET /api/orgs/{id}/members': { path: (f) => `/api/orgs/${f.orgId}/members`, widget: 403, session: 200 },
  'PATCH /api/orgs/{id}/members/{userId}': { path: (f) => `/api/orgs/${f.orgId}/members/${f.ownerId}`, widget: 403, session: 400 },
  'POST /api/orgs/{id}/invites': { path: (f) => `/api/orgs/${f.orgId}/invites`, widget: 403, session: 400 },
  'DELETE /api/orgs/{id}/invites/{inviteId}': { path: (f) => `/api/orgs/${f.orgId}/invites/no-such-invite`, widget: 403, session: 404 },
  'GET /api/invites/preview': { path: at('/api/invites/preview'), widget: 400, session: 400 },
  'POST /api/invites/accept': { path: at('/api/invites/accept'), widget: 403, session: 400 },
  'GET /api/cities': { path: at('/api/cities'), widget: 200, session: 200 },
  'POST /api/orgs/{id}/leads': { path: (f) => `/api/orgs/${f.orgId}/leads`, widget: 400, session: 400 },
  'POST /api/orgs/{id}/help-requests': { path: (f) => `/api/orgs/${f.orgId}/help-requests`, widget: 400, session: 400 },
  'POST /api/orgs/{id}/report-unlocks': { path: (f) => `/api/orgs/${f.orgId}/report-unlocks`, widget: 400, session: 400 },
  'GET /api/orgs/{id}/leads': { path: (f) => `/api/orgs/${f.orgId}/leads`, widget: 403, session: 200 },
  'GET /api/orgs/{id}/leads.csv': { path: (f) => `/api/orgs/${f.orgId}/leads.csv`, widget: 403, session: 200 },
  'POST /api/events': { path: at('/api/events'), widget: 400, session: 400 },
  'GET /api/orgs/{id}/events': { path: (f) => `/api/orgs/${f.orgId}/events`, widget: 403, session: 200 },
  'GET /api/floor-plans': { path: at('/api/floor-plans'), widget: 200, session: 200 },
  'POST /api/placement': { path: at('/api/placement'), widget: 400, session: 400 },
  'PUT /api/playground/analysis': { path: at('/api/playground/analysis'), widget: 400, session: 400 },
  'POST /api/properties/{id}/media': { path: at(`/api/properties/${property}/media`), widget: 415, session: 415 },
  'GET /api/properties/{id}/media': { path: at(`/api/properties/${property}/media`), widget: 200, session: 200 },
  // The photos are the session's, uploaded on Lotline: the widget token cannot delete or read them.
  'DELETE /api/properties/{id}/media/{mediaId}': { path: (f) => `/api/properties/${property}/media/${f.photoToDelete}`, widget: 404, session: 204 },
  'GET /api/media/{mediaId}/{size}': { path: (f) => `/api/media/${f.photoToRead}/thumb`, widget: 404, session: 200 },
  'POST /api/generate-pdf': { path: at('/api/generate-pdf'), widget: 400, session: 400 },
  'GET /api/pdf/{id}/{filename}': { path: at('/api/pdf/no-such-pdf/report.pdf'), widget: 404, session: 404 },
  'POST /api/evaluate': { path: at('/api/evaluate'), widget: 400, session: 400 },
  'GET /api/jurisdictions': { path: at('/api/jurisdictions'), widget: 200, session: 200 },
  'GET /api/documents/{id}': { path: at('/api/documents/no-such-document'), widget: 404, session: 404 },
  'GET /api/report/unfurl': { path: at('/api/report/unfurl'), widget: 400, session: 400 },
  'GET /api/report/unfurl-policy': { path: at('/api/report/unfurl-policy'), widget: 200, session: 200 },
};

/** The operation's key in the table. */
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** The OpenAPI paths, each once, in the route table's order. */
const PATHS = [...new Set(API_ROUTES.map((route) => route.path))];
/** A path as a request names it: the first row of any of its methods says how. */
const rowOfPath = (path: string) => Object.entries(TABLE).find(([key]) => key.slice(key.indexOf(' ') + 1) === path)![1];

let org: OrgApp;
let dataDir: string;
let fixture: Fixture;
let owner: AuthSession;
let ownerWidget: string;

async function widgetTokenOf(session: AuthSession): Promise<string> {
  const made = await org.call<WidgetToken>('POST', '/api/auth/widget-token', { token: session.token, body: { organization_id: fixture.orgId, origin: BUILDER_SITE } });
  expect(made.status).toBe(201);
  return made.body.token;
}

async function uploadPhoto(token: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'lot.jpg');
  form.append('category', 'utilities');
  const response = await org.app.request(`/api/properties/${property}/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as MediaItem).id;
}

/** A request from the organization's site with `token`, answered: its status and whether it allowed the site by CORS. */
async function request(method: string, path: string, token: string, body?: unknown) {
  const hasBody = body !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const response = await org.app.request(path, {
    method,
    headers: { origin: BUILDER_SITE, authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
  await response.arrayBuffer();
  return { status: response.status, cors: response.headers.get('access-control-allow-origin') === BUILDER_SITE };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-route-methods-'));
  org = await openOrgApp({ dataDir });
  await seedDemoTown(org.database.db, { seed: 5, parcels: 20 });
  owner = await org.signUp('wanda.owner@builder.example', 'Wanda', 'Owner');
  const orgId = (await org.onboardOwner(owner, 'Method Builders')).organization_id!;
  await org.database.db.update(organizations).set({ allowedOrigins: [BUILDER_SITE] }).where(eq(organizations.id, orgId));
  embedOriginsChanged();
  fixture = { orgId, ownerId: owner.user.id, photoToDelete: await uploadPhoto(owner.token), photoToRead: await uploadPhoto(owner.token) };
  ownerWidget = await widgetTokenOf(owner);
});
afterAll(async () => {
  await org?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the route table', () => {
  it('has a row for every operation of the API, and none for an operation it does not have', () => {
    const documented = API_ROUTES.map((route) => keyOf(route.method, route.path)).sort();
    expect(Object.keys(TABLE).sort()).toEqual(documented);
  });

  it('says administration where the table expects a widget token to be refused, and nowhere else', () => {
    for (const route of API_ROUTES) {
      const row = TABLE[keyOf(route.method, route.path)]!;
      expect(route.admin === true, keyOf(route.method, route.path)).toBe(row.widget === 403 && row.session !== 403);
    }
  });
});

describe('every route under every method', () => {
  it('answers a widget token and a session as the table says, and CORS to the widget token only, never on administration', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const path of PATHS) {
      const sample = rowOfPath(path);
      for (const method of METHODS) {
        const own = TABLE[keyOf(method, path)];
        const asGet = TABLE[keyOf('GET', path)];
        const row = own ?? (method === 'HEAD' ? asGet : undefined);
        const tokens = row?.fresh ? { session: await org.signUp(`fresh.${seen.length}@example.com`, 'Fresh', 'Person') } : { session: owner };
        const widget = row?.fresh ? await widgetTokenOf(tokens.session) : ownerWidget;
        const url = (row ?? sample).path(fixture);
        const body = row?.body === undefined ? {} : JSON.parse(JSON.stringify(row.body).replace('"ORG"', JSON.stringify(fixture.orgId)));
        // The widget token first: an operation that ends a session must not end it for the other.
        const byWidget = await request(method, url, widget, body);
        const bySession = await request(method, url, tokens.session.token, body);
        const adminAsAsked = isAdmin(method === 'OPTIONS' ? 'GET' : method, path);
        const want = row
          ? { widget: row.widget, session: row.session }
          : method === 'OPTIONS'
            ? { widget: adminAsAsked ? 403 : 204, session: 204 }
            : { widget: 404, session: 404 };
        seen.push(`${method} ${path}: widget ${byWidget.status}${byWidget.cors ? ' cors' : ''}, session ${bySession.status}${bySession.cors ? ' cors' : ''}`);
        expected.push(`${method} ${path}: widget ${want.widget}${adminAsAsked ? '' : ' cors'}, session ${want.session}`);
      }
    }
    expect(seen).toEqual(expected);
  });

  it('gives a preflight of administration no CORS header at all, and one of the widget’s work the organization’s site', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const route of API_ROUTES) {
      const path = TABLE[keyOf(route.method, route.path)]!.path(fixture);
      const url = `${path}${path.includes('?') ? '&' : '?'}org=${fixture.orgId}`;
      const response = await org.app.request(url, {
        method: 'OPTIONS',
        headers: { origin: BUILDER_SITE, 'access-control-request-method': route.method.toUpperCase(), 'access-control-request-headers': 'authorization' },
      });
      const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-')).sort();
      seen.push(`${keyOf(route.method, route.path)}: ${response.status} ${cors.join(',')} ${response.headers.get('access-control-allow-origin') ?? ''}`.trim());
      const allowed = 'access-control-allow-headers,access-control-allow-methods,access-control-allow-origin,access-control-expose-headers,access-control-max-age';
      expected.push(route.admin ? `${keyOf(route.method, route.path)}: 204` : `${keyOf(route.method, route.path)}: 204 ${allowed} ${BUILDER_SITE}`);
    }
    expect(seen).toEqual(expected);
  });
});
