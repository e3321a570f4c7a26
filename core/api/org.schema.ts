// Organizations: the id in paths, the stored white-label settings, feature flags with dotted keys,
// allowed embedding origins, and the public config a widget reads at `GET /api/orgs/:id/public-config`.
import * as v from 'valibot';
import { PriceBookSchema } from '../estimates/price-book';
import { normalizeOrigin } from './origin';
import { OptionalPhoneSchema } from './contact.schema';
import { PROJECT_TYPES } from './onboarding.schema';
import { DEFAULT_VISITOR_REPORT, VISITOR_REPORTS } from './visitor-report';

/** An organization id in a path: 1 to 64 lower-case letters, digits and dashes, e.g. `lotline-demo`. */
export const OrgIdSchema = v.pipe(
  v.string('Organization id must be a string'),
  v.regex(/^[a-z0-9-]{1,64}$/, 'Organization id must be 1 to 64 lower-case letters, digits or dashes.'),
);

/** The path parameters of `GET /api/orgs/:id/public-config`. */
export const OrgPathParamsSchema = v.object({ id: OrgIdSchema });

/** The path parameters of `PATCH /api/orgs/:id/members/:userId`. */
export const MemberPathParamsSchema = v.object({ id: OrgIdSchema, userId: v.string() });

/** The path parameters of `DELETE /api/orgs/:id/invites/:inviteId`. */
export const InvitePathParamsSchema = v.object({ id: OrgIdSchema, inviteId: v.string() });

/**
 * Map styles an organization can choose for the embedded map:
 * `streets` the ordinary street map (the default), `satellite` aerial imagery,
 * `light` a muted light base map that lets the lot lines and brand colours stand out.
 */
export const MAP_STYLES = ['streets', 'satellite', 'light'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** The map style of an organization that did not choose one. */
export const DEFAULT_MAP_STYLE: MapStyle = 'streets';

/** A feature flag key: dot-separated names of letters, digits, `_` and `-`, e.g. `report.pdf`. */
export const FeatureKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/, 'Feature keys are dot-separated names of letters, digits, "_" and "-".'),
);

/** Feature flags by dotted key; `map.layers` is a child of `map`. */
export const FeatureFlagsSchema = v.record(FeatureKeySchema, v.boolean('Feature flags must be true or false'));
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

/**
 * Whether the feature `key` is on. The rule: a feature is off when its own flag or the flag of
 * any ancestor (`a` and `a.b` for `a.b.c`) is false; a key absent from the map is on unless an
 * ancestor is false. So `{ map: false }` turns off `map.layers` whatever `map.layers` says, and
 * `{}` turns everything on.
 */
export function isFeatureEnabled(flags: Readonly<Record<string, boolean>>, key: string): boolean {
  const parts = key.split('.');
  for (let i = 1; i <= parts.length; i++) {
    if (flags[parts.slice(0, i).join('.')] === false) return false;
  }
  return true;
}

/**
 * The same keys with the values `isFeatureEnabled` gives them, sorted by key: a child whose
 * parent or any ancestor is false reads false, so a reader can look up one key alone.
 */
export function resolveFeatureFlags(flags: Readonly<Record<string, boolean>>): Record<string, boolean> {
  return Object.fromEntries(
    Object.keys(flags)
      .sort()
      .map((key) => [key, isFeatureEnabled(flags, key)]),
  );
}

export { normalizeOrigin };

/** A colour as CSS hex, `#rgb` or `#rrggbb`, answered in lower case. */
const HexColour = (label: string) =>
  v.nullable(
    v.pipe(
      v.string(`${label} must be a string`),
      v.trim(),
      v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `${label} must be a hex colour such as #1f6f5c`),
      v.toLowerCase(),
    ),
  );

