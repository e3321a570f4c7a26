// The route a request matched, as a label for access logs and metrics: Hono's registered pattern
// (`/api/properties/:id`), never the URL, so the set of labels is as small as the set of routes
// (issue 10: bounded metric cardinality). Requests no route answered are all `unmatched`.
import type { Context } from 'hono';
import { routePath } from 'hono/route';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set when no route answered the request (the not-found handlers). */
    unmatched: true;
  }
}

/** The label of requests that no route answered. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Marks the request as answered by no route; the app's not-found handlers call it. */
export function markUnmatched(c: Context): void {
  c.set('unmatched', true);
}

/**
 * The pattern of the route that answered, read after `next()` in a middleware: by then Hono's
 * route index points at the last handler that ran (a middleware that answered itself, such as
 * serveStatic under `/static/*`, counts as that route).
 */
export function routeLabel(c: Context): string {
  if (c.get('unmatched')) return UNMATCHED_ROUTE;
  return routePath(c) || UNMATCHED_ROUTE;
}
