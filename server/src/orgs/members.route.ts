// An organization's members and invites (spec 2 'Members panel', spec 6 'Organization roles'):
// members and owners read the list; owners change roles, invite by e-mail (at most 30 invites an
// hour per organization) and revoke pending invites. The join page's calls: anyone holding an
// invite link may see whose invite it is; a signed-in account with the invited address joins.
import {
  acceptInvite,
  AccountUserAnswerSchema,
  ApiErrorCode,
  createInvite,
  InviteAcceptBodySchema,
  MembersMessage,
  InviteBodySchema,
  InviteCreatedSchema,
  InvitePathParamsSchema,
  InvitePreviewSchema,
  listMembers,
  MemberPathParamsSchema,
  MemberSchema,
  MembersListSchema,
  OrgPathParamsSchema,
  previewInvite,
  revokeInvite,
  RoleUpdateBodySchema,
  setMemberRole,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import * as invites from './invites';
import { InviteFailure } from './invites';
import * as members from './members';
import { RoleChangeFailure } from './members';
import { ORG_SIGN_IN_MESSAGE } from './org-access';

type MemberDeps = Pick<RouteDeps, 'auth' | 'database' | 'accounts' | 'now' | 'publicUrl' | 'secret'>;
const bind = operationBinder<MemberDeps>();

/** The answer of an invite that did not happen. */
function inviteProblem(reason: InviteFailure, inviteId?: string): ApiError {
  switch (reason) {
    case InviteFailure.AlreadyMember:
      return new ApiError(409, ApiErrorCode.Conflict, MembersMessage.AlreadyMember);
    case InviteFailure.NoPendingInvite:
      return new ApiError(404, ApiErrorCode.NotFound, `No pending invite ${inviteId}`);
    case InviteFailure.InviteInvalid:
      return new ApiError(404, ApiErrorCode.NotFound, MembersMessage.InviteInvalid);
    case InviteFailure.NoSuchUser:
      return new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
    case InviteFailure.OtherEmail:
      return new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.InviteOtherEmail);
    case InviteFailure.InOtherOrganization:
      return new ApiError(409, ApiErrorCode.Conflict, MembersMessage.InOtherOrganization);
  }
}

/** The operations of members and invites. */
export const memberRoutes = [
  bind(listMembers, {
    doc: { summary: 'Members and pending invites (members and owners)', tags: ['Members'], answer: 'Members, owners first, and pending invites.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    answer: MembersListSchema,
    async handler({ member: caller, deps, c }) {
      const db = deps.database.db;
      const [list, pending] = await Promise.all([members.listMembers(db, caller.orgId), invites.listPendingInvites(db, caller.orgId, deps.now())]);
      c.header('Cache-Control', 'private, no-store');
      return { members: list, invites: pending, my_role: caller.role };
    },
  }),
  bind(setMemberRole, {
    doc: { summary: "Change a member's role (owners)", tags: ['Members'], answer: 'The member.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: MemberPathParamsSchema,
    body: RoleUpdateBodySchema,
    answer: MemberSchema,
    async handler({ params, body, member: caller, deps }) {
      const changed = await members.setMemberRole(deps.database.db, caller.orgId, params.userId, body.organization_role, deps.now());
      if (changed.ok) return changed.member;
      throw changed.reason === RoleChangeFailure.NotMember
        ? new ApiError(404, ApiErrorCode.NotFound, 'This person is not a member of the organization.')
        : new ApiError(403, ApiErrorCode.Forbidden, MembersMessage.OwnerRoleFixed);
    },
  }),
  bind(createInvite, {
    doc: { summary: 'Invite someone by e-mail (owners; at most 30 an hour)', tags: ['Members'], answer: 'The pending invite and its link.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    body: InviteBodySchema,
    answer: InviteCreatedSchema,
    async handler({ body, member: caller, deps }) {
      const created = await invites.createInvite(deps.database.db, {
        orgId: caller.orgId,
        senderUserId: caller.userId,
        email: body.email,
        role: body.organization_role,
        now: deps.now(),
        secret: deps.secret,
        linkOf: (token) => `${deps.publicUrl()}/join?token=${encodeURIComponent(token)}`,
      });
      if (!created.ok) throw new ApiError(409, ApiErrorCode.Conflict, MembersMessage.AlreadyMember, { email: [MembersMessage.AlreadyMember] });
      return created.value;
    },
  }),
  bind(revokeInvite, {
    doc: { summary: 'Revoke a pending invite (owners)', tags: ['Members'], answer: 'Revoked.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: InvitePathParamsSchema,
    async handler({ params, member: caller, deps }) {
      const revoked = await invites.revokeInvite(deps.database.db, caller.orgId, params.inviteId);
      if (!revoked.ok) throw inviteProblem(revoked.reason, params.inviteId);
    },
  }),
  bind(previewInvite, {
    doc: { summary: 'Whose invite a link is, for the join page', tags: ['Members'], answer: 'The invite.' },
    query: InviteAcceptBodySchema,
    answer: InvitePreviewSchema,
    async handler({ query, deps, c }) {
      const preview = await invites.previewInvite(deps.database.db, query.token, deps.now());
      if (!preview.ok) throw inviteProblem(preview.reason);
      // The answer names the invited address: for the link's holder only.
      c.header('Cache-Control', 'private, no-store');
      return preview.value;
    },
  }),
  bind(acceptInvite, {
    doc: { summary: 'Join the organization of an invite (the invited account)', tags: ['Members'], answer: 'The user, now a member.' },
    signIn: 'Sign in to join the organization.',
    body: InviteAcceptBodySchema,
    answer: AccountUserAnswerSchema,
    async handler({ body, viewer, deps }) {
      if (viewer.kind !== 'account') throw new ApiError(403, ApiErrorCode.Forbidden, 'Development users cannot join organizations.');
      const accepted = await invites.acceptInvite(deps.database.db, viewer.id, body.token, deps.now());
      if (!accepted.ok) throw inviteProblem(accepted.reason);
      const user = await deps.accounts.findUser(viewer.id);
      if (!user) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
      return { user };
    },
  }),
];
