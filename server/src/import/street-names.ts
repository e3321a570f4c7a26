// Where the base map writes each street's name, worked out once at import: places along every named
// street, at most one per NAME_SPACING_FT of street, each inside the street area (a pavement polygon
// or a right-of-way parcel) in the middle of the roadway, turned along it. Neither Cambridge's
// pavement nor a right-of-way parcel names its street, and an address point is often only a point
// inferred inside its lot (decision 062), so the names come from the lots' fronts, not the points
// (decision 070): a lot with one street front (street-fronts.ts) names it with the streets of its
// addresses; a corner lot names a front with its address's street only where the lots along that
// front and across the street from it name it so (as core/setback/edge-address.ts reads the
// neighbours' house numbers); and each place takes the name most of the fronts around it give, so
// one odd address does not rename a block. A place is stored as a short line down the street
// (NAME_LINE_FT long) whose middle is the spot and whose direction is the text's.
import Flatbush from 'flatbush';
import { normalizeAddressText } from '../../../core/address';
import { createLocalFrame } from '../../../core/geo';
import type { AreaGeometry, LineString, LocalFrame, Position } from '../../../core/geo';
import type { DatasetChunk } from './dataset';
import { type Front, lotFronts, streetArea, type StreetArea, type Xy } from './street-fronts';

/** Closest two places of one street's name (feet): about one per block face of a short block. */
export const NAME_SPACING_FT = 120;
/** Length (feet) of the stored line that carries a place's spot and direction. */
export const NAME_LINE_FT = 20;
/** How far (feet) along a front the fronts that vote on its name are taken. */
const NEIGHBOUR_REACH_FT = 250;
/** How far (feet) along a place the fronts that give it its name are taken. */
const PLACE_REACH_FT = 150;
/** Farthest (feet) apart across the street two fronts' roadway middles lie and still be one roadway's. */
const ROADWAY_MATCH_FT = 12;
/** How much (feet per foot along) that allowance grows along the street, for a street that bends. */
const ROADWAY_BEND = 0.08;
/** Rounds in which settled corner lots speak for their neighbours. */
const CORNER_ROUNDS = 3;
/** Largest angle (degrees) between two fronts that lie along or face each other. */
const ALIGN_DEG = 25;

/** A lot as the places are found from: its outline and the streets its addresses name (none when it has no address). */
export interface NamedLot {
  lot: AreaGeometry;
  streets: readonly string[];
}

/** The lots of `chunk` with the streets their addresses name, as the places are found from. */
export function namedLotsOf(chunk: Pick<DatasetChunk, 'parcels' | 'addresses'>): NamedLot[] {
  const streets = new Map<string, string[]>();
  for (const a of chunk.addresses) {
    const list = streets.get(a.parcelSourceId) ?? [];
    streets.set(a.parcelSourceId, list);
    if (!list.includes(a.street)) list.push(a.street);
  }
  return chunk.parcels.filter((p) => p.kind === 'lot').map((p) => ({ lot: p.lot, streets: streets.get(p.sourceId) ?? [] }));
}

/**
 * The places of the street names of an import's chunk: on its pavement where the data has it (curb
 * to curb, so a name never lands on a sidewalk), else on its right-of-way parcels; a street whose
 * centre lines carry its name is named along them instead.
 */
export function chunkNamePlaces(chunk: Pick<DatasetChunk, 'parcels' | 'addresses' | 'streetFeatures'>): NamePlace[] {
  const features = chunk.streetFeatures ?? [];
  const pavement = features.flatMap((f) => (f.kind === 'pavement' ? [f.geometry] : []));
  const areas = pavement.length > 0 ? pavement : chunk.parcels.filter((p) => p.kind === 'right_of_way').map((p) => p.lot);
  const lined = new Set(features.flatMap((f) => (f.kind === 'centreline' && f.name ? [normalizeAddressText(f.name)] : [])));
  return streetNamePlaces(namedLotsOf(chunk), areas, lined);
}

/** One place of a street's name: the spot in the roadway and the direction of the street there (degrees, counter-clockwise from east, upright). */
export interface NamePlace {
  name: string;
  at: Position;
  angleDeg: number;
}

/** An angle between -90 and 90 degrees, so text along it reads left to right. */
function upright(dx: number, dy: number): number {
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  return angle;
}

/** The direction (radians) in which `points` spread most (0 when they do not spread). */
function principalDirection(points: readonly Xy[]): number {
  if (points.length < 2) return 0;
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
  return 0.5 * Math.atan2(2 * xy, xx - yy);
}

