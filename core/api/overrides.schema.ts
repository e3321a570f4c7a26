// A user's corrections of a property (spec 1 sections 3 and 7): fact overrides sent with
// `PATCH /api/properties/:id` (an empty string resets a fact), setback overrides sent with
// `PUT /api/properties/:id/size-limits`, and re-labelled lot edges.
import * as v from 'valibot';
import { PropertyType } from '../property/use-code';
import type { EvaluationOverrides } from '../rules/evaluate';
import { SETBACK_SUBJECTS, type SizeLimitOverride } from '../rules/setback-overrides';
import { LayoutUpdateEntries, type UserLayout } from './layout.schema';
import { LABEL_EDGE_KINDS } from '../setback/lot-edges';

/** The longest setback anyone may enter, in feet. */
export const MAX_SETBACK_FT = 500;

/** One size-limit override: the setback of `subject` is at least `value` feet. */
export const SizeLimitOverrideSchema = v.object({
  bound: v.literal('LOWER', 'bound must be LOWER'),
  value: v.pipe(
    v.number('value must be a number'),
    v.finite('value must be a number'),
    v.minValue(0, 'value must not be negative'),
    v.maxValue(MAX_SETBACK_FT, `value must be at most ${MAX_SETBACK_FT} ft`),
  ),
  subject: v.picklist(SETBACK_SUBJECTS, `subject must be one of ${SETBACK_SUBJECTS.join(', ')}`),
}) satisfies v.GenericSchema<unknown, SizeLimitOverride>;

/** The body of `PUT /api/properties/:id/size-limits`: the whole list (an empty list resets all). */
export const SizeLimitOverridesSchema = v.pipe(
  v.array(SizeLimitOverrideSchema, 'The body must be a list of {bound, value, subject}'),
  v.maxLength(SETBACK_SUBJECTS.length),
  v.check((list) => new Set(list.map((o) => o.subject)).size === list.length, 'Each subject may appear only once'),
);

/** Kinds a person can give a lot edge (the four of OZFS). */
export const LOT_EDGE_KINDS = LABEL_EDGE_KINDS;
export type LotEdgeKind = (typeof LOT_EDGE_KINDS)[number];

/**
 * A re-labelled lot edge: its index in `lot_edges` and the kind the user says it is. 'side', the one
 * side kind of earlier versions, is still read, as an interior side.
 */
export const EdgeKindOverrideSchema = v.object({
  index: v.pipe(v.number('index must be a number'), v.integer('index must be a whole number'), v.minValue(0), v.maxValue(999)),
  kind: v.pipe(
    v.picklist([...LABEL_EDGE_KINDS, 'side'], `kind must be one of ${LABEL_EDGE_KINDS.join(', ')}`),
    v.transform((kind): LotEdgeKind => (kind === 'side' ? 'interior side' : kind)),
  ),
});
export type EdgeKindOverride = v.InferOutput<typeof EdgeKindOverrideSchema>;

/** The keys `PATCH /api/properties/:id` takes. */
export const UPDATE_KEYS = ['gross_floor_area', 'use_code_desc', 'zone_code', 'lot_edges', ...Object.keys(LayoutUpdateEntries)] as const;

/** A fact value: a string resets the fact when empty. */
const Reset = v.literal('');

/** Digits with at most one decimal point, as the number inputs send them, or a number; '' resets. */
const AreaInput = v.pipe(
  v.union([v.string(), v.number()], 'gross_floor_area must be a number of sq ft, or empty to reset'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    if (input === '') return '' as const;
    if (typeof input === 'string' && !/^\d+(\.\d+)?$/.test(input.trim())) {
      addIssue({ message: 'gross_floor_area takes digits and one decimal point' });
      return NEVER;
    }
    const value = Number(input);
    if (!Number.isFinite(value) || value < 1 || value > 1_000_000) {
      addIssue({ message: 'gross_floor_area must be between 1 and 1,000,000 sq ft' });
      return NEVER;
    }
    return value;
  }),
);

