// A user's own floor plan for the tests of the layout keys, placement and the plan constructor.
import type { UserFloorPlan } from '../layout.schema';

/**
 * A valid 24 x 24 ft one-bedroom backyard cottage plan of the user's (576 sq ft, sides of 288 in),
 * with `overrides` applied; a test passes the fields its assertions depend on.
 */
export function userPlanFixture(overrides: Partial<UserFloorPlan> = {}): UserFloorPlan {
  return {
    uuid: 'customPlan-1795334943705',
    name: 'My own plan',
    category: 'backyard-cottage',
    sqft: 576,
    dimensions: [288, 288, 288, 288],
    angles: [0, 90, 180, 270],
    num_bedrooms: 1,
    num_baths: 1,
    num_floors: 1,
    height_ft: 15,
    edited: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}
