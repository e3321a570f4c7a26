// Filled notches against their two promises, by sampling: the outline holds the polygon, and no point
// of it lies farther than the tolerance from the polygon.
import { describe, expect, it } from 'vitest';
import { fillNotches, notchDepthFt } from './fill-notches';
import type { PointFt, RingFt } from './point-ft';
import { mulberry32 } from './test-support/random-polygons';
import { twiceSignedArea } from './trace-rings';

function star(corners: number, r: number, inner: number, turn = 0): PointFt[] {
  return Array.from({ length: corners }, (_, i): PointFt => {
    const angle = turn + (2 * Math.PI * i) / corners;
    const radius = i % 2 === 0 ? r : inner;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  });
}

/** Even-odd test of a point against one ring. */
function pointInRing([x, y]: PointFt, ring: RingFt): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing([x, y]: PointFt, ring: RingFt): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy));
  }
  return best;
}

/** The farthest sampled point of `outline` from `ring`, and whether any corner of `ring` lies outside it. */
function check(ring: RingFt, outline: RingFt, random: () => number): { farthest: number; escapes: boolean } {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let farthest = 0;
  for (let k = 0; k < 4000; k++) {
    const p: PointFt = [x0 + random() * (x1 - x0), y0 + random() * (y1 - y0)];
    if (pointInRing(p, outline) && !pointInRing(p, ring)) farthest = Math.max(farthest, distanceToRing(p, ring));
  }
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    for (const t of [0.25, 0.5, 0.75]) farthest = Math.max(farthest, pointInRing([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], ring) ? 0 : distanceToRing([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], ring));
  }
  // A corner of the polygon outside the outline, beyond rounding, breaks the first promise.
  const escapes = ring.some((p) => !pointInRing(p, outline) && distanceToRing(p, outline) > 1e-9);
  return { farthest, escapes };
}

describe('fillNotches', () => {
  it('turns a star of 400 narrow spikes into the convex outline of its tips, 0.22 ft out at most', () => {
    const ring = star(400, 14, 6.3);
    const outline = fillNotches(ring, 0.25);
    expect(outline).toHaveLength(200);
    expect(outline.every((p) => Math.abs(Math.hypot(p[0], p[1]) - 14) < 1e-9)).toBe(true);
    const { farthest, escapes } = check(ring, outline, mulberry32(1));
    expect(escapes).toBe(false);
    expect(farthest).toBeLessThanOrEqual(0.25);
    expect(farthest).toBeGreaterThan(0.15);
  });

  it('keeps an L-shaped house and the star itself where the tolerance is smaller than their notches', () => {
    const house: RingFt = [[0, 0], [40, 0], [40, 20], [20, 20], [20, 40], [0, 40]];
    expect(fillNotches(house, 1)).toEqual(house);
    expect(fillNotches(star(400, 14, 6.3), 0.1)).toHaveLength(400);
    // Winding does not matter; the outline comes back counter-clockwise.
    expect(twiceSignedArea(fillNotches([...house].reverse(), 1))).toBeGreaterThan(0);
  });

  it('measures a notch by its height, or for a narrow one by the bisector point of its chord', () => {
    expect(notchDepthFt([0, 0], [5, 1], [10, 0])).toBeCloseTo(1, 12);
    // Sides of 10 ft meeting at v over a 2 ft chord: the chord's midpoint is 0.995 ft from each side.
    const h = Math.sqrt(99);
    expect(notchDepthFt([-1, 0], [0, -h], [1, 0])).toBeCloseTo(h / 10, 12);
  });

  it('holds its two promises on seeded random polygons and tolerances', () => {
    const random = mulberry32(45);
    for (let run = 0; run < 30; run++) {
      const corners = 6 + Math.floor(random() * 60);
      const ring = Array.from({ length: corners }, (_, i): PointFt => {
        const angle = (2 * Math.PI * i) / corners;
        const radius = 5 + random() * 20;
        return [radius * Math.cos(angle), radius * Math.sin(angle)];
      });
      const tolerance = random() * 3;
      const outline = fillNotches(ring, tolerance);
      expect(outline.length).toBeLessThanOrEqual(corners);
      const { farthest, escapes } = check(ring, outline, random);
      expect(escapes).toBe(false);
      expect(farthest).toBeLessThanOrEqual(tolerance + 1e-9);
    }
  });
});
