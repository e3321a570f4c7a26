// Which street names the base map writes in the view: of the places the server gives (several per
// street, one at most every 120 ft), those that neither touch another name nor repeat their own name
// too close, so every street in view is named and none is a smudge of words. Pure screen geometry in
// pixels, so it is tested without a map.

/** A name that could be written: its middle on the screen (pixels, y down) and its direction (degrees, counter-clockwise from east). */
export interface LabelCandidate {
  name: string;
  x: number;
  y: number;
  angleDeg: number;
}

/** Average advance (pixels) of one letter of a street name at 12 px, semibold. */
export const CHAR_PX = 7;
/** Height (pixels) of a name with its halo: two names closer than this across collide. */
export const LINE_PX = 16;
/** Least distance (pixels) between two writings of the same name. */
export const SAME_NAME_PX = 320;

/** The segment a name covers on the screen: its ends. */
function extent(c: LabelCandidate): [number, number, number, number] {
  const half = (c.name.length * CHAR_PX) / 2;
  const r = (c.angleDeg * Math.PI) / 180;
  const dx = Math.cos(r) * half;
  const dy = -Math.sin(r) * half;
  return [c.x - dx, c.y - dy, c.x + dx, c.y + dy];
}

function pointToSegment(px: number, py: number, [ax, ay, bx, by]: readonly number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / length2));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

/** The least distance between two segments (pixels); zero when they cross. */
function segmentDistance(a: readonly number[], b: readonly number[]): number {
  const cross = (o: readonly number[], p: number, q: number, r: number, s: number) => (r - p) * (o[1]! - q) - (s - q) * (o[0]! - p);
  const d1 = cross([b[0]!, b[1]!], a[0]!, a[1]!, a[2]!, a[3]!);
  const d2 = cross([b[2]!, b[3]!], a[0]!, a[1]!, a[2]!, a[3]!);
  const d3 = cross([a[0]!, a[1]!], b[0]!, b[1]!, b[2]!, b[3]!);
  const d4 = cross([a[2]!, a[3]!], b[0]!, b[1]!, b[2]!, b[3]!);
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(pointToSegment(a[0]!, a[1]!, b), pointToSegment(a[2]!, a[3]!, b), pointToSegment(b[0]!, b[1]!, a), pointToSegment(b[2]!, b[3]!, a));
}

/**
 * The indices of the candidates to write, in the order given (earlier ones win): each kept one is at
 * least LINE_PX from every other kept one, and SAME_NAME_PX from the other writings of its name.
 */
export function pickStreetLabels(candidates: readonly LabelCandidate[]): number[] {
  const kept: { c: LabelCandidate; extent: [number, number, number, number] }[] = [];
  const picked: number[] = [];
  candidates.forEach((c, i) => {
    const own = extent(c);
    for (const k of kept) {
      if (k.c.name === c.name && Math.hypot(k.c.x - c.x, k.c.y - c.y) < SAME_NAME_PX) return;
      if (segmentDistance(own, k.extent) < LINE_PX) return;
    }
    kept.push({ c, extent: own });
    picked.push(i);
  });
  return picked;
}
