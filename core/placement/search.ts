// The placement search in a local feet frame: which positions and turns are tried, in which order,
// and the shortcuts that make it fast without changing its answer.
//
// Every direction and turn is measured from the lot's axis (its longest edge), so turning the lot
// turns the answer with it. The unit's anchor (its deepest point) goes to each position; at a turn
// of 0 its long side runs along the axis. Candidates, first fit wins:
//   1. Setback area (spec 1 section 5): the start point, then offsets of 12 to 720 inches in steps
//      of 12 along eight rays (every 45 degrees); at each offset turns by ROTATION_ORDER_DEG, and
//      for each turn the rays in order.
//   2. Free space: when no ray fits, every point of a grid of FREE_SPACE_STEP_FT around the start
//      point (axes along the lot's axis) inside the area's box, nearest the start first (ties by
//      angle from the axis, counter-clockwise), each with the finer turns of
//      FREE_SPACE_ROTATION_ORDER_DEG. The rays look along eight lines only; this finds a unit that
//      fits anywhere in the area, to the grid's and the turns' resolution.
//   3. Lot (spec: shifts along the lot): from the lot's centroid, shifts of 0 to 45 ft in steps of
//      5 along the eight rays, turns and rays ordered as in step 1, inside the lot.
//   4. The lot's centroid, unturned.
// A candidate of steps 1 and 2 fits when the unit's moved-in outline lies inside the area and the
// unit's clearance outline (0.01 inch outside it) touches no building; of step 3 the same with the lot.
//
// The shortcuts use the anchor's signed distance to the area's boundary d and its clearance from
// the buildings c, which change by at most the distance the anchor moves. A position is skipped when d is
// below the unit's inner depth or c below its outer depth (no turn can fit there); every turn fits
// when d exceeds the inner reach and c the outer reach. Step 2 finds the grid points worth trying
// by splitting the grid into blocks and dropping a block when even its best point would be skipped.
import type { PointFt } from '../geo/point-ft';
import { FlatRings, clearance, edgesNear, insideNear, signedDistance, touches } from './flat-rings';
import type { PreparedUnit } from './unit';

/** How a unit was placed: inside the setback area, inside the lot clear of buildings, or at the lot's centre. */
export const Placement = {
  SetbackFit: 'setback_fit',
  LotFitNoCollision: 'lot_fit_no_collision',
  LotCenter: 'lot_center',
} as const;
export type Placement = (typeof Placement)[keyof typeof Placement];

/** Offsets of step 1 in inches: 12 to 720 in steps of 12 (spec 1 section 9). */
export const OFFSETS_IN: readonly number[] = Array.from({ length: 60 }, (_, i) => 12 * (i + 1));

/** Lot shifts of step 3 in feet: 0 to 45 in steps of 5 (spec 1 section 9). */
export const LOT_SHIFTS_FT: readonly number[] = Array.from({ length: 10 }, (_, i) => 5 * i);

/** Directions of the rays, in degrees counter-clockwise from the lot's axis. */
export const RAY_DIRECTIONS_DEG: readonly number[] = [0, 45, 90, 135, 180, 225, 270, 315];

/** Turns in steps of `step` degrees, smallest first, counter-clockwise before clockwise, the half turn last. */
const turnsBy = (step: number): number[] => [0, ...Array.from({ length: 180 / step - 1 }, (_, i) => [step * (i + 1), -step * (i + 1)]).flat(), 180];

/** Turns of steps 1 and 3: 15 degree steps (spec 1 section 9). */
export const ROTATION_ORDER_DEG: readonly number[] = turnsBy(15);

/** Turns of the free-space step: finer, so a unit that fits only at an angle between the spec's is found. */
export const FREE_SPACE_ROTATION_ORDER_DEG: readonly number[] = turnsBy(5);

/** Spacing in feet of the free-space grid. */
export const FREE_SPACE_STEP_FT = 0.25;

/** Slack in feet that keeps the shortcuts on the safe side of rounding. */
const SLACK_FT = 1e-9;

/** What a search runs on, in one feet frame. */
export interface SearchSpace {
  lot: FlatRings;
  /** The setback area, or null when there is none (unknown setbacks, or no room left). */
  area: FlatRings | null;
  /** One entry per building footprint. */
  buildings: readonly FlatRings[];
  /** Where steps 1 and 2 start. */
  start: PointFt;
  /** Where steps 3 and 4 start. */
  lotCentre: PointFt;
  /** Direction of the lot's axis in radians. */
  axisRad: number;
}

