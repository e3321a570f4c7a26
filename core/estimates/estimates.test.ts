// The cost, rent and next steps of a report: a price book's estimate equals the sum done by hand,
// the public range cites its source and date, a Cambridge two-bedroom rents at HUD's figure, and
// every next step has a source or a link, in English and Spanish.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SPANISH_RULE_TEXTS } from '../rules/texts-es';
import { estimateCost, PUBLIC_RANGES, type PricingOrganization } from './cost';
import { nextStepsFor } from './next-steps';
import { PriceBookSchema } from './price-book';
import { estimateRent, paybackYears, RENT_TABLES } from './rent';
import { placedPlanOf, reportEstimates } from './report';

const BOOK = v.parse(PriceBookSchema, {
  ext: {
    building: { mode: 'per_sqft', low: 300, high: 400 },
    line_items: { design: { low: 8000, high: 12000 }, site_work: { low: 5000, high: 15000 }, utility_connections: { low: 10000, high: 20000 } },
  },
  int: { building: { mode: 'fixed', low: 90000, high: 110000 } },
  plans: [{ floor_plan_uuid: 'backyard-cottage-2', mode: 'fixed', low: 150000, high: 170000 }],
  updated_at: '2026-11-30',
});
const BUILDER: PricingOrganization = { name: 'Acme ADU', url: 'https://acme.example', price_book: BOOK };
const COTTAGE = { name: 'Garden Cottage', floor_plan_uuid: 'backyard-cottage-1', sqft: 480, floors: 1, bedrooms: 1 };

describe('the cost estimate', () => {
  it('sums the price book for the placed plan as a hand computation does', () => {
    const estimate = estimateCost({ kind: 'ext', state: 'MA', town: 'Cambridge', organization: BUILDER, plan: COTTAGE, sizeLimitSqft: 900 });
    // 480 sq ft × $300–$400 = $144,000–$192,000; + design 8,000–12,000, site 5,000–15,000, utilities 10,000–20,000.
    expect(estimate).toMatchObject({ low: 167_000, high: 239_000, currency: 'USD', basis: 'price_book', size_sqft: 480, size_source: 'plan' });
    expect(estimate.steps).toEqual([
      'Size: 480 sq ft, the placed plan Garden Cottage',
      'Building: $300 to $400 a square foot \u00d7 480 sq ft = $144,000 to $192,000',
      'Design: $8,000 to $12,000',
      'Site work: $5,000 to $15,000',
      'Utility connections: $10,000 to $20,000',
      'Permit fees: set by Cambridge\u2019s fee schedule, which we do not hold; ask the building department; not included',
      'Total: $167,000 to $239,000',
    ]);
    expect(estimate.sources[0]).toMatchObject({ label: 'Acme ADU \u00b7 price book', source_url: 'https://acme.example', verified_at: '2026-11-30' });
  });

  it('takes a two-floor plan at both floors, and a plan price before the kind price', () => {
    const twoFloors = estimateCost({ kind: 'ext', state: 'MA', town: 'X', organization: BUILDER, plan: { ...COTTAGE, floors: 2 }, sizeLimitSqft: null });
    expect([twoFloors.low, twoFloors.high]).toEqual([960 * 300 + 23_000, 960 * 400 + 47_000]);
    const planPriced = estimateCost({ kind: 'ext', state: 'MA', town: 'X', organization: BUILDER, plan: { ...COTTAGE, floor_plan_uuid: 'backyard-cottage-2' }, sizeLimitSqft: null });
    expect([planPriced.low, planPriced.high]).toEqual([150_000 + 23_000, 170_000 + 47_000]);
  });

  it('assumes the by-right size limit without a placed plan, and says so', () => {
    const estimate = estimateCost({ kind: 'ext', state: 'CA', town: 'San Jose', organization: BUILDER, plan: null, sizeLimitSqft: 800 });
    expect(estimate).toMatchObject({ low: 800 * 300 + 23_000, high: 800 * 400 + 47_000, size_source: 'size_limit', size_sqft: 800 });
    expect(estimate.steps[0]).toBe('Size: 800 sq ft assumed, the by-right size limit, as no plan is placed');
    // 800 sq ft is above California's 750: impact fees may apply, in proportion (Gov. Code §66311.5).
    expect(estimate.steps).toContain('Impact fees: may be charged in proportion to the main home, as the unit has more than 750 sq ft; not included');
    expect(estimate.sources.map((s) => s.document_id)).toEqual(['organization-price-book', 'ca-gov-66311.5']);
  });

  it('says no impact fee for a California unit of 750 sq ft or less', () => {
    const estimate = estimateCost({ kind: 'ext', state: 'CA', town: 'San Jose', organization: BUILDER, plan: { ...COTTAGE, sqft: 750 }, sizeLimitSqft: null });
    expect(estimate.steps).toContain('Impact fees: none, as the unit has 750 sq ft of interior livable space, 750 sq ft or less');
  });

  it('falls back on the cited public range, marked inferred, with its source and date', () => {
    const estimate = estimateCost({ kind: 'ext', state: 'MA', town: 'Bellingham', organization: null, plan: null, sizeLimitSqft: 900 });
    expect(estimate).toMatchObject({ low: 120_000, high: 300_000, basis: 'inferred', size_source: null });
    expect(estimate.steps[0]).toBe('Range: $120,000 to $300,000, what Dwellito\u2019s ADU cost guide gives for a detached ADU, read 2026-12-02; not priced for this lot or this size');
    expect(estimate.sources[0]).toMatchObject({ document_id: 'dwellito-adu-costs', sequences: ['detached'], source_url: 'https://dwellito.com/blog/costs-of-an-adu', verified_at: '2026-12-02' });
    const inHome = estimateCost({ kind: 'int', state: 'MA', town: 'Bellingham', organization: BUILDER, plan: null, sizeLimitSqft: null });
    // The book's fixed in-home price needs no size.
    expect([inHome.low, inHome.high, inHome.basis]).toEqual([90_000, 110_000, 'price_book']);
    expect(PUBLIC_RANGES.int).toMatchObject({ low: 100_000, high: 250_000 });
  });

  it('falls back on the public range when a per-square-foot book meets no size', () => {
    const estimate = estimateCost({ kind: 'ext', state: 'MA', town: 'X', organization: BUILDER, plan: null, sizeLimitSqft: null });
    expect(estimate.basis).toBe('inferred');
  });
});

