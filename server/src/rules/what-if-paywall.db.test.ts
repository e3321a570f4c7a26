// The paywall through what-if evaluation (issue 28, decision 044), replayed through app.request()
// on the demo town and on Cambridge's townhouse lots: a request sends the jurisdiction, zone,
// property type, floor area and lot size a user reads in a report, with no lot, with the real lot,
// with the lot moved 0.05° off every parcel, and with the real lot plus an off-parcel decoy. Only
// a request that describes a property the user may see in full is answered in full for a Free
// user, and it counts as opening that property; Pro gets every variant in full.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AuthSession, StreetData } from '../../../core/api';
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../../../core/geo';
import { areaSqFt, pointOnSurface } from '../../../core/geo';
import { LOCKED_FIELDS } from '../../../core/report';
import type { Bylaws } from '../../../core/rules';
import { demoTown, openDemoApp } from '../../../tests/setup/demo-app';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../tests/setup/shared-data';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { createDefaultBillingProvider } from '../billing/billing-provider';
import type { Database } from '../db/database';
import { ParcelInputSchema, validateInput, type AddressInput, type DistrictInput, type ParcelInput } from '../import/dataset';
import { cambridgeProfile, parseAssessorAddress } from '../import/profiles/cambridge-ma';
import { readFeatures } from '../import/readers/read-features';
import { addressPlaceId, writeJurisdiction } from '../import/write-dataset';

const secret = 'a-test-secret-of-at-least-32-characters!';

type App = ReturnType<typeof createApp>;

/** What POST /api/evaluate answers, as far as these tests read it. */
interface Evaluated {
  bylaws: Bylaws;
  citations: Record<string, unknown[]>;
  setbacked_area?: { ext: AreaGeometry | null; int: AreaGeometry | null };
  limited_report: boolean;
  locked_fields: string[];
}

