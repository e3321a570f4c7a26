// Rules API payloads: POST /api/evaluate, GET /api/jurisdictions and GET /api/documents/:id.
import * as v from 'valibot';
import { AreaGeometrySchema, EnclosingAreaGeometrySchema, EnclosingPolygonSchema, PositionSchema } from '../geo/geojson.schema';
import { massachusettsMunicipality } from '../property/massachusetts-municipalities';
import { RULESETS } from '../jurisdictions';
import type { Bylaws } from '../rules/bylaws';
import type { DocumentSection, SourceDocument } from '../rules/documents';
import type { ReportCitation } from '../rules/evaluate';
import type { AssumptionKey } from '../rules/infer';
import { LegalStatus, PLOT_PLAN_KINDS, STATION_KINDS, type SingleFamilyUse } from '../rules/model';
import { StatusColor } from '../rules/status';
import type { SameType } from './operation';
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
export const RuleDocumentSchema = v.object({
  id: v.string(),
  title: v.string(),
  publisher: v.string(),
  jurisdiction: v.string(),
  source_url: v.string(),
  verified_at: v.string(),
  kind: v.picklist(['primary', 'secondary'] as const satisfies readonly SourceDocument['kind'][]),
  sections: v.array(v.object({ id: v.string(), heading: v.string(), excerpt: v.string() })),
});
export type RuleDocument = v.InferOutput<typeof RuleDocumentSchema>;
true satisfies SameType<RuleDocument['sections'][number], DocumentSection>;

/** `GET /api/jurisdictions`: the jurisdictions with rules on file and every municipality the state layer answers. */
export const JurisdictionsSchema = v.object({
  jurisdictions: v.array(
    v.object({
      /** The state ('MA') or the town ('ma-cambridge'). */
      id: v.string(),
      /** The ruleset on file; null for a municipality the state layer alone answers. */
      ruleset_id: v.nullable(v.string()),
      level: v.picklist(['state', 'municipal']),
      state: v.string(),
      name: v.string(),
      effective_from: v.nullable(v.string()),
      effective_to: v.nullable(v.string()),
      zoning_map: v.nullable(v.string()),
      town_rules: v.boolean(),
      covered_by_state: v.boolean(),
      zones: v.array(v.object({ code: v.string(), name: v.string(), single_family: v.picklist(['BR', 'SP', 'NO', 'UNKNOWN'] as const satisfies readonly SingleFamilyUse[]) })),
    }),
  ),
});
export type Jurisdictions = v.InferOutput<typeof JurisdictionsSchema>;

/** A status colour of a check (core/rules/status.ts). */
const StatusColorSchema = v.picklist([StatusColor.Green, StatusColor.Yellow, StatusColor.Red]);

/** A source of a report field (core/rules/evaluate.ts `ReportCitation`). */
export const ReportCitationSchema = v.object({
  document_id: v.string(),
  sequences: v.array(v.string()),
  source_url: v.string(),
  label: v.string(),
  publisher: v.string(),
  verified_at: v.string(),
});

/** An assumption behind a report value (core/rules/infer.ts). */
const AssumptionSchema = v.object({
  key: v.custom<AssumptionKey>((key) => typeof key === 'string'),
  params: v.record(v.string(), v.string()),
  text: v.string(),
});

const SizeBound = v.nullable(v.object({ max: v.nullable(v.number()), at_most: v.nullable(v.number()), steps: v.array(v.string()) }));
const CheckedSizeLimit = v.object({ br: SizeBound, sp: SizeBound, status: StatusColorSchema });
const SetbackValuesSchema = v.object({ front: v.nullable(v.number()), side: v.nullable(v.number()), rear: v.nullable(v.number()), building: v.nullable(v.number()) });
const LegalStatusSchema = v.nullable(v.picklist(Object.values(LegalStatus)));
const ChecksSchema = v.object({
  legal: StatusColorSchema,
  propertyType: StatusColorSchema,
  zone: StatusColorSchema,
  principalDwelling: StatusColorSchema,
  lotSize: StatusColorSchema,
  specialConsiderations: StatusColorSchema,
  placement: v.nullable(StatusColorSchema),
  sizeLimits: StatusColorSchema,
});
const ByKind = <S extends v.GenericSchema>(schema: S) => v.object({ ext: schema, int: schema });

/** Parking near transit (core/rules/transit.ts `ParkingTransitAnswer`). */
const ParkingTransitSchema = v.object({
  reach: v.picklist(['within', 'partly_within', 'beyond', 'no_data']),
  station: v.nullable(v.string()),
  station_kind: v.nullable(v.picklist(STATION_KINDS)),
  distance_ft: v.nullable(v.number()),
  farthest_ft: v.nullable(v.number()),
  within_ft: v.number(),
  spaces_beyond: v.nullable(v.number()),
});

