// One cell of the base map from the loaded data: street and water areas (right-of-way and water
// parcels, pavement polygons) cut to the cell, named street centre lines, and the lots whose box
// centre lies in the cell with their surveyed buildings and house numbers, and the places of street
// names the import found on the street areas (server/src/import/street-names.ts). In data imported
// without those places, streets that have no centre line get their name near their addresses, on the
// street area closest to them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BASEMAP_UNIT_DEG,
  MAX_BASEMAP_LOTS,
  basemapCellBBox,
  basemapOrigin,
  encodePosition,
  type BasemapAreaKind,
  type BasemapCellResponse,
} from '../../../core/api';
import { clipLine, clipRing, simplifyPoints, isPointInPolygon } from '../../../core/geo';
import type { AreaGeometry, Position } from '../../../core/geo';
import { normalizeAddressText } from '../../../core/address';
import type { Db } from '../db/database';
import { addresses, buildings, cubeFromBBox, parcels, streetFeatures } from '../db/schema';

/** Douglas-Peucker tolerance of outlines, in degrees (about 5 in): invisible at the closest zoom. */
const SIMPLIFY_DEG = 1.5e-6;
/** How far (degrees, about 250 ft) from its addresses' middle a street's name looks for its street. */
const NAME_REACH_DEG = 0.0007;
/** Shortest street edge (degrees, about 30 ft) whose direction a name follows. */
const NAME_EDGE_MIN_DEG = 0.00008;
/** Fewest addresses of a street in a cell for its name to be placed from them. */
const NAME_MIN_ADDRESSES = 3;

const outerRings = (geometry: AreaGeometry): Position[][] => (geometry.type === 'Polygon' ? [geometry.coordinates[0]!] : geometry.coordinates.map((polygon) => polygon[0]!));

/** A ring or line as flat cell units, simplified. */
function encode(points: readonly Position[], origin: readonly [number, number]): number[] {
  const flat: number[] = [];
  for (const p of simplifyPoints(points, SIMPLIFY_DEG)) flat.push(...encodePosition(p, origin));
  return flat;
}

