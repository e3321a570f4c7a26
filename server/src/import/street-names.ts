// Where the base map writes each street's name, worked out once at import: places along every named
// street, at most one per NAME_SPACING_FT of street, each inside the street area (a pavement polygon
// or a right-of-way parcel) in the middle of the roadway, turned along it. A street's name comes from
// its addresses (the pavement of Cambridge's basemap names no street): each address looks across its
// lot line for the nearest street edge running the way the street's other addresses run, so a corner
// lot's address names its own street, not the cross street. A place is stored as a short line down the
// street (NAME_LINE_FT long) whose middle is the spot and whose direction is the text's.
import Flatbush from 'flatbush';
import { normalizeAddressText } from '../../../core/address';
import { bboxOf, createLocalFrame, isPointInPolygon } from '../../../core/geo';
import type { AreaGeometry, LineString, Position } from '../../../core/geo';
import { tileArea } from './street-tiles';

/** Closest two places of one street's name (feet): about one per block face of a short block. */
export const NAME_SPACING_FT = 120;
/** Farthest (feet) from an address its street's edge is looked for: past a deep front yard. */
const EDGE_REACH_FT = 150;
/** How far (feet) along the street the other addresses that give its direction are taken. */
const DIRECTION_REACH_FT = 300;
/** Largest angle (degrees) between a street edge and the street's direction for the edge to be its side. */
const PARALLEL_DEG = 30;
/** Widest roadway (feet) walked across to find the street's middle. */
const ROADWAY_MAX_FT = 100;
/** Widest strip (feet) between a lot line and the pavement of the street the lot fronts: a sidewalk and a verge. */
const SIDEWALK_MAX_FT = 25;
/** Farthest (feet) a place may lie from the street's other addresses: a lot through to the next street names this one, not that. */
const OTHERS_REACH_FT = 120;
/** Side (feet) of the cells the street areas are cut into for the inside test: a city's network is one polygon. */
const INSIDE_CELL_FT = 100;
/** Length (feet) of the stored line that carries a place's spot and direction. */
export const NAME_LINE_FT = 20;

/** An address as the places are found from: its street's name, its point and, when known, the lot it is in. */
export interface NamedPoint {
  street: string;
  point: Position;
  lot?: AreaGeometry;
}

/** One place of a street's name: the spot in the roadway and the direction of the street there (degrees, counter-clockwise from east, upright). */
export interface NamePlace {
  name: string;
  at: Position;
  angleDeg: number;
}

type Xy = [number, number];
interface Segment {
  a: Xy;
  b: Xy;
}

/** An angle between -90 and 90 degrees, so text along it reads left to right. */
function upright(dx: number, dy: number): number {
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  return angle;
}

/** The direction (radians) in which `points` spread most, or undefined when they spread no more one way than another. */
function principalDirection(points: readonly Xy[]): number | undefined {
  if (points.length < 3) return undefined;
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const [x, y] of points) {
    xx += (x - mx) ** 2;
    yy += (y - my) ** 2;
    xy += (x - mx) * (y - my);
  }
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  const major = (xx + yy + spread) / 2;
  const minor = (xx + yy - spread) / 2;
  // Addresses in a cluster (a courtyard, a cul-de-sac's end) say nothing of the street's direction.
  if (major < 4 * Math.max(minor, 1)) return undefined;
  return 0.5 * Math.atan2(2 * xy, xx - yy);
}

function nearestOn(p: Xy, { a, b }: Segment): Xy {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return [a[0] + t * dx, a[1] + t * dy];
}

/**
 * The places of the names of the streets of `addresses` on `areas` (pavement polygons and right-of-way
 * parcels), leaving out the streets in `skip` (normalized names: streets whose centre lines carry their
 * names already). Sorted by name, then along the street; the same input gives the same places.
 */