/** Which step of the search found the place. */
export const SearchStep = { Rays: 'rays', FreeSpace: 'free-space', LotShifts: 'lot-shifts', LotCentre: 'lot-centre' } as const;
export type SearchStep = (typeof SearchStep)[keyof typeof SearchStep];

/** Where the search put the unit's anchor, its turn (degrees from the lot's axis), how and by which step. */
export interface SearchResult {
  x: number;
  y: number;
  turnDeg: number;
  placement: Placement;
  step: SearchStep;
}

/** The unit turned to every angle of the search, ready to be moved. */
class TurnedUnit {
  readonly degrees: readonly number[];
  readonly inner: Float64Array[];
  /** The clearance outline (`PreparedUnit.clear`) at each turn, tested against buildings. */
  readonly outer: Float64Array[];
  /** Turns that repeat an earlier turn's footprint (a half turn of a symmetric unit). */
  readonly repeats: boolean[];

  constructor(unit: PreparedUnit, axisRad: number, degreesList: readonly number[]) {
    this.degrees = degreesList;
    this.inner = [];
    this.outer = [];
    this.repeats = [];
    const seen = new Set<number>();
    for (const degrees of degreesList) {
      const angle = axisRad + (degrees * Math.PI) / 180;
      this.inner.push(turn(unit.inner, angle));
      this.outer.push(turn(unit.clear, angle));
      const footprint = unit.halfTurnSymmetric ? ((degrees % 180) + 180) % 180 : ((degrees % 360) + 360) % 360;
      this.repeats.push(seen.has(footprint));
      seen.add(footprint);
    }
  }
}

function turn(xy: Float64Array, angle: number): Float64Array {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const out = new Float64Array(xy.length);
  for (let i = 0; i < xy.length; i += 2) {
    out[i] = xy[i]! * cos - xy[i + 1]! * sin;
    out[i + 1] = xy[i]! * sin + xy[i + 1]! * cos;
  }
  return out;
}

/** One search: the unit, the space, and scratch arrays reused by every candidate. */
class Search {
  private readonly turned: TurnedUnit;
  private readonly fineTurned: TurnedUnit;
  private readonly inner: Float64Array;
  private readonly outer: Float64Array;
  private readonly near: Int32Array;
  private readonly nearBuildings: FlatRings[] = [];

  constructor(
    private readonly unit: PreparedUnit,
    private readonly space: SearchSpace,
  ) {
    this.turned = new TurnedUnit(unit, space.axisRad, ROTATION_ORDER_DEG);
    this.fineTurned = new TurnedUnit(unit, space.axisRad, FREE_SPACE_ROTATION_ORDER_DEG);
    this.inner = new Float64Array(unit.vertices * 2);
    this.outer = new Float64Array(unit.vertices * 2);
    this.near = new Int32Array(Math.max(space.lot.count, space.area?.count ?? 0, 1));
  }

  /** The first of the turns (index below `limit`) at which the unit fits with its anchor at (x, y) inside `area`, or -1. */
  firstTurn(area: FlatRings, x: number, y: number, turned: TurnedUnit, limit: number): number {
    const unit = this.unit;
    if (x < area.minX || x > area.maxX || y < area.minY || y > area.maxY) return -1;
    const depth = signedDistance(area, x, y);
    if (depth < unit.innerDepth - SLACK_FT) return -1;
    const free = clearance(this.space.buildings, x, y);
    if (free < unit.outerDepth - SLACK_FT) return -1;
    if (depth > unit.innerReach + SLACK_FT && free > unit.outerReach + SLACK_FT) return limit > 0 ? 0 : -1;
    const nearCount = edgesNear(area, x, y, unit.innerReach + SLACK_FT, this.near);
    const nearBuildings = this.nearBuildings;
    nearBuildings.length = 0;
    const reach = unit.outerReach + SLACK_FT;
    for (const b of this.space.buildings) {
      if (b.maxX >= x - reach && b.minX <= x + reach && b.maxY >= y - reach && b.minY <= y + reach) nearBuildings.push(b);
    }
    const n = unit.vertices;
    for (let k = 0; k < limit; k++) {
      if (turned.repeats[k]) continue;
      const inner = turned.inner[k]!;
      for (let i = 0; i < n * 2; i += 2) {
        this.inner[i] = inner[i]! + x;
        this.inner[i + 1] = inner[i + 1]! + y;
      }
      if (!insideNear(area, this.near, nearCount, this.inner, n)) continue;
      if (nearBuildings.length > 0) {
        const outer = turned.outer[k]!;
        for (let i = 0; i < n * 2; i += 2) {
          this.outer[i] = outer[i]! + x;
          this.outer[i + 1] = outer[i + 1]! + y;
        }
        if (nearBuildings.some((b) => touches(b, this.outer, n))) continue;
      }
      return k;
    }
    return -1;
  }

