// Street data: the property report's request parameters and the property part of its answer
// (spec 1 section 3, spec 2 section 3). Rules (bylaws, setbacked_area) are added by the rules engine.
import * as v from 'valibot';
import { StatusColor } from '../rules/status';
import { AreaGeometrySchema, PolygonSchema, type AreaGeometry, type FeatureCollection, type Polygon } from '../geo/geojson.schema';
import type { Bylaws } from '../rules/bylaws';
import type { UserOverrides } from './overrides.schema';
import type { GeometryOverLimit } from './geometry-limits';
import { StreetDataQuotaSchema, type StreetDataQuota } from './quota.schema';
import type { ReportCitation } from '../rules/evaluate';
import type { CostEstimate, NextSteps, RentEstimate } from '../estimates/model';

const Part = (label: string, max = 120) =>
  v.pipe(v.string(`${label} must be a string`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max));

/** The decoded `params` of `GET /api/street-data?params=`: signed address parts. */
export const StreetDataParamsSchema = v.object({
  state: v.pipe(Part('State', 2), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'State must be a two-letter code')),
  city: Part('City'),
  // Some sources have no zip codes (Cambridge's parcels), so an empty one is allowed.
  zip_code: v.pipe(v.string('Zip code must be a string'), v.trim(), v.regex(/^(\d{5}(-\d{4})?)?$/, 'Zip code must look like 02139')),
  street: Part('Street'),
  street_number: Part('Street number', 20),
  lat: v.pipe(v.number('Latitude must be a number'), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number('Longitude must be a number'), v.minValue(-180), v.maxValue(180)),
  signature: Part('Signature', 200),
});
export type StreetDataParams = v.InferOutput<typeof StreetDataParamsSchema>;

/** The query string of `GET /api/street-data`: `params` is URL-encoded JSON. */
export const StreetDataQuerySchema = v.object({
  params: v.pipe(
    v.string('params is required'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'params must be JSON' });
        return NEVER;
      }
    }),
    StreetDataParamsSchema,
  ),
  /** The organization whose widget asks (the embed adds `?org=`): its price book prices the report. */
  org: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Organization id must be 1 to 64 lower-case letters, digits or dashes.'))),
});

/** Where a building outline comes from: public survey data or the user. */
export const BuildingSource = { Survey: 'survey', User: 'user' } as const;
export type BuildingSource = (typeof BuildingSource)[keyof typeof BuildingSource];

/** Where the lot lines come from: the public survey data, or the signed-in user's correction. */
export const LotSource = { Survey: 'survey', User: 'user' } as const;
export type LotSource = (typeof LotSource)[keyof typeof LotSource];

/** Properties of a building feature in `buildings_geojson`. */
export interface BuildingProperties {
  id: string;
  building_source: BuildingSource;
  kind: 'main' | 'outbuilding';
  label: string | null;
  height_ft: number | null;
  footprint_sqft: number;
}

/** A building of the property in list form. */
export const BuildingSchema = v.object({
  id: v.string(),
  kind: v.picklist(['main', 'outbuilding']),
  label: v.nullable(v.string()),
  building_source: v.picklist([BuildingSource.Survey, BuildingSource.User]),
  height_ft: v.nullable(v.number()),
  footprint_sqft: v.number(),
});
export type Building = v.InferOutput<typeof BuildingSchema>;

/** The property facts of street data. */
export const PropertyAttributesSchema = v.object({
  property_id: v.string(),
  address: v.object({
    label: v.string(),
    street_number: v.string(),
    street: v.string(),
    city: v.string(),
    state: v.string(),
    zip_code: v.string(),
    lat: v.number(),
    lng: v.number(),
  }),
  property_type_name: v.nullable(v.string()),
  use_code: v.nullable(v.string()),
  use_code_desc: v.nullable(v.string()),
  zone_code: v.nullable(v.string()),
  lot_size: v.nullable(v.number()),
  gross_building_area: v.nullable(v.number()),
  gross_floor_area: v.nullable(v.number()),
  habitable_area: v.nullable(v.number()),
  basement_area: v.nullable(v.number()),
  year_built: v.nullable(v.number()),
  style: v.nullable(v.string()),
  stories: v.nullable(v.number()),
  units: v.nullable(v.number()),
  owners: v.array(v.string()),
});
export type PropertyAttributes = v.InferOutput<typeof PropertyAttributesSchema>;

