// A user's overrides through app.request() on a real database: stored per user and property,
// merged into that user's street data only, validated against the property, and reset.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, UserOverrides } from '../../../core/api';
import { emptyLayout } from '../../../core/api';
import { areaSqFt } from '../../../core/geo';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// A single-family house in a residential district, small enough that half of it is under 900 sq ft.
const parcel = town.parcels.find((p) => p.attributes.zoneCode === 'SR' && p.attributes.grossFloorAreaSqFt < 1700 && p.buildings.length === 1)!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const ada = `Bearer ${issueDevToken(secret, 'ada')}`;
const bob = `Bearer ${issueDevToken(secret, 'bob')}`;
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });
const { streetData } = demo;

async function send(method: 'PATCH' | 'PUT', path: string, body: unknown, authorization?: string) {
  const response = await demo.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { user_overrides: UserOverrides } & ApiErrorBody };
}

const patch = (body: unknown, authorization = ada, id = propertyId) => send('PATCH', `/api/properties/${encodeURIComponent(id)}`, body, authorization);
const putLimits = (body: unknown, authorization = ada) => send('PUT', `/api/properties/${encodeURIComponent(propertyId)}/size-limits`, body, authorization);

describe('fact overrides', () => {
  it('re-evaluate the owner’s report only, and reset with an empty string', async () => {
    const half = parcel.attributes.grossFloorAreaSqFt / 2;
    const before = await streetData(ada);
    expect(before.user).toEqual({ user_id: 'ada' });
    expect(before.user_overrides).toBeNull();
    expect(before.bylaws.adu.size_limits.ext.br?.max).toBe(half);

    const saved = await patch({ gross_floor_area: '2400' });
    expect(saved.status).toBe(200);
    expect(saved.body.user_overrides).toEqual({ gross_floor_area: 2400, bylaws: { size_limits: [] }, lot_edges: [], ...emptyLayout() });

    const mine = await streetData(ada);
    expect(mine.attributes.gross_floor_area).toBe(2400);
    expect(mine.bylaws.adu.size_limits.ext.br?.max).toBe(900);
    expect(mine.bylaws.overridden).toEqual(['gross_floor_area']);
    expect(mine.user_overrides?.gross_floor_area).toBe(2400);

    // Another user and a visitor still see the data's numbers.
    expect((await streetData(bob)).bylaws.adu.size_limits.ext.br?.max).toBe(half);
    const anonymous = await streetData();
    expect([anonymous.user, anonymous.user_overrides, anonymous.attributes.gross_floor_area]).toEqual([null, null, parcel.attributes.grossFloorAreaSqFt]);

    // A second edit of another fact keeps the first; an empty string resets one fact.
    expect((await patch({ use_code_desc: 'Two Family' })).body.user_overrides).toMatchObject({ gross_floor_area: 2400, use_code_desc: 'Two Family' });
    expect((await streetData(ada)).attributes.property_type_name).toBe('Two Family');
    expect((await patch({ gross_floor_area: '' })).body.user_overrides).toEqual({ use_code_desc: 'Two Family', bylaws: { size_limits: [] }, lot_edges: [], ...emptyLayout() });
    expect((await streetData(ada)).bylaws.adu.size_limits.ext.br?.max).toBe(half);
    await patch({ use_code_desc: '' });
  });

  it('take a zone only from the town’s zones, and a property type only from the choices', async () => {
    const { status, body } = await patch({ zone_code: 'Z-9', use_code_desc: 'Castle' });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      zone_code: ['zone_code must be one of B, SR, TR'],
      // The demo town has no assessor's use descriptions, so only the four choices are offered.
      use_code_desc: ['use_code_desc must be one of Single Family, Two Family, Multi-Family Home, Other'],
    });
    expect((await patch({ zone_code: 'B' })).status).toBe(200);
    const business = await streetData(ada);
    expect([business.attributes.zone_code, business.bylaws.adu.ext_zone, business.bylaws.adu.ext_legal_zone]).toEqual(['B', 'B', 'NOT_ALLOWED']);
    await patch({ zone_code: '' });
    expect((await streetData(ada)).bylaws.adu.ext_legal_zone).toBe('BR');
  });
});

