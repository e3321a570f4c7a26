// Tracing the boundary pieces of the kept slabs into clean rings, and grouping the rings into polygons.
import type { PointFt, RingFt } from './point-ft';

/** Marks a piece that runs along a slab line rather than along an input edge. */
export const ALONG_SLAB_LINE = -1;

/** A directed boundary piece between two numbered points, with the kept area on its left, and the input edge it lies on. */
export interface Piece {
  from: number;
  to: number;
  source: number;
}

/** Heights closer than this (feet) count as one point. */
const SAME_POINT_FT = 1e-7;

/** Clockwise angle from direction a to direction b, in (0, 2π]. */
function clockwiseAngle(ax: number, ay: number, bx: number, by: number): number {
  let angle = Math.atan2(ay, ax) - Math.atan2(by, bx);
  while (angle <= 0) angle += 2 * Math.PI;
  while (angle > 2 * Math.PI) angle -= 2 * Math.PI;
  return angle;
}

/** Follows pieces end to start into closed rings, taking the sharpest left turn where several leave one point. */
export function traceRings(nodes: readonly PointFt[], pieces: readonly Piece[]): { points: PointFt[]; sources: number[] }[] {
  const leaving: number[][] = nodes.map(() => []);
  pieces.forEach((p, index) => leaving[p.from]!.push(index));
  const used = new Uint8Array(pieces.length);
  const rings: { points: PointFt[]; sources: number[] }[] = [];
  for (let start = 0; start < pieces.length; start++) {
    if (used[start]) continue;
    const points: PointFt[] = [];
    const sources: number[] = [];
    let current = start;
    for (let guard = 0; guard <= pieces.length; guard++) {
      used[current] = 1;
      const piece = pieces[current]!;
      points.push(nodes[piece.from]!);
      sources.push(piece.source);
      const candidates = leaving[piece.to]!.filter((c) => !used[c] || c === start);
      if (candidates.length === 0) break;
      let next = candidates[0]!;
      if (candidates.length > 1) {
        const from = nodes[piece.from]!;
        const at = nodes[piece.to]!;
        let best = Infinity;
        for (const c of candidates) {
          const to = nodes[pieces[c]!.to]!;
          const angle = clockwiseAngle(from[0] - at[0], from[1] - at[1], to[0] - at[0], to[1] - at[1]);
          if (angle < best) {
            best = angle;
            next = c;
          }
        }
      }
      if (next === start) {
        rings.push({ points, sources });
        break;
      }
      current = next;
    }
  }
  return rings;
}

/** Whether b adds nothing between a and c: it repeats a, or the three lie on one line (straight on or a spike). */
function isDegenerate(a: PointFt, b: PointFt, c: PointFt): boolean {
  const abx = b[0] - a[0];
  const aby = b[1] - a[1];
  const acx = c[0] - a[0];
  const acy = c[1] - a[1];
  const longest = Math.max(Math.hypot(abx, aby), Math.hypot(acx, acy), Math.hypot(c[0] - b[0], c[1] - b[1]));
  return Math.hypot(abx, aby) <= SAME_POINT_FT || Math.abs(abx * acy - aby * acx) <= SAME_POINT_FT * longest;
}

/** Drops the vertices inside a run of pieces from one edge or one slab line, then repeats, straight-on vertices and spikes. */
export function straighten(points: readonly PointFt[], sources: readonly number[]): PointFt[] {
  const n = points.length;
  const ring: PointFt[] = [];
  for (let i = 0; i < n; i++) {
    const before = sources[(i + n - 1) % n]!;
    const after = sources[i]!;
    const sameLine = before === after && (after !== ALONG_SLAB_LINE || points[(i + n - 1) % n]![0] === points[i]![0]);
    if (!sameLine) ring.push(points[i]!);
  }
  // A spike's removal can make its neighbours degenerate, so step back after each removal.
  for (let i = 0, unchanged = 0; ring.length >= 3 && unchanged < ring.length;) {
    const m = ring.length;
    if (isDegenerate(ring[(i + m - 1) % m]!, ring[i % m]!, ring[(i + 1) % m]!)) {
      ring.splice(i % m, 1);
      i = (i + ring.length - 1) % ring.length;
      unchanged = 0;
    } else {
      i = (i + 1) % m;
      unchanged++;
    }
  }
  return ring;
}

/** Twice the signed area of a ring (positive when counter-clockwise). */
export function twiceSignedArea(ring: RingFt): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return twice;
}

function insideRing(point: PointFt, ring: RingFt): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    if (a[1] > point[1] !== b[1] > point[1] && point[0] < a[0] + ((point[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) inside = !inside;
  }
  return inside;
}

/** Groups traced rings into polygons: each clockwise ring becomes a hole of the smallest outer ring around it. */
export function assemble(rings: readonly RingFt[]): RingFt[][] {
  const outers = rings.filter((r) => twiceSignedArea(r) > 0).map((r) => ({ ring: r, area: twiceSignedArea(r), holes: [] as RingFt[] }));
  for (const hole of rings.filter((r) => twiceSignedArea(r) < 0)) {
    const probe: PointFt = [(hole[0]![0] + hole[1]![0]) / 2, (hole[0]![1] + hole[1]![1]) / 2];
    let owner: (typeof outers)[number] | undefined;
    for (const outer of outers) {
      if ((!owner || outer.area < owner.area) && insideRing(probe, outer.ring)) owner = outer;
    }
    owner?.holes.push(hole);
  }
  return outers.sort((a, b) => b.area - a.area).map((o) => [o.ring, ...o.holes]);
}

