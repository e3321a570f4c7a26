// Rate limits as a named middleware factory (like Hono's bodyLimit): each rule counts requests
// per key (an e-mail, a client address, a bearer token) in fixed windows, kept in the database
// (the limits hold across servers and restarts) or, for busy routes where a write per request
// would cost more than the route, in the server's memory (decision 023). Over any rule's limit
// the request is answered 429 with Retry-After and never reaches the route.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api';
import { queryRows, type Db } from '../db/database';
import { wellFormed } from './input-guards';

/** One limit: at most `limit` requests per `windowMs` for each key. */
export interface RateLimitRule {
  /** Names the counter, e.g. 'auth:email'; rules of the same name share counts across routes. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the rule counts for this request; undefined skips the rule. `body` is the JSON body when it parsed, else undefined. */
  key(c: Context, body: unknown): string | undefined;
}

/** Counts a hit of `key` and answers the count in the current window and the seconds until it ends. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; retryAfterSeconds: number }>;
}

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  store: RateLimitStore;
  rules: readonly RateLimitRule[];
  /** The answer over the limit; by default a JSON 429 'Too many attempts; try again later.' */
  onLimited?: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;
  /** Whether rules read the JSON body (a copy of it is parsed for them); default true. */
  readsBody?: boolean;
}

// Rules keyed on the body read a copy of it; bodies of the limited routes are a few fields.
const BODY_PEEK_BYTES = 16 * 1024;

async function peekJson(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return undefined;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > BODY_PEEK_BYTES) return undefined;
  try {
    const text = await c.req.raw.clone().text();
    return text.length > BODY_PEEK_BYTES ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const defaultOnLimited = (c: Context) =>
  c.json({ error: { code: ApiErrorCode.RateLimited, message: 'Too many attempts; try again later.' } } satisfies ApiErrorBody, 429);

/** Middleware that counts the request against every rule and answers 429 when one is over its limit. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const onLimited = options.onLimited ?? defaultOnLimited;
  return async function rateLimitMiddleware(c, next) {
    const body = options.readsBody === false ? undefined : await peekJson(c);
    let retryAfterSeconds = 0;
    for (const rule of options.rules) {
      const key = rule.key(c, body);
      if (key === undefined) continue;
      const { count, retryAfterSeconds: wait } = await options.store.hit(`${rule.name}:${key}`, rule.windowMs);
      if (count > rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
    }
    if (retryAfterSeconds > 0) {
      c.header('Retry-After', String(retryAfterSeconds));
      return onLimited(c, retryAfterSeconds);
    }
    await next();
  };
}

// Expired windows are deleted now and then, so the table holds only live counters.
const SWEEP_EVERY_HITS = 500;

/** A store in the `rate_limits` table: one atomic upsert per hit, timed by the database's clock. */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let hits = 0;
  return {
    async hit(rawKey, windowMs) {
      // Keys come from the request (an e-mail of the body, read before its schema): PostgreSQL text
      // cannot hold NUL, and PGlite cannot encode some lone surrogates (input-guards.ts).
      const key = wellFormed(rawKey).replaceAll('\\', '\\\\').replaceAll('\u0000', '\\0');
      if (++hits % SWEEP_EVERY_HITS === 0) await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
      const [row] = await queryRows<{ count: number; retry_after_s: number }>(
        db,
        sql`
        INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after_s`,
      );
      if (!row) throw new Error(`The rate limit of ${key} was not counted`);
      return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after_s) };
    },
  };
}

/**
 * A store in this process's memory: fixed windows in a map, swept as they expire. Each server
 * counts alone, so N servers allow up to N times the limit; it suits busy routes whose limits
 * only need to stop floods. At most `maxKeys` windows are kept (the oldest go first).
 */
export function createMemoryRateLimitStore(options: { now?: () => number; maxKeys?: number } = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at >= nextSweep || windows.size >= maxKeys) {
        sweep(at);
        nextSweep = at + 60_000;
        // Still full: the oldest windows give way (a map iterates in insertion order).
        for (const oldest of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(oldest);
        }
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
  };
}

/** A short digest of the request's bearer token, for rules per token (the token itself is never kept), or undefined without one. */
export function bearerKey(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  return createHash('sha256').update(header.trim()).digest('hex').slice(0, 32);
}

/** The e-mail of a JSON body, trimmed and in lower case, for rules keyed on it. */
export function bodyEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim().length > 0 && email.length <= 320 ? email.trim().toLowerCase() : undefined;
}
