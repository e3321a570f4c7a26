// Rules API payloads: POST /api/evaluate, GET /api/jurisdictions and GET /api/documents/:id.
import * as v from 'valibot';
import { AreaGeometrySchema, PolygonSchema, PositionSchema } from '../geo/geojson.schema';
import { EdgeKindOverrideSchema, SizeLimitOverridesSchema } from './overrides.schema';

const Area = (label: string) => v.nullable(v.pipe(v.number(`${label} must be a number`), v.finite(), v.minValue(0, `${label} must not be negative`), v.maxValue(10_000_000)));

/** A property described in the request, evaluated without a stored parcel. */
export const EvaluateRequestSchema = v.object({
  jurisdiction: v.pipe(v.string('jurisdiction must be a string'), v.trim(), v.nonEmpty('jurisdiction is required.'), v.maxLength(80)),
  zone_code: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  zoning_map: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  property_type: v.nullable(v.picklist(['Single Family', 'Two Family', 'Multi-Family Home', 'Other'], 'property_type must be Single Family, Two Family, Multi-Family Home or Other')),
  gross_floor_area: Area('gross_floor_area'),
  lot_size: Area('lot_size'),
  lot: v.optional(AreaGeometrySchema),
  /** A point inside the lot near its front (the address point); it tells the front edge. */
  address_point: v.optional(PositionSchema),
  buildings: v.optional(v.pipe(v.array(PolygonSchema), v.maxLength(50))),
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be an ISO date such as 2026-01-31'))),
  /** Setback overrides, as `PUT /api/properties/:id/size-limits` takes them. */
  size_limits: v.optional(SizeLimitOverridesSchema),
  /** Lot-edge labels by index into the classified edges. */
  lot_edges: v.optional(v.pipe(v.array(EdgeKindOverrideSchema), v.maxLength(1000))),
});
export type EvaluateRequest = v.InferOutput<typeof EvaluateRequestSchema>;

/** GET /api/documents/:id path parameter. */
export const DocumentIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,80}$/, 'Document ids are lower-case letters, digits, dots and dashes'));