/** The base map of cell `cell`. */
export async function readBasemapCell(db: Db, cell: readonly [number, number]): Promise<BasemapCellResponse> {
  const box = basemapCellBBox(cell);
  const origin = basemapOrigin(cell);
  const cube = sql`${cubeFromBBox(box)}::cube`;
  // The middle of a lot's box decides its cell: each lot is drawn once whatever cells are shown.
  const midLng = sql`(cube_ll_coord(${parcels.bbox}, 1) + cube_ur_coord(${parcels.bbox}, 1)) / 2`;
  const midLat = sql`(cube_ll_coord(${parcels.bbox}, 2) + cube_ur_coord(${parcels.bbox}, 2)) / 2`;
  const [lotRows, areaRows, streetRows] = await Promise.all([
    db
      .select({ id: parcels.id, lot: parcels.lot })
      .from(parcels)
      .where(and(sql`${parcels.bbox} && ${cube}`, eq(parcels.kind, 'lot'), sql`${midLng} >= ${box[0]} and ${midLng} < ${box[2]} and ${midLat} >= ${box[1]} and ${midLat} < ${box[3]}`))
      .orderBy(asc(parcels.id))
      .limit(MAX_BASEMAP_LOTS + 1),
    db
      .select({ kind: parcels.kind, lot: parcels.lot })
      .from(parcels)
      .where(and(sql`${parcels.bbox} && ${cube}`, inArray(parcels.kind, ['right_of_way', 'water']))),
    db.select({ kind: streetFeatures.kind, name: streetFeatures.name, geometry: streetFeatures.geometry }).from(streetFeatures).where(sql`${streetFeatures.bbox} && ${cube}`),
  ]);
  const truncated = lotRows.length > MAX_BASEMAP_LOTS;
  const lots = lotRows.slice(0, MAX_BASEMAP_LOTS);
  const lotIds = lots.map((lot) => lot.id);
  const [buildingRows, addressRows] =
    lotIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ footprint: buildings.footprint })
            .from(buildings)
            .where(and(inArray(buildings.parcelId, lotIds), eq(buildings.source, 'survey'))),
          db
            .select({
              parcelId: addresses.parcelId,
              number: addresses.streetNumber,
              numberTo: addresses.numberTo,
              street: addresses.street,
              lat: addresses.lat,
              lng: addresses.lng,
              pointInferred: addresses.pointInferred,
            })
            .from(addresses)
            .where(inArray(addresses.parcelId, lotIds))
            .orderBy(asc(addresses.parcelId), asc(addresses.id)),
        ]);

  const areas: BasemapCellResponse['areas'] = [];
  const streetAreas: Position[][][] = [];
  const addArea = (kind: BasemapAreaKind, geometry: AreaGeometry) => {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const rings = polygon.map((ring) => clipRing(ring, box)).filter((ring) => ring.length > 0);
      if (rings.length === 0) continue;
      if (kind === 'street') streetAreas.push(rings);
      areas.push({ kind, rings: rings.map((ring) => encode(ring, origin)) });
    }
  };
  for (const row of areaRows) addArea(row.kind === 'water' ? 'water' : 'street', row.lot);
  const streets: BasemapCellResponse['streets'] = [];
  const names: BasemapCellResponse['names'] = [];
  const linedNames = new Set<string>();
  let hasNamePlaces = false;
  for (const row of streetRows) {
    const geometry = row.geometry;
    if (row.kind === 'name') {
      hasNamePlaces = true;
      if (geometry.type !== 'LineString' || !row.name) continue;
      const placed = namePlaceOf(geometry.coordinates);
      // The middle of the line decides the cell: each place is drawn once.
      if (placed.at[0] >= box[0] && placed.at[0] < box[2] && placed.at[1] >= box[1] && placed.at[1] < box[3]) names.push([...encodePosition(placed.at, origin), placed.angle, row.name]);
      continue;
    }
    if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
      addArea('street', geometry);
      continue;
    }
    const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    for (const line of lines) {
      for (const run of clipLine(line, box)) streets.push({ name: row.name, line: encode(run, origin) });
    }
    if (row.name) linedNames.add(normalizeAddressText(row.name));
  }

  if (!hasNamePlaces) {
    for (const { name, at, angle } of addressNames(addressRows, streetAreas, linedNames)) names.push([...encodePosition(at, origin), angle, name]);
  }

  return {
    cell: [cell[0], cell[1]],
    origin,
    areas,
    streets,
    lots: lots.flatMap((lot) => outerRings(lot.lot).map((ring) => encode(ring, origin))),
    buildings: buildingRows.map((row) => encode(row.footprint.coordinates[0]!, origin)),
    // A range address ('8–10') is both its numbers at its spot, which read as its range.
    numbers: houseNumbers(addressRows.flatMap((row) => (row.numberTo === null ? [row] : [row, { ...row, number: String(row.numberTo) }])), origin),
    names: names.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : 0)),
    truncated,
  };
}

/** A stored name place (a short line down the street) as its middle and the upright angle of its text. */
function namePlaceOf(line: readonly Position[]): { at: Position; angle: number } {
  const a = line[0]!;
  const b = line[line.length - 1]!;
  const k = Math.cos((a[1] * Math.PI) / 180);
  let angle = (Math.atan2(b[1] - a[1], (b[0] - a[0]) * k) * 180) / Math.PI;
  if (angle <= -90) angle += 180;
  if (angle > 90) angle -= 180;
  return { at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], angle: Math.round(angle) };
}

/** Numbers of one lot closer than this (cell units, about 10 ft) share one label. */
const SAME_SPOT_UNITS = 30;

/**
 * The house numbers, one label per spot of a lot: numbers at one spot ("307", "309", ... "321") read
 * as their range ("307–321"), so a building with many addresses shows one number, not a smudge.
 */
export function houseNumbers(rows: readonly { parcelId: string; number: string; lat: number; lng: number }[], origin: readonly [number, number]): [number, number, string][] {
  const spots: { parcelId: string; at: [number, number]; numbers: string[] }[] = [];
  for (const row of rows) {
    const at = encodePosition([row.lng, row.lat], origin);
    const spot = spots.find((s) => s.parcelId === row.parcelId && Math.hypot(s.at[0] - at[0], s.at[1] - at[1]) <= SAME_SPOT_UNITS);
    if (spot) {
      if (!spot.numbers.includes(row.number)) spot.numbers.push(row.number);
    } else spots.push({ parcelId: row.parcelId, at, numbers: [row.number] });
  }
  return spots.map(({ at, numbers }) => {
    if (numbers.length === 1) return [at[0], at[1], numbers[0]!];
    const sorted = [...numbers].sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || (a < b ? -1 : 1));
    return [at[0], at[1], `${sorted[0]}–${sorted[sorted.length - 1]}`];
  });
}

