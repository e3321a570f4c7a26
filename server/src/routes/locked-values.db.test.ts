// No locked value by another door. Every operation of the API has a row here: either why it carries
// no property's rules, or a call that asks for one property's (or lot's) answers. Each such call is
// made by a visitor and by a user past the address quota, and none of their answers may carry a
// value the limited report locks: a size limit's steps, the summary, a vertex of a setback area, or
// a unit placed inside the locked area. A route added without a row fails the first test.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Polygon, Position } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';
import { REPORT_GRANT_HEADER, type StreetData } from '../../../core/api';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';
import { documentedRoutes } from '../operations';
import { admitAddress } from '../quota/admission';
import { signReportGrant } from '../quota/report-grant';

/** Every operation of the API as the OpenAPI document reads it. */
const API_ROUTES = documentedRoutes();

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(17, 80);
// A single-family lot with a house, where every setback is known, so the full report has an area to lock.
const parcel = town.parcels.filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0).sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const demo = setupDemoApp({ seed: 17, parcels: 80, secret, placeId: placeIdOf(parcel) });
const bearer = (user: string) => `Bearer ${issueDevToken(secret, user)}`;

/**
 * Who asks: a visitor, a user past the quota, and a visitor holding a grant (issue 29) of another
 * property, a forged one, or one that expired: none of them may see this property's locked values.
 */
type Who = 'visitor' | 'pastQuota' | 'otherGrant' | 'forgedGrant' | 'expiredGrant';
const WHO: readonly Who[] = ['visitor', 'pastQuota', 'otherGrant', 'forgedGrant', 'expiredGrant'];
const QUOTA_USER = 'quota-lena';
const authorizationOf = (who: Who) => (who === 'pastQuota' ? bearer(QUOTA_USER) : null);
const grantOf = (property: string, expiresAt = new Date(Date.now() + 3_600_000)) =>
  signReportGrant(secret, { organizationId: 'lotline-demo', propertyId: property, visitorId: 'visitor-0123456789abcdef', expiresAt });
function grantHeaderOf(who: Who): string | null {
  if (who === 'otherGrant') return grantOf(`${jurisdictionId}/${town.parcels.find((p) => p !== parcel)!.id}`);
  if (who === 'forgedGrant') {
    // The grant of another property with this property's payload: a signature that does not match it.
    const [prefix, , signature] = grantOf(`${jurisdictionId}/${town.parcels.find((p) => p !== parcel)!.id}`).split('.');
    return [prefix, grantOf(propertyId).split('.')[1], signature].join('.');
  }
  if (who === 'expiredGrant') return grantOf(propertyId, new Date(Date.now() - 1_000));
  return null;
}

/** What a row's call answered, as text (a PDF's as its text). */
interface Answer {
  status: number;
  text: string;
  /** The answer's Cache-Control header. */
  cache: string | null;
}

type Row = { carries: 'nothing'; why: string } | { carries: 'property'; call(who: Who): Promise<Answer[]> };

