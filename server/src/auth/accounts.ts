// Accounts: sign-up, sign-in, sign-out and password reset through better-auth, answered in our
// shapes and messages (core/api/auth.schema.ts), and the user a session token belongs to.
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { AccountUser, AuthSession, SignInBody, SignUpBody } from '../../../core/api';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { passwordResetEmail } from '../mail/password-reset-email';
import { createBetterAuth, RESET_TOKEN_SECONDS, type BetterAuth } from './better-auth';
import { effectivePackage } from './effective-package';

/** Who is asking, as far as a session records it. */
export interface ClientInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Why an account operation did not happen: the routes answer each in our words (auth.route.ts). */
export const AccountFailure = {
  /** Sign-up with an e-mail an account already has. */
  EmailTaken: 'email_taken',
  /** Sign-up with an e-mail the library finds malformed. */
  EmailInvalid: 'email_invalid',
  /** Sign-in with an unknown e-mail or a wrong password, alike. */
  BadCredentials: 'bad_credentials',
  /** A password reset whose link is spent or expired. */
  ResetTokenInvalid: 'reset_token_invalid',
} as const;
export type AccountFailure = (typeof AccountFailure)[keyof typeof AccountFailure];

/** A session opened, or why not. */
export type SessionResult<F extends AccountFailure> = { ok: true; session: AuthSession } | { ok: false; reason: F };

/** The account operations the routes use. */
export interface Accounts {
  /** Creates the account and its first session, unless the e-mail is taken or malformed. */
  signUp(body: SignUpBody, client: ClientInfo): Promise<SessionResult<typeof AccountFailure.EmailTaken | typeof AccountFailure.EmailInvalid>>;
  /** A new session; one failure for an unknown e-mail and a wrong password alike. */
  signIn(body: SignInBody, client: ClientInfo): Promise<SessionResult<typeof AccountFailure.BadCredentials>>;
  /** Ends the session of `token`. */
  signOut(token: string): Promise<void>;
  /** Ends every session of the user. */
  signOutEverywhere(userId: string): Promise<void>;
  /** Queues an e-mail with a single-use reset link when an account has this e-mail; silent otherwise. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the new password, revokes every session of the user and opens a new one, unless the link is spent or expired. */
  confirmPasswordReset(token: string, password: string, client: ClientInfo): Promise<SessionResult<typeof AccountFailure.ResetTokenInvalid>>;
  /** The user id of a live session token, or null. */
  userIdOfSession(token: string): Promise<string | null>;
  /** The user with this id, or undefined. */
  findUser(userId: string): Promise<AccountUser | undefined>;
}

/** What accounts need. */
export interface AccountsConfig {
  db: Db;
  secret: string;
  /** The origin of the links in e-mails (LOTLINE_PUBLIC_URL), read when a link is made. */
  publicUrl: () => string;
}

/** The user as the API shows it. */
function toAccountUser(row: typeof users.$inferSelect): AccountUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name: row.name,
    package: effectivePackage(row, new Date()),
    onboarded: row.onboarded,
    role: row.role,
    organization_id: row.organizationId,
    organization_role: row.organizationId ? row.organizationRole : null,
    created_at: row.createdAt.toISOString(),
  };
}

const errorCode = (error: unknown): string | undefined => (error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined);

function clientHeaders(client: ClientInfo, token?: string): Headers {
  const headers = new Headers();
  if (client.userAgent) headers.set('user-agent', client.userAgent.slice(0, 400));
  // better-auth reads the client's address from this header; the value is the one we determined.
  if (client.ip) headers.set('x-forwarded-for', client.ip);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** Accounts over `config.db`; the library is set up on first use, so building an app costs nothing. */
export function createAccounts(config: AccountsConfig): Accounts {
  const { db } = config;
  let instance: BetterAuth | undefined;
  const auth = (): BetterAuth =>
    (instance ??= createBetterAuth({
      db,
      secret: config.secret,
      baseUrl: config.publicUrl(),
      async sendPasswordReset(user, token) {
        const link = `${config.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, config.secret, passwordResetEmail({ to: user.email, firstName: user.firstName, link, validMinutes: RESET_TOKEN_SECONDS / 60 }));
      },
    }));

  async function findUser(userId: string): Promise<AccountUser | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row && toAccountUser(row);
  }

  async function sessionOf(token: string | null, userId: string): Promise<AuthSession> {
    const user = await findUser(userId);
    if (!token || !user) throw new Error(`No session was opened for user ${userId}`);
    return { token, user };
  }

  return {
    async signUp(body, client) {
      const emailTaken = { ok: false, reason: AccountFailure.EmailTaken } as const;
      try {
        const result = await auth().api.signUpEmail({
          body: { email: body.email, password: body.password, name: `${body.first_name} ${body.last_name}`, firstName: body.first_name, lastName: body.last_name },
          headers: clientHeaders(client),
        });
        return { ok: true, session: await sessionOf(result.token, result.user.id) };
      } catch (error) {
        const code = errorCode(error);
        if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') return emailTaken;
        // Two sign-ups of one e-mail at once: the unique index stops the second.
        if (code === 'FAILED_TO_CREATE_USER' && (await db.select({ id: users.id }).from(users).where(eq(users.email, body.email))).length > 0) return emailTaken;
        if (code === 'INVALID_EMAIL') return { ok: false, reason: AccountFailure.EmailInvalid };
        throw error;
      }
    },

    async signIn(body, client) {
      try {
        const result = await auth().api.signInEmail({ body: { email: body.email, password: body.password }, headers: clientHeaders(client) });
        return { ok: true, session: await sessionOf(result.token, result.user.id) };
      } catch (error) {
        const code = errorCode(error);
        // The library hashes the password when the e-mail is unknown, so both answers take as long.
        if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL') return { ok: false, reason: AccountFailure.BadCredentials };
        throw error;
      }
    },

    async signOut(token) {
      await auth().api.signOut({ headers: clientHeaders({}, token) });
    },

    async signOutEverywhere(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async requestPasswordReset(email) {
      try {
        await auth().api.requestPasswordReset({ body: { email } });
      } catch (error) {
        // An address the library finds malformed cannot have an account: the same silence.
        if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
      }
    },

    async confirmPasswordReset(token, password, client) {
      const context = await auth().$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      const invalid = { ok: false, reason: AccountFailure.ResetTokenInvalid } as const;
      if (!verification) return invalid;
      try {
        await auth().api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (errorCode(error) === 'INVALID_TOKEN' || errorCode(error) === 'USER_NOT_FOUND') return invalid;
        throw error;
      }
      const session = await context.internalAdapter.createSession(verification.value, false, {
        ipAddress: client.ip ?? '',
        userAgent: client.userAgent?.slice(0, 400) ?? '',
      });
      return { ok: true, session: await sessionOf(session.token, verification.value) };
    },

    async userIdOfSession(token) {
      const session = await auth().api.getSession({ headers: clientHeaders({}, token) });
      return session?.user.id ?? null;
    },

    findUser,
  };
}
