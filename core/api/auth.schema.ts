// Accounts: the bodies and answers of /api/auth/* and /api/me (decision 014). Messages follow
// spec 5's shared e-mail rule and the brief of issue 7; the widget shows them as they are.
import * as v from 'valibot';
import { EmailSchema } from './contact.schema';
import { ORG_ROLES } from './members.schema';
import { normalizeOrigin } from './origin';
import { AddressQuotaSchema, PACKAGES } from './quota.schema';

/** Messages of the account endpoints, word for word. */
export const AuthMessage = {
  EmailTaken: 'An account with this email already exists. Sign in or reset your password.',
  BadCredentials: 'Email or password is incorrect.',
  ResetRequested: 'If an account uses this email, a link to reset its password is on its way.',
  ResetTokenInvalid: 'This reset link is not valid or has expired; ask for a new one.',
  SignInRequired: 'Sign in to see your account.',
} as const;

/** The smallest and largest password, in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest first or last name, in characters. */
export const NAME_MAX_LENGTH = 80;

// Kept with the other shared field rules; members.schema.ts imports it from there, so that it and
// this module (which needs its roles) do not import each other.
export { EmailSchema };

/** A new password: 8 to 128 characters, kept exactly as typed (no trimming); an empty one is too short. */
export const NewPasswordSchema = v.pipe(
  v.string('Password must be a string'),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
);

const Name = (label: string) =>
  v.pipe(
    v.string(`${label} must be a string`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters.`),
  );

/** `POST /api/auth/sign-up`. */
export const SignUpBodySchema = v.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  first_name: Name('First Name'),
  last_name: Name('Last Name'),
});
export type SignUpBody = v.InferOutput<typeof SignUpBodySchema>;

/** `POST /api/auth/sign-in`: any password up to the longest allowed (a wrong one is a 401, not a 400). */
export const SignInBodySchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password must be a string'),
    v.nonEmpty('Password is required.'),
    v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  ),
});
export type SignInBody = v.InferOutput<typeof SignInBodySchema>;

/** `POST /api/auth/password-reset`. */
export const PasswordResetBodySchema = v.object({ email: EmailSchema });

/** `POST /api/auth/password-reset/confirm`: the token of the e-mailed link and the new password. */
export const PasswordResetConfirmBodySchema = v.object({
  token: v.pipe(v.string('Token must be a string'), v.trim(), v.nonEmpty('Token is required.'), v.maxLength(200, AuthMessage.ResetTokenInvalid)),
  password: NewPasswordSchema,
});

/** A signed-in user as the API shows them (spec 3: User). */
export const AccountUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** 'First Last'. */
  name: v.string(),
  package: v.picklist(PACKAGES),
  onboarded: v.boolean(),
  /** The sign-up reason given at onboarding (or the text typed for 'Other'); null before. */
  role: v.nullable(v.string()),
  /** The user's organization and their role in it; null for users without one. */
  organization_id: v.nullable(v.string()),
  organization_role: v.nullable(v.picklist(ORG_ROLES)),
  /** ISO 8601. */
  created_at: v.string(),
});
export type AccountUser = v.InferOutput<typeof AccountUserSchema>;

/** The answer of sign-up, sign-in and a confirmed password reset: a bearer token and its user. */
export const AuthSessionSchema = v.object({ token: v.string(), user: AccountUserSchema });
export type AuthSession = v.InferOutput<typeof AuthSessionSchema>;

/** An account's Pro trial (decision 051): whether it may start one, whether one runs, and when it ends or ended. */
export const TrialStateSchema = v.object({ available: v.boolean(), active: v.boolean(), ends_at: v.nullable(v.string()) });
export type TrialState = v.InferOutput<typeof TrialStateSchema>;

/**
 * `GET /api/me`: the user, their address quota, their trial, and whether the server has a billing
 * portal for them (`GET /api/billing/portal` answers 404 otherwise, so the widget asks only when true).
 */
export const MeSchema = v.object({ user: AccountUserSchema, quota: AddressQuotaSchema, trial: TrialStateSchema, billing_portal: v.boolean() });
export type Me = v.InferOutput<typeof MeSchema>;

/** What a change of the account answers (profile, onboarding, joining an organization): the user as they are now. */
export const AccountUserAnswerSchema = v.object({ user: AccountUserSchema });
export type AccountUserAnswer = v.InferOutput<typeof AccountUserAnswerSchema>;

/**
 * `POST /api/auth/widget-token` (decision 027): after the person agreed in the sign-in popup, a
 * token for the widget embedded for `organization_id` on `origin` (one of its allowed embedding
 * origins, or Lotline's own for the framed widget).
 */
export const WidgetTokenRequestSchema = v.object({
  organization_id: v.pipe(v.string('organization_id must be a string'), v.trim(), v.nonEmpty('organization_id is required'), v.maxLength(80)),
  origin: v.pipe(v.string('origin must be a string'), v.maxLength(300), v.check((text) => normalizeOrigin(text) === text, 'origin must be https://host[:port] or http://localhost[:port] without a path')),
});
export type WidgetTokenRequest = v.InferOutput<typeof WidgetTokenRequestSchema>;

/** `POST /api/auth/widget-token` answer. */
export const WidgetTokenSchema = v.object({
  token: v.string(),
  expires_at: v.pipe(v.string(), v.isoTimestamp()),
  organization: v.object({ id: v.string(), name: v.string() }),
  origin: v.string(),
});
export type WidgetToken = v.InferOutput<typeof WidgetTokenSchema>;

/** `POST /api/auth/password-reset` answers this whether or not the account exists. */
export const PasswordResetAcceptedSchema = v.object({ message: v.literal(AuthMessage.ResetRequested) });

/** The query of sign-up and sign-in: `?org=` names the organization whose widget the person came from (its analytics event). */
export const AuthQuerySchema = v.object({ org: v.optional(v.string()) });

/** `GET /api/billing/portal`: where the user manages their subscription. */
export const BillingPortalSchema = v.object({ url: v.string() });
