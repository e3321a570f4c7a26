// The setback area on hand-drawn lots and, against a point-to-segment reference, on seeded random lots.
import { describe, expect, it } from 'vitest';
import { areaSqFt, signedRingArea } from '../geo/area';
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { lotFrame, mulberry32, polygonFt, randomLot, reverseRings } from '../geo/test-support/random-polygons';
import { EdgeKind, classifyLotEdges, type LotEdge } from './lot-edges';
import { ARC_TOLERANCE_FT, footprintKeepOuts, footprintsKeepOuts, KEEP_OUT_OVERLAP_BUDGET, overlappingPairs } from './keep-out';
import { setbackArea, type Setbacks } from './setback-area';
import { randomSimpleLot } from './test-support/random-lots';

const seed = Number(process.env.SETBACK_SEED ?? Math.floor(Math.random() * 2 ** 32));
const feet = (p: Position): [number, number] => lotFrame.toFeet(p);

function distanceToSegmentFt(p: Position, a: Position, b: Position): number {
  const [x, y] = feet(p);
  const [ax, ay] = feet(a);
  const [bx, by] = feet(b);
  const ex = bx - ax;
  const ey = by - ay;
  const t = Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
  return Math.hypot(x - ax - t * ex, y - ay - t * ey);
}

const ringsOf = (g: Polygon | MultiPolygon): Position[][] => (g.type === 'Polygon' ? g.coordinates : g.coordinates.flat());
const verticesOf = (g: Polygon | MultiPolygon): Position[] => ringsOf(g).flatMap((ring) => ring.slice(0, -1));

/** Distance in feet from p to the area (0 inside), the slow obvious way: every boundary segment. */
function distanceToAreaFt(p: Position, g: Polygon): number {
  if (isPointInPolygon(p, g)) return 0;
  let best = Infinity;
  for (const ring of g.coordinates) for (let i = 1; i < ring.length; i++) best = Math.min(best, distanceToSegmentFt(p, ring[i - 1]!, ring[i]!));
  return best;
}

const setbackOf = (edge: LotEdge, s: Setbacks): number =>
  edge.kind === EdgeKind.Front ? s.frontFt : edge.kind === EdgeKind.InteriorSide ? s.sideFt : edge.kind === EdgeKind.Rear ? s.rearFt
    : edge.kind === EdgeKind.ExteriorSide ? Math.max(s.frontFt, s.sideFt) : Math.max(s.frontFt, s.sideFt, s.rearFt);

/** Each segment of the outer ring with the setback of the edge it lies on: merged edges span several segments. */
function outerSegments(lot: Polygon, edges: readonly LotEdge[], setbacks: Setbacks): (readonly [Position, Position, number])[] {
  const open = lot.coordinates[0]!.slice(0, -1);
  const ring = signedRingArea(open.map(feet)) > 0 ? open : open.reverse();
  const at = (p: Position) => ring.findIndex((q) => q[0] === p[0] && q[1] === p[1]);
  const segments: (readonly [Position, Position, number])[] = [];
  for (const edge of edges) {
    for (let i = at(edge.from); i !== at(edge.to); i = (i + 1) % ring.length) segments.push([ring[i]!, ring[(i + 1) % ring.length]!, setbackOf(edge, setbacks)]);
  }
  return segments;
}

const rectangle = polygonFt([[[0, 0], [60, 0], [60, 120], [0, 120]]]);
const street = polygonFt([[[-50, -60], [110, -60], [110, -1], [-50, -1]]]);
const ell = polygonFt([[[0, 0], [100, 0], [100, 50], [50, 50], [50, 100], [0, 100]]]);

