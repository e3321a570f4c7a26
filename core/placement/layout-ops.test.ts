// Layout operations on concrete units near Cambridge (lat 42.37): moving, turning, the placed
// outline of a changed plan, the sideways copy, strict 1/4 inch containment in the lot, the
// constructor's rectangles and outlines, plan names and the dimensions dialog; then seeded
// property tests on random polygons (moves and turns undone, outlines round-tripped, containment
// checked against a slow sampling reference).
import { describe, expect, it } from 'vitest';
import { areaSqFt, signedRingArea } from '../geo/area';
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { createLocalFrame, type LocalFrame } from '../geo/local-frame';
import { LOT_ORIGIN, lotFrame, mulberry32, polygonFt, randomArea, randomLot, reverseRings, type Random } from '../geo/test-support/random-polygons';
import { randomSimpleLot } from '../setback/test-support/random-lots';
import {
  DEFAULT_PLAN_NAME,
  MAX_FEET_INPUT,
  isInsideLot,
  movePolygon,
  outlineAt,
  outlineOfPolygon,
  parseFeetInput,
  polygonCentre,
  rectangleAt,
  rectangleFromCorners,
  rotatePolygon,
  shiftedSideways,
  sideLengthsFt,
  uniquePlanName,
} from './layout-ops';
import { outlineFromPlan } from './outline';
import { placePlan } from './place-plan';
import { farthestOutsideFt } from './test-support/reference';
import { CONTAINMENT_TOLERANCE_FT, prepareUnit } from './unit';

const seed = Number(process.env.LAYOUT_SEED ?? Math.floor(Math.random() * 2 ** 32));

const INCH = 1 / 12;
const box = (x0: number, y0: number, x1: number, y1: number): Polygon => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
/** The corners of the outer ring in feet of `frame`, closing repeat dropped. */
const cornersFt = (polygon: Polygon, frame: LocalFrame = lotFrame) => polygon.coordinates[0]!.slice(0, -1).map((p) => frame.toFeet(p));
const extentsFt = (polygon: Polygon, frame: LocalFrame = lotFrame) => {
  const corners = cornersFt(polygon, frame);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { eastWest: Math.max(...xs) - Math.min(...xs), northSouth: Math.max(...ys) - Math.min(...ys) };
};
/** The largest difference in degrees between matching coordinates of two polygons with rings of equal lengths. */
function largestDifference(a: Polygon, b: Polygon): number {
  expect(b.coordinates.map((ring) => ring.length)).toEqual(a.coordinates.map((ring) => ring.length));
  let worst = 0;
  a.coordinates.forEach((ring, r) => ring.forEach((p, i) => {
    const q = b.coordinates[r]![i]!;
    worst = Math.max(worst, Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]));
  }));
  return worst;
}
const isClosed = (polygon: Polygon) => polygon.coordinates.every((ring) => ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]);

/** A 20 x 30 ft unit (20 east-west) centred on the test origin at lat 42.37. */
const unit = rectangleAt(LOT_ORIGIN, 20, 30);

describe('movePolygon', () => {
  it('moves a 20 x 30 ft unit 10 ft east: its west side is 10 ft from the old one, its sides unchanged', () => {
    const moved = movePolygon(unit, 10, 0);
    expect(moved.coordinates[0]).toHaveLength(5);
    expect(isClosed(moved)).toBe(true);
    const [oldSouthWest, , , oldNorthWest] = unit.coordinates[0]!;
    const [newSouthWest, , , newNorthWest] = moved.coordinates[0]!;
    // To 1e-4 ft (0.001 inch): a feet frame 30 ft further north has a scale a few parts per million apart.
    expect(sideLengthsFt([oldSouthWest!, newSouthWest!])[0]).toBeCloseTo(10, 6);
    expect(sideLengthsFt([oldNorthWest!, newNorthWest!])[0]).toBeCloseTo(10, 4);
    expect(lotFrame.toFeet(newSouthWest!)[0]).toBeCloseTo(0, 4);
    expect(lotFrame.toFeet(newSouthWest!)[1]).toBeCloseTo(-15, 6);
    expect(sideLengthsFt(moved.coordinates[0]!).map((s) => +s.toFixed(4))).toEqual([20, 30, 20, 30]);
  });

  it('moves north and south-west by feet on the ground, holes with the outer ring', () => {
    const withHole = polygonFt([[[0, 0], [40, 0], [40, 40], [0, 40]], [[10, 10], [10, 20], [20, 20], [20, 10]]]);
    const moved = movePolygon(withHole, -3, 4);
    const before = withHole.coordinates.flat().map((p) => lotFrame.toFeet(p));
    const after = moved.coordinates.flat().map((p) => lotFrame.toFeet(p));
    after.forEach(([x, y], i) => {
      expect(x - before[i]![0]).toBeCloseTo(-3, 6);
      expect(y - before[i]![1]).toBeCloseTo(4, 6);
    });
    expect(isClosed(moved)).toBe(true);
  });

  it('rejects a polygon without positions, naming it', () => {
    expect(() => movePolygon({ type: 'Polygon', coordinates: [] }, 1, 1)).toThrow(/movePolygon needs a polygon.*"coordinates":\[\]/);
  });
});

