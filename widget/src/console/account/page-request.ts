// What the sign-in page's address asks for: the form to open (`/sign-in?mode=`, or
// `/reset-password?token=`) and `returnTo`, the origin of the site that opened it and the only
// place its token is ever posted to. That origin is https (or http on localhost for development)
// and canonical, as embedding origins are (core/api/org.schema.ts), and it is either the page's
// own origin (the vendor's site) or the one the server approved as an organization's embedding
// origin (the element's `return-to`); anything else means "post to no one".
import * as v from 'valibot';
import { OriginSchema } from '../../../../core/api';

/** `value` when it is a canonical http(s) origin, else null. */
export function readReturnTo(value: string | null | undefined): string | null {
  return typeof value === 'string' && v.is(OriginSchema, value) ? value : null;
}

/** The forms of the sign-in page. */
export type AccountView = 'sign-in' | 'sign-up' | 'reset-request' | 'reset-confirm';

/** One request of the sign-in page. */
export interface AccountPageRequest {
  view: AccountView;
  /** Where the token goes, or null: then it is kept for the vendor's own site. */
  returnTo: string | null;
  /** The reset token of `/reset-password?token=`, or null. */
  resetToken: string | null;
}

/** Where a token may go besides nowhere. */
export interface ReturnToRules {
  /** The sign-in page's own origin (`location.origin`). */
  ownOrigin: string;
  /** The origin the server approved (the element's `return-to`), if any. */
  approved: string | null | undefined;
}

/**
 * Reads a sign-in page address: `/reset-password` confirms a reset, `?mode=sign-up` signs up,
 * anything else signs in; `returnTo` counts when it is the approved one, or, when no embedding
 * organization is asked for (`org`), the page's own origin. An embed's request the server did not
 * approve goes nowhere, not even to Lotline's own origin: the page there may be framed in a site
 * the person was never asked about (issue 28).
 */
export function readAccountPage(pathname: string, search: string, rules: ReturnToRules): AccountPageRequest {
  const query = new URLSearchParams(search);
  const isReset = /\/reset-password\/?$/.test(pathname);
  const asked = readReturnTo(query.get('returnTo'));
  return {
    view: isReset ? 'reset-confirm' : query.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
    returnTo: asked !== null && (asked === readReturnTo(rules.approved) || (asked === rules.ownOrigin && !query.has('org'))) ? asked : null,
    resetToken: isReset ? query.get('token') || null : null,
  };
}
