// Accounts under /api/auth (decision 014): sign-up, sign-in, sign-out and password reset. Each
// answers a bearer token for `Authorization: Bearer`, since embeds in third-party pages cannot
// keep cookies. Sign-up, sign-in and reset requests are rate limited per e-mail and per client.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  AuthMessage,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  WidgetTokenRequestSchema,
  type WidgetToken,
  ApiErrorCode,
} from '../../../core/api';
import type { AnalyticsEventName } from '../../../core/api';
import { existingOrgId, recordEvent } from '../analytics/analytics-store';
import type { RouteDeps } from '../app';
import type { ClientInfo } from '../auth/accounts';
import { bearerToken, currentViewer } from '../auth/current-user';
import { issueWidgetToken, revokeWidgetToken, revokeWidgetTokensOf } from '../auth/widget-tokens';
import { organizations } from '../db/schema';
import { WIDGET_SCOPE_MESSAGE } from '../http/widget-scope';
import { createEmbedOriginCheck } from '../orgs/embed-origins';
import { ApiError, parseJson } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { requestLogger } from '../http/request-log';
import { bodyEmail, createDatabaseRateLimitStore, rateLimit, type RateLimitRule } from '../http/rate-limit';

const MINUTE_MS = 60_000;

/** Routes under /api/auth. */
export function authRoutes(deps: RouteDeps): Hono {
  const store = createDatabaseRateLimitStore(deps.database.db);
  const ipOf = (c: Context) => clientIp(c, { trustProxy: deps.trustProxy });
  const client = (c: Context): ClientInfo => ({ ip: ipOf(c), userAgent: c.req.header('user-agent') });
  // Sign-in and sign-up share their counters: both are attempts on an account.
  const attempts: RateLimitRule[] = [
    { name: 'auth:email', limit: 10, windowMs: 15 * MINUTE_MS, key: (_c, body) => bodyEmail(body) },
    { name: 'auth:ip', limit: 30, windowMs: 15 * MINUTE_MS, key: (c) => ipOf(c) },
  ];
  const resets: RateLimitRule[] = [
    { name: 'reset:email', limit: 5, windowMs: 60 * MINUTE_MS, key: (_c, body) => bodyEmail(body) },
    { name: 'reset:ip', limit: 30, windowMs: 60 * MINUTE_MS, key: (c) => ipOf(c) },
  ];
  const limitAttempts = rateLimit({ store, rules: attempts });
  const limitResets = rateLimit({ store, rules: resets });
  const isEmbedOrigin = createEmbedOriginCheck(deps.database.db);
  // Spec 7 'Analytics events': sign-up and log-in, for the organization of `?org=` when it exists.
  // The account is made either way: an event that cannot be recorded is only reported.
  const recordAuthEvent = async (c: Context, name: AnalyticsEventName, userId: string) => {
    try {
      const organizationId = await existingOrgId(deps.database.db, c.req.query('org'));
      await recordEvent(deps.database.db, { name, organizationId, userId, createdAt: deps.now() });
    } catch (error) {
      requestLogger(c).warn({ event: name, user_id: userId, reason: error instanceof Error ? error.message : String(error) }, 'An analytics event was not recorded');
    }
  };

  return new Hono()
    .post('/sign-up', limitAttempts, async (c) => {
      const body = await parseJson(c, SignUpBodySchema);
      const session = await deps.accounts.signUp(body, client(c));
      await recordAuthEvent(c, 'sign_up', session.user.id);
      return c.json(session, 201);
    })
    .post('/sign-in', limitAttempts, async (c) => {
      const body = await parseJson(c, SignInBodySchema);
      const session = await deps.accounts.signIn(body, client(c));
      await recordAuthEvent(c, 'log_in', session.user.id);
      return c.json(session, 200);
    })
    .post('/sign-out', async (c) => {
      const viewer = await currentViewer(c, deps.auth);
      if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in first; there is no session to end.');
      // A widget token ends alone; a development token cannot be revoked, it simply stops being sent.
      if (viewer.widget) await revokeWidgetToken(deps.database.db, bearerToken(c)!);
      else if (viewer.kind === 'account') await deps.accounts.signOut(bearerToken(c)!);
      return c.body(null, 204);
    })
    // A lost phone or a shared computer: every session and widget token of the account ends, this one included.
    .post('/sign-out-everywhere', async (c) => {
      const viewer = await currentViewer(c, deps.auth);
      if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in first; there is no session to end.');
      if (viewer.kind === 'account') await deps.accounts.signOutEverywhere(viewer.id);
      await revokeWidgetTokensOf(deps.database.db, viewer.id);
      return c.body(null, 204);
    })
    // Decision 027: after the person agreed in the sign-in popup, a token for the widget embedded for
    // an organization on one of its origins (or on Lotline's own, framed), made from a full session.
    .post('/widget-token', async (c) => {
      const viewer = await currentViewer(c, deps.auth);
      if (!viewer) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in first.');
      if (viewer.widget) throw new ApiError(403, ApiErrorCode.Forbidden, WIDGET_SCOPE_MESSAGE);
      const body = await parseJson(c, WidgetTokenRequestSchema);
      const [organization] = await deps.database.db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, body.organization_id))
        .limit(1);
      if (!organization) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${body.organization_id}`);
      // Lotline's own origin (the hosted page framed on the organization's site), as configured or as this request reached it.
      const own = new Set([new URL(deps.publicUrl()).origin, new URL(c.req.url).origin]);
      if (!own.has(body.origin) && !(await isEmbedOrigin(body.origin, organization.id))) {
        throw new ApiError(403, ApiErrorCode.Forbidden, `${organization.name} does not embed Lotline on ${body.origin}.`, { origin: [`${body.origin} is not one of ${organization.name}'s embedding sites`] });
      }
      const { token, expiresAt } = await issueWidgetToken(deps.database.db, viewer, { organizationId: organization.id, origin: body.origin }, deps.now());
      return c.json({ token, expires_at: expiresAt.toISOString(), organization, origin: body.origin } satisfies WidgetToken, 201);
    })
    .post('/password-reset', limitResets, async (c) => {
      const { email } = await parseJson(c, PasswordResetBodySchema);
      await deps.accounts.requestPasswordReset(email);
      // The same answer whether or not an account has this e-mail.
      return c.json({ message: AuthMessage.ResetRequested }, 202);
    })
    .post('/password-reset/confirm', async (c) => {
      const { token, password } = await parseJson(c, PasswordResetConfirmBodySchema);
      const session = await deps.accounts.confirmPasswordReset(token, password, client(c));
      // A new password ends what the old one opened: the sessions (the library's) and the widget tokens.
      await revokeWidgetTokensOf(deps.database.db, session.user.id);
      return c.json(session, 200);
    });
}