describe('the rent estimate', () => {
  it('rents a Cambridge two-bedroom at HUD\u2019s FY2024 Fair Market Rent, and pays back from the cost\u2019s middle', () => {
    const rent = estimateRent({ table: RENT_TABLES['ma-cambridge']!, plan: { ...COTTAGE, bedrooms: 2 }, cost: { low: 167_000, high: 239_000 } });
    expect(rent).toMatchObject({ monthly: 2827, bedrooms: 2, basis: 'cited' });
    expect(rent!.sources[0]).toMatchObject({ document_id: 'hud-fmr-fy2024-boston', verified_at: '2026-12-02' });
    // (167,000 + 239,000) / 2 = 203,000; 2,827 × 12 = 33,924; 203,000 / 33,924 = 5.98 years.
    expect(rent!.payback_years).toBe(6);
    expect(paybackYears({ low: 100_000, high: 100_000 }, 1000)).toBe(8.3);
    expect(rent!.steps).toEqual([
      'Bedrooms: 2, the placed plan Garden Cottage',
      'Fair Market Rent FY2024, Boston-Cambridge-Quincy, MA-NH HUD Metro FMR Area, 2-bedroom unit: $2,827 a month',
      'Payback: $203,000, the middle of the cost estimate, \u00f7 $33,924 a year = 6 years, before financing, taxes, upkeep and vacancy',
    ]);
  });

  it('assumes one bedroom without a plan, citing why, and has no rent where no table is on file', () => {
    const rent = estimateRent({ table: RENT_TABLES['ma-cambridge']!, plan: null, cost: null });
    expect(rent).toMatchObject({ monthly: 2377, bedrooms: 1, payback_years: null });
    expect(rent!.sources.map((s) => s.document_id)).toEqual(['cci-adu-owners-2021', 'hud-fmr-fy2024-boston']);
    expect(estimateRent({ table: RENT_TABLES['ma-bellingham'] ?? null, plan: null, cost: null })).toBeNull();
  });
});

