// Map layers of a neighbourhood: a brook's flood zones, a wetland beside it and a historic district round the old core.
import { type Box, type Pt, add, leftNormal, scale, sub, unit } from './geometry';
import type { Random } from './random';

/** A map layer feature in feet: outer ring first, then holes. */
export interface PlannedLayer {
  layerId: 'FEMA' | 'WETLANDS' | 'HISTORICAL_PRESERVATION';
  name: string;
  status: 'RED' | 'YELLOW';
  rings: Pt[][];
  properties: Record<string, string | number>;
}

const SAMPLE_FT = 25;
const DFIRM_ID = '25017C';

/** Lays a brook across the neighbourhood and draws its AE and X flood zones, a wetland and the historic district. */
export function planLayers(rng: Random, extent: Box, core: Box, brook: string, historicName: string): PlannedLayer[] {
  const path = brookPath(rng, extent);
  const normals = path.map((_, i) => leftNormal(unit(sub(path[Math.min(i + 1, path.length - 1)]!, path[Math.max(i - 1, 0)]!))));
  const n = path.length;
  const aeLength = Math.max(12, Math.min(n - 8, Math.round(0.45 * n), Math.round(2600 / SAMPLE_FT)));
  const aeStart = rng.int(4, n - 4 - aeLength);
  const aeEnd = aeStart + aeLength;
  const xStart = Math.max(0, aeStart - rng.int(9, 15));
  const xEnd = Math.min(n - 1, aeEnd + rng.int(9, 15));

  const aeLeft = widthProfile(rng, aeStart, aeEnd, rng.int(60, 100), 0.3);
  const aeRight = widthProfile(rng, aeStart, aeEnd, rng.int(60, 100), 0.3);
  const xLeft = widthProfile(rng, xStart, xEnd, rng.int(50, 100), 0.25);
  const xRight = widthProfile(rng, xStart, xEnd, rng.int(50, 100), 0.25);
  const ae = ribbon(path, normals, aeStart, aeEnd, aeLeft, aeRight);
  const band = ribbon(path, normals, xStart, xEnd, (i) => aeLeft(i) + xLeft(i), (i) => aeRight(i) + xRight(i));

  const at = rng.int(aeStart + Math.floor(aeLength / 4), aeEnd - Math.floor(aeLength / 4));
  const side = rng.pick([-1, 1]);
  const reach = (side > 0 ? aeLeft(at) : aeRight(at)) + rng.int(30, 90);
  const wetland = blob(rng, add(path[at]!, scale(normals[at]!, side * reach)), rng.int(120, 170), rng.int(100, 150), 40, 0.12);

  const coreCenter: Pt = [(core.minX + core.maxX) / 2, (core.minY + core.maxY) / 2];
  const historic = blob(rng, coreCenter, (core.maxX - core.minX) / 2 + rng.int(100, 220), (core.maxY - core.minY) / 2 + rng.int(120, 220), 48, 0.06);
  return [
    {
      layerId: 'FEMA',
      name: `${brook} Floodway`,
      status: 'RED',
      rings: [ae],
      properties: { FLD_ZONE: 'AE', ZONE_SUBTY: '1 PCT ANNUAL CHANCE FLOOD HAZARD', SFHA_TF: 'T', STATIC_BFE: rng.int(120, 240), DFIRM_ID },
    },
    {
      layerId: 'FEMA',
      name: `${brook} 500-Year Floodplain`,
      status: 'YELLOW',
      rings: [band, [...ae].reverse()],
      properties: { FLD_ZONE: 'X', ZONE_SUBTY: '0.2 PCT ANNUAL CHANCE FLOOD HAZARD', SFHA_TF: 'F', DFIRM_ID },
    },
    {
      layerId: 'WETLANDS',
      name: `${brook} Wetland`,
      status: 'RED',
      rings: [wetland],
      properties: { IT_VALC: 'SS', IT_VALDESC: 'SHRUB SWAMP', WETCODE: 12 },
    },
    {
      layerId: 'HISTORICAL_PRESERVATION',
      name: historicName,
      status: 'YELLOW',
      rings: [historic],
      properties: { DISTRICT: historicName, TYPE: 'Local Historic District', DESIGNATED: rng.int(1972, 1998) },
    },
  ];
}

