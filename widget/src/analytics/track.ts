// Analytics events of the widget (spec 7, 'Analytics events'): a view-details click, a floor
// plan click, a property zone selection and a visitor who needs more searches, sent to
// `POST /api/events` with the organization the widget runs for. Sending never blocks or fails
// what the user is doing: a failure is logged and forgotten.
import { recordEvent, type AnalyticsEventBody } from '../../../core/api';
import { send, type ApiClient } from '../api/client';

type EventProperties = NonNullable<AnalyticsEventBody['properties']>;

/** The body of one event: its name, the organization (or none) and the properties with the time it happened. */
export function eventBody(name: AnalyticsEventBody['name'], organizationId: string | null | undefined, properties: EventProperties, at: Date): AnalyticsEventBody {
  return { name, organization_id: organizationId ?? null, properties: { ...properties, timestamp: at.toISOString() } };
}

/** Sends the event in the background. */
export function trackEvent(api: Pick<ApiClient, 'call'>, name: AnalyticsEventBody['name'], organizationId: string | null | undefined, properties: EventProperties = {}): void {
  send(api, recordEvent, { body: eventBody(name, organizationId, properties, new Date()) }).catch((error: unknown) => {
    console.warn(`Analytics event ${name} was not recorded`, error);
  });
}
