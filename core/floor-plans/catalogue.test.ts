// The floor plan catalogue: enough plans in every category, every outline closes with the area it
// states, uuids are unique and stable, sizes stay typical of each category.
import { describe, expect, it } from 'vitest';
import { outlineFromPlan } from '../placement/outline';
import { lShape, rectangle, tShape, walkPlan } from './build-plan';
import { CATEGORY_SQFT_RANGE, PLAN_CATEGORIES } from './category';
import { cataloguePlans, FLOOR_PLANS, findCataloguePlan } from './catalogue';
import { plansFilterBox } from './summary';

describe('walkPlan', () => {
  it('stores a 30 x 20 ft rectangle as inches and side directions', () => {
    expect(rectangle(30, 20)).toEqual({ dimensions: [360, 240, 360, 240], angles: [0, 90, 180, 270], sqft: 600 });
  });

  it('walks L and T shapes with their areas', () => {
    expect(lShape(40, 30, 10, 12)).toEqual({ dimensions: [480, 216, 120, 144, 360, 360], angles: [0, 90, 180, 90, 180, 270], sqft: 1080 });
    expect(tShape(32, 14, 16, 12).sqft).toBe(32 * 14 + 16 * 12);
  });

  it('refuses a walk that does not close', () => {
    expect(() => walkPlan([[30, 90], [20, 90], [25, 90], [20, 90]])).toThrow(/The sides do not close/);
  });
});

describe('FLOOR_PLANS', () => {
  it('has at least 40 plans with unique uuids, and at least 2 in every category', () => {
    expect(FLOOR_PLANS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(FLOOR_PLANS.map((plan) => plan.uuid)).size).toBe(FLOOR_PLANS.length);
    for (const category of PLAN_CATEGORIES) expect(cataloguePlans(category).length, category).toBeGreaterThanOrEqual(2);
    expect(new Set(FLOOR_PLANS.map((plan) => plan.category))).toEqual(new Set(PLAN_CATEGORIES));
  });

  it('closes every outline, with sqft the outline’s area and a size typical of its category', () => {
    for (const plan of FLOOR_PLANS) {
      const outline = outlineFromPlan(plan.dimensions, plan.angles);
      if (!outline.ok) throw new Error(`${plan.uuid} is broken: ${outline.reason}`);
      expect(Math.abs(outline.areaSqFt - plan.sqft), plan.uuid).toBeLessThanOrEqual(1);
      const range = CATEGORY_SQFT_RANGE[plan.category];
      expect(plan.sqft, plan.uuid).toBeGreaterThanOrEqual(range.min);
      expect(plan.sqft, plan.uuid).toBeLessThanOrEqual(range.max);
      expect(plan.uuid).toMatch(new RegExp(`^plan-${plan.category}-\\d{2}$`));
      expect(plan.num_floors).toBeGreaterThanOrEqual(1);
      expect(plan.height_ft).toBeGreaterThan(0);
      expect([plan.image_url, plan.three_d_url]).toEqual([null, null]);
    }
  });

  it('includes L and T outlines, not only rectangles', () => {
    const sides = new Set(FLOOR_PLANS.map((plan) => plan.dimensions.length));
    expect(sides).toEqual(new Set([4, 6, 8]));
  });

  it('keeps the first backyard cottage stable: a 24 x 20 ft one bedroom', () => {
    expect(findCataloguePlan('plan-backyard-cottage-01')).toMatchObject({
      name: 'One Bedroom Cottage',
      category: 'backyard-cottage',
      sqft: 480,
      dimensions: [288, 240, 288, 240],
      angles: [0, 90, 180, 270],
      num_bedrooms: 1,
      num_floors: 1,
    });
    expect(findCataloguePlan('plan-42')).toBeUndefined();
  });
});

describe('plansFilterBox', () => {
  it('measures width along the x axis and length across it, from the smallest bounding rectangle', () => {
    expect(plansFilterBox(findCataloguePlan('plan-backyard-cottage-01')!)).toEqual({ widthFt: 24, lengthFt: 20 });
    expect(plansFilterBox(findCataloguePlan('plan-multi-family-01')!)).toEqual({ widthFt: 26, lengthFt: 64 });
    // A rectangle turned 30 degrees keeps its own sides, not the wider axis-aligned box.
    expect(plansFilterBox({ dimensions: [360, 240, 360, 240], angles: [30, 120, 210, 300] })).toEqual({ widthFt: 30, lengthFt: 20 });
    expect(plansFilterBox({ dimensions: [], angles: [] })).toBeNull();
  });
});