describe('setbackArea', () => {
  it('insets a rectangle by front, side and rear setbacks', () => {
    const edges = classifyLotEdges(rectangle, { streets: [street] });
    const area = setbackArea(rectangle, edges, { frontFt: 20, sideFt: 5, rearFt: 25 })!;
    expect(area.type).toBe('Polygon');
    expect(areaSqFt(area)).toBeCloseTo(50 * 75, 0);
    const xs = verticesOf(area).map((p) => feet(p)[0]);
    const ys = verticesOf(area).map((p) => feet(p)[1]);
    expect(Math.min(...xs)).toBeCloseTo(5, 2);
    expect(Math.max(...xs)).toBeCloseTo(55, 2);
    expect(Math.min(...ys)).toBeCloseTo(20, 2);
    expect(Math.max(...ys)).toBeCloseTo(95, 2);
  });

  it('rounds the inside corner of an L by the setback', () => {
    const edges = classifyLotEdges(ell, { addressPoint: lotFrame.toLngLat([50, 5]) });
    const area = setbackArea(ell, edges, { frontFt: 10, sideFt: 10, rearFt: 10 })!;
    // Two 80 x 30 arms sharing a 30 x 30 square, plus the quarter disc of radius 10 at the inner corner less its square.
    const exact = 80 * 30 + 30 * 50 + (100 - (Math.PI * 100) / 4);
    expect(areaSqFt(area)).toBeGreaterThan(exact - 2);
    expect(areaSqFt(area)).toBeLessThan(exact + 0.5);
    for (const p of verticesOf(area)) expect(Math.hypot(feet(p)[0] - 50, feet(p)[1] - 50)).toBeGreaterThan(9.99);
  });

  it('cuts a building grown by the separation out of the area as a hole', () => {
    const edges = classifyLotEdges(rectangle, { streets: [street] });
    const building = polygonFt([[[20, 40], [40, 40], [40, 70], [20, 70]]]);
    const area = setbackArea(rectangle, edges, { frontFt: 20, sideFt: 5, rearFt: 25 }, { footprints: [building], separationFt: 6 })!;
    expect(area.type).toBe('Polygon');
    expect((area as Polygon).coordinates).toHaveLength(2);
    const grown = 32 * 42 - (4 - Math.PI) * 36;
    expect(areaSqFt(area)).toBeCloseTo(50 * 75 - grown, 0);
  });

  it('grows a footprint of 400 narrow spikes from its filled outline: clear of it by the separation, at most the tolerance more', () => {
    const spikes = Array.from({ length: 400 }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / 400;
      const r = i % 2 === 0 ? 14 : 6.3;
      return [30 + r * Math.cos(angle), 60 + r * Math.sin(angle)];
    });
    const exact = footprintKeepOuts(spikes, 6);
    expect(overlappingPairs(exact, Infinity)).toBeGreaterThan(KEEP_OUT_OVERLAP_BUDGET);
    const { keepOuts, toleranceFt } = footprintsKeepOuts([spikes], 6);
    // 0.04 ft doubled until the notches (0.22 ft from the spikes) fill: 0.32 ft.
    expect(toleranceFt).toBeCloseTo(0.32, 9);
    expect(overlappingPairs(keepOuts, Infinity)).toBeLessThanOrEqual(KEEP_OUT_OVERLAP_BUDGET);
    const building = polygonFt([spikes]);
    const edges = classifyLotEdges(rectangle, { streets: [street] });
    const area = setbackArea(rectangle, edges, { frontFt: 20, sideFt: 5, rearFt: 25 }, { footprints: [building], separationFt: 6 })!;
    const random = mulberry32(9);
    let inside = 0;
    for (let k = 0; k < 3000; k++) {
      // Inside the lot's own setbacks (5 ft sides, 20 ft front, 25 ft rear), so only the building decides.
      const point = lotFrame.toLngLat([5.1 + random() * 49.8, 20.1 + random() * 74.8]);
      const away = distanceToAreaFt(point, building);
      const buildable = isPointInPolygon(point, area);
      if (buildable) inside++;
      if (away < 6 - 0.01) expect(buildable, `point ${point}, ${away} ft away`).toBe(false);
      else if (away > 6 + toleranceFt + ARC_TOLERANCE_FT + 0.01) expect(buildable, `point ${point}, ${away} ft away`).toBe(true);
    }
    expect(inside).toBeGreaterThan(1000);
  });

  it('grows a house with a notch exactly: its pieces overlap within the budget', () => {
    const house: [number, number][] = [[20, 40], [40, 40], [40, 55], [30, 55], [30, 70], [20, 70]];
    const { keepOuts, toleranceFt } = footprintsKeepOuts([house], 6);
    expect(toleranceFt).toBe(0);
    expect(keepOuts).toEqual(footprintKeepOuts(house, 6));
  });

  it('returns null when the setbacks leave nothing', () => {
    const edges = classifyLotEdges(rectangle, { streets: [street] });
    expect(setbackArea(rectangle, edges, { frontFt: 20, sideFt: 30, rearFt: 25 })).toBeNull();
  });

  it('names a negative or missing setback', () => {
    const edges = classifyLotEdges(rectangle, { streets: [street] });
    expect(() => setbackArea(rectangle, edges, { frontFt: -1, sideFt: 5, rearFt: 5 })).toThrow('frontFt of 0 or more feet, got -1');
    expect(() => setbackArea(rectangle, edges, { frontFt: 1, sideFt: NaN, rearFt: 5 })).toThrow('got NaN');
  });
});