describe('rotatePolygon and polygonCentre', () => {
  it('turns a 20 x 30 ft unit by 90 degrees: its extents swap, 20 east-west becomes 30', () => {
    expect(extentsFt(unit).eastWest).toBeCloseTo(20, 6);
    expect(extentsFt(unit).northSouth).toBeCloseTo(30, 6);
    const turned = rotatePolygon(unit, 90);
    expect(extentsFt(turned).eastWest).toBeCloseTo(30, 6);
    expect(extentsFt(turned).northSouth).toBeCloseTo(20, 6);
    expect(isClosed(turned)).toBe(true);
  });

  it('turns counter-clockwise: the south-west corner goes to the south-east after 90 degrees', () => {
    const [x, y] = cornersFt(rotatePolygon(unit, 90))[0]!;
    expect(x).toBeCloseTo(15, 6);
    expect(y).toBeCloseTo(-10, 6);
  });

  it('turns about the area centroid, not the mean of the corners', () => {
    // A 10 ft square with four extra corners along its south side: the corners average 2.5 ft south of its middle.
    const square = polygonFt([[[0, 0], [2, 0], [4, 0], [6, 0], [8, 0], [10, 0], [10, 10], [0, 10]]]);
    const centre = lotFrame.toFeet(polygonCentre(square));
    expect(centre[0]).toBeCloseTo(5, 6);
    expect(centre[1]).toBeCloseTo(5, 6);
    const [x, y] = cornersFt(rotatePolygon(square, 180))[0]!;
    expect(x).toBeCloseTo(10, 6);
    expect(y).toBeCloseTo(10, 6);
  });

  it('gives the polygon back after 360 degrees and after a turn and the opposite turn', () => {
    expect(largestDifference(rotatePolygon(unit, 360), unit)).toBeLessThan(1e-9);
    expect(largestDifference(rotatePolygon(rotatePolygon(unit, 37.5), -37.5), unit)).toBeLessThan(1e-9);
  });
});