describe('the next steps', () => {
  const places = [
    { state: 'MA', jurisdictionId: 'ma-cambridge', links: [] },
    { state: 'MA', jurisdictionId: 'ma-bellingham', links: [{ subject: 'Town of Bellingham', link: 'https://www.bellinghamma.org/' }] },
    { state: 'CA', jurisdictionId: 'ca-san-jose', links: [{ subject: 'City', link: 'https://www.sanjoseca.gov/' }] },
    { state: 'TX', jurisdictionId: 'tx-paradise', links: [{ subject: 'City', link: 'https://example.org/paradise' }] },
  ];

  it('gives every step a source or a link, in English and in Spanish', () => {
    for (const place of places) {
      const next = nextStepsFor(place)!;
      expect(next.as_of).toBe('2026-12-02');
      for (const item of next.steps) {
        expect(item.sources.length > 0 || item.link !== null, `${place.jurisdictionId} ${item.id}`).toBe(true);
        expect(SPANISH_RULE_TEXTS.known(item.step), item.step).not.toBeNull();
        expect(SPANISH_RULE_TEXTS.known(item.description), item.description).not.toBeNull();
      }
    }
  });

  it('names the California clocks and the Massachusetts limits on what a town may require', () => {
    const ca = nextStepsFor(places[2]!)!;
    expect(ca.steps.find((s) => s.id === 'clock')).toMatchObject({ sources: [{ document_id: 'ca-gov-66317', sequences: ['ministerial'] }] });
    const cambridge = nextStepsFor(places[0]!)!;
    expect(cambridge.steps.map((s) => s.id)).toEqual(['check-first', 'plot-plan', 'apply', 'town-may-require', 'historic', 'inspections', 'contact', 'financing']);
    expect(cambridge.steps.find((s) => s.id === 'contact')!.link).toBe('https://www.cambridgema.gov/iwantto/applyforabuildingpermit');
    expect(cambridge.steps.find((s) => s.id === 'town-may-require')!.sources.map((s) => s.document_id)).toEqual(['mgl-c40a-s3', '760-cmr-71']);
    expect(nextStepsFor(places[3]!)!.steps.map((s) => s.id)).toEqual(['ask']);
    expect(nextStepsFor({ state: 'TX', jurisdictionId: 'tx-nowhere', links: [] })).toBeNull();
  });
});

describe('the estimates of a report', () => {
  it('reads the placed plan from the layout, and translates every step into Spanish', () => {
    const plan = placedPlanOf(
      [
        { properties: { floor_plan_uuid: 'backyard-cottage-1', selected: false } },
        { properties: { floor_plan_uuid: 'customPlan-1', selected: true } },
      ],
      [{ uuid: 'customPlan-1', name: 'My cottage', sqft: 500, num_floors: 1, num_bedrooms: 2 }],
    );
    expect(plan).toEqual({ name: 'My cottage', floor_plan_uuid: 'customPlan-1', sqft: 500, floors: 1, bedrooms: 2 });
    const report = reportEstimates({
      state: 'MA', town: 'Cambridge', jurisdictionId: 'ma-cambridge', demo: false, links: [],
      organization: BUILDER, plans: { ext: plan, int: null }, sizeLimits: { ext: 900, int: null },
    });
    expect(report.cost_estimate.ext).toMatchObject({ low: 500 * 300 + 23_000, high: 500 * 400 + 47_000 });
    expect(report.rent_estimate.ext).toMatchObject({ monthly: 2827, bedrooms: 2 });
    const steps = [...report.cost_estimate.ext!.steps, ...report.cost_estimate.int!.steps, ...report.rent_estimate.ext!.steps, ...report.rent_estimate.int!.steps];
    for (const text of steps) expect(SPANISH_RULE_TEXTS.known(text), text).not.toBeNull();
    expect(SPANISH_RULE_TEXTS.text('Total: $173,000 to $247,000')).toBe('Total: de 173,000 a 247,000 US$');
  });

  it('uses the fictional table in a demo town', () => {
    const report = reportEstimates({
      state: 'MA', town: 'Maple Hollow', jurisdictionId: 'ma-maple-hollow', demo: true, links: [{ subject: 'About the demo town', link: '/demo/' }],
      organization: null, plans: { ext: null, int: null }, sizeLimits: { ext: 900, int: 900 },
    });
    expect(report.rent_estimate.ext).toMatchObject({ monthly: 1300, basis: 'fictional' });
    expect(report.rent_estimate.ext!.steps[1]).toBe('Fictional rent of the demo town, 1-bedroom unit: $1,300 a month');
  });
});
