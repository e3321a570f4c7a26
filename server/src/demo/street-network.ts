// Lays out one neighbourhood's streets: parallel east-west streets (one of them winding), north-south
// cross streets and cul-de-sacs off the southern street, and the rows of lots that front them.
import { type Pt, add, dot, leftNormal, lerp, polylineLength, scale, unit } from './geometry';
import { MAIN_STREET, streetName } from './names';
import type { Random } from './random';

/** Half of the 50 ft right-of-way. */
export const HALF_STREET_FT = 25;
/** Radius of a cul-de-sac's turning circle, to the lot lines. */
export const BULB_RADIUS_FT = 45;
/** Gap between lots that back onto each other, so that no lot corner rests on a neighbour's line. */
export const REAR_GAP_FT = 1;
/** Street name slots each neighbourhood reserves per role, so that names never repeat across neighbourhoods. */
export const NAME_SLOTS = { straight: 32, curved: 2, culDeSac: 4 } as const;

const AVERAGE_LOT_WIDTH_FT = 64;
const TARGET_BLOCK_FT = 700;
const WAVE_STEP_FT = 20;
const STREET_OVERRUN_FT = 20;
const CROSS_SLOT_OFFSET = 16;

/** A named street: its centreline and, for a cul-de-sac, the turning circle at its end. */
export interface Street {
  name: string;
  role: 'straight' | 'curved' | 'cul-de-sac' | 'cross';
  centerline: Pt[];
  bulb?: { center: Pt; radiusFt: number };
}

/** Where a row's lots end at the back: on a straight east-west line, or at a depth along each side line. */
export type RearSpec = { kind: 'line'; y: number } | { kind: 'depth'; depthFt: number };

/** One side of one block: the lots fronting an east-west street between two cross streets or a tile edge. */
export interface RowSpec {
  street: number;
  side: 1 | -1;
  front: Pt[];
  inward: Pt[];
  rear: RearSpec;
  cornerWest: boolean;
  cornerEast: boolean;
  curved: boolean;
  deep: boolean;
  count: number;
}

/** A cul-de-sac south of the first street: lots along both sides of its stem, then pie-shaped lots round the bulb. */
export interface CulDeSacSpec {
  street: number;
  westX: number;
  eastX: number;
  topY: number;
  stemLotWidthsFt: number[];
  pieCount: number;
  bulbCenter: Pt;
  bottomY: number;
}

/** The street layout of one neighbourhood, in feet, before its lots are cut. */
export interface StreetLayout {
  streets: Street[];
  rows: RowSpec[];
  culDeSacs: CulDeSacSpec[];
  mainStreet: number;
  eastWestCount: number;
  blocks: [number, number][];
  crossX: number[];
  divisionY: number[][];
  topRearY: number;
  widthFt: number;
}

interface CulDeSacShape {
  stemDepthFt: number;
  stemLotWidthsFt: number[];
  pieCount: number;
  bulbOffsetFt: number;
  pieDepthFt: number;
  spanFt: number;
}

