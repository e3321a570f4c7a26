// Members and invites of an organization (spec 2 'Members panel', spec 3 'Organization member'
// and 'Invite', spec 4 'Invite and roles', spec 5 'Invite form', spec 6 'Organization roles').
import * as v from 'valibot';
import { EmailSchema } from './contact.schema';

/** Membership roles: owners invite and change roles; members see the list only. */
export const ORG_ROLES = ['owner', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The role an invite has when none is chosen. */
export const DEFAULT_INVITE_ROLE: OrgRole = 'member';

/** How long an invite link stays valid, in days. */
export const INVITE_VALID_DAYS = 14;

export const MembersMessage = {
  Role: 'Role must be owner or member',
  OwnersOnly: 'Only owners of the organization can do this.',
  OwnerRoleFixed: 'The role of an owner cannot be changed.',
  NotMember: 'You are not a member of this organization.',
  AlreadyMember: 'This person is already a member of the organization.',
  InviteInvalid: 'This invite link is not valid or has expired.',
  InviteOtherEmail: 'This invite was sent to another e-mail address. Sign in with that address to join.',
  InOtherOrganization: 'You already belong to another organization.',
} as const;

const RoleSchema = v.picklist(ORG_ROLES, MembersMessage.Role);

/** A member as the members panel lists them. */
export const MemberSchema = v.object({
  user_id: v.string(),
  organization_role: RoleSchema,
  /** ISO 8601: when they joined. */
  created_at: v.string(),
  onboarding_data: v.object({ first_name: v.string(), last_name: v.string(), email: v.string() }),
});
export type Member = v.InferOutput<typeof MemberSchema>;

/** A pending invite. */
export const InviteSchema = v.object({
  id: v.string(),
  email: v.string(),
  organization_role: RoleSchema,
  sender_user_id: v.string(),
  organization_id: v.string(),
  created_at: v.string(),
});
export type Invite = v.InferOutput<typeof InviteSchema>;

/** `GET /api/orgs/:id/members`: members (owners first, then by join date) and pending invites (newest first); `my_role` is the caller's. */
export const MembersListSchema = v.object({ members: v.array(MemberSchema), invites: v.array(InviteSchema), my_role: RoleSchema });
export type MembersList = v.InferOutput<typeof MembersListSchema>;

/** `PATCH /api/orgs/:id/members/:userId`. */
export const RoleUpdateBodySchema = v.object({ organization_role: RoleSchema });

/** `POST /api/orgs/:id/invites`: the invite form (spec 5: shared e-mail rule, role defaults to member). */
export const InviteBodySchema = v.object({
  email: EmailSchema,
  organization_role: v.optional(RoleSchema, DEFAULT_INVITE_ROLE),
});
export type InviteBody = v.InferOutput<typeof InviteBodySchema>;

/** The answer to an invite: the pending invite and the link that joins (also e-mailed). */
export const InviteCreatedSchema = v.object({ invite: InviteSchema, invite_url: v.string() });
export type InviteCreated = v.InferOutput<typeof InviteCreatedSchema>;

/** `POST /api/invites/accept` (signed in, with the invited e-mail address). */
export const InviteAcceptBodySchema = v.object({
  token: v.pipe(v.string('Token must be a string'), v.trim(), v.nonEmpty('Token is required.'), v.maxLength(200, MembersMessage.InviteInvalid)),
});

/** `GET /api/invites/preview?token=`: what the join page shows before joining. */
export const InvitePreviewSchema = v.object({ organization_id: v.string(), organization_name: v.string(), email: v.string(), organization_role: RoleSchema });
export type InvitePreview = v.InferOutput<typeof InvitePreviewSchema>;