  /** Steps 1 and 3: the start, then each offset with turns before rays. */
  rays(area: FlatRings, from: PointFt, offsetsFt: readonly number[]): SearchResult | undefined {
    const turned = this.turned;
    const turns = turned.degrees.length;
    const atStart = this.firstTurn(area, from[0], from[1], turned, turns);
    if (atStart >= 0) return { x: from[0], y: from[1], turnDeg: turned.degrees[atStart]!, placement: Placement.SetbackFit, step: SearchStep.Rays };
    const axis = this.space.axisRad;
    for (const offset of offsetsFt) {
      if (offset === 0) continue;
      let best: SearchResult | undefined;
      let limit = turns;
      for (const degrees of RAY_DIRECTIONS_DEG) {
        const angle = axis + (degrees * Math.PI) / 180;
        const x = from[0] + offset * Math.cos(angle);
        const y = from[1] + offset * Math.sin(angle);
        // The earliest turn wins; for equal turns, the earlier ray.
        const k = this.firstTurn(area, x, y, turned, limit);
        if (k >= 0) {
          best = { x, y, turnDeg: turned.degrees[k]!, placement: Placement.SetbackFit, step: SearchStep.Rays };
          limit = k;
          if (k === 0) break;
        }
      }
      if (best) return best;
    }
    return undefined;
  }

  /** Step 2: grid points worth trying, nearest the start first, found by splitting the grid into blocks nearest first. */
  freeSpace(area: FlatRings): SearchResult | undefined {
    const { start, axisRad } = this.space;
    const ux = Math.cos(axisRad);
    const uy = Math.sin(axisRad);
    const h = FREE_SPACE_STEP_FT;
    let minI = Infinity;
    let maxI = -Infinity;
    let minJ = Infinity;
    let maxJ = -Infinity;
    for (const [cx, cy] of [[area.minX, area.minY], [area.maxX, area.minY], [area.maxX, area.maxY], [area.minX, area.maxY]] as const) {
      const i = ((cx - start[0]) * ux + (cy - start[1]) * uy) / h;
      const j = (-(cx - start[0]) * uy + (cy - start[1]) * ux) / h;
      minI = Math.min(minI, Math.floor(i));
      maxI = Math.max(maxI, Math.ceil(i));
      minJ = Math.min(minJ, Math.floor(j));
      maxJ = Math.max(maxJ, Math.ceil(j));
    }
    const unit = this.unit;
    const buildings = this.space.buildings;
    const turned = this.fineTurned;
    const turns = turned.degrees.length;
    const at = (i: number, j: number): [number, number] => [start[0] + h * (i * ux - j * uy), start[1] + h * (i * uy + j * ux)];
    const queue = new BlockQueue();
    queue.push(minI, maxI, minJ, maxJ);
    for (let block = queue.pop(); block; block = queue.pop()) {
      const { i0, i1, j0, j1 } = block;
      if (i0 === i1 && j0 === j1) {
        const [x, y] = at(i0, j0);
        const k = this.firstTurn(area, x, y, turned, turns);
        if (k >= 0) return { x, y, turnDeg: turned.degrees[k]!, placement: Placement.SetbackFit, step: SearchStep.FreeSpace };
        continue;
      }
      // Drop a block when no point in it can be deep enough in the area and far enough from buildings.
      const [x, y] = at((i0 + i1) / 2, (j0 + j1) / 2);
      const half = (h * Math.hypot(i1 - i0, j1 - j0)) / 2;
      if (x + half < area.minX || x - half > area.maxX || y + half < area.minY || y - half > area.maxY) continue;
      if (signedDistance(area, x, y) + half < unit.innerDepth - SLACK_FT) continue;
      if (buildings.length > 0 && clearance(buildings, x, y) + half < unit.outerDepth - SLACK_FT) continue;
      if (i1 - i0 >= j1 - j0) {
        const mid = Math.floor((i0 + i1) / 2);
        queue.push(i0, mid, j0, j1);
        queue.push(mid + 1, i1, j0, j1);
      } else {
        const mid = Math.floor((j0 + j1) / 2);
        queue.push(i0, i1, j0, mid);
        queue.push(i0, i1, mid + 1, j1);
      }
    }
    return undefined;
  }

