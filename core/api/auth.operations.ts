// The operations of accounts (decision 014): sign-up, sign-in, sign-out and password reset, each
// answering a bearer token (embeds in other sites' pages cannot keep cookies), and the widget
// token of an embed (decision 027).
import type {
  AuthQuerySchema,
  AuthSessionSchema,
  PasswordResetAcceptedSchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  WidgetTokenRequestSchema,
  WidgetTokenSchema,
} from './auth.schema';
import { defineOperation, schemaTypes, type NoContent } from './operation';

/** `POST /api/auth/sign-up`: creates an account and its first session. */
export const signUp = defineOperation({
  id: 'signUp',
  method: 'post',
  path: '/api/auth/sign-up',
  auth: 'none',
  status: 201,
  errors: [409],
  rateLimit: 'signIn',
  schemas: schemaTypes<{ query: typeof AuthQuerySchema; body: typeof SignUpBodySchema; answer: typeof AuthSessionSchema }>(),
});

/** `POST /api/auth/sign-in`: opens a session with e-mail and password (a wrong one is a 401 `bad_credentials`). */
export const signIn = defineOperation({
  id: 'signIn',
  method: 'post',
  path: '/api/auth/sign-in',
  auth: 'none',
  status: 200,
  errors: [401],
  rateLimit: 'signIn',
  schemas: schemaTypes<{ query: typeof AuthQuerySchema; body: typeof SignInBodySchema; answer: typeof AuthSessionSchema }>(),
});

/** `POST /api/auth/sign-out`: ends the bearer token's session. */
export const signOut = defineOperation({
  id: 'signOut',
  method: 'post',
  path: '/api/auth/sign-out',
  auth: 'bearer',
  status: 204,
  errors: [],
  schemas: schemaTypes<{ answer: NoContent }>(),
});

/** `POST /api/auth/sign-out-everywhere`: ends every session and widget token of the account. */
export const signOutEverywhere = defineOperation({
  id: 'signOutEverywhere',
  method: 'post',
  path: '/api/auth/sign-out-everywhere',
  auth: 'bearer',
  admin: true,
  status: 204,
  errors: [],
  schemas: schemaTypes<{ answer: NoContent }>(),
});

/** `POST /api/auth/widget-token`: a token for the widget embedded for an organization on one of its sites. */
export const issueWidgetToken = defineOperation({
  id: 'issueWidgetToken',
  method: 'post',
  path: '/api/auth/widget-token',
  auth: 'bearer',
  admin: true,
  status: 201,
  errors: [403, 404],
  schemas: schemaTypes<{ body: typeof WidgetTokenRequestSchema; answer: typeof WidgetTokenSchema }>(),
});

/** `POST /api/auth/password-reset`: e-mails a reset link (the same answer whether or not an account uses the e-mail). */
export const requestPasswordReset = defineOperation({
  id: 'requestPasswordReset',
  method: 'post',
  path: '/api/auth/password-reset',
  auth: 'none',
  status: 202,
  errors: [],
  rateLimit: 'passwordReset',
  schemas: schemaTypes<{ body: typeof PasswordResetBodySchema; answer: typeof PasswordResetAcceptedSchema }>(),
});

/** `POST /api/auth/password-reset/confirm`: sets a new password with a reset link's token, and signs in. */
export const confirmPasswordReset = defineOperation({
  id: 'confirmPasswordReset',
  method: 'post',
  path: '/api/auth/password-reset/confirm',
  auth: 'none',
  status: 200,
  errors: [],
  schemas: schemaTypes<{ body: typeof PasswordResetConfirmBodySchema; answer: typeof AuthSessionSchema }>(),
});