async function call(who: Who, method: string, path: string, body?: unknown): Promise<Answer> {
  const authorization = authorizationOf(who);
  const grant = grantHeaderOf(who);
  const headers: Record<string, string> = {
    ...(authorization ? { authorization } : {}),
    ...(grant ? { [REPORT_GRANT_HEADER]: grant } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const response = await demo.app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, text: await response.text(), cache: response.headers.get('cache-control') };
}

let full: StreetData;
const cottage = (): Polygon => {
  const area = full.setbacked_area.ext!;
  const at = (area.type === 'Polygon' ? area.coordinates[0]! : area.coordinates[0]![0]!)[0]!;
  const frame = createLocalFrame(at as Position);
  const [x, y] = frame.toFeet(at as Position);
  const ring = [[0, 0], [12, 0], [12, 12], [0, 12], [0, 0]].map(([dx, dy]) => frame.toLngLat([x! + dx!, y! + dy!]));
  return { type: 'Polygon', coordinates: [ring] };
};

const ROWS: Record<string, Row> = {
  'get /api/health': { carries: 'nothing', why: 'liveness' },
  'get /api/scheduling': { carries: 'nothing', why: 'a link to book a call' },
  'get /api/openapi.json': { carries: 'nothing', why: 'the API description' },
  'get /api/docs': { carries: 'nothing', why: 'the API description' },
  'get /api/docs.css': { carries: 'nothing', why: 'a stylesheet' },
  'post /api/auth/sign-up': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/sign-in': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/sign-out': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/sign-out-everywhere': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/password-reset': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/widget-token': { carries: 'nothing', why: 'accounts' },
  'post /api/auth/password-reset/confirm': { carries: 'nothing', why: 'accounts' },
  'get /api/me': { carries: 'nothing', why: 'the user and their quota' },
  'patch /api/me': { carries: 'nothing', why: 'the user' },
  'post /api/me/onboarding': { carries: 'nothing', why: 'the user and their organization' },
  'get /api/me/addresses': { carries: 'property', call: async (who) => [await call(who, 'GET', '/api/me/addresses')] },
  'get /api/billing/portal': { carries: 'nothing', why: 'a link to billing' },
  'post /api/billing/trial': { carries: 'nothing', why: 'the account’s package' },
  'get /api/address/search': { carries: 'nothing', why: 'address suggestions' },
  'get /api/address/details': { carries: 'nothing', why: 'signed address parts' },
  'get /api/address/places': { carries: 'nothing', why: 'place names and example addresses' },
  'get /api/street-data': { carries: 'property', call: async (who) => [await call(who, 'GET', `/api/street-data?params=${demo.params}`)] },
  'get /api/street-view': { carries: 'nothing', why: 'a photo of the street' },
  'get /api/parcels/at': {
    carries: 'property',
    call: async (who) => [await call(who, 'GET', `/api/parcels/at?lat=${full.attributes.address.lat}&lng=${full.attributes.address.lng}`)],
  },
  'get /api/map-layers/{layerId}/features': { carries: 'nothing', why: 'features of a special-consideration layer' },
  'get /api/basemap': { carries: 'nothing', why: 'street lines and names, lot outlines, footprints and house numbers of a base map cell' },
  'patch /api/properties/{id}': {
    carries: 'property',
    call: async (who) => [await call(who, 'PATCH', `/api/properties/${encodeURIComponent(propertyId)}`, { gross_floor_area: 2000 })],
  },
  'put /api/properties/{id}/size-limits': {
    carries: 'property',
    call: async (who) => [await call(who, 'PUT', `/api/properties/${encodeURIComponent(propertyId)}/size-limits`, [{ bound: 'LOWER', value: 4, subject: 'SIDE_SETBACK' }])],
  },
  'get /api/properties/{id}/neighbours': { carries: 'property', call: async (who) => [await call(who, 'GET', `/api/properties/${encodeURIComponent(propertyId)}/neighbours`)] },
  'get /api/orgs/{id}/public-config': { carries: 'nothing', why: 'an organization’s white label' },
  'get /api/orgs/{id}/settings': { carries: 'nothing', why: 'organization administration' },
  'put /api/orgs/{id}/settings': { carries: 'nothing', why: 'organization administration' },
  'get /api/orgs/{id}/members': { carries: 'nothing', why: 'organization administration' },
  'patch /api/orgs/{id}/members/{userId}': { carries: 'nothing', why: 'organization administration' },
  'post /api/orgs/{id}/invites': { carries: 'nothing', why: 'organization administration' },
  'delete /api/orgs/{id}/invites/{inviteId}': { carries: 'nothing', why: 'organization administration' },
  'get /api/invites/preview': { carries: 'nothing', why: 'an invite' },
  'post /api/invites/accept': { carries: 'nothing', why: 'an invite' },
  'get /api/cities': { carries: 'nothing', why: 'city names' },
  'post /api/orgs/{id}/leads': { carries: 'nothing', why: 'what a visitor sends; the answer is the id, never the summary' },
  'post /api/orgs/{id}/help-requests': { carries: 'nothing', why: 'what a visitor sends' },
  'post /api/orgs/{id}/report-unlocks': { carries: 'nothing', why: 'a grant, which the rows that carry a property check (the grant rows of WHO)' },
  'get /api/orgs/{id}/leads': { carries: 'nothing', why: 'what visitors sent; a summary has locked values only when its sender saw the property in full (leads/lead-summary.db.test.ts)' },
  'get /api/orgs/{id}/leads.csv': { carries: 'nothing', why: 'what visitors sent' },
  'post /api/events': { carries: 'nothing', why: 'analytics' },
  'get /api/orgs/{id}/events': { carries: 'nothing', why: 'analytics' },
  'get /api/floor-plans': { carries: 'nothing', why: 'the catalogue' },
  'post /api/placement': {
    carries: 'property',
    call: async (who) => {
      const outline = { dimensions: [144, 144, 144, 144], angles: [0, 90, 180, 270] };
      return Promise.all(['playground', 'backyard-cottage', 'in-home-apartment'].map((page) => call(who, 'POST', '/api/placement', { property_id: propertyId, outline, page })));
    },
  },
  'put /api/playground/analysis': {
    carries: 'property',
    call: async (who) => [
      await call(who, 'PUT', '/api/playground/analysis', {
        property_id: propertyId,
        buildings_geojson: { type: 'FeatureCollection', features: [] },
        objects: [{ type: 'Feature', geometry: cottage(), properties: { id: 'c', category: 'backyard-cottage', existingStructure: false } }],
      }),
    ],
  },
  'post /api/properties/{id}/media': { carries: 'nothing', why: 'the user’s own photos' },
  'get /api/properties/{id}/media': { carries: 'property', call: async (who) => [await call(who, 'GET', `/api/properties/${encodeURIComponent(propertyId)}/media`)] },
  'delete /api/properties/{id}/media/{mediaId}': { carries: 'nothing', why: 'the user’s own photos' },
  'get /api/media/{mediaId}/{size}': { carries: 'nothing', why: 'the user’s own photos' },
  'post /api/generate-pdf': {
    carries: 'property',
    call: async (who) => {
      const made = await call(who, 'POST', '/api/generate-pdf', { property_id: propertyId, page: 'backyard-cottage' });
      if (made.status !== 200) return [made];
      const { pdf_url } = JSON.parse(made.text) as { pdf_url: string };
      const pdf = await demo.app.request(pdf_url);
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      return [made, { status: pdf.status, text: execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' '), cache: pdf.headers.get('cache-control') }];
    },
  },
  'get /api/pdf/{id}/{filename}': { carries: 'nothing', why: 'a PDF generate-pdf made (its text is checked there)' },
  'post /api/evaluate': {
    carries: 'property',
    // The facts the report shows: without a lot, with the lot, the lot moved 0.05° off every parcel, and the lot with that decoy (decision 044).
    call: async (who) => {
      const facts = {
        jurisdiction: jurisdictionId,
        zone_code: full.attributes.zone_code,
        property_type: full.attributes.property_type_name,
        gross_floor_area: full.attributes.gross_floor_area,
        lot_size: full.attributes.lot_size,
        buildings: full.buildings_geojson.features.map((f) => f.geometry),
      };
      const lot = full.lot as Polygon;
      const moved: Polygon = { type: 'Polygon', coordinates: lot.coordinates.map((ring) => ring.map(([lng, lat]) => [lng!, lat! + 0.05])) };
      const lots = [undefined, lot, moved, { type: 'MultiPolygon', coordinates: [lot.coordinates, moved.coordinates] }];
      return Promise.all(lots.map((each) => call(who, 'POST', '/api/evaluate', { ...facts, ...(each ? { lot: each } : {}) })));
    },
  },
  'get /api/jurisdictions': { carries: 'nothing', why: 'the rules on file, per town, not per property' },
  'get /api/documents/{id}': { carries: 'nothing', why: 'a cited document' },
  'get /api/report/unfurl': { carries: 'nothing', why: 'a link preview' },
  'get /api/report/unfurl-policy': { carries: 'nothing', why: 'whether previews reach private hosts' },
};

