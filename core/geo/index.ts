// The front door of core/geo: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  areaSqFt, MIN_RING_AREA_SQ_FT, MIN_RING_ROUNDNESS, pointsEncloseArea, ringEnclosesArea, signedRingArea,
} from './area';
export { type BBox, bboxesIntersect, bboxOf, expandBBoxByFeet } from './bbox';
export { clipLine, clipRing, simplifyPoints } from './clip';
export {
  type AreaGeometry, AreaGeometrySchema, AreaRingSchema, ENCLOSES_NO_AREA_MESSAGE, enclosesArea,
  EnclosingAreaGeometrySchema, EnclosingPolygonSchema, type Feature, type FeatureCollection, LinearRingSchema,
  type LineGeometry, LineGeometrySchema, type LineString, LineStringSchema, type MultiLineString,
  MultiLineStringSchema, type MultiPolygon, MultiPolygonSchema, type Polygon, PolygonSchema, type Position,
  PositionSchema,
} from './geojson.schema';
export { createLocalFrame, FEET_PER_METER, type LocalFrame, metersPerDegree } from './local-frame';
export { boxOfRings, type PointFt, type RingFt } from './point-ft';
export { isPointInPolygon } from './point-in-polygon';
export { centroid, pointOnSurface } from './point-on-surface';
export { distanceFt, overlapAreaSqFt, polygonsIntersect } from './polygon-relations';
export { isSameArea, SAME_AREA_TOLERANCE_FT } from './same-area';
export { distanceToSegment } from './segment';
export { subtractAreas } from './subtract-areas';
export {
  ALONG_SLAB_LINE, assemble, type Piece, straighten, traceRings, twiceSignedArea,
} from './trace-rings';
export { unionPolygons, UnionReason, type UnionResult } from './union-polygons';
