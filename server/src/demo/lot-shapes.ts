// Cuts rows and cul-de-sacs into lots: rectangular, corner, narrow, irregular, flag, curved and pie-shaped lots.
import { signedRingArea } from '../../../core/geo';
import { type Box, type Pt, along, lerp, pointAlong, unit } from './geometry';
import type { Random } from './random';
import { BULB_RADIUS_FT, HALF_STREET_FT, REAR_GAP_FT, type CulDeSacSpec, type RowSpec } from './street-network';

/** The kind of lot, as shown to users of the demo. */
export type LotType = 'rectangular' | 'corner' | 'narrow' | 'irregular' | 'flag' | 'cul-de-sac' | 'curved';

/** What a lot edge borders: its addressed frontage, another street frontage, a neighbour's side or the rear. */
export type EdgeKind = 'front' | 'street' | 'side' | 'rear';

/** A lot in feet: a counter-clockwise ring, the kind of each edge, and where it sits on its street. */
export interface LotShape {
  ring: Pt[];
  edges: EdgeKind[];
  type: LotType;
  street: number;
  odd: boolean;
  order: number;
  front: Pt[];
  buildFromFt: number;
}

/** Kinds of lot the neighbourhood still has to show at least once (flags: how many flag lots are still owed). */
export interface Pending {
  narrow: boolean;
  slant: boolean;
  kink: boolean;
  chamfer: boolean;
  flags: number;
}

const MIN_LOT_WIDTH_FT = 50;
const MAX_LOT_WIDTH_FT = 90;

/** Cuts one row into lots. */
export function cutRow(rng: Random, row: RowSpec, pending: Pending): LotShape[] {
  return row.curved ? cutCurvedRow(rng, row) : cutStraightRow(rng, row, pending);
}

/** Builds a lot from a ring with edge kinds, turning it counter-clockwise and finding its addressed frontage. */
function makeLot(ring: Pt[], edges: EdgeKind[], type: LotType, street: number, odd: boolean, order: number, buildFromFt: number): LotShape {
  const n = ring.length;
  if (signedRingArea(ring) < 0) {
    ring.reverse();
    const last = edges.pop()!;
    edges.reverse().push(last);
  }
  let start = 0;
  while (start < n && !(edges[start] === 'front' && edges[(start + n - 1) % n] !== 'front')) start++;
  if (start === n) start = 0;
  const front: Pt[] = [ring[start]!];
  for (let i = start; edges[i % n] === 'front' && front.length <= n; i++) front.push(ring[(i + 1) % n]!);
  return { ring, edges, type, street, odd, order, front, buildFromFt };
}

/** Frontages that add up to width: ends wider, a few narrow lots when allowed, the rest 52 to 80 ft. */
function partitionFrontage(rng: Random, count: number, width: number, narrowWanted: boolean, narrowAllowed: boolean): { widths: number[]; narrow: boolean[] } {
  if (count === 1) return { widths: [width], narrow: [false] };
  const forcedIndex = narrowWanted && count >= 3 ? rng.int(1, count - 2) : -1;
  for (let attempt = 0; attempt < 30; attempt++) {
    const narrow = Array.from({ length: count }, (_, i) => i > 0 && i < count - 1 && narrowAllowed && (i === forcedIndex || rng.next() < 0.07));
    const raw = narrow.map((isNarrow, i) => (isNarrow ? rng.int(38, 42) : i === 0 || i === count - 1 ? rng.int(70, 88) : rng.int(52, 80)));
    const fixed = raw.reduce((s, w, i) => s + (narrow[i] ? w : 0), 0);
    const adjustable = raw.reduce((s, w, i) => s + (narrow[i] ? 0 : w), 0);
    const factor = (width - fixed) / adjustable;
    const widths = raw.map((w, i) => (narrow[i] ? w : w * factor));
    if (widths.every((w, i) => narrow[i] || (w >= MIN_LOT_WIDTH_FT + 0.5 && w <= MAX_LOT_WIDTH_FT - 0.5))) return { widths, narrow };
  }
  return { widths: new Array<number>(count).fill(width / count), narrow: new Array<boolean>(count).fill(false) };
}

