// Accounts (decision 014) and what is kept per user: sessions, widget tokens, sign-in methods,
// address lists, a user's corrections of a property, the rate-limit counters and the e-mail outbox.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LayoutUnit, MapNote, UserBuilding, UserFloorPlan, StreetDataParams } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { ORG_ROLES, PACKAGES } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { organizations } from './schema-organizations';

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
