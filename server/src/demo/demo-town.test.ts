// Checks the demo town generator: counts, determinism, streaming, lot shapes and types, streets, buildings, zoning and layers.
import { describe, expect, it } from 'vitest';
import { areaSqFt, signedRingArea } from '../../../core/geo';
import type { Polygon, Position } from '../../../core/geo';
import { DEMO_TOWN_NAME, generateDemoNeighbourhoods, generateDemoTown, type DemoParcel, type DemoTown } from './demo-town';
import { planNeighbourhood } from './neighbourhood';
import { createRandom, deriveSeed } from './random';
import {
  type Bbox,
  type P,
  bbox,
  boundaryDistance,
  boxesOverlap,
  centroid,
  corners,
  distanceToLine,
  distanceToSegment,
  edges,
  feet,
  inside,
  insideBy,
  intersects,
  isRectangle,
  orientedSides,
  overlap,
  positionAlong,
  ringFeet,
  ringsFeet,
} from './test-geometry';
import { planRun } from './tiling';

const SEED = 20261122;
const LOT_TYPES = ['rectangular', 'corner', 'narrow', 'irregular', 'flag', 'cul-de-sac', 'curved'] as const;

const addressOf = (p: DemoParcel) => `${p.address.number} ${p.address.street}`;
const isOdd = (p: DemoParcel) => Number(p.address.number) % 2 === 1;

/** The streets of the first neighbourhood of a run, in feet. */
function streetsOf(parcels: number) {
  const tile = planRun(DEMO_TOWN_NAME, parcels).tile(0);
  const plan = planNeighbourhood({ seed: SEED, index: 0, parcels, center: tile.center });
  const shift = ([x, y]: P): P => [x + plan.offset[0], y + plan.offset[1]];
  return plan.streets.map((s) => ({ name: s.name, centerline: s.centerline.map(shift), bulb: s.bulb && { center: shift(s.bulb.center) } }));
}

/** The lot edge nearest the address point: the front line for every lot but a flag lot. */
function frontEdge(parcel: DemoParcel, ring: P[]): [P, P] {
  const point = feet(parcel.point);
  return edges(ring).reduce((best, e) => (distanceToSegment(point, e) < distanceToSegment(point, best) ? e : best));
}

const defaultTown = generateDemoTown();
const towns: [string, DemoTown, number][] = [
  ['the default town', defaultTown, 2400],
  ['a 300-parcel town', generateDemoTown({ parcels: 300 }), 300],
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
    const floats = Array.from({ length: 200 }, () => rng.float(2, 3));
    expect(floats.every((f) => f >= 2 && f < 3)).toBe(true);
    expect(['a', 'b']).toContain(rng.pick(['a', 'b'] as const));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('derives distinct seeds per index', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => deriveSeed(SEED, i));
    expect(new Set(seeds).size).toBe(1000);
    expect(deriveSeed(SEED, 3)).toBe(deriveSeed(SEED, 3));
    expect(deriveSeed(SEED + 1, 3)).not.toBe(deriveSeed(SEED, 3));
  });
});

