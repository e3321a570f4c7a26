// Rules API payloads: POST /api/evaluate, GET /api/jurisdictions and GET /api/documents/:id.
import * as v from 'valibot';
import { EnclosingAreaGeometrySchema, EnclosingPolygonSchema, PositionSchema } from '../geo/geojson.schema';
import { massachusettsMunicipality } from '../property/massachusetts-municipalities';
import { RULESETS } from '../jurisdictions';
import type { DocumentSection, SourceDocument } from '../rules/documents';
import { cornerCount, LOT_LIMITS_DESCRIPTION, lotOverLimits, MAX_REQUEST_CORNERS, requestCornersMessage } from './geometry-limits';
import { EdgeKindOverrideSchema, SizeLimitOverridesSchema } from './overrides.schema';

const Area = (label: string) => v.nullable(v.pipe(v.number(`${label} must be a number`), v.finite(), v.minValue(0, `${label} must not be negative`), v.maxValue(10_000_000)));

/** Whether a jurisdiction id may be evaluated: any but a Massachusetts one outside the 351 municipalities and the towns with rules (the demo town). */
function isKnownJurisdiction(id: string): boolean {
  return !id.startsWith('ma-') || massachusettsMunicipality(id) !== undefined || RULESETS.some((r) => r.jurisdictionIds?.includes(id));
}

/** A property described in the request, evaluated without a stored parcel. */
export const EvaluateRequestSchema = v.object({
  jurisdiction: v.pipe(
    v.string('jurisdiction must be a string'),
    v.trim(),
    v.nonEmpty('jurisdiction is required.'),
    v.maxLength(80),
    // Every Massachusetts municipality is a jurisdiction (the state ADU law reaches all but Boston); a name outside the 351 is a mistake.
    v.check((id) => isKnownJurisdiction(id.toLowerCase()), 'jurisdiction must be MA, CA or a town such as ma-cambridge (one of the 351 Massachusetts municipalities)'),
  ),
  zone_code: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  zoning_map: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  property_type: v.nullable(v.picklist(['Single Family', 'Two Family', 'Multi-Family Home', 'Other'], 'property_type must be Single Family, Two Family, Multi-Family Home or Other')),
  gross_floor_area: Area('gross_floor_area'),
  lot_size: Area('lot_size'),
  lot: v.optional(
    v.pipe(
      EnclosingAreaGeometrySchema,
      v.check((lot) => lotOverLimits(lot) === null, (issue) => lotOverLimits(issue.input) ?? LOT_LIMITS_DESCRIPTION),
      v.description(LOT_LIMITS_DESCRIPTION),
    ),
  ),
  /** A point inside the lot near its front (the address point); it tells the front edge. */
  address_point: v.optional(PositionSchema),
  buildings: v.optional(
    v.pipe(
      v.array(EnclosingPolygonSchema),
      v.maxLength(50),
      v.check(
        (buildings) => buildings.reduce((sum, building) => sum + cornerCount(building), 0) <= MAX_REQUEST_CORNERS,
        (issue) => requestCornersMessage(issue.input.reduce((sum, building) => sum + cornerCount(building), 0), 'buildings'),
      ),
      v.description(`At most 50 buildings and ${MAX_REQUEST_CORNERS} corners in all.`),
    ),
  ),
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be an ISO date such as 2026-01-31'))),
  /** Setback overrides, as `PUT /api/properties/:id/size-limits` takes them. */
  size_limits: v.optional(SizeLimitOverridesSchema),
  /** Lot-edge labels by index into the classified edges. */
  lot_edges: v.optional(v.pipe(v.array(EdgeKindOverrideSchema), v.maxLength(1000))),
});
export type EvaluateRequest = v.InferOutput<typeof EvaluateRequestSchema>;

/** GET /api/documents/:id path parameter. */
export const DocumentIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,80}$/, 'Document ids are lower-case letters, digits, dots and dashes'));

/** The path parameters of `GET /api/documents/:id`. */
export const DocumentPathParamsSchema = v.object({ id: DocumentIdSchema });

/** `GET /api/documents/:id`: a document behind the citations, with its sections. */
export interface RuleDocument {
  id: string;
  title: string;
  publisher: string;
  jurisdiction: string;
  source_url: string;
  verified_at: string;
  kind: SourceDocument['kind'];
  sections: DocumentSection[];
}

/** `GET /api/jurisdictions`: the jurisdictions with rules on file and every municipality the state layer answers. */
export interface Jurisdictions {
  jurisdictions: Record<string, unknown>[];
}
