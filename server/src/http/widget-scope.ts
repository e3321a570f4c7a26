// Decision 027 at the door of the API. A widget token reaches what the widget does for its
// organization's visitors, from its own origin, and never account or organization administration
// (the operations marked `admin`). The API answers CORS only to an origin the organization
// a request is for allows (the widget token's organization, else `?org=` or the organization in
// the path), never on administration, and never for a full session, which belongs to Lotline's
// own pages.
import type { Context, MiddlewareHandler } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import { viewerOfRequest, type Authenticator, type Viewer } from '../auth/current-user';
import type { ApiRoute } from '../openapi/api-route';
import { ApiError } from './api-error';

/** The 403 of a widget token on administration. */
export const WIDGET_SCOPE_MESSAGE = 'This sign-in was given to an embedded widget; manage your account and organization on Lotline itself.';
/** The 403 of a widget token sent from another origin than the one it was given to. */
export const WIDGET_ORIGIN_MESSAGE = 'This sign-in belongs to another site; sign in again here.';

/** Whether a method and path name an administration operation among `routes`. */
export function adminMatcher(routes: readonly ApiRoute[]): (method: string, path: string) => boolean {
  const admin = routes
    .filter((route) => route.admin)
    .map((route) => ({ method: route.method.toUpperCase(), path: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`) }));
  return (method, path) => admin.some((route) => route.method === method.toUpperCase() && route.path.test(path));
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
      if (options.isAdmin(c.req.method, c.req.path)) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_SCOPE_MESSAGE);
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== viewer.widget.origin) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_ORIGIN_MESSAGE);
    }
    await next();
  };
}

/** The organization a request is for, as far as the request itself says: `?org=`, else `/api/orgs/:id/…`. */
function namedOrganization(c: Context): string | undefined {
  return c.req.query('org') || /^\/api\/orgs\/([^/]+)\//.exec(c.req.path)?.[1] || undefined;
}

/** The CORS origin callback: `origin` when the organization the request is for allows it, else none. */
export function corsOriginOf(options: {
  auth: Authenticator;
  isAdmin: (method: string, path: string) => boolean;
  isEmbedOrigin: (origin: string, organizationId?: string) => Promise<boolean>;
}): (origin: string, c: Context) => Promise<string | null> {
  return async (origin, c) => {
    const method = c.req.method === 'OPTIONS' ? (c.req.header('access-control-request-method') ?? 'GET') : c.req.method;
    if (options.isAdmin(method, c.req.path)) return null;
    const viewer = await viewerOrNull(c, options.auth);
    // A full session was made on Lotline's own pages and is answered there only.
    if (viewer && !viewer.widget) return null;
    const organizationId = viewer?.widget?.organizationId ?? namedOrganization(c);
    if (!organizationId) return null;
    return (await options.isEmbedOrigin(origin, organizationId).catch(() => false)) ? origin : null;
  };
}