/**
 * The names a cell places from its addresses, for data imported before the import placed them
 * (server/src/import/street-names.ts): each street's name near the middle of its address points,
 * leaving out the streets in `lined` (normalized names carried by centre lines). A point the importer
 * inferred inside a lot says nothing of where the street is (decision 070), so it places no name.
 */
export function addressNames(
  rows: readonly { street: string; lat: number; lng: number; pointInferred: boolean }[],
  streetAreas: readonly Position[][][],
  lined: ReadonlySet<string>,
): { name: string; at: Position; angle: number }[] {
  const byStreet = new Map<string, { name: string; points: Position[] }>();
  for (const address of rows) {
    const key = normalizeAddressText(address.street);
    if (address.pointInferred || lined.has(key)) continue;
    const entry = byStreet.get(key) ?? { name: address.street, points: [] };
    entry.points.push([address.lng, address.lat]);
    byStreet.set(key, entry);
  }
  return [...byStreet.values()].flatMap(({ name, points }) => {
    const placed = placeName(points, streetAreas);
    return placed ? [{ name, ...placed }] : [];
  });
}

/**
 * Where a street's name goes when the data has only its addresses: on the street area nearest the
 * middle of the addresses (at that middle when it is on the street already), along the street's edge
 * there. Undefined when too few addresses or no street area lies near: a name is never put where the
 * street may not be.
 */
export function placeName(points: readonly Position[], streetAreas: readonly Position[][][]): { at: Position; angle: number } | undefined {
  if (points.length < NAME_MIN_ADDRESSES || streetAreas.length === 0) return undefined;
  const mx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const my = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const k = Math.cos((my * Math.PI) / 180);
  let best: Position | undefined;
  let bestEdge: [Position, Position] | undefined;
  let bestDistance = NAME_REACH_DEG;
  let edgeDistance = NAME_REACH_DEG;
  for (const ring of streetAreas.flat()) {
    for (let i = 1; i < ring.length; i++) {
      const q = nearestOnSegment([mx, my], ring[i - 1]!, ring[i]!, k);
      const d = Math.hypot((q[0] - mx) * k, q[1] - my);
      if (d < bestDistance) {
        bestDistance = d;
        best = q;
      }
      // The street's direction from the nearest edge long enough to be a street's side, not a corner's cut.
      const a = ring[i - 1]!;
      const b = ring[i]!;
      if (Math.hypot((b[0] - a[0]) * k, b[1] - a[1]) >= NAME_EDGE_MIN_DEG && d < edgeDistance) {
        edgeDistance = d;
        bestEdge = [a, b];
      }
    }
  }
  if (!best || !bestEdge) return undefined;
  // The street runs along its edge: the name too, upright.
  let angle = (Math.atan2(bestEdge[1][1] - bestEdge[0][1], (bestEdge[1][0] - bestEdge[0][0]) * k) * 180) / Math.PI;
  if (angle <= -90) angle += 180;
  if (angle > 90) angle -= 180;
  // Addresses on both sides: their middle is on the street already.
  if (streetAreas.some((rings) => isPointInPolygon([mx, my], { type: 'Polygon', coordinates: rings }))) return { at: [mx, my], angle: Math.round(angle) };
  // A little past the edge (about 6 ft), into the street.
  const step = 15 * BASEMAP_UNIT_DEG;
  const dx = (best[0] - mx) * k;
  const dy = best[1] - my;
  const length = Math.hypot(dx, dy) || 1;
  return { at: [best[0] + ((dx / length) * step) / k, best[1] + (dy / length) * step], angle: Math.round(angle) };
}

function nearestOnSegment(p: Position, a: Position, b: Position, k: number): Position {
  const dx = (b[0] - a[0]) * k;
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * k * dx + (p[1] - a[1]) * dy) / length2));
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}