/** Optional text of at most `max` characters; empty text is null. */
const OptionalText = (label: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be a string`),
        v.trim(),
        v.maxLength(max, `${label} must be at most ${max} characters.`),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );

/** An absolute URL with one of `schemes`, one message per bad value; empty text is null. */
const OptionalUrl = (schemes: 'https' | 'http(s)', invalid: string, wrongScheme: string) =>
  v.optional(
    v.union(
      [
        v.null(),
        v.pipe(v.literal(''), v.transform(() => null)),
        v.config(
          v.pipe(
            v.string(invalid),
            v.trim(),
            v.url(invalid),
            v.regex(schemes === 'https' ? /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i : /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, wrongScheme),
          ),
          { abortPipeEarly: true },
        ),
      ],
      invalid,
    ),
    null,
  );

/** The message when the built-in contact form is off and no external form is given (spec 5, Settings form). */
export const EXTERNAL_CONTACT_FORM_REQUIRED =
  'When "Use Built-in Contact Form" toggle is off, you must specify external contact for url';

/** The colours and template of the organization's PDF report; the colours also brand the widget. */
export const OrgPdfSettingsSchema = v.object({
  primary_color: v.optional(HexColour('Primary colour'), null),
  secondary_color: v.optional(HexColour('Secondary colour'), null),
  text_color: v.optional(HexColour('Text colour'), null),
  template_id: v.optional(
    v.pipe(
      v.number('Template must be a number'),
      v.integer('Template must be a whole number'),
      v.minValue(1, 'Template must be between 1 and 4'),
      v.maxValue(4, 'Template must be between 1 and 4'),
    ),
    1,
  ),
});

/**
 * The white-label settings stored in `organizations.settings`. Every field is optional with a
 * default, so `{}` parses to the defaults; unknown keys are dropped. When the built-in contact
 * form is off, an external contact form URL is required.
 */
export const OrgSettingsSchema = v.pipe(
  v.object({
    main_cta: OptionalText('Main call to action', 60),
    main_cta_mobile_title: OptionalText('Mobile call to action title', 40),
    logo_url: OptionalUrl('https', 'Logo should be valid URL', 'Logo should be an https URL'),
    map_style: v.optional(v.picklist(MAP_STYLES, `Map style must be one of ${MAP_STYLES.join(', ')}`), DEFAULT_MAP_STYLE),
    pdf: v.optional(OrgPdfSettingsSchema, {}),
    use_built_in_contact_form: v.optional(v.boolean('Use built-in contact form must be true or false'), true),
    external_contact_form_url: OptionalUrl('http(s)', 'External contact form should be valid URL', 'External contact form should be an http or https URL'),
    /** Where the built-in contact form's leads are e-mailed; null: the organization's e-mail. */
    contact_form_email: v.optional(
      v.nullable(
        v.union(
          [
            v.pipe(v.literal(''), v.transform(() => null)),
            v.pipe(v.string(), v.trim(), v.email('Contact form email should be a valid email'), v.maxLength(128, 'Email must be less than 128 characters.'), v.toLowerCase()),
          ],
          'Contact form email should be a valid email',
        ),
      ),
      null,
    ),
    phone_number: OptionalPhoneSchema,
    address: OptionalText('Address', 256),
    /** Where the organization's map opens when no address is searched. */
    map_center: v.optional(
      v.nullable(
        v.object({
          lat: v.pipe(v.number('Latitude must be a number'), v.minValue(-90, 'Latitude must be between -90 and 90'), v.maxValue(90, 'Latitude must be between -90 and 90')),
          lng: v.pipe(v.number('Longitude must be a number'), v.minValue(-180, 'Longitude must be between -180 and 180'), v.maxValue(180, 'Longitude must be between -180 and 180')),
        }),
      ),
      null,
    ),
    projects: v.optional(v.array(v.picklist(PROJECT_TYPES, 'Unknown project type')), []),
    brochures_enabled: v.optional(v.boolean('Brochures enabled must be true or false'), false),
    brochures_cap: v.optional(
      v.pipe(v.number('Brochures cap must be a number'), v.integer('Brochures cap must be a whole number'), v.minValue(0, 'Brochures cap must be at least 0')),
      0,
    ),
    /** The page of the organization's site that embeds the map. */
    embedded_map_page_url: OptionalUrl('http(s)', 'Embedded map page should be valid URL', 'Embedded map page should be an http or https URL'),
    /** Where new leads are posted as JSON (through the delivery queue, SSRF-checked at each try). */
    crm_webhook_url: OptionalUrl('http(s)', 'CRM webhook should be valid URL', 'CRM webhook should be an http or https URL'),
    /**
     * What the embed's visitors see of a report (issue 29): `limited` (the default), `after_lead` (the
     * full report of a property once they sent the lead form for it) or `full`; full reports count
     * against the organization's plan allowance.
     */
    visitor_report: v.optional(v.picklist(VISITOR_REPORTS, `Visitor report must be one of ${VISITOR_REPORTS.join(', ')}`), DEFAULT_VISITOR_REPORT),
    /** What the organization charges for ADUs (decision 048): street data prices its reports with it. */
    price_book: v.optional(v.nullable(PriceBookSchema), null),
  }),
  v.forward(
    v.partialCheck(
      [['use_built_in_contact_form'], ['external_contact_form_url']],
      (settings) => settings.use_built_in_contact_form || settings.external_contact_form_url !== null,
      EXTERNAL_CONTACT_FORM_REQUIRED,
    ),
    ['external_contact_form_url'],
  ),
);
export type OrgSettings = v.InferOutput<typeof OrgSettingsSchema>;
export type OrgSettingsInput = v.InferInput<typeof OrgSettingsSchema>;

/** The settings of an organization that stored none. */
export const DEFAULT_ORG_SETTINGS: OrgSettings = v.parse(OrgSettingsSchema, {});

/** A gallery image: an https URL or a path on the Lotline server (`/static/...`). */
export const GalleryImageUrlSchema = v.pipe(
  v.string('Gallery image must be a string'),
  v.regex(/^(?:https:\/\/[^\s/?#@]+(?:[/?#]\S*)?|\/(?!\/)\S*)$/i, 'Gallery images must be https URLs or paths starting with /'),
);

/** A canonical embedding origin, as `normalizeOrigin` answers it. */
export const OriginSchema = v.pipe(
  v.string(),
  v.check((text) => normalizeOrigin(text) === text, 'Origins are https://host[:port] or http://localhost[:port] without a path'),
);

/**
 * `GET /api/orgs/:id/public-config`: what a widget embedded for the organization needs. Feature
 * flags are resolved (`resolveFeatureFlags`); `external_contact_form_url` is set only when the
 * built-in contact form is off.
 */
export const OrgPublicConfigSchema = v.object({
  id: OrgIdSchema,
  name: v.string(),
  logo_url: v.nullable(v.string()),
  main_cta: v.nullable(v.string()),
  main_cta_mobile_title: v.nullable(v.string()),
  /** Brand colours (from the PDF settings); null where the organization chose none. */
  colors: v.object({ primary: HexColour('Primary colour'), secondary: HexColour('Secondary colour'), text: HexColour('Text colour') }),
  map_style: v.picklist(MAP_STYLES),
  features: FeatureFlagsSchema,
  /** Service-area city ids. */
  city_ids: v.array(v.pipe(v.number(), v.integer())),
  /** Origins that may embed the widget for this organization and receive its messages. */
  allowed_origins: v.array(OriginSchema),
  use_built_in_contact_form: v.boolean(),
  external_contact_form_url: v.nullable(v.string()),
  /** Interior (`int`) and exterior (`ext`) gallery images. */
  gallery: v.object({ int: v.array(GalleryImageUrlSchema), ext: v.array(GalleryImageUrlSchema) }),
  /** What the organization's visitors see of a report (`OrgSettings.visitor_report`). */
  visitor_report: v.picklist(VISITOR_REPORTS),
});
export type OrgPublicConfig = v.InferOutput<typeof OrgPublicConfigSchema>;