/** Lays out the streets and rows of a neighbourhood for a parcel count, with names from the neighbourhood's slots. */
export function layoutStreets(rng: Random, parcels: number, tileIndex: number): StreetLayout {
  const count = Math.min(16, Math.max(2, Math.round(Math.sqrt(parcels / 11))));
  const main = count >= 3 ? Math.floor(count / 2) : 1;
  const wavy = count >= 5 ? count - 2 : count >= 3 ? count - 1 : -1;
  const deepBand = count >= 4 ? Math.max(0, main - 2) : -1;
  const shapes = Array.from({ length: parcels >= 1500 ? 2 : parcels >= 200 ? 1 : 0 }, () => culDeSacShape(rng));
  const culLots = shapes.reduce((sum, s) => sum + 2 * s.stemLotWidthsFt.length + s.pieCount, 0);
  const culSpan = shapes.reduce((sum, s) => sum + s.spanFt + 2, 0);
  const frontage = ((parcels - culLots) * AVERAGE_LOT_WIDTH_FT + culSpan) / (2 * count);
  const blockCount = Math.max(1, Math.round(frontage / TARGET_BLOCK_FT));
  const widths = Array.from({ length: blockCount }, () => (frontage / blockCount) * rng.float(0.85, 1.15));

  const blocks: [number, number][] = [];
  const crossX: number[] = [];
  let x = 0;
  widths.forEach((w, b) => {
    blocks.push([x, x + Math.round(w)]);
    x += Math.round(w);
    if (b < blockCount - 1) {
      crossX.push(x + HALF_STREET_FT);
      x += 2 * HALF_STREET_FT;
    }
  });
  const widthFt = x;

  const streetY = [0];
  for (let k = 0; k < count - 1; k++) {
    const depth = k === deepBand ? rng.int(430, 460) : k === wavy - 1 || k === wavy ? rng.int(300, 310) : rng.int(250, 290);
    streetY.push(streetY[k]! + 2 * HALF_STREET_FT + depth);
  }
  const knotsX = [0, ...crossX, widthFt];
  const sign = rng.pick([-1, 1]);
  const knotsA = knotsX.map((_, j) => sign * (j % 2 === 0 ? 1 : -1) * rng.int(25, 40));
  const waveY = (xFt: number): number => {
    const xc = Math.min(widthFt, Math.max(0, xFt));
    let j = 0;
    while (j < knotsX.length - 2 && xc > knotsX[j + 1]!) j++;
    const t = (xc - knotsX[j]!) / (knotsX[j + 1]! - knotsX[j]!);
    return streetY[wavy]! + knotsA[j]! + ((knotsA[j + 1]! - knotsA[j]!) * (1 - Math.cos(Math.PI * t))) / 2;
  };

  const streets: Street[] = [];
  for (let k = 0; k < count; k++) {
    if (k === wavy) {
      const line: Pt[] = [[-STREET_OVERRUN_FT, waveY(0)]];
      for (let j = 0; j < knotsX.length - 1; j++) {
        const steps = Math.max(3, Math.ceil((knotsX[j + 1]! - knotsX[j]!) / WAVE_STEP_FT));
        for (let i = 0; i < steps; i++) {
          const xi = knotsX[j]! + ((knotsX[j + 1]! - knotsX[j]!) * i) / steps;
          line.push([xi, waveY(xi)]);
        }
      }
      line.push([widthFt, waveY(widthFt)], [widthFt + STREET_OVERRUN_FT, waveY(widthFt)]);
      streets.push({ name: streetName('curved', tileIndex * NAME_SLOTS.curved), role: 'curved', centerline: line });
    } else {
      const name = k === main && tileIndex === 0 ? MAIN_STREET : streetName('straight', tileIndex * NAME_SLOTS.straight + k);
      streets.push({ name, role: 'straight', centerline: [[-STREET_OVERRUN_FT, streetY[k]!], [widthFt + STREET_OVERRUN_FT, streetY[k]!]] });
    }
  }
  const topOf = (xc: number): number => (wavy === count - 1 ? waveY(xc) : streetY[count - 1]!);
  crossX.forEach((xc, j) => {
    const name = streetName('straight', tileIndex * NAME_SLOTS.straight + CROSS_SLOT_OFFSET + j);
    streets.push({ name, role: 'cross', centerline: [[xc, 0], [xc, topOf(xc)]] });
  });

  const edges = wavy >= 0 ? waveEdges(streets[wavy]!.centerline) : undefined;
  const rowOn = (street: number, side: 1 | -1, x0: number, x1: number, rear: RearSpec, b = -1, deep = false): RowSpec => {
    const base = { street, side, rear, cornerWest: b > 0, cornerEast: b >= 0 && b < blockCount - 1, deep, count: 0 };
    if (street === wavy) return { ...base, ...clipEdge(edges!, side, x0, x1), curved: true };
    const y = streetY[street]! + side * HALF_STREET_FT;
    return { ...base, front: [[x0, y], [x1, y]], inward: [[0, side], [0, side]], curved: false };
  };

  const rows: RowSpec[] = [];
  const culDeSacs: CulDeSacSpec[] = [];
  const divisionY: number[][] = Array.from({ length: count - 1 }, () => []);
  // The outermost rows run unbroken past the T-junctions, except where cul-de-sacs leave the first street.
  const southRear: RearSpec = { kind: 'line', y: -HALF_STREET_FT - rng.int(110, 160) };
  let west = 0;
  shapes.forEach((shape, c) => {
    const share = (c + rng.float(0.3, 0.7)) / shapes.length;
    const westX = Math.round(Math.min(widthFt - 131 - shape.spanFt, Math.max(west + 131, widthFt * share - shape.spanFt / 2)));
    rows.push(rowOn(0, -1, west, westX - REAR_GAP_FT, southRear));
    const spec = placeCulDeSac(shape, westX, count + crossX.length + c);
    culDeSacs.push(spec);
    streets.push(culDeSacStreet(spec, tileIndex * NAME_SLOTS.culDeSac + c));
    west = spec.eastX + REAR_GAP_FT;
  });
  rows.push(rowOn(0, -1, west, widthFt, southRear));
  const top = count - 1;
  const topRear: RearSpec = top === wavy ? { kind: 'depth', depthFt: rng.int(120, 160) } : { kind: 'line', y: streetY[top]! + HALF_STREET_FT + rng.int(110, 160) };
  rows.push(rowOn(top, 1, 0, widthFt, topRear));

  blocks.forEach(([x0, x1], b) => {
    for (let k = 0; k < count - 1; k++) {
      const inner = streetY[k + 1]! - streetY[k]! - 2 * HALF_STREET_FT;
      const lowA = Math.min(knotsA[b]!, knotsA[b + 1]!);
      const highA = Math.max(knotsA[b]!, knotsA[b + 1]!);
      let bottomDepth: number;
      if (k + 1 === wavy) bottomDepth = inner + lowA - REAR_GAP_FT - rng.int(110, 120);
      else if (k === wavy) bottomDepth = highA + REAR_GAP_FT + rng.int(110, 120);
      else bottomDepth = Math.round(inner * rng.float(0.42, 0.58));
      const rearY = streetY[k]! + HALF_STREET_FT + bottomDepth;
      const deep = k === deepBand;
      rows.push(rowOn(k, 1, x0, x1, { kind: 'line', y: rearY }, b, deep));
      rows.push(rowOn(k + 1, -1, x0, x1, { kind: 'line', y: rearY + REAR_GAP_FT }, b, deep));
      divisionY[k]!.push(rearY + REAR_GAP_FT / 2);
    }
  });

  const weights = rows.map((r) => polylineLength(r.front));
  distribute(parcels - culLots, weights).forEach((n, i) => (rows[i]!.count = n));
  const topRearY = topRear.kind === 'line' ? topRear.y : NaN;
  return { streets, rows, culDeSacs, mainStreet: main, eastWestCount: count, blocks, crossX, divisionY, topRearY, widthFt };
}