describe('outlineAt', () => {
  const plan = [[0, 0], [30, 0], [30, 20], [0, 20]] as [number, number][];

  it('turns a 30 x 20 ft plan by 90 degrees about its centroid and centres it, corners in the plan’s order', () => {
    const placed = outlineAt(plan, LOT_ORIGIN, 90);
    expect(isClosed(placed)).toBe(true);
    expect(cornersFt(placed).map(([x, y]) => [+x.toFixed(6) + 0, +y.toFixed(6) + 0])).toEqual([[10, -15], [10, 15], [-10, 15], [-10, -15]]);
  });

  it('takes outlineFromPlan’s closed ring as well as an open one', () => {
    const outline = outlineFromPlan([360, 240, 360, 240], [0, 90, 180, 270]);
    if (!outline.ok) throw new Error(outline.reason);
    expect(largestDifference(outlineAt(outline.ring, LOT_ORIGIN, 30), outlineAt(plan, LOT_ORIGIN, 30))).toBeLessThan(1e-12);
  });

  it(`reproduces placePlan’s polygon from its centre and rotation_deg, same first corner and order (seed ${seed})`, () => {
    const random = mulberry32(seed);
    const plans: [number[], number[]][] = [
      [[360, 240, 360, 240], [0, 90, 180, 270]],
      [[480, 240, 240, 240, 240, 480], [0, 90, 180, 90, 180, 270]],
      [[420, 300, 420, 300], [30, 120, 210, 300]],
      [[300, 300, 300], [10, 130, 250]],
    ];
    const pocket = polygonFt([[[14, 1.5], [46, 1.5], [46, 23.5], [14, 23.5]].map(([x, y]) => {
      const turn = (7 * Math.PI) / 180;
      return [50 + (x! - 30) * Math.cos(turn) - (y! - 12.5) * Math.sin(turn), 50 + (x! - 30) * Math.sin(turn) + (y! - 12.5) * Math.cos(turn)];
    })]);
    const sites: { lot: Polygon; area: Polygon | null; buildings: Polygon[] }[] = [
      { lot: box(0, 0, 100, 200), area: box(10, 20, 90, 180), buildings: [] },
      { lot: box(0, 0, 200, 100), area: pocket, buildings: [] },
      { lot: box(0, 0, 100, 200), area: box(0, 0, 100, 200), buildings: [box(20, 60, 80, 140)] },
      ...Array.from({ length: 12 }, () => {
        const lot = randomSimpleLot(random);
        return { lot: lot.lot, area: null, buildings: [lot.building] };
      }),
    ];
    const rotations = new Set<number>();
    sites.forEach((site, s) => plans.forEach(([dimensions, angles], p) => {
      const outline = outlineFromPlan(dimensions, angles);
      if (!outline.ok) throw new Error(outline.reason);
      const placed = placePlan({ ...site, unit: prepareUnit(outline.ring) });
      rotations.add(Math.round(placed.rotationDeg));
      const again = outlineAt(outline.ring.slice(0, -1), polygonCentre(placed.polygon), placed.rotationDeg);
      expect(largestDifference(again, placed.polygon), `seed ${seed}, site ${s}, plan ${p}`).toBeLessThan(1e-7);
    }));
    expect(rotations.size).toBeGreaterThan(3);
  });
});

describe('shiftedSideways', () => {
  const eastOf = (a: Polygon, b: Polygon) => {
    const [ax, ay] = lotFrame.toFeet(polygonCentre(a));
    const [bx, by] = lotFrame.toFeet(polygonCentre(b));
    return [bx - ax, by - ay];
  };

  it('copies an unturned unit its width east, a unit turned 90 degrees its width north', () => {
    const [dx, dy] = eastOf(unit, shiftedSideways(unit, 0, 20));
    expect(dx).toBeCloseTo(20, 4);
    expect(dy).toBeCloseTo(0, 6);
    const [nx, ny] = eastOf(unit, shiftedSideways(unit, 90, 20));
    expect(nx).toBeCloseTo(0, 6);
    expect(ny).toBeCloseTo(20, 4);
  });

  it('copies a unit turned 30 degrees along its own x axis, touching it side to side', () => {
    const turned = outlineAt([[0, 0], [30, 0], [30, 20], [0, 20]], LOT_ORIGIN, 30);
    const copy = shiftedSideways(turned, 30, 30);
    const [dx, dy] = eastOf(turned, copy);
    expect(dx).toBeCloseTo(30 * Math.cos(Math.PI / 6), 4);
    expect(dy).toBeCloseTo(15, 4);
    // The copy's first corner is the original's second: the two share a side (to 0.001 inch, the frames' scale difference).
    expect(sideLengthsFt([turned.coordinates[0]![1]!, copy.coordinates[0]![0]!])[0]).toBeLessThan(1e-4);
  });
});

