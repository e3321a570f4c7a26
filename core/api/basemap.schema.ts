// The base map drawn from Lotline's own data (streets and their names, lots with house numbers,
// buildings, street and water areas), so a lot never floats on a blank background when no tile
// server is configured: `GET /api/basemap?cell=x,y` answers one cell of a fixed grid, like a vector
// tile. Coordinates are integers in millionths of a degree from the cell's south-west corner
// (about 4 in), so an answer is a few kilobytes compressed; `decodeCoordinates` turns them back.
import * as v from 'valibot';
import type { Position } from '../geo/geojson.schema';

/** The side of a cell, in degrees (about 1,450 ft of latitude): a view of a lot needs a few cells. */
export const BASEMAP_CELL_DEG = 0.004;

/** One coordinate unit, in degrees. */
export const BASEMAP_UNIT_DEG = 1e-6;

/** Most lots (and their buildings and numbers) one cell carries; `truncated` says when there were more. */
export const MAX_BASEMAP_LOTS = 1500;

/** The zoom from which the widget asks for the base map; further out it shows nothing of its own. */
export const BASEMAP_MIN_ZOOM = 15;

const CELL_FORMAT = 'cell must be two integers x,y';
/** The largest cell index on each axis: the grid covers longitudes -180..180 and latitudes -90..90. */
const MAX_X = Math.floor(180 / BASEMAP_CELL_DEG);
const MAX_Y = Math.floor(90 / BASEMAP_CELL_DEG);

/** The query: the cell's column and row, `floor(lng / BASEMAP_CELL_DEG),floor(lat / BASEMAP_CELL_DEG)`. */
export const BasemapQuerySchema = v.object({
  cell: v.pipe(
    v.string(CELL_FORMAT),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parts = dataset.value.split(',');
      if (parts.length !== 2 || parts.some((part) => !/^-?\d{1,6}$/.test(part.trim()))) {
        addIssue({ message: CELL_FORMAT });
        return NEVER;
      }
      const [x, y] = parts.map(Number) as [number, number];
      if (x < -MAX_X || x >= MAX_X || y < -MAX_Y || y >= MAX_Y) {
        addIssue({ message: `cell must lie within columns ${-MAX_X} to ${MAX_X - 1} and rows ${-MAX_Y} to ${MAX_Y - 1}` });
        return NEVER;
      }
      return [x, y] as [number, number];
    }),
  ),
});
export type BasemapQuery = v.InferOutput<typeof BasemapQuerySchema>;

/** What an area of the base map is. */
export type BasemapAreaKind = 'street' | 'water';

/** A line or ring as whole offsets from the cell's origin, x and y by turns, in the coordinate unit. */
const Offsets = v.array(v.pipe(v.number(), v.integer()));

/**
 * One cell of the base map. Every ring and line is a flat list `[x0, y0, x1, y1, ...]` of integer
 * offsets from `origin` in BASEMAP_UNIT_DEG. Areas are cut to the cell (they are filled, never
 * outlined); a lot, its buildings and its numbers belong to the cell that holds the middle of the
 * lot's box, whole, so lots drawn from several cells are each drawn once.
 */
export const BasemapCellResponseSchema = v.object({
  cell: v.tuple([v.pipe(v.number(), v.integer()), v.pipe(v.number(), v.integer())]),
  /** The cell's south-west corner, [lng, lat]. */
  origin: v.tuple([v.number(), v.number()]),
  areas: v.array(v.object({ kind: v.picklist(['street', 'water'] as const satisfies readonly BasemapAreaKind[]), rings: v.array(Offsets) })),
  /** Street centre lines, with their names where the data has them. */
  streets: v.array(v.object({ name: v.nullable(v.string()), line: Offsets })),
  /** Lot outlines (outer rings). */
  lots: v.array(Offsets),
  /** Building footprints (outer rings). */
  buildings: v.array(Offsets),
  /** House numbers: [x, y, number]. */
  numbers: v.array(v.tuple([v.number(), v.number(), v.string()])),
  /** Names of streets the data has no centre line for, placed in the roadway (at most one per 120 ft of street; the widget picks those that fit the view): [x, y, angle in degrees, name]. */
  names: v.array(v.tuple([v.number(), v.number(), v.number(), v.string()])),
  truncated: v.boolean(),
});
export type BasemapCellResponse = v.InferOutput<typeof BasemapCellResponseSchema>;

/** The cell that holds a point. */
export function basemapCellOf([lng, lat]: Position): [number, number] {
  return [Math.floor(lng / BASEMAP_CELL_DEG), Math.floor(lat / BASEMAP_CELL_DEG)];
}

/** A cell's south-west corner, [lng, lat], rounded to the coordinate unit. */
export function basemapOrigin([x, y]: readonly [number, number]): [number, number] {
  const round = (n: number) => Math.round(n / BASEMAP_UNIT_DEG) * BASEMAP_UNIT_DEG;
  return [round(x * BASEMAP_CELL_DEG), round(y * BASEMAP_CELL_DEG)];
}

/** The cell's box, [minLng, minLat, maxLng, maxLat]. */
export function basemapCellBBox(cell: readonly [number, number]): [number, number, number, number] {
  const [lng, lat] = basemapOrigin(cell);
  return [lng, lat, lng + BASEMAP_CELL_DEG, lat + BASEMAP_CELL_DEG];
}

/** A point in cell units from a position. */
export function encodePosition([lng, lat]: Position, origin: readonly [number, number]): [number, number] {
  return [Math.round((lng - origin[0]) / BASEMAP_UNIT_DEG), Math.round((lat - origin[1]) / BASEMAP_UNIT_DEG)];
}

/** A flat list of cell units as positions [lng, lat]. */
export function decodeCoordinates(flat: readonly number[], origin: readonly [number, number]): Position[] {
  const positions: Position[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) positions.push([origin[0] + flat[i]! * BASEMAP_UNIT_DEG, origin[1] + flat[i + 1]! * BASEMAP_UNIT_DEG]);
  return positions;
}
