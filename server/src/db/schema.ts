// The database schema (Drizzle, PostgreSQL dialect): the same tables on PGlite and PostgreSQL.
// Geometry is GeoJSON (WGS84) in jsonb; spatial lookups use a `cube` bounding box with a GiST
// index, and the spatial joins (building to lot, lot to district, lot to map-layer features)
// are computed at import time, so a report is a handful of indexed lookups.
import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LayoutUnit, MapNote, UserBuilding, UserFloorPlan, StreetDataParams } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { ORG_PLANS, ORG_ROLES, PACKAGES } from '../../../core/api';
import type { AreaGeometry, LineGeometry, Polygon } from '../../../core/geo';
import type { NearestStation, StationKind } from '../../../core/rules';

/** A PostgreSQL `cube` value (extension cube), written as its text form, e.g. `(x1, y1),(x2, y2)`. */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/** A city or town whose data is loaded. */
export const jurisdictions = pgTable('jurisdictions', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  name: text('name').notNull(),
  county: text('county'),
  kind: text('kind', { enum: ['city', 'town'] }).notNull(),
  externalLinks: jsonb('external_links').$type<{ subject: string; link: string }[]>().notNull().default([]),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A lot (or a right-of-way or water parcel, kept for lot-edge classification) with its assessor facts. */
export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    kind: text('kind', { enum: ['lot', 'right_of_way', 'water'] }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    county: text('county'),
    lot: jsonb('lot').$type<AreaGeometry>().notNull(),
    lotSizeSqFt: doublePrecision('lot_size_sqft'),
    propertyTypeName: text('property_type_name'),
    useCode: text('use_code'),
    useDescription: text('use_desc'),
    zoneCode: text('zone_code'),
    grossBuildingAreaSqFt: doublePrecision('gross_building_area_sqft'),
    grossFloorAreaSqFt: doublePrecision('gross_floor_area_sqft'),
    habitableAreaSqFt: doublePrecision('habitable_area_sqft'),
    basementAreaSqFt: doublePrecision('basement_area_sqft'),
    yearBuilt: integer('year_built'),
    style: text('style'),
    stories: real('stories'),
    units: integer('units'),
    owners: jsonb('owners').$type<string[]>().notNull().default([]),
    /** False when the source has no building footprints here: the report says buildings are unknown. */
    buildingsKnown: boolean('buildings_known').notNull().default(true),
    /** The nearest station of the state's station data and the lot's distance from it; null where the state has none on file (decision 052). */
    nearestStation: jsonb('nearest_station').$type<NearestStation>(),
    bbox: cube('bbox').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcels_jurisdiction_idx').on(t.jurisdictionId), index('parcels_bbox_gist').using('gist', t.bbox)],
);

/** A building footprint on a lot; `source` is 'survey' for public data and 'user' for drawn ones. */
export const buildings = pgTable(
  'buildings',
  {
    id: text('id').primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['main', 'outbuilding'] }).notNull(),
    label: text('label'),
    source: text('source', { enum: ['survey', 'user'] }).notNull(),
    footprint: jsonb('footprint').$type<Polygon>().notNull(),
    footprintSqFt: doublePrecision('footprint_sqft').notNull(),
    heightFt: doublePrecision('height_ft'),
  },
  (t) => [index('buildings_parcel_idx').on(t.parcelId)],
);

/** A street of a city, the unit of address search (small next to the addresses). */
export const streets = pgTable(
  'streets',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** normalizeAddressText(name): 'maple street'. */
    nameNorm: text('name_norm').notNull(),
    city: text('city').notNull(),
    /** normalizeAddressText(city + state + zip): 'maple hollow ma 01999'. */
    placeNorm: text('place_norm').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    index('streets_name_prefix_idx').on(t.nameNorm.op('text_pattern_ops')),
    // On an expression, so that equality lookups on name_norm keep the btree index: PostgreSQL
    // would otherwise answer `name_norm = ANY(...)` from this much slower trigram index.
    index('streets_name_trgm_idx').using('gin', sql`lower(${t.nameNorm}) gin_trgm_ops`),
  ],
);

