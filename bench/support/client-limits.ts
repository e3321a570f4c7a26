// Benchmarks send thousands of requests as one client in a minute: the per-client rate limits
// (server/src/http/client-limits.ts) are raised out of their way, so the figures measure the routes.
import { DEFAULT_CLIENT_LIMITS, type ClientLimit, type LimitedRoute } from '../../server/src/http/client-limits';

/** Limits no benchmark reaches, for `createApp({ clientLimits })`. */
export const BENCH_CLIENT_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_CLIENT_LIMITS).map(([name, limit]) => [name, { ...limit, perIp: 1e9, perToken: 1e9 }]),
) as Record<LimitedRoute, ClientLimit>;
