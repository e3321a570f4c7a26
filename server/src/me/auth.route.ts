// Accounts under /api/auth (decision 014): sign-up, sign-in, sign-out and password reset. Each
// answers a bearer token for `Authorization: Bearer`, since embeds in third-party pages cannot
// keep cookies. Sign-up, sign-in and reset requests are rate limited per e-mail and per client.
import type { Context } from 'hono';
import {
  ApiErrorCode,
  AuthMessage,
  AuthQuerySchema,
  AuthSessionSchema,
  confirmPasswordReset,
  issueWidgetToken,
  PasswordResetAcceptedSchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  requestPasswordReset,
  SignInBodySchema,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  SignUpBodySchema,
  WidgetTokenRequestSchema,
  WidgetTokenSchema,
  type AnalyticsEventName,
} from '../../../core/api';
import { existingOrgId, storeEvent } from '../analytics/analytics-store';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { clientIp } from '../http/client-ip';
import { requestLogger } from '../http/request-log';
import { WIDGET_SCOPE_MESSAGE } from '../http/widget-scope';
import { findOrganization } from '../orgs/org-store';
import { AccountFailure, type ClientInfo } from '../auth/accounts';
import { bearerToken } from '../http/viewer-of-request';
import { createWidgetToken, revokeWidgetToken, revokeWidgetTokensOf } from '../auth/widget-tokens';

type AuthDeps = Pick<RouteDeps, 'auth' | 'database' | 'accounts' | 'now' | 'trustProxy' | 'publicUrl' | 'isEmbedOrigin'>;
const bind = operationBinder<AuthDeps>();

const ipOf = (deps: AuthDeps, c: Context) => clientIp(c, { trustProxy: deps.trustProxy });
const client = (deps: AuthDeps, c: Context): ClientInfo => ({ ip: ipOf(deps, c), userAgent: c.req.header('user-agent') });

/**
 * Spec 7 'Analytics events': sign-up and log-in, for the organization of `?org=` when it exists.
 * The account is made either way: an event that cannot be recorded is only reported.
 */
async function recordAuthEvent(deps: AuthDeps, c: Context, name: AnalyticsEventName, org: string | undefined, userId: string): Promise<void> {
  try {
    const organizationId = await existingOrgId(deps.database.db, org);
    await storeEvent(deps.database.db, { name, organizationId, userId, createdAt: deps.now() });
  } catch (error) {
    requestLogger(c).warn({ event: name, user_id: userId, reason: error instanceof Error ? error.message : String(error) }, 'An analytics event was not recorded');
  }
}

/**
 * Answers that carry a new session, or that an account exists, are kept by no cache (issue 28):
 * these requests have no Authorization header yet, so the app's `private, no-store` for signed-in
 * requests does not reach them. Refusals and 429s included.
 */
const noStore = () => async (c: Context, next: () => Promise<void>) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

const NO_SESSION = 'Sign in first; there is no session to end.';

/** The answer of an account operation that did not happen. */
function accountProblem(reason: AccountFailure): ApiError {
  switch (reason) {
    case AccountFailure.EmailTaken:
      return new ApiError(409, ApiErrorCode.EmailTaken, AuthMessage.EmailTaken, { email: [AuthMessage.EmailTaken] });
    case AccountFailure.EmailInvalid:
      return new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { email: ['Please verify that you are entering the correct email.'] });
    case AccountFailure.BadCredentials:
      return new ApiError(401, ApiErrorCode.BadCredentials, AuthMessage.BadCredentials);
    case AccountFailure.ResetTokenInvalid:
      return new ApiError(400, ApiErrorCode.InvalidInput, AuthMessage.ResetTokenInvalid, { token: [AuthMessage.ResetTokenInvalid] });
  }
}

