// An organization's members and invites under /api/orgs/:id (spec 2 'Members panel', spec 6
// 'Organization roles'): members and owners read the list; owners change roles, invite by e-mail
// (at most 30 invites an hour per organization) and revoke pending invites.
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiErrorCode, type ApiErrorBody, InviteBodySchema, RoleUpdateBodySchema, type InviteCreated, type Member, type MembersList } from '../../../core/api';
import type { RouteDeps } from '../app';
import { parseJson } from '../http/api-error';
import { createDatabaseRateLimitStore, rateLimit } from '../http/rate-limit';
import { createInvite, listPendingInvites, revokeInvite } from '../orgs/invites';
import { listMembers, setMemberRole } from '../orgs/members';
import { requireOrgRole, type OrgCaller } from '../orgs/org-access';

/** Invites an organization may send per hour. */
export const INVITES_PER_HOUR = 30;

type OrgEnv = { Variables: { caller: OrgCaller } };

/** Routes under /api/orgs: `/:id/members`, `/:id/members/:userId`, `/:id/invites`, `/:id/invites/:inviteId`. */
export function memberRoutes(deps: RouteDeps): Hono<OrgEnv> {
  // Invites are counted only once the caller is known to be an owner, so nobody else can use up
  // an organization's hour.
  const ownerOnly: MiddlewareHandler<OrgEnv> = async (c, next) => {
    c.set('caller', await requireOrgRole(c, deps, 'owner'));
    await next();
  };
  const limitInvites = rateLimit({
    store: createDatabaseRateLimitStore(deps.database.db),
    rules: [{ name: 'invite:org', limit: INVITES_PER_HOUR, windowMs: 60 * 60_000, key: (c) => c.req.param('id') }],
    onLimited: (c) =>
      c.json({ error: { code: ApiErrorCode.RateLimited, message: 'Too many invites in the last hour; try again later.' } } satisfies ApiErrorBody, 429),
  });

  return new Hono<OrgEnv>()
    .get('/:id/members', async (c) => {
      const caller = await requireOrgRole(c, deps, 'member');
      const db = deps.database.db;
      const [members, invites] = await Promise.all([listMembers(db, caller.orgId), listPendingInvites(db, caller.orgId, deps.now())]);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ members, invites, my_role: caller.role } satisfies MembersList);
    })
    .patch('/:id/members/:userId', async (c) => {
      const caller = await requireOrgRole(c, deps, 'owner');
      const { organization_role } = await parseJson(c, RoleUpdateBodySchema);
      const member = await setMemberRole(deps.database.db, caller.orgId, c.req.param('userId'), organization_role, deps.now());
      return c.json(member satisfies Member);
    })
    .post('/:id/invites', ownerOnly, limitInvites, async (c) => {
      const caller = c.get('caller');
      const body = await parseJson(c, InviteBodySchema);
      const created = await createInvite(deps.database.db, {
        orgId: caller.orgId,
        senderUserId: caller.userId,
        email: body.email,
        role: body.organization_role,
        now: deps.now(),
        linkOf: (token) => `${deps.publicUrl()}/join?token=${encodeURIComponent(token)}`,
      });
      return c.json(created satisfies InviteCreated, 201);
    })
    .delete('/:id/invites/:inviteId', async (c) => {
      const caller = await requireOrgRole(c, deps, 'owner');
      await revokeInvite(deps.database.db, caller.orgId, c.req.param('inviteId'));
      return c.body(null, 204);
    });
}
