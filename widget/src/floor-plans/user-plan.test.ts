import { describe, expect, it } from 'vitest';
import type { UserFloorPlan } from '../../../core/api';
import { userPlanFixture } from '../../../core/api/test-support/user-plan';
import { lotFrame, polygonFt } from '../../../core/geo/test-support/random-polygons';
import { rectangleAt } from '../../../core/placement';
import { drawnPlan, isBrokenPlan, isNewPlan, SaveProblem, type DrawnPlanInput } from './user-plan';

const NOW = new Date('2026-11-22T10:00:00.000Z');
// 30 ft east-west by 20 ft north-south.
const rectangle = rectangleAt(lotFrame.toLngLat([50, 50]), 30, 20);

const input = (fields: Partial<DrawnPlanInput> = {}): DrawnPlanInput => ({
  page: 'backyard-cottage',
  propertyId: 'p-1',
  shape: rectangle,
  name: '',
  plans: [],
  now: NOW,
  ...fields,
});

describe('drawnPlan', () => {
  it('makes a one-floor plan of the drawn outline under the page as its category', () => {
    const result = drawnPlan(input({ name: 'Studio out back' }));
    if (!result.ok) throw new Error(result.reason);
    const { plan } = result;
    expect(plan).toMatchObject({
      uuid: `customPlan-${NOW.getTime()}`,
      name: 'Studio out back',
      category: 'backyard-cottage',
      num_bedrooms: 0,
      num_baths: 0,
      num_floors: 1,
      height_ft: 12,
      edited: '2026-11-22T10:00:00.000Z',
    });
    expect(plan.sqft).toBeCloseTo(600, 0);
    expect([...plan.dimensions].sort((a, b) => a - b).map(Math.round)).toEqual([240, 240, 360, 360]);
    expect(plan.angles).toHaveLength(4);
    expect(isBrokenPlan(plan)).toBe(false);
  });

  it("names a blank plan 'My own plan' and makes names unique ignoring case", () => {
    const named = (name: string, plans: UserFloorPlan[]) => {
      const result = drawnPlan(input({ name, plans }));
      return result.ok ? result.plan.name : result.reason;
    };
    expect(named('  ', [])).toBe('My own plan');
    expect(named('', [userPlanFixture({ uuid: 'customPlan-1', name: 'my own PLAN' })])).toBe('My own plan 2');
    expect(named('Shed', [userPlanFixture({ uuid: 'customPlan-1', name: 'Shed' }), userPlanFixture({ uuid: 'customPlan-2', name: 'shed 2' })])).toBe('Shed 3');
  });

  it("takes the playground's chosen category, and an ADU page's own whatever is chosen", () => {
    const onPlayground = drawnPlan(input({ page: 'playground', category: 'pool' }));
    expect(onPlayground.ok && onPlayground.plan.category).toBe('pool');
    const onCottage = drawnPlan(input({ page: 'backyard-cottage', category: 'pool' }));
    expect(onCottage.ok && onCottage.plan.category).toBe('backyard-cottage');
  });

  it('keeps the uuid and the name of the plan being edited', () => {
    const editing = userPlanFixture({ uuid: 'customPlan-5', name: 'My own plan', num_bedrooms: 2, height_ft: 20 });
    const result = drawnPlan(input({ name: 'My own plan', plans: [editing], editing }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.plan).toMatchObject({ uuid: 'customPlan-5', name: 'My own plan', num_bedrooms: 2, height_ft: 20, edited: NOW.toISOString() });
  });

  it('gives a second plan saved in the same millisecond a uuid of its own', () => {
    const result = drawnPlan(input({ plans: [userPlanFixture({ uuid: `customPlan-${NOW.getTime()}`, name: 'A' })] }));
    expect(result.ok && result.plan.uuid).toBe(`customPlan-${NOW.getTime()}-2`);
  });

  it("answers why it cannot save: 'wrong page', no property, nothing drawn, a crossing shape", () => {
    expect(drawnPlan(input({ page: 'playground' }))).toEqual({ ok: false, reason: SaveProblem.WrongPage });
    expect(drawnPlan(input({ page: 'overview', category: 'pool' }))).toEqual({ ok: false, reason: SaveProblem.WrongPage });
    expect(drawnPlan(input({ page: null }))).toEqual({ ok: false, reason: SaveProblem.WrongPage });
    expect(drawnPlan(input({ propertyId: ' ' }))).toEqual({ ok: false, reason: SaveProblem.NoProperty });
    expect(drawnPlan(input({ shape: null }))).toEqual({ ok: false, reason: SaveProblem.NoShape });
    const bowTie = polygonFt([[[0, 0], [20, 20], [20, 0], [0, 20]]]);
    expect(drawnPlan(input({ shape: bowTie }))).toEqual({ ok: false, reason: SaveProblem.BadShape });
  });
});

describe('isBrokenPlan and isNewPlan', () => {
  it('calls a plan without sides broken', () => {
    expect(isBrokenPlan({ dimensions: [], angles: [] })).toBe(true);
    expect(isBrokenPlan({ dimensions: [240, 240, 240], angles: [] })).toBe(true);
    expect(isBrokenPlan({ dimensions: [240, 240, 240, 240], angles: [0, 90, 180, 270] })).toBe(false);
  });

  it('marks a plan with an edited timestamp as NEW', () => {
    expect(isNewPlan({ edited: '2026-11-22T10:00:00.000Z' })).toBe(true);
    expect(isNewPlan({})).toBe(false);
  });
});
