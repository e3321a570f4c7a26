// The signed-in user: `GET /api/me` answers who they are and their address quota,
// `GET /api/me/addresses?tz=` their sidebar history (server/src/quota/address-history.ts),
// `POST /api/me/onboarding` saves the onboarding dialog and `PATCH /api/me` the settings form's
// own fields (server/src/orgs/onboarding.ts).
import {
  AccountUserAnswerSchema,
  AddressHistoryQuerySchema,
  ApiErrorCode,
  AuthMessage,
  getAddressHistory,
  getMe,
  MeSchema,
  OnboardingSubmissionSchema,
  ProfileUpdateSchema,
  submitOnboarding,
  updateMe,
  type AccountUser,
  AddressHistorySchema,
  type AccountUserAnswer,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import type { Viewer } from '../auth/current-user';
import { trialOf } from '../billing/trial';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { localOriginProblems } from '../orgs/local-origins';
import { saveOnboarding, updateProfile } from '../orgs/onboarding';
import { addressHistory } from '../quota/address-history';
import { quotaOf } from '../quota/address-quota';

type MeDeps = Pick<RouteDeps, 'auth' | 'database' | 'accounts' | 'now' | 'allowLocalhostOrigins' | 'billing'>;
const bind = operationBinder<MeDeps>();

/** A development token's user, who has no account row: named after the id, Free, onboarded (no dialog), in no organization. */
function devUser(viewer: Viewer): AccountUser {
  return {
    id: viewer.id,
    email: viewer.id.includes('@') ? viewer.id.toLowerCase() : `${viewer.id.toLowerCase()}@dev.invalid`,
    first_name: viewer.id,
    last_name: '',
    name: viewer.id,
    package: 'free',
    onboarded: true,
    role: null,
    organization_id: null,
    organization_role: null,
    created_at: new Date(0).toISOString(),
  };
}

/** An e-mail address as a widget's site may see it: its first letter and its domain ('a•••@example.com'). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}\u2022\u2022\u2022${email.slice(at)}`;
}

/** The signed-in account's id; development users have no account to change: 403 with `devMessage`. */
function accountIdOf(viewer: Viewer, devMessage: string): string {
  if (viewer.kind !== 'account') throw new ApiError(403, ApiErrorCode.Forbidden, devMessage);
  return viewer.id;
}

/** The user re-read after a change. */
async function userAnswer(deps: MeDeps, userId: string): Promise<AccountUserAnswer> {
  const user = await deps.accounts.findUser(userId);
  if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
  return { user };
}

/** The operations of the signed-in user. */
export const meRoutes = [
  bind(getMe, {
    doc: { summary: 'The signed-in user and their address quota', tags: ['Me'], answer: 'The user.' },
    signIn: AuthMessage.SignInRequired,
    answer: MeSchema,
    async handler({ viewer, deps }) {
      const user = viewer.kind === 'dev' ? devUser(viewer) : await deps.accounts.findUser(viewer.id);
      // The session was valid a moment ago, but its user has just been deleted.
      if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
      // A widget token's site sees who is signed in, not their e-mail address nor their organization (decision 027).
      const shown = viewer.widget ? { ...user, email: maskEmail(user.email), organization_id: null, organization_role: null } : user;
      const trial = viewer.kind === 'dev' ? { available: false, active: false, ends_at: null } : await trialOf(deps.database.db, viewer.id, deps.now());
      // The portal is not for a widget token's site (403), nor on a server without one (404): the widget asks only when it is there.
      const billing_portal = !viewer.widget && deps.billing.portalUrl(viewer.id) !== null;
      return { user: shown, quota: await quotaOf(deps.database.db, viewer, deps.now()), trial, billing_portal };
    },
  }),
  bind(updateMe, {
    doc: { summary: "Change the user's names and role", description: 'Development users have no profile to change (403).', tags: ['Me'], answer: 'The changed user.' },
    signIn: AuthMessage.SignInRequired,
    body: ProfileUpdateSchema,
    answer: AccountUserAnswerSchema,
    async handler({ body, viewer, deps }) {
      const userId = accountIdOf(viewer, 'Development users have no profile to change.');
      await updateProfile(deps.database.db, userId, body, deps.now());
      return userAnswer(deps, userId);
    },
  }),
  bind(submitOnboarding, {
    doc: { summary: 'Save the onboarding dialog (and create the organization it names)', tags: ['Me'], answer: 'The onboarded user.' },
    signIn: AuthMessage.SignInRequired,
    body: OnboardingSubmissionSchema,
    answer: AccountUserAnswerSchema,
    async handler({ body, viewer, deps }) {
      const userId = accountIdOf(viewer, 'Development users are onboarded already.');
      // The organization's embedding sites follow the server's rule on local origins, as its settings do (orgs/local-origins.ts).
      const refused = localOriginProblems(body.organization?.allowed_origins ?? [], deps.allowLocalhostOrigins ?? true, 'organization.allowed_origins');
      if (Object.keys(refused).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', refused);
      await saveOnboarding(deps.database.db, userId, body, deps.now());
      return userAnswer(deps, userId);
    },
  }),
  bind(getAddressHistory, {
    doc: { summary: "The user's addresses grouped by recency (the sidebar history)", tags: ['Me'], answer: 'The groups, newest first.' },
    signIn: 'Sign in to see your addresses.',
    query: AddressHistoryQuerySchema,
    answer: AddressHistorySchema,
    async handler({ query, viewer, deps, c }) {
      const history = await addressHistory(deps.database.db, viewer, { timeZone: query.tz, now: deps.now() });
      // The list changes with every report opened: never from a cache.
      c.header('Cache-Control', 'private, no-store');
      return history;
    },
  }),
];
