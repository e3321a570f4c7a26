// Organizations (spec 2): their settings, plan allowances and visitors' report unlocks, members'
// invites, service areas, leads with their webhook deliveries, and analytics events (issue 7).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORG_PLANS, ORG_ROLES } from '../../../core/api';

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