/** A map layer available for the property's jurisdiction (spec 2: gis_layers). */
export const GisLayerSchema = v.object({
  gis_layer_id: v.string(),
  group: v.picklist(['ENVIRONMENTAL', 'REGULATORY']),
  name: v.string(),
});
export type GisLayer = v.InferOutput<typeof GisLayerSchema>;

/** One special consideration: GREEN when nothing was found; `additional_info` is JSON text. */
export const SpecialConsiderationSchema = v.object({
  status: v.picklist([StatusColor.Green, StatusColor.Yellow, StatusColor.Red]),
  additional_info: v.nullable(v.string()),
  source_urls: v.array(v.string()),
  /** The same sources with the words a link shows: publisher and document, never a host name. */
  sources: v.array(v.object({ label: v.string(), url: v.string() })),
  badge_text: v.nullable(v.string()),
});
export type SpecialConsideration = v.InferOutput<typeof SpecialConsiderationSchema>;

/** What `additional_info` of a special consideration holds, once parsed. */
export interface SpecialConsiderationInfo {
  features: { name: string | null; status: 'RED' | 'YELLOW'; distance_ft: number; badge_text: string | null }[];
  buffer_ft: number;
}

/** The zone of the lot on one zoning map, with the share of the lot inside the district. */
export const LotZoningSchema = v.object({ zoning_map: v.string(), zone_code: v.string(), coverage: v.number() });

/** A source of an estimate or a next step, as report citations are answered. */
const CitationSchema = v.object({
  document_id: v.string(),
  sequences: v.array(v.string()),
  source_url: v.string(),
  label: v.string(),
  publisher: v.string(),
  verified_at: v.string(),
});

/** The cost of one ADU kind (core/estimates/model.ts). */
export const CostEstimateSchema = v.object({
  low: v.number(),
  high: v.number(),
  currency: v.literal('USD'),
  steps: v.array(v.string()),
  sources: v.array(CitationSchema),
  basis: v.picklist(['price_book', 'inferred']),
  size_sqft: v.nullable(v.number()),
  size_source: v.nullable(v.picklist(['plan', 'size_limit'])),
});

/** What one ADU kind could rent for (core/estimates/model.ts). */
export const RentEstimateSchema = v.object({
  monthly: v.number(),
  bedrooms: v.number(),
  steps: v.array(v.string()),
  sources: v.array(CitationSchema),
  basis: v.picklist(['cited', 'fictional']),
  payback_years: v.nullable(v.number()),
});

/** The dated checklist of what comes next (core/estimates/model.ts). */
export const NextStepsSchema = v.object({
  as_of: v.string(),
  steps: v.array(v.object({ id: v.string(), step: v.string(), description: v.string(), sources: v.array(CitationSchema), link: v.nullable(v.string()) })),
});

