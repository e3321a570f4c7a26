// The viewer of a request: its bearer token turned into a viewer by the authenticator
// (server/src/auth/current-user.ts), once per request; a malformed or bad token is a 401.
import type { Context } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import type { Authenticator, Viewer } from '../auth/current-user';
import { ApiError } from './api-error';

/** The request's bearer token, or null without an Authorization header; a header of another form is a 401. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  if (!match) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
  return match[1]!;
}

/** The viewer of a request's token, looked up once per request (the scope guard and the route both ask). */
const resolved = new WeakMap<Request, Promise<Viewer | null>>();

/** The viewer of the request's bearer token (null for a bad one), or undefined without a token; a malformed header is a 401. */
export function viewerOfRequest(c: Context, auth: Authenticator): Promise<Viewer | null> | undefined {
  const token = bearerToken(c);
  if (token === null) return undefined;
  let viewer = resolved.get(c.req.raw);
  if (!viewer) {
    viewer = auth.viewerOf(token);
    resolved.set(c.req.raw, viewer);
  }
  return viewer;
}

/** The viewer of the request's bearer token, or null when absent. A malformed, forged, expired or revoked token is a 401. */
export async function currentViewer(c: Context, auth: Authenticator): Promise<Viewer | null> {
  const pending = viewerOfRequest(c, auth);
  if (pending === undefined) return null;
  const viewer = await pending;
  if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
  return viewer;
}

/** The user id of the request's bearer token, or null when absent (a bad token is a 401). */
export async function currentUserId(c: Context, auth: Authenticator): Promise<string | null> {
  return (await currentViewer(c, auth))?.id ?? null;
}

/** The signed-in viewer, or a 401 with `message`. */
export async function requireViewer(c: Context, auth: Authenticator, message = 'Sign in to change this property.'): Promise<Viewer> {
  const viewer = await currentViewer(c, auth);
  if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, message);
  return viewer;
}

/** The signed-in user's id, or a 401 asking to sign in. */
export async function requireUserId(c: Context, auth: Authenticator, message?: string): Promise<string> {
  return (await requireViewer(c, auth, message)).id;
}