describe('isInsideLot', () => {
  const lot = box(-50, -50, 50, 50);
  /** The 20 x 30 unit with its east side `outFt` beyond the lot's east side x = 50. */
  const stickingOut = (outFt: number) => movePolygon(unit, 40 + outFt, 0);

  it('takes a unit 1/8 inch outside the lot as inside, 1/2 inch outside as not', () => {
    expect(isInsideLot(stickingOut(0), lot)).toBe(true);
    expect(isInsideLot(stickingOut(INCH / 8), lot)).toBe(true);
    expect(isInsideLot(stickingOut(INCH / 2), lot)).toBe(false);
    expect(isInsideLot(stickingOut(5), lot)).toBe(false);
  });

  it('answers the same for either winding of the unit and of the lot', () => {
    for (const out of [INCH / 8, INCH / 2]) {
      const expected = out < CONTAINMENT_TOLERANCE_FT;
      expect(isInsideLot(reverseRings(stickingOut(out)), lot)).toBe(expected);
      expect(isInsideLot(stickingOut(out), reverseRings(lot))).toBe(expected);
    }
  });

  it('does not take a unit across a notch as inside, though its corners are', () => {
    // A U-shaped lot: 100 x 100 ft with a 20 ft wide notch from the north side down to y = 50.
    const notched = polygonFt([[[0, 0], [100, 0], [100, 100], [60, 100], [60, 50], [40, 50], [40, 100], [0, 100]]]);
    const across = polygonFt([[[30, 70], [70, 70], [70, 80], [30, 80]]]);
    const below = polygonFt([[[30, 10], [70, 10], [70, 40], [30, 40]]]);
    const inProng = polygonFt([[[5, 60], [35, 60], [35, 95], [5, 95]]]);
    expect(isInsideLot(across, notched)).toBe(false);
    expect(isInsideLot(below, notched)).toBe(true);
    expect(isInsideLot(inProng, notched)).toBe(true);
  });

  it('takes a unit inside any part of a MultiPolygon lot, not one across two parts', () => {
    const parts: MultiPolygon = { type: 'MultiPolygon', coordinates: [box(0, 0, 50, 50).coordinates, box(50, 0, 100, 50).coordinates, box(300, 0, 350, 50).coordinates] };
    expect(isInsideLot(polygonFt([[[310, 10], [340, 10], [340, 30], [310, 30]]]), parts)).toBe(true);
    expect(isInsideLot(polygonFt([[[10, 10], [40, 10], [40, 30], [10, 30]]]), parts)).toBe(true);
    expect(isInsideLot(polygonFt([[[40, 10], [60, 10], [60, 30], [40, 30]]]), parts)).toBe(false);
    expect(isInsideLot(polygonFt([[[120, 10], [140, 10], [140, 30], [120, 30]]]), parts)).toBe(false);
  });

  it('does not take a unit over a hole of the lot as inside', () => {
    const holed = polygonFt([[[0, 0], [100, 0], [100, 100], [0, 100]], [[45, 45], [45, 55], [55, 55], [55, 45]]]);
    expect(isInsideLot(polygonFt([[[30, 30], [70, 30], [70, 70], [30, 70]]]), holed)).toBe(false);
    expect(isInsideLot(polygonFt([[[5, 5], [40, 5], [40, 40], [5, 40]]]), holed)).toBe(true);
  });
});

describe('rectangleFromCorners and rectangleAt', () => {
  const southWest = lotFrame.toLngLat([0, 0]);
  const northEast = lotFrame.toLngLat([20, 30]);

  it('draws the rectangle between two opposite corners, from its south-west corner counter-clockwise', () => {
    const expected = [southWest, [northEast[0], southWest[1]], northEast, [southWest[0], northEast[1]], southWest];
    for (const [a, b] of [[southWest, northEast], [northEast, southWest], [[southWest[0], northEast[1]], [northEast[0], southWest[1]]]] as [Position, Position][]) {
      expect(rectangleFromCorners(a, b).coordinates).toEqual([expected]);
    }
    expect(sideLengthsFt(rectangleFromCorners(southWest, northEast).coordinates[0]!).map((s) => +s.toFixed(6))).toEqual([20, 30, 20, 30]);
  });

  it('draws a 20 x 30 ft rectangle centred on a point, 20 ft east-west, sides exactly along longitude and latitude', () => {
    const ring = unit.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(sideLengthsFt(ring).map((s) => +s.toFixed(4))).toEqual([20, 30, 20, 30]);
    expect(signedRingArea(ring.slice(0, -1))).toBeGreaterThan(0);
    expect(ring[0]![1]).toBe(ring[1]![1]);
    expect(ring[1]![0]).toBe(ring[2]![0]);
    expect(ring[2]![1]).toBe(ring[3]![1]);
    expect(ring[3]![0]).toBe(ring[0]![0]);
    expect(largestDifference({ type: 'Polygon', coordinates: [[polygonCentre(unit)]] }, { type: 'Polygon', coordinates: [[LOT_ORIGIN]] })).toBeLessThan(1e-12);
    expect(areaSqFt(unit)).toBeCloseTo(600, 2);
  });
});

