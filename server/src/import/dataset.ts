// What an importer produces for one jurisdiction, before the spatial joins: lots, buildings,
// addresses, zoning maps, map layers and the street layer, each validated feature by feature.
import * as v from 'valibot';
import { AreaGeometrySchema, PolygonSchema, type AreaGeometry, type LineGeometry } from '../../../core/geo';

/** The jurisdiction a dataset belongs to. */
export interface JurisdictionInput {
  id: string;
  state: string;
  name: string;
  county: string | null;
  kind: 'city' | 'town';
  zipCode: string;
  externalLinks: { subject: string; link: string }[];
  source: string;
}

/** A parcel as read from a source; validated by ParcelInputSchema. */
export const ParcelInputSchema = v.object({
  sourceId: v.pipe(v.string(), v.trim(), v.nonEmpty('has no id')),
  kind: v.picklist(['lot', 'right_of_way', 'water']),
  lot: AreaGeometrySchema,
  zipCode: v.optional(v.string()),
  lotSizeSqFt: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  propertyTypeName: v.nullable(v.string()),
  useCode: v.nullable(v.string()),
  useDescription: v.nullable(v.string()),
  zoneCode: v.nullable(v.string()),
  grossBuildingAreaSqFt: v.nullable(v.number()),
  grossFloorAreaSqFt: v.nullable(v.number()),
  habitableAreaSqFt: v.nullable(v.number()),
  basementAreaSqFt: v.nullable(v.number()),
  yearBuilt: v.nullable(v.pipe(v.number(), v.integer())),
  style: v.nullable(v.string()),
  stories: v.nullable(v.number()),
  units: v.nullable(v.pipe(v.number(), v.integer())),
});
export type ParcelInput = v.InferOutput<typeof ParcelInputSchema>;

/** A building footprint; `parcelSourceId` when the source names its lot, else the join finds it. */
export const BuildingInputSchema = v.object({
  sourceId: v.pipe(v.string(), v.nonEmpty('has no id')),
  parcelSourceId: v.nullable(v.string()),
  kind: v.picklist(['main', 'outbuilding']),
  label: v.nullable(v.string()),
  footprint: PolygonSchema,
  heightFt: v.nullable(v.number()),
});
export type BuildingInput = v.InferOutput<typeof BuildingInputSchema>;

/** An address of a lot; without a point, the importer puts it inside the lot. */
export const AddressInputSchema = v.pipe(
  v.object({
    parcelSourceId: v.pipe(v.string(), v.nonEmpty('names no lot')),
    streetNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d+[A-Za-z]?(-\d+[A-Za-z]?|-1\/2)?$/, 'has no street number')),
    /** The last number of a range address ('8 10 California Av': '10'), above the first and on its side (parity). */
    streetNumberTo: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'has a range end that is not a number')))),
    street: v.pipe(v.string(), v.trim(), v.nonEmpty('has no street')),
    point: v.nullable(v.tuple([v.number(), v.number()])),
  }),
  v.forward(
    v.check(({ streetNumber, streetNumberTo }) => !streetNumberTo || !/^\d+$/.test(streetNumberTo) || isRangeOfOneSide(streetNumber, streetNumberTo), 'is not above the first number on its side of the street'),
    ['streetNumberTo'],
  ),
);
export type AddressInput = v.InferOutput<typeof AddressInputSchema>;

/** Whether `from` to `to` is a range of house numbers on one side of a street: '8' to '10', not '8' to '9' or '10' to '8'. */
function isRangeOfOneSide(from: string, to: string): boolean {
  const low = Number.parseInt(from, 10);
  const high = Number(to);
  return /^\d+$/.test(from) && high > low && high % 2 === low % 2;
}

/** A zoning district of one zoning map. */
export interface DistrictInput {
  sourceId: string;
  zoneCode: string;
  name: string | null;
  geometry: AreaGeometry;
}

/** A feature of a map layer with the status a lot touching it gets. */
export interface LayerFeatureInput {
  sourceId: string;
  name: string | null;
  status: 'RED' | 'YELLOW';
  badgeText: string | null;
  properties: Record<string, unknown>;
  geometry: AreaGeometry;
}

/** A map layer (spec 2 layer ids) with its features. */
export interface LayerInput {
  layerId: string;
  group: 'ENVIRONMENTAL' | 'REGULATORY';
  name: string;
  sources: { label: string; url: string }[];
  bufferFt: number;
  features: LayerFeatureInput[];
}

/** What a street feature is: a pavement polygon (a street area) or a street centre line. */
export type StreetFeatureKind = 'pavement' | 'centreline';

/** A feature of a street layer, evidence for lot-line classification; named when the source names the street. */
export type StreetFeatureInput = { sourceId: string; name: string | null } & (
  | { kind: 'pavement'; geometry: AreaGeometry }
  | { kind: 'centreline'; geometry: LineGeometry }
);

/** One self-contained part of a jurisdiction: the joins of its lots use only its own districts and layers. */
export interface DatasetChunk {
  parcels: ParcelInput[];
  buildings: BuildingInput[];
  addresses: AddressInput[];
  /** Source ids of lots whose buildings the source covers; undefined means every lot. */
  buildingsKnownFor?: ReadonlySet<string>;
  /** The source names no kinds: a lot's largest building is its main one, the others outbuildings. */
  buildingsRankedByArea?: boolean;
  zoningMaps: { zoningMap: string; isCurrent: boolean; districts: DistrictInput[] }[];
  layers: LayerInput[];
  /** Pavement polygons and centre lines; none when the source has no street layer. */
  streetFeatures?: StreetFeatureInput[];
}

/** Progress of a long import: `phase` with `done` of `total`. */
export type ImportProgress = (phase: string, done: number, total: number) => void;

/** A feature the importer skipped, and why. */
export interface RejectedFeature {
  source: string;
  id: string;
  reason: string;
}

/** Validates one input; answers the parsed value or the reasons. */
export function validateInput<S extends v.GenericSchema>(schema: S, input: unknown): { ok: true; value: v.InferOutput<S> } | { ok: false; reason: string } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const reason = result.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? 'feature'} ${issue.message}`)
    .join('; ');
  return { ok: false, reason };
}
