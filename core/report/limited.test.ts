// The limited report locks a cost estimate where it rests on the by-right size limit (locked
// itself), and the payback that cost gives the rent; a cost from the placed plan or a public range
// stays, as does the rent.
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../api/street-data.schema';
import { estimateCost, estimateRent, RENT_TABLES } from '../estimates';
import { LOCKED_FIELDS, redactReport } from './limited';

const BOOK = { ext: { building: { mode: 'per_sqft' as const, low: 300, high: 400 }, line_items: {} }, int: null, plans: [], updated_at: '2026-11-30' };
const organization = { name: 'Acme ADU', url: null, price_book: { ...BOOK, ext: { ...BOOK.ext, line_items: { design: null, permits_fees: null, site_work: null, utility_connections: null, foundation: null } } } };
const NO_LIMIT = { br: null, sp: null, status: 'GREEN' };

function report(plan: boolean): StreetData {
  const placed = plan ? { name: 'One Bedroom Cottage', floor_plan_uuid: 'plan-backyard-cottage-01', sqft: 480, floors: 1, bedrooms: 1 } : null;
  const ext = estimateCost({ kind: 'ext', state: 'MA', town: 'Cambridge', organization, plan: placed, sizeLimitSqft: 900 });
  const int = estimateCost({ kind: 'int', state: 'MA', town: 'Cambridge', organization, plan: null, sizeLimitSqft: 900 });
  const table = RENT_TABLES['ma-cambridge']!;
  return {
    attributes: { owners: ['A. Owner'] },
    bylaws: {
      assumptions: {},
      adu: {
        size_limits: { ext: { br: { max: 900, at_most: null, steps: ['Detached size limit: 900 sq ft'] }, sp: null, status: 'GREEN' }, int: NO_LIMIT, footprint: NO_LIMIT },
        placement: { ext_setbacks: {}, int_setbacks: {} },
        summary: { ext: 'x', int: 'y' },
      },
    },
    citations: {},
    cost_estimate: { ext, int },
    rent_estimate: { ext: estimateRent({ table, plan: placed, cost: ext }), int: estimateRent({ table, plan: null, cost: int }) },
    next_steps: null,
    setbacked_area: { ext: null, int: null },
    limited_report: false,
    locked_fields: [],
  } as unknown as StreetData;
}

describe('the limited report and the estimates', () => {
  it('locks the cost that rests on the size limit, and the payback it gives the rent', () => {
    const limited = redactReport(report(false));
    expect(limited.cost_estimate.ext).toBeNull();
    expect(limited.locked_fields).toEqual([...LOCKED_FIELDS, 'cost_estimate.ext']);
    expect(limited.rent_estimate.ext).toMatchObject({ monthly: 2377, payback_years: null });
    expect(limited.rent_estimate.ext!.steps).toHaveLength(2);
    expect(JSON.stringify(limited)).not.toContain('270,000');
    // The in-home apartment is not priced in the book: its public range rests on nothing locked.
    expect(limited.cost_estimate.int).toMatchObject({ low: 100_000, high: 250_000, basis: 'inferred' });
    expect(limited.rent_estimate.int!.payback_years).toBe(Math.round((175_000 / (2377 * 12)) * 10) / 10);
  });

  it('keeps a cost from the placed plan', () => {
    const limited = redactReport(report(true));
    expect(limited.cost_estimate.ext).toMatchObject({ low: 144_000, high: 192_000, size_source: 'plan' });
    expect(limited.locked_fields).toEqual([...LOCKED_FIELDS]);
    expect(limited.rent_estimate.ext!.payback_years).toBe(Math.round((168_000 / (2377 * 12)) * 10) / 10);
  });
});