describe('sideLengthsFt', () => {
  it('measures a 3-4-5 triangle, open or closed, one length per pair of positions', () => {
    const corners = [[0, 0], [3, 0], [3, 4]].map((p) => lotFrame.toLngLat(p as [number, number]));
    expect(sideLengthsFt(corners).map((s) => +s.toFixed(6))).toEqual([3, 4]);
    expect(sideLengthsFt([...corners, corners[0]!]).map((s) => +s.toFixed(6))).toEqual([3, 4, 5]);
    expect(sideLengthsFt(corners.slice(0, 1))).toEqual([]);
    expect(sideLengthsFt([])).toEqual([]);
  });
});

describe('outlineOfPolygon', () => {
  it('reads a 20 x 30 ft rectangle as sides in inches and directions from east', () => {
    expect(outlineOfPolygon(unit)).toEqual({ dimensions: [240, 360, 240, 360], angles: [0, 90, 180, 270], sqft: expect.closeTo(600, 2) });
  });

  it('walks a clockwise ring counter-clockwise from the same first corner and drops repeated corners', () => {
    const [sw, se, ne, nw] = unit.coordinates[0]!;
    const clockwise: Polygon = { type: 'Polygon', coordinates: [[se!, sw!, sw!, nw!, ne!, ne!, se!]] };
    expect(outlineOfPolygon(clockwise)).toEqual({ dimensions: [360, 240, 360, 240], angles: [90, 180, 270, 0], sqft: expect.closeTo(600, 2) });
  });

  it('reads a triangle with sides at odd angles, rounded to 0.01 inch and 0.001 degree', () => {
    const triangle = polygonFt([[[0, 0], [10, 0], [0, 7]]]);
    const outline = outlineOfPolygon(triangle)!;
    expect(outline.dimensions).toEqual([120, Math.round(Math.hypot(120, 84) * 100) / 100, 84]);
    expect(outline.angles).toEqual([0, Math.round((180 - (Math.atan2(7, 10) * 180) / Math.PI) * 1000) / 1000, 270]);
    expect(outline.sqft).toBeCloseTo(35, 6);
  });

  it('answers null for fewer than three corners, no area or a ring that crosses itself', () => {
    const [sw, se, ne, nw] = unit.coordinates[0]!;
    expect(outlineOfPolygon({ type: 'Polygon', coordinates: [[sw!, se!, sw!, se!]] })).toBeNull();
    expect(outlineOfPolygon({ type: 'Polygon', coordinates: [[sw!, sw!, sw!, sw!]] })).toBeNull();
    expect(outlineOfPolygon(polygonFt([[[0, 0], [10, 0], [20, 0]]]))).toBeNull();
    // Corners on a slanted line: the area rounds to a trace, not to zero, and still makes no outline.
    const slanted = polygonFt([[[0, 0], [13.7, 7.3], [27.4, 14.6], [41.1, 21.9]]]);
    expect(signedRingArea(cornersFt(slanted))).not.toBe(0);
    expect(outlineOfPolygon(slanted)).toBeNull();
    expect(outlineOfPolygon({ type: 'Polygon', coordinates: [[sw!, ne!, se!, nw!, sw!]] })).toBeNull();
    // A lopsided bow tie: its two loops do not cancel, so only the crossing rules it out.
    const bowTie = polygonFt([[[0, 0], [10, 10], [10, 0], [0, 4]]]);
    expect(signedRingArea(cornersFt(bowTie))).not.toBe(0);
    expect(outlineOfPolygon(bowTie)).toBeNull();
    expect(outlineOfPolygon({ type: 'Polygon', coordinates: [] })).toBeNull();
  });
});

