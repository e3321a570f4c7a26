// The join page's calls under /api/invites (spec 2 'Members panel'): anyone holding an invite link
// may see whose invite it is; a signed-in account with the invited address joins with it.
import { Hono } from 'hono';
import type { AccountUser } from '../../../core/api';
import { ApiErrorCode, InviteAcceptBodySchema, type InvitePreview } from '../../../core/api';
import type { RouteDeps } from '../app';
import { requireViewer } from '../auth/current-user';
import { ApiError, parseJson, parseQuery } from '../http/api-error';
import { acceptInvite, previewInvite } from '../orgs/invites';

/** Routes under /api/invites: `GET /preview?token=` (public) and `POST /accept` (signed-in account). */
export function inviteRoutes(deps: RouteDeps): Hono {
  return new Hono()
    .get('/preview', async (c) => {
      const { token } = parseQuery(c, InviteAcceptBodySchema);
      const preview = await previewInvite(deps.database.db, token, deps.now());
      // The answer names the invited address: for the link's holder only.
      c.header('Cache-Control', 'private, no-store');
      return c.json(preview satisfies InvitePreview);
    })
    .post('/accept', async (c) => {
      const viewer = await requireViewer(c, deps.auth, 'Sign in to join the organization.');
      if (viewer.kind !== 'account') throw new ApiError(403, ApiErrorCode.Forbidden, 'Development users cannot join organizations.');
      const { token } = await parseJson(c, InviteAcceptBodySchema);
      await acceptInvite(deps.database.db, viewer.id, token, deps.now());
      const user = await deps.accounts.findUser(viewer.id);
      if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
      return c.json({ user } satisfies { user: AccountUser });
    });
}
