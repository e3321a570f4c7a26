// How much geometry one request or one property may carry (issue 28). Every check of a lot or of
// drawn shapes costs at least in proportion to their corners, so the corners are bounded per ring,
// per lot and per request, and the same bounds hold when a property's shapes are stored; a stored
// lot past them is not measured.

/** Most corners of a drawn ring (a unit, a building, a structure, an edited lot): real footprints reach 400. */
export const MAX_RING_CORNERS = 1000;
/** Most corners of a lot, over all its rings: real lots reach a few thousand where a survey traced a shore. */
export const MAX_LOT_CORNERS = 5000;
/** Most rings of a lot, holes and parts together. */
export const MAX_LOT_RINGS = 100;
/** Most corners of the drawn shapes of one request, all together. */
export const MAX_REQUEST_CORNERS = 5000;
/** Most corners of the shapes a user keeps on one property (buildings, the edited lot), all together. */
export const MAX_PROPERTY_CORNERS = 5000;

type Rings = readonly (readonly unknown[])[];
type Geometry = { type: string; coordinates: unknown };

/** The rings of a Polygon or MultiPolygon. */
export function ringsOf(geometry: Geometry): Rings {
  if (geometry.type === 'Polygon') return geometry.coordinates as Rings;
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Rings[]).flat();
  return [];
}

/** The corners of a geometry (each ring's closing position not counted). */
export function cornerCount(geometry: Geometry): number {
  return ringsOf(geometry).reduce((sum, ring) => sum + Math.max(0, ring.length - 1), 0);
}

/** Why a lot is past the limits, or null when it is within them. */
export function lotOverLimits(lot: Geometry): string | null {
  const rings = ringsOf(lot).length;
  if (rings > MAX_LOT_RINGS) return `A lot has at most ${MAX_LOT_RINGS} rings; this one has ${rings}.`;
  const corners = cornerCount(lot);
  if (corners > MAX_LOT_CORNERS) return `A lot has at most ${MAX_LOT_CORNERS} corners; this one has ${corners}.`;
  return null;
}

/** What the OpenAPI document says of a lot's limits. */
export const LOT_LIMITS_DESCRIPTION = `At most ${MAX_LOT_CORNERS} corners and ${MAX_LOT_RINGS} rings.`;

/** The message of shapes past the request's total. */
export const requestCornersMessage = (corners: number, fields: string) =>
  `A request has at most ${MAX_REQUEST_CORNERS} corners in all its shapes (${fields}); this one has ${corners}.`;

/** The message of a property whose shapes would be past its total. */
export const propertyCornersMessage = (corners: number) =>
  `A property keeps at most ${MAX_PROPERTY_CORNERS} corners in its drawn buildings and edited lot; these would make ${corners}.`;

/** What keeps a stored lot from being measured, with its count and the limit it passes. */
export interface GeometryOverLimit {
  what: 'lot_corners' | 'lot_rings' | 'building_corners';
  count: number;
  limit: number;
}

/**
 * Why a stored lot and its buildings (the survey's and the user's) are not measured, or null when
 * they are within the limits: the lot's own, and the buildings' corners within a property's and a
 * request's together (a user may add a request's worth to a survey's).
 */
export function storedGeometryOverLimit(lot: Geometry, buildings: readonly Geometry[]): GeometryOverLimit | null {
  const rings = ringsOf(lot).length;
  if (rings > MAX_LOT_RINGS) return { what: 'lot_rings', count: rings, limit: MAX_LOT_RINGS };
  const corners = cornerCount(lot);
  if (corners > MAX_LOT_CORNERS) return { what: 'lot_corners', count: corners, limit: MAX_LOT_CORNERS };
  const buildingCorners = buildings.reduce((sum, b) => sum + cornerCount(b), 0);
  const limit = MAX_PROPERTY_CORNERS + MAX_REQUEST_CORNERS;
  if (buildingCorners > limit) return { what: 'building_corners', count: buildingCorners, limit };
  return null;
}
