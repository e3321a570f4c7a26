import { describe, expect, it } from 'vitest';
import type { FloorPlanSummary } from '../../../core/floor-plans';
import { filterPlans, isAnyFilterSet, isFitPending, matchesFilters, NO_FILTERS, parseBound, type PlanFilters } from './filter';

function plan(uuid: string, fields: Partial<FloorPlanSummary>): FloorPlanSummary {
  return {
    uuid,
    name: uuid,
    category: 'backyard-cottage',
    sqft: 400,
    dimensions: [240, 240, 240, 240],
    angles: [0, 90, 180, 270],
    num_bedrooms: 1,
    num_baths: 1,
    num_floors: 1,
    height_ft: 15,
    image_url: null,
    three_d_url: null,
    width_ft: 20,
    length_ft: 20,
    floors: [],
    ...fields,
  };
}

const plans = [
  plan('studio', { sqft: 320, num_bedrooms: 0, width_ft: 20, length_ft: 16 }),
  plan('one', { sqft: 480, num_bedrooms: 1, width_ft: 24, length_ft: 20 }),
  plan('two-story', { sqft: 440, num_bedrooms: 2, num_baths: 1.5, num_floors: 2, width_ft: 22, length_ft: 20 }),
  plan('big', { sqft: 1800, num_bedrooms: 6, num_baths: 4, width_ft: 60, length_ft: 30 }),
  plan('huge', { sqft: 2400, num_bedrooms: 7, num_baths: 6, width_ft: 60, length_ft: 40 }),
  plan('broken', { sqft: 0, dimensions: [], angles: [], width_ft: null, length_ft: null }),
];
const uuids = (filters: Partial<PlanFilters>) => filterPlans(plans, { ...NO_FILTERS, ...filters }).map((p) => p.uuid);

describe('filterPlans', () => {
  it('keeps every plan, broken ones included, when no filter is set', () => {
    expect(uuids({})).toEqual(['studio', 'one', 'two-story', 'big', 'huge', 'broken']);
  });

  it('matches bedrooms exactly, and 6+ as six or more', () => {
    expect(uuids({ bedrooms: 1 })).toEqual(['one', 'broken']);
    expect(uuids({ bedrooms: 2 })).toEqual(['two-story']);
    expect(uuids({ bedrooms: '6+' })).toEqual(['big', 'huge']);
  });

  it('matches bathrooms exactly: 1.5 baths is neither 1 nor 2', () => {
    expect(uuids({ bathrooms: 1 })).toEqual(['studio', 'one', 'broken']);
    expect(uuids({ bathrooms: 2 })).toEqual([]);
    expect(uuids({ bathrooms: '6+' })).toEqual(['huge']);
  });

  it('matches floors', () => {
    expect(uuids({ floors: 2 })).toEqual(['two-story']);
  });

  it('keeps sizes inside an inclusive range, either end open', () => {
    expect(uuids({ size: { min: 440, max: 1800 } })).toEqual(['one', 'two-story', 'big']);
    expect(uuids({ size: { min: 2000, max: null } })).toEqual(['huge']);
    expect(uuids({ size: { min: null, max: 320 } })).toEqual(['studio', 'broken']);
  });

  it('drops plans without a width or length once that range is set', () => {
    expect(uuids({ width: { min: null, max: 22 } })).toEqual(['studio', 'two-story']);
    expect(uuids({ length: { min: 30, max: null } })).toEqual(['big', 'huge']);
  });

  it('combines filters', () => {
    expect(uuids({ bedrooms: '6+', length: { min: null, max: 30 } })).toEqual(['big']);
    expect(matchesFilters(plans[1]!, { ...NO_FILTERS, bedrooms: 1, size: { min: 500, max: null } })).toBe(false);
  });
});

describe('Fits this lot and the playground', () => {
  const fitting = new Set(['studio', 'two-story']);

  it('keeps only the plans that fit once their answers are in, with the other filters', () => {
    const fits = { ...NO_FILTERS, fitsLot: true };
    expect(filterPlans(plans, fits, { fitting }).map((p) => p.uuid)).toEqual(['studio', 'two-story']);
    expect(filterPlans(plans, { ...fits, bedrooms: 2 }, { fitting }).map((p) => p.uuid)).toEqual(['two-story']);
    expect(filterPlans(plans, NO_FILTERS, { fitting }).map((p) => p.uuid)).toHaveLength(plans.length);
  });

  it('is pending, and narrows nothing, until the answers are in', () => {
    const fits = { ...NO_FILTERS, fitsLot: true };
    expect(isFitPending(fits, undefined)).toBe(true);
    expect(isFitPending(fits, fitting)).toBe(false);
    expect(isFitPending(NO_FILTERS, undefined)).toBe(false);
    expect(filterPlans(plans, fits).map((p) => p.uuid)).toHaveLength(plans.length);
  });

  it('shows every plan in the playground whatever the filters', () => {
    const strict = { ...NO_FILTERS, bedrooms: 2 as const, fitsLot: true };
    expect(filterPlans(plans, strict, { fitting: new Set(), bypass: true }).map((p) => p.uuid)).toEqual(plans.map((p) => p.uuid));
  });
});

describe('isAnyFilterSet', () => {
  it('is false for no filters and true for any one of them', () => {
    expect(isAnyFilterSet(NO_FILTERS)).toBe(false);
    expect(isAnyFilterSet({ ...NO_FILTERS, floors: 1 })).toBe(true);
    expect(isAnyFilterSet({ ...NO_FILTERS, width: { min: null, max: 0 } })).toBe(true);
    expect(isAnyFilterSet({ ...NO_FILTERS, fitsLot: true })).toBe(true);
  });
});

describe('parseBound', () => {
  it('reads numbers and leaves empty or bad input open', () => {
    expect(parseBound(' 450 ')).toBe(450);
    expect(parseBound('12.5')).toBe(12.5);
    expect(parseBound('')).toBeNull();
    expect(parseBound('abc')).toBeNull();
    expect(parseBound('-3')).toBe(0);
  });
});