/**
 * Whether front `g` faces the same roadway as front `f`, within `reachFt` along it: the next lots of
 * the block and the lots across the street do, their roadway's middle on the line of `f`'s. A block
 * face running on where another street joins faces that street's roadway, not this one's.
 */
function facesSameRoadway(f: Front, g: Front, reachFt: number): boolean {
  const dx = g.road[0] - f.road[0];
  const dy = g.road[1] - f.road[1];
  const along = Math.abs(dx * f.direction[0] + dy * f.direction[1]);
  if (along > reachFt) return false;
  const facing = Math.abs(f.normal[0] * g.normal[0] + f.normal[1] * g.normal[1]);
  return facing >= Math.cos((ALIGN_DEG * Math.PI) / 180) && Math.abs(dx * f.normal[0] + dy * f.normal[1]) <= ROADWAY_MATCH_FT + ROADWAY_BEND * along;
}

/** The name with the most weight in `tally`, or undefined when none leads. */
function leader(tally: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestWeight = 0;
  let tied = false;
  for (const [name, weight] of tally) {
    if (weight > bestWeight + 1e-9) {
      best = name;
      bestWeight = weight;
      tied = false;
    } else if (Math.abs(weight - bestWeight) <= 1e-9) tied = true;
  }
  return tied ? undefined : best;
}

/** The fronts near `front` (by index into `fronts`) from `index`, beside it or across the street. */
function frontsNear(front: Front, fronts: readonly Front[], index: Flatbush, reachFt: number): number[] {
  const r = reachFt + ROADWAY_MATCH_FT;
  return index.search(front.road[0] - r, front.road[1] - r, front.road[0] + r, front.road[1] + r).filter((k) => facesSameRoadway(front, fronts[k]!, reachFt));
}

/** The lots' fronts and the names each front is given (by normalized name, with its weight), in the import's frame. */
export interface NamedFronts {
  frame: LocalFrame;
  street: StreetArea;
  fronts: Front[];
  votes: (ReadonlyMap<string, number> | undefined)[];
  /** The first spelling of each normalized name. */
  spelling: ReadonlyMap<string, string>;
  index: Flatbush;
}

/** What each front of `lots` on `areas` is named by the lots' addresses: the step before the places are chosen. */
export function nameFronts(lots: readonly NamedLot[], areas: readonly AreaGeometry[]): NamedFronts | undefined {
  const first = lots.find((l) => l.streets.length > 0);
  if (!first || areas.length === 0) return undefined;
  const firstRing = first.lot.type === 'Polygon' ? first.lot.coordinates[0] : first.lot.coordinates[0]?.[0];
  if (!firstRing?.[0]) return undefined;
  const frame = createLocalFrame(firstRing[0]);
  const street = streetArea(areas, frame);
  // A lot without an address names nothing; it only stands between others and the street.
  const fronts = lotFronts(
    lots.map((l) => l.lot),
    frame,
    street,
    (i) => lots[i]!.streets.length > 0,
  );
  const frontIndex = new Flatbush(Math.max(1, fronts.length));
  if (fronts.length === 0) frontIndex.add(0, 0, 0, 0);
  for (const f of fronts) frontIndex.add(f.road[0], f.road[1], f.road[0], f.road[1]);
  frontIndex.finish();

  // Each lot's streets by normalized name; the first spelling names a street.
  const spelling = new Map<string, string>();
  const lotStreets = lots.map((l) => {
    const keys = new Set<string>();
    for (const name of l.streets) {
      const key = normalizeAddressText(name);
      if (!key) continue;
      if (!spelling.has(key)) spelling.set(key, name);
      keys.add(key);
    }
    return [...keys];
  });
  const frontCount = new Map<number, number>();
  for (const f of fronts) frontCount.set(f.lot, (frontCount.get(f.lot) ?? 0) + 1);

  // A lot with one front names it with its addresses' streets (several share the vote).
  const votes: (Map<string, number> | undefined)[] = fronts.map((f) => {
    const keys = lotStreets[f.lot]!;
    if (frontCount.get(f.lot) !== 1 || keys.length === 0) return undefined;
    return new Map(keys.map((k) => [k, 1 / keys.length]));
  });
  // A corner lot names a front with its address's street only where the lots along it and across
  // the street say so; a street they name on none of its fronts is the one front they say nothing of.
  // Corner lots so settled speak for the next round (a street lined with corner lots).
  const frontsOfLot = new Map<number, number[]>();
  fronts.forEach((f, i) => frontsOfLot.set(f.lot, [...(frontsOfLot.get(f.lot) ?? []), i]));
  for (let round = 0; round < CORNER_ROUNDS; round++) {
    const settled: [number, string][] = [];
    for (const [lot, own] of frontsOfLot) {
      const keys = lotStreets[lot]!;
      if (own.length < 2 || keys.length === 0 || own.some((i) => votes[i])) continue;
      const tallies = own.map((i) => {
        const tally = new Map<string, number>();
        for (const k of frontsNear(fronts[i]!, fronts, frontIndex, NEIGHBOUR_REACH_FT)) {
          if (fronts[k]!.lot === lot) continue;
          for (const [name, weight] of votes[k] ?? []) tally.set(name, (tally.get(name) ?? 0) + weight);
        }
        return tally;
      });
      const leaders = tallies.map((tally) => (tally.size === 0 ? undefined : leader(tally) ?? ''));
      // An address is on one street line: where the neighbours name its street on two, the line more of them name.
      const named = new Set<string>();
      for (const key of keys) {
        const ledBy = own.map((_, j) => j).filter((j) => leaders[j] === key);
        const weights = ledBy.map((j) => tallies[j]!.get(key)!);
        const most = Math.max(...weights);
        const chosen = ledBy.filter((_, m) => weights[m] === most);
        if (chosen.length === 1) {
          settled.push([own[chosen[0]!]!, key]);
          named.add(key);
        }
      }
      const unnamed = keys.filter((k) => !named.has(k));
      const silent = own.filter((_, j) => leaders[j] === undefined);
      if (unnamed.length === 1 && silent.length === 1 && leaders.some((l) => l !== undefined)) settled.push([silent[0]!, unnamed[0]!]);
    }
    if (settled.length === 0) break;
    for (const [i, name] of settled) votes[i] = new Map([[name, 1]]);
  }

  return { frame, street, fronts, votes, spelling, index: frontIndex };
}

