// The API's operations as a table (decision 020): for every route that app.ts registers under
// /api, its method, path, summary, tags, authentication, the core schemas of its path parameters,
// query, body and answers, and the error statuses it may give. The OpenAPI document
// (openapi-document.ts) is built from this table, and a test compares it with the routes Hono
// actually registered, so a route added without a row here (or a row without its route) fails.
import * as v from 'valibot';
import {
  AddressDetailsQuerySchema,
  AddressDetailsSchema,
  AddressPlacesQuerySchema,
  AddressPlacesSchema,
  AddressSearchQuerySchema,
  AddressSearchResponseSchema,
} from '../../../core/api/address.schema';
import { AnalyticsEventBodySchema, AnalyticsQuerySchema, AnalyticsSummarySchema } from '../../../core/api/analytics.schema';
import {
  AccountUserSchema,
  AuthSessionSchema,
  BillingPortalSchema,
  MeSchema,
  PasswordResetAcceptedSchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  WidgetTokenRequestSchema,
  WidgetTokenSchema,
} from '../../../core/api/auth.schema';
import { CitiesQuerySchema, CitiesSchema } from '../../../core/api/cities.schema';
import { FloorPlansQuerySchema } from '../../../core/api/floor-plans.schema';
import { AddressHistoryQuerySchema } from '../../../core/api/history.schema';
import { HelpRequestSubmissionSchema, LeadAcceptedSchema, LeadListQuerySchema, LeadListSchema, LeadSubmissionSchema } from '../../../core/api/leads.schema';
import { MapLayerFeaturesQuerySchema, MapLayerIdSchema } from '../../../core/api/map-layers.schema';
import { BasemapQuerySchema } from '../../../core/api/basemap.schema';
import { MAX_MEDIA_BYTES, MEDIA_CATEGORIES, MediaIdSchema, MediaSizeSchema, MAX_CAPTION_LENGTH } from '../../../core/api/media.schema';
import {
  InviteAcceptBodySchema,
  InviteBodySchema,
  InviteCreatedSchema,
  InvitePreviewSchema,
  MembersListSchema,
  MemberSchema,
  RoleUpdateBodySchema,
} from '../../../core/api/members.schema';
import { OnboardingSubmissionSchema, ProfileUpdateSchema } from '../../../core/api/onboarding.schema';
import { OrgAdminViewSchema, OrgSettingsUpdateSchema } from '../../../core/api/org-admin.schema';
import { OrgIdSchema, OrgPathParamsSchema, OrgPublicConfigSchema } from '../../../core/api/org.schema';
import { PropertyIdSchema, PropertyUpdateSchema, SizeLimitOverridesSchema } from '../../../core/api/overrides.schema';
import { ParcelAtQuerySchema, ParcelAtResponseSchema } from '../../../core/api/parcel.schema';
import { DEFAULT_PDF_LOCALE, GeneratePdfRequestSchema, GeneratePdfResponseSchema, PdfIdSchema, PDF_FILENAME_PATTERN, PDF_LOCALES } from '../../../core/api/pdf.schema';
import { PlacementRequestSchema } from '../../../core/api/placement.schema';
import { PlaygroundAnalysisRequestSchema } from '../../../core/api/playground.schema';
import { DocumentIdSchema, EvaluateRequestSchema } from '../../../core/api/rules.schema';
import { SchedulingSchema } from '../../../core/api/scheduling.schema';
import { StreetDataQuerySchema } from '../../../core/api/street-data.schema';
import { StreetViewQuerySchema } from '../../../core/api/street-view.schema';
import { UnfurlPolicyQuerySchema, UnfurlPolicySchema, UnfurlQuerySchema } from '../../../core/api/unfurl.schema';
import { DEFAULT_JSON_BODY_BYTES } from '../http/api-error';
import { COMPONENT_REF_PREFIX, type JsonSchema } from './json-schema';