/** The points of an east-west street's centreline between two x positions, extended flat beyond its ends. */
export function centerlineBetween(street: Street, x0: number, x1: number): Pt[] {
  const line = street.centerline;
  const yAt = (xq: number): number => {
    if (xq <= line[0]![0]) return line[0]![1];
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      if (xq <= b[0]) return a[1] + ((b[1] - a[1]) * (xq - a[0])) / (b[0] - a[0]);
    }
    return line[line.length - 1]![1];
  };
  return [[x0, yAt(x0)], ...line.filter(([xq]) => xq > x0 && xq < x1), [x1, yAt(x1)]];
}

/** Stem, bulb and lot counts of a cul-de-sac. */
function culDeSacShape(rng: Random): CulDeSacShape {
  const stemDepthFt = rng.int(118, 132);
  const stemLotWidthsFt = Array.from({ length: rng.int(1, 2) }, () => rng.int(68, 80));
  return {
    stemDepthFt,
    stemLotWidthsFt,
    pieCount: rng.int(5, 6),
    bulbOffsetFt: rng.int(75, 90),
    pieDepthFt: rng.int(100, 118),
    spanFt: 2 * stemDepthFt + 2 * HALF_STREET_FT,
  };
}

/** Places a cul-de-sac with its west lot line at westX, hanging south from the first street. */
function placeCulDeSac(shape: CulDeSacShape, westX: number, street: number): CulDeSacSpec {
  const topY = -HALF_STREET_FT;
  const stem = shape.stemLotWidthsFt.reduce((s, w) => s + w, 0);
  const bulbY = topY - stem - REAR_GAP_FT - shape.bulbOffsetFt;
  return {
    street,
    westX,
    eastX: westX + shape.spanFt,
    topY,
    stemLotWidthsFt: shape.stemLotWidthsFt,
    pieCount: shape.pieCount,
    bulbCenter: [westX + shape.stemDepthFt + HALF_STREET_FT, bulbY],
    bottomY: bulbY - BULB_RADIUS_FT - shape.pieDepthFt,
  };
}

