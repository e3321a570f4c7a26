// The owners' analytics view (spec 7 'Analytics events'): the periods it offers and the counts per
// event name of `GET /api/orgs/:id/events?days=`, every known event listed (0 when none happened).
import { ANALYTICS_EVENTS, operationPath, queryString, summarizeEvents, type AnalyticsSummary, type RequestOf } from '../../../../../core/api';

/** The periods offered, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The summary's query for a period. */
export function analyticsQuery(days: AnalyticsPeriod): RequestOf<typeof summarizeEvents>['query'] {
  return { days: String(days) };
}

/** The summary's path for a period: what the view sends. */
export function analyticsPath(orgId: string, days: AnalyticsPeriod): string {
  return `${operationPath(summarizeEvents, { id: orgId })}${queryString(analyticsQuery(days))}`;
}

/** Counts per event name: the known events in their order, then any other name the server counted. */
export function eventCounts(counts: AnalyticsSummary['counts']): { name: string; count: number }[] {
  const known = ANALYTICS_EVENTS.map((name) => ({ name, count: counts[name] ?? 0 }));
  const others = Object.keys(counts)
    .filter((name) => !(ANALYTICS_EVENTS as readonly string[]).includes(name))
    .sort()
    .map((name) => ({ name, count: counts[name]! }));
  return [...known, ...others];
}

/** An event's properties as short `name: value` text. */
export function describeProperties(properties: Readonly<Record<string, unknown>>): string {
  return Object.entries(properties)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}