export function streetNamePlaces(addresses: readonly NamedPoint[], areas: readonly AreaGeometry[], skip: ReadonlySet<string> = new Set()): NamePlace[] {
  if (addresses.length === 0 || areas.length === 0) return [];
  const frame = createLocalFrame(addresses[0]!.point);
  const segments: Segment[] = [];
  for (const area of areas) {
    const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
    for (const ring of polygons.flat()) {
      for (let i = 1; i < ring.length; i++) segments.push({ a: frame.toFeet(ring[i - 1]!), b: frame.toFeet(ring[i]!) });
    }
  }
  if (segments.length === 0) return [];
  const segmentIndex = new Flatbush(segments.length);
  for (const { a, b } of segments) segmentIndex.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  segmentIndex.finish();
  // The edges come from the whole areas (a cell's cut is no street's side); the inside test from small cells.
  const cells = areas.flatMap((area) => tileArea(area, INSIDE_CELL_FT));
  const areaIndex = new Flatbush(cells.length);
  for (const box of cells.map((cell) => bboxOf(cell))) areaIndex.add(box[0], box[1], box[2], box[3]);
  areaIndex.finish();
  const isStreet = (xy: Xy): boolean => {
    const p = frame.toLngLat(xy);
    return areaIndex.search(p[0], p[1], p[0], p[1]).some((i) => isPointInPolygon(p, cells[i]!));
  };

  // Each street's distinct points, by its normalized name; the first spelling names it.
  const streets = new Map<string, { name: string; points: Xy[]; lots: (AreaGeometry | undefined)[]; seen: Set<string> }>();
  for (const { street, point, lot } of addresses) {
    const key = normalizeAddressText(street);
    if (!key || skip.has(key)) continue;
    const entry = streets.get(key) ?? { name: street, points: [], lots: [], seen: new Set<string>() };
    streets.set(key, entry);
    const xy = frame.toFeet(point);
    const spot = `${Math.round(xy[0])},${Math.round(xy[1])}`;
    if (entry.seen.has(spot)) continue;
    entry.seen.add(spot);
    entry.points.push(xy);
    entry.lots.push(lot);
  }

  const places: NamePlace[] = [];
  const parallel = Math.sin((PARALLEL_DEG * Math.PI) / 180);
  for (const { name, points, lots } of [...streets.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    // Along the street as a whole, so that the places come out evenly spaced.
    const overall = principalDirection(points);
    const axis = overall ?? 0;
    const along = (p: Xy) => p[0] * Math.cos(axis) + p[1] * Math.sin(axis);
    const order = points.map((_, i) => i).sort((i, j) => along(points[i]!) - along(points[j]!) || points[i]![1] - points[j]![1]);
    const kept: Xy[] = [];
    for (const index of order) {
      const p = points[index]!;
      const lot = lots[index];
      // A point in the street itself (a mapping error) says nothing of where its street is.
      if (isStreet(p)) continue;
      const near = points.filter((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) <= DIRECTION_REACH_FT);
      // The street's direction here, from its addresses nearby, else from all of them.
      const direction = principalDirection(near) ?? overall;
      let best: { q: Xy; s: Segment; d: number } | undefined;
      for (const i of segmentIndex.search(p[0] - EDGE_REACH_FT, p[1] - EDGE_REACH_FT, p[0] + EDGE_REACH_FT, p[1] + EDGE_REACH_FT)) {
        const s = segments[i]!;
        const ex = s.b[0] - s.a[0];
        const ey = s.b[1] - s.a[1];
        const length = Math.hypot(ex, ey);
        if (length === 0) continue;
        // The street's side runs the way its addresses run; a cross street's does not.
        if (direction !== undefined && Math.abs((ex * Math.sin(direction) - ey * Math.cos(direction)) / length) > parallel) continue;
        const q = nearestOn(p, s);
        const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
        if (d <= EDGE_REACH_FT && (!best || d < best.d)) best = { q, s, d };
      }
      if (!best || best.d === 0) continue;
      // Across the edge and over the roadway to its far side: the name goes in the middle.
      const ux = (best.q[0] - p[0]) / best.d;
      const uy = (best.q[1] - p[1]) / best.d;
      const at = (t: number): Xy => [p[0] + ux * t, p[1] + uy * t];
      // A place about to land beside one already kept is not worked out (most addresses end here).
      const guess = at(best.d + 15);
      if (kept.some((k) => Math.hypot(k[0] - guess[0], k[1] - guess[1]) < NAME_SPACING_FT - 30)) continue;
      // The lot fronts that street: its line is a sidewalk's width from the pavement, with no other lot between.
      if (lot) {
        let exit = 0;
        while (exit < best.d && isPointInPolygon(frame.toLngLat(at(exit)), lot)) exit += 4;
        if (best.d - exit > SIDEWALK_MAX_FT) continue;
      }
      let enter: number | undefined;
      for (let t = best.d + 1; t <= best.d + 5; t += 2) {
        if (isStreet(at(t))) {
          enter = t;
          break;
        }
      }
      if (enter === undefined) continue;
      let leave = enter;
      while (leave - enter < ROADWAY_MAX_FT && isStreet(at(leave + 3))) leave += 3;
      const spot = at((enter + leave) / 2);
      // A traffic island or a hole narrower than the walk's step can sit right there.
      if (!isStreet(spot)) continue;
      if (points.length > 1 && !points.some((q, k) => k !== index && Math.hypot(q[0] - spot[0], q[1] - spot[1]) <= OTHERS_REACH_FT)) continue;
      // Addresses across the street from each other, or next door, find the same stretch: one name there.
      if (kept.some((k) => Math.hypot(k[0] - spot[0], k[1] - spot[1]) < NAME_SPACING_FT)) continue;
      kept.push(spot);
      places.push({ name, at: frame.toLngLat(spot), angleDeg: Math.round(upright(best.s.b[0] - best.s.a[0], best.s.b[1] - best.s.a[1])) });
    }
  }
  return places;
}

/** A place as the short line stored in the street layer: NAME_LINE_FT long, centred on the spot, along the street. */
export function nameLine(place: NamePlace): LineString {
  const frame = createLocalFrame(place.at);
  const r = (place.angleDeg * Math.PI) / 180;
  const h = NAME_LINE_FT / 2;
  const round7 = ([lng, lat]: Position): Position => [Math.round(lng * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
  return { type: 'LineString', coordinates: [round7(frame.toLngLat([-h * Math.cos(r), -h * Math.sin(r)])), round7(frame.toLngLat([h * Math.cos(r), h * Math.sin(r)]))] };
}