describe('uniquePlanName', () => {
  it('keeps a free name, trimmed, and defaults an empty one', () => {
    expect(uniquePlanName([])).toBe(DEFAULT_PLAN_NAME);
    expect(uniquePlanName(['Cottage'], '  Studio ')).toBe('Studio');
    expect(uniquePlanName(['Cottage'], '   ')).toBe('My own plan');
  });

  it('appends the first free number, comparing without case and surrounding spaces', () => {
    expect(uniquePlanName(['My own plan', 'my own plan 2'])).toBe('My own plan 3');
    expect(uniquePlanName([' STUDIO ', 'studio 3'], 'Studio')).toBe('Studio 2');
    expect(uniquePlanName(['Studio', 'Studio 2', 'Studio 3'], 'studio')).toBe('studio 4');
  });
});

describe('parseFeetInput', () => {
  it('reads whole feet, leading zeros and surrounding spaces allowed, up to 1000', () => {
    expect(parseFeetInput('20')).toBe(20);
    expect(parseFeetInput(' 007 ')).toBe(7);
    expect(parseFeetInput('0')).toBe(0);
    expect(parseFeetInput(String(MAX_FEET_INPUT))).toBe(1000);
  });

  it('turns anything else into 0', () => {
    for (const input of ['', '   ', '12.5', '-3', '+3', '3ft', 'abc', '1e2', '1 000', '1001', '99999999999999999999', '٣']) {
      expect(parseFeetInput(input), JSON.stringify(input)).toBe(0);
    }
  });
});

/** A random convex lot: 3 to 10 corners on a circle 30 to 150 ft across, either winding. */
function randomConvexLot(random: Random): { lot: Polygon; cornersFt: [number, number][] } {
  const n = 3 + Math.floor(random() * 8);
  const radius = 15 + random() * 60;
  const cx = -200 + random() * 400;
  const cy = -200 + random() * 400;
  const turns = Array.from({ length: n }, () => random() * 2 * Math.PI).sort((a, b) => a - b);
  const corners = turns.map((t) => [cx + radius * Math.cos(t), cy + radius * Math.sin(t)] as [number, number]);
  return { lot: polygonFt([random() < 0.5 ? corners : [...corners].reverse()]), cornersFt: corners };
}