describe('generateDemoTown', () => {
  it('generates Maple Hollow with the default 2,400 parcels', () => {
    expect(DEMO_TOWN_NAME).toBe('Maple Hollow');
    expect(defaultTown).toMatchObject({ city: 'Maple Hollow', state: 'MA', zip: '01999', county: 'Middlesex' });
    expect(defaultTown.parcels).toHaveLength(2400);
    expect(defaultTown.parcels.every((p) => p.city === undefined && p.zip === undefined)).toBe(true);
  });

  it('generates exactly the requested number of parcels', () => {
    for (const parcels of [20, 40, 300, 2500, 2501, 5000]) expect(generateDemoTown({ parcels }).parcels).toHaveLength(parcels);
  });

  it('rejects parcel counts outside 20 to 5,000,000 and odd seeds', () => {
    expect(() => generateDemoTown({ parcels: 19 })).toThrow(RangeError);
    expect(() => generateDemoNeighbourhoods({ parcels: 5_000_001 })).toThrow(RangeError);
    expect(() => generateDemoTown({ parcels: 50.5 })).toThrow(RangeError);
    expect(() => generateDemoTown({ seed: Number.NaN })).toThrow(RangeError);
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(generateDemoTown({ seed: 5, parcels: 300 })).toEqual(generateDemoTown({ seed: 5, parcels: 300 }));
    expect(generateDemoTown()).toEqual(generateDemoTown({ seed: SEED, parcels: 2400 }));
    expect(generateDemoTown({ seed: 6, parcels: 300 })).not.toEqual(generateDemoTown({ seed: 5, parcels: 300 }));
  });

  it('numbers parcels with stable zero-padded ids like demo-0000001', () => {
    const ids = defaultTown.parcels.map((p) => p.id);
    expect(ids[0]).toBe('demo-0000001');
    expect(ids[2399]).toBe('demo-0002400');
  });

  it('merges several towns under the first town, each parcel keeping its own city and zip', () => {
    const town = generateDemoTown({ parcels: 20_001 });
    expect(town).toMatchObject({ city: 'Maple Hollow', zip: '01999' });
    expect(town.parcels).toHaveLength(20_001);
    const others = town.parcels.filter((p) => p.city !== undefined);
    expect(others.length).toBeGreaterThan(0);
    expect(new Set(others.map((p) => `${p.city} ${p.zip}`)).size).toBe(1);
    expect(others[0]!.city).not.toBe('Maple Hollow');
    expect(others[0]!.zip).toBe('01998');
    expect(town.districts.map((d) => d.zoneCode).sort()).toEqual(['B', 'SR', 'TR']);
    expect(town.districts.every((d) => d.geometry.type === 'MultiPolygon' && d.geometry.coordinates.length === 9)).toBe(true);
    expect(town.layers).toHaveLength(9 * 4);
  });
});

describe('generateDemoNeighbourhoods', () => {
  it('streams 60,000 parcels as separate neighbourhoods in several towns', () => {
    const boxes: Bbox[] = [];
    const zips = new Map<string, string>();
    const addresses = new Set<string>();
    const sizes: number[] = [];
    let parcels = 0;
    for (const n of generateDemoNeighbourhoods({ parcels: 60_000 })) {
      const points: P[] = [
        ...n.parcels.flatMap((p) => ringFeet(p.lot)),
        ...n.districts.flatMap((d) => (d.geometry.type === 'Polygon' ? ringFeet(d.geometry) : [])),
        ...n.layers.flatMap((l) => ringFeet(l.geometry)),
      ];
      boxes.push(bbox(points));
      expect(zips.get(n.city) ?? n.zip).toBe(n.zip);
      zips.set(n.city, n.zip);
      for (const p of n.parcels) {
        parcels++;
        expect(p.id).toBe(`demo-${String(parcels).padStart(7, '0')}`);
        addresses.add(`${p.address.number}|${p.address.street}|${n.city}`);
      }
      sizes.push(n.parcels.length);
    }
    expect(parcels).toBe(60_000);
    expect(addresses.size).toBe(60_000);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2500);
    expect(zips.size).toBeGreaterThanOrEqual(3);
    expect(new Set(zips.values()).size).toBe(zips.size);
    expect([...zips.entries()].slice(0, 2)).toEqual([['Maple Hollow', '01999'], [expect.any(String), '01998']]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(boxesOverlap(boxes[i]!, boxes[j]!), `neighbourhoods ${i} and ${j}`).toBe(false);
    }
  });
});

describe('test geometry helpers', () => {
  const square = (x: number, y: number, size: number): P[] => [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];

  it('tell overlapping lots from lots that share an edge', () => {
    expect(overlap(square(0, 0, 100), square(100, 0, 100))).toBe(false);
    expect(overlap(square(0, 0, 100), square(99, 0, 100))).toBe(true);
    expect(overlap(square(0, 0, 100), [[40, -10], [60, -10], [60, 110], [40, 110]])).toBe(true);
    expect(insideBy([50, 0.5], square(0, 0, 100), 1)).toBe(false);
    expect(boundaryDistance(square(0, 0, 10), square(16, 0, 10))).toBe(6);
  });

  it('handle holes, intersections and shapes', () => {
    const ring = [square(0, 0, 100), [...square(25, 25, 50)].reverse()];
    expect(inside([10, 10], ring)).toBe(true);
    expect(inside([50, 50], ring)).toBe(false);
    expect(intersects(square(40, 40, 10), ring)).toBe(false);
    expect(intersects(square(70, 70, 10), ring)).toBe(true);
    expect(intersects(square(-50, -50, 300), ring)).toBe(true);
    expect(distanceToLine(square(0, 0, 10), [[20, -5], [20, 5], [30, 5]])).toBe(10);
    expect(positionAlong([15, 4], [[0, 0], [10, 0], [10, 10]])).toBe(14);
    expect(centroid(square(0, 0, 10))).toEqual([5, 5]);
    expect(isRectangle([[0, 0], [5, 0], [10, 0], [10, 4], [0, 4]])).toBe(true);
    expect(isRectangle([[0, 0], [10, 0], [12, 4], [0, 4]])).toBe(false);
    expect(corners([[0, 0], [5, 0], [10, 0], [10, 4], [0, 4]])).toHaveLength(4);
    expect(orientedSides([[0, 0], [3, 4], [-1, 7], [-4, 3]]).map((n) => Math.round(n * 1e9) / 1e9)).toEqual([5, 5]);
  });
});