/**
 * The places of the names of the streets of `lots` on `areas` (pavement polygons and right-of-way
 * parcels), leaving out the streets in `skip` (normalized names: streets whose centre lines carry their
 * names already). Sorted by name, then along the street; the same input gives the same places.
 */
export function streetNamePlaces(lots: readonly NamedLot[], areas: readonly AreaGeometry[], skip: ReadonlySet<string> = new Set()): NamePlace[] {
  const named = nameFronts(lots, areas);
  if (!named) return [];
  const { frame, street, fronts, votes, spelling, index: frontIndex } = named;
  // Each named front gives a place the name most of the fronts around it give.
  const candidates = new Map<string, { spot: Xy; along: Xy }[]>();
  fronts.forEach((f, i) => {
    if (!votes[i]) return;
    const tally = new Map<string, number>();
    for (const k of frontsNear(f, fronts, frontIndex, PLACE_REACH_FT)) {
      for (const [name, weight] of votes[k] ?? []) tally.set(name, (tally.get(name) ?? 0) + weight);
    }
    const name = leader(tally);
    if (name === undefined || skip.has(name) || !votes[i]!.has(name)) return;
    for (const s of f.stations) {
      // Across the sidewalk and the roadway: the name goes in the middle, along the front as a whole.
      const t = (s.nearFt + s.farFt) / 2;
      const spot: Xy = [s.at[0] + f.normal[0] * t, s.at[1] + f.normal[1] * t];
      if (!street.isStreet(spot)) continue;
      const list = candidates.get(name) ?? [];
      candidates.set(name, list);
      list.push({ spot, along: f.direction });
    }
  });

  const places: NamePlace[] = [];
  const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  for (const key of [...candidates.keys()].sort((a, b) => byName(spelling.get(a)!, spelling.get(b)!) || byName(a, b))) {
    const list = candidates.get(key)!;
    // Along the street as a whole, so that the places come out evenly spaced.
    const axis = principalDirection(list.map((c) => c.spot));
    const along = (p: Xy) => p[0] * Math.cos(axis) + p[1] * Math.sin(axis);
    list.sort((a, b) => along(a.spot) - along(b.spot) || a.spot[1] - b.spot[1] || a.spot[0] - b.spot[0]);
    const kept: Xy[] = [];
    for (const c of list) {
      // Lots across the street from each other, or next door, find the same stretch: one name there.
      if (kept.some((k) => Math.hypot(k[0] - c.spot[0], k[1] - c.spot[1]) < NAME_SPACING_FT)) continue;
      kept.push(c.spot);
      places.push({ name: spelling.get(key)!, at: frame.toLngLat(c.spot), angleDeg: Math.round(upright(c.along[0], c.along[1])) });
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