/** The property part of the street data answer. */
export const StreetDataSchema = v.object({
  attributes: PropertyAttributesSchema,
  lot: AreaGeometrySchema,
  lot_source: v.picklist([LotSource.Survey, LotSource.User]),
  buildings_known: v.boolean(),
  buildings: v.array(BuildingSchema),
  buildings_geojson: v.object({
    type: v.literal('FeatureCollection'),
    features: v.array(
      v.object({
        type: v.literal('Feature'),
        geometry: PolygonSchema,
        properties: v.object({
          id: v.string(),
          building_source: v.picklist([BuildingSource.Survey, BuildingSource.User]),
          kind: v.picklist(['main', 'outbuilding']),
          label: v.nullable(v.string()),
          height_ft: v.nullable(v.number()),
          footprint_sqft: v.number(),
        }),
      }),
    ),
  }),
  zoning: v.array(LotZoningSchema),
  gis_layers: v.array(GisLayerSchema),
  special_considerations: v.record(v.string(), SpecialConsiderationSchema),
  city_external_links: v.array(v.object({ subject: v.string(), link: v.string() })),
  quota: v.nullable(StreetDataQuotaSchema),
  unmeasured: v.optional(v.nullable(v.object({ what: v.picklist(['lot_corners', 'lot_rings', 'building_corners']), count: v.number(), limit: v.number() }))),
  cost_estimate: v.object({ ext: v.nullable(CostEstimateSchema), int: v.nullable(CostEstimateSchema) }),
  rent_estimate: v.object({ ext: v.nullable(RentEstimateSchema), int: v.nullable(RentEstimateSchema) }),
  next_steps: v.nullable(NextStepsSchema),
});
export interface StreetData {
  attributes: PropertyAttributes;
  /** The lot as this user sees it: their corrected lot lines, or the survey's. */
  lot: AreaGeometry;
  /** 'user' when `lot`, `lot_edges`, the setback areas and `attributes.lot_size` follow the user's corrected lot. */
  lot_source: LotSource;
  /** False when the source has no footprints for this lot: buildings are unknown, not absent. */
  buildings_known: boolean;
  /** The survey's buildings, then the ones the signed-in user added (`building_source: 'user'`). */
  buildings: Building[];
  buildings_geojson: FeatureCollection<Polygon, BuildingProperties>;
  zoning: v.InferOutput<typeof LotZoningSchema>[];
  gis_layers: GisLayer[];
  /** Keyed by gis_layer_id (spec 2 section 3). */
  special_considerations: Record<string, SpecialConsideration>;
  city_external_links: { subject: string; link: string }[];
  /** The lot's edges, each front, side or rear (a corner lot has two fronts). */
  lot_edges: { from: [number, number]; to: [number, number]; length_ft: number; kind: string; reason: string }[];
  /** Where an ADU may stand after the setbacks (detached also clear of buildings); null when unknown or empty. */
  setbacked_area: { ext: AreaGeometry | null; int: AreaGeometry | null };
  /** The rules evaluated for the lot today. */
  bylaws: Bylaws;
  /** Sources per report field, e.g. 'adu.size_limits.ext.br'. */
  citations: Record<string, ReportCitation[]>;
  /** The signed-in user, or null. */
  user: { user_id: string } | null;
  /** What the signed-in user changed on this property (already applied above), or null. */
  user_overrides: UserOverrides | null;
  /** The street-view photo of the address (a path of this API), or null when no provider is configured. */
  street_view_url: string | null;
  /**
   * Why the lot is not measured (its edges and setback areas then stay empty), or null: a stored lot
   * or buildings past the geometry limits (core/api/geometry-limits.ts). Absent in older answers.
   */
  unmeasured?: GeometryOverLimit | null;
  /** True when locked values were left out for this viewer (see core/report/limited.ts). */
  limited_report: boolean;
  /** The locked fields left out: dotted paths, empty for a full report. */
  locked_fields: string[];
  /**
   * The signed-in user's address quota after this report (null for visitors): `reached` when no
   * new address opens in full any more. A limited report with `reached` was limited by the quota.
   */
  quota: StreetDataQuota | null;
  /**
   * What each ADU kind costs (decision 048): the organization's price book for the placed plan, else
   * a cited public range marked inferred; null where it is locked for this viewer (it rests on the
   * by-right size limit).
   */
  cost_estimate: { ext: CostEstimate | null; int: CostEstimate | null };
  /** What each ADU kind could rent for, at HUD's Fair Market Rent of the place; null where none is on file. */
  rent_estimate: { ext: RentEstimate | null; int: RentEstimate | null };
  /** The place's dated checklist of what comes next (decision 049), or null where we know no page to ask. */
  next_steps: NextSteps | null;
}
