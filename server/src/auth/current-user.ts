// Who is asking: the user named by the request's bearer token, or nobody. Every route that
// reads or writes per-user data goes through here. A token is a session token of an account
// (decision 014), a widget token scoped to one organization's embed (`wgt.…`, decision 027) or,
// outside production, a development token (`dev.…`, decision 009).
import type { Context } from 'hono';
import { ApiErrorCode } from '../../../core/api';
import { ApiError } from '../http/api-error';
import type { Accounts } from './accounts';
import type { Db } from '../db/database';
import { verifyDevToken } from './dev-token';
import { WIDGET_TOKEN_PREFIX, widgetViewerOf } from './widget-tokens';

/** A signed-in user: an account's, or a development token's (which has no account row). */
export interface Viewer {
  id: string;
  kind: 'account' | 'dev';
  /**
   * Set for a widget token (decision 027): the organization and origin it was given to. Such a
   * viewer may do what the widget does for that organization's visitors, and nothing of account or
   * organization administration.
   */
  widget?: { organizationId: string; origin: string };
}

/**
 * The organization whose embed `viewer` acts in (its widget token's), or null on Lotline's own
 * pages. What a widget token makes is kept under it, and it sees nothing made elsewhere (issue 28).
 */
export function embedOrganizationOf(viewer: Viewer | null): string | null {
  return viewer?.widget?.organizationId ?? null;
}

/** Turns bearer tokens into viewers. */
export interface Authenticator {
  /** The viewer of `token`, or null when it is not a valid token. */
  viewerOf(token: string): Promise<Viewer | null>;
}

/** Checks development tokens with `secret` (unless `devTokens` is false), widget tokens in `db`, and everything else as session tokens. */
export function createAuthenticator(options: { secret: string; accounts: Pick<Accounts, 'userIdOfSession'>; devTokens: boolean; db: Db }): Authenticator {
  return {
    async viewerOf(token) {
      if (token.startsWith(WIDGET_TOKEN_PREFIX)) return widgetViewerOf(options.db, token);
      if (token.startsWith('dev.')) {
        const id = options.devTokens ? verifyDevToken(options.secret, token) : null;
        return id ? { id, kind: 'dev' } : null;
      }
      const id = await options.accounts.userIdOfSession(token);
      return id ? { id, kind: 'account' } : null;
    },
  };
}

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
