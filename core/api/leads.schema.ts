// Leads and help requests (spec 2 'Lead contact modal' and 'Need-help modal', spec 3 'Lead form'
// and 'Need-help form', spec 4, spec 5, spec 7 calls 6 and 15, spec 9 'Lead options'): the steps,
// the options, the forms' rules with their messages, the bodies of
// `POST /api/orgs/:id/leads` and `POST /api/orgs/:id/help-requests`, and the owners' list.
import * as v from 'valibot';
import { EmailSchema } from './auth.schema';
import { FormAddressSchema, PastedPhoneSchema, PhoneSchema } from './contact.schema';
import type { StatusColor } from '../rules/status';
import type { LegalStatus } from '../rules/model';

/** The lead modal's steps in order (spec 4). */
export const LEAD_STEPS = [
  'NAME',
  'EMAIL',
  'CONSIDER',
  'PROJECT_STARTING',
  'ADDRESS',
  'OWNER_AND_LIVE',
  'STEPS',
  'WATER_AND_SEWER',
  'PHONE_NUMBER',
  'INTRODUCE',
  'THANK_YOU',
] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

/** Progress totals (spec 9): 9 in embeds (no INTRODUCE), 10 otherwise. */
export const LEAD_PROGRESS_TOTAL = { embed: 9, hosted: 10 } as const;

/** What the visitor is considering; each with the spec's cost range for the labels. */
export const CONSIDER_OPTIONS = ['convert', 'backyard_cottage', 'garage_apartment', 'other'] as const;
export type ConsiderOption = (typeof CONSIDER_OPTIONS)[number];
/** When the project would start: stage of interest ('early' is also read as 'exploration'). */
export const TIMELINE_OPTIONS = ['early', 'interested', 'committed'] as const;
export const STEPS_TAKEN_OPTIONS = ['none', 'equity', 'survey', 'other'] as const;
export const YES_NO = ['yes', 'no'] as const;
/** Water supply and sewer ('municipality' is also read as 'city'). */
export const WATER_OPTIONS = ['municipality', 'private'] as const;
export const SEWER_OPTIONS = ['municipality', 'septic'] as const;

/** The 'related to' options of the need-help form. */
export const HELP_TOPICS = [
  'Map Issues',
  'Setbacks',
  'Zone',
  'Property Type',
  'Lot Lines',
  'Size Calculations',
  'Setup Website Booster',
  'Setup Brochure',
  'Other',
] as const;

export const LeadMessage = {
  NameRequired: 'User Name is required.',
  NameTooLong: 'User Name must be less than 128 characters.',
  ProductRequired: 'At least one product is required.',
} as const;

const UserName = v.pipe(v.string('User Name must be a string'), v.trim(), v.nonEmpty(LeadMessage.NameRequired), v.maxLength(128, LeadMessage.NameTooLong));

/** The lead form, checked on every change (spec 5). */
export const LeadFormSchema = v.object({
  name: UserName,
  email: EmailSchema,
  consider: v.pipe(v.array(v.picklist(CONSIDER_OPTIONS)), v.minLength(1, LeadMessage.ProductRequired)),
  projectStarting: v.picklist(TIMELINE_OPTIONS),
  address: FormAddressSchema,
  owner: v.picklist(YES_NO),
  liveHere: v.picklist(YES_NO),
  steps: v.pipe(v.array(v.picklist(STEPS_TAKEN_OPTIONS)), v.minLength(1, LeadMessage.ProductRequired)),
  waterSupplied: v.picklist(WATER_OPTIONS),
  sewerSystem: v.picklist(SEWER_OPTIONS),
  phoneNumber: PhoneSchema,
  introduceToProfessionals: v.picklist(YES_NO),
});
export type LeadForm = v.InferOutput<typeof LeadFormSchema>;

/** The form's defaults (spec 5). */
export const LEAD_FORM_DEFAULTS = {
  projectStarting: 'early',
  owner: 'yes',
  liveHere: 'yes',
  waterSupplied: 'municipality',
  sewerSystem: 'municipality',
  introduceToProfessionals: 'yes',
} as const satisfies Partial<LeadForm>;

const Text = (label: string, max: number) => v.pipe(v.string(`${label} must be a string`), v.trim(), v.maxLength(max, `${label} must be less than ${max} characters.`));
const Required = (label: string, max: number) => v.pipe(Text(label, max), v.nonEmpty(`${label} is required.`));

