// The signed-in user: `GET /api/me` answers who they are and their address quota,
// `GET /api/me/addresses?tz=` their sidebar history (server/src/quota/address-history.ts),
// `POST /api/me/onboarding` saves the onboarding dialog and `PATCH /api/me` the settings form's
// own fields (server/src/orgs/onboarding.ts).
import { Hono, type Context } from 'hono';
import {
  AuthMessage,
  type AccountUser,
  type Me,
  ApiErrorCode,
  AddressHistoryQuerySchema,
  type AddressHistory,
  OnboardingSubmissionSchema,
  ProfileUpdateSchema,
} from '../../../core/api';
import type { RouteDeps } from '../app';
import { requireViewer, type Viewer } from '../auth/current-user';
import { ApiError, parseJson, parseQuery } from '../http/api-error';
import { submitOnboarding, updateProfile } from '../orgs/onboarding';
import { addressHistory } from '../quota/address-history';
import { quotaOf } from '../quota/address-quota';

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

/** Routes under /api/me. */
export function meRoutes(deps: RouteDeps): Hono {
  /** The signed-in account's id; development users have no account to change: 403 with `devMessage`. */
  const requireAccount = async (c: Context, devMessage: string): Promise<string> => {
    const viewer = await requireViewer(c, deps.auth, AuthMessage.SignInRequired);
    if (viewer.kind !== 'account') throw new ApiError(403, ApiErrorCode.Forbidden, devMessage);
    return viewer.id;
  };
  /** The user re-read after a change. */
  const userAnswer = async (c: Context, userId: string) => {
    const user = await deps.accounts.findUser(userId);
    if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
    return c.json({ user } satisfies { user: AccountUser });
  };

  return new Hono()
    .get('/', async (c) => {
      const viewer = await requireViewer(c, deps.auth, AuthMessage.SignInRequired);
      const user = viewer.kind === 'dev' ? devUser(viewer) : await deps.accounts.findUser(viewer.id);
      // The session was valid a moment ago, but its user has just been deleted.
      if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
      // A widget token's site sees who is signed in, not their e-mail address nor their organization (decision 027).
      const shown = viewer.widget ? { ...user, email: maskEmail(user.email), organization_id: null, organization_role: null } : user;
      return c.json({ user: shown, quota: await quotaOf(deps.database.db, viewer, deps.now()) } satisfies Me);
    })
    .patch('/', async (c) => {
      const userId = await requireAccount(c, 'Development users have no profile to change.');
      const update = await parseJson(c, ProfileUpdateSchema);
      await updateProfile(deps.database.db, userId, update, deps.now());
      return userAnswer(c, userId);
    })
    .post('/onboarding', async (c) => {
      const userId = await requireAccount(c, 'Development users are onboarded already.');
      const body = await parseJson(c, OnboardingSubmissionSchema);
      await submitOnboarding(deps.database.db, userId, body, deps.now());
      return userAnswer(c, userId);
    })
    .get('/addresses', async (c) => {
      const viewer = await requireViewer(c, deps.auth, 'Sign in to see your addresses.');
      const { tz } = parseQuery(c, AddressHistoryQuerySchema);
      const history = await addressHistory(deps.database.db, viewer, { timeZone: tz, now: deps.now() });
      // The list changes with every report opened: never from a cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json(history satisfies AddressHistory);
    });
}