/** An address point; its id is the `place_id` of address search. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    streetId: text('street_id')
      .notNull()
      .references(() => streets.id, { onDelete: 'cascade' }),
    streetNumber: text('street_number').notNull(),
    /** The numeric value of the (first) house number: 307 of '307', '307A' and '307-1/2'; 8 of the range '8-10'. */
    numberFrom: integer('number_from').notNull(),
    /**
     * The last number of a range address ('8 10 California Av' gives 10), whose numbers between
     * on the same side of the street (the same parity) are the lot's too; null for one number.
     */
    numberTo: integer('number_to'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * The source gave no point for the address: `lat`/`lng` are a point inside its lot, good for the
     * map and search, but no evidence of which lot line faces the address's street (decision 062).
     */
    pointInferred: boolean('point_inferred').notNull().default(false),
  },
  (t) => [
    uniqueIndex('addresses_street_number_idx').on(t.streetId, t.streetNumber),
    index('addresses_street_value_idx').on(t.streetId, t.numberFrom),
    index('addresses_parcel_idx').on(t.parcelId),
  ],
);

/** A zoning district polygon of one zoning map (a town may keep a former map, e.g. before a reform). */
export const zoningDistricts = pgTable(
  'zoning_districts',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    zoningMap: text('zoning_map').notNull(),
    zoneCode: text('zone_code').notNull(),
    name: text('name'),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('zoning_districts_jurisdiction_idx').on(t.jurisdictionId, t.zoningMap)],
);

/** The zone of a lot on each zoning map, joined at import time. */
export const parcelZoning = pgTable(
  'parcel_zoning',
  {
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    zoningMap: text('zoning_map').notNull(),
    zoneCode: text('zone_code').notNull(),
    /** Share of the lot's area inside the district, 0..1. */
    coverage: real('coverage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.zoningMap] })],
);

/**
 * A station of a state's transit data (commuter rail, rapid transit), a point: the state ADU law
 * may waive parking near one (c.40A §3, decision 052). Replaced as a whole per state by
 * `npm run import -- ma-transit <dir>`.
 */
export const transitStations = pgTable(
  'transit_stations',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<StationKind>().notNull(),
    /** The lines or branches the source names ('GREEN', 'FRANKLIN LINE'). */
    lines: text('lines'),
    /** The source file and publisher, for the report's citation. */
    source: text('source').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
  },
  (t) => [index('transit_stations_state_idx').on(t.state)],
);

/** A map layer behind a special consideration (spec 2: WETLANDS, FEMA, HISTORICAL_PRESERVATION...). */
export const mapLayers = pgTable(
  'map_layers',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    layerId: text('layer_id').notNull(),
    group: text('group', { enum: ['ENVIRONMENTAL', 'REGULATORY'] }).notNull(),
    name: text('name').notNull(),
    sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
    /** The same sources named as people read them: publisher and document ('FEMA National Flood Hazard Layer'), never a host name. */
    sources: jsonb('sources').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** Lots within this distance of a feature are flagged (e.g. 100 ft of a wetland); 0 means touching only. */
    bufferFt: doublePrecision('buffer_ft').notNull().default(0),
  },
  (t) => [index('map_layers_jurisdiction_idx').on(t.jurisdictionId)],
);

/** One feature of a map layer, with the status a lot touching it gets. */
export const mapLayerFeatures = pgTable(
  'map_layer_features',
  {
    id: text('id').primaryKey(),
    mapLayerId: text('map_layer_id')
      .notNull()
      .references(() => mapLayers.id, { onDelete: 'cascade' }),
    name: text('name'),
    status: text('status', { enum: ['RED', 'YELLOW'] }).notNull(),
    badgeText: text('badge_text'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('map_layer_features_layer_idx').on(t.mapLayerId), index('map_layer_features_bbox_gist').using('gist', t.bbox)],
);

/** A lot touching, or within the layer's buffer of, a map-layer feature (computed at import). */
export const parcelLayerHits = pgTable(
  'parcel_layer_hits',
  {
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    featureId: text('feature_id')
      .notNull()
      .references(() => mapLayerFeatures.id, { onDelete: 'cascade' }),
    mapLayerId: text('map_layer_id').notNull(),
    distanceFt: doublePrecision('distance_ft').notNull(),
    status: text('status', { enum: ['RED', 'YELLOW'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.featureId] })],
);

/**
 * A piece of a street layer, evidence for lot-line classification: a pavement polygon or a street
 * centre line, named when the source names it. Large features are stored cut into tiles
 * (`server/src/import/street-tiles.ts`), so the box of a piece meets only the lots near it;
 * `source_id` names the source feature its pieces came from.
 */
export const streetFeatures = pgTable(
  'street_features',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    /** `name`: where the base map writes a street's name (server/src/import/street-names.ts), not evidence of a lot line. */
    kind: text('kind', { enum: ['pavement', 'centreline', 'name'] }).notNull(),
    name: text('name'),
    /** Polygon or MultiPolygon for pavement, LineString or MultiLineString for a centre line, a short LineString down the street for a name. */
    geometry: jsonb('geometry').$type<AreaGeometry | LineGeometry>().notNull(),
    bbox: cube('bbox').notNull(),
  },
  (t) => [index('street_features_jurisdiction_idx').on(t.jurisdictionId), index('street_features_bbox_gist').using('gist', t.bbox)],
);

