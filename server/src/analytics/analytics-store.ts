// Analytics events (spec 7, 'Analytics events'): recorded from the widget through `POST /api/events`
// and by the server for sign-up and log-in, and summed up per organization for its owners.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { ANALYTICS_EVENTS, type AnalyticsEventName, type AnalyticsSummary, OrgIdSchema } from '../../../core/api';
import type { Db } from '../db/database';
import { analyticsEvents } from '../db/schema';
import { findOrganization } from '../orgs/org-store';

/** An event to record. */
export interface NewAnalyticsEvent {
  name: AnalyticsEventName;
  organizationId: string | null;
  userId: string | null;
  properties?: Record<string, unknown>;
  createdAt: Date;
}

/** The most events a summary lists. */
export const SUMMARY_EVENTS = 100;

/** Records the event and answers its id. */
export async function storeEvent(db: Db, event: NewAnalyticsEvent): Promise<string> {
  const id = randomUUID();
  await db.insert(analyticsEvents).values({
    id,
    name: event.name,
    organizationId: event.organizationId,
    userId: event.userId,
    properties: event.properties ?? {},
    createdAt: event.createdAt,
  });
  return id;
}

/** `text` when it is the id of an existing organization, else null (for optional, unchecked input such as a query parameter). */
export async function existingOrgId(db: Db, text: string | undefined): Promise<string | null> {
  if (text === undefined || !v.is(OrgIdSchema, text)) return null;
  return (await findOrganization(db, text))?.id ?? null;
}

/**
 * The organization's events of the last `days` days before `now` (one name, or all): the count of
 * each name (every name listed, zero included) and the latest {@link SUMMARY_EVENTS}, newest first.
 */
export async function readEventSummary(
  db: Db,
  organizationId: string,
  query: { name?: AnalyticsEventName | undefined; days: number; now: Date },
): Promise<AnalyticsSummary> {
  const since = new Date(query.now.getTime() - query.days * 86_400_000);
  const conditions: SQL[] = [eq(analyticsEvents.organizationId, organizationId), gte(analyticsEvents.createdAt, since)];
  if (query.name) conditions.push(eq(analyticsEvents.name, query.name));
  const where = and(...conditions);
  const totals = await db.select({ name: analyticsEvents.name, count: count() }).from(analyticsEvents).where(where).groupBy(analyticsEvents.name);
  const latest = await db.select().from(analyticsEvents).where(where).orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id)).limit(SUMMARY_EVENTS);
  const counts: Record<string, number> = Object.fromEntries((query.name ? [query.name] : ANALYTICS_EVENTS).map((name) => [name, 0]));
  for (const total of totals) counts[total.name] = Number(total.count);
  return {
    days: query.days,
    counts,
    events: latest.map((event) => ({
      id: event.id,
      name: event.name as AnalyticsEventName,
      user_id: event.userId,
      properties: event.properties,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
