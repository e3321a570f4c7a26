// Probes for orchestrators and load balancers (issue 10, Observability): GET /healthz says the
// process is alive without touching the database, so a slow database does not get a healthy
// process restarted; GET /readyz says whether it can serve requests now (the database answers
// `select 1` in time and is migrated), so traffic waits until it can.
import { Hono } from 'hono';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api';
import type { Database } from '../db/database';
import { checkReadiness } from '../db/readiness';
import { requestLogger } from '../http/request-log';

/** Options of `healthRoutes`. */
export interface HealthRoutesOptions {
  database: Database;
  /** How long /readyz waits for the database, in ms. Default 2000. */
  readyTimeoutMs?: number;
}

/** GET /healthz and GET /readyz; neither answer is cached. */
export function healthRoutes(options: HealthRoutesOptions): Hono {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness = await checkReadiness(options.database, { timeoutMs: options.readyTimeoutMs ?? 2_000 });
      if (readiness.ready) return c.json({ status: 'ok' });
      requestLogger(c).warn({ reason: readiness.reason, detail: readiness.detail }, 'not ready');
      return c.json({ error: { code: ApiErrorCode.Unavailable, message: `Not ready: ${readiness.reason}` } } satisfies ApiErrorBody, 503);
    });
}