/** The values the limited report locks, as they appear in answers: texts and the vertices of the setback areas. */
function lockedValues(report: StreetData): string[] {
  const adu = report.bylaws.adu;
  const steps = [adu.size_limits.ext, adu.size_limits.int, adu.size_limits.footprint].flatMap((limit) => [...(limit.br?.steps ?? []), ...(limit.sp?.steps ?? [])]);
  const vertices = [report.setbacked_area.ext, report.setbacked_area.int]
    .filter((area) => area !== null)
    .flatMap((area) => (area!.type === 'Polygon' ? area!.coordinates.flat() : area!.coordinates.flat(2)))
    // A vertex of the lot itself is no secret: the lot is shown to everyone.
    .filter((position) => !JSON.stringify(report.lot).includes(JSON.stringify(position).slice(1, -1)))
    .map((position) => JSON.stringify(position).slice(1, -1));
  return [adu.summary.ext!, adu.summary.int!, ...steps, ...vertices].filter((value) => value && value.length > 0);
}

describe('locked values', () => {
  it('has a row for every operation of the API', () => {
    const missing = API_ROUTES.map((route) => `${route.method} ${route.path}`).filter((key) => !(key in ROWS));
    const extra = Object.keys(ROWS).filter((key) => !API_ROUTES.some((route) => `${route.method} ${route.path}` === key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('never gives a visitor or a user past the quota a value the limited report locks', async () => {
    full = await demo.streetData(bearer('lena-full'));
    expect(full.limited_report).toBe(false);
    const locked = lockedValues(full);
    // The full report has something to lock: summaries, steps and the area's own vertices.
    expect(locked.length).toBeGreaterThan(6);
    const others = town.parcels.filter((p) => p !== parcel).slice(0, 3).map((p) => `${jurisdictionId}/${p.id}`);
    for (const other of others) expect((await admitAddress(demo.database.db, { id: QUOTA_USER, kind: 'dev' }, other)).admitted).toBe(true);

    const leaks: string[] = [];
    for (const [route, row] of Object.entries(ROWS)) {
      if (row.carries !== 'property') continue;
      for (const who of WHO) {
        for (const answer of await row.call(who)) {
          expect(answer.status, `${route} as ${who}`).toBeLessThan(500);
          for (const value of locked) if (answer.text.includes(value)) leaks.push(`${route} as ${who}: ${value.slice(0, 60)}`);
          if (answer.text.includes('"setback_fit"')) leaks.push(`${route} as ${who}: a unit placed inside the locked area`);
          if (/"setbacked_area":\{"ext":\{/.test(answer.text) || /"setback_polygon":\{/.test(answer.text)) leaks.push(`${route} as ${who}: a setback area`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('keeps every answer to a signed-in user out of shared caches', async () => {
    const shared: string[] = [];
    const answers: [string, Answer][] = [
      ['get /api/me', await call('pastQuota', 'GET', '/api/me')],
      ['patch /api/me', await call('pastQuota', 'PATCH', '/api/me', { first_name: 'Lena' })],
    ];
    for (const [route, row] of Object.entries(ROWS)) if (row.carries === 'property') for (const answer of await row.call('pastQuota')) answers.push([route, answer]);
    for (const [route, answer] of answers) {
      expect(answer.status, route).toBeLessThan(500);
      if (answer.status < 300 && !/\bprivate\b|\bno-store\b/.test(answer.cache ?? '')) shared.push(`${route}: ${answer.cache}`);
    }
    expect(answers.filter(([, answer]) => answer.status === 200).length).toBeGreaterThan(8);
    expect(shared).toEqual([]);
  });

  it('opens this property in full with its grant, for a visitor and for a user past the quota, without counting their quota', async () => {
    const grant = grantOf(propertyId);
    const asVisitor = await demo.app.request(`/api/street-data?params=${demo.params}`, { headers: { [REPORT_GRANT_HEADER]: grant } });
    const visitorReport = (await asVisitor.json()) as StreetData;
    expect(visitorReport.limited_report).toBe(false);
    expect(visitorReport.quota).toBeNull();
    expect(visitorReport.setbacked_area.ext).toEqual(full.setbacked_area.ext);
    const pastQuota = await demo.app.request(`/api/street-data?params=${demo.params}`, { headers: { authorization: bearer(QUOTA_USER), [REPORT_GRANT_HEADER]: grant } });
    const userReport = (await pastQuota.json()) as StreetData;
    expect(userReport.limited_report).toBe(false);
    // Three addresses opened before, the quota's limit: the grant opened this one without a fourth.
    expect(userReport.quota).toMatchObject({ used: 3, limit: 3, reached: true });
  });
});
