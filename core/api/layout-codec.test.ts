// The layout codec: seeded random units (any position near a lot, any rotation, random plan
// outlines, every kind and fit) saved and read back through JSON and the payload schema come back
// identical: the same corners to the last bit, the same plan, kind and fit, and the same turn.
// The seed is printed; LAYOUT_SEED=<seed> repeats a run.
import { describe, expect, it } from 'vitest';
import type { Position } from '../geo/geojson.schema';
import { lotFrame, mulberry32, type Random } from '../geo/test-support/random-polygons';
import { PLAN_CATEGORIES } from '../floor-plans/category';
import { AduType } from '../placement/adu-type';
import { outlineAt } from '../placement/layout-ops';
import { Placement } from '../placement/search';
import { decodeLayoutUnit, encodeLayoutUnit, keptRotationDeg } from './layout-codec';
import { LAYOUT_PAGES } from '../placement/adu-type';
import type { LayoutUnit } from './layout.schema';

const seed = Number(process.env.LAYOUT_SEED ?? Math.floor(Math.random() * 2 ** 32));

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * A plan outline in feet: a star-shaped ring of 3 to 40 corners, 4 to 60 ft across. Each corner
 * lies in its own sector of the turn, so the ring always encloses an area (three corners drawn
 * anywhere could fall on one line, which no plan is and the payload refuses).
 */
function randomOutline(random: Random): [number, number][] {
  const n = 3 + Math.floor(random() * 38);
  const size = 2 + random() * 28;
  const turns = Array.from({ length: n }, (_, k) => (k + 0.1 + 0.8 * random()) / n);
  return turns.map((t) => {
    const r = size * (0.4 + 0.6 * random());
    return [r * Math.cos(t * 2 * Math.PI), r * Math.sin(t * 2 * Math.PI)];
  });
}

/** Any rotation: small or many turns round, whole or fractional, and the edges of a turn. */
function randomRotation(random: Random): number {
  const special = [0, -0, 180, -180, 360, -360, 179.9996, -179.9996, 90, 3599.9999, -3600];
  const r = random();
  if (r < 0.15) return pick(random, special);
  if (r < 0.4) return Math.round((random() - 0.5) * 720);
  if (r < 0.7) return (random() - 0.5) * 720;
  return (random() - 0.5) * 2e5;
}

function randomUnit(random: Random, i: number): { unit: LayoutUnit; ring: [number, number][]; centre: Position } {
  const ring = randomOutline(random);
  const centre = lotFrame.toLngLat([(random() - 0.5) * 400, (random() - 0.5) * 400]);
  const rotation = randomRotation(random);
  const page = pick(random, [...LAYOUT_PAGES, 'playground'] as const);
  const uuid = pick(random, [null, `plan-backyard-cottage-0${i % 9}`, `customPlan-${1_700_000_000_000 + i}`]);
  const unit: LayoutUnit = {
    type: 'Feature',
    geometry: outlineAt(ring, centre, rotation),
    properties: {
      id: `unit-${i.toString(36)}-${Math.floor(random() * 1e6).toString(36)}`,
      adu_type: pick(random, Object.values(AduType)),
      placement: pick(random, Object.values(Placement)),
      page,
      floor_plan_uuid: uuid,
      category: pick(random, PLAN_CATEGORIES),
      source: uuid === null || uuid.startsWith('customPlan-') ? 'user_defined' : 'floor_plan',
      width: Math.round(random() * 60),
      length: Math.round(random() * 60),
      rotation_deg: rotation,
      selected: random() < 0.5,
      viewMode: random() < 0.5 ? '2d' : '3d',
    },
  };
  return { unit, ring, centre };
}

/** Saved and read back as the server and a kept playground do: JSON, then the payload schema. */
const roundTrip = (unit: LayoutUnit): LayoutUnit => decodeLayoutUnit(JSON.parse(JSON.stringify(encodeLayoutUnit(unit))));

describe('the kept rotation', () => {
  it('is one turn in (-180, 180] to a thousandth of a degree', () => {
    expect([0, -0, 180, -180, 360, 540, -540, 725.5, -15, 3615, 179.9996, -179.9996, 1e5].map(keptRotationDeg)).toEqual([0, 0, 180, 180, 0, 180, 180, 5.5, -15, 15, 180, 180, -80]);
    expect(Object.is(keptRotationDeg(-0.0001), 0)).toBe(true);
  });
});

describe(`layout units saved and read back (LAYOUT_SEED=${seed})`, () => {
  it('come back identical: corners, plan, kind, fit, and the same turn', () => {
    console.log(`LAYOUT_SEED=${seed}`);
    const random = mulberry32(seed);
    for (let i = 0; i < 400; i++) {
      const { unit, ring, centre } = randomUnit(random, i);
      const back = roundTrip(unit);
      // The corners to the last bit: every coordinate is the very same double.
      const corners = unit.geometry.coordinates[0]!.flat();
      expect(back.geometry.coordinates[0]!.flat().every((x, k) => Object.is(x, corners[k]))).toBe(true);
      expect(back.geometry).toEqual(unit.geometry);
      // Everything else but the rotation unchanged.
      const { rotation_deg, ...rest } = back.properties;
      const { rotation_deg: sent, ...sentRest } = unit.properties;
      expect(rest).toEqual(sentRest);
      // The same turn: the plan turned by the kept rotation stands where the sent one did (to a thousandth of a foot).
      expect(rotation_deg).toBeGreaterThan(-180);
      expect(rotation_deg).toBeLessThanOrEqual(180);
      const turned = outlineAt(ring, centre, rotation_deg)
        .coordinates[0]!.map((p) => lotFrame.toFeet(p));
      const placed = unit.geometry.coordinates[0]!.map((p) => lotFrame.toFeet(p));
      const farthest = Math.max(...turned.map(([x, y], k) => Math.hypot(x - placed[k]![0], y - placed[k]![1])));
      expect(farthest, `unit ${i}, rotation ${sent} kept as ${rotation_deg}`).toBeLessThan(1e-3);
      // Kept once, a unit is kept the same way again: saving a restored unit changes nothing.
      expect(roundTrip(back)).toEqual(back);
      expect(encodeLayoutUnit(back)).toBe(back);
    }
  });
});
