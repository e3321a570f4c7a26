// GET /api/floor-plans through app.request(): the whole catalogue or one category, each plan with
// its filter size and floor drawings, an hour of caching, and a field message for a bad category.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, FloorPlansResponse } from '../../../core/api';
import { PLAN_CATEGORIES, cataloguePlans, FLOOR_PLANS } from '../../../core/floor-plans';
import { createApp } from '../app';
import type { Database } from '../db/database';

// The catalogue never touches the database; the app is built without one.
const app = createApp({ database: { kind: 'pglite' } as Database, secret: 'x'.repeat(40) });

async function list(query = '') {
  const response = await app.request(`/api/floor-plans${query}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as FloorPlansResponse & ApiErrorBody };
}

describe('GET /api/floor-plans', () => {
  it('lists every plan when no category is given, cacheable for an hour', async () => {
    const { status, cacheControl, body } = await list();
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=3600');
    expect(body.plans).toHaveLength(FLOOR_PLANS.length);
    expect(body.plans.length).toBeGreaterThanOrEqual(40);
  });

  it('lists one category, each plan with its size, bounding width and length, and a drawing per floor', async () => {
    const { status, body } = await list('?category=backyard-cottage');
    expect(status).toBe(200);
    expect(body.plans.map((plan) => plan.uuid)).toEqual(cataloguePlans('backyard-cottage').map((plan) => plan.uuid));
    expect(body.plans[0]).toMatchObject({
      uuid: 'plan-backyard-cottage-01',
      category: 'backyard-cottage',
      sqft: 480,
      dimensions: [288, 240, 288, 240],
      angles: [0, 90, 180, 270],
      width_ft: 24,
      length_ft: 20,
      image_url: null,
      three_d_url: null,
    });
    expect(body.plans[0]!.floors).toHaveLength(1);
    expect(body.plans[0]!.floors[0]!.level).toBe(1);
    expect(body.plans[0]!.floors[0]!.drawing_svg).toContain(`>24'</text>`);
    const twoStory = body.plans.find((plan) => plan.uuid === 'plan-backyard-cottage-04')!;
    expect(twoStory.floors.map((floor) => floor.level)).toEqual([1, 2]);
  });

  it('filters each category to its own plans', async () => {
    for (const category of PLAN_CATEGORIES) {
      const { body } = await list(`?category=${category}`);
      expect(body.plans.length, category).toBe(cataloguePlans(category).length);
      expect(body.plans.every((plan) => plan.category === category), category).toBe(true);
    }
    expect((await list('?category=shed')).body.plans).toHaveLength(5);
    expect((await list('?category=sport-court')).body.plans).toHaveLength(4);
  });

  it('answers 400 with a field message for an unknown category', async () => {
    const { status, body } = await list('?category=castle');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      category: [
        'category must be one of in-home-apartment, backyard-cottage, single-family, multi-family, home-additions, deck, patio, pool, sport-court, shed, garage, backyard-farm',
      ],
    });
  });
});
