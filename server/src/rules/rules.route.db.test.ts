// The rules routes through app.request() on the demo town: what-if evaluation (for signed-in
// users; a request that describes a property is a look-up of it that past the address quota
// answers the limited report, what-if-paywall.db.test.ts has the rest), jurisdictions and documents.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../core/api';
import type { Bylaws } from '../../../core/rules';
import { areaSqFt, createLocalFrame } from '../../../core/geo';
import type { AreaGeometry } from '../../../core/geo';
import { LOCKED_FIELDS } from '../../../core/report';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { issueDevToken } from '../auth/dev-token';
import { admitAddress } from '../quota/admission';
import { EVALUATE_SIGN_IN_MESSAGE } from './rules.route';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(5, 60);
const parcel = town.parcels.filter((p) => p.attributes.zoneCode === 'SR').sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const demo = setupDemoApp({ seed: 5, parcels: 60, secret, placeId: placeIdOf(parcel) });
const bearer = (user: string) => `Bearer ${issueDevToken(secret, user)}`;

async function request(path: string, init: { method?: string; body?: unknown; contentType?: string; authorization?: string | null } = {}) {
  const authorization = init.authorization === undefined ? bearer('eve-evaluator') : init.authorization;
  const headers: Record<string, string> = { ...(authorization ? { authorization } : {}) };
  if (init.body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  return demo.app.request(path, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
}

async function post(body: unknown, contentType = 'application/json', authorization?: string | null) {
  const response = await request('/api/evaluate', { method: 'POST', body, contentType, ...(authorization !== undefined ? { authorization } : {}) });
  return {
    status: response.status,
    body: (await response.json()) as { bylaws: Bylaws; citations: Record<string, unknown[]>; date: string; setbacked_area?: { ext: AreaGeometry | null; int: AreaGeometry | null }; limited_report?: boolean; locked_fields?: string[] } & ApiErrorBody,
  };
}

describe('POST /api/evaluate', () => {
  it('asks visitors to sign in: it answers what the limited report locks', async () => {
    const { status, body } = await post({ jurisdiction: 'ma-maple-hollow', zone_code: 'SR', property_type: 'Single Family', gross_floor_area: 1400, lot_size: 9000 }, 'application/json', null);
    expect([status, body.error.code, body.error.message]).toEqual([401, 'unauthorized', EVALUATE_SIGN_IN_MESSAGE]);
  });

  it('counts a request that describes a property as a look-up of it: past the quota, the limited answer', async () => {
    const report = await demo.streetData(bearer('full-reader'));
    const lot = { ...report.lot };
    const { zone_code, property_type_name: property_type, gross_floor_area, lot_size } = report.attributes;
    const described = { jurisdiction: jurisdictionId, zone_code, property_type, gross_floor_area, lot_size, lot, date: '2026-06-01' };
    const full = await post(described, 'application/json', bearer('full-reader'));
    expect(full.body.bylaws.adu.size_limits.ext.br?.max).toBeGreaterThan(0);
    expect(full.body.setbacked_area?.ext).not.toBeNull();
    // quota-kim has opened three other addresses: the Free quota is used.
    const others = town.parcels.filter((p) => p !== parcel).slice(0, 3).map((p) => `${jurisdictionId}/${p.id}`);
    for (const other of others) await admitAddress(demo.database.db, { id: 'quota-kim', kind: 'dev' }, other);
    const limited = await post(described, 'application/json', bearer('quota-kim'));
    expect(limited.status).toBe(200);
    expect(limited.body.limited_report).toBe(true);
    expect(limited.body.locked_fields).toEqual([...LOCKED_FIELDS]);
    expect(limited.body.bylaws.adu.size_limits.ext).toMatchObject({ br: null, sp: null });
    expect(limited.body.bylaws.adu.placement.ext_setbacks).toEqual({ front: null, side: null, rear: null, building: null });
    expect(limited.body.bylaws.adu.summary).toEqual({ ext: null, int: null });
    expect(limited.body.setbacked_area).toEqual({ ext: null, int: null });
    expect(Object.keys(limited.body.citations).filter((field) => field.startsWith('adu.size_limits') || field.startsWith('adu.placement'))).toEqual([]);
    // What the limited report shows stays: the legal status.
    expect(limited.body.bylaws.adu.ext_legal).toBe(full.body.bylaws.adu.ext_legal);
  });

  it('evaluates a described Massachusetts property with steps and citations', async () => {
    const { status, body } = await post({
      jurisdiction: 'ma-maple-hollow',
      zone_code: 'SR',
      property_type: 'Single Family',
      gross_floor_area: 1400,
      lot_size: 9000,
      date: '2026-06-01',
    });
    expect(status).toBe(200);
    expect(body.date).toBe('2026-06-01');
    expect(body.bylaws.adu.ext_legal).toBe('BR');
    expect(body.bylaws.adu.size_limits.ext.br?.max).toBe(700);
    expect(body.bylaws.zone_matched).toBe(true);
    expect(body.bylaws.zones).toEqual(['B', 'SR', 'TR']);
    expect(body.bylaws.adu.size_limits.ext.status).toBe('GREEN');
    expect(body.bylaws.adu.property_type).toEqual({ value: 'Single Family', status: 'GREEN' });
    expect(body.bylaws.adu.lot_size).toEqual({ value: 9000, status: 'GREEN' });
    // Without a lot, whether a detached unit fits is unknown.
    expect(body.bylaws.adu.detached).toEqual({ value: null, status: 'YELLOW' });
    expect(Object.keys(body.citations)).toContain('adu.size_limits.ext.br');
  });

  it('uses the rules in force on the given date', async () => {
    const base = { jurisdiction: 'ma-cambridge', zone_code: 'A-1', zoning_map: '2024-03', property_type: 'Single Family', gross_floor_area: 2400, lot_size: 5000 };
    expect((await post({ ...base, date: '2025-02-05' })).body.bylaws.adu.ext_legal).toBe('BR');
    expect((await post({ ...base, date: '2025-01-10' })).body.bylaws.adu.ext_legal).toBeNull();
  });

  it('answers any Massachusetts town from the state layer, inferred, and refuses a town that is not one', async () => {
    const newton = await post({ jurisdiction: 'ma-newton', zone_code: 'SR2', property_type: 'Single Family', gross_floor_area: 3148, lot_size: 9000, date: '2026-06-01' });
    expect(newton.status).toBe(200);
    expect(newton.body.bylaws.ruleset_ids).toEqual(['ma-2025']);
    expect(newton.body.bylaws.adu).toMatchObject({ ext_legal: 'BR', int_legal: 'BR', state_protected: true, basis: 'inferred', likelihood: { ext: 70, int: 70 } });
    expect(newton.body.bylaws.adu.size_limits.ext.br?.max).toBe(900);
    expect(newton.body.bylaws.assumptions['adu.ext_legal']).toEqual([
      { key: 'district-allows-single-family', params: { zone: 'SR2', town: 'Newton' }, text: 'Assumes single-family homes are allowed in SR2; confirm with Newton\u2019s use table.' },
    ]);
    const gotham = await post({ jurisdiction: 'ma-gotham', zone_code: null, property_type: 'Single Family', gross_floor_area: 1200, lot_size: 5000 });
    expect(gotham.status).toBe(400);
    expect(gotham.body.error.fields).toEqual({ jurisdiction: ['jurisdiction must be MA, CA or a town such as ma-cambridge (one of the 351 Massachusetts municipalities)'] });
  });

  it('answers California with the state standards: 1,200 sq ft where no local ordinance is on file, a conversion up to the house, no special permit, multifamily districts covered', async () => {
    const house = await post({ jurisdiction: 'CA', zone_code: 'R-1', property_type: 'Single Family', gross_floor_area: 3000, lot_size: 6000, date: '2026-06-01' });
    expect(house.body.bylaws.adu.size_limits.ext).toMatchObject({ br: { max: 1200 }, sp: null });
    expect(house.body.bylaws.assumptions['adu.size_limits.ext.br']?.map((a: { key: string }) => a.key)).toContain('state-standard-size');
    // The in-home apartment is a conversion within the house: no cap but its existing space (Gov. Code §66323(a)(1)).
    expect(house.body.bylaws.adu.size_limits.int).toMatchObject({ br: { max: 3000 }, sp: null });
    expect(house.body.bylaws.adu.summary.ext).toBe('You may be able to build a Backyard Cottage of up to 1,200 sq ft, allowed by right. This rests on an assumption about the district; see the first section. The lot\u2019s zone is not among the town\u2019s rules on file; see the first section. Where on the lot it can stand is not known yet; see Placement.');
    const apartments = await post({ jurisdiction: 'ca-san-jose', zone_code: 'R-M', property_type: 'Multi-Family Home', gross_floor_area: 8000, lot_size: 12000, date: '2026-06-01' });
    expect(apartments.body.bylaws.adu).toMatchObject({ ext_legal: 'BR', int_legal: 'BR', state_protected: true });
    // San Jose's own standard (Bulletin #210): 1,200 sq ft on a lot of more than 9,000 sq ft.
    expect(apartments.body.bylaws.adu.size_limits.ext.br?.max).toBe(1200);
  });

  it('answers field-level errors for bad input, and 415 for a form body', async () => {
    const { status, body } = await post({ jurisdiction: '', zone_code: 5, property_type: 'Castle', gross_floor_area: -3, lot_size: null, date: '31/01/2026' });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      jurisdiction: ['jurisdiction is required.'],
      zone_code: ['Invalid type: Expected string but received 5'],
      property_type: ['property_type must be Single Family, Two Family, Multi-Family Home or Other'],
      gross_floor_area: ['gross_floor_area must not be negative'],
      date: ['date must be an ISO date such as 2026-01-31'],
    });
    // A lot or building whose corners lie on one line encloses nothing.
    const line = { type: 'Polygon', coordinates: [[[-71.1, 42.37], [-71.1001, 42.3701], [-71.1002, 42.3702], [-71.1, 42.37]]] };
    const flat = await post({ jurisdiction: 'MA', zone_code: null, property_type: 'Single Family', gross_floor_area: 1400, lot_size: 9000, lot: line, buildings: [line] });
    expect(flat.status).toBe(400);
    expect(flat.body.error.fields).toEqual({ 'lot.coordinates.0': ['A polygon must enclose an area, not lie on a line'], 'buildings.0.coordinates.0': ['A polygon must enclose an area, not lie on a line'] });
    expect((await post('jurisdiction=MA', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{"jurisdiction":', 'application/json')).body.error.message).toBe('The body is not valid JSON.');
  });
});

/** Evaluates a 100 x 150 ft Maple Hollow SR lot whose address point lies near its south edge, with `extra` in the body. */
function postLot(extra: Record<string, unknown>) {
  // A lot in the sea off the demo town: no parcel lies under it.
  const frame = createLocalFrame([-70.5, 42.6]);
  const ring = [[0, 0], [100, 0], [100, 150], [0, 150], [0, 0]].map(([x, y]) => frame.toLngLat([x!, y!]));
  return request('/api/evaluate', {
    method: 'POST',
    body: {
      jurisdiction: 'ma-maple-hollow',
      zone_code: 'SR',
      property_type: 'Single Family',
      gross_floor_area: 1400,
      lot_size: 15000,
      lot: { type: 'Polygon', coordinates: [ring] },
      address_point: frame.toLngLat([50, 15]),
      date: '2026-06-01',
      ...extra,
    },
  });
}

describe('POST /api/evaluate with a lot', () => {
  it('classifies the edges from the address point and answers the setback areas', async () => {
    const response = await postLot({});
    const body = (await response.json()) as { lot_edges: { kind: string; length_ft: number }[]; setbacked_area: { ext: AreaGeometry | null }; bylaws: Bylaws };
    expect(response.status).toBe(200);
    expect(body.lot_edges.map((e) => [e.kind, Math.round(e.length_ft)])).toEqual([
      ['front', 100],
      ['interior side', 150],
      ['rear', 100],
      ['interior side', 150],
    ]);
    // Front 25 ft, sides and rear 10 ft: (100 - 2 × 10) × (150 - 25 - 10) = 80 × 115.
    expect(areaSqFt(body.setbacked_area.ext!)).toBeCloseTo(9_200, -1);
    expect(body.bylaws.adu.placement).toMatchObject({ status: 'GREEN', buildable: true });
    expect(body.bylaws.adu.detached).toEqual({ value: true, status: 'GREEN' });
  });

  it('applies setback overrides and edge labels from the body', async () => {
    const response = await postLot({
      size_limits: [{ bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' }],
      lot_edges: [{ index: 2, kind: 'front' }],
    });
    const body = (await response.json()) as { lot_edges: { kind: string; reason: string }[]; setbacked_area: { ext: AreaGeometry | null }; bylaws: Bylaws };
    expect(body.lot_edges.map((e) => e.kind)).toEqual(['front', 'interior side', 'front', 'interior side']);
    expect(body.lot_edges[2]?.reason).toBe('user');
    expect(body.bylaws.adu.placement.ext_setbacks).toEqual({ front: 25, side: 4, rear: 10, building: 10 });
    // Two 25 ft fronts and 4 ft sides: (100 - 2 × 4) × (150 - 2 × 25) = 92 × 100.
    expect(areaSqFt(body.setbacked_area.ext!)).toBeCloseTo(9_200, -1);
  });
});

describe('GET /api/jurisdictions and /api/documents/:id', () => {
  it('lists the rulesets with their periods and zones', async () => {
    const body = (await (await request('/api/jurisdictions')).json()) as { jurisdictions: { ruleset_id: string | null; effective_from: string; effective_to: string | null; zones: { code: string }[] }[] };
    const cambridge = body.jurisdictions.filter((j) => j.ruleset_id?.startsWith('ma-cambridge'));
    expect(cambridge.map((j) => [j.ruleset_id, j.effective_from, j.effective_to])).toEqual([
      ['ma-cambridge-2025', '2025-02-10', null],
      ['ma-cambridge-2024-03', '2024-03-05', '2025-02-09'],
    ]);
    expect(cambridge[0]!.zones.map((z) => z.code)).toContain('C-1');
  });

  it('lists every Massachusetts municipality, the ones without town rules answered by the state layer', async () => {
    const body = (await (await request('/api/jurisdictions')).json()) as { jurisdictions: { id: string; state: string; level: string; town_rules: boolean; covered_by_state: boolean }[] };
    const towns = body.jurisdictions.filter((j) => j.state === 'MA' && j.level === 'municipal');
    expect(new Set(towns.map((j) => j.id)).size).toBe(351 + 1);
    expect(towns.find((j) => j.id === 'ma-newton')).toMatchObject({ town_rules: false, covered_by_state: true });
    expect(towns.filter((j) => j.id === 'ma-boston').map((j) => [j.town_rules, j.covered_by_state])).toEqual([[true, false]]);
  });

  it('answers a document with its source and sections, and 404 for an unknown one', async () => {
    const response = await request('/api/documents/mgl-c40a-s1a');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'mgl-c40a-s1a', source_url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A/Section1A', sections: [{ id: 'adu-definition' }] });
    expect((await request('/api/documents/nope')).status).toBe(404);
    expect((await request('/api/documents/..%2Fetc')).status).toBe(404);
  });
});