/** Who may call: anyone (`none`), anyone with an optional bearer token (`optional`: a bad token is still a 401), or signed-in users only (`bearer`). */
export type AuthMode = 'none' | 'optional' | 'bearer';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer: what it means, and its body as a valibot schema or a JSON Schema (none: no body). */
export interface ResponseSpec {
  description: string;
  /** Default `application/json`. */
  contentType?: string;
  schema?: v.GenericSchema | JsonSchema;
}

/** A request body: JSON checked against `schema`, or a multipart form described in JSON Schema. */
export type BodySpec =
  | { kind: 'json'; schema: v.GenericSchema; maxBytes: number }
  | { kind: 'multipart'; schema: JsonSchema; maxBytes: number; description: string };

/** One row of the table. */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI form: `/api/orgs/{id}/settings`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthMode;
  /** An object schema of the path parameters, named as in `path`. */
  params?: v.GenericSchema;
  /** An object schema of the query string (every value is text). */
  query?: v.GenericSchema;
  body?: BodySpec;
  /** Successful answers by status. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses besides those the table adds itself (400 for input, 401 for tokens, 413/415 for bodies, 429 for limits, 500). */
  errors: number[];
  /** Rate-limited: may answer 429 with Retry-After. */
  rateLimited?: boolean;
  /**
   * Account or organization administration (decision 027): a widget token gets 403 here, and the
   * API answers no CORS, so it is reached from Lotline's own pages only.
   */
  admin?: true;
}

const json = (schema: v.GenericSchema, maxBytes = DEFAULT_JSON_BODY_BYTES): BodySpec => ({ kind: 'json', schema, maxBytes });
const ref = (name: string): JsonSchema => ({ $ref: `${COMPONENT_REF_PREFIX}${name}` });
const ok = (description: string, schema?: v.GenericSchema | JsonSchema, contentType?: string): ResponseSpec => ({
  description,
  ...(schema ? { schema } : {}),
  ...(contentType ? { contentType } : {}),
});
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(description ? { description } : {}),
});
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const str: JsonSchema = { type: 'string' };
const featureCollection = (description: string): JsonSchema =>
  object({ type: { const: 'FeatureCollection' }, features: { type: 'array', items: { type: 'object', description: 'A GeoJSON Feature.' } } }, description);

const OrgParams = OrgPathParamsSchema;
const PropertyParams = v.object({ id: PropertyIdSchema });
const UserBody = v.object({ user: AccountUserSchema });
const noBody = (description: string): ResponseSpec => ({ description });

const MediaItem: JsonSchema = object({
  id: str,
  property_id: str,
  category: { type: 'string', enum: [...MEDIA_CATEGORIES] },
  caption: nullable(str),
  kind: { type: 'string', enum: ['image', 'video'] },
  content_type: str,
  bytes: { type: 'integer' },
  width: nullable({ type: 'integer' }),
  height: nullable({ type: 'integer' }),
  created_at: { type: 'string', format: 'date-time' },
  urls: object({ original: str, medium: nullable(str), thumb: nullable(str) }),
});

const UserOverridesAnswer: JsonSchema = object({
  property_id: str,
  user_overrides: { type: 'object', description: "Everything the user changed on the property (facts, bylaws.size_limits, lot_edges and the layout keys of PropertyUpdate), as street data's `user_overrides`." },
});

const LinkPreview: JsonSchema = object({
  url: str,
  favicon: nullable(str),
  hybridGraph: object({ favicon: nullable(str), image: nullable(str), title: nullable(str), description: nullable(str) }),
  images: { type: 'array', items: str },
  image: nullable(str),
  openGraph: object({ image: nullable(object({ url: str })), title: nullable(str), description: nullable(str) }),
  htmlInferred: object({ title: nullable(str), description: nullable(str) }),
});

const AddressHistory: JsonSchema = object({
  groups: {
    type: 'array',
    items: object({
      key: { type: 'string', description: 'today, yesterday, previous7, previous30, or a month YYYY-MM.' },
      items: { type: 'array', items: object({ property_id: str, label: str, params: ref('StreetDataParams'), last_seen_at: { type: 'string', format: 'date-time' } }) },
    }),
  },
  total: { type: 'integer' },
  shown: { type: 'integer' },
});

