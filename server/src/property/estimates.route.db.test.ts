// The cost, rent and next steps of street data on the demo town, through real HTTP: the public
// range for a visitor, the embed's price book (`?org=`) for a signed-in user, computed on the
// by-right size limit until a plan is placed and on the placed plan after, and locked for a
// visitor where it rests on that limit; the demo town's rent is its fictional one.
import { describe, expect, it } from 'vitest';
import type { LayoutUnit, StreetData } from '../../../core/api';
import { centroid, createLocalFrame, type Polygon, type Position } from '../../../core/geo';
import { demoTown, setupDemoApp } from '../../../tests/setup/demo-app';
import { insertOrganization } from '../../../tests/setup/org-fixtures';
import { issueDevToken } from '../auth/dev-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town, jurisdictionId, placeIdOf } = demoTown(23, 80);
const parcel = town.parcels.filter((p) => p.attributes.zoneCode === 'SR' && p.buildings.length > 0).sort((a, b) => b.lotSizeSqFt - a.lotSizeSqFt)[0]!;
const propertyId = `${jurisdictionId}/${parcel.id}`;
const demo = setupDemoApp({ seed: 23, parcels: 80, secret, placeId: placeIdOf(parcel) });
const ORG = 'acme-adu';
const PRICE_BOOK = {
  ext: { building: { mode: 'per_sqft', low: 300, high: 400 }, line_items: { design: { low: 8000, high: 12000 }, foundation: { low: 10000, high: 20000 } } },
  updated_at: '2026-11-30',
};

async function streetData(query: string, authorization?: string): Promise<StreetData> {
  const response = await demo.app.request(`/api/street-data?params=${demo.params}${query}`, { headers: authorization ? { authorization } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as StreetData;
}

function box(at: Position, widthFt: number, lengthFt: number): Polygon {
  const frame = createLocalFrame(at);
  const [w, l] = [widthFt / 2, lengthFt / 2];
  return { type: 'Polygon', coordinates: [[[-w, -l], [w, -l], [w, l], [-w, l], [-w, -l]].map(([x, y]) => frame.toLngLat([x!, y!]))] };
}

describe('street data estimates', () => {
  it('gives a visitor the cited public range, the demo town\u2019s fictional rent and the state\u2019s next steps', async () => {
    const data = await streetData('');
    expect(data.cost_estimate.ext).toMatchObject({ low: 120_000, high: 300_000, basis: 'inferred', currency: 'USD', size_source: null });
    expect(data.cost_estimate.ext!.sources[0]).toMatchObject({ document_id: 'dwellito-adu-costs', verified_at: '2026-12-02' });
    // One bedroom assumed: the demo town's fictional $1,300; (120,000 + 300,000) / 2 / (1,300 × 12) = 13.5 years.
    expect(data.rent_estimate.ext).toMatchObject({ monthly: 1300, bedrooms: 1, basis: 'fictional', payback_years: 13.5 });
    expect(data.next_steps!.steps.every((s) => s.sources.length > 0 || s.link !== null)).toBe(true);
    expect(data.next_steps!.steps.find((s) => s.id === 'plot-plan')!.link).toBe('/demo/');
    expect(data.locked_fields).not.toContain('cost_estimate.ext');
  });

  it('prices a signed-in user\u2019s report with the embed\u2019s price book on the by-right size limit, and locks it for a visitor', async () => {
    await insertOrganization(demo.database.db, ORG, { price_book: PRICE_BOOK });
    const full = await streetData(`&org=${ORG}`, `Bearer ${issueDevToken(secret, 'estimates-ana')}`);
    const limit = full.bylaws.adu.size_limits.ext.br!.max!;
    expect(limit).toBeGreaterThan(0);
    expect(full.cost_estimate.ext).toMatchObject({
      low: limit * 300 + 18_000,
      high: limit * 400 + 32_000,
      basis: 'price_book',
      size_sqft: limit,
      size_source: 'size_limit',
    });
    expect(full.cost_estimate.ext!.sources[0]).toMatchObject({ label: `Organization ${ORG} \u00b7 price book`, verified_at: '2026-11-30' });
    // No in-home price in the book: the public range.
    expect(full.cost_estimate.int).toMatchObject({ low: 100_000, high: 250_000, basis: 'inferred' });

    const visitor = await streetData(`&org=${ORG}`);
    expect(visitor.limited_report).toBe(true);
    expect(visitor.cost_estimate.ext).toBeNull();
    expect(visitor.locked_fields).toContain('cost_estimate.ext');
    expect(visitor.rent_estimate.ext).toMatchObject({ monthly: 1300, payback_years: null });
    expect(visitor.rent_estimate.ext!.steps.some((s) => s.startsWith('Payback'))).toBe(false);
    expect(JSON.stringify(visitor)).not.toContain(`${(limit * 300 + 18_000).toLocaleString('en-US')}`);
  });

  it('prices the placed plan once the user saves a layout', async () => {
    const authorization = `Bearer ${issueDevToken(secret, 'estimates-ana')}`;
    const unit: LayoutUnit = {
      type: 'Feature',
      geometry: box(centroid(parcel.lot), 20, 24) as LayoutUnit['geometry'],
      properties: {
        id: 'u1', adu_type: 'backyard_cottage', placement: 'setback_fit', page: 'backyard-cottage', floor_plan_uuid: 'plan-backyard-cottage-01',
        category: 'backyard-cottage', source: 'floor_plan', width: 20, length: 24, rotation_deg: 0, selected: true, viewMode: '2d',
      },
    };
    const saved = await demo.app.request(`/api/properties/${encodeURIComponent(propertyId)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ layouts: { 'backyard-cottage': [unit] } }),
    });
    expect(saved.status).toBe(200);
    const data = await streetData(`&org=${ORG}`, authorization);
    // One Bedroom Cottage: 480 sq ft × $300–$400 + design and foundation.
    expect(data.cost_estimate.ext).toMatchObject({ low: 480 * 300 + 18_000, high: 480 * 400 + 32_000, size_sqft: 480, size_source: 'plan' });
    expect(data.cost_estimate.ext!.steps[0]).toBe('Size: 480 sq ft, the placed plan One Bedroom Cottage');
    expect(data.rent_estimate.ext).toMatchObject({ bedrooms: 1, monthly: 1300, payback_years: Math.round(((480 * 350 + 25_000) / 15_600) * 10) / 10 });
  });
});
