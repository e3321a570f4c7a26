// The shared schemas of the OpenAPI document (`#/components/schemas`): the error body, the big
// payloads several operations carry, and the field rules whose JSON Schema needs a word more
// than conversion gives (decision 020).
import {
  AccountUserSchema,
  AuthSessionSchema,
  EmailSchema,
  NewPasswordSchema,
  PhoneSchema,
  ApiErrorBodySchema,
  DrawnPolygonSchema,
  LayoutUnitSchema,
  MapNoteSchema,
  UserBuildingSchema,
  UserFloorPlanSchema,
  InviteSchema,
  MemberSchema,
  OrgAdminViewSchema,
  FeatureFlagsSchema,
  OrgIdSchema,
  OrgPublicConfigSchema,
  OrgSettingsSchema,
  EdgeKindOverrideSchema,
  PropertyIdSchema,
  PropertyUpdateSchema,
  SizeLimitOverridesSchema,
  AddressQuotaSchema,
  StreetDataParamsSchema,
  StreetDataSchema,
} from '../../../core/api';
import { AreaGeometrySchema, LinearRingSchema, PolygonSchema, PositionSchema } from '../../../core/geo';
import type { ComponentSpec } from '../http/json-schema';

const SQUARE: [number, number][] = [
  [-71.1, 42.37],
  [-71.0999, 42.37],
  [-71.0999, 42.3701],
  [-71.1, 42.3701],
  [-71.1, 42.37],
];

/** Components by name; a schema used by reference anywhere in a route's schemas is written as `$ref` to its component. */
export const COMPONENTS: Readonly<Record<string, ComponentSpec>> = {
  ApiErrorBody: {
    schema: ApiErrorBodySchema,
    extra: {
      description:
        'The one shape of every JSON error: a machine-readable `code` (invalid_input, not_found, unauthorized, forbidden, rate_limited, …), a message for people, and for invalid input `fields`, which maps a dotted field path (`_` for the body as a whole) to its messages.',
      examples: [{ error: { code: 'invalid_input', message: 'The request has invalid fields.', fields: { email: ['Email is required'] } } }],
    },
  },
  Email: { schema: EmailSchema, extra: { format: 'email', description: 'Trimmed and kept in lower case; at most 128 characters.' } },
  NewPassword: { schema: NewPasswordSchema, extra: { description: '8 to 128 characters, kept exactly as typed.' } },
  Phone: { schema: PhoneSchema, extra: { description: 'Masked as +1 (NNN) NNN-NNNN.', examples: ['+1 (555) 000-0000'] } },
  OrgId: { schema: OrgIdSchema, extra: { examples: ['lotline-demo'] } },
  PropertyId: { schema: PropertyIdSchema, extra: { description: 'The parcel id of a lot.' } },
  Position: { schema: PositionSchema, extra: { description: '[longitude, latitude] in WGS84 (RFC 7946).', examples: [[-71.1, 42.37]] } },
  LinearRing: { schema: LinearRingSchema, extra: { description: 'At least four positions; the last equals the first.', examples: [SQUARE] } },
  Polygon: { schema: PolygonSchema, extra: { examples: [{ type: 'Polygon', coordinates: [SQUARE] }] } },
  AreaGeometry: { schema: AreaGeometrySchema, extra: { description: 'A GeoJSON Polygon or MultiPolygon, told apart by `type`.' } },
  DrawnPolygon: { schema: DrawnPolygonSchema, extra: { description: 'One ring without holes, of at most 1000 corners.', examples: [{ type: 'Polygon', coordinates: [SQUARE] }] } },
  UserFloorPlan: { schema: UserFloorPlanSchema },
  LayoutUnit: { schema: LayoutUnitSchema, extra: { description: "A placed unit; in a page's layout its `properties.page` must be that page." } },
  UserBuilding: { schema: UserBuildingSchema },
  MapNote: { schema: MapNoteSchema, extra: { description: 'A line, a text label or a photo pin.' } },
  EdgeKindOverride: { schema: EdgeKindOverrideSchema },
  SizeLimitOverrides: { schema: SizeLimitOverridesSchema, extra: { description: 'The whole list of setback overrides; each subject at most once; an empty list resets them all.' } },
  PropertyUpdate: {
    schema: PropertyUpdateSchema,
    extra: {
      description: 'At least one key. Each key sent replaces what was stored under it (`layouts` only the pages it names); an empty string resets a fact, every edge label, or the lot.',
      examples: [{ gross_floor_area: 1850 }, { zone_code: '', lot_edges: '' }, { layouts: { 'backyard-cottage': [] }, playground: [] }],
    },
  },
  AccountUser: { schema: AccountUserSchema },
  AuthSession: { schema: AuthSessionSchema, extra: { description: 'A bearer token for `Authorization: Bearer`, and its user.' } },
  AddressQuota: { schema: AddressQuotaSchema },
  StreetDataParams: { schema: StreetDataParamsSchema, extra: { description: 'Address parts as GET /api/address/details answers them, with their signature.' } },
  StreetData: {
    schema: StreetDataSchema,
    extra: {
      description:
        'The report of a property: its facts, lot and buildings, the rules evaluated for it (bylaws, citations, lot_edges, setbacked_area), cost_estimate, rent_estimate and next_steps (decision 048: priced with the price book of the organization in `?org=` or of the widget token), and what this viewer may see (a visitor gets the limited report, whose locked values are left out, a cost resting on the size limit among them: limited_report and locked_fields).',
    },
  },
  FeatureFlags: { schema: FeatureFlagsSchema, extra: { description: 'Feature flags by dotted key; a child is off when an ancestor is.' } },
  OrgSettings: {
    schema: OrgSettingsSchema,
    extra: { description: 'White-label settings; every field is optional with a default. With the built-in contact form off, external_contact_form_url is required.' },
  },
  OrgPublicConfig: { schema: OrgPublicConfigSchema },
  OrgAdminView: { schema: OrgAdminViewSchema },
  Member: { schema: MemberSchema },
  Invite: { schema: InviteSchema },
};