function culDeSacStreet(spec: CulDeSacSpec, slot: number): Street {
  const [x, y] = spec.bulbCenter;
  return {
    name: streetName('cul-de-sac', slot),
    role: 'cul-de-sac',
    centerline: [[x, 0], [x, y]],
    bulb: { center: spec.bulbCenter, radiusFt: BULB_RADIUS_FT },
  };
}

interface WaveEdges {
  north: Pt[];
  south: Pt[];
  normals: Pt[];
}

/** Both edges of a winding street, offset with mitred corners so that they stay exactly 50 ft apart. */
function waveEdges(line: Pt[]): WaveEdges {
  const north: Pt[] = [];
  const south: Pt[] = [];
  const normals: Pt[] = [];
  line.forEach((p, i) => {
    const before = i > 0 ? leftNormal(unit([p[0] - line[i - 1]![0], p[1] - line[i - 1]![1]])) : undefined;
    const after = i < line.length - 1 ? leftNormal(unit([line[i + 1]![0] - p[0], line[i + 1]![1] - p[1]])) : undefined;
    let miter: Pt;
    if (before && after) miter = scale(add(before, after), 1 / (1 + dot(before, after)));
    else miter = (before ?? after)!;
    north.push(add(p, scale(miter, HALF_STREET_FT)));
    south.push(add(p, scale(miter, -HALF_STREET_FT)));
    normals.push(unit(miter));
  });
  return { north, south, normals };
}

/** The part of one edge of a winding street between two x positions, with the directions into the lots. */
function clipEdge(edges: WaveEdges, side: 1 | -1, x0: number, x1: number): { front: Pt[]; inward: Pt[] } {
  const points = side === 1 ? edges.north : edges.south;
  const front: Pt[] = [];
  const inward: Pt[] = [];
  const push = (i: number, t: number) => {
    front.push(lerp(points[i]!, points[i + 1]!, t));
    inward.push(scale(unit(lerp(edges.normals[i]!, edges.normals[i + 1]!, t)), side));
  };
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]![0];
    const b = points[i + 1]![0];
    if (a <= x0 && x0 < b) push(i, (x0 - a) / (b - a));
    if (a > x0 && a < x1) push(i, 0);
    if (a < x1 && x1 <= b) {
      push(i, (x1 - a) / (b - a));
      break;
    }
  }
  return { front, inward };
}

/** Splits a total into whole parts proportional to weights, each at least one. */
function distribute(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const counts = exact.map((e) => Math.max(1, Math.floor(e)));
  const byFraction = exact.map((e, i) => i).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)) || a - b);
  let missing = total - counts.reduce((s, c) => s + c, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--) counts[byFraction[i]!]! += 1;
  for (let i = byFraction.length - 1; missing < 0; i = (i - 1 + counts.length) % counts.length) {
    if (counts[byFraction[i]!]! > 1) {
      counts[byFraction[i]!]! -= 1;
      missing++;
    }
  }
  return counts;
}
