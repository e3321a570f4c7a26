// An organization as its own members see and edit it (spec 2 'Settings', spec 3 'Settings form',
// spec 5 'Settings form'): `GET /api/orgs/:id/settings` (members and owners) and
// `PUT /api/orgs/:id/settings` (owners), and the modules map of the form.
import * as v from 'valibot';
import { EmailSchema } from './auth.schema';
import { OptionalWebsiteSchema } from './contact.schema';
import { ORG_ROLES } from './members.schema';
import { ReportAllowanceSchema } from './visitor-report.schema';
import { FeatureFlagsSchema, OrgSettingsSchema, OriginSchema, normalizeOrigin, type FeatureFlags } from './org.schema';

/** The most embedding origins and service-area cities an organization keeps. */
export const MAX_ALLOWED_ORIGINS = 50;
export const MAX_CITY_IDS = 2000;

/** The modules of the settings form: one feature flag each (spec 5: dots in keys replaced by underscores). */
export const MODULE_FEATURES = ['backyard_cottage', 'backyard_cottage.gallery', 'in_home_apartment', 'in_home_apartment.gallery'] as const;
export type ModuleFeature = (typeof MODULE_FEATURES)[number];

/** The form key of a feature: `backyard_cottage.gallery` → `backyard_cottage_gallery`. */
export const moduleFormKey = (feature: string): string => feature.replaceAll('.', '_');

/** The modules map of the form from feature flags: absent flags read true. */
export function modulesFromFeatures(features: Readonly<FeatureFlags>): Record<string, boolean> {
  return Object.fromEntries(MODULE_FEATURES.map((feature) => [moduleFormKey(feature), features[feature] !== false]));
}

/** Feature flags with the modules map written back onto them (other flags kept). */
export function featuresWithModules(features: Readonly<FeatureFlags>, modules: Readonly<Record<string, boolean>>): FeatureFlags {
  const next: FeatureFlags = { ...features };
  for (const feature of MODULE_FEATURES) {
    const value = modules[moduleFormKey(feature)];
    if (typeof value === 'boolean') next[feature] = value;
  }
  return next;
}

/** An embedding origin as typed: trimmed and made canonical, refused when it is not one. */
const TypedOriginSchema = v.pipe(
  v.string('Origins must be strings'),
  v.trim(),
  v.transform((text) => normalizeOrigin(text) ?? text),
  OriginSchema,
);

/** `PUT /api/orgs/:id/settings`: everything an owner edits. */
export const OrgSettingsUpdateSchema = v.object({
  name: v.pipe(v.string('Company Name must be a string'), v.trim(), v.nonEmpty('Company Name is required.'), v.maxLength(128, 'Company Name must be less than 128 characters.')),
  email: v.optional(v.nullable(v.union([v.pipe(v.literal(''), v.transform(() => null)), EmailSchema], 'Please verify that you are entering the correct email.')), null),
  land_url: OptionalWebsiteSchema,
  settings: OrgSettingsSchema,
  features: FeatureFlagsSchema,
  city_ids: v.pipe(
    v.array(v.pipe(v.number('City id must be number'), v.integer('City id must be number'), v.minValue(1, 'City id must be number'))),
    v.maxLength(MAX_CITY_IDS, `At most ${MAX_CITY_IDS} cities.`),
  ),
  allowed_origins: v.pipe(v.array(TypedOriginSchema), v.maxLength(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} origins.`)),
});
export type OrgSettingsUpdate = v.InferOutput<typeof OrgSettingsUpdateSchema>;
export type OrgSettingsUpdateInput = v.InferInput<typeof OrgSettingsUpdateSchema>;

/** `GET /api/orgs/:id/settings` and the answer of the PUT. */
export const OrgAdminViewSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  land_url: v.nullable(v.string()),
  settings: OrgSettingsSchema,
  features: FeatureFlagsSchema,
  city_ids: v.array(v.number()),
  allowed_origins: v.array(v.string()),
  /** The caller's role: members read, owners edit. */
  my_role: v.picklist(ORG_ROLES),
  /** The key that signs webhook deliveries (`X-Lotline-Signature: sha256=<hex HMAC of the body>`); owners only, null for members. */
  webhook_signing_key: v.nullable(v.string()),
  /** The organization's plan and how many of this month's full reports for visitors it used (issue 29). */
  report_allowance: ReportAllowanceSchema,
});
export type OrgAdminView = v.InferOutput<typeof OrgAdminViewSchema>;
