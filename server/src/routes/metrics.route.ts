// GET /metrics in the Prometheus text format (issue 10, Observability). Metrics name the routes
// and their load, which is nobody else's business: they are answered to a scraper on the same
// machine (a loopback address, and no forwarding header, so a reverse proxy on the same machine
// does not make every visitor local) and, when LOTLINE_METRICS_TOKEN is set, to a scraper that
// sends it as a bearer token; every other request is refused (decision 021).
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import type { Metrics } from '../http/metrics';

/** Options of `metricsRoutes`. */
export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** The bearer token that lets a scraper elsewhere read the metrics (LOTLINE_METRICS_TOKEN); none by default. */
  token?: string | undefined;
  /** Whether the client's address comes from X-Forwarded-For (LOTLINE_TRUST_PROXY). */
  trustProxy?: boolean | undefined;
}

/** Whether `ip` is a loopback address (IPv4 127/8, IPv6 ::1, or IPv4 127/8 mapped into IPv6). */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics for loopback scrapers and, with a token configured, for those that present it. */
export function metricsRoutes(options: MetricsRoutesOptions): Hono {
  const expected = options.token ? digest(options.token) : undefined;
  const hasToken = (c: Context) => {
    const match = /^Bearer\s+(\S{1,512})$/i.exec(c.req.header('authorization') ?? '');
    // Equal-length digests, compared in constant time.
    return Boolean(expected && match && timingSafeEqual(digest(match[1]!), expected));
  };
  const isLocal = (c: Context) => {
    // Behind a proxy the operator did not declare, the socket's address is the proxy's.
    const forwarded = !options.trustProxy && (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined);
    return !forwarded && isLoopbackAddress(clientIp(c, { trustProxy: options.trustProxy ?? false }));
  };
  return new Hono().get('/metrics', (c) => {
    if (!hasToken(c) && !isLocal(c)) {
      if (expected) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new ApiError(401, ApiErrorCode.Unauthorized, 'Metrics need the bearer token of LOTLINE_METRICS_TOKEN.');
      }
      throw new ApiError(403, ApiErrorCode.Forbidden, 'Metrics are served to this machine only; set LOTLINE_METRICS_TOKEN to scrape them from elsewhere.');
    }
    return c.body(options.metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
  });
}