  run(): SearchResult {
    const { area, lot, start, lotCentre } = this.space;
    if (area && area.count > 0) {
      const found = this.rays(area, start, OFFSETS_IN.map((inches) => inches / 12)) ?? this.freeSpace(area);
      if (found) return found;
    }
    const shifted = this.rays(lot, lotCentre, LOT_SHIFTS_FT);
    if (shifted) return { ...shifted, placement: Placement.LotFitNoCollision, step: SearchStep.LotShifts };
    return { x: lotCentre[0], y: lotCentre[1], turnDeg: 0, placement: Placement.LotCenter, step: SearchStep.LotCentre };
  }
}

/** A block of grid points [i0, i1] x [j0, j1] with its place in the search order. */
interface Block {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
  /** The smallest i² + j² in the block. */
  r2: number;
  /** For a single point, its angle from the axis in [0, 2π); for a larger block -1, so it splits before points as near are tried. */
  angle: number;
}

/** Blocks nearest the grid's origin first (a binary heap). */
class BlockQueue {
  private readonly heap: Block[] = [];

  push(i0: number, i1: number, j0: number, j1: number): void {
    const i = i0 > 0 ? i0 : i1 < 0 ? i1 : 0;
    const j = j0 > 0 ? j0 : j1 < 0 ? j1 : 0;
    let angle = -1;
    if (i0 === i1 && j0 === j1) {
      angle = Math.atan2(j0, i0);
      if (angle < 0) angle += 2 * Math.PI;
    }
    const heap = this.heap;
    heap.push({ i0, i1, j0, j1, r2: i * i + j * j, angle });
    for (let k = heap.length - 1; k > 0;) {
      const parent = (k - 1) >> 1;
      if (!before(heap[k]!, heap[parent]!)) break;
      [heap[k], heap[parent]] = [heap[parent]!, heap[k]!];
      k = parent;
    }
  }

  pop(): Block | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      for (let k = 0; ;) {
        const left = 2 * k + 1;
        const right = left + 1;
        let next = k;
        if (left < heap.length && before(heap[left]!, heap[next]!)) next = left;
        if (right < heap.length && before(heap[right]!, heap[next]!)) next = right;
        if (next === k) break;
        [heap[k], heap[next]] = [heap[next]!, heap[k]!];
        k = next;
      }
    }
    return top;
  }
}

const before = (a: Block, b: Block): boolean => a.r2 < b.r2 || (a.r2 === b.r2 && a.angle < b.angle);

/** Places the unit in the space (all in one feet frame). */
export function searchPlacement(unit: PreparedUnit, space: SearchSpace): SearchResult {
  return new Search(unit, space).run();
}

/** The unit's outline placed as a search result says, as x, y pairs in the frame. */
export function placedOutline(unit: PreparedUnit, axisRad: number, result: SearchResult): Float64Array {
  const angle = axisRad + (result.turnDeg * Math.PI) / 180;
  const out = turn(unit.outer, angle);
  for (let i = 0; i < out.length; i += 2) {
    out[i] = out[i]! + result.x;
    out[i + 1] = out[i + 1]! + result.y;
  }
  return out;
}

/** The direction (radians) of the longest edge of a counter-clockwise ring; among equally long edges, the smallest direction in [0, 2π). */
export function lotAxis(ring: readonly PointFt[]): number {
  let best = -1;
  let bestAngle = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    if (angle < 0) angle += 2 * Math.PI;
    if (length > best || (length === best && angle < bestAngle)) {
      best = length;
      bestAngle = angle;
    }
  }
  return bestAngle;
}
