// Analytics events (spec 7, 'Analytics events'): stored by `POST /api/events` (or by the server
// itself for sign-up and log-in) and read by an organization's owners at `GET /api/orgs/:id/events`.
import * as v from 'valibot';
import { OrgIdSchema } from './org.schema';

/** The events Lotline records. */
export const ANALYTICS_EVENTS = [
  'sign_up',
  'log_in',
  'property_zone_selection',
  'floor_plan_click',
  'view_details',
  'pdf_upload',
  'more_searches_needed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Events the widget may send; sign-up and log-in are recorded by the server when they happen. */
export const CLIENT_EVENTS = ['property_zone_selection', 'floor_plan_click', 'view_details', 'pdf_upload', 'more_searches_needed'] as const;

const PropertyValue = v.union([v.pipe(v.string(), v.maxLength(500, 'Event values must be at most 500 characters.')), v.number(), v.boolean(), v.null()], 'Event values must be text, numbers, true, false or null');

/** `POST /api/events`. */
export const AnalyticsEventBodySchema = v.object({
  name: v.picklist(CLIENT_EVENTS, `Event name must be one of ${CLIENT_EVENTS.join(', ')}`),
  organization_id: v.optional(v.nullable(OrgIdSchema), null),
  properties: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/, 'Event property names are lower-case snake_case, at most 40 characters')), PropertyValue),
      v.check((record) => Object.keys(record).length <= 20, 'At most 20 event properties.'),
    ),
    {},
  ),
});
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBodySchema>;

/** `GET /api/orgs/:id/events?name=&days=`. */
export const AnalyticsQuerySchema = v.object({
  name: v.optional(v.picklist(ANALYTICS_EVENTS, `name must be one of ${ANALYTICS_EVENTS.join(', ')}`)),
  days: v.optional(
    v.pipe(v.string('days must be a number'), v.transform(Number), v.number('days must be a number'), v.integer('days must be a whole number'), v.minValue(1, 'days must be 1 to 366'), v.maxValue(366, 'days must be 1 to 366')),
    '30',
  ),
});

export const AnalyticsEventSchema = v.object({
  id: v.string(),
  name: v.picklist(ANALYTICS_EVENTS),
  user_id: v.nullable(v.string()),
  properties: v.record(v.string(), v.unknown()),
  created_at: v.string(),
});

/** Counts per event name over the period, and the latest 100 events (newest first). */
export const AnalyticsSummarySchema = v.object({
  days: v.number(),
  counts: v.record(v.string(), v.number()),
  events: v.array(AnalyticsEventSchema),
});
export type AnalyticsSummary = v.InferOutput<typeof AnalyticsSummarySchema>;

/** `POST /api/events` answers an empty object once the event is recorded. */
export const EventRecordedSchema = v.strictObject({});