/** SQL for a cube bounding box from [minLng, minLat, maxLng, maxLat]. */
export function cubeFromBBox([minLng, minLat, maxLng, maxLat]: readonly [number, number, number, number]): string {
  return `(${minLng}, ${minLat}),(${maxLng}, ${maxLat})`;
}

/** SQL condition: the cube column contains the point. */
export const cubeContainsPoint = (column: unknown, lng: number, lat: number) => sql`${column} @> cube(array[${lng}, ${lat}]::float8[])`;

/**
 * A user's own corrections of one property: facts (gross floor area, property type, zone),
 * setbacks and lot-edge kinds, and their map work (own floor plans, added buildings, layouts per
 * page, the corrected lot, map notes). The report re-evaluates with them for that user only.
 * Kept without a foreign key so a re-import of the parcels does not lose them.
 */
export const propertyOverrides = pgTable(
  'property_overrides',
  {
    userId: text('user_id').notNull(),
    parcelId: text('parcel_id').notNull(),
    facts: jsonb('facts').$type<Record<string, string | number>>().notNull().default({}),
    sizeLimits: jsonb('size_limits').$type<{ bound: 'LOWER'; value: number; subject: string }[]>().notNull().default([]),
    edgeKinds: jsonb('edge_kinds').$type<{ index: number; kind: string }[]>().notNull().default([]),
    floorPlans: jsonb('floor_plans').$type<UserFloorPlan[]>().notNull().default([]),
    /** The features of the user's buildings (`buildings_geojson` of the overrides). */
    userBuildings: jsonb('user_buildings').$type<UserBuilding[]>().notNull().default([]),
    layouts: jsonb('layouts').$type<Partial<Record<LayoutPage, LayoutUnit[]>>>().notNull().default({}),
    playground: jsonb('playground').$type<LayoutUnit[]>().notNull().default([]),
    /** Whether the survey's buildings are cleared from the playground. */
    playgroundCleared: boolean('playground_cleared').notNull().default(false),
    /** The user's correction of the lot lines; null keeps the parcel's. */
    lot: jsonb('lot').$type<Polygon>(),
    /** The features of the user's map notes. */
    annotations: jsonb('annotations').$type<MapNote[]>().notNull().default([]),
    /**
     * The organization whose embed the overrides were made through, with a widget token (decision
     * 027, issue 28), or '' for Lotline's own pages: each keeps its own, and a widget token reads
     * and writes only its organization's.
     */
    embedOrganizationId: text('embed_organization_id').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.parcelId, t.embedOrganizationId] })],
);

/** An organization that white-labels and embeds the widget (spec 2: Organization). */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  landUrl: text('land_url'),
  domain: text('domain'),
  /** Feature flags with dotted keys; a false parent disables its children. */
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  /** Service-area city ids. */
  cityIds: jsonb('city_ids').$type<number[]>().notNull().default([]),
  /** White-label settings (main_cta, logo_url, colours, map_style, pdf...). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Origins allowed to frame the hosted widget and to receive its messages. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  /** Gallery image URLs: interior and exterior. */
  images: jsonb('images').$type<{ int: string[]; ext: string[] }>().notNull().default({ int: [], ext: [] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The plan, which sets how many full reports a month its visitors may open (plan_allowances). */
  plan: text('plan', { enum: ORG_PLANS }).notNull().default('free'),
  /** The month (YYYY-MM, UTC) whose used-up allowance the owners were last told of. */
  allowanceNoticeMonth: text('allowance_notice_month'),
});