/** `bylaws` of street data and of `POST /api/evaluate` (core/rules/bylaws.ts, which the rules write). */
export const BylawsSchema = v.object({
  zones: v.array(v.string()),
  zone_matched: v.boolean(),
  city_bylaws_url: v.nullable(v.string()),
  document_updated_at: v.nullable(v.string()),
  extras: v.array(v.object({ subject: v.string(), source: v.picklist(['STATE', 'MUNICIPALITY']), text: v.string() })),
  notes: v.array(v.string()),
  ruleset_ids: v.array(v.string()),
  overridden: v.array(v.string()),
  assumptions: v.record(v.string(), v.array(AssumptionSchema)),
  plot_plan: v.optional(
    v.nullable(v.object({ asks: v.picklist(PLOT_PLAN_KINDS), lesser_plan_margin_ft: v.nullable(v.number()), source: v.picklist(['STATE', 'MUNICIPALITY']) })),
  ),
  adu: v.object({
    ext_legal: LegalStatusSchema,
    int_legal: LegalStatusSchema,
    ext_legal_zone: LegalStatusSchema,
    int_legal_zone: LegalStatusSchema,
    ext_zone: v.nullable(v.string()),
    int_zone: v.nullable(v.string()),
    state_protected: v.nullable(v.boolean()),
    protected_adu_used: v.boolean(),
    dimensions_no_stricter: v.boolean(),
    basis: v.nullable(v.picklist(['verified', 'inferred'])),
    likelihood: ByKind(v.number()),
    size_limits: v.object({ ext: CheckedSizeLimit, int: CheckedSizeLimit, footprint: CheckedSizeLimit }),
    property_type: v.object({ value: v.nullable(v.string()), status: StatusColorSchema }),
    lot_size: v.object({ value: v.nullable(v.number()), status: StatusColorSchema }),
    detached: v.object({ value: v.nullable(v.boolean()), status: StatusColorSchema }),
    placement: v.object({ status: v.nullable(StatusColorSchema), buildable: v.nullable(v.boolean()), ext_setbacks: SetbackValuesSchema, int_setbacks: SetbackValuesSchema }),
    parking_spaces: ByKind(v.nullable(v.number())),
    parking_transit: v.nullable(ParkingTransitSchema),
    height_ft: ByKind(v.nullable(v.number())),
    status: ByKind(StatusColorSchema),
    checks: ByKind(ChecksSchema),
    summary: ByKind(v.nullable(v.string())),
  }),
});
// The rules write `Bylaws` (core/rules does not import core/api, decision 039): the schema must
// say exactly that type, which the compiler checks both ways.
true satisfies SameType<v.InferOutput<typeof BylawsSchema>, Bylaws>;
true satisfies SameType<v.InferOutput<typeof ReportCitationSchema>, ReportCitation>;

/** Sources per report field, e.g. 'adu.size_limits.ext.br'. */
export const CitationsSchema = v.record(v.string(), v.array(ReportCitationSchema));

/** A lot line with its kind (core/setback/lot-edges.ts), as the API answers it. */
export const LotEdgeSchema = v.object({
  from: v.tuple([v.number(), v.number()]),
  to: v.tuple([v.number(), v.number()]),
  length_ft: v.number(),
  kind: v.string(),
  reason: v.string(),
  /** How sure the kind is (core/setback/edge-confidence.ts): a low one takes the stricter setback; absent in answers made before. */
  confidence: v.optional(v.picklist(['high', 'medium', 'low'])),
});

/** Where an ADU may stand after the setbacks (detached also clear of buildings); null when unknown or empty. */
export const SetbackedAreaSchema = v.object({ ext: v.nullable(AreaGeometrySchema), int: v.nullable(AreaGeometrySchema) });

/**
 * `POST /api/evaluate`: the rules for the described property on `date`, with its lot's edges and
 * setback areas when the request gives a lot; the limited answer has no setback areas and lists
 * what it leaves out (decision 044).
 */
export const EvaluationAnswerSchema = v.object({
  date: v.string(),
  bylaws: BylawsSchema,
  citations: CitationsSchema,
  lot_edges: v.optional(v.array(LotEdgeSchema)),
  setbacked_area: v.optional(SetbackedAreaSchema),
  limited_report: v.boolean(),
  locked_fields: v.array(v.string()),
});