/**
 * `POST /api/orgs/:id/leads` (spec 7 call 6): the lead as the CRM receives it. `considering` and
 * `steps_taken` are the chosen labels joined by semicolons. `introduce` and `email_contact_us`
 * come from the hosted page only.
 */
export const LeadSubmissionSchema = v.object({
  email: EmailSchema,
  name: UserName,
  property_address: Required('Address', 256),
  addr_state: Required('State', 64),
  addr_city: Required('City', 128),
  addr_zip: Required('Zip code', 16),
  addr_num: Required('Street number', 32),
  addr_street: Required('Street', 128),
  lat: Required('Latitude', 32),
  lng: Required('Longitude', 32),
  signature: v.optional(Text('Signature', 200), ''),
  phone: PastedPhoneSchema,
  considering: Required('Considering', 500),
  starting_timeline: v.picklist(TIMELINE_OPTIONS, `starting_timeline must be one of ${TIMELINE_OPTIONS.join(', ')}`),
  is_owner: v.picklist(YES_NO, 'is_owner must be yes or no'),
  lives_there: v.picklist(YES_NO, 'lives_there must be yes or no'),
  steps_taken: Required('Steps taken', 500),
  water_supply: v.picklist(WATER_OPTIONS, `water_supply must be one of ${WATER_OPTIONS.join(', ')}`),
  sewer_system: v.picklist(SEWER_OPTIONS, `sewer_system must be one of ${SEWER_OPTIONS.join(', ')}`),
  introduce: v.optional(v.picklist(YES_NO, 'introduce must be yes or no')),
  email_contact_us: v.optional(EmailSchema),
  /** The report's property (street data's `attributes.property_id`): the lead's summary is built from it. */
  property_id: v.optional(v.pipe(v.string('property_id must be a string'), v.trim(), v.nonEmpty('property_id must not be empty'), v.maxLength(128, 'property_id must be at most 128 characters'))),
  /** The ADU kind the visitor considers (see {@link aduKindConsidered}): the summary's verdict and size limit are that kind's. */
  adu_kind: v.optional(v.picklist(['ext', 'int'], 'adu_kind must be ext or int')),
  /** The language the lead was sent in: the owners' e-mail is written in it (default English). */
  locale: v.optional(v.picklist(['en', 'es'], 'locale must be en or es')),
  /** The floor plan placed on the report (a catalogue uuid or the sender's own `customPlan-…`); else their saved layout's. */
  floor_plan_uuid: v.optional(v.pipe(v.string('floor_plan_uuid must be a string'), v.trim(), v.maxLength(200, 'floor_plan_uuid must be at most 200 characters'))),
});
export type LeadSubmission = v.InferOutput<typeof LeadSubmissionSchema>;

/** The need-help form (spec 5): the address, when given, needs every part. */
export const NeedHelpFormSchema = v.object({
  name: Text('Name', 128),
  address: v.optional(v.nullable(FormAddressSchema), null),
  relatedTo: v.union([v.literal(''), v.picklist(HELP_TOPICS)], 'Related to must be one of the listed topics'),
  helpRequest: Text('Help request', 5000),
});
export type NeedHelpForm = v.InferOutput<typeof NeedHelpFormSchema>;

/** `POST /api/orgs/:id/help-requests` (spec 7 call 15); the signed-in user's e-mail when the form has none. */
export const HelpRequestSubmissionSchema = v.object({
  email: v.optional(EmailSchema),
  full_name: Text('Name', 128),
  address: v.optional(Text('Address', 256), ''),
  addr_state: v.optional(Text('State', 64), ''),
  addr_city: v.optional(Text('City', 128), ''),
  addr_street: v.optional(Text('Street', 128), ''),
  addr_num: v.optional(Text('Street number', 32), ''),
  addr_lat: v.optional(Text('Latitude', 32), ''),
  addr_lng: v.optional(Text('Longitude', 32), ''),
  related_to: v.optional(v.union([v.literal(''), v.picklist(HELP_TOPICS)], 'Related to must be one of the listed topics'), ''),
  help_request: Text('Help request', 5000),
});
export type HelpRequestSubmission = v.InferOutput<typeof HelpRequestSubmissionSchema>;

/** The version of {@link LeadSummary}; a change that breaks a reader is a new version. */
export const LEAD_SUMMARY_VERSION = 1;

/** Which ADU a lead is about, from what the visitor considers: converting is the in-home apartment, a cottage or garage apartment the backyard one. */
export function aduKindConsidered(considering: readonly ConsiderOption[]): 'ext' | 'int' | null {
  if (considering.includes('backyard_cottage') || considering.includes('garage_apartment')) return 'ext';
  if (considering.includes('convert')) return 'int';
  return null;
}