/** Cuts a row along a straight street: corner lots with cut corners, narrow lots, slanted or bent side lines and flag lots. */
function cutStraightRow(rng: Random, row: RowSpec, pending: Pending): LotShape[] {
  const [[x0, yFront], [x1]] = row.front as [Pt, Pt];
  const depth = row.rear.kind === 'line' ? Math.abs(row.rear.y - yFront) : row.rear.depthFt;
  const n = row.count;
  const { widths, narrow } = partitionFrontage(rng, n, x1 - x0, pending.narrow && !row.deep, !row.deep);
  if (narrow.some(Boolean)) pending.narrow = false;
  const bx = [x0];
  let sum = 0;
  for (let i = 0; i < n - 1; i++) {
    sum += widths[i]!;
    bx.push(x0 + Math.round(sum * 2) / 2);
  }
  bx.push(x1);

  const flags = row.deep ? chooseFlags(rng, n, narrow, pending) : [];
  const inFlag = new Set(flags.flatMap((f) => [f - 1, f, f + 1]));
  const flagDepth = Math.round(depth * rng.float(0.5, 0.56));
  const lines: Pt[][] = bx.map((x) => [[x, 0], [x, depth]]);
  const locked = new Set([0, n]);
  for (const f of flags) {
    for (const i of [f - 1, f, f + 1, f + 2]) locked.add(i);
    lines[f - 1] = [[bx[f - 1]!, 0], [bx[f - 1]!, flagDepth], [bx[f - 1]!, depth]];
    lines[f + 2] = [[bx[f + 2]!, 0], [bx[f + 2]!, flagDepth], [bx[f + 2]!, depth]];
  }
  const irregular = new Set<number>();
  const xAt = (i: number, t: number): number => {
    const line = lines[i]!;
    for (let j = 1; j < line.length; j++) {
      const a = line[j - 1]!;
      const b = line[j]!;
      if (t <= b[1]) return a[0] + ((b[0] - a[0]) * (t - a[1])) / (b[1] - a[1]);
    }
    return line[line.length - 1]![0];
  };
  for (let i = 1; i < n; i++) {
    if (locked.has(i) || narrow[i - 1] || narrow[i]) continue;
    const fits = (left: number, right: number) => left >= MIN_LOT_WIDTH_FT && left <= 96 && right >= MIN_LOT_WIDTH_FT && right <= 96;
    if (pending.slant || rng.next() < 0.1) {
      const shift = rng.pick([-1, 1]) * rng.int(6, 16);
      if (fits(bx[i]! + shift - xAt(i - 1, depth), bx[i + 1]! - bx[i]! - shift)) {
        lines[i] = [[bx[i]!, 0], [bx[i]! + shift, depth]];
        irregular.add(i - 1).add(i);
        pending.slant = false;
      }
    } else if (pending.kink || rng.next() < 0.07) {
      const shift = rng.pick([-1, 1]) * rng.int(6, 12);
      const t = Math.round(depth * rng.float(0.4, 0.6));
      if (fits(bx[i]! + shift - xAt(i - 1, t), bx[i + 1]! - bx[i]! - shift)) {
        lines[i] = [[bx[i]!, 0], [bx[i]! + shift, t], [bx[i]!, depth]];
        irregular.add(i - 1).add(i);
        pending.kink = false;
      }
    }
  }
  const chamfer = (corner: boolean) => (corner && (pending.chamfer || rng.next() < 0.3) ? rng.int(8, 12) : 0);
  const westCut = chamfer(row.cornerWest);
  const eastCut = chamfer(row.cornerEast);
  if (westCut || eastCut) pending.chamfer = false;
  if (westCut) lines[0] = [[x0, westCut], [x0, depth]];
  if (eastCut) lines[n] = [[x1, eastCut], [x1, depth]];

  const lots: LotShape[] = [];
  const lot = (points: Pt[], edges: EdgeKind[], type: LotType, buildFromFt = 0) => {
    for (const p of points) p[1] = yFront + row.side * p[1];
    const shape = makeLot(points, edges, type, row.street, row.side === -1, 0, buildFromFt);
    shape.order = (shape.front[0]![0] + shape.front[shape.front.length - 1]![0]) / 2;
    lots.push(shape);
  };
  for (let i = 0; i < n; i++) {
    if (flags.includes(i)) {
      const [l, r] = [bx[i - 1]!, bx[i + 2]!];
      const pole = rng.int(16, 19);
      const pl = Math.round(((bx[i]! + bx[i + 1]!) / 2 - pole / 2) * 2) / 2;
      const pr = pl + pole;
      const d = flagDepth;
      lot([[l, 0], [pl, 0], [pl, d], [l, d]], ['front', 'side', 'rear', 'side'], 'rectangular');
      lot([[pl, 0], [pr, 0], [pr, d], [r, d], [r, depth], [l, depth], [l, d], [pl, d]], ['front', 'side', 'rear', 'side', 'rear', 'side', 'rear', 'side'], 'flag', d);
      lot([[pr, 0], [r, 0], [r, d], [pr, d]], ['front', 'side', 'rear', 'side'], 'rectangular');
    }
    if (inFlag.has(i)) continue;
    const west = lines[i]!;
    const east = lines[i + 1]!;
    const points: Pt[] = [];
    const edges: EdgeKind[] = [];
    const add = (p: Pt, kind: EdgeKind) => {
      points.push(p);
      edges.push(kind);
    };
    add([west[0]![0], west[0]![1]], i === 0 && westCut ? 'street' : 'front');
    if (i === 0 && westCut) add([x0 + westCut, 0], 'front');
    if (i === n - 1 && eastCut) add([x1 - eastCut, 0], 'street');
    east.forEach((p, j) => add([p[0], p[1]], j < east.length - 1 ? 'side' : 'rear'));
    for (let j = west.length - 1; j >= 1; j--) add([west[j]![0], west[j]![1]], 'side');
    const corner = (i === 0 && row.cornerWest) || (i === n - 1 && row.cornerEast);
    const type: LotType = corner ? 'corner' : narrow[i] ? 'narrow' : irregular.has(i) ? 'irregular' : 'rectangular';
    lot(points, edges, type);
  }
  return lots;
}