describe(`layout operations on random polygons (seed ${seed})`, () => {
  it('undoes a move by the opposite move and a turn by the opposite turn to 1e-9 degrees', () => {
    console.log(`layout property seed: ${seed} (set LAYOUT_SEED to replay)`);
    const random = mulberry32(seed);
    for (let n = 0; n < 200; n++) {
      const polygon = randomLot(random, -300 + random() * 600, -300 + random() * 600, { minRadius: 5, maxRadius: 60, holeChance: 0.3 });
      const dx = -50 + random() * 100;
      const dy = -50 + random() * 100;
      const deg = -720 + random() * 1440;
      const context = `seed ${seed}, polygon ${n}, move ${dx}, ${dy}, turn ${deg}`;
      expect(largestDifference(movePolygon(movePolygon(polygon, dx, dy), -dx, -dy), polygon), context).toBeLessThan(1e-9);
      expect(largestDifference(rotatePolygon(rotatePolygon(polygon, deg), -deg), polygon), context).toBeLessThan(1e-9);
      expect(largestDifference(rotatePolygon(polygon, 360), polygon), context).toBeLessThan(1e-9);
      expect(largestDifference(movePolygon(polygon, 0, 0), polygon), context).toBeLessThan(1e-12);
    }
  });

  it('reads random outlines that outlineFromPlan draws back congruent, and in place', () => {
    const random = mulberry32(seed + 1);
    for (let n = 0; n < 200; n++) {
      const drawn = randomLot(random, -300 + random() * 600, -300 + random() * 600, { minRadius: 5, maxRadius: 60, holeChance: 0 });
      const polygon = random() < 0.5 ? drawn : reverseRings(drawn);
      const context = `seed ${seed + 1}, polygon ${n}: ${JSON.stringify(polygon.coordinates)}`;
      const outline = outlineOfPolygon(polygon);
      expect(outline, context).not.toBeNull();
      const redrawn = outlineFromPlan(outline!.dimensions, outline!.angles);
      if (!redrawn.ok) throw new Error(`${context}: ${redrawn.reason}`);
      // The counter-clockwise walk from the first corner: a clockwise ring reversed, the first corner kept.
      const ring = polygon.coordinates[0]!;
      const walk = signedRingArea(ring.map((p) => lotFrame.toFeet(p))) > 0 ? ring : [...ring].reverse();
      const sidesIn = sideLengthsFt(walk).map((s) => s * 12);
      const redrawnIn = redrawn.ring.slice(1).map((p, i) => Math.hypot(p[0] - redrawn.ring[i]![0], p[1] - redrawn.ring[i]![1]) * 12);
      expect(redrawnIn.length, context).toBe(sidesIn.length);
      redrawnIn.forEach((side, i) => expect(Math.abs(side - sidesIn[i]!), `${context}, side ${i}`).toBeLessThanOrEqual(0.05));
      // Each side agrees within 0.05 in, so the area within the perimeter times that (at least 0.1 sq ft).
      const perimeterFt = sidesIn.reduce((sum, side) => sum + side, 0) / 12;
      expect(Math.abs(redrawn.areaSqFt - areaSqFt(polygon)), context).toBeLessThanOrEqual(Math.max(0.1, (perimeterFt * 0.05) / 12));
      expect(outline!.sqft, context).toBeCloseTo(areaSqFt(polygon), 6);
      // The angles are from east, so the redrawn outline at the polygon's centre, unturned, lies on it.
      const placed = outlineAt(redrawn.ring, polygonCentre(polygon), 0);
      const frame = createLocalFrame(polygonCentre(polygon));
      placed.coordinates[0]!.forEach((p, i) => {
        const [x, y] = frame.toFeet(p);
        const [ex, ey] = frame.toFeet(walk[i]!);
        expect(Math.hypot(x - ex, y - ey), `${context}, corner ${i}`).toBeLessThanOrEqual(0.1 * INCH);
      });
    }
  });

  it('takes a unit shrunk toward the centre of a convex lot as inside, and one grown by an inch beyond it as not', () => {
    const random = mulberry32(seed + 2);
    for (let n = 0; n < 200; n++) {
      const { lot, cornersFt: corners } = randomConvexLot(random);
      const centre = lotFrame.toFeet(polygonCentre(lot));
      const scaled = (factor: number) => polygonFt([corners.map(([x, y]) => [centre[0] + (x - centre[0]) * factor, centre[1] + (y - centre[1]) * factor])]);
      // The nearest side line from the centre: growing by `factor` moves the corners on it that far times (factor - 1) beyond it.
      const nearestSide = Math.min(...corners.map(([ax, ay], i) => {
        const [bx, by] = corners[(i + 1) % corners.length]!;
        return Math.abs((bx - ax) * (centre[1] - ay) - (by - ay) * (centre[0] - ax)) / Math.hypot(bx - ax, by - ay);
      }));
      const factor = random() < 0.1 ? 1 : 0.2 + 0.8 * random();
      const context = `seed ${seed + 2}, lot ${n}, factor ${factor}`;
      expect(isInsideLot(scaled(factor), lot), context).toBe(true);
      expect(isInsideLot(scaled(1 + INCH / nearestSide), lot), context).toBe(false);
    }
  });

  it('agrees with a slow sampling reference on units thrown at random lots', () => {
    const random = mulberry32(seed + 3);
    let inside = 0;
    let outside = 0;
    for (let n = 0; n < 120; n++) {
      const lot = randomArea(random, 0, 0, 0.2, { minRadius: 25, maxRadius: 70, holeChance: 0.3 });
      const at = lotFrame.toLngLat([-40 + random() * 80, -40 + random() * 80]);
      const polygon = rotatePolygon(rectangleAt(at, 3 + random() * 17, 3 + random() * 17), random() * 360);
      const outFt = farthestOutsideFt(polygon, lot);
      const context = `seed ${seed + 3}, unit ${n}, ${outFt} ft outside`;
      if (isInsideLot(polygon, lot)) {
        inside++;
        expect(outFt, context).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
      } else {
        outside++;
        expect(outFt, context).toBeGreaterThan(0);
      }
    }
    expect(inside).toBeGreaterThan(10);
    expect(outside).toBeGreaterThan(10);
  });
});
