// Rate limits per client on the routes a flood would hurt most (issue 10): address search, link
// previews, the playground's analysis and PDFs, each counted per client address and per bearer
// token, answered 429 with Retry-After past either. Search, previews and the analysis count in
// memory (a database write per keystroke would cost more than the search); PDFs, the most
// expensive answer, count in the database so every server shares the count (decision 023).
// Sign-in, sign-up and password resets keep their own limits per e-mail and address, as do leads,
// invites and analytics events (operation-limits.ts). Each limited operation declares its limit by
// name on its descriptor (`rateLimit: 'search'`), and the binder runs it first.
import type { Context, MiddlewareHandler } from 'hono';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api';
import type { Db } from '../db/database';
import { clientIp } from './client-ip';
import { bearerKey, createDatabaseRateLimitStore, createMemoryRateLimitStore, rateLimit, type RateLimitStore } from './rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How many requests one client address and one token may make per window. */
export interface ClientLimit {
  perIp: number;
  perToken: number;
  windowMs: number;
}

/** The limited operations and where they count. */
const LIMITED_ROUTES = {
  search: { store: 'memory' },
  unfurl: { store: 'memory' },
  analysis: { store: 'memory' },
  evaluate: { store: 'memory' },
  placement: { store: 'memory' },
  pdf: { store: 'database' },
} as const;
export type LimitedRoute = keyof typeof LIMITED_ROUTES;

/**
 * The default limits. Search is typed address by address (a request per pause in typing), so a
 * person stays far below 240 a minute; an office behind one address shares 600. A report asks
 * for a dozen link previews with up to three tries each. PDFs take a tenth of a second of the
 * server each.
 */
export const DEFAULT_CLIENT_LIMITS: Record<LimitedRoute, ClientLimit> = {
  search: { perIp: 600, perToken: 240, windowMs: MINUTE_MS },
  unfurl: { perIp: 180, perToken: 120, windowMs: MINUTE_MS },
  analysis: { perIp: 120, perToken: 60, windowMs: MINUTE_MS },
  // A what-if follows each change of a field; placement each drop and drag end of a unit.
  evaluate: { perIp: 240, perToken: 120, windowMs: MINUTE_MS },
  placement: { perIp: 600, perToken: 240, windowMs: MINUTE_MS },
  pdf: { perIp: 120, perToken: 60, windowMs: HOUR_MS },
};

const limitedAnswer = (c: Context, retryAfterSeconds: number) =>
  c.json(
    { error: { code: ApiErrorCode.RateLimited, message: `Too many requests; try again in ${retryAfterSeconds} s.` } } satisfies ApiErrorBody,
    429,
  );

/** What a per-client limit reads: the database (for the shared counts), the proxy setting and the app's own limits. */
export interface ClientLimitDeps {
  database: { db: Db };
  trustProxy?: boolean | undefined;
  clientLimits?: Partial<Record<LimitedRoute, ClientLimit>> | undefined;
}

/**
 * The per-client limit of operation `name`, as middleware its binding runs first (`use`), made
 * once per app: counted per client address and per bearer token, in memory or in the database.
 */
export function clientLimit(name: LimitedRoute): (deps: ClientLimitDeps) => MiddlewareHandler {
  return (deps) => {
    const limit = deps.clientLimits?.[name] ?? DEFAULT_CLIENT_LIMITS[name];
    const store: RateLimitStore = LIMITED_ROUTES[name].store === 'memory' ? createMemoryRateLimitStore() : createDatabaseRateLimitStore(deps.database.db);
    return rateLimit({
      store,
      onLimited: limitedAnswer,
      readsBody: false,
      rules: [
        { name: `${name}:ip`, limit: limit.perIp, windowMs: limit.windowMs, key: (c) => clientIp(c, { trustProxy: deps.trustProxy ?? false }) },
        { name: `${name}:token`, limit: limit.perToken, windowMs: limit.windowMs, key: (c) => bearerKey(c) },
      ],
    });
  };
}
