// Organizations as stored and as a widget sees them: a row of `organizations` becomes the public
// config, every stored value checked on the way out; and the demo organization made on first start.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DEFAULT_ORG_SETTINGS,
  FeatureKeySchema,
  GalleryImageUrlSchema,
  OrgSettingsSchema,
  normalizeOrigin,
  resolveFeatureFlags,
  type OrgPublicConfig,
  type OrgSettings,
  type OrgSettingsInput,
} from '../../../core/api';
import type { Db } from '../db/database';
import { organizations, users } from '../db/schema';

/** An organization row as stored. */
export type OrganizationRow = typeof organizations.$inferSelect;

/** The id of the organization the demo site embeds the widget for. */
export const DEMO_ORG_ID = 'lotline-demo';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes the value at an object path; a path through anything but objects is left alone. */
function deleteAt(target: Record<string, unknown>, keys: readonly unknown[]): void {
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) node = isRecord(node) && typeof key === 'string' ? node[key] : undefined;
  const last = keys[keys.length - 1];
  if (isRecord(node) && typeof last === 'string') delete node[last];
}

/**
 * The stored `settings` as valid settings. Fields that fail the schema fall back to their
 * defaults one by one (the contact form toggle and its URL together), so one bad colour does not
 * cost the call to action; when that still fails, or the value is not an object, all defaults.
 */
export function readStoredSettings(stored: unknown): OrgSettings {
  if (!isRecord(stored)) return DEFAULT_ORG_SETTINGS;
  const first = v.safeParse(OrgSettingsSchema, stored);
  if (first.success) return first.output;
  const kept = structuredClone(stored);
  for (const issue of first.issues) {
    const keys = (issue.path ?? []).map((item) => item.key);
    if (keys.length === 0) return DEFAULT_ORG_SETTINGS;
    deleteAt(kept, keys);
    if (keys[0] === 'external_contact_form_url' || keys[0] === 'use_built_in_contact_form') {
      delete kept['external_contact_form_url'];
      delete kept['use_built_in_contact_form'];
    }
  }
  const second = v.safeParse(OrgSettingsSchema, kept);
  return second.success ? second.output : DEFAULT_ORG_SETTINGS;
}

/** The stored flags with valid keys and boolean values only. */
export function readStoredFlags(stored: unknown): Record<string, boolean> {
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean' && v.is(FeatureKeySchema, entry[0])),
  );
}

const stringsOf = (stored: unknown): string[] => (Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []);

/** The stored service-area city ids that are positive whole numbers. */
export function readStoredCityIds(stored: unknown): number[] {
  return (Array.isArray(stored) ? stored : []).filter((id): id is number => Number.isSafeInteger(id) && id > 0);
}

/** The stored embedding origins in canonical form, each once; invalid ones are dropped. */
export function readStoredOrigins(stored: unknown): string[] {
  return [...new Set(stringsOf(stored).map(normalizeOrigin).filter((origin): origin is string => origin !== null))];
}

/** The public config of an organization row: validated, resolved, never the raw stored values. */
export function toPublicConfig(row: OrganizationRow): OrgPublicConfig {
  const settings = readStoredSettings(row.settings);
  const images: unknown = row.images;
  const gallery = (kind: 'int' | 'ext') => stringsOf(isRecord(images) ? images[kind] : undefined).filter((url) => v.is(GalleryImageUrlSchema, url));
  return {
    id: row.id,
    name: row.name,
    logo_url: settings.logo_url,
    main_cta: settings.main_cta,
    main_cta_mobile_title: settings.main_cta_mobile_title,
    colors: { primary: settings.pdf.primary_color, secondary: settings.pdf.secondary_color, text: settings.pdf.text_color },
    map_style: settings.map_style,
    features: resolveFeatureFlags(readStoredFlags(row.features)),
    city_ids: readStoredCityIds(row.cityIds),
    allowed_origins: readStoredOrigins(row.allowedOrigins),
    use_built_in_contact_form: settings.use_built_in_contact_form,
    external_contact_form_url: settings.use_built_in_contact_form ? null : settings.external_contact_form_url,
    gallery: { int: gallery('int'), ext: gallery('ext') },
    visitor_report: settings.visitor_report,
  };
}

/** The organization with this id, or undefined. */
export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** The organization `userId` belongs to, or undefined. */
export async function organizationOfUser(db: Db, userId: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select({ organization: organizations }).from(users).innerJoin(organizations, eq(organizations.id, users.organizationId)).where(eq(users.id, userId)).limit(1);
  return row?.organization;
}

/** The public config of the organization with this id, or undefined when there is none. */
export async function findOrgPublicConfig(db: Db, id: string): Promise<OrgPublicConfig | undefined> {
  const row = await findOrganization(db, id);
  return row && toPublicConfig(row);
}

/** The demo organization's name: the builder of the demo site (demo-host/index.html), so its lead thank-you names the site the visitor is on. */
export const DEMO_ORG_NAME = 'Hollow Creek Cottages';

/** The name the demo organization had before it took the demo site's; an organization still called so was never renamed by anyone. */
const FORMER_DEMO_ORG_NAME = 'Lotline Demo Builders';

/** The settings the demo organization is created with. */
export const DEMO_ORG_SETTINGS = {
  main_cta: 'Talk to a builder',
  main_cta_mobile_title: 'Talk to us',
  logo_url: null,
  map_style: 'streets',
  pdf: { primary_color: '#2f4a3a', secondary_color: '#a0522d', text_color: '#2d2a26', template_id: 1 },
  use_built_in_contact_form: true,
  external_contact_form_url: null,
} satisfies OrgSettingsInput;

/** The feature flags the demo organization is created with. */
export const DEMO_ORG_FEATURES: Record<string, boolean> = {
  backyard_cottage: true,
  'backyard_cottage.gallery': true,
  in_home_apartment: true,
  'in_home_apartment.gallery': true,
  gallery: true,
  lead_form: true,
  'report.pdf': true,
};

/**
 * Creates the demo organization `lotline-demo` unless one with that id exists; an existing one,
 * edited or not, is left as it is, except that one still under its former name takes the demo
 * site's. `origins` are the sites allowed to embed it besides the server's own pages (those that
 * are not valid embedding origins are left out). Answers whether it was created.
 */
export async function ensureDemoOrganization(db: Db, options: { origins: readonly string[] }): Promise<boolean> {
  const origins = [...new Set(options.origins.map(normalizeOrigin).filter((origin): origin is string => origin !== null))];
  const created = await db
    .insert(organizations)
    .values({
      id: DEMO_ORG_ID,
      name: DEMO_ORG_NAME,
      features: DEMO_ORG_FEATURES,
      cityIds: [],
      settings: DEMO_ORG_SETTINGS,
      allowedOrigins: origins,
      images: { int: [], ext: [] },
    })
    .onConflictDoNothing({ target: organizations.id })
    .returning({ id: organizations.id });
  if (created.length === 0) {
    await db.update(organizations).set({ name: DEMO_ORG_NAME }).where(and(eq(organizations.id, DEMO_ORG_ID), eq(organizations.name, FORMER_DEMO_ORG_NAME)));
  }
  return created.length > 0;
}