/** Full reports a month each organization plan unlocks for visitors; the operator changes them (`npm run admin set-plan-allowance`). */
export const planAllowances = pgTable('plan_allowances', {
  plan: text('plan', { enum: ORG_PLANS }).primaryKey(),
  monthlyReports: integer('monthly_reports').notNull(),
});

/**
 * The full reports an organization opened for its visitors (issue 29, decision 050): one row per
 * month, visitor and property, each counted against the plan's allowance of that month.
 */
export const reportUnlocks = pgTable(
  'report_unlocks',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** YYYY-MM, UTC. */
    month: text('month').notNull(),
    visitorId: text('visitor_id').notNull(),
    propertyId: text('property_id').notNull(),
    /** Why: every visitor sees the full report (`full`), or this one sent the lead form (`lead`). */
    via: text('via', { enum: ['full', 'lead'] }).notNull(),
    leadId: text('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.visitorId, t.propertyId] })],
);

/**
 * A user's photo or video of one property (spec 2: 'Photos and videos'). The files live in the
 * media store under `blob_key` (a folder of `original.<ext>`, and for photos `medium.webp` and
 * `thumb.webp`); `bytes`, `width` and `height` are the served original's. Kept without a foreign
 * key, like the overrides, so a re-import of the parcels does not lose them.
 */
export const propertyMedia = pgTable(
  'property_media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    parcelId: text('parcel_id').notNull(),
    category: text('category').notNull(),
    caption: text('caption'),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    blobKey: text('blob_key').notNull(),
    /** The organization whose embed uploaded it with a widget token (issue 28), or null: uploaded on Lotline's own pages. */
    embedOrganizationId: text('embed_organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_media_user_parcel_idx').on(t.userId, t.parcelId)],
);

// Accounts (decision 014). `users`, `sessions`, `accounts` and `verifications` are the tables of
// better-auth (its field names are the property names here); the package columns and the address
// list are ours.

/** A person with an account: their names, and the package that sets their address quota. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** 'First Last', as better-auth requires a name. */
  name: text('name').notNull(),
  /** Lower case (normalised at sign-up and sign-in). */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  package: text('package', { enum: PACKAGES }).notNull().default('free'),
  /** The number of addresses the user may open; null takes the package's (spec 9: Free 3, Pro 80 a month). */
  reportsQuota: integer('reports_quota'),
  packageUpdatedAt: timestamp('package_updated_at', { withTimezone: true }),
  /** The end of the account's 30-day Pro trial (decision 051); null until it starts one, which it may once. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** When the e-mail that the trial is ending was queued. */
  trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
  onboarded: boolean('onboarded').notNull().default(false),
  /** The sign-up reason (spec 3 'Onboarding enumerations'), or the text typed for 'Other'. */
  role: text('role'),
  /** What the onboarding dialog submitted (spec 3: onboarding_data), kept as sent. */
  onboardingData: jsonb('onboarding_data').$type<Record<string, unknown>>(),
  /** The organization the user belongs to (one at most) and their role in it. */
  organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  organizationRole: text('organization_role', { enum: ORG_ROLES }),
  /** When the user joined their organization. */
  joinedOrganizationAt: timestamp('joined_organization_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('users_organization_idx').on(t.organizationId)]);

/** A signed-in device: `token` is the bearer token it sends (better-auth keeps it as is). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Widget tokens (decision 027): what the sign-in popup hands an embedding page after the person
 * agreed, scoped to the widget's work for one organization's visitors on one origin. The token is
 * kept as its SHA-256, like session tokens. `user_id` has no foreign key: development users have no
 * account row; an account's tokens go with its sessions on sign-out-everywhere.
 */
export const widgetTokens = pgTable(
  'widget_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    userKind: text('user_kind', { enum: ['account', 'dev'] }).notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('widget_tokens_user_idx').on(t.userId)],
);

/** How a user signs in: for e-mail and password, provider 'credential' with the argon2id hash in `password`. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** Single-use secrets such as password-reset tokens; `identifier` holds the token's SHA-256, never the token. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * The addresses a user has opened (spec 2: previously searched addresses do not count again), and
 * the sidebar history (spec 2: 'Sidebar history'): the label and signed street-data params of the
 * address last opened on the property, so the widget can reopen its report. Rows recorded before
 * migration 0008 have neither until the property is opened again.
 * No foreign keys: development-token users have no `users` row, and a re-import keeps the list.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    userId: text('user_id').notNull(),
    propertyId: text('property_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    label: text('label'),
    params: jsonb('params').$type<StreetDataParams>(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('user_addresses_user_first_seen_idx').on(t.userId, t.firstSeenAt),
    index('user_addresses_user_last_seen_idx').on(t.userId, t.lastSeenAt),
  ],
);

/**
 * The addresses a user opened through one organization's embed, with its widget token (issue 28):
 * the history that embed shows, and the properties it counts as opened. The quota still counts
 * `user_addresses`, where every opening is recorded too.
 */
export const embedAddresses = pgTable(
  'embed_addresses',
  {
    userId: text('user_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    label: text('label'),
    params: jsonb('params').$type<StreetDataParams>(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId, t.propertyId] }),
    index('embed_addresses_user_org_last_seen_idx').on(t.userId, t.organizationId, t.lastSeenAt),
  ],
);