/** A brook winding north across the neighbourhood, sampled every 25 ft, off the middle where the old core is. */
function brookPath(rng: Random, extent: Box): Pt[] {
  const width = extent.maxX - extent.minX;
  const baseX = extent.minX + width * (rng.next() < 0.5 ? rng.float(0.2, 0.36) : rng.float(0.64, 0.8));
  const [a1, l1, p1] = [Math.min(100, width * 0.05), rng.int(1800, 2400), rng.float(0, 2 * Math.PI)];
  const [a2, l2, p2] = [Math.min(15, width * 0.01), rng.int(900, 1200), rng.float(0, 2 * Math.PI)];
  const y0 = extent.minY + 30;
  const steps = Math.max(24, Math.floor((extent.maxY - 30 - y0) / SAMPLE_FT));
  return Array.from({ length: steps + 1 }, (_, i): Pt => {
    const y = y0 + ((extent.maxY - 30 - y0) * i) / steps;
    return [baseX + a1 * Math.sin((2 * Math.PI * (y - y0)) / l1 + p1) + a2 * Math.sin((2 * Math.PI * (y - y0)) / l2 + p2), y];
  });
}

/** A smooth width along samples from..to: zero at both ends, rounded, wobbling by up to the given share. */
function widthProfile(rng: Random, from: number, to: number, widthFt: number, wobble: number): (i: number) => number {
  const [f1, f2, p1, p2] = [rng.float(1.2, 2.4), rng.float(3, 5), rng.float(0, 2 * Math.PI), rng.float(0, 2 * Math.PI)];
  return (i) => {
    if (i <= from || i >= to) return 0;
    const u = (i - from) / (to - from);
    const shape = 1 + wobble * (0.65 * Math.sin(2 * Math.PI * f1 * u + p1) + 0.35 * Math.sin(2 * Math.PI * f2 * u + p2));
    return widthFt * Math.pow(Math.sin(Math.PI * u), 0.6) * shape;
  };
}

/** The area between offsets left and right of the brook from sample `from` to sample `to`, counter-clockwise. */
function ribbon(path: Pt[], normals: Pt[], from: number, to: number, left: (i: number) => number, right: (i: number) => number): Pt[] {
  const ring: Pt[] = [path[from]!];
  for (let i = from + 1; i < to; i++) ring.push(add(path[i]!, scale(normals[i]!, -right(i))));
  ring.push(path[to]!);
  for (let i = to - 1; i > from; i--) ring.push(add(path[i]!, scale(normals[i]!, left(i))));
  return ring;
}

/** A smooth irregular outline round a centre: an ellipse with a few low waves in its radius, counter-clockwise. */
function blob(rng: Random, center: Pt, rx: number, ry: number, vertices: number, wobble: number): Pt[] {
  const waves = [2, 3, 5].map((k, i) => ({ k, amp: wobble / (i + 1), phase: rng.float(0, 2 * Math.PI) }));
  const tilt = rng.float(-0.3, 0.3);
  return Array.from({ length: vertices }, (_, i): Pt => {
    const a = (2 * Math.PI * i) / vertices;
    const r = 1 + waves.reduce((s, w) => s + w.amp * Math.sin(w.k * a + w.phase), 0);
    const local: Pt = [rx * r * Math.cos(a), ry * r * Math.sin(a)];
    return add(center, [local[0] * Math.cos(tilt) - local[1] * Math.sin(tilt), local[0] * Math.sin(tilt) + local[1] * Math.cos(tilt)]);
  });
}

