// The API through app.request(), on a real (PGlite or PostgreSQL) database with a generated town.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse, ApiErrorBody, StreetData } from '../../core/api';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createApp } from './app';
import type { Database } from './db/database';
import { generateDemoTown } from './demo/demo-town';
import { demoJurisdiction, seedDemoTown, seedDemoTownIfEmpty } from './demo/seed-demo-town';
import { issueDevToken } from './auth/dev-token';
import { addressPlaceId } from './import/write-dataset';

const secret = 'a-test-secret-of-at-least-32-characters!';
const town = generateDemoTown({ seed: 7, parcels: 300 });
const jurisdictionId = demoJurisdiction(town).id;
const placeId = (p: (typeof town.parcels)[number]) => addressPlaceId(jurisdictionId, p.address.street, p.address.number);
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTown(database.db, { seed: 7, parcels: 300 });
  app = createApp({ database, secret });
});
afterAll(async () => database?.close());

async function getJson<T>(path: string, authorization?: string): Promise<{ status: number; body: T }> {
  const response = await app.request(path, { headers: authorization ? { authorization } : {} });
  return { status: response.status, body: (await response.json()) as T };
}

const parcelWithGarage = town.parcels.find((p) => p.buildings.length > 1) ?? town.parcels[0]!;
const label = `${parcelWithGarage.address.number} ${parcelWithGarage.address.street}`;

describe('address search', () => {
  it('finds an address by number and abbreviated street, best match first', async () => {
    const q = `${parcelWithGarage.address.number} ${parcelWithGarage.address.street.replace(/ Street$/, ' St').toLowerCase()}`;
    const { status, body } = await getJson<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      place_id: placeId(parcelWithGarage),
      label: `${label}, Maple Hollow, MA 01999`,
      lat: parcelWithGarage.point[1],
      lng: parcelWithGarage.point[0],
    });
  });

  it('honours the limit and answers nothing for unknown streets', async () => {
    const street = parcelWithGarage.address.street.split(' ')[0]!;
    const many = await getJson<AddressSearchResponse>(`/api/address/search?q=${street}&limit=3`);
    expect(many.body.results).toHaveLength(3);
    const none = await getJson<AddressSearchResponse>('/api/address/search?q=Nowhere%20Boulevard');
    expect(none).toEqual({ status: 200, body: { results: [] } });
  });

  it('refuses a missing query and a bad limit with field-level messages', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/address/search?q=%20&limit=500');
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toEqual({ q: ['Search text is required.'], limit: ['Limit must be at most 20'] });
    const missing = await getJson<ApiErrorBody>('/api/address/search');
    expect(missing.body.error.fields).toEqual({ q: ['q is required.'] });
  });
});

