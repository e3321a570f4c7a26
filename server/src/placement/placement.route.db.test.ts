// POST /api/placement through app.request() on the demo town: a 20 x 30 ft outline lands inside
// the setback area street data draws for the same user, visitors place on the playground only, bad
// bodies get field messages, unknown properties and plans a 404, catalogue plans come from the
// injected lookup, a user's own plans, buildings and lot apply to that user only, and a user past
// their address quota places on the ADU pages of their own addresses only.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, PlacedUnitFeature } from '../../../core/api';
import { userPlanFixture } from '../../../core/api/test-support/user-plan';
import { areaSqFt, createLocalFrame, centroid, distanceFt, polygonsIntersect } from '../../../core/geo';
import { AduType, Placement, CONTAINMENT_TOLERANCE_FT } from '../../../core/placement';
import { farthestOutsideFt } from '../../../core/placement/test-support/reference';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { createApp } from '../app';
import { issueDevToken } from '../auth/dev-token';
import { quotaOf } from '../quota/address-quota';
import { admitAddress } from '../quota/admission';
import { QUOTA_REACHED_MESSAGE, type FloorPlanShape } from './place-unit';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// The largest single-family lot with a house in the residential district: a backyard cottage fits there.
const parcel = town.parcels
  .filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0)
  .sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const ada = `Bearer ${issueDevToken(secret, 'ada')}`;
const bob = `Bearer ${issueDevToken(secret, 'bob')}`;
const outline = { dimensions: [360, 240, 360, 240], angles: [0, 90, 180, 270] };
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });
const { streetData } = demo;

async function place(body: unknown, options: { authorization?: string | null; on?: Hono } = {}) {
  const authorization = options.authorization === undefined ? bob : options.authorization;
  const response = await (options.on ?? demo.app).request('/api/placement', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as PlacedUnitFeature & ApiErrorBody };
}