describe('setback overrides', () => {
  it('replace the setbacks of the named type, and the setback area follows', async () => {
    const before = await streetData(ada);
    expect(before.bylaws.adu.placement.ext_setbacks).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    const saved = await putLimits([
      { bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' },
      { bound: 'LOWER', value: 4, subject: 'ADU_REAR_SETBACK' },
    ]);
    expect(saved.status).toBe(200);
    const after = await streetData(ada);
    expect(after.bylaws.adu.placement.ext_setbacks).toEqual({ front: 25, side: 4, rear: 4, building: 10 });
    expect(after.bylaws.overridden).toEqual(['adu.placement.ext_setbacks.side', 'adu.placement.ext_setbacks.rear']);
    expect(after.citations['adu.placement.ext_setbacks.side']).toBeUndefined();
    // Smaller setbacks leave more room: the area grows.
    expect(areaSqFt(after.setbacked_area.ext!)).toBeGreaterThan(areaSqFt(before.setbacked_area.ext!));
    expect((await putLimits([])).body.user_overrides.bylaws.size_limits).toEqual([]);
    expect((await streetData(ada)).bylaws.adu.placement.ext_setbacks.side).toBe(10);
  });

  it('refuse a bad list with field messages', async () => {
    const { status, body } = await putLimits([{ bound: 'LOWER', value: 900, subject: 'ADU_SIDE_SETBACK' }]);
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ '0.value': ['value must be at most 500 ft'] });
  });
});

describe('lot-edge labels', () => {
  it('re-label an edge for the owner; the setback area follows; a reset restores the classification', async () => {
    const before = await streetData(ada);
    const sideIndex = before.lot_edges.findIndex((e) => e.kind === 'interior side');
    expect(sideIndex).toBeGreaterThanOrEqual(0);
    expect((await patch({ lot_edges: [{ index: sideIndex, kind: 'front' }] })).status).toBe(200);
    const after = await streetData(ada);
    expect(after.lot_edges[sideIndex]).toMatchObject({ kind: 'front', reason: 'user' });
    // A 25 ft front setback where a 10 ft side one was: less room.
    expect(areaSqFt(after.setbacked_area.ext!)).toBeLessThan(areaSqFt(before.setbacked_area.ext!));
    expect((await streetData(bob)).lot_edges[sideIndex]?.kind).toBe('interior side');
    expect((await patch({ lot_edges: '' })).body.user_overrides.lot_edges).toEqual([]);
    expect((await streetData(ada)).lot_edges.map((e) => e.kind)).toEqual(before.lot_edges.map((e) => e.kind));
  });

  it('refuse an edge the lot does not have', async () => {
    const { status, body } = await patch({ lot_edges: [{ index: 99, kind: 'rear' }] });
    expect(status).toBe(400);
    expect(body.error.fields?.lot_edges?.[0]).toMatch(/^The lot has \d+ edges, numbered 0 to \d+$/);
  });
});

describe('who may change a property', () => {
  it('needs a valid token: none or a forged one is a 401, and a visitor changes nothing', async () => {
    const anonymous = await patch({ gross_floor_area: 5000 }, '');
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'unauthorized']);
    const forged = await patch({ gross_floor_area: 5000 }, `Bearer ${issueDevToken('another-secret-of-at-least-32-chars!!', 'ada')}`);
    expect(forged.status).toBe(401);
    expect((await putLimits([], 'Bearer nonsense')).status).toBe(401);
    expect((await demo.app.request(`/api/street-data?params=${demo.params}`, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);
    expect((await streetData(ada)).attributes.gross_floor_area).toBe(parcel.attributes.grossFloorAreaSqFt);
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    expect((await patch({ gross_floor_area: 1000 }, ada, `${jurisdictionId}/nope`)).status).toBe(404);
    const bad = await patch({ gross_floor_area: 1000 }, ada, 'a b');
    expect([bad.status, Object.keys(bad.body.error.fields ?? {})]).toEqual([400, ['id']]);
  });
});