async function signUp(app: App, email: string): Promise<AuthSession> {
  const response = await app.request('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'what-if password', first_name: 'W', last_name: 'User' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AuthSession;
}

async function evaluate(app: App, token: string, body: unknown): Promise<Evaluated> {
  const response = await app.request('/api/evaluate', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Evaluated;
}

async function quotaUsed(app: App, token: string): Promise<number> {
  const response = await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { quota: { used: number } }).quota.used;
}

/** The facts a report shows, as a request sends them. */
function factsOf(report: StreetData, jurisdiction: string) {
  return {
    jurisdiction,
    // Where districts are mapped (Cambridge) the assessor has no zone: the report's zoning does.
    zone_code: report.attributes.zone_code ?? report.zoning[0]?.zone_code ?? null,
    property_type: report.attributes.property_type_name,
    gross_floor_area: report.attributes.gross_floor_area,
    lot_size: report.attributes.lot_size,
  };
}

const mapPositions = (area: AreaGeometry, f: (p: Position) => Position): AreaGeometry =>
  area.type === 'Polygon'
    ? { type: 'Polygon', coordinates: area.coordinates.map((ring) => ring.map(f)) }
    : { type: 'MultiPolygon', coordinates: area.coordinates.map((rings) => rings.map((ring) => ring.map(f))) };

/** The lot moved 0.05° north: on no parcel of the town. */
const movedOff = (lot: AreaGeometry) => mapPositions(lot, ([lng, lat]) => [lng!, lat! + 0.05]);

const partsOf = (area: AreaGeometry): Polygon['coordinates'][] => (area.type === 'Polygon' ? [area.coordinates] : area.coordinates);

/** A MultiPolygon of every part of `lot` and of `decoy`. */
const withDecoy = (lot: AreaGeometry, decoy: AreaGeometry): MultiPolygon => ({ type: 'MultiPolygon', coordinates: [...partsOf(lot), ...partsOf(decoy)] });

/** The four requests of the attack, from what a report shows. */
function variants(report: StreetData, jurisdiction: string) {
  const facts = factsOf(report, jurisdiction);
  return {
    'no lot': facts,
    'the real lot': { ...facts, lot: report.lot },
    'the lot moved off every parcel': { ...facts, lot: movedOff(report.lot) },
    'the real lot and an off-parcel decoy': { ...facts, lot: withDecoy(report.lot, movedOff(report.lot)) },
  };
}
type Variant = keyof ReturnType<typeof variants>;
const VARIANTS: Variant[] = ['no lot', 'the real lot', 'the lot moved off every parcel', 'the real lot and an off-parcel decoy'];

/** The answer as the limited report gives it: no locked value, flagged, and the legal status kept. */
function expectLimited(answer: Evaluated, full: StreetData, label: string): void {
  expect([answer.limited_report, answer.locked_fields], label).toEqual([true, [...LOCKED_FIELDS]]);
  const adu = answer.bylaws.adu;
  expect([adu.size_limits.ext, adu.size_limits.int, adu.size_limits.footprint].map((limit) => [limit.br, limit.sp]), label).toEqual([
    [null, null],
    [null, null],
    [null, null],
  ]);
  expect([adu.placement.ext_setbacks, adu.placement.int_setbacks], label).toEqual([
    { front: null, side: null, rear: null, building: null },
    { front: null, side: null, rear: null, building: null },
  ]);
  expect(adu.summary, label).toEqual({ ext: null, int: null });
  expect(answer.setbacked_area, label).toEqual({ ext: null, int: null });
  expect(Object.keys(answer.citations).filter((field) => field.startsWith('adu.size_limits') || field.startsWith('adu.placement')), label).toEqual([]);
  expect(adu.ext_legal, label).toBe(full.bylaws.adu.ext_legal);
}

/** The answer in full: the report's size limits and setbacks, with a setback area where a lot was sent. */
function expectFull(answer: Evaluated, full: StreetData, label: string, withLot: boolean): void {
  expect([answer.limited_report, answer.locked_fields], label).toEqual([false, []]);
  expect(answer.bylaws.adu.size_limits, label).toEqual(full.bylaws.adu.size_limits);
  expect(answer.bylaws.adu.placement.ext_setbacks, label).toEqual(full.bylaws.adu.placement.ext_setbacks);
  expect(answer.bylaws.adu.summary.ext, label).toMatch(/^You may be able to build/);
  if (withLot) expect(areaSqFt(answer.setbacked_area!.ext!), label).toBeGreaterThan(100);
  else expect(answer.setbacked_area, label).toBeUndefined();
}

describe('POST /api/evaluate on the demo town', () => {
  const { town, jurisdictionId, placeIdOf } = demoTown(23, 60);
  // A single-family lot with a house, where every size limit and setback is known.
  const houses = town.parcels.filter((p) => p.attributes.zoneCode === 'SR' && p.attributes.propertyTypeName === 'Single Family' && p.buildings.length > 0);
  const parcel = houses.sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
  const others = town.parcels.filter((p) => p !== parcel).slice(0, 4);
  let demo: Awaited<ReturnType<typeof openDemoApp>>;
  let params: Map<string, string>;
  /** The property's report in full and as a visitor sees it. */
  let full: StreetData;
  let publicReport: StreetData;

  const open = async (place: string, token?: string): Promise<StreetData> => {
    const response = await demo.app.request(`/api/street-data?params=${params.get(place)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    return (await response.json()) as StreetData;
  };
  const post = (token: string, variant: Variant) => evaluate(demo.app, token, variants(publicReport, jurisdictionId)[variant]);

  beforeAll(async () => {
    demo = await openDemoApp({ seed: 23, parcels: 60, secret });
    params = new Map();
    for (const p of [parcel, ...others]) params.set(placeIdOf(p), await demo.streetDataParams(placeIdOf(p)));
    full = await open(placeIdOf(parcel), issueDevToken(secret, 'unlimited-una'));
    publicReport = await open(placeIdOf(parcel));
  });
  afterAll(async () => demo?.database.close());

  it('has variants that lie as the attack put them: the moved lot and the decoy on no parcel', async () => {
    expect(publicReport.limited_report).toBe(true);
    expect(full.setbacked_area.ext).not.toBeNull();
    const at = async ([lng, lat]: Position) => (await demo.app.request(`/api/parcels/at?lat=${lat}&lng=${lng}`)).status;
    expect(await at(pointOnSurface(publicReport.lot))).toBe(200);
    expect(await at(pointOnSurface(movedOff(publicReport.lot) as Polygon))).toBe(404);
  });

  it('gives a Free user within the quota a property they opened in full only when the request describes it', async () => {
    const { token } = await signUp(demo.app, 'ada@example.com');
    expect((await open(placeIdOf(parcel), token)).limited_report).toBe(false);
    expect(await quotaUsed(demo.app, token)).toBe(1);
    for (const variant of VARIANTS) {
      const answer = await post(token, variant);
      if (variant === 'the real lot') expectFull(answer, full, variant, true);
      else expectLimited(answer, full, variant);
    }
    expect(await quotaUsed(demo.app, token)).toBe(1);
  });

  it('opens a property a Free user within the quota has not opened when the request describes it, as its report would, and counts nothing else', async () => {
    const { token } = await signUp(demo.app, 'bea@example.com');
    for (const variant of VARIANTS.filter((v) => v !== 'the real lot')) expectLimited(await post(token, variant), full, variant);
    expect(await quotaUsed(demo.app, token)).toBe(0);
    expectFull(await post(token, 'the real lot'), full, 'the real lot', true);
    expect(await quotaUsed(demo.app, token)).toBe(1);
    // It is now in the user's list: the report opens in full without counting again.
    expect((await open(placeIdOf(parcel), token)).limited_report).toBe(false);
    expect(await quotaUsed(demo.app, token)).toBe(1);
  });

  it('gives a Free user past the quota every variant of a property outside their list as the limited report, and counts nothing', async () => {
    const { token } = await signUp(demo.app, 'cy@example.com');
    for (const other of others.slice(0, 3)) expect((await open(placeIdOf(other), token)).limited_report).toBe(false);
    expect(await quotaUsed(demo.app, token)).toBe(3);
    for (const variant of VARIANTS) expectLimited(await post(token, variant), full, variant);
    expect(await quotaUsed(demo.app, token)).toBe(3);
  });

  it('gives a Free user past the quota a property of their list in full, but not its lot with another property’s facts', async () => {
    const { token } = await signUp(demo.app, 'dee@example.com');
    for (const p of [parcel, ...others.slice(0, 2)]) expect((await open(placeIdOf(p), token)).limited_report).toBe(false);
    expect(await quotaUsed(demo.app, token)).toBe(3);
    expectFull(await post(token, 'the real lot'), full, 'the real lot', true);
    // The floor area and lot size of a property outside the list, on the lot of one in it.
    const outside = await open(placeIdOf(others[3]!));
    expect(outside.limited_report).toBe(true);
    const borrowed = { ...variants(publicReport, jurisdictionId)['the real lot'], gross_floor_area: outside.attributes.gross_floor_area! + 400, lot_size: outside.attributes.lot_size };
    expectLimited(await evaluate(demo.app, token, borrowed), full, 'another property’s facts');
    // That property's own lot and facts: it is outside the list, past the quota.
    const own = await evaluate(demo.app, token, { ...factsOf(outside, jurisdictionId), lot: outside.lot });
    expect([own.limited_report, own.setbacked_area]).toEqual([true, { ext: null, int: null }]);
    expect(await quotaUsed(demo.app, token)).toBe(3);
  });

  it('gives a Free user past the quota the lot they corrected on a property of their list in full, with the size their report shows', async () => {
    const { token } = await signUp(demo.app, 'eve@example.com');
    for (const p of [parcel, ...others.slice(0, 2)]) await open(placeIdOf(p), token);
    // The lot 3 ft deeper at its first corner: a survey correction.
    const ring = (full.lot as Polygon).coordinates[0]!;
    const corrected: Polygon = { type: 'Polygon', coordinates: [[[ring[0]![0]!, ring[0]![1]! - 0.00001], ...ring.slice(1, -1), [ring[0]![0]!, ring[0]![1]! - 0.00001]]] };
    const saved = await demo.app.request(`/api/properties/${encodeURIComponent(full.attributes.property_id)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lot: corrected }),
    });
    expect(saved.status).toBe(200);
    const mine = await open(placeIdOf(parcel), token);
    expect([mine.lot_source, mine.attributes.lot_size]).toEqual(['user', Math.round(areaSqFt(corrected))]);
    const answer = await evaluate(demo.app, token, { ...factsOf(mine, jurisdictionId), lot: mine.lot });
    expect(answer.limited_report).toBe(false);
    expect(answer.setbacked_area!.ext).not.toBeNull();
    expect(await quotaUsed(demo.app, token)).toBe(3);
  });

  it('gives a Pro user every variant in full, and counts only the one that describes the property', async () => {
    const session = await signUp(demo.app, 'pia@example.com');
    expect(await createDefaultBillingProvider(demo.database.db).setPackage(session.user.id, 'pro')).toBe(true);
    for (const variant of VARIANTS) expectFull(await post(session.token, variant), full, variant, variant !== 'no lot');
    expect(await quotaUsed(demo.app, session.token)).toBe(1);
  });
});