describe('POST /api/placement', () => {
  it('lands a 20 x 30 ft outline inside the backyard-cottage setback area street data draws', async () => {
    const { status, body } = await place({ property_id: propertyId, outline, page: 'backyard-cottage' });
    expect(status).toBe(200);
    expect(body.properties).toMatchObject({
      adu_type: AduType.BackyardCottage,
      placement: Placement.SetbackFit,
      page: 'backyard-cottage',
      floor_plan_uuid: null,
      category: 'custom_adu',
      source: 'user_defined',
      width: 30,
      length: 20,
    });
    expect(areaSqFt(body.geometry)).toBeCloseTo(600, 1);
    const report = await streetData(bob);
    expect(farthestOutsideFt(body.geometry, report.setbacked_area.ext!)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
    expect(farthestOutsideFt(body.geometry, report.lot)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
    for (const building of report.buildings_geojson.features) expect(polygonsIntersect(body.geometry, building.geometry)).toBe(false);
  });

  it('uses the in-home apartment’s area on its page, and the playground type on the playground', async () => {
    // The demo town's in-home apartment keeps the principal building's setbacks (25, 15 and 25 ft): the unit goes in that area.
    const report = await streetData(bob);
    expect(report.bylaws.adu.placement.int_setbacks).toEqual({ front: 25, side: 15, rear: 25, building: null });
    const inHome = await place({ property_id: propertyId, outline, page: 'in-home-apartment', start: parcel.point });
    expect(inHome.status).toBe(200);
    expect(inHome.body.properties).toMatchObject({ placement: Placement.SetbackFit, adu_type: AduType.DetachedInternal });
    expect(farthestOutsideFt(inHome.body.geometry, report.setbacked_area.int!)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
    const playground = await place({ property_id: propertyId, outline, page: 'playground' });
    expect(playground.body.properties).toMatchObject({ adu_type: AduType.Playground, placement: Placement.SetbackFit, setback_area: 'used' });
  });

  it('lets visitors place on the playground only, against the lot and buildings, as their report keeps the setback areas back', async () => {
    const visitor = await place({ property_id: propertyId, outline, page: 'playground' }, { authorization: null });
    expect(visitor.status).toBe(200);
    // Never inside the locked area: the answer would show where it is.
    expect(visitor.body.properties).toMatchObject({ placement: Placement.LotFitNoCollision, setback_area: 'locked' });
    const locked = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: null });
    expect(locked.status).toBe(401);
    expect(locked.body.error.message).toBe('Sign in to place a unit on this page; visitors can try the playground.');
  });

  it('places in the signed-in user’s own setback area', async () => {
    const limits = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}/size-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: ada },
      body: JSON.stringify([{ bound: 'LOWER', value: 500, subject: 'ADU_SIDE_SETBACK' }]),
    });
    expect(limits.status).toBe(200);
    expect((await streetData(ada)).setbacked_area.ext).toBeNull();
    expect((await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: ada })).body.properties.placement).toBe(Placement.LotFitNoCollision);
    expect((await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: bob })).body.properties.placement).toBe(Placement.SetbackFit);
  });

  it('answers a field message for each bad part of the body', async () => {
    const neither = await place({ property_id: propertyId, page: 'backyard-cottage' });
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toEqual({ outline: ['Send an outline or a floor_plan_uuid'] });
    const bad = await place({ property_id: propertyId, outline: { dimensions: [360, 240, 300, 240], angles: [0, 90, 180, 270] }, page: 'garage' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      outline: ['The sides do not close: the last one ends 60 in from the start (at most 2.3 in is allowed).'],
      page: ['page must be one of in-home-apartment, backyard-cottage, playground'],
    });
    const text = await demo.app.request('/api/placement', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
  });

  it('answers 404 for an unknown property and an unknown floor plan', async () => {
    const property = await place({ property_id: `${jurisdictionId}/no-such-lot`, outline, page: 'backyard-cottage' });
    expect(property.status).toBe(404);
    expect(property.body.error.message).toBe(`No property ${jurisdictionId}/no-such-lot`);
    const plan = await place({ property_id: propertyId, floor_plan_uuid: 'plan-42', page: 'backyard-cottage' });
    expect(plan.status).toBe(404);
    expect(plan.body.error.message).toBe('No floor plan plan-42');
  });

  it('places catalogue plans found by the injected lookup, and refuses broken ones', async () => {
    const plans: Record<string, FloorPlanShape> = {
      'cottage-1': { uuid: 'cottage-1', category: 'backyard-cottage', dimensions: [288, 288, 288, 288], angles: [0, 90, 180, 270] },
      'broken-1': { uuid: 'broken-1', category: 'backyard-cottage', dimensions: null, angles: null },
    };
    const withCatalogue = createApp({ database: demo.database, secret, findFloorPlan: async (uuid) => plans[uuid] });
    const placed = await place({ property_id: propertyId, floor_plan_uuid: 'cottage-1', page: 'backyard-cottage' }, { on: withCatalogue });
    expect(placed.status).toBe(200);
    expect(placed.body.properties).toMatchObject({ floor_plan_uuid: 'cottage-1', category: 'backyard-cottage', source: 'floor_plan', width: 24, length: 24, placement: Placement.SetbackFit });
    const broken = await place({ property_id: propertyId, floor_plan_uuid: 'broken-1', page: 'backyard-cottage' }, { on: withCatalogue });
    expect(broken.status).toBe(422);
    expect(broken.body.error.message).toBe('Floor plan broken-1 is broken and can only be deleted: The plan has no dimensions.');
  });

  it('places a pool in the playground by the pool’s own rules: clear of the house by their separation, not across it', async () => {
    // Maple Hollow's bylaw: pools keep 15 ft from side and rear lot lines and, as accessory structures, 10 ft from other buildings.
    const plans: Record<string, FloorPlanShape> = { 'lap-pool': { uuid: 'lap-pool', category: 'pool', dimensions: [480, 144, 480, 144], angles: [0, 90, 180, 270] } };
    const withCatalogue = createApp({ database: demo.database, secret, findFloorPlan: async (uuid) => plans[uuid] });
    const { status, body } = await place({ property_id: propertyId, floor_plan_uuid: 'lap-pool', page: 'playground' }, { on: withCatalogue });
    expect(status).toBe(200);
    expect(body.properties).toMatchObject({ category: 'pool', placement: Placement.SetbackFit, setback_area: 'used', width: 40, length: 12 });
    const frame = createLocalFrame(centroid(parcel.lot));
    for (const building of parcel.buildings) expect(distanceFt(body.geometry, building.footprint, frame)).toBeGreaterThanOrEqual(10 - CONTAINMENT_TOLERANCE_FT);
  });

  it('places a second playground shed clear of the first, which the widget sends as `avoid`', async () => {
    const shed = { dimensions: [120, 96, 120, 96], angles: [0, 90, 180, 270] };
    const first = await place({ property_id: propertyId, outline: shed, page: 'playground' });
    const same = await place({ property_id: propertyId, outline: shed, page: 'playground' });
    expect(same.body.geometry).toEqual(first.body.geometry);
    const second = await place({ property_id: propertyId, outline: shed, page: 'playground', avoid: [first.body.geometry] });
    expect(second.status).toBe(200);
    expect(second.body.properties.placement).toBe(Placement.SetbackFit);
    expect(polygonsIntersect(second.body.geometry, first.body.geometry)).toBe(false);
    for (const building of parcel.buildings) expect(polygonsIntersect(second.body.geometry, building.footprint)).toBe(false);
    const bad = await place({ property_id: propertyId, outline: shed, page: 'playground', avoid: [{ type: 'Point', coordinates: [0, 0] }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('avoid');
  });

  it('places a catalogue plan by default, with its uuid and category', async () => {
    const { status, body } = await place({ property_id: propertyId, floor_plan_uuid: 'plan-backyard-cottage-01', page: 'backyard-cottage' });
    expect(status).toBe(200);
    expect(body.properties).toMatchObject({ floor_plan_uuid: 'plan-backyard-cottage-01', category: 'backyard-cottage', source: 'floor_plan', width: 24, length: 20, placement: Placement.SetbackFit });
    expect(areaSqFt(body.geometry)).toBeCloseTo(480, 1);
  });
});

describe('POST /api/placement with a user’s own work', () => {
  // Sides of 288 in: the unit placed from it is 24 x 24 ft, 576 sq ft.
  const ownPlan = userPlanFixture({ name: 'Studio', dimensions: [288, 288, 288, 288], angles: [0, 90, 180, 270] });
  const brokenPlan = { ...ownPlan, uuid: 'customPlan-1795334943706', name: 'Broken', dimensions: [], angles: [] };

  async function patchAs(user: string, body: unknown): Promise<number> {
    const response = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${issueDevToken(secret, user)}` },
      body: JSON.stringify(body),
    });
    return response.status;
  }

  it('places the user’s own plan by its uuid for them, and answers 404 to anyone else', async () => {
    expect(await patchAs('kim', { floor_plans: [ownPlan, brokenPlan] })).toBe(200);
    const kim = `Bearer ${issueDevToken(secret, 'kim')}`;
    const mine = await place({ property_id: propertyId, floor_plan_uuid: ownPlan.uuid, page: 'backyard-cottage' }, { authorization: kim });
    expect(mine.status).toBe(200);
    expect(mine.body.properties).toMatchObject({ floor_plan_uuid: ownPlan.uuid, category: 'backyard-cottage', source: 'floor_plan', width: 24, length: 24, placement: Placement.SetbackFit });
    expect(areaSqFt(mine.body.geometry)).toBeCloseTo(576, 1);
    const others = await place({ property_id: propertyId, floor_plan_uuid: ownPlan.uuid, page: 'backyard-cottage' }, { authorization: bob });
    expect([others.status, others.body.error.message]).toEqual([404, `No floor plan ${ownPlan.uuid}`]);
    expect((await place({ property_id: propertyId, floor_plan_uuid: ownPlan.uuid, page: 'playground' }, { authorization: null })).status).toBe(404);
    const broken = await place({ property_id: propertyId, floor_plan_uuid: brokenPlan.uuid, page: 'backyard-cottage' }, { authorization: kim });
    expect([broken.status, broken.body.error.message]).toEqual([422, `Floor plan ${brokenPlan.uuid} is broken and can only be deleted: The plan has no dimensions.`]);
  });

  it('places clear of the buildings the user added, inside the area their street data draws', async () => {
    const first = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: bob });
    // Lee adds a 40 x 40 ft workshop right where the unit lands for everyone else.
    const frame = createLocalFrame(centroid(first.body.geometry));
    const workshop = { type: 'Polygon' as const, coordinates: [[[-20, -20], [20, -20], [20, 20], [-20, 20], [-20, -20]].map((p) => frame.toLngLat(p as [number, number]))] };
    const feature = { type: 'Feature', geometry: workshop, properties: { id: 'workshop', building_source: 'user', kind: 'outbuilding', label: 'Workshop', height_ft: 12 } };
    expect(polygonsIntersect(first.body.geometry, workshop)).toBe(true);
    expect(await patchAs('lee', { buildings_geojson: { type: 'FeatureCollection', features: [feature] } })).toBe(200);
    const lee = `Bearer ${issueDevToken(secret, 'lee')}`;
    const placed = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: lee });
    expect(placed.body.properties.placement).toBe(Placement.SetbackFit);
    expect(polygonsIntersect(placed.body.geometry, workshop)).toBe(false);
    expect(farthestOutsideFt(placed.body.geometry, (await streetData(lee)).setbacked_area.ext!)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
  });

  it('places on the lot the user corrected', async () => {
    // Max moves the lot lines 30 ft east: the unit lands in Max's lot and setback area.
    const ring = (await streetData(bob)).lot;
    if (ring.type !== 'Polygon') throw new Error(`the test lot should be a Polygon, got ${ring.type}`);
    const frame = createLocalFrame(ring.coordinates[0]![0]!);
    const moved = { type: 'Polygon' as const, coordinates: [ring.coordinates[0]!.map((p) => frame.toLngLat([frame.toFeet(p)[0] + 30, frame.toFeet(p)[1]]))] };
    expect(await patchAs('max', { lot: moved })).toBe(200);
    const max = `Bearer ${issueDevToken(secret, 'max')}`;
    const report = await streetData(max);
    expect([report.lot, report.lot_source]).toEqual([moved, 'user']);
    const placed = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: max });
    expect(placed.status).toBe(200);
    expect(farthestOutsideFt(placed.body.geometry, moved)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
    expect(farthestOutsideFt(placed.body.geometry, report.setbacked_area.ext!)).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
  });
});

describe('POST /api/placement past the address quota', () => {
  // Development users whose id starts with `quota-` have the Free quota of 3 addresses (decision 014).
  const others = town.parcels.filter((p) => p !== parcel).slice(0, 3).map((p) => `${jurisdictionId}/${p.id}`);
  const viewerOf = (id: string) => ({ id, kind: 'dev' as const });
  const bearerOf = (id: string) => `Bearer ${issueDevToken(secret, id)}`;

  it('refuses an ADU page of a property outside the user’s list once the quota is used, with a clear message', async () => {
    for (const other of others) expect((await admitAddress(demo.database.db, viewerOf('quota-carol'), other)).admitted).toBe(true);
    for (const page of ['backyard-cottage', 'in-home-apartment']) {
      const refused = await place({ property_id: propertyId, outline, page }, { authorization: bearerOf('quota-carol') });
      expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([403, 'quota_reached', QUOTA_REACHED_MESSAGE]);
    }
    // The limited report keeps the playground, placed without the locked setback area, and nothing was recorded or counted.
    const playground = await place({ property_id: propertyId, outline, page: 'playground' }, { authorization: bearerOf('quota-carol') });
    expect([playground.status, playground.body.properties.placement, playground.body.properties.setback_area]).toEqual([200, Placement.LotFitNoCollision, 'locked']);
    expect(await quotaOf(demo.database.db, viewerOf('quota-carol'))).toEqual({ used: 3, limit: 3, period: 'total' });
    expect((await streetData(bearerOf('quota-carol'))).limited_report).toBe(true);
  });

  it('places on a property of the user’s list after the quota is used', async () => {
    expect((await streetData(bearerOf('quota-dave'))).limited_report).toBe(false);
    for (const other of others.slice(0, 2)) await admitAddress(demo.database.db, viewerOf('quota-dave'), other);
    expect(await quotaOf(demo.database.db, viewerOf('quota-dave'))).toEqual({ used: 3, limit: 3, period: 'total' });
    const placed = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: bearerOf('quota-dave') });
    expect([placed.status, placed.body.properties?.placement]).toEqual([200, Placement.SetbackFit]);
  });

  it('counts a placement on a new property against the quota, as opening its report would', async () => {
    const placed = await place({ property_id: propertyId, outline, page: 'backyard-cottage' }, { authorization: bearerOf('quota-erin') });
    expect(placed.status).toBe(200);
    expect(await quotaOf(demo.database.db, viewerOf('quota-erin'))).toEqual({ used: 1, limit: 3, period: 'total' });
    // Placing there again, or opening the report, counts nothing more.
    expect((await place({ property_id: propertyId, outline, page: 'in-home-apartment' }, { authorization: bearerOf('quota-erin') })).status).toBe(200);
    expect((await streetData(bearerOf('quota-erin'))).quota).toEqual({ used: 1, limit: 3, period: 'total', reached: false });
  });
});