describe.each(towns)('%s', (_, town, size) => {
  const { parcels } = town;
  const lots = parcels.map((p) => ringFeet(p.lot));
  const boxes = lots.map(bbox);
  const streets = streetsOf(size);
  const streetByName = new Map(streets.map((s) => [s.name, s]));

  it('has unique ids and addresses', () => {
    expect(new Set(parcels.map((p) => p.id)).size).toBe(parcels.length);
    expect(new Set(parcels.map(addressOf)).size).toBe(parcels.length);
    expect(parcels.every((p) => /^demo-\d{7}$/.test(p.id))).toBe(true);
  });

  it('puts odd numbers on one side of every street and even on the other, rising along it', () => {
    const names = new Set(parcels.map((p) => p.address.street));
    expect(names.size).toBeGreaterThanOrEqual(4);
    for (const name of names) {
      const street = streetByName.get(name)!;
      expect(street, name).toBeDefined();
      const line = street.centerline;
      const end = positionAlong(line[line.length - 1]!, line);
      const key = (p: DemoParcel): number => {
        const point = feet(p.point);
        const bulb = street.bulb;
        if (bulb && Math.hypot(point[0] - bulb.center[0], point[1] - bulb.center[1]) < 90) {
          const angle = Math.atan2(point[1] - bulb.center[1], point[0] - bulb.center[0]);
          const turned = isOdd(p) ? Math.PI / 2 - angle : angle - Math.PI / 2;
          return end + 45 * (((turned % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI));
        }
        return positionAlong(point, line);
      };
      const onStreet = parcels.filter((p) => p.address.street === name);
      for (const parity of [1, 0]) {
        const side = onStreet.filter((p) => Number(p.address.number) % 2 === parity).sort((a, b) => Number(a.address.number) - Number(b.address.number));
        expect(side.length, `${name} ${parity ? 'odd' : 'even'}`).toBeGreaterThan(0);
        expect(side.map((p) => Number(p.address.number))).toEqual(side.map((_, i) => 2 * i + 2 - parity));
        const keys = side.map(key);
        for (let i = 1; i < keys.length; i++) expect(keys[i], `${name} ${side[i]!.address.number}`).toBeGreaterThan(keys[i - 1]!);
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
    const positions: Position[] = [
      ...parcels.flatMap((p) => [p.point, ...p.lot.coordinates[0]!, ...p.buildings.flatMap((b) => b.footprint.coordinates[0]!)]),
      ...town.layers.flatMap((l) => l.geometry.coordinates.flat()),
      ...town.districts.flatMap((d) => (d.geometry.type === 'Polygon' ? d.geometry.coordinates.flat() : d.geometry.coordinates.flat(2))),
    ];
    for (const [lng, lat] of positions) {
      expect(Math.round(lng * 1e7) / 1e7).toBe(lng);
      expect(Math.round(lat * 1e7) / 1e7).toBe(lat);
    }
  });

  it('has no overlapping lots', () => {
    const order = lots.map((_, i) => i).sort((a, b) => boxes[a]!.minX - boxes[b]!.minX);
    let compared = 0;
    for (let x = 0; x < order.length; x++) {
      const i = order[x]!;
      for (let y = x + 1; y < order.length && boxes[order[y]!]!.minX <= boxes[i]!.maxX + 0.01; y++) {
        const j = order[y]!;
        if (!boxesOverlap(boxes[i]!, boxes[j]!, -0.01)) continue;
        compared++;
        expect(overlap(lots[i]!, lots[j]!), `${parcels[i]!.id} overlaps ${parcels[j]!.id}`).toBe(false);
      }
    }
    expect(compared).toBeGreaterThan(parcels.length / 2);
  });

  it('keeps lots out of the streets: 25 ft from every centreline and 45 ft from a turning circle', () => {
    for (const street of streets) {
      const line = street.centerline;
      const reach = bbox(line);
      lots.forEach((ring, i) => {
        const b = boxes[i]!;
        if (b.maxX < reach.minX - 50 || b.minX > reach.maxX + 50 || b.maxY < reach.minY - 50 || b.minY > reach.maxY + 50) return;
        expect(distanceToLine(ring, line), `${parcels[i]!.id} and ${street.name}`).toBeGreaterThan(24.95);
        if (street.bulb) {
          expect(inside(street.bulb.center, ring)).toBe(false);
          const gap = Math.min(...edges(ring).map((e) => distanceToSegment(street.bulb!.center, e)));
          expect(gap, `${parcels[i]!.id} and the bulb of ${street.name}`).toBeGreaterThan(44.95);
        }
      });
    }
  });

  it('keeps a 50 ft street between facing lots', () => {
    for (const name of new Set(parcels.map((p) => p.address.street))) {
      const onStreet = parcels.map((p, i) => ({ p, ring: lots[i]!, box: boxes[i]! })).filter(({ p }) => p.address.street === name && p.lotType !== 'cul-de-sac');
      const odd = onStreet.filter(({ p }) => isOdd(p));
      const even = onStreet.filter(({ p }) => !isOdd(p));
      let gap = Infinity;
      for (const a of odd) {
        for (const b of even) if (boxesOverlap(a.box, b.box, -60)) gap = Math.min(gap, boundaryDistance(a.ring, b.ring));
      }
      expect(gap, name).toBeGreaterThan(49.9);
      expect(gap, name).toBeLessThan(50.1);
    }
  });

  it('puts the address point inside its own lot, 12 to 18 ft behind the front line', () => {
    parcels.forEach((parcel, i) => {
      const point = feet(parcel.point);
      const ring = lots[i]!;
      if (parcel.lotType === 'flag') {
        const pole = edges(ring).reduce((a, b) => (Math.hypot(a[1][0] - a[0][0], a[1][1] - a[0][1]) < Math.hypot(b[1][0] - b[0][0], b[1][1] - b[0][1]) ? a : b));
        expect(insideBy(point, ring, 5)).toBe(true);
        expect(distanceToSegment(point, pole)).toBeGreaterThanOrEqual(11.9);
        expect(distanceToSegment(point, pole)).toBeLessThanOrEqual(18.1);
        return;
      }
      expect(insideBy(point, ring, 1)).toBe(true);
      const front = Math.min(...edges(ring).map((e) => distanceToSegment(point, e)));
      expect(front, parcel.id).toBeGreaterThanOrEqual(11.9);
      expect(front, parcel.id).toBeLessThanOrEqual(18.1);
    });
  });

  it('keeps buildings inside their lot: 5 ft from lot lines (garages 3 ft), outbuildings 6 ft from the house', () => {
    parcels.forEach((parcel, i) => {
      const [house, ...rest] = parcel.buildings;
      expect(house).toMatchObject({ kind: 'main', label: 'house', id: `${parcel.id}-b1` });
      expect(rest.length).toBeLessThanOrEqual(2);
      const houseRing = ringFeet(house!.footprint);
      parcel.buildings.forEach((building, j) => {
        const ring = ringFeet(building.footprint);
        expect(building.id).toBe(`${parcel.id}-b${j + 1}`);
        expect(signedRingArea(ring)).toBeGreaterThan(0);
        expect(building.footprintSqFt).toBe(Math.round(areaSqFt(building.footprint)));
        for (const vertex of ring) expect(inside(vertex, lots[i]!), `${building.id} vertex`).toBe(true);
        expect(boundaryDistance(ring, lots[i]!), building.id).toBeGreaterThanOrEqual(building.label === 'garage' ? 3 : 5);
      });
      for (const outbuilding of rest) {
        expect(outbuilding.kind).toBe('outbuilding');
        expect(['garage', 'shed']).toContain(outbuilding.label);
        expect(boundaryDistance(ringFeet(outbuilding.footprint), houseRing), outbuilding.id).toBeGreaterThanOrEqual(6);
        const [short, long] = orientedSides(ringFeet(outbuilding.footprint));
        if (outbuilding.label === 'garage') {
          expect(short).toBeGreaterThan(19.9);
          expect(long).toBeLessThan(24.1);
        } else {
          expect(short).toBeGreaterThan(7.9);
          expect(long).toBeLessThan(16.1);
        }
      }
      expect(new Set(rest.map((b) => b.label)).size).toBe(rest.length);
    });
  });

  it('sizes houses and attributes plausibly', () => {
    for (const parcel of parcels) {
      const house = parcel.buildings[0]!;
      const [short, long] = orientedSides(ringFeet(house.footprint));
      expect(short).toBeGreaterThan(23.9);
      expect(long).toBeLessThan(48.1);
      const { stories, grossFloorAreaSqFt, yearBuilt } = parcel.attributes;
      expect(stories).toBeGreaterThanOrEqual(1.5);
      expect(stories).toBeLessThanOrEqual(2.5);
      expect(grossFloorAreaSqFt).toBe(Math.round(house.footprintSqFt * stories));
      expect(yearBuilt).toBeGreaterThanOrEqual(1750);
      expect(yearBuilt).toBeLessThanOrEqual(2015);
      expect(LOT_TYPES).toContain(parcel.lotType);
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
      expect(['031', '034']).toContain(parcel.attributes.useCode);
    }
    const singleFamily = parcels.filter((p) => p.attributes.propertyTypeName === 'Single Family');
    expect(singleFamily.every((p) => p.attributes.useCode === '101')).toBe(true);
    const count = (zone: string) => parcels.filter((p) => p.attributes.zoneCode === zone).length;
    expect(count('SR')).toBeGreaterThan(Math.max(count('TR'), count('B')));
  });

  it('gives each parcel the zone of the district polygon holding its lot centroid', () => {
    expect(town.districts.map((d) => d.zoneCode).sort()).toEqual(['B', 'SR', 'TR']);
    expect(town.districts.every((d) => d.name.endsWith('District'))).toBe(true);
    const districts = town.districts.map((d) => ({ zoneCode: d.zoneCode, rings: ringsFeet(d.geometry as Polygon) }));
    parcels.forEach((parcel, i) => {
      const holding = districts.filter((d) => inside(centroid(lots[i]!), d.rings)).map((d) => d.zoneCode);
      expect(holding, parcel.id).toEqual([parcel.attributes.zoneCode]);
    });
  });

  it('draws flood zones, a wetland and a historic district that reach several lots', () => {
    const layers = town.layers.map((l) => ({ ...l, rings: ringsFeet(l.geometry) }));
    expect(layers.map((l) => [l.layerId, l.status, l.properties.FLD_ZONE ?? null])).toEqual([
      ['FEMA', 'RED', 'AE'],
      ['FEMA', 'YELLOW', 'X'],
      ['WETLANDS', 'RED', null],
      ['HISTORICAL_PRESERVATION', 'YELLOW', null],
    ]);
    expect(layers[1]!.rings).toHaveLength(2);
    for (const layer of layers) {
      expect(signedRingArea(layer.rings[0]!)).toBeGreaterThan(0);
      expect(corners(layer.rings[0]!).length, layer.name).toBeGreaterThan(20);
      const hit = lots.filter((ring) => intersects(ring, layer.rings)).length;
      expect(hit, layer.name).toBeGreaterThanOrEqual(3);
    }
    const wetland = layers[2]!.rings[0]!;
    const near = lots.filter((ring) => !intersects(ring, [wetland]) && boundaryDistance(ring, wetland) <= 100);
    expect(near.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps most houses in the historic district from before 1900', () => {
    const historic = ringsFeet(town.layers.find((l) => l.layerId === 'HISTORICAL_PRESERVATION')!.geometry);
    const within = parcels.filter((_, i) => inside(centroid(lots[i]!), historic));
    const outside = parcels.filter((_, i) => !inside(centroid(lots[i]!), historic));
    const old = (list: DemoParcel[]) => list.filter((p) => p.attributes.yearBuilt < 1900).length / list.length;
    expect(within.length).toBeGreaterThanOrEqual(10);
    expect(old(within)).toBeGreaterThan(0.7);
    expect(old(outside)).toBeLessThan(0.1);
  });

  it('gives about 40 % of the lots one or two outbuildings', () => {
    const share = parcels.filter((p) => p.buildings.length > 1).length / parcels.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    expect(parcels.some((p) => p.buildings.length === 3)).toBe(true);
  });
});

describe('the default town', () => {
  const { parcels } = defaultTown;
  const lots = parcels.map((p) => ringFeet(p.lot));
  const streets = streetsOf(2400);
  const ofType = (type: DemoParcel['lotType']) => parcels.map((p, i) => ({ p, ring: lots[i]! })).filter(({ p }) => p.lotType === type);

  it('has at least 2,000 parcels and every lot type', () => {
    expect(parcels.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(parcels.map((p) => p.lotType))).toEqual(new Set(LOT_TYPES));
    expect(ofType('flag').length).toBeGreaterThanOrEqual(3);
  });

  it('shapes each type of lot as its name says', () => {
    for (const { p, ring } of ofType('rectangular')) expect(isRectangle(ring), p.id).toBe(true);
    for (const { p, ring } of ofType('irregular')) expect(isRectangle(ring) && corners(ring).length === 4, p.id).toBe(false);
    for (const { p, ring } of ofType('narrow')) {
      const [a, b] = frontEdge(p, ring);
      expect(Math.hypot(b[0] - a[0], b[1] - a[1]), p.id).toBeLessThan(45);
    }
    for (const { p, ring } of ofType('flag')) {
      const lengths = edges(ring).map(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]));
      const pole = Math.min(...lengths);
      expect(pole, p.id).toBeGreaterThanOrEqual(15);
      expect(pole, p.id).toBeLessThanOrEqual(20);
      expect(corners(ring).length).toBeGreaterThanOrEqual(8);
      expect(Math.max(...lengths), p.id).toBeGreaterThan(4 * pole);
    }
    for (const { p, ring } of ofType('corner')) {
      const touching = streets.filter((s) => distanceToLine(ring, s.centerline) < 25.1);
      expect(touching.length, p.id).toBeGreaterThanOrEqual(2);
    }
    for (const { p, ring } of ofType('cul-de-sac')) {
      const bulbs = streets.filter((s) => s.bulb && boundaryDistance(ring, circle(s.bulb.center, 45.2)) < 1);
      expect(bulbs.length, p.id).toBe(1);
    }
  });

  it('has a winding street whose lots fan out, not all parallel', () => {
    const winding = [...new Set(parcels.map((p) => p.address.street))].filter((name) => {
      const directions = parcels
        .map((p, i) => ({ p, ring: lots[i]! }))
        .filter(({ p }) => p.address.street === name)
        .map(({ p, ring }) => {
          const [a, b] = frontEdge(p, ring);
          return ((Math.atan2(b[1] - a[1], b[0] - a[0]) % Math.PI) + Math.PI) % Math.PI;
        });
      return Math.max(...directions) - Math.min(...directions) > (5 * Math.PI) / 180;
    });
    const curved = new Set(ofType('curved').map(({ p }) => p.address.street));
    expect([...curved].length).toBeGreaterThanOrEqual(1);
    for (const name of curved) expect(winding).toContain(name);
  });

  it('has a cul-de-sac with pie-shaped lots all round its turning circle', () => {
    const culDeSacs = streets.filter((s) => s.bulb);
    expect(culDeSacs.length).toBeGreaterThanOrEqual(1);
    for (const street of culDeSacs) {
      const [cx, cy] = street.bulb!.center;
      const pies = ofType('cul-de-sac').filter(({ p }) => p.address.street === street.name);
      expect(pies.length).toBeGreaterThanOrEqual(5);
      const angles = pies.map(({ p }) => Math.atan2(feet(p.point)[1] - cy, feet(p.point)[0] - cx)).sort((a, b) => a - b);
      expect(angles[angles.length - 1]! - angles[0]!).toBeGreaterThan(Math.PI);
      expect(pies.every(({ ring }) => !isRectangle(ring))).toBe(true);
    }
  });
});

/** A 64-gon round a centre. */
function circle(center: P, radius: number): P[] {
  return Array.from({ length: 64 }, (_, i): P => [center[0] + radius * Math.cos((i * Math.PI) / 32), center[1] + radius * Math.sin((i * Math.PI) / 32)]);
}
