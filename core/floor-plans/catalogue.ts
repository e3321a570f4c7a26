// The floor plan catalogue (spec 1 section 3, Floor plan; issue 6 item 2): ready-made plans over
// the twelve plan categories. Outlines are walked with build-plan.ts, so every plan's sides close
// and its `sqft` is the area of its outline (one floor's footprint). A plan's uuid is its category
// and its place in that category's list: new plans go at the end of their list to keep uuids stable.
import { chamferedRectangle, lShape, rectangle, tShape, type PlanShape } from './build-plan';
import type { PlanCategory } from './category';

/** A catalogue floor plan, in the fields of spec 1 section 3. */
export interface FloorPlan {
  uuid: string;
  name: string;
  category: PlanCategory;
  /** Area of the outline in square feet. */
  sqft: number;
  /** Side lengths in inches. */
  dimensions: readonly number[];
  /** Direction of each side in degrees, counter-clockwise from the plan's x axis. */
  angles: readonly number[];
  num_bedrooms: number;
  num_baths: number;
  num_floors: number;
  /** Height from the ground to the top of the structure, for the 3D view. */
  height_ft: number;
  image_url: string | null;
  three_d_url: string | null;
}

/** What a catalogue entry states; the rest is derived. */
interface Entry {
  name: string;
  shape: PlanShape;
  bedrooms?: number;
  baths?: number;
  floors?: number;
  heightFt: number;
}

