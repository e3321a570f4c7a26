// Who is asking: the viewer a bearer token names, or nobody; every route that reads or writes
// per-user data asks through server/src/http/viewer-of-request.ts. A token is a session token of an
// account (decision 014), a widget token scoped to one organization's embed (`wgt.…`, decision 027) or,
// outside production, a development token (`dev.…`, decision 009).
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