/** Every API operation of the app. */
export const API_ROUTES: readonly ApiRoute[] = [
  // Health and documentation
  {
    method: 'get',
    path: '/api/health',
    operationId: 'health',
    summary: 'Whether the server and its database kind are up',
    tags: ['Health'],
    auth: 'none',
    responses: { 200: ok('The server answers.', object({ status: { const: 'ok' }, database: { type: 'string', enum: ['pglite', 'postgres'] } })) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/scheduling',
    operationId: 'getScheduling',
    summary: 'The page where visitors book a call (LOTLINE_SCHEDULING_URL), or null when none is configured',
    tags: ['Health'],
    auth: 'none',
    responses: { 200: ok('The booking page, or null.', SchedulingSchema) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tags: ['Documentation'],
    auth: 'none',
    responses: { 200: ok('The OpenAPI document.', { type: 'object' }) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'apiDocs',
    summary: 'The API documentation as a page, made from the OpenAPI document',
    tags: ['Documentation'],
    auth: 'none',
    responses: { 200: ok('An HTML page without scripts.', str, 'text/html') },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs.css',
    operationId: 'apiDocsStylesheet',
    summary: "The documentation page's stylesheet",
    tags: ['Documentation'],
    auth: 'none',
    responses: { 200: ok('A CSS stylesheet.', str, 'text/css') },
    errors: [],
  },

  // Accounts
  {
    method: 'post',
    path: '/api/auth/sign-up',
    operationId: 'signUp',
    summary: 'Create an account and its first session',
    description: 'With `?org=`, the sign_up event is recorded for that organization when it exists.',
    tags: ['Accounts'],
    auth: 'none',
    query: v.object({ org: v.optional(v.string()) }),
    body: json(SignUpBodySchema),
    responses: { 201: ok('The new session.', AuthSessionSchema) },
    errors: [409],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in',
    operationId: 'signIn',
    summary: 'Open a session with e-mail and password',
    description: 'A wrong e-mail and a wrong password get the same 401 `bad_credentials`. With `?org=`, the log_in event is recorded for that organization.',
    tags: ['Accounts'],
    auth: 'none',
    query: v.object({ org: v.optional(v.string()) }),
    body: json(SignInBodySchema),
    responses: { 200: ok('The new session.', AuthSessionSchema) },
    errors: [401],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    summary: "End the bearer token's session",
    tags: ['Accounts'],
    auth: 'bearer',
    responses: { 204: noBody('Signed out.') },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/auth/sign-out-everywhere',
    admin: true,
    operationId: 'signOutEverywhere',
    summary: 'End every session of the account',
    description: "A development token's user has no sessions to end (204 all the same).",
    tags: ['Accounts'],
    auth: 'bearer',
    responses: { 204: noBody('Every session ended.') },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/auth/widget-token',
    admin: true,
    operationId: 'issueWidgetToken',
    summary: 'A token for the widget embedded for an organization on one of its sites (decision 027)',
    description:
      "Made from a session of Lotline's own pages after the person agreed in the sign-in popup. The token reaches the widget's work for that organization's visitors, from that origin only, and no account or organization administration.",
    tags: ['Accounts'],
    auth: 'bearer',
    body: json(WidgetTokenRequestSchema),
    responses: { 201: ok('The widget token.', WidgetTokenSchema) },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password-reset link',
    description: 'The same answer whether or not an account uses the e-mail.',
    tags: ['Accounts'],
    auth: 'none',
    body: json(PasswordResetBodySchema),
    responses: { 202: ok('The link is on its way if an account uses the e-mail.', PasswordResetAcceptedSchema) },
    errors: [],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with the token of a reset link',
    description: "Ends every session of the user and opens a new one. A spent or expired token is a 400 on `token`.",
    tags: ['Accounts'],
    auth: 'none',
    body: json(PasswordResetConfirmBodySchema),
    responses: { 200: ok('The new session.', AuthSessionSchema) },
    errors: [],
  },

  // The signed-in user
  {
    method: 'get',
    path: '/api/me',
    operationId: 'getMe',
    summary: 'The signed-in user and their address quota',
    tags: ['Me'],
    auth: 'bearer',
    responses: { 200: ok('The user.', MeSchema) },
    errors: [],
  },
  {
    method: 'patch',
    path: '/api/me',
    admin: true,
    operationId: 'updateMe',
    summary: "Change the user's names and role",
    description: 'Development users have no profile to change (403).',
    tags: ['Me'],
    auth: 'bearer',
    body: json(ProfileUpdateSchema),
    responses: { 200: ok('The changed user.', UserBody) },
    errors: [403],
  },
  {
    method: 'post',
    path: '/api/me/onboarding',
    admin: true,
    operationId: 'submitOnboarding',
    summary: 'Save the onboarding dialog (and create the organization it names)',
    tags: ['Me'],
    auth: 'bearer',
    body: json(OnboardingSubmissionSchema),
    responses: { 200: ok('The onboarded user.', UserBody) },
    errors: [403, 409],
  },
  {
    method: 'get',
    path: '/api/me/addresses',
    operationId: 'getAddressHistory',
    summary: "The user's addresses grouped by recency (the sidebar history)",
    tags: ['Me'],
    auth: 'bearer',
    query: AddressHistoryQuerySchema,
    responses: { 200: ok('The groups, newest first.', AddressHistory) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/billing/portal',
    admin: true,
    operationId: 'getBillingPortal',
    summary: 'Where the user manages their subscription',
    tags: ['Me'],
    auth: 'bearer',
    responses: { 200: ok('The portal URL.', BillingPortalSchema) },
    errors: [404],
  },

  // Addresses and property reports
  {
    method: 'get',
    path: '/api/address/search',
    operationId: 'searchAddresses',
    summary: 'Address suggestions for typed text, best match first',
    tags: ['Addresses'],
    auth: 'none',
    query: AddressSearchQuerySchema,
    responses: { 200: ok('Suggestions.', AddressSearchResponseSchema) },
    errors: [],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/address/details',
    operationId: 'addressDetails',
    summary: "A suggestion's address parts, signed for street data",
    tags: ['Addresses'],
    auth: 'none',
    query: AddressDetailsQuerySchema,
    responses: { 200: ok('The signed parts.', AddressDetailsSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/address/places',
    operationId: 'listAddressPlaces',
    summary: 'The places the address search covers, each with a real address to try',
    description: 'Cached for 5 minutes. The example is on the place’s first street in alphabetical order, its lowest-numbered single-family lot.',
    tags: ['Addresses'],
    auth: 'none',
    query: AddressPlacesQuerySchema,
    responses: { 200: ok('The places, by state and city.', AddressPlacesSchema) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/street-data',
    operationId: 'getStreetData',
    summary: 'The property report of a signed address',
    description:
      '`params` is the URL-encoded JSON of StreetDataParams. Visitors get the limited report; a signed-in user the full report while their address quota lasts. A signature that does not match is a 403 `bad_signature`.',
    tags: ['Properties'],
    auth: 'optional',
    query: StreetDataQuerySchema,
    responses: { 200: ok('The report.', ref('StreetData')) },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/street-view',
    operationId: 'getStreetView',
    summary: 'The street-view photo at a point (from the configured provider)',
    tags: ['Properties'],
    auth: 'none',
    query: StreetViewQuerySchema,
    responses: { 200: ok('A photo.', { type: 'string', contentMediaType: 'image/*' }, 'image/*') },
    errors: [404, 502],
  },
  {
    method: 'get',
    path: '/api/parcels/at',
    operationId: 'parcelAt',
    summary: 'The lot under a point, with its addresses',
    tags: ['Properties'],
    auth: 'none',
    query: ParcelAtQuerySchema,
    responses: { 200: ok('The lot.', ParcelAtResponseSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/basemap',
    operationId: 'basemapCell',
    summary: 'One cell of the base map drawn from the loaded data',
    description:
      '`cell` is `floor(lng / 0.004),floor(lat / 0.004)`. Rings and lines are flat lists of integer offsets from `origin` in millionths of a degree; areas are cut to the cell, lots belong to the cell holding the middle of their box.',
    tags: ['Properties'],
    auth: 'none',
    query: BasemapQuerySchema,
    responses: {
      200: ok(
        'The cell.',
        object({
          cell: { type: 'array', items: { type: 'integer' } },
          origin: { type: 'array', items: { type: 'number' } },
          areas: { type: 'array', items: object({ kind: { type: 'string', enum: ['street', 'water'] }, rings: { type: 'array', items: { type: 'array', items: { type: 'integer' } } } }) },
          streets: { type: 'array', items: object({ name: nullable(str), line: { type: 'array', items: { type: 'integer' } } }) },
          lots: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
          buildings: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
          numbers: { type: 'array', items: { type: 'array', items: {} } },
          names: { type: 'array', items: { type: 'array', items: {} } },
          truncated: { type: 'boolean' },
        }),
      ),
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/map-layers/{layerId}/features',
    operationId: 'mapLayerFeatures',
    summary: "One map layer's features in a small box",
    description: '`bbox` is minLng,minLat,maxLng,maxLat, at most 0.05 degrees on a side.',
    tags: ['Properties'],
    auth: 'none',
    params: v.object({ layerId: MapLayerIdSchema }),
    query: MapLayerFeaturesQuerySchema,
    responses: {
      200: ok(
        'The features (at most 500; `truncated` says when there were more).',
        object({ layer_id: str, name: str, group: str, features: featureCollection('The layer features.'), truncated: { type: 'boolean' } }),
      ),
    },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/api/properties/{id}',
    operationId: 'updateProperty',
    summary: "Save the user's corrections and map work on a property",
    tags: ['Properties'],
    auth: 'bearer',
    params: PropertyParams,
    body: json(PropertyUpdateSchema, 2 * 1024 * 1024),
    responses: { 200: ok("The user's overrides after the change.", UserOverridesAnswer) },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/properties/{id}/size-limits',
    operationId: 'replaceSizeLimits',
    summary: "Replace the user's setback overrides of a property",
    tags: ['Properties'],
    auth: 'bearer',
    params: PropertyParams,
    body: json(SizeLimitOverridesSchema),
    responses: { 200: ok("The user's overrides after the change.", UserOverridesAnswer) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/properties/{id}/neighbours',
    operationId: 'neighbourLots',
    summary: 'The lots within 150 ft of a property, nearest first',
    tags: ['Properties'],
    auth: 'none',
    params: PropertyParams,
    responses: { 200: ok('The neighbouring lots.', featureCollection('Lots with their property_id.')) },
    errors: [404],
  },

  // Organizations
  {
    method: 'get',
    path: '/api/orgs/{id}/public-config',
    operationId: 'orgPublicConfig',
    summary: 'The white-label config a widget embedded for the organization reads',
    tags: ['Organizations'],
    auth: 'none',
    params: OrgParams,
    responses: { 200: ok('The public config.', OrgPublicConfigSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/orgs/{id}/settings',
    admin: true,
    operationId: 'getOrgSettings',
    summary: "The organization's settings (members and owners)",
    tags: ['Organizations'],
    auth: 'bearer',
    params: OrgParams,
    responses: { 200: ok('The settings; the webhook signing key for owners only.', OrgAdminViewSchema) },
    errors: [403, 404],
  },
  {
    method: 'put',
    path: '/api/orgs/{id}/settings',
    admin: true,
    operationId: 'updateOrgSettings',
    summary: "Change the organization's settings (owners)",
    tags: ['Organizations'],
    auth: 'bearer',
    params: OrgParams,
    body: json(OrgSettingsUpdateSchema),
    responses: { 200: ok('The changed settings.', OrgAdminViewSchema) },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/orgs/{id}/members',
    admin: true,
    operationId: 'listMembers',
    summary: 'Members and pending invites (members and owners)',
    tags: ['Members'],
    auth: 'bearer',
    params: OrgParams,
    responses: { 200: ok('Members, owners first, and pending invites.', MembersListSchema) },
    errors: [403],
  },
  {
    method: 'patch',
    path: '/api/orgs/{id}/members/{userId}',
    admin: true,
    operationId: 'setMemberRole',
    summary: "Change a member's role (owners)",
    tags: ['Members'],
    auth: 'bearer',
    params: v.object({ id: OrgIdSchema, userId: v.string() }),
    body: json(RoleUpdateBodySchema),
    responses: { 200: ok('The member.', MemberSchema) },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/orgs/{id}/invites',
    admin: true,
    operationId: 'createInvite',
    summary: 'Invite someone by e-mail (owners; at most 30 an hour)',
    tags: ['Members'],
    auth: 'bearer',
    params: OrgParams,
    body: json(InviteBodySchema),
    responses: { 201: ok('The pending invite and its link.', InviteCreatedSchema) },
    errors: [403, 409],
    rateLimited: true,
  },
  {
    method: 'delete',
    path: '/api/orgs/{id}/invites/{inviteId}',
    admin: true,
    operationId: 'revokeInvite',
    summary: 'Revoke a pending invite (owners)',
    tags: ['Members'],
    auth: 'bearer',
    params: v.object({ id: OrgIdSchema, inviteId: v.string() }),
    responses: { 204: noBody('Revoked.') },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/invites/preview',
    operationId: 'previewInvite',
    summary: 'Whose invite a link is, for the join page',
    tags: ['Members'],
    auth: 'none',
    query: InviteAcceptBodySchema,
    responses: { 200: ok('The invite.', InvitePreviewSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/invites/accept',
    admin: true,
    operationId: 'acceptInvite',
    summary: 'Join the organization of an invite (the invited account)',
    tags: ['Members'],
    auth: 'bearer',
    body: json(InviteAcceptBodySchema),
    responses: { 200: ok('The user, now a member.', UserBody) },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/cities',
    operationId: 'listCities',
    summary: 'Service-area cities, by state, county and name',
    tags: ['Organizations'],
    auth: 'none',
    query: CitiesQuerySchema,
    responses: { 200: ok('The cities.', CitiesSchema) },
    errors: [],
  },

  // Leads and analytics
  {
    method: 'post',
    path: '/api/orgs/{id}/leads',
    operationId: 'submitLead',
    summary: 'Send a lead to the organization',
    description: "A signed-in sender's account e-mail replaces the typed one. At most 20 submissions an hour per client and organization.",
    tags: ['Leads'],
    auth: 'optional',
    params: OrgParams,
    body: json(LeadSubmissionSchema, 32 * 1024),
    responses: { 201: ok('Stored (and queued for the CRM webhook).', LeadAcceptedSchema) },
    errors: [404],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/orgs/{id}/help-requests',
    operationId: 'submitHelpRequest',
    summary: 'Send a help request to the organization',
    tags: ['Leads'],
    auth: 'optional',
    params: OrgParams,
    body: json(HelpRequestSubmissionSchema, 32 * 1024),
    responses: { 201: ok('Stored.', LeadAcceptedSchema) },
    errors: [404],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/orgs/{id}/leads',
    admin: true,
    operationId: 'listLeads',
    summary: 'Leads and help requests, newest first (owners)',
    tags: ['Leads'],
    auth: 'bearer',
    params: OrgParams,
    query: LeadListQuerySchema,
    responses: { 200: ok('A page of leads.', LeadListSchema) },
    errors: [403],
  },
  {
    method: 'get',
    path: '/api/orgs/{id}/leads.csv',
    admin: true,
    operationId: 'exportLeads',
    summary: 'Leads and help requests as CSV (owners; at most 10,000 rows)',
    tags: ['Leads'],
    auth: 'bearer',
    params: OrgParams,
    query: LeadListQuerySchema,
    responses: { 200: ok('CSV with a header line.', str, 'text/csv') },
    errors: [403],
  },
  {
    method: 'post',
    path: '/api/events',
    operationId: 'recordEvent',
    summary: 'Record an analytics event of the widget',
    tags: ['Analytics'],
    auth: 'optional',
    body: json(AnalyticsEventBodySchema, 16 * 1024),
    responses: { 202: ok('Recorded.', { type: 'object', maxProperties: 0 }) },
    errors: [],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/orgs/{id}/events',
    admin: true,
    operationId: 'summarizeEvents',
    summary: "The organization's event counts and latest events (owners)",
    tags: ['Analytics'],
    auth: 'bearer',
    params: OrgParams,
    query: AnalyticsQuerySchema,
    responses: { 200: ok('The summary.', AnalyticsSummarySchema) },
    errors: [403],
  },

  // Floor plans, placement and the playground
  {
    method: 'get',
    path: '/api/floor-plans',
    operationId: 'listFloorPlans',
    summary: 'The floor plan catalogue, all of it or one category',
    tags: ['Floor plans'],
    auth: 'none',
    query: FloorPlansQuerySchema,
    responses: { 200: ok('The plans with their sizes and floor drawings.', object({ plans: { type: 'array', items: { type: 'object' } } })) },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/placement',
    operationId: 'placeFloorPlan',
    summary: 'Where a floor plan lands on a property',
    description: 'Visitors place on the playground only (401 elsewhere); past the address quota an ADU page is a 403 `quota_reached`. A broken plan is a 422.',
    tags: ['Floor plans'],
    auth: 'optional',
    body: json(PlacementRequestSchema),
    responses: {
      200: ok('The placed unit as a map feature.', object({ type: { const: 'Feature' }, geometry: ref('Polygon'), properties: { type: 'object', description: 'adu_type, placement, page, floor_plan_uuid, category, source, width, length, rotation_deg, and setback_area: used, none, or locked when the viewer\u2019s report is the limited one (placed against the lot and buildings only).' } })),
    },
    errors: [403, 404, 422],
  },
  {
    method: 'put',
    path: '/api/playground/analysis',
    operationId: 'analyzePlayground',
    summary: "The playground's 'Is this allowed?' for drawn structures",
    description: 'A drawn building without a category stops the check (400 naming it).',
    tags: ['Floor plans'],
    auth: 'bearer',
    body: json(PlaygroundAnalysisRequestSchema, 2 * 1024 * 1024),
    responses: {
      200: ok('One result per structure.', object({ results: { type: 'array', items: { type: 'object', description: 'id, short_explanation, detailed_explanation, permission_status, setback_polygon, checks.' } } })),
    },
    errors: [403, 404],
    rateLimited: true,
  },

  // Media
  {
    method: 'post',
    path: '/api/properties/{id}/media',
    operationId: 'uploadMedia',
    summary: 'Upload a photo or a video of a property',
    description: 'The type is read from the first bytes, never from the name: photos JPEG, PNG or WebP (at most 15 MB), videos MP4, WebM or QuickTime (at most 50 MB).',
    tags: ['Media'],
    auth: 'bearer',
    params: PropertyParams,
    body: {
      kind: 'multipart',
      description: 'multipart/form-data with the fields file, category and caption.',
      maxBytes: MAX_MEDIA_BYTES + 64 * 1024,
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The photo or video.' },
          category: { type: 'string', enum: [...MEDIA_CATEGORIES] },
          caption: { type: 'string', maxLength: MAX_CAPTION_LENGTH },
        },
        required: ['file', 'category'],
      },
    },
    responses: { 201: ok('The stored item.', MediaItem) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/properties/{id}/media',
    operationId: 'listMedia',
    summary: "The user's photos and videos of a property, newest first",
    tags: ['Media'],
    auth: 'bearer',
    params: PropertyParams,
    responses: { 200: ok('The items.', object({ property_id: str, items: { type: 'array', items: MediaItem } })) },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/properties/{id}/media/{mediaId}',
    operationId: 'deleteMedia',
    summary: 'Remove a photo or video',
    tags: ['Media'],
    auth: 'bearer',
    params: v.object({ id: PropertyIdSchema, mediaId: MediaIdSchema }),
    responses: { 204: noBody('Removed.') },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/media/{mediaId}/{size}',
    operationId: 'getMediaFile',
    summary: "A media item's file in one size (its owner only)",
    tags: ['Media'],
    auth: 'bearer',
    params: v.object({ mediaId: MediaIdSchema, size: MediaSizeSchema }),
    responses: { 200: ok('The file.', { type: 'string', contentMediaType: 'application/octet-stream' }, 'application/octet-stream') },
    errors: [404],
  },

  // PDF
  {
    method: 'post',
    path: '/api/generate-pdf',
    operationId: 'generatePdf',
    summary: "The PDF of one ADU page of a property's report",
    description: `Signed-in users only. \`org_id\` brands the PDF with that organization (its report.pdf flag must be on, else 403). \`locale\` (${PDF_LOCALES.join(', ')}; ${DEFAULT_PDF_LOCALE} when absent) is the language of the PDF's printed words; rule data prints as it is.`,
    tags: ['PDF'],
    auth: 'bearer',
    body: json(GeneratePdfRequestSchema),
    responses: { 200: ok('Where the stored PDF is served.', GeneratePdfResponseSchema) },
    errors: [403, 404],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/pdf/{id}/{filename}',
    operationId: 'getPdf',
    summary: 'A stored PDF, by the link generate-pdf answered',
    description: 'Links work for LOTLINE_PDF_TTL_DAYS (30 by default), then answer 410 until the file is removed.',
    tags: ['PDF'],
    auth: 'none',
    params: v.object({ id: PdfIdSchema, filename: v.pipe(v.string(), v.regex(PDF_FILENAME_PATTERN)) }),
    responses: { 200: ok('The PDF.', { type: 'string', contentMediaType: 'application/pdf' }, 'application/pdf') },
    errors: [404, 410],
  },

  // Rules and link previews
  {
    method: 'post',
    path: '/api/evaluate',
    operationId: 'evaluateRules',
    summary: 'What the rules allow for a property described in the request',
    description:
      'For signed-in users. With a lot, it counts as a look-up of the property under the lot: past the address quota the answer is the limited one (no size limits, setbacks, summary or setback areas; `limited_report` and `locked_fields` say so).',
    tags: ['Rules'],
    auth: 'bearer',
    body: json(EvaluateRequestSchema),
    responses: { 200: ok('The bylaws, and with a lot its edges and setback areas.', { type: 'object' }) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/jurisdictions',
    operationId: 'listJurisdictions',
    summary: 'The jurisdictions with rules on file, their periods in force and zones, and every Massachusetts municipality the state layer answers',
    tags: ['Rules'],
    auth: 'none',
    responses: { 200: ok('The jurisdictions.', object({ jurisdictions: { type: 'array', items: { type: 'object' } } })) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/documents/{id}',
    operationId: 'getDocument',
    summary: 'A document behind the citations, with its sections',
    tags: ['Rules'],
    auth: 'none',
    params: v.object({ id: DocumentIdSchema }),
    responses: { 200: ok('The document.', object({ id: str, title: str, jurisdiction: str, source_url: str, sections: { type: 'array', items: { type: 'object' } } })) },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/report/unfurl',
    operationId: 'unfurlLink',
    summary: 'A preview of an external link of the report',
    description: 'The URL is fetched through the SSRF checks: private and local addresses are a 400 `url_not_allowed`; a failed fetch is a 502.',
    tags: ['Rules'],
    auth: 'none',
    query: UnfurlQuerySchema,
    responses: { 200: ok('The preview.', LinkPreview) },
    errors: [502],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/report/unfurl-policy',
    operationId: 'getUnfurlPolicy',
    summary: 'Whether link previews may fetch hosts on a private network',
    description: 'True when the operator lists such hosts (`LOTLINE_UNFURL_ALLOW_HOSTS`); otherwise links to loopback or private addresses are never previewed, and the widget does not ask.',
    tags: ['Rules'],
    auth: 'none',
    query: UnfurlPolicyQuerySchema,
    responses: { 200: ok('The policy.', UnfurlPolicySchema) },
    errors: [],
  },
];