/**
 * The body of `PATCH /api/properties/:id`: any of the fact keys, `lot_edges`, and the layout keys
 * (layout.schema.ts). Keys left out stay as they are; an empty string resets that fact (or every
 * edge label, or the lot) to the data's.
 */
export const PropertyUpdateSchema = v.pipe(
  v.strictObject(
    {
      gross_floor_area: v.optional(AreaInput),
      use_code_desc: v.optional(v.pipe(v.string('use_code_desc must be a string'), v.trim(), v.maxLength(80, 'use_code_desc is at most 80 characters'))),
      zone_code: v.optional(v.pipe(v.string('zone_code must be a string'), v.trim(), v.maxLength(40, 'zone_code is at most 40 characters'))),
      lot_edges: v.optional(
        v.union([
          Reset,
          v.pipe(
            v.array(EdgeKindOverrideSchema),
            v.maxLength(1000),
            v.check((list) => new Set(list.map((e) => e.index)).size === list.length, 'Each edge may appear only once'),
          ),
        ], 'lot_edges must be a list of {index, kind}, or empty to reset'),
      ),
      ...LayoutUpdateEntries,
    },
    'This field is not accepted here',
  ),
  v.check((body) => Object.keys(body).length > 0, `Send at least one of ${UPDATE_KEYS.join(', ')}`),
);
export type PropertyUpdate = v.InferOutput<typeof PropertyUpdateSchema>;

/** A property id in a path: the parcel id. */
export const PropertyIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:/-]{1,160}$/, 'Property ids are letters, digits and . _ : / -'));

/** The path parameters of `/api/properties/:id…`. */
export const PropertyPathParamsSchema = v.object({ id: PropertyIdSchema });

/** Stored fact overrides. */
export interface FactOverrides {
  gross_floor_area?: number;
  use_code_desc?: string;
  zone_code?: string;
}

/** Everything a user changed on one property; `user_overrides` of street data. */
export interface UserOverrides extends FactOverrides, UserLayout {
  bylaws: { size_limits: SizeLimitOverride[] };
  lot_edges: EdgeKindOverride[];
}

/** What a change of a property answers: everything the user now overrides there. */
export interface UserOverridesAnswer {
  property_id: string;
  user_overrides: UserOverrides;
}

/** Applies a fact update to stored facts: given keys replace, empty strings remove. */
export function mergeFactUpdate(current: FactOverrides, update: PropertyUpdate): FactOverrides {
  const next: FactOverrides = { ...current };
  if (update.gross_floor_area !== undefined) {
    if (update.gross_floor_area === '') delete next.gross_floor_area;
    else next.gross_floor_area = update.gross_floor_area;
  }
  for (const key of ['use_code_desc', 'zone_code'] as const) {
    const value = update[key];
    if (value === undefined) continue;
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The property type a `use_code_desc` override stands for, when it is one of the choices. */
export function propertyTypeOverride(useCodeDesc: string | undefined): PropertyType | undefined {
  return (Object.values(PropertyType) as string[]).includes(useCodeDesc ?? '') ? (useCodeDesc as PropertyType) : undefined;
}

/** The overrides as the rules engine takes them. */
export function toEvaluationOverrides(overrides: UserOverrides | undefined): EvaluationOverrides {
  if (!overrides) return {};
  const propertyType = propertyTypeOverride(overrides.use_code_desc);
  return {
    ...(overrides.gross_floor_area !== undefined ? { grossFloorArea: overrides.gross_floor_area } : {}),
    ...(propertyType ? { propertyType } : {}),
    ...(overrides.zone_code !== undefined ? { zoneCode: overrides.zone_code } : {}),
    ...(overrides.bylaws.size_limits.length > 0 ? { sizeLimits: overrides.bylaws.size_limits } : {}),
  };
}
