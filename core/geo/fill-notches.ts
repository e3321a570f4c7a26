// A simpler outline around a polygon: notches filled as long as no point of the result lies farther
// than a tolerance from the polygon.
//
// The area kept clear around a footprint is the footprint grown by the separation. Each notch of the
// footprint adds pieces that overlap their neighbours, and a footprint of hundreds of narrow spikes
// makes the cut cost seconds. Growing an outline Q that holds the footprint P and lies within t of it
// keeps out everything the exact area does and at most t more, so the drawn area only errs on the
// side of caution.
//
// A notch p–v–q (v a reflex corner) is filled by the chord p–q, which adds the triangle p v q. Every
// point of that triangle is within its height h over the chord of the sides p–v or v–q; in a triangle
// without an obtuse angle also within the distance from the chord's point on the bisector of v to those
// sides, which is far smaller for a narrow spike. Each edge keeps how far its points may lie from the
// footprint, so filling over filled edges adds up and stays within the tolerance.
import type { PointFt, RingFt } from './point-ft';
import { twiceSignedArea } from './trace-rings';

const cross = (o: PointFt, a: PointFt, b: PointFt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function distanceToLine(x: number, y: number, a: PointFt, b: PointFt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  return length === 0 ? Math.hypot(x - a[0], y - a[1]) : Math.abs(dx * (y - a[1]) - dy * (x - a[0])) / length;
}

/** How far a point of triangle p v q may lie from its sides p–v and v–q. */
export function notchDepthFt(p: PointFt, v: PointFt, q: PointFt): number {
  const height = distanceToLine(v[0], v[1], p, q);
  const vp = Math.hypot(p[0] - v[0], p[1] - v[1]);
  const vq = Math.hypot(q[0] - v[0], q[1] - v[1]);
  const pq = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (vp === 0 || vq === 0) return 0;
  const [a2, b2, c2] = [vp * vp, vq * vq, pq * pq];
  const obtuse = a2 + b2 < c2 || a2 + c2 < b2 || b2 + c2 < a2;
  if (obtuse) return height;
  // Where the bisector of the angle at v meets the chord: it splits p–q in the ratio vp : vq.
  const bx = (vq * p[0] + vp * q[0]) / (vp + vq);
  const by = (vq * p[1] + vp * q[1]) / (vp + vq);
  return Math.min(height, distanceToLine(bx, by, p, v));
}

/** A binary heap of (cost, vertex, version) with the smallest cost on top. */
class Heap {
  private readonly cost: number[] = [];
  private readonly vertex: number[] = [];
  private readonly version: number[] = [];
  get size(): number {
    return this.cost.length;
  }
  push(cost: number, vertex: number, version: number): void {
    this.cost.push(cost);
    this.vertex.push(vertex);
    this.version.push(version);
    let i = this.cost.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.cost[parent]! <= this.cost[i]!) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number, number] {
    const top: [number, number, number] = [this.cost[0]!, this.vertex[0]!, this.version[0]!];
    const last = this.cost.length - 1;
    this.swap(0, last);
    this.cost.pop();
    this.vertex.pop();
    this.version.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.cost.length && this.cost[l]! < this.cost[m]!) m = l;
      if (r < this.cost.length && this.cost[r]! < this.cost[m]!) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }
  private swap(i: number, j: number): void {
    [this.cost[i], this.cost[j]] = [this.cost[j]!, this.cost[i]!];
    [this.vertex[i], this.vertex[j]] = [this.vertex[j]!, this.vertex[i]!];
    [this.version[i], this.version[j]] = [this.version[j]!, this.version[i]!];
  }
}

/**
 * An outline (counter-clockwise) that holds the simple polygon `ring` and lies within `toleranceFt` of
 * it, with notches filled smallest first for as long as the tolerance allows.
 */
export function fillNotches(ring: RingFt, toleranceFt: number): PointFt[] {
  const points = twiceSignedArea(ring) < 0 ? [...ring].reverse() : [...ring];
  const n = points.length;
  if (n <= 3 || !(toleranceFt > 0)) return points;
  const prev = Int32Array.from({ length: n }, (_, i) => (i + n - 1) % n);
  const next = Int32Array.from({ length: n }, (_, i) => (i + 1) % n);
  const alive = new Uint8Array(n).fill(1);
  /** How far the points of the edge from i to next[i] may lie from the polygon. */
  const debt = new Float64Array(n);
  const version = new Int32Array(n);
  let left = n;
  const heap = new Heap();

  const costOf = (v: number): number => {
    const p = prev[v]!;
    const q = next[v]!;
    if (cross(points[p]!, points[v]!, points[q]!) > 0) return Infinity;
    return notchDepthFt(points[p]!, points[v]!, points[q]!) + Math.max(debt[p]!, debt[v]!);
  };
  /** Whether another corner lies in triangle p v q or on its chord (filling would make the outline touch itself). */
  const blocked = (p: number, v: number, q: number): boolean => {
    const a = points[p]!;
    const b = points[v]!;
    const c = points[q]!;
    for (let k = next[q]!; k !== p; k = next[k]!) {
      const x = points[k]!;
      if ((x[0] === a[0] && x[1] === a[1]) || (x[0] === c[0] && x[1] === c[1])) return true;
      if (cross(a, b, x) <= 0 && cross(b, c, x) <= 0 && cross(c, a, x) <= 0) return true;
    }
    return false;
  };
  const offer = (v: number): void => {
    version[v]!++;
    const cost = costOf(v);
    if (cost <= toleranceFt) heap.push(cost, v, version[v]!);
  };

  for (let v = 0; v < n; v++) offer(v);
  while (heap.size > 0 && left > 3) {
    const [cost, v, seen] = heap.pop();
    if (!alive[v] || seen !== version[v]) continue;
    const p = prev[v]!;
    const q = next[v]!;
    if (blocked(p, v, q)) continue;
    alive[v] = 0;
    left--;
    next[p] = q;
    prev[q] = p;
    debt[p] = cost;
    offer(p);
    offer(q);
  }
  const out: PointFt[] = [];
  let start = 0;
  while (!alive[start]) start++;
  let k = start;
  do {
    out.push(points[k]!);
    k = next[k]!;
  } while (k !== start);
  return out;
}
