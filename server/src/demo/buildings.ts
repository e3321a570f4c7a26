// Places buildings on a lot: the house behind the front setback, and on some lots a garage and a shed.
import { type Pt, leftNormal, lerp, pointInRing, sub, unit } from './geometry';
import type { EdgeKind, LotShape } from './lot-shapes';
import type { Random } from './random';

/** A planned building footprint in feet. */
export interface PlannedBuilding {
  label: 'house' | 'garage' | 'shed';
  ring: Pt[];
  heightFt: number;
}

// Clearances carry a quarter foot over the rules (5 ft, 3 ft, 6 ft) to absorb coordinate rounding.
const LINE_CLEARANCE_FT = 5.25;
const GARAGE_SIDE_CLEARANCE_FT = 3.25;
const HOUSE_CLEARANCE_FT = 6.25;
const MIN_HOUSE_WIDTH_FT = 24;
const OUTBUILDING_SHARE = 0.4;

interface Segment {
  a: Pt;
  b: Pt;
  clearance: number;
}

interface Rect {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** Places the house, then on about 40 % of lots a garage, a shed or both; throws when a lot has no room for a house. */
export function placeBuildings(rng: Random, lot: LotShape, stories: number): PlannedBuilding[] {
  const f0 = lot.front[0]!;
  const f1 = lot.front[lot.front.length - 1]!;
  const u = unit(sub(f1, f0));
  const v = leftNormal(u);
  const origin = lerp(f0, f1, 0.5);
  let [uMin, uMax, vMax] = [Infinity, -Infinity, -Infinity];
  const ring = lot.ring.map((p): Pt => {
    const q: Pt = [(p[0] - origin[0]) * u[0] + (p[1] - origin[1]) * u[1], (p[0] - origin[0]) * v[0] + (p[1] - origin[1]) * v[1]];
    uMin = Math.min(uMin, q[0]);
    uMax = Math.max(uMax, q[0]);
    vMax = Math.max(vMax, q[1]);
    return q;
  });
  const toFeet = ([a, b]: Pt): Pt => [origin[0] + a * u[0] + b * v[0], origin[1] + a * u[1] + b * v[1]];
  const segments = (clearance: (kind: EdgeKind) => number): Segment[] =>
    ring.map((a, i) => ({ a, b: ring[(i + 1) % ring.length]!, clearance: clearance(lot.edges[i]!) }));
  const lines = segments(() => LINE_CLEARANCE_FT);

  const count = rng.next() < OUTBUILDING_SHARE ? (rng.next() < 0.3 ? 2 : 1) : 0;
  const wanted: ('garage' | 'shed')[] = count === 2 ? ['garage', 'shed'] : count === 1 ? [rng.next() < 0.55 ? 'garage' : 'shed'] : [];
  const garageSide = rng.pick([-1, 1]);
  const besideHouse = wanted.includes('garage') && rng.next() < 0.5;

  const house = placeHouse(rng, lines, ring, lot.buildFromFt, uMin, uMax, vMax, besideHouse ? -garageSide : 0);
  if (!house) throw new Error(`No room for a house on a ${lot.type} lot at ${toFeet([0, 0]).map(Math.round).join(', ')}`);
  const buildings: PlannedBuilding[] = [{ label: 'house', ring: houseRing(rng, house).map(toFeet), heightFt: houseHeight(rng, stories) }];

  const obstacles: Rect[] = [house];
  for (const label of wanted) {
    const isGarage = label === 'garage';
    const width = isGarage ? rng.int(20, 24) : rng.int(8, 12);
    const depth = isGarage ? rng.int(Math.max(22, width), 24) : rng.int(10, 16);
    const segs = [
      ...segments((kind) => (isGarage && kind === 'side' ? GARAGE_SIDE_CLEARANCE_FT : LINE_CLEARANCE_FT)),
      ...rectSegments(house, HOUSE_CLEARANCE_FT),
      ...obstacles.slice(1).flatMap((r) => rectSegments(r, LINE_CLEARANCE_FT)),
    ];
    const starts: number[] = [];
    if (isGarage && besideHouse) starts.push(house.v0 + rng.int(6, 14), house.v1 - depth + rng.int(2, 8));
    const rear = vMax - LINE_CLEARANCE_FT - depth - rng.int(0, isGarage ? 6 : 12);
    for (let v0 = rear; v0 >= house.v1 + HOUSE_CLEARANCE_FT; v0 -= 4) starts.push(v0);
    for (const v0 of starts) {
      const free = freeStarts(segs, ring, obstacles, width, v0, v0 + depth, uMin, uMax);
      if (free.length === 0) continue;
      let u0: number;
      if (isGarage) u0 = garageSide > 0 ? free[free.length - 1]![1] : free[0]![0];
      else {
        const [lo, hi] = rng.pick(free);
        u0 = lo + (hi - lo) * rng.next();
      }
      const rect = { u0, v0, u1: u0 + width, v1: v0 + depth };
      obstacles.push(rect);
      buildings.push({ label, ring: rectRing(rect).map(toFeet), heightFt: isGarage ? rng.int(12, 16) : rng.int(8, 11) });
      break;
    }
  }
  return buildings;
}

/** Finds a spot for the house behind the setback, narrowing it to the room there (never below 24 ft), leaning away from a garage side when asked. */
function placeHouse(rng: Random, lines: Segment[], ring: Pt[], fromFt: number, uMin: number, uMax: number, vMax: number, lean: number): Rect | undefined {
  for (let attempt = 0; attempt < 12; attempt++) {
    const relaxed = attempt >= 6;
    const wanted = rng.int(26, 40);
    const depth = relaxed ? rng.int(28, 32) : rng.int(28, 48);
    const v0 = fromFt + (fromFt > 0 ? rng.int(8, 16) : relaxed ? rng.int(18, 22) : rng.int(20, 32));
    if (v0 + depth > vMax - LINE_CLEARANCE_FT) continue;
    const free = freeStarts(lines, ring, [], MIN_HOUSE_WIDTH_FT, v0, v0 + depth, uMin, uMax);
    if (free.length === 0) continue;
    const [lo, hi] = free.reduce((best, f) => (f[1] - f[0] > best[1] - best[0] ? f : best));
    const width = Math.min(wanted, Math.floor(MIN_HOUSE_WIDTH_FT + hi - lo));
    const room = hi - lo - (width - MIN_HOUSE_WIDTH_FT);
    const share = lean < 0 ? rng.float(0, 0.15) : lean > 0 ? rng.float(0.85, 1) : rng.float(0.3, 0.7);
    const u0 = lo + room * share;
    return { u0, v0, u1: u0 + width, v1: v0 + depth };
  }
  return undefined;
}

/**
 * Where a width-wide rectangle spanning v0..v1 can start (as intervals of its left u) so that it keeps each
 * segment's clearance, lies inside the lot and not inside an obstacle.
 */
function freeStarts(segs: Segment[], ring: Pt[], obstacles: Rect[], width: number, v0: number, v1: number, lo: number, hi: number): [number, number][] {
  const blocked: [number, number][] = [];
  for (const { a, b, clearance } of segs) {
    const bandLo = v0 - clearance;
    const bandHi = v1 + clearance;
    const dv = b[1] - a[1];
    let t0 = 0;
    let t1 = 1;
    if (Math.abs(dv) < 1e-12) {
      if (a[1] < bandLo || a[1] > bandHi) continue;
    } else {
      const ta = (bandLo - a[1]) / dv;
      const tb = (bandHi - a[1]) / dv;
      t0 = Math.max(0, Math.min(ta, tb));
      t1 = Math.min(1, Math.max(ta, tb));
      if (t0 > t1) continue;
    }
    const ua = a[0] + (b[0] - a[0]) * t0;
    const ub = a[0] + (b[0] - a[0]) * t1;
    blocked.push([Math.min(ua, ub) - width - clearance, Math.max(ua, ub) + clearance]);
  }
  blocked.sort((x, y) => x[0] - y[0]);
  const free: [number, number][] = [];
  const last = hi - width;
  let cursor = lo;
  for (const [s, e] of blocked) {
    if (s > cursor && cursor <= last) free.push([cursor, Math.min(s, last)]);
    cursor = Math.max(cursor, e);
  }
  if (cursor <= last) free.push([cursor, last]);
  const vMid = (v0 + v1) / 2;
  return free.filter(([s, e]) => {
    const center: Pt = [(s + e) / 2 + width / 2, vMid];
    return pointInRing(center, ring) && !obstacles.some((r) => center[0] > r.u0 && center[0] < r.u1 && vMid > r.v0 && vMid < r.v1);
  });
}

function rectSegments(r: Rect, clearance: number): Segment[] {
  const ring = rectRing(r);
  return ring.map((a, i) => ({ a, b: ring[(i + 1) % 4]!, clearance }));
}

const rectRing = (r: Rect): Pt[] => [[r.u0, r.v0], [r.u1, r.v0], [r.u1, r.v1], [r.u0, r.v1]];

/** The house outline: its rectangle, or on some larger houses an L with one rear corner left out. */
function houseRing(rng: Random, r: Rect): Pt[] {
  const width = r.u1 - r.u0;
  const depth = r.v1 - r.v0;
  if (width < 28 || depth < 32 || rng.next() >= 0.18) return rectRing(r);
  const notchWidth = Math.round(width * (0.35 + 0.15 * rng.next()));
  const notchDepth = Math.round(depth * (0.3 + 0.15 * rng.next()));
  const { u0, v0, u1, v1 } = r;
  return rng.next() < 0.5
    ? [[u0, v0], [u1, v0], [u1, v1 - notchDepth], [u1 - notchWidth, v1 - notchDepth], [u1 - notchWidth, v1], [u0, v1]]
    : [[u0, v0], [u1, v0], [u1, v1], [u0 + notchWidth, v1], [u0 + notchWidth, v1 - notchDepth], [u0, v1 - notchDepth]];
}

const houseHeight = (rng: Random, stories: number): number => (stories <= 1.5 ? rng.int(20, 25) : stories <= 2 ? rng.int(24, 30) : rng.int(29, 35));
