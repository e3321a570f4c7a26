// Decision 027 at the door of the API. A widget token reaches what the widget does for its
// organization's visitors, from its own origin, and never account or organization administration
// (the operations marked `admin`, whatever the method asks of them: HEAD and OPTIONS read as GET,
// a preflight as the method it asks for). The API answers CORS only to an origin the organization
// a request is for allows (the widget token's organization, else the organization in the path,
// else `?org=`), never on administration, and never for a full session, which belongs to
// Lotline's own pages; where it answers none, a preflight gets no CORS header at all.
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ApiErrorCode } from '../../../core/api';
import type { Authenticator, Viewer } from '../auth/current-user';
import { viewerOfRequest } from './viewer-of-request';
import type { ApiRoute } from './api-route';
import { ApiError } from './api-error';

/** The 403 of a widget token on administration. */
export const WIDGET_SCOPE_MESSAGE = 'This sign-in was given to an embedded widget; manage your account and organization on Lotline itself.';
/** The 403 of a widget token sent from another origin than the one it was given to. */
export const WIDGET_ORIGIN_MESSAGE = 'This sign-in belongs to another site; sign in again here.';

/**
 * Whether a method and path name an administration operation among `routes`. HEAD is GET without
 * its body (RFC 9110 section 9.3.2), so it is administration wherever GET is.
 */
export function adminMatcher(routes: readonly ApiRoute[]): (method: string, path: string) => boolean {
  const admin = routes
    .filter((route) => route.admin)
    .map((route) => ({ method: route.method.toUpperCase(), path: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`) }));
  return (method, path) => {
    const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return admin.some((route) => route.method === asked && route.path.test(path));
  };
}

/** The method a request asks the operation for: a preflight's Access-Control-Request-Method, else GET for OPTIONS; otherwise its own. */
function askedMethod(c: Context): string {
  return c.req.method === 'OPTIONS' ? (c.req.header('access-control-request-method') ?? 'GET') : c.req.method;
}

/** The viewer of the request's token, or null without one (or with one that is not valid: the route says so). */
async function viewerOrNull(c: Context, auth: Authenticator): Promise<Viewer | null> {
  try {
    return (await viewerOfRequest(c, auth)) ?? null;
  } catch {
    return null;
  }
}

/** Refuses a widget token on administration and from an origin it was not given to. */
export function widgetScope(options: { auth: Authenticator; isAdmin: (method: string, path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    const viewer = await viewerOrNull(c, options.auth);
    if (viewer?.widget) {
      if (options.isAdmin(askedMethod(c), c.req.path)) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_SCOPE_MESSAGE);
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== viewer.widget.origin) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_ORIGIN_MESSAGE);
    }
    await next();
  };
}

/**
 * The organization a request is for, as far as the request itself says: the one in
 * `/api/orgs/:id/…`, else `?org=` (what the embedded widget adds to every request). A `?org=`
 * that names another organization than the path does names none: it cannot widen CORS to the
 * origins of an organization the request is not for (issue 28).
 */
function namedOrganization(c: Context): string | undefined {
  const inPath = /^\/api\/orgs\/([^/]+)\//.exec(c.req.path)?.[1] || undefined;
  const inQuery = c.req.query('org') || undefined;
  if (inPath !== undefined && inQuery !== undefined && inQuery !== inPath) return undefined;
  return inPath ?? inQuery;
}

/** The CORS origin callback: `origin` when the organization the request is for allows it, else none. */
export function corsOriginOf(options: {
  auth: Authenticator;
  isAdmin: (method: string, path: string) => boolean;
  isEmbedOrigin: (origin: string, organizationId?: string) => Promise<boolean>;
}): (origin: string, c: Context) => Promise<string | null> {
  return async (origin, c) => {
    if (options.isAdmin(askedMethod(c), c.req.path)) return null;
    const viewer = await viewerOrNull(c, options.auth);
    // A full session was made on Lotline's own pages and is answered there only.
    if (viewer && !viewer.widget) return null;
    const organizationId = viewer?.widget?.organizationId ?? namedOrganization(c);
    if (!organizationId) return null;
    return (await options.isEmbedOrigin(origin, organizationId).catch(() => false)) ? origin : null;
  };
}

/** What the API's CORS answers besides the origin. */
export interface ApiCorsOptions {
  /** Whether and to which origin the API answers CORS for a request (corsOriginOf). */
  originOf: (origin: string, c: Context) => Promise<string | null>;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * CORS for the API: Hono's `cors` for a request whose origin `originOf` allows; otherwise no CORS
 * header at all, so a preflight of administration or of another organization's origin gets
 * neither an allowed origin nor allowed methods and headers (a bare 204).
 */
export function apiCors(options: ApiCorsOptions): MiddlewareHandler {
  const { originOf, ...rest } = options;
  // Called only once `originOf` allowed the request's origin.
  const allowed = cors({ ...rest, origin: (origin) => origin });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && (await originOf(origin, c))) return allowed(c, next);
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Vary: 'Origin' });
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