describe(`setbackArea on random lots (seed ${seed})`, () => {
  it('matches the point-by-point reference, stays inside the lot, keeps every setback and separation, shrinks with larger setbacks and ignores vertex order', () => {
    console.log(`setback-area property seed: ${seed} (set SETBACK_SEED to replay)`);
    const random = mulberry32(seed);
    let checked = 0;
    for (let n = 0; n < 150; n++) {
      const lot = randomSimpleLot(random);
      const setbacks: Setbacks = { frontFt: random() * 30, sideFt: random() * 30, rearFt: random() * 30 };
      const separationFt = random() * 15;
      const context = `seed ${seed}, lot ${n} (${lot.shape}), setbacks ${JSON.stringify(setbacks)}, separation ${separationFt}: ${JSON.stringify(lot.lot)}`;
      const edges = classifyLotEdges(lot.lot, { streets: [lot.street] });
      expect(edges.filter((e) => e.kind === EdgeKind.Front), context).toHaveLength(1);
      const area = setbackArea(lot.lot, edges, setbacks);
      const lotArea = areaSqFt(lot.lot);

      if (area) {
        checked++;
        expect(areaSqFt(area), context).toBeLessThanOrEqual(lotArea + 0.01);
        for (const p of verticesOf(area)) {
          expect(distanceToAreaFt(p, lot.lot), context).toBeLessThanOrEqual(0.01);
          for (const edge of edges) expect(distanceToSegmentFt(p, edge.from, edge.to), context).toBeGreaterThanOrEqual(setbackOf(edge, setbacks) - 0.05);
        }
      }

      // The slow reference: a point is buildable exactly when it is in the lot and far enough from every edge.
      const [minX, minY] = feet(lot.lot.coordinates[0]!.reduce((a, p) => [Math.min(a[0]!, p[0]), Math.min(a[1]!, p[1])]));
      for (let k = 0; k < 60; k++) {
        const point = lotFrame.toLngLat([minX + random() * 200, minY + random() * 200]);
        const margin = Math.min(...edges.map((edge) => distanceToSegmentFt(point, edge.from, edge.to) - setbackOf(edge, setbacks)));
        const buildable = area !== null && isPointInPolygon(point, area);
        if (!isPointInPolygon(point, lot.lot) || margin < -0.01) expect(buildable, `${context}, point ${point}`).toBe(false);
        else if (margin > 0.06) expect(buildable, `${context}, point ${point}`).toBe(true);
      }

      const grown: Setbacks = {
        frontFt: setbacks.frontFt + (random() < 0.5 ? 1 + random() * 10 : 0),
        sideFt: setbacks.sideFt + (random() < 0.5 ? 1 + random() * 10 : 0),
        rearFt: setbacks.rearFt + 1 + random() * 10,
      };
      const smaller = setbackArea(lot.lot, edges, grown);
      expect(smaller ? areaSqFt(smaller) : 0, context).toBeLessThanOrEqual((area ? areaSqFt(area) : 0) + 0.01);

      const ring = lot.lot.coordinates[0]!.slice(0, -1);
      const shift = 1 + Math.floor(random() * (ring.length - 1));
      const rotated: Polygon = { type: 'Polygon', coordinates: [[...ring.slice(shift), ...ring.slice(0, shift), ring[shift]!]] };
      for (const variant of [reverseRings(lot.lot), rotated, reverseRings(rotated)]) {
        const again = setbackArea(variant, classifyLotEdges(variant, { streets: [lot.street] }), setbacks);
        expect(again ? areaSqFt(again) : 0, context).toBeCloseTo(area ? areaSqFt(area) : 0, 1);
      }

      const cleared = setbackArea(lot.lot, edges, setbacks, { footprints: [lot.building], separationFt });
      if (cleared) {
        expect(areaSqFt(cleared), context).toBeLessThanOrEqual((area ? areaSqFt(area) : 0) + 0.01);
        for (const p of verticesOf(cleared)) expect(distanceToAreaFt(p, lot.building), context).toBeGreaterThanOrEqual(separationFt - 0.05);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe(`setbackArea on random concave lots with holes (seed ${seed})`, () => {
  it('keeps exactly the points far enough from every edge, holes taking the side setback', () => {
    const random = mulberry32(seed ^ 0x9e3779b9);
    for (let n = 0; n < 100; n++) {
      const lot = randomLot(random, 0, 0, { holeChance: 0.4 });
      const setbacks: Setbacks = { frontFt: random() * 25, sideFt: random() * 25, rearFt: random() * 25 };
      const context = `seed ${seed}, concave lot ${n}, setbacks ${JSON.stringify(setbacks)}: ${JSON.stringify(lot)}`;
      const edges = classifyLotEdges(lot, {});
      const area = setbackArea(lot, edges, setbacks);
      const segments = [...outerSegments(lot, edges, setbacks), ...lot.coordinates.slice(1).flatMap((ring) => ring.slice(1).map((p, i) => [ring[i]!, p, setbacks.sideFt] as const))];
      for (let k = 0; k < 100; k++) {
        const point = lotFrame.toLngLat([(random() - 0.5) * 200, (random() - 0.5) * 200]);
        const margin = Math.min(...segments.map(([a, b, setbackFt]) => distanceToSegmentFt(point, a, b) - setbackFt));
        const buildable = area !== null && isPointInPolygon(point, area);
        if (!isPointInPolygon(point, lot) || margin < -0.01) expect(buildable, `${context}, point ${point}`).toBe(false);
        else if (margin > 0.06) expect(buildable, `${context}, point ${point}`).toBe(true);
      }
    }
  });
});
