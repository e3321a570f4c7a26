// PUT /api/playground/analysis through app.request() on the demo town: visitors are asked to sign
// in, gray buildings stop the check with spec 8's message, bad bodies get field messages, a
// Maple Hollow lot gets concrete verdicts with the bylaw's numbers, the user's corrected lot and
// own setbacks apply to them only, and past the address quota the check is refused.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, StreetData } from '../../../core/api';
import { PlaygroundMessage, type PlaygroundAnalysisResponse } from '../../../core/api';
import type { AnalysisObject } from '../../../core/playground';
import type { PlanCategory } from '../../../core/floor-plans';
import type { Polygon, Position } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';
import { outlineFromPlan, placePlan, prepareUnit } from '../../../core/placement';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';
import { quotaOf } from '../quota/address-quota';
import { admitAddress } from '../quota/admission';
import { ANALYSIS_QUOTA_MESSAGE } from './analyze-structures';
import { SIGN_IN_TO_CHECK_MESSAGE } from './placement.route';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(11, 200);
// The largest single-family lot with a house in the residential district, as the placement tests use.
const residential = town.parcels.filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0).sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt);
const parcel = residential[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const bearer = (user: string) => `Bearer ${issueDevToken(secret, user)}`;
const demo = setupDemoApp({ seed: 11, parcels: 200, secret, placeId: placeIdOf(parcel) });

async function analyze(body: unknown, authorization: string | null = bearer('bob')) {
  const response = await demo.app.request('/api/playground/analysis', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as PlaygroundAnalysisResponse & ApiErrorBody };
}

const feature = (id: string, category: PlanCategory, geometry: Polygon): AnalysisObject => ({ type: 'Feature', geometry, properties: { id, category, existingStructure: false } });
const request = (objects: AnalysisObject[], buildings: unknown[] = []) => ({ property_id: propertyId, buildings_geojson: { type: 'FeatureCollection', features: buildings }, objects });

/** The street data of a demo parcel's address as the holder of `authorization` sees it. */
async function streetDataOf(of: (typeof town.parcels)[number], authorization: string): Promise<StreetData> {
  const details = await (await demo.app.request(`/api/address/details?place_id=${placeIdOf(of)}`)).json();
  const response = await demo.app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, { headers: { authorization } });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

/** A w x d ft rectangle standing `inwardFt` in from the middle of the lot edge from `from` to `to` (the lot lies to its left). */
function besideEdge(from: Position, to: Position, inwardFt: number, w: number, d: number): Polygon {
  const frame = createLocalFrame(from);
  const [bx, by] = frame.toFeet(to);
  const length = Math.hypot(bx, by);
  const [ux, uy] = [bx / length, by / length];
  const at = (along: number, inward: number) => frame.toLngLat([ux * along - uy * inward, uy * along + ux * inward]);
  const start = length / 2 - w / 2;
  const ring = [at(start, inwardFt), at(start + w, inwardFt), at(start + w, inwardFt + d), at(start, inwardFt + d)];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

describe('PUT /api/playground/analysis', () => {
  it('asks visitors to sign in, whatever they send', async () => {
    for (const body of [request([]), 'not json']) {
      const refused = await analyze(body, null);
      expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([401, 'unauthorized', SIGN_IN_TO_CHECK_MESSAGE]);
    }
  });

  it('stops at gray buildings with spec 8’s message on each one’s category', async () => {
    const report = await demo.streetData(bearer('bob'));
    const somewhere = report.buildings_geojson.features[0]!.geometry;
    const refused = await analyze(request([feature('shed', 'shed', somewhere)], [
      { type: 'Feature', geometry: somewhere, properties: { id: 'b1', category: 'garage' } },
      { type: 'Feature', geometry: somewhere, properties: { id: 'b2' } },
      { type: 'Feature', geometry: somewhere, properties: { id: 'b3', category: null } },
    ]));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'invalid_input',
      message: 'You first need to assign categories to the gray buildings.',
      fields: {
        'buildings_geojson.features.1.properties.category': [PlaygroundMessage.MissingCategories],
        'buildings_geojson.features.2.properties.category': [PlaygroundMessage.MissingCategories],
      },
    });
  });

  it('answers a field message for each bad part of the body, 404 for an unknown lot and 413 past 2 MB', async () => {
    const report = await demo.streetData(bearer('bob'));
    const somewhere = report.buildings_geojson.features[0]!.geometry;
    const none = await analyze(request([]));
    expect([none.status, none.body.error.fields]).toEqual([400, { objects: ['Place at least one structure to check.'] }]);
    const bad = await analyze({ ...request([feature('a', 'shed', somewhere), feature('a', 'shed', somewhere)]), property_id: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ objects: ['Structure ids must be different.'] });
    expect(Object.keys(bad.body.error.fields!)).toContain('property_id');
    const category = await analyze(request([{ ...feature('a', 'shed', somewhere), properties: { id: 'a', category: 'castle', existingStructure: false } } as unknown as AnalysisObject]));
    expect(category.body.error.fields?.['objects.0.properties.category']?.[0]).toMatch(/^category must be one of in-home-apartment, /);
    const frame = createLocalFrame(report.lot.type === 'Polygon' ? report.lot.coordinates[0]![0]! : [0, 0]);
    const far = { type: 'Polygon' as const, coordinates: [[[2000, 0], [2010, 0], [2010, 10], [2000, 0]].map((p) => frame.toLngLat(p as [number, number]))] };
    const away = await analyze(request([feature('a', 'shed', far)]));
    expect([away.status, away.body.error.fields?.['objects.0']?.[0]]).toEqual([400, expect.stringMatching(/^A structure must lie within 300 ft of the lot; a corner is \d/)]);
    const unknown = await analyze({ ...request([feature('a', 'shed', somewhere)]), property_id: `${jurisdictionId}/no-such-lot` });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, `No property ${jurisdictionId}/no-such-lot`]);
    const huge = await analyze(`{"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
  });

  it('judges structures on a Maple Hollow lot with the bylaw’s numbers, in the order sent', async () => {
    // The first of the large residential lots without a flood zone, wetland or historic district on or near it.
    let quiet: { id: string; report: StreetData } | undefined;
    for (const candidate of residential) {
      const report = await streetDataOf(candidate, bearer('bob'));
      if (Object.values(report.special_considerations).every((c) => c.status === 'GREEN')) {
        quiet = { id: `${jurisdictionId}/${candidate.id}`, report };
        break;
      }
    }
    const { id, report } = quiet!;
    // A 10 x 8 ft shed placed where the report's backyard-cottage area allows: 25 ft from the front, 10 ft from the other lines and the buildings.
    const outline = outlineFromPlan([120, 96, 120, 96], [0, 90, 180, 270]);
    if (!outline.ok) throw new Error(outline.reason);
    const footprints = report.buildings_geojson.features.map((b) => b.geometry);
    const shed = placePlan({ lot: report.lot, area: report.setbacked_area.ext!, buildings: footprints, unit: prepareUnit(outline.ring), start: null });
    expect(shed.placement).toBe('setback_fit');
    const rear = report.lot_edges.filter((e) => e.kind === 'rear').sort((a, b) => b.length_ft - a.length_ft)[0]!;
    const cottage = besideEdge(rear.from, rear.to, 2.5, 20, 16);
    const pool = footprints[0]!;

    const { status, body } = await analyze({ ...request([feature('shed-1', 'shed', shed.polygon), feature('cottage-1', 'backyard-cottage', cottage), feature('pool-1', 'pool', pool)]), property_id: id });
    expect(status).toBe(200);
    const [shedResult, cottageResult, poolResult] = body.results;
    expect(body.results.map((r) => [r.id, r.permission_status])).toEqual([
      ['shed-1', 'PERMITTED'],
      ['cottage-1', 'NOT_PERMITTED'],
      ['pool-1', 'NOT_PERMITTED'],
    ]);
    expect(shedResult!.short_explanation).toBe('This shed is permitted here: it meets all 7 rules checked.');
    expect(shedResult!.checks.find((c) => c.kind === 'legal')).toMatchObject({ text: 'Zone SR: a shed is allowed by right.', cite: [{ doc: 'maple-hollow-zoning', sections: ['accessory-uses'] }] });
    expect(shedResult!.checks.find((c) => c.kind === 'footprint')).toMatchObject({ found: 80, required: 1000, outcome: 'pass' });
    expect(shedResult!.setback_polygon).not.toBeNull();
    expect(cottageResult!.checks.find((c) => c.kind === 'setback-rear')).toMatchObject({ outcome: 'fail', text: 'Rear lot line: 2 ft 6 in found, 10 ft required.', required: 10 });
    expect(poolResult!.checks.find((c) => c.kind === 'physical')).toMatchObject({ outcome: 'fail', text: 'Pool cannot be connected to an existing building structure.' });
    expect(poolResult!.detailed_explanation.split('\n')[0]).toBe(`Pool in zone SR, by the rules in force on ${new Date().toISOString().slice(0, 10)}:`);
  });

  it('leaves out the survey’s buildings when the user cleared them for a new home', async () => {
    const candidate = residential[0]!;
    const report = await streetDataOf(candidate, bearer('bob'));
    const house = report.buildings_geojson.features.find((b) => b.properties.building_source === 'survey')!;
    const home = feature('home-1', 'single-family', house.geometry);
    const kept = await analyze({ ...request([home]), property_id: `${jurisdictionId}/${candidate.id}` });
    const cleared = await analyze({ ...request([home]), property_id: `${jurisdictionId}/${candidate.id}`, existing_cleared: true });
    expect([kept.status, cleared.status]).toEqual([200, 200]);
    // On the house that stands, the new home is 0 ft from it; cleared, nothing else stands there.
    expect(kept.body.results[0]!.checks.find((c) => c.kind === 'separation')).toMatchObject({ outcome: 'fail', found: 0 });
    expect(cleared.body.results[0]!.checks.filter((c) => c.kind === 'separation')).toEqual([
      { kind: 'separation', outcome: 'pass', text: 'No other building or structure stands on the lot.', cite: [] },
    ]);
  });

  it('leaves the answer open on a lot with a RED layer, naming it', async () => {
    const report = await demo.streetData(bearer('bob'));
    const red = report.gis_layers.filter((layer) => report.special_considerations[layer.gis_layer_id]?.status === 'RED').map((layer) => layer.name);
    expect(red.length).toBeGreaterThan(0);
    const outline = outlineFromPlan([120, 96, 120, 96], [0, 90, 180, 270]);
    if (!outline.ok) throw new Error(outline.reason);
    const shed = placePlan({ lot: report.lot, area: report.setbacked_area.ext!, buildings: report.buildings_geojson.features.map((b) => b.geometry), unit: prepareUnit(outline.ring), start: null });
    const { body } = await analyze(request([feature('shed-1', 'shed', shed.polygon)]));
    expect(body.results[0]!.permission_status).toBe('NOT_SURE');
    expect(body.results[0]!.short_explanation).toBe(`This shed may be permitted here, but our data cannot settle ${red.map((name) => `the ${name} on this lot`).join(' and ')}.`);
  });

  it('measures against the lot the user corrected, and takes their own setbacks', async () => {
    const report = await demo.streetData(bearer('bob'));
    const rear = report.lot_edges.filter((e) => e.kind === 'rear').sort((a, b) => b.length_ft - a.length_ft)[0]!;
    const cottage = feature('cottage-1', 'backyard-cottage', besideEdge(rear.from, rear.to, 2.5, 20, 16));
    if (report.lot.type !== 'Polygon') throw new Error(`the test lot should be a Polygon, got ${report.lot.type}`);
    // Max moves the rear lot line 20 ft back.
    const frame = createLocalFrame(rear.from);
    const [tx, ty] = frame.toFeet(rear.to);
    const length = Math.hypot(tx, ty);
    const back = (p: Position): Position => {
      const same = (q: Position) => q[0] === p[0] && q[1] === p[1];
      if (!same(rear.from) && !same(rear.to)) return p;
      const [x, y] = frame.toFeet(p);
      return frame.toLngLat([x + (ty / length) * 20, y - (tx / length) * 20]);
    };
    const moved = { type: 'Polygon' as const, coordinates: [report.lot.coordinates[0]!.map(back)] };
    const patched = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: bearer('max') },
      body: JSON.stringify({ lot: moved }),
    });
    expect(patched.status).toBe(200);
    const forMax = await analyze(request([cottage]), bearer('max'));
    expect(forMax.body.results[0]!.checks.find((c) => c.kind === 'setback-rear')?.text).toBe('Rear lot line: 22 ft 6 in found, 10 ft required.');
    const forBob = await analyze(request([cottage]), bearer('bob'));
    expect(forBob.body.results[0]!.checks.find((c) => c.kind === 'setback-rear')?.text).toBe('Rear lot line: 2 ft 6 in found, 10 ft required.');

    const limits = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}/size-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: bearer('ada') },
      body: JSON.stringify([{ bound: 'LOWER', value: 2, subject: 'ADU_REAR_SETBACK' }]),
    });
    expect(limits.status).toBe(200);
    const forAda = await analyze(request([cottage]), bearer('ada'));
    expect(forAda.body.results[0]!.checks.find((c) => c.kind === 'setback-rear')).toMatchObject({ outcome: 'pass', text: 'Rear lot line: 2 ft 6 in found, 2 ft required (your setback).', cite: [] });
  });
});

describe('PUT /api/playground/analysis past the address quota', () => {
  const others = town.parcels.filter((p) => p !== parcel).slice(0, 3).map((p) => `${jurisdictionId}/${p.id}`);
  const viewerOf = (id: string) => ({ id, kind: 'dev' as const });

  it('refuses a property outside the user’s list once the quota is used, counting nothing', async () => {
    for (const other of others) expect((await admitAddress(demo.database.db, viewerOf('quota-carol'), other)).admitted).toBe(true);
    const report = await demo.streetData(bearer('bob'));
    const refused = await analyze(request([feature('shed', 'shed', report.buildings_geojson.features[0]!.geometry)]), bearer('quota-carol'));
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([403, 'quota_reached', ANALYSIS_QUOTA_MESSAGE]);
    expect(await quotaOf(demo.database.db, viewerOf('quota-carol'))).toEqual({ used: 3, limit: 3, period: 'total' });
  });

  it('counts a check on a new property against the quota, as opening its report would', async () => {
    const report = await demo.streetData(bearer('bob'));
    const checked = await analyze(request([feature('shed', 'shed', report.buildings_geojson.features[0]!.geometry)]), bearer('quota-erin'));
    expect(checked.status).toBe(200);
    expect(await quotaOf(demo.database.db, viewerOf('quota-erin'))).toEqual({ used: 1, limit: 3, period: 'total' });
  });
});
