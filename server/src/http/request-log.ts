// Access logs (issue 10, Observability): each request gets a child logger that carries its request
// id (Hono's requestId middleware takes a valid incoming X-Request-Id or makes one), so every line
// a route logs names the request, and one line when the answer is ready. The line has the route
// pattern, never the URL: paths and query strings carry the addresses people look up and
// tokens (`/reset-password?token=`, `/join?token=`). Only a request no route answered logs its
// path, still without the query, so probes for missing files can be told apart.
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { consoleLogger } from '../log/logger';
import { routeLabel, UNMATCHED_ROUTE } from './route-label';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's logger: the app's, bound to the request id. */
    log: Logger;
  }
}

/** Options of `requestLog`. */
export interface RequestLogOptions {
  logger: Logger;
  /**
   * Route patterns whose lines are written at debug rather than info: probes and scrapes that
   * come every few seconds and would drown everything else (default: none).
   */
  quietRoutes?: readonly string[];
}

/** The longest path an unmatched request's line keeps. */
const MAX_LOGGED_PATH = 200;

/** Binds a logger to each request and writes one access line per request when its answer is ready. */
export function requestLog(options: RequestLogOptions): MiddlewareHandler {
  const { logger } = options;
  const quiet = new Set(options.quietRoutes ?? []);
  return async function requestLog(c, next) {
    const startedMs = performance.now();
    const requestId = c.get('requestId') as string | undefined;
    const log = requestId ? logger.child({ req_id: requestId }) : logger;
    c.set('log', log);
    await next();
    const route = routeLabel(c);
    const line = {
      method: c.req.method,
      route,
      ...(route === UNMATCHED_ROUTE ? { path: c.req.path.slice(0, MAX_LOGGED_PATH) } : {}),
      status: c.res.status,
      // Until the answer's head is ready: a streamed body (a file, a PDF) may take longer to send.
      duration_ms: Math.round((performance.now() - startedMs) * 10) / 10,
    };
    if (quiet.has(route)) log.debug(line, 'request completed');
    else log.info(line, 'request completed');
  };
}

/** The request's logger, or the console logger where no `requestLog` runs (a route tested on its own). */
export function requestLogger(c: Context): Logger {
  return c.get('log') ?? consoleLogger;
}
