// The operations of an organization's members and invites (spec 2 'Members panel', spec 6
// 'Organization roles'): members and owners read the list; owners change roles, invite and revoke;
// the holder of an invite link sees whose it is, and the invited account joins with it.
import type { AccountUserAnswerSchema } from './auth.schema';
import type { InviteAcceptBodySchema, InviteBodySchema, InviteCreatedSchema, InvitePreviewSchema, MemberSchema, MembersListSchema, RoleUpdateBodySchema } from './members.schema';
import { defineOperation, schemaTypes, type NoContent } from './operation';
import type { InvitePathParamsSchema, MemberPathParamsSchema, OrgPathParamsSchema } from './org.schema';

/** `GET /api/orgs/{id}/members`: members, owners first, and pending invites (members and owners). */
export const listMembers = defineOperation({
  id: 'listMembers',
  method: 'get',
  path: '/api/orgs/{id}/members',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403],
  roles: ['member', 'owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; answer: typeof MembersListSchema }>(),
});

/** `PATCH /api/orgs/{id}/members/{userId}`: changes a member's role (owners). */
export const setMemberRole = defineOperation({
  id: 'setMemberRole',
  method: 'patch',
  path: '/api/orgs/{id}/members/{userId}',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403, 404],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof MemberPathParamsSchema; body: typeof RoleUpdateBodySchema; answer: typeof MemberSchema }>(),
});

/** `POST /api/orgs/{id}/invites`: invites someone by e-mail (owners; 30 an hour). */
export const createInvite = defineOperation({
  id: 'createInvite',
  method: 'post',
  path: '/api/orgs/{id}/invites',
  auth: 'bearer',
  admin: true,
  status: 201,
  errors: [403, 409],
  rateLimit: 'invites',
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof InviteBodySchema; answer: typeof InviteCreatedSchema }>(),
});

/** `DELETE /api/orgs/{id}/invites/{inviteId}`: revokes a pending invite (owners). */
export const revokeInvite = defineOperation({
  id: 'revokeInvite',
  method: 'delete',
  path: '/api/orgs/{id}/invites/{inviteId}',
  auth: 'bearer',
  admin: true,
  status: 204,
  errors: [403, 404],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof InvitePathParamsSchema; answer: NoContent }>(),
});

/** `GET /api/invites/preview?token=`: whose invite a link is, for the join page. */
export const previewInvite = defineOperation({
  id: 'previewInvite',
  method: 'get',
  path: '/api/invites/preview',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ query: typeof InviteAcceptBodySchema; answer: typeof InvitePreviewSchema }>(),
});

/** `POST /api/invites/accept`: joins the organization of an invite (the invited account). */
export const acceptInvite = defineOperation({
  id: 'acceptInvite',
  method: 'post',
  path: '/api/invites/accept',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403, 404, 409],
  schemas: schemaTypes<{ body: typeof InviteAcceptBodySchema; answer: typeof AccountUserAnswerSchema }>(),
});