/** The Bay St townhouse lots of Cambridge: each a house lot and a parking space across the lane (a MultiPolygon). */
const BAY_ST = { west: -71.1113, south: 42.3674, east: -71.1100, north: 42.3686 };
const TOWNHOUSE = '120-96';
const NEIGHBOUR = '120-94';

const insideBox = (geometry: AreaGeometry) =>
  (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') &&
  partsOf(geometry).some((rings) => (rings[0] ?? []).some(([lng, lat]) => lng! >= BAY_ST.west && lng! <= BAY_ST.east && lat! >= BAY_ST.south && lat! <= BAY_ST.north));

describe.skipIf(!SHARED_DATA_DIR)(`POST /api/evaluate on Cambridge's townhouse lots ${SHARED_DATA_DIR ? '' : SHARED_DATA_MISSING}`, () => {
  let database: Database;
  let app: App;
  const lots = new Map<string, AreaGeometry>();
  let placeId: string;

  beforeAll(async () => {
    const dir = join(SHARED_DATA_DIR!, 'cambridge-ma');
    const parcels: ParcelInput[] = [];
    const addresses: AddressInput[] = [];
    for await (const feature of readFeatures(join(dir, cambridgeProfile.parcels.file))) {
      const geometry = feature.geometry as AreaGeometry | null;
      if (!geometry || !insideBox(geometry)) continue;
      const read = validateInput(ParcelInputSchema, cambridgeProfile.parcels.map(feature.properties, geometry));
      if (!read.ok) continue;
      const parcel: ParcelInput = read.value;
      parcels.push(parcel);
      lots.set(parcel.sourceId, geometry);
      const address = typeof feature.properties.address === 'string' ? parseAssessorAddress(feature.properties.address) : null;
      if (parcel.kind === 'lot' && address && !addresses.some((a) => a.street === address.street && a.streetNumber === address.streetNumber)) {
        addresses.push({ parcelSourceId: parcel.sourceId, ...address, point: null });
      }
    }
    const zoning = cambridgeProfile.zoning![0]!;
    const districts: DistrictInput[] = [];
    for await (const feature of readFeatures(join(dir, zoning.file))) {
      const geometry = feature.geometry as AreaGeometry | null;
      const district = geometry && insideBox(geometry) ? zoning.map(feature.properties, geometry) : null;
      if (district) districts.push({ ...district, geometry: geometry! });
    }
    database = await createTestDatabase();
    await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [
      { parcels, buildings: [], addresses, zoningMaps: [{ zoningMap: zoning.zoningMap, isCurrent: true, districts }], layers: [] },
    ]);
    app = createApp({ database, secret });
    placeId = addressPlaceId('ma-cambridge', 'Bay St', '18-4');
  }, 60_000);
  afterAll(async () => database?.close());

  async function report(token?: string): Promise<StreetData> {
    const details = (await (await app.request(`/api/address/details?place_id=${placeId}`)).json()) as AddressDetails;
    const response = await app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    return (await response.json()) as StreetData;
  }

  it('answers a Free user the townhouse lot they opened in full only with every part of it', async () => {
    const { token } = await signUp(app, 'bay@example.com');
    const mine = await report(token);
    expect([mine.attributes.property_id, mine.lot.type, mine.limited_report]).toEqual([`ma-cambridge/${TOWNHOUSE}`, 'MultiPolygon', false]);
    const full = await report(issueDevToken(secret, 'unlimited-bay'));
    const facts = factsOf(mine, 'ma-cambridge');
    expect(facts.zone_code).toBe(full.zoning[0]!.zone_code);
    const [house, parking] = partsOf(mine.lot);
    const neighbourParking = partsOf(lots.get(NEIGHBOUR)!)[1]!;

    expect(full.bylaws.adu.size_limits.ext.br?.max).toBeGreaterThan(0);
    const everyPart = await evaluate(app, token, { ...facts, lot: mine.lot });
    expect([everyPart.limited_report, everyPart.bylaws.adu.size_limits]).toEqual([false, full.bylaws.adu.size_limits]);
    // The house lot alone lies on the townhouse's parcel, but is not its lot: a what-if.
    const houseOnly = await evaluate(app, token, { ...facts, lot: { type: 'Polygon', coordinates: house } });
    expectLimited(houseOnly, full, 'the house lot alone');
    // Its parts and the neighbour's parking space, a real parcel's part.
    const withNeighbours = await evaluate(app, token, { ...facts, lot: { type: 'MultiPolygon', coordinates: [house!, parking!, neighbourParking] } });
    expectLimited(withNeighbours, full, 'with the neighbour’s parking space');
    const withDecoyOff = await evaluate(app, token, { ...facts, lot: withDecoy(mine.lot, movedOff(mine.lot)) });
    expectLimited(withDecoyOff, full, 'with an off-parcel decoy');
    expect(await quotaUsed(app, token)).toBe(1);
  });
});
