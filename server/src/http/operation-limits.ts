// The rate limits operations declare by name (`rateLimit` of core/api/operation.ts), each with its
// rules: what it counts per (a client address, a bearer token, an e-mail of the body, an
// organization of the path), how many in what window, and where it counts (decision 023). The
// binder mounts an operation's limit itself (bind-operation.ts), so no route can forget it.
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ApiErrorCode, OrgIdSchema, VisitorIdSchema, type ApiErrorBody, type RateLimitName } from '../../../core/api';
import type { Db } from '../db/database';
import { clientIp } from './client-ip';
import { clientLimit, type ClientLimit, type LimitedRoute } from './client-limits';
import { bodyEmail, createDatabaseRateLimitStore, rateLimit, type RateLimitRule } from './rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Submissions per client address and organization per hour (leads and help requests together). */
export const SUBMISSIONS_PER_HOUR = 20;
/** Invites an organization may send per hour. */
export const INVITES_PER_HOUR = 30;
/** Unlocks a visitor may ask for an hour (each new property spends the organization's allowance). */
export const UNLOCKS_PER_VISITOR_HOUR = 30;
/** Unlocks one client address may ask for an hour, whatever visitor ids it sends. */
export const UNLOCKS_PER_CLIENT_HOUR = 60;
/** Unlocks an organization answers an hour in all. */
export const UNLOCKS_PER_ORGANIZATION_HOUR = 600;
/** Events per client address per 15 minutes. */
export const EVENTS_PER_15_MINUTES = 300;

/** What the limits read: the database they count in, the proxy setting and the app's own per-client limits. */
export interface OperationLimitDeps {
  database: { db: Db };
  trustProxy?: boolean | undefined;
  clientLimits?: Partial<Record<LimitedRoute, ClientLimit>> | undefined;
}

/** The organization id of the path, when it is one. */
function pathOrg(c: Context): string | undefined {
  const orgId = c.req.param('id');
  return v.is(OrgIdSchema, orgId) ? orgId : undefined;
}

/** Rules counted in the database, answered with the default 429 or `message`. */
function counted(deps: OperationLimitDeps, rules: RateLimitRule[], message?: string): MiddlewareHandler {
  return rateLimit({
    store: createDatabaseRateLimitStore(deps.database.db),
    rules,
    ...(message ? { onLimited: (c: Context) => c.json({ error: { code: ApiErrorCode.RateLimited, message } } satisfies ApiErrorBody, 429) } : {}),
  });
}

const ipOf = (deps: OperationLimitDeps, c: Context) => clientIp(c, { trustProxy: deps.trustProxy ?? false });

/** Each named limit as middleware, made once per app from the dependencies. */
export const OPERATION_LIMITS: Readonly<Record<RateLimitName, (deps: OperationLimitDeps) => MiddlewareHandler>> = {
  search: clientLimit('search'),
  unfurl: clientLimit('unfurl'),
  analysis: clientLimit('analysis'),
  evaluate: clientLimit('evaluate'),
  placement: clientLimit('placement'),
  pdf: clientLimit('pdf'),
  // Sign-in and sign-up share their counters: both are attempts on an account.
  signIn: (deps) =>
    counted(deps, [
      { name: 'auth:email', limit: 10, windowMs: 15 * MINUTE_MS, key: (_c, body) => bodyEmail(body) },
      { name: 'auth:ip', limit: 30, windowMs: 15 * MINUTE_MS, key: (c) => ipOf(deps, c) },
    ]),
  passwordReset: (deps) =>
    counted(deps, [
      { name: 'reset:email', limit: 5, windowMs: 60 * MINUTE_MS, key: (_c, body) => bodyEmail(body) },
      { name: 'reset:ip', limit: 30, windowMs: 60 * MINUTE_MS, key: (c) => ipOf(deps, c) },
    ]),
  // Leads and help requests share one count per client address and organization.
  leadSubmissions: (deps) =>
    counted(deps, [
      {
        name: 'leads:ip',
        limit: SUBMISSIONS_PER_HOUR,
        windowMs: HOUR_MS,
        key: (c) => {
          const ip = ipOf(deps, c);
          const orgId = pathOrg(c);
          return ip && orgId ? `${orgId}:${ip}` : undefined;
        },
      },
    ]),
  // Counted only once the caller holds the operation's roles (the binder checks them first), so
  // nobody else can use up an organization's hour.
  invites: (deps) =>
    counted(deps, [{ name: 'invite:org', limit: INVITES_PER_HOUR, windowMs: HOUR_MS, key: (c) => c.req.param('id') }], 'Too many invites in the last hour; try again later.'),
  reportUnlocks: (deps) =>
    counted(deps, [
      {
        name: 'unlocks:visitor',
        limit: UNLOCKS_PER_VISITOR_HOUR,
        windowMs: HOUR_MS,
        key: (c, body) => {
          const visitor = (body as { visitor_id?: unknown } | undefined)?.visitor_id;
          const orgId = pathOrg(c);
          return v.is(VisitorIdSchema, visitor) && orgId ? `${orgId}:${visitor}` : undefined;
        },
      },
      {
        name: 'unlocks:ip',
        limit: UNLOCKS_PER_CLIENT_HOUR,
        windowMs: HOUR_MS,
        key: (c) => {
          const ip = ipOf(deps, c);
          const orgId = pathOrg(c);
          return ip && orgId ? `${orgId}:${ip}` : undefined;
        },
      },
      { name: 'unlocks:org', limit: UNLOCKS_PER_ORGANIZATION_HOUR, windowMs: HOUR_MS, key: (c) => pathOrg(c) },
    ]),
  analyticsEvents: (deps) => counted(deps, [{ name: 'events:ip', limit: EVENTS_PER_15_MINUTES, windowMs: 15 * MINUTE_MS, key: (c) => ipOf(deps, c) }]),
};