const STATUS_COLORS = ['GREEN', 'YELLOW', 'RED'] as const satisfies readonly StatusColor[];
const LEGAL_STATUSES = ['BR', 'SP', 'CONDITION_USE_PERMIT', 'UNRESTRICTED', 'NOT_ALLOWED'] as const satisfies readonly LegalStatus[];

/**
 * What a lead's report says, built on the server when the lead arrives (version 1): the property,
 * the verdict for the ADU kind considered, the size limit by right, the placed plan and its cost
 * estimate. Values the sender could not see in full are null and `limited` is true (a limited
 * report's locked values never travel through a lead). Owners read it in Settings; the owners'
 * e-mail and the CRM webhook carry it (docs/embedding.md, section 7).
 */
export const LeadSummarySchema = v.object({
  summary_version: v.literal(LEAD_SUMMARY_VERSION),
  property_id: v.string(),
  /** The report's address line. */
  address: v.string(),
  /** 'ext' (backyard cottage) or 'int' (in-home apartment); null when the visitor chose only 'other'. */
  adu_kind: v.nullable(v.picklist(['ext', 'int'])),
  /** The report's answer for that kind: its overall status and legal status; null without a kind. */
  verdict: v.nullable(
    v.object({
      status: v.picklist(STATUS_COLORS),
      legal: v.nullable(v.picklist(LEGAL_STATUSES)),
      /** The report's likelihood in percent, whose words the verdict reads in; absent on leads stored before it was kept. */
      likelihood: v.optional(v.nullable(v.number())),
    }),
  ),
  /** The largest unit allowed by right, in square feet; null when locked, unknown or without a kind. */
  size_limit_sqft: v.nullable(v.number()),
  /** The unit placed on the report: the floor plan's name and area; null when none is placed. */
  plan: v.nullable(v.object({ name: v.string(), sqft: v.number(), floor_plan_uuid: v.nullable(v.string()) })),
  /** The plan's cost estimate; null until street data carries one. */
  estimate: v.nullable(v.object({ low: v.number(), high: v.number(), currency: v.literal('USD') })),
  /** True when the sender saw the limited report: the locked values above are then null. */
  limited: v.boolean(),
});
export type LeadSummary = v.InferOutput<typeof LeadSummarySchema>;

/** The answer of both submissions. */
export const LeadAcceptedSchema = v.object({ id: v.string() });
export type LeadAccepted = v.InferOutput<typeof LeadAcceptedSchema>;

/** Delivery to the organization's CRM webhook: none configured, waiting (or retrying), delivered, or given up after the last try. */
export const DELIVERY_STATUSES = ['none', 'pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const LEAD_KINDS = ['lead', 'help'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** A lead or help request in the owners' list. */
export const LeadListItemSchema = v.object({
  id: v.string(),
  kind: v.picklist(LEAD_KINDS),
  created_at: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  /** The submitted fields as stored. */
  fields: v.record(v.string(), v.unknown()),
  delivery: v.object({ status: v.picklist(DELIVERY_STATUSES), attempts: v.number(), last_error: v.nullable(v.string()) }),
  /** What the lead's report said (a lead naming a property), else null. */
  summary: v.nullable(LeadSummarySchema),
});
export type LeadListItem = v.InferOutput<typeof LeadListItemSchema>;

/**
 * `GET /api/orgs/:id/leads?kind=&before=&before_id=&limit=`: newest first; `before` is the
 * `created_at` of the last row seen and `before_id` (optional) its `id`, so that rows created in
 * the same millisecond are neither skipped nor repeated from one page to the next.
 */
export const LeadListQuerySchema = v.object({
  kind: v.optional(v.picklist(LEAD_KINDS, 'kind must be lead or help')),
  before: v.optional(v.pipe(v.string('before must be a date'), v.isoTimestamp('before must be an ISO 8601 timestamp'))),
  before_id: v.optional(v.pipe(v.string('before_id must be a string'), v.maxLength(64, 'before_id must be at most 64 characters'))),
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.number('limit must be a number'), v.integer('limit must be a whole number'), v.minValue(1, 'limit must be 1 to 200'), v.maxValue(200, 'limit must be 1 to 200')), '50'),
});

export const LeadListSchema = v.object({ leads: v.array(LeadListItemSchema) });
export type LeadList = v.InferOutput<typeof LeadListSchema>;
