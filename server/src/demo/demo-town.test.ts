// Checks the demo town generator: parcel counts, determinism, lot geometry, buildings and zoning.
import { describe, expect, it } from 'vitest';
import { areaSqFt, signedRingArea } from '../../../core/geo/area';
import type { Polygon, Position } from '../../../core/geo/geojson.schema';
import { createLocalFrame } from '../../../core/geo/local-frame';
import { DEMO_TOWN_NAME, generateDemoTown, type DemoParcel, type DemoTown } from './demo-town';
import { createRandom } from './random';

type Pt = [number, number];

const frame = createLocalFrame([-71.19, 42.33]);
const EPS = 1e-6;

const ringFeet = (polygon: Polygon): Pt[] => polygon.coordinates[0]!.slice(0, -1).map((p) => frame.toFeet(p));
const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const edges = (ring: Pt[]): [Pt, Pt][] => ring.map((p, i) => [p, ring[(i + 1) % ring.length]!]);

function distanceToSegment(p: Pt, [a, b]: [Pt, Pt]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function inside(p: Pt, ring: Pt[]): boolean {
  let result = false;
  for (const [a, b] of edges(ring)) {
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) result = !result;
  }
  return result;
}

/** Inside and at least `margin` feet from every edge. */
const insideBy = (p: Pt, ring: Pt[], margin: number) =>
  inside(p, ring) && edges(ring).every((e) => distanceToSegment(p, e) >= margin);

function properlyCross([a, b]: [Pt, Pt], [c, d]: [Pt, Pt]): boolean {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  return ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS));
}

function bbox(ring: Pt[]) {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Vertices and edge midpoints, so that lots sliding along a shared line are caught too. */
const probes = (ring: Pt[]): Pt[] => [...ring, ...edges(ring).map(([a, b]): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])];

function overlap(a: Pt[], b: Pt[]): boolean {
  if (probes(a).some((p) => insideBy(p, b, EPS)) || probes(b).some((p) => insideBy(p, a, EPS))) return true;
  return edges(a).some((ea) => edges(b).some((eb) => properlyCross(ea, eb)));
}

function polygonDistance(a: Pt[], b: Pt[]): number {
  const one = (from: Pt[], to: Pt[]) => Math.min(...from.flatMap((p) => edges(to).map((e) => distanceToSegment(p, e))));
  return Math.min(one(a, b), one(b, a));
}

const addressOf = (p: DemoParcel) => `${p.address.number} ${p.address.street}`;

