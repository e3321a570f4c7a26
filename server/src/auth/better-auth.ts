// The authentication library (decision 014): better-auth over our Drizzle database, e-mail and
// password accounts with argon2id hashes, and its bearer plugin, so clients send
// `Authorization: Bearer <session token>` instead of cookies, which third-party embeds cannot
// keep. Its HTTP handler is not mounted: our routes (auth.route.ts) call its API on the
// server and keep our payloads, messages and rate limits.
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Db } from '../db/database';
import { accounts, sessions, users, verifications } from '../db/schema';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/api';
import { hashPassword, verifyPassword } from './password-hash';
import { hashedSessionTokens } from './session-token-hash';

/** How long a session lasts without use; each day of use extends it again. */
export const SESSION_DAYS = 30;
/** How long a password-reset link works, in seconds. */
export const RESET_TOKEN_SECONDS = 3_600;

/** What the library needs from the app. */
export interface BetterAuthConfig {
  db: Db;
  /** The server secret; the library gets its own key derived from it. */
  secret: string;
  /** Where the server is reached; the library's own links are unused, but it wants an origin. */
  baseUrl: string;
  /** Queues the e-mail with the reset link for `user`; `token` goes into our link. */
  sendPasswordReset(user: { email: string; firstName: string }, token: string): Promise<void>;
}

/** A key for the library alone, so its signatures never collide with ours. */
function libraryKey(secret: string): string {
  return createHmac('sha256', secret).update('lotline-better-auth').digest('base64url');
}

/** The configured better-auth instance. */
export function createBetterAuth(config: BetterAuthConfig) {
  return betterAuth({
    appName: 'Lotline',
    baseURL: config.baseUrl,
    secret: libraryKey(config.secret),
    // Session tokens are stored as their SHA-256 (session-token-hash.ts), like reset tokens below.
    database: hashedSessionTokens(drizzleAdapter(config.db, { provider: 'pg', usePlural: true, transaction: true, schema: { users, sessions, accounts, verifications } })),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await config.sendPasswordReset({ email: user.email, firstName: (user as { firstName?: string }).firstName ?? '' }, token);
      },
    },
    user: {
      // Package, quota and onboarding columns have database defaults and are ours to change.
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
      },
    },
    session: { expiresIn: SESSION_DAYS * 86_400, updateAge: 86_400 },
    // Reset tokens are kept as their SHA-256, so a copy of the database cannot reset a password.
    verification: { storeIdentifier: 'hashed' },
    // Our own limits, per e-mail and per client, live in the database (http/rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // It logs expected outcomes (an unknown e-mail) as errors; real failures reach us as exceptions.
    logger: { disabled: true },
    plugins: [bearer()],
  });
}

/** The better-auth instance type. */
export type BetterAuth = ReturnType<typeof createBetterAuth>;