/** Picks the middle lots of flag groups in a deep row: a flag lot between two shallower lots, away from the row ends. */
function chooseFlags(rng: Random, n: number, narrow: boolean[], pending: Pending): number[] {
  const ok = (f: number) => f >= 2 && f <= n - 3 && !narrow[f - 1] && !narrow[f] && !narrow[f + 1];
  const flags: number[] = [];
  const wanted = (pending.flags > 0 || rng.next() < 0.6 ? 1 : 0) + (n >= 12 && rng.next() < 0.5 ? 1 : 0);
  for (let k = 0; k < wanted; k++) {
    const from = flags.length > 0 ? flags[flags.length - 1]! + 4 : 2;
    const options = [];
    for (let f = from; f <= n - 3; f++) if (ok(f)) options.push(f);
    if (options.length === 0) break;
    flags.push(rng.pick(options));
  }
  pending.flags = Math.max(0, pending.flags - flags.length);
  return flags;
}

/** Cuts a row along a winding street: side lines square to the street, so the lots fan out or narrow behind. */
function cutCurvedRow(rng: Random, row: RowSpec): LotShape[] {
  const n = row.count;
  const vertexS = [0];
  for (let i = 1; i < row.front.length; i++) {
    const [a, b] = [row.front[i - 1]!, row.front[i]!];
    vertexS.push(vertexS[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = vertexS[vertexS.length - 1]!;
  const { widths } = partitionFrontage(rng, n, total, false, false);
  const positions = [0];
  for (let i = 0; i < n - 1; i++) positions.push(positions[i]! + widths[i]!);
  positions.push(total);
  const fronts: Pt[] = [];
  const rears: Pt[] = [];
  positions.forEach((s, i) => {
    const at = pointAlong(row.front, s);
    const inward: Pt = i === 0 || i === n ? [0, row.side] : unit(lerp(row.inward[at.index]!, row.inward[at.index + 1]!, at.t));
    const reach = row.rear.kind === 'line' ? (row.rear.y - at.point[1]) / inward[1] : row.rear.depthFt;
    fronts.push(at.point);
    rears.push(along(at.point, inward, reach));
  });
  const lots: LotShape[] = [];
  for (let i = 0; i < n; i++) {
    const between = row.front.filter((_, j) => vertexS[j]! > positions[i]! + 0.5 && vertexS[j]! < positions[i + 1]! - 0.5);
    const points: Pt[] = [fronts[i]!, ...between, fronts[i + 1]!, rears[i + 1]!, rears[i]!];
    const edges: EdgeKind[] = [...points.slice(0, -3).map((): EdgeKind => 'front'), 'side', 'rear', 'side'];
    const corner = (i === 0 && row.cornerWest) || (i === n - 1 && row.cornerEast);
    const order = (fronts[i]![0] + fronts[i + 1]![0]) / 2;
    lots.push(makeLot(points, edges, corner ? 'corner' : 'curved', row.street, row.side === -1, order, 0));
  }
  return lots;
}

/** Cuts a cul-de-sac: lots along both sides of the stem, then pie-shaped lots fanning out round the bulb. */
export function cutCulDeSac(rng: Random, spec: CulDeSacSpec): LotShape[] {
  const [cx, cy] = spec.bulbCenter;
  const stemEast = cx + HALF_STREET_FT;
  const stemWest = cx - HALF_STREET_FT;
  const lots: LotShape[] = [];
  let top = spec.topY;
  spec.stemLotWidthsFt.forEach((w, k) => {
    const bottom = top - w;
    const type: LotType = k === 0 ? 'corner' : 'rectangular';
    const street: EdgeKind = k === 0 ? 'street' : 'side';
    lots.push(makeLot([[stemEast, top], [stemEast, bottom], [spec.eastX, bottom], [spec.eastX, top]], ['front', 'side', 'rear', street], type, spec.street, true, k, 0));
    lots.push(makeLot([[stemWest, bottom], [stemWest, top], [spec.westX, top], [spec.westX, bottom]], ['front', street, 'rear', 'side'], type, spec.street, false, k, 0));
    top = bottom;
  });

  const q: Box = { minX: spec.westX, maxX: spec.eastX, minY: spec.bottomY, maxY: top - REAR_GAP_FT };
  const { radius, start, step, steps } = bulbArc();
  const arc: Pt[] = Array.from({ length: steps + 1 }, (_, j) => [cx + radius * Math.cos(start - j * step), cy + radius * Math.sin(start - j * step)]);
  const rise = Math.sqrt(radius * radius - HALF_STREET_FT * HALF_STREET_FT);
  arc[0] = [stemEast, cy + rise];
  arc[steps] = [stemWest, cy + rise];

  const p = spec.pieCount;
  const firstRay = (): number => Math.round((start - (rng.float(-5, 10) * Math.PI) / 180) / step);
  const cuts = [0, firstRay()];
  const last = steps - firstRay();
  for (let i = 2; i < p - 1; i++) cuts.push(cuts[1]! + Math.round(((i - 1) * (last - cuts[1]!)) / (p - 2)));
  cuts.push(last, steps);

  const halfWidth = q.maxX - cx;
  const height = q.maxY - q.minY;
  const perimeter = ([x, y]: Pt): number => {
    const e = 1e-6;
    if (y >= q.maxY - e && x >= cx) return x - cx;
    if (x >= q.maxX - e) return halfWidth + (q.maxY - y);
    if (y <= q.minY + e) return halfWidth + height + (q.maxX - x);
    if (x <= q.minX + e) return 3 * halfWidth + height + (y - q.minY);
    return 3 * halfWidth + 2 * height + (x - q.minX);
  };
  const corners: Pt[] = [[q.maxX, q.maxY], [q.maxX, q.minY], [q.minX, q.minY], [q.minX, q.maxY]];
  const hits: Pt[] = cuts.map((j, i) => {
    if (i === 0) return [stemEast, q.maxY];
    if (i === p) return [stemWest, q.maxY];
    const angle = start - j * step;
    return rayToBox([cx, cy], [Math.cos(angle), Math.sin(angle)], q);
  });
  const s = spec.stemLotWidthsFt.length;
  for (let i = 0; i < p; i++) {
    const points: Pt[] = arc.slice(cuts[i]!, cuts[i + 1]! + 1);
    const edges: EdgeKind[] = points.map((_, j) => (j < points.length - 1 ? 'front' : i === p - 1 ? 'street' : 'side'));
    const [from, to] = [perimeter(hits[i]!), perimeter(hits[i + 1]!)];
    const between = corners.filter((c) => perimeter(c) > from && perimeter(c) < to).sort((a, b) => perimeter(b) - perimeter(a));
    for (const c of [hits[i + 1]!, ...between, hits[i]!]) {
      points.push(c);
      edges.push(c === hits[i] ? (i === 0 ? 'street' : 'side') : 'rear');
    }
    const middle = start - ((cuts[i]! + cuts[i + 1]!) / 2) * step;
    const odd = middle > -Math.PI / 2;
    lots.push(makeLot(points, edges, 'cul-de-sac', spec.street, odd, s + (odd ? i : p - 1 - i), 0));
  }
  return lots;
}

/** Vertices of the turning circle drawn round (not inside) the 45 ft radius, from the stem's east edge clockwise to its west edge. */
function bulbArc(): { radius: number; start: number; step: number; steps: number } {
  let step = (10 * Math.PI) / 180;
  let radius = BULB_RADIUS_FT / Math.cos(step / 2);
  let start = Math.acos(HALF_STREET_FT / radius);
  const steps = Math.round((Math.PI + 2 * start) / step);
  for (let i = 0; i < 8; i++) {
    step = (Math.PI + 2 * start) / steps;
    radius = BULB_RADIUS_FT / Math.cos(step / 2);
    start = Math.acos(HALF_STREET_FT / radius);
  }
  return { radius, start, step, steps };
}

/** Where a ray from inside a box leaves it. */
function rayToBox(from: Pt, d: Pt, box: Box): Pt {
  let t = Infinity;
  if (d[0] > 1e-9) t = Math.min(t, (box.maxX - from[0]) / d[0]);
  if (d[0] < -1e-9) t = Math.min(t, (box.minX - from[0]) / d[0]);
  if (d[1] > 1e-9) t = Math.min(t, (box.maxY - from[1]) / d[1]);
  if (d[1] < -1e-9) t = Math.min(t, (box.minY - from[1]) / d[1]);
  return along(from, d, t);
}