const towns: [string, DemoTown][] = [
  ['the default town', generateDemoTown()],
  ['a 20-parcel town', generateDemoTown({ parcels: 20 })],
  ['a 40-parcel town with seed 7', generateDemoTown({ seed: 7, parcels: 40 })],
  ['a 500-parcel town with seed 99', generateDemoTown({ seed: 99, parcels: 500 })],
];

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(createRandom(43).next()).not.toBe(first[0]);
    const rng = createRandom(1);
    const ints = Array.from({ length: 500 }, () => rng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    expect(['a', 'b']).toContain(rng.pick(['a', 'b'] as const));
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('generateDemoTown', () => {
  it('generates Maple Hollow with the default 160 parcels', () => {
    const town = generateDemoTown();
    expect(DEMO_TOWN_NAME).toBe('Maple Hollow');
    expect(town).toMatchObject({ city: 'Maple Hollow', state: 'MA', zip: '01999', county: 'Middlesex' });
    expect(town.parcels).toHaveLength(160);
  });

  it('generates exactly the requested number of parcels', () => {
    expect(generateDemoTown({ parcels: 40 }).parcels).toHaveLength(40);
    expect(generateDemoTown({ parcels: 20 }).parcels).toHaveLength(20);
    expect(generateDemoTown({ parcels: 5000 }).parcels).toHaveLength(5000);
  });

  it('rejects parcel counts outside 20 to 5000', () => {
    expect(() => generateDemoTown({ parcels: 19 })).toThrow(RangeError);
    expect(() => generateDemoTown({ parcels: 5001 })).toThrow(RangeError);
    expect(() => generateDemoTown({ parcels: 50.5 })).toThrow(RangeError);
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(generateDemoTown({ seed: 5 })).toEqual(generateDemoTown({ seed: 5 }));
    expect(generateDemoTown()).toEqual(generateDemoTown({ seed: 20261122, parcels: 160 }));
    expect(generateDemoTown({ seed: 6 })).not.toEqual(generateDemoTown({ seed: 5 }));
  });

  it('numbers lots with stable ids like demo-0001', () => {
    const ids = generateDemoTown().parcels.map((p) => p.id);
    expect(ids[0]).toBe('demo-0001');
    expect(ids[159]).toBe('demo-0160');
  });
});

describe('test geometry helpers', () => {
  const square = (x: number, y: number, size: number): Pt[] => [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];

  it('tell overlapping lots from lots that share an edge', () => {
    expect(overlap(square(0, 0, 100), square(100, 0, 100))).toBe(false);
    expect(overlap(square(0, 0, 100), square(99, 0, 100))).toBe(true);
    expect(overlap(square(0, 0, 100), [[40, -10], [60, -10], [60, 110], [40, 110]])).toBe(true);
    expect(insideBy([50, 0.5], square(0, 0, 100), 1)).toBe(false);
    expect(polygonDistance(square(0, 0, 10), square(16, 0, 10))).toBe(6);
  });
});

describe.each(towns)('%s', (_, town) => {
  const { parcels } = town;
  const lots = parcels.map((p) => ringFeet(p.lot));

  it('has unique ids and addresses', () => {
    expect(new Set(parcels.map((p) => p.id)).size).toBe(parcels.length);
    expect(new Set(parcels.map(addressOf)).size).toBe(parcels.length);
    expect(parcels.every((p) => /^demo-\d{4}$/.test(p.id))).toBe(true);
  });

  it('puts odd and even numbers on every street, increasing along each side', () => {
    const streets = new Set(parcels.map((p) => p.address.street));
    expect(streets.size).toBeGreaterThanOrEqual(2);
    for (const street of streets) {
      const numbers = parcels.filter((p) => p.address.street === street).map((p) => Number(p.address.number));
      const odd = numbers.filter((n) => n % 2 === 1);
      const even = numbers.filter((n) => n % 2 === 0);
      expect(odd.length).toBeGreaterThan(0);
      expect(even.length).toBeGreaterThan(0);
      expect(odd).toEqual(odd.map((_, i) => 2 * i + 1));
      expect(even).toEqual(even.map((_, i) => 2 * i + 2));
      for (const side of [odd, even]) {
        const xs = side.map((n) => {
          const parcel = parcels.find((p) => p.address.street === street && p.address.number === String(n))!;
          return frame.toFeet(parcel.point)[0];
        });
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
      }
    }
  });

  it('closes every lot ring counter-clockwise and reports its area', () => {
    for (const parcel of parcels) {
      const ring = parcel.lot.coordinates[0]!;
      expect(ring.length).toBeGreaterThanOrEqual(5);
      expect(ring[ring.length - 1]).toEqual(ring[0]);
      expect(signedRingArea(ringFeet(parcel.lot))).toBeGreaterThan(0);
      expect(parcel.lotSizeSqFt).toBe(Math.round(areaSqFt(parcel.lot)));
      expect(parcel.lotSizeSqFt).toBeGreaterThan(3000);
    }
  });

  it('rounds every coordinate to 7 decimals', () => {
    const positions: Position[] = parcels.flatMap((p) => [
      p.point,
      ...p.lot.coordinates[0]!,
      ...p.buildings.flatMap((b) => b.footprint.coordinates[0]!),
    ]);
    for (const [lng, lat] of positions) {
      expect(Math.round(lng * 1e7) / 1e7).toBe(lng);
      expect(Math.round(lat * 1e7) / 1e7).toBe(lat);
    }
  });

  it('has no overlapping lots', () => {
    const boxes = lots.map(bbox);
    let compared = 0;
    for (let i = 0; i < lots.length; i++) {
      for (let j = i + 1; j < lots.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const dx = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX);
        const dy = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY);
        if (dx <= 0.01 || dy <= 0.01) continue;
        compared++;
        expect(overlap(lots[i]!, lots[j]!), `${parcels[i]!.id} overlaps ${parcels[j]!.id}`).toBe(false);
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('keeps a 50 ft street between facing lots', () => {
    for (const street of new Set(parcels.map((p) => p.address.street))) {
      const onStreet = parcels.map((p, i) => ({ p, ring: lots[i]! })).filter(({ p }) => p.address.street === street);
      const odd = onStreet.filter(({ p }) => Number(p.address.number) % 2 === 1);
      const even = onStreet.filter(({ p }) => Number(p.address.number) % 2 === 0);
      const gap = Math.min(...odd.flatMap((a) => even.map((b) => polygonDistance(a.ring, b.ring))));
      expect(gap).toBeGreaterThan(49.9);
      expect(gap).toBeLessThan(50.1);
    }
  });

  it('puts the address point inside its own lot near the front', () => {
    parcels.forEach((parcel, i) => {
      const point = frame.toFeet(parcel.point);
      expect(insideBy(point, lots[i]!, 1)).toBe(true);
      const front = Math.min(...edges(lots[i]!).map((e) => distanceToSegment(point, e)));
      expect(front).toBeGreaterThanOrEqual(11.9);
      expect(front).toBeLessThanOrEqual(18.1);
    });
  });

  it('keeps every building strictly inside its lot and outbuildings 6 ft from the house', () => {
    parcels.forEach((parcel, i) => {
      const [house, ...rest] = parcel.buildings;
      expect(house).toMatchObject({ kind: 'main', label: 'house', id: `${parcel.id}-b1` });
      expect(rest.length).toBeLessThanOrEqual(1);
      const houseRing = ringFeet(house!.footprint);
      for (const building of parcel.buildings) {
        const ring = ringFeet(building.footprint);
        expect(signedRingArea(ring)).toBeGreaterThan(0);
        expect(building.footprintSqFt).toBe(Math.round(areaSqFt(building.footprint)));
        for (const vertex of ring) expect(insideBy(vertex, lots[i]!, 1), `${building.id} vertex`).toBe(true);
      }
      for (const outbuilding of rest) {
        expect(outbuilding.kind).toBe('outbuilding');
        expect(['garage', 'shed']).toContain(outbuilding.label);
        expect(polygonDistance(ringFeet(outbuilding.footprint), houseRing)).toBeGreaterThanOrEqual(6);
      }
    });
  });

  it('sizes houses and attributes plausibly', () => {
    for (const parcel of parcels) {
      const house = parcel.buildings[0]!;
      const box = bbox(ringFeet(house.footprint));
      const sides = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => a - b);
      expect(sides[0]).toBeGreaterThan(23.9);
      expect(sides[1]).toBeLessThan(50.1);
      const { stories, grossFloorAreaSqFt, yearBuilt } = parcel.attributes;
      expect(stories).toBeGreaterThanOrEqual(1.5);
      expect(stories).toBeLessThanOrEqual(2.5);
      expect(grossFloorAreaSqFt).toBe(Math.round(house.footprintSqFt * stories));
      expect(yearBuilt).toBeGreaterThanOrEqual(1880);
      expect(yearBuilt).toBeLessThanOrEqual(2015);
    }
  });

  it('has all three zones, two-family houses only in TR and business uses only in B', () => {
    const zones = new Set(parcels.map((p) => p.attributes.zoneCode));
    expect(zones).toEqual(new Set(['SR', 'TR', 'B']));
    const twoFamily = parcels.filter((p) => p.attributes.propertyTypeName === 'Two Family');
    expect(twoFamily.length).toBeGreaterThan(0);
    expect(twoFamily.every((p) => p.attributes.zoneCode === 'TR' && p.attributes.useCode === '104')).toBe(true);
    for (const parcel of parcels.filter((p) => p.attributes.zoneCode === 'B')) {
      expect(parcel.attributes.propertyTypeName).toBe('Other');
      expect(['031', '013']).toContain(parcel.attributes.useCode);
    }
    const singleFamily = parcels.filter((p) => p.attributes.propertyTypeName === 'Single Family');
    expect(singleFamily.every((p) => p.attributes.useCode === '101')).toBe(true);
    const count = (zone: string) => parcels.filter((p) => p.attributes.zoneCode === zone).length;
    expect(count('SR')).toBeGreaterThan(Math.max(count('TR'), count('B')));
  });

  it('mixes in irregular and narrow lots', () => {
    expect(lots.some((ring) => ring.length !== 4)).toBe(true);
    const isRectangle = (ring: Pt[]) =>
      ring.length === 4 && edges(ring).every(([a, b], i) => {
        const next = edges(ring)[(i + 1) % 4]!;
        const u: Pt = [b[0] - a[0], b[1] - a[1]];
        const v: Pt = [next[1][0] - next[0][0], next[1][1] - next[0][1]];
        return Math.abs(u[0] * v[0] + u[1] * v[1]) < 0.001 * Math.hypot(...u) * Math.hypot(...v);
      });
    expect(lots.some((ring) => ring.length === 4 && !isRectangle(ring))).toBe(true);
    const narrow = lots.filter((ring) => ring.length === 4 && Math.min(...edges(ring).map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]))) < 45);
    expect(narrow.length).toBeGreaterThan(0);
  });

  it('gives about a third of the lots an outbuilding', () => {
    const share = parcels.filter((p) => p.buildings.length === 2).length / parcels.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.55);
  });
});