describe('street data', () => {
  async function details(placeId: string) {
    return getJson<AddressDetails>(`/api/address/details?place_id=${placeId}`);
  }

  it('answers the lot, its buildings and facts for a signed address', async () => {
    const { body: parts } = await details(placeId(parcelWithGarage));
    expect(parts).toMatchObject({ state: 'MA', city: 'Maple Hollow', zip_code: '01999', street_number: parcelWithGarage.address.number });
    const signedIn = `Bearer ${issueDevToken(secret, 'ada')}`;
    const { status, body } = await getJson<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(parts))}`, signedIn);
    expect(status).toBe(200);
    expect([body.limited_report, body.locked_fields, body.street_view_url]).toEqual([false, [], null]);
    // With a street-view provider, the photo is this API's path for the address point.
    const withPhotos = createApp({ database, secret, streetView: { key: 'a-key-of-the-provider' } });
    const photo = (await (await withPhotos.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(parts))}`)).json()) as StreetData;
    expect(photo.street_view_url).toBe(`/api/street-view?lat=${parts.lat.toFixed(6)}&lng=${parts.lng.toFixed(6)}`);
    expect(body.attributes.property_id).toBe(`${jurisdictionId}/${parcelWithGarage.id}`);
    expect(body.attributes.zone_code).toBe(parcelWithGarage.attributes.zoneCode);
    expect(body.attributes.lot_size).toBe(parcelWithGarage.lotSizeSqFt);
    expect(body.lot).toEqual(parcelWithGarage.lot);
    expect(body.buildings.map((b) => b.id)).toEqual(parcelWithGarage.buildings.map((b) => `${jurisdictionId}/b/${b.id}`).sort());
    expect(body.buildings_known).toBe(true);
    // Edges: at least one front; the detached area exists exactly when placement is green.
    expect(body.lot_edges.filter((e) => e.kind === 'front').length).toBeGreaterThanOrEqual(1);
    expect(body.lot_edges.every((e) => e.length_ft > 0)).toBe(true);
    expect(body.bylaws.adu.placement.status).toBe(body.setbacked_area.ext ? 'GREEN' : 'RED');
    expect(body.bylaws.adu.placement.ext_setbacks).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    // The rules of the demo town apply: the state right in SR and TR, none in B.
    expect(body.bylaws.ruleset_ids).toEqual(['ma-2025', 'ma-maple-hollow']);
    const residential = parcelWithGarage.attributes.zoneCode !== 'B';
    expect(body.bylaws.adu.ext_legal_zone).toBe(residential ? 'BR' : 'NOT_ALLOWED');
    if (residential) {
      const max = Math.min(900, parcelWithGarage.attributes.grossFloorAreaSqFt / 2);
      expect(body.bylaws.adu.size_limits.ext.br?.max).toBe(max);
      const considered = Object.values(body.special_considerations).some((c) => c.status !== 'GREEN');
      expect(body.bylaws.adu.status.int).toBe(considered ? (Object.values(body.special_considerations).some((c) => c.status === 'RED') ? 'RED' : 'YELLOW') : 'GREEN');
      if (!considered) {
        expect(body.bylaws.adu.summary.int).toBe(
          `You may be able to build an In-Home Apartment of up to ${Math.round(max).toLocaleString('en-US')} sq ft, allowed by right.`,
        );
      }
    }
    expect(body.gis_layers.map((l) => l.gis_layer_id)).toEqual(['FEMA', 'HISTORICAL_PRESERVATION', 'WETLANDS']);
    expect(body.buildings_geojson.features).toHaveLength(parcelWithGarage.buildings.length);
    expect(body.buildings_geojson.features[0]?.properties.building_source).toBe('survey');
  });

  it('gives a visitor the limited report: the locked values never leave the server', async () => {
    const { body: parts } = await details(placeId(parcelWithGarage));
    const { status, body } = await getJson<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(parts))}`);
    expect(status).toBe(200);
    expect(body.limited_report).toBe(true);
    expect(body.locked_fields).toContain('bylaws.adu.size_limits.ext');
    const json = JSON.stringify(body);
    expect(json).not.toMatch(/"(max|at_most|front|side|rear|building)":\d/);
    expect(json).not.toContain('The smaller of these');
    expect(json).not.toContain('You may be able to build');
    expect(Object.keys(body.citations).filter((field) => field.startsWith('adu.size_limits') || field.startsWith('adu.placement'))).toEqual([]);
    expect([body.setbacked_area, body.attributes.owners, body.bylaws.adu.summary]).toEqual([{ ext: null, int: null }, [], { ext: null, int: null }]);
    // What tells whether an ADU is allowed here stays.
    expect(body.bylaws.adu.ext_legal_zone).toBe(parcelWithGarage.attributes.zoneCode === 'B' ? 'NOT_ALLOWED' : 'BR');
    expect(body.attributes.gross_floor_area).toBe(parcelWithGarage.attributes.grossFloorAreaSqFt);
  });

  it('refuses a tampered signature with 403', async () => {
    const { body: parts } = await details(placeId(parcelWithGarage));
    const forged = { ...parts, street_number: String(Number(parts.street_number) + 2) };
    const { status, body } = await getJson<ApiErrorBody>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(forged))}`);
    expect(status).toBe(403);
    expect(body.error.code).toBe('bad_signature');
  });

  it('answers 404 address_not_found for an unknown place and 400 for broken params', async () => {
    const missing = await details('no-such-place');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'address_not_found', message: 'Address is not supported' } });
    const broken = await getJson<ApiErrorBody>('/api/street-data?params=%7Bnot-json');
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({ params: ['params must be JSON'] });
    const partial = await getJson<ApiErrorBody>(`/api/street-data?params=${encodeURIComponent(JSON.stringify({ state: 'MA', lat: 'x' }))}`);
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.error.fields ?? {}).sort()).toEqual(
      ['params.city', 'params.lat', 'params.lng', 'params.signature', 'params.street', 'params.street_number', 'params.zip_code'],
    );
  });
});

describe('the app', () => {
  it('answers unknown API routes with the JSON error shape', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/nope' } });
  });

  it('reports health with the database kind', async () => {
    expect(await getJson('/api/health')).toEqual({ status: 200, body: { status: 'ok', database: database.kind } });
  });

  it('names the booking page of Schedule a Time when the operator configured one, else null', async () => {
    expect(await getJson('/api/scheduling')).toEqual({ status: 200, body: { scheduling_url: null } });
    const configured = createApp({ database, secret, schedulingUrl: 'https://cal.example/lotline/consult?src=widget' });
    const response = await configured.request('/api/scheduling');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ scheduling_url: 'https://cal.example/lotline/consult?src=widget' });
  });

  it('does not seed the demo town over existing data', async () => {
    expect(await seedDemoTownIfEmpty(database.db)).toBe(0);
  });
});
