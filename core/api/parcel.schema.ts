// The lot under a point: `GET /api/parcels/at?lat=&lng=`.
import * as v from 'valibot';
import { AreaGeometrySchema } from '../geo/geojson.schema';

const Coordinate = (label: string, limit: number) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`),
    v.transform(Number),
    v.minValue(-limit, `${label} must be at least -${limit}`),
    v.maxValue(limit, `${label} must be at most ${limit}`),
  );

/** The query: a WGS84 point. */
export const ParcelAtQuerySchema = v.object({ lat: Coordinate('Latitude', 90), lng: Coordinate('Longitude', 180) });

/** The lot under the point with its addresses (their place ids lead to address details). */
export const ParcelAtResponseSchema = v.object({
  property_id: v.string(),
  lot: AreaGeometrySchema,
  addresses: v.array(v.object({ place_id: v.string(), label: v.string() })),
});
export type ParcelAtResponse = v.InferOutput<typeof ParcelAtResponseSchema>;