/** Fixed-window counters of the rate limits, kept in the database so they hold across servers. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The rule and what it counts, e.g. 'sign-in:email:ada@example.com'. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * E-mails waiting to be sent, and sent ones; the sender claims due rows and retries with backoff.
 * `body` holds the text and HTML sealed with a key derived from LOTLINE_SECRET (mail/sealed-body.ts),
 * since reset and invite e-mails carry links that work; it is emptied once the message is
 * delivered or given up, and a row without a body is never sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the next try after a failure, or the end of a sender's claim. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_due_idx').on(t.sendAfter).where(sql`${t.sentAt} IS NULL`)],
);

// Organizations' members, service areas, leads and analytics (issue 7).

/** A pending or used invite to an organization; the link's token is kept only as its SHA-256. */
export const organizationInvites = pgTable(
  'organization_invites',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    organizationRole: text('organization_role', { enum: ORG_ROLES }).notNull(),
    senderUserId: text('sender_user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id'),
  },
  (t) => [index('organization_invites_org_idx').on(t.organizationId, t.createdAt)],
);

/** A city or town an organization can pick as its service area (spec 3: City). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Two-letter postal code. */
    state: text('state').notNull(),
    county: text('county').notNull(),
  },
  (t) => [uniqueIndex('cities_state_county_name_idx').on(t.state, t.county, t.name)],
);

/** A lead (the contact modal) or a help request (the need-help modal) sent to an organization. */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lead', 'help'] }).notNull(),
    /** The signed-in sender, if any. */
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email'),
    /** The submitted body as validated. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The page origin the lead came from (the Origin header), if any. */
    sourceOrigin: text('source_origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The queue of webhook deliveries: one row per lead for an organization with a CRM webhook,
 * written in the lead's transaction. A worker claims due rows (FOR UPDATE SKIP LOCKED, so each
 * runs once across servers), posts them, and retries with backoff until `failed_at`.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    leadId: text('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    url: text('url').notNull(),
    /** Not before this time: the next try, or the end of a worker's claim. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the last try failed: no more tries. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('lead_deliveries_due_idx').on(t.sendAfter).where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

/** An analytics event (spec 7: 'Analytics events'). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    organizationId: text('organization_id'),
    userId: text('user_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_org_created_idx').on(t.organizationId, t.createdAt), index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);

// Generated PDFs (issue 9): the file lives in the PDF blob store under `<id>.pdf`; the row says
// whose it is, its download name, and when the link stops working (LOTLINE_PDF_TTL_DAYS).
export const pdfReports = pgTable(
  'pdf_reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    filename: text('filename').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pdf_reports_expires_at_idx').on(t.expiresAt)],
);

/** A PostgreSQL `bytea` value, read and written as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Uploaded media and generated PDFs when LOTLINE_FILE_STORE=database (the default on PostgreSQL):
// the blobs of `MediaStore` by store ('media' or 'pdf') and key, so servers keep no files.
export const fileBlobs = pgTable(
  'file_blobs',
  {
    store: text('store', { enum: ['media', 'pdf'] }).notNull(),
    key: text('key').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.store, t.key] })],
);