const ENTRIES: Readonly<Record<PlanCategory, readonly Entry[]>> = {
  'in-home-apartment': [
    { name: 'Basement Studio', shape: rectangle(24, 18), bedrooms: 0, baths: 1, heightFt: 8 },
    { name: 'Garden-Level One Bedroom', shape: rectangle(30, 22), bedrooms: 1, baths: 1, heightFt: 8 },
    { name: 'Lower-Level Two Bedroom', shape: lShape(36, 28, 12, 10), bedrooms: 2, baths: 1, heightFt: 8.5 },
    { name: 'Attic Suite', shape: rectangle(32, 16), bedrooms: 1, baths: 1, heightFt: 8 },
  ],
  'backyard-cottage': [
    { name: 'One Bedroom Cottage', shape: rectangle(24, 20), bedrooms: 1, baths: 1, heightFt: 15 },
    { name: 'Studio Cottage', shape: rectangle(20, 16), bedrooms: 0, baths: 1, heightFt: 14 },
    { name: 'L-Shaped Cottage', shape: lShape(30, 26, 10, 10), bedrooms: 2, baths: 1, heightFt: 16 },
    { name: 'Two-Story Cottage', shape: rectangle(22, 20), bedrooms: 2, baths: 1.5, floors: 2, heightFt: 22 },
    { name: 'Long Cottage', shape: rectangle(36, 16), bedrooms: 1, baths: 1, heightFt: 15 },
    { name: 'T-Plan Cottage', shape: tShape(32, 14, 16, 12), bedrooms: 2, baths: 1, heightFt: 16 },
    { name: 'Cottage with Porch Notch', shape: lShape(28, 24, 8, 6), bedrooms: 1, baths: 1, heightFt: 15 },
  ],
  'single-family': [
    { name: 'Ranch', shape: rectangle(50, 28), bedrooms: 3, baths: 2, heightFt: 18 },
    { name: 'Colonial', shape: rectangle(36, 28), bedrooms: 4, baths: 2.5, floors: 2, heightFt: 28 },
    { name: 'L-Shaped Ranch', shape: lShape(60, 40, 24, 16), bedrooms: 3, baths: 2, heightFt: 18 },
    { name: 'Cape', shape: rectangle(32, 30), bedrooms: 3, baths: 2, floors: 2, heightFt: 24 },
    { name: 'T-Plan Farmhouse', shape: tShape(48, 24, 24, 20), bedrooms: 4, baths: 3, floors: 2, heightFt: 28 },
  ],
  'multi-family': [
    { name: 'Triple-Decker', shape: rectangle(26, 64), bedrooms: 6, baths: 3, floors: 3, heightFt: 36 },
    { name: 'Side-by-Side Duplex', shape: rectangle(56, 32), bedrooms: 6, baths: 5, floors: 2, heightFt: 28 },
    { name: 'L-Shaped Fourplex', shape: lShape(72, 56, 28, 24), bedrooms: 8, baths: 4, floors: 2, heightFt: 30 },
    { name: 'Three-Unit Townhouse Row', shape: rectangle(80, 36), bedrooms: 9, baths: 7.5, floors: 2, heightFt: 30 },
  ],
  'home-additions': [
    { name: 'Sunroom Bump-Out', shape: rectangle(12, 10), heightFt: 10 },
    { name: 'Primary Suite Addition', shape: rectangle(20, 16), bedrooms: 1, baths: 1, heightFt: 12 },
    { name: 'L-Shaped Family Room', shape: lShape(24, 20, 8, 6), heightFt: 12 },
    { name: 'In-Law Wing', shape: rectangle(24, 24), bedrooms: 1, baths: 1, heightFt: 12 },
    { name: 'Mudroom and Half Bath', shape: rectangle(14, 10), baths: 0.5, heightFt: 10 },
  ],
  deck: [
    { name: 'Platform Deck', shape: rectangle(12, 12), heightFt: 2 },
    { name: 'Wraparound Deck', shape: lShape(36, 20, 24, 10), heightFt: 3 },
    { name: 'Clipped-Corner Deck', shape: chamferedRectangle(20, 16, 4), heightFt: 2 },
    { name: 'Long Deck', shape: rectangle(24, 14), heightFt: 3 },
  ],
  patio: [
    { name: 'Paver Patio', shape: rectangle(16, 12), heightFt: 0.5 },
    { name: 'L-Shaped Patio', shape: lShape(24, 20, 10, 10), heightFt: 0.5 },
    { name: 'Clipped-Corner Patio', shape: chamferedRectangle(20, 20, 5), heightFt: 0.5 },
  ],
  pool: [
    { name: 'Lap Pool', shape: rectangle(40, 10), heightFt: 0.5 },
    { name: 'Family Pool', shape: rectangle(32, 16), heightFt: 0.5 },
    { name: 'L-Shaped Pool', shape: lShape(36, 20, 16, 8), heightFt: 0.5 },
    { name: 'Roman Pool', shape: chamferedRectangle(30, 18, 3), heightFt: 0.5 },
  ],
  'sport-court': [
    { name: 'Half Basketball Court', shape: rectangle(50, 47), heightFt: 0.5 },
    { name: 'Pickleball Court', shape: rectangle(64, 34), heightFt: 10 },
    { name: 'Multi-Sport Court', shape: rectangle(70, 50), heightFt: 10 },
    { name: 'Sand Volleyball Court', shape: rectangle(60, 30), heightFt: 0.5 },
  ],
  shed: [
    { name: 'Garden Shed', shape: rectangle(8, 8), heightFt: 8 },
    { name: 'Storage Shed', shape: rectangle(10, 12), heightFt: 10 },
    { name: 'Workshop Shed', shape: rectangle(12, 16), heightFt: 11 },
    { name: 'Lean-To Shed', shape: rectangle(12, 8), heightFt: 8 },
    { name: 'L-Shaped Potting Shed', shape: lShape(14, 12, 6, 4), heightFt: 9 },
  ],
  garage: [
    { name: 'Single Garage', shape: rectangle(12, 20), heightFt: 12 },
    { name: 'Oversized Single Garage', shape: rectangle(16, 24), heightFt: 13 },
    { name: 'Two-Car Garage', shape: rectangle(24, 24), heightFt: 14 },
    { name: 'Tandem Garage', shape: rectangle(14, 40), heightFt: 13 },
    { name: 'Garage with Workshop', shape: lShape(24, 24, 8, 8), heightFt: 14 },
  ],
  'backyard-farm': [
    { name: 'Chicken Coop', shape: rectangle(8, 6), heightFt: 6 },
    { name: 'Greenhouse', shape: rectangle(10, 16), heightFt: 9 },
    { name: 'Raised-Bed Garden', shape: rectangle(24, 32), heightFt: 1.5 },
    { name: 'L-Shaped Goat Barn', shape: lShape(20, 16, 8, 6), heightFt: 10 },
  ],
};

const toPlan = (category: PlanCategory, entry: Entry, index: number): FloorPlan => ({
  uuid: `plan-${category}-${String(index + 1).padStart(2, '0')}`,
  name: entry.name,
  category,
  sqft: entry.shape.sqft,
  dimensions: entry.shape.dimensions,
  angles: entry.shape.angles,
  num_bedrooms: entry.bedrooms ?? 0,
  num_baths: entry.baths ?? 0,
  num_floors: entry.floors ?? 1,
  height_ft: entry.heightFt,
  image_url: null,
  three_d_url: null,
});

/** Every catalogue plan, category by category in the picker's order. */
export const FLOOR_PLANS: readonly FloorPlan[] = (Object.entries(ENTRIES) as [PlanCategory, readonly Entry[]][]).flatMap(([category, entries]) =>
  entries.map((entry, index) => toPlan(category, entry, index)),
);

const byUuid = new Map(FLOOR_PLANS.map((plan) => [plan.uuid, plan]));

/** The catalogue plan with this uuid, or undefined. */
export const findCataloguePlan = (uuid: string): FloorPlan | undefined => byUuid.get(uuid);

/** The catalogue plans of one category, or all of them when none is given. */
export const cataloguePlans = (category?: PlanCategory): readonly FloorPlan[] =>
  category ? FLOOR_PLANS.filter((plan) => plan.category === category) : FLOOR_PLANS;