/** The operations of accounts. */
export const authRoutes = [
  bind(signUp, {
    doc: {
      summary: 'Create an account and its first session',
      description: 'With `?org=`, the sign_up event is recorded for that organization when it exists.',
      tags: ['Accounts'],
      answer: 'The new session.',
    },
    query: AuthQuerySchema,
    body: SignUpBodySchema,
    answer: AuthSessionSchema,
    use: [noStore],
    async handler({ query, body, deps, c }) {
      const result = await deps.accounts.signUp(body, client(deps, c));
      if (!result.ok) throw accountProblem(result.reason);
      const { session } = result;
      await recordAuthEvent(deps, c, 'sign_up', query.org, session.user.id);
      return session;
    },
  }),
  bind(signIn, {
    doc: {
      summary: 'Open a session with e-mail and password',
      description: 'A wrong e-mail and a wrong password get the same 401 `bad_credentials`. With `?org=`, the log_in event is recorded for that organization.',
      tags: ['Accounts'],
      answer: 'The new session.',
    },
    query: AuthQuerySchema,
    body: SignInBodySchema,
    answer: AuthSessionSchema,
    use: [noStore],
    async handler({ query, body, deps, c }) {
      const result = await deps.accounts.signIn(body, client(deps, c));
      if (!result.ok) throw accountProblem(result.reason);
      const { session } = result;
      await recordAuthEvent(deps, c, 'log_in', query.org, session.user.id);
      return session;
    },
  }),
  bind(signOut, {
    doc: { summary: "End the bearer token's session", tags: ['Accounts'], answer: 'Signed out.' },
    signIn: NO_SESSION,
    async handler({ viewer, deps, c }) {
      // A widget token ends alone; a development token cannot be revoked, it simply stops being sent.
      if (viewer.widget) await revokeWidgetToken(deps.database.db, bearerToken(c)!);
      else if (viewer.kind === 'account') await deps.accounts.signOut(bearerToken(c)!);
    },
  }),
  // A lost phone or a shared computer: every session and widget token of the account ends, this one included.
  bind(signOutEverywhere, {
    doc: { summary: 'End every session of the account', description: "A development token's user has no sessions to end (204 all the same).", tags: ['Accounts'], answer: 'Every session ended.' },
    signIn: NO_SESSION,
    async handler({ viewer, deps }) {
      if (viewer.kind === 'account') await deps.accounts.signOutEverywhere(viewer.id);
      await revokeWidgetTokensOf(deps.database.db, viewer.id);
    },
  }),
  // Decision 027: after the person agreed in the sign-in popup, a token for the widget embedded for
  // an organization on one of its origins (or on Lotline's own, framed), made from a full session.
  bind(issueWidgetToken, {
    doc: {
      summary: 'A token for the widget embedded for an organization on one of its sites (decision 027)',
      description:
        "Made from a session of Lotline's own pages after the person agreed in the sign-in popup. The token reaches the widget's work for that organization's visitors, from that origin only, and no account or organization administration.",
      tags: ['Accounts'],
      answer: 'The widget token.',
    },
    signIn: 'Sign in first.',
    body: WidgetTokenRequestSchema,
    answer: WidgetTokenSchema,
    async handler({ body, viewer, deps, c }) {
      if (viewer.widget) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_SCOPE_MESSAGE);
      const row = await findOrganization(deps.database.db, body.organization_id);
      if (!row) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${body.organization_id}`);
      const organization = { id: row.id, name: row.name };
      // Lotline's own origin (the hosted page framed on the organization's site), as configured or as this request reached it.
      const own = new Set([new URL(deps.publicUrl()).origin, new URL(c.req.url).origin]);
      if (!own.has(body.origin) && !(await deps.isEmbedOrigin(body.origin, organization.id))) {
        throw new ApiError(403, ApiErrorCode.Forbidden, `${organization.name} does not embed Lotline on ${body.origin}.`, { origin: [`${body.origin} is not one of ${organization.name}'s embedding sites`] });
      }
      const { token, expiresAt } = await createWidgetToken(deps.database.db, viewer, { organizationId: organization.id, origin: body.origin }, deps.now());
      return { token, expires_at: expiresAt.toISOString(), organization, origin: body.origin };
    },
  }),
  bind(requestPasswordReset, {
    doc: { summary: 'E-mail a password-reset link', description: 'The same answer whether or not an account uses the e-mail.', tags: ['Accounts'], answer: 'The link is on its way if an account uses the e-mail.' },
    body: PasswordResetBodySchema,
    answer: PasswordResetAcceptedSchema,
    use: [noStore],
    async handler({ body, deps }) {
      await deps.accounts.requestPasswordReset(body.email);
      // The same answer whether or not an account has this e-mail.
      return { message: AuthMessage.ResetRequested };
    },
  }),
  bind(confirmPasswordReset, {
    doc: {
      summary: 'Set a new password with the token of a reset link',
      description: 'Ends every session of the user and opens a new one. A spent or expired token is a 400 on `token`.',
      tags: ['Accounts'],
      answer: 'The new session.',
    },
    body: PasswordResetConfirmBodySchema,
    answer: AuthSessionSchema,
    use: [noStore],
    async handler({ body, deps, c }) {
      const result = await deps.accounts.confirmPasswordReset(body.token, body.password, client(deps, c));
      if (!result.ok) throw accountProblem(result.reason);
      const { session } = result;
      // A new password ends what the old one opened: the sessions (the library's) and the widget tokens.
      await revokeWidgetTokensOf(deps.database.db, session.user.id);
      return session;
    },
  }),
];
