// The operations of floor plans on a lot: the catalogue, where a plan lands on a property, and the
// playground's 'Is this allowed?' for drawn structures (decision 018).
import type { FloorPlansQuerySchema, FloorPlansResponseSchema } from './floor-plans.schema';
import { defineOperation, schemaTypes } from './operation';
import type { PlacedUnitFeatureSchema, PlacementRequestSchema } from './placement.schema';
import type { PlaygroundAnalysisRequestSchema, PlaygroundAnalysisResponseSchema } from './playground.schema';

/** `GET /api/floor-plans?category=`: the floor plan catalogue, all of it or one category. */
export const listFloorPlans = defineOperation({
  id: 'listFloorPlans',
  method: 'get',
  path: '/api/floor-plans',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ query: typeof FloorPlansQuerySchema; answer: typeof FloorPlansResponseSchema }>(),
});

/** `POST /api/placement`: where a floor plan lands on a property (visitors on the playground only). */
export const placeFloorPlan = defineOperation({
  id: 'placeFloorPlan',
  method: 'post',
  path: '/api/placement',
  auth: 'optional',
  status: 200,
  errors: [403, 404, 422],
  rateLimit: 'placement',
  schemas: schemaTypes<{ body: typeof PlacementRequestSchema; answer: typeof PlacedUnitFeatureSchema }>(),
});

/** `PUT /api/playground/analysis`: whether the drawn structures are allowed (signed-in users; rate limited). */
export const analyzePlayground = defineOperation({
  id: 'analyzePlayground',
  method: 'put',
  path: '/api/playground/analysis',
  auth: 'bearer',
  status: 200,
  errors: [403, 404],
  rateLimit: 'analysis',
  schemas: schemaTypes<{ body: typeof PlaygroundAnalysisRequestSchema; answer: typeof PlaygroundAnalysisResponseSchema }>(),
});
