// GeoJSON shapes used across Lotline (RFC 7946): positions are [lng, lat] in WGS84.
import * as v from 'valibot';
import { ringEnclosesArea } from './area';

/** A [lng, lat] pair with both numbers finite and inside WGS84 bounds. */
export const PositionSchema = v.pipe(
  v.tuple([
    v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
    v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  ]),
);
export type Position = v.InferOutput<typeof PositionSchema>;

/** A closed ring: at least four positions, first equal to last. */
export const LinearRingSchema = v.pipe(
  v.array(PositionSchema),
  v.minLength(4, 'A ring needs at least four positions'),
  v.check((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  }, 'A ring must end where it starts'),
);

/** What a ring that encloses nothing is told (a drawn polygon of zero area, corners on one line). */
export const ENCLOSES_NO_AREA_MESSAGE = 'A polygon must enclose an area, not lie on a line';

/** The check that a closed ring encloses an area: what a person draws or sends must be a shape, not a line. */
export const enclosesArea = () => v.check<Position[], string>(ringEnclosesArea, ENCLOSES_NO_AREA_MESSAGE);

/** A closed ring that encloses an area. */
export const AreaRingSchema = v.pipe(LinearRingSchema, enclosesArea());

/** A GeoJSON Polygon: an outer ring followed by optional holes. */
export const PolygonSchema = v.object({
  type: v.literal('Polygon'),
  coordinates: v.pipe(v.array(LinearRingSchema), v.minLength(1, 'A polygon needs an outer ring')),
});
export type Polygon = v.InferOutput<typeof PolygonSchema>;

/** A GeoJSON MultiPolygon (a few lots in public parcel data are split in parts). */
export const MultiPolygonSchema = v.object({
  type: v.literal('MultiPolygon'),
  coordinates: v.pipe(v.array(v.array(LinearRingSchema)), v.minLength(1)),
});
export type MultiPolygon = v.InferOutput<typeof MultiPolygonSchema>;

/** A lot or footprint geometry. */
export const AreaGeometrySchema = v.variant('type', [PolygonSchema, MultiPolygonSchema]);
export type AreaGeometry = Polygon | MultiPolygon;

/** A GeoJSON LineString: at least two positions (a street centre line). */
export const LineStringSchema = v.object({
  type: v.literal('LineString'),
  coordinates: v.pipe(v.array(PositionSchema), v.minLength(2, 'A line needs at least two positions')),
});
export type LineString = v.InferOutput<typeof LineStringSchema>;

/** A GeoJSON MultiLineString: one or more lines of at least two positions each. */
export const MultiLineStringSchema = v.object({
  type: v.literal('MultiLineString'),
  coordinates: v.pipe(v.array(v.pipe(v.array(PositionSchema), v.minLength(2, 'A line needs at least two positions'))), v.minLength(1, 'A multi-line needs a line')),
});
export type MultiLineString = v.InferOutput<typeof MultiLineStringSchema>;

/** A line geometry: a street centre line in one or more parts. */
export const LineGeometrySchema = v.variant('type', [LineStringSchema, MultiLineStringSchema]);
export type LineGeometry = LineString | MultiLineString;

/** A Polygon sent by a person: every ring encloses an area. */
export const EnclosingPolygonSchema = v.object({
  type: v.literal('Polygon'),
  coordinates: v.pipe(v.array(AreaRingSchema), v.minLength(1, 'A polygon needs an outer ring')),
});

/** A lot or footprint sent by a person: every ring of every part encloses an area. */
export const EnclosingAreaGeometrySchema = v.variant('type', [
  EnclosingPolygonSchema,
  v.object({ type: v.literal('MultiPolygon'), coordinates: v.pipe(v.array(v.array(AreaRingSchema)), v.minLength(1)) }),
]);

/** A Feature with a typed geometry and properties. */
export interface Feature<G, P> {
  type: 'Feature';
  id?: string | number;
  geometry: G;
  properties: P;
}

/** A FeatureCollection of such features. */
export interface FeatureCollection<G, P> {
  type: 'FeatureCollection';
  features: Feature<G, P>[];
}
