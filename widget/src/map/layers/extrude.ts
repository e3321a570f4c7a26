// Oblique extrusion of footprints for the map's 3D view (spec 2: view modes 2d/3d): each footprint,
// in screen pixels, becomes the walls that face the viewer and a roof lifted straight up the screen
// by its height, so buildings read as blocks without a 3D engine. Pure and cheap: the view redraws
// every footprint on each zoom and move.
import { FEET_PER_METER } from '../../../../core/geo';

/** A point on screen, [x, y] in pixels, y growing downwards. */
export type ScreenPoint = readonly [number, number];

/** One face to paint: a wall quad or the roof. `shade` (0 to 1) darkens walls that face away from the light. */
export interface ExtrusionFace {
  kind: 'wall' | 'roof';
  points: ScreenPoint[];
  shade: number;
}

/** The Web Mercator world at zoom 0 is 256 pixels wide; Earth's equator in metres (WGS84). */
const TILE_PX = 256;
const EQUATOR_M = 40_075_016.686;

/** Screen pixels per foot of ground at `zoom` and latitude `latDeg` (Web Mercator). */
export function pixelsPerFoot(zoom: number, latDeg: number): number {
  const metresPerPixel = (EQUATOR_M * Math.cos((latDeg * Math.PI) / 180)) / (TILE_PX * 2 ** zoom);
  return 1 / (metresPerPixel * FEET_PER_METER);
}

/** A ring without its closing repeat. */
function openRing(ring: readonly ScreenPoint[]): ScreenPoint[] {
  const last = ring[ring.length - 1];
  return ring.length > 1 && last && last[0] === ring[0]![0] && last[1] === ring[0]![1] ? ring.slice(0, -1) : [...ring];
}

/** Twice the signed area in screen coordinates (positive when the ring turns clockwise on screen). */
function twiceArea(ring: readonly ScreenPoint[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return twice;
}

/** Whether a ring (without its closing repeat) turns the same way at every corner. */
function isConvex(ring: readonly ScreenPoint[]): boolean {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const c = ring[(i + 2) % ring.length]!;
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (Math.abs(cross) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The rise of a hip roof over a footprint, in pixels: a quarter of its narrower side, at most half the wall height; none over a ring that is not convex. */
export function roofRise(ring: readonly ScreenPoint[], heightPx: number): number {
  const base = openRing(ring);
  if (base.length < 3 || base.length > 8 || !isConvex(base)) return 0;
  const xs = base.map((p) => p[0]);
  const ys = base.map((p) => p[1]);
  const narrower = Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return Math.min(0.25 * narrower, 0.5 * heightPx);
}

/**
 * The faces of `ring` (a footprint in screen pixels) extruded `heightPx` up the screen: the walls
 * that face down the screen (towards the viewer), farthest first, then the roof. Walls facing up
 * the screen are hidden behind the roof and walls running straight up the screen have no area, so
 * neither is drawn. With `risePx` the roof is a hip roof: one sloped face from each eave up to a
 * peak over the footprint's middle, those turned away from the viewer first, each shaded by the
 * way it faces. An empty list for a ring of fewer than three corners or no height.
 */
export function extrude(ring: readonly ScreenPoint[], heightPx: number, risePx = 0): ExtrusionFace[] {
  const base = openRing(ring);
  const area = twiceArea(base);
  if (base.length < 3 || area === 0 || !(heightPx > 0)) return [];
  const lift = (p: ScreenPoint): ScreenPoint => [p[0], p[1] - heightPx];
  const walls: { face: ExtrusionFace; depth: number }[] = [];
  const slopes: { face: ExtrusionFace; facing: number }[] = [];
  const middle: ScreenPoint = [base.reduce((sum, p) => sum + p[0], 0) / base.length, base.reduce((sum, p) => sum + p[1], 0) / base.length - heightPx - risePx];
  for (let i = 0; i < base.length; i++) {
    const a = base[i]!;
    const b = base[(i + 1) % base.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    // The outward normal: right of the edge for a ring clockwise on screen, left otherwise.
    const nx = (area > 0 ? dy : -dy) / length;
    const ny = (area > 0 ? -dx : dx) / length;
    // Light from the upper left: faces turned to the right are darker.
    const shade = Math.min(1, Math.max(0, 0.5 + 0.5 * nx));
    if (risePx > 0) slopes.push({ face: { kind: 'roof', points: [lift(a), lift(b), middle], shade }, facing: ny });
    if (ny <= 1e-9) continue;
    walls.push({ face: { kind: 'wall', points: [a, b, lift(b), lift(a)], shade }, depth: Math.max(a[1], b[1]) });
  }
  walls.sort((p, q) => p.depth - q.depth);
  const roof = risePx > 0 ? slopes.sort((p, q) => p.facing - q.facing).map((s) => s.face) : [{ kind: 'roof' as const, points: base.map(lift), shade: 0 }];
  return [...walls.map((w) => w.face), ...roof];
}

/** How near the viewer a footprint stands: its lowest point on screen (the viewer looks up the screen). */
export function nearness(ring: readonly ScreenPoint[]): number {
  let lowest = -Infinity;
  for (const p of ring) lowest = Math.max(lowest, p[1]);
  return lowest;
}

/** Items in painter's order: the farthest from the viewer (highest on screen) first, ties in their given order. */
export function paintersOrder<T>(items: readonly T[], ringOf: (item: T) => readonly ScreenPoint[]): T[] {
  return items
    .map((item, index) => ({ item, index, near: nearness(ringOf(item)) }))
    .sort((a, b) => a.near - b.near || a.index - b.index)
    .map(({ item }) => item);
}
