// Onboarding (spec 2 'Onboarding dialog', spec 3 'Onboarding form' and 'submission payload',
// spec 4 'Onboarding', spec 5 'Onboarding form'): the steps, the kinds of user, the enumerations,
// the form's rules with their messages, and the body of `POST /api/me/onboarding`.
import * as v from 'valibot';
import { EmailSchema } from './auth.schema';
import { OptionalPhoneSchema, OptionalWebsiteSchema } from './contact.schema';
import { normalizeOrigin } from './origin';

/** The steps in order. */
export const ONBOARDING_STEPS = [
  'REASON',
  'NAME',
  'COMPANY',
  'PROJECTS',
  'SERVICE_AREA',
  'UPGRADE_THINGS',
  'CONTRIBUTORS',
  'SCHEDULE_CALL',
  'SUBSCRIBE',
  'MARKETPLACE_SUCCESS_STEP',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The progress total shown by the dialog (spec 9). */
export const ONBOARDING_PROGRESS_TOTAL = 7;

/** Who is being onboarded (spec 3: kinds/source types). */
export const ONBOARDING_KINDS = ['MARKETPLACE', 'INVITED', 'REGULAR', 'ALREADY_ONBOARDED'] as const;
export type OnboardingKind = (typeof ONBOARDING_KINDS)[number];

/** The sign-up reasons (the user's role), as stored. */
export const SIGN_UP_REASONS = [
  'Builder',
  'Homeowner',
  'Prefab Manufacture',
  'Real Estate Developer',
  'Municipal Government',
  'Housing Advocacy',
  'Real Estate Agent',
  'Other',
] as const;
export type SignUpReason = (typeof SIGN_UP_REASONS)[number];

/** The role and its text preset for invited users (spec 4). */
export const INVITED_ROLE: SignUpReason = 'Other';
export const INVITED_ROLE_TEXT = 'Invited User';

/** Project types an organization works on. */
export const PROJECT_TYPES = [
  'backyard_cottage',
  'in_home_apartment',
  'general_remodeling',
  'general_additions',
  'deck',
  'pool',
  'patio',
  'general_new_construction',
  'other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** What an organization wants from Lotline (the UPGRADE_THINGS step). */
export const UPGRADE_GOALS = ['if_buildable', 'quick_report', 'leads', 'visitors_to_leads', 'leads_qualify', 'boost_traffic', 'analytics', 'notes', 'other'] as const;
export type UpgradeGoal = (typeof UPGRADE_GOALS)[number];

/** The longest first or last name in the onboarding form. */
export const ONBOARDING_NAME_MAX = 128;

export const OnboardingMessage = {
  RoleOther: 'When reason is "Other" you should specify the value',
  AcceptTerms: 'Please read and accept the terms and conditions',
  CompanyNameRequired: 'Company Name is required.',
  CityId: 'City id must be number',
  Role: 'Please choose a reason',
} as const;

const PersonName = (label: string) =>
  v.pipe(
    v.string(`${label} must be a string`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(ONBOARDING_NAME_MAX, `${label} must be less than ${ONBOARDING_NAME_MAX} characters.`),
  );

/** The user's role as stored: the sign-up reason, or the text typed for 'Other'. */
const RoleText = v.pipe(v.string('Role must be a string'), v.trim(), v.nonEmpty('Role is required.'), v.maxLength(128, 'Role must be less than 128 characters.'));

/** One map of flags per key plus the free text of 'other' (projects and upgrade goals). */
const FlagsWithDetails = <const K extends readonly string[]>(keys: K) =>
  v.object({
    ...(Object.fromEntries(keys.map((key) => [key, v.optional(v.boolean(), false)])) as Record<K[number], v.OptionalSchema<v.BooleanSchema<undefined>, false>>),
    details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Details must be less than 500 characters.')), ''),
  });

/** The organization part of the form: optional as a whole. */
export const OnboardingOrganizationSchema = v.object({
  name: v.pipe(v.string(OnboardingMessage.CompanyNameRequired), v.trim(), v.nonEmpty(OnboardingMessage.CompanyNameRequired), v.maxLength(128, 'Company Name must be less than 128 characters.')),
  email: EmailSchema,
  phoneNumber: OptionalPhoneSchema,
  address: v.optional(v.pipe(v.string('Address must be a string'), v.trim(), v.maxLength(256, 'Address must be less than 256 characters.')), ''),
  land_url: OptionalWebsiteSchema,
  projects: v.optional(FlagsWithDetails(PROJECT_TYPES), {}),
  upgrade: v.optional(FlagsWithDetails(UPGRADE_GOALS), {}),
});

/** The whole form, checked on every change (spec 5). */
export const OnboardingFormSchema = v.pipe(
  v.object({
    role: v.picklist(SIGN_UP_REASONS, OnboardingMessage.Role),
    roleOther: v.optional(v.pipe(v.string(), v.trim()), ''),
    firstName: PersonName('First Name'),
    lastName: PersonName('Last Name'),
    email: EmailSchema,
    acceptTerms: v.literal(true, OnboardingMessage.AcceptTerms),
    organization: v.optional(OnboardingOrganizationSchema),
    city_ids: v.optional(v.array(v.pipe(v.number(OnboardingMessage.CityId), v.integer(OnboardingMessage.CityId))), []),
  }),
  v.forward(
    v.partialCheck([['role'], ['roleOther']], (form) => form.role !== 'Other' || form.roleOther !== '', OnboardingMessage.RoleOther),
    ['roleOther'],
  ),
);
export type OnboardingForm = v.InferOutput<typeof OnboardingFormSchema>;
export type OnboardingFormInput = v.InferInput<typeof OnboardingFormSchema>;

/** A site the new organization lets embed Lotline: a canonical origin (origin.ts), as the website's origin is offered. */
const EmbedOriginSchema = v.pipe(
  v.string('Origins must be strings'),
  v.check((text) => normalizeOrigin(text) === text, 'Origins are https://host[:port] or http://localhost[:port] without a path'),
);

/** `POST /api/me/onboarding` (spec 3: onboarding submission payload). `role` is the reason, or the 'Other' text. */
export const OnboardingSubmissionSchema = v.object({
  onboarded: v.literal(true, 'onboarded must be true'),
  user: v.object({
    first_name: PersonName('First Name'),
    last_name: PersonName('Last Name'),
    email: EmailSchema,
    role: RoleText,
  }),
  organization: v.optional(
    v.nullable(
      v.object({
        name: OnboardingOrganizationSchema.entries.name,
        email: EmailSchema,
        land_url: OptionalWebsiteSchema,
        /** The origins allowed to embed Lotline from the start: the website's, when the owner leaves it checked. */
        allowed_origins: v.optional(v.pipe(v.array(EmbedOriginSchema), v.maxLength(1, 'At most one origin.')), []),
        settings: v.object({
          address: v.optional(v.pipe(v.string('Address must be a string'), v.trim(), v.maxLength(256, 'Address must be less than 256 characters.')), ''),
          phoneNumber: OptionalPhoneSchema,
          projects: v.optional(v.array(v.picklist(PROJECT_TYPES, 'Unknown project type')), []),
          upgrade: v.optional(v.array(v.picklist(UPGRADE_GOALS, 'Unknown goal')), []),
        }),
      }),
    ),
    null,
  ),
  city_ids: v.optional(v.pipe(v.array(v.pipe(v.number(OnboardingMessage.CityId), v.integer(OnboardingMessage.CityId))), v.maxLength(2000, 'At most 2000 cities.')), []),
});
export type OnboardingSubmission = v.InferOutput<typeof OnboardingSubmissionSchema>;

/** `PATCH /api/me` (the settings form's own fields): names and role by the onboarding's rules; absent fields stay as they are. */
export const ProfileUpdateSchema = v.object({
  first_name: v.optional(PersonName('First Name')),
  last_name: v.optional(PersonName('Last Name')),
  role: v.optional(RoleText),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;
