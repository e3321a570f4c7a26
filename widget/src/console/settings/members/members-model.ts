// The members panel's model (spec 2 'Members panel', spec 4 'Invite and roles', spec 5 'Invite
// form', spec 6 'Organization roles'): which controls the reader gets (owners invite, revoke and
// change the roles of other members, never of an owner; members see the list only), the invite
// form's check, and the lists as they change locally after each successful call.
import * as v from 'valibot';
import { fieldErrors, DEFAULT_INVITE_ROLE, InviteBodySchema, type Invite, type Member, type OrgRole } from '../../../../../core/api';

/** What the reader of the panel may do. */
export interface PanelControls {
  canInvite: boolean;
  canRevokeInvites: boolean;
}

/** The panel's controls for a reader with `role`. */
export function panelControls(role: OrgRole): PanelControls {
  const isOwner = role === 'owner';
  return { canInvite: isOwner, canRevokeInvites: isOwner };
}

/** Whether the reader may change `member`'s role: owners may, except for owners (themselves included). */
export function canChangeRole(readerRole: OrgRole, member: Pick<Member, 'organization_role'>): boolean {
  return readerRole === 'owner' && member.organization_role !== 'owner';
}

/** The invite form as typed. */
export interface InviteForm {
  email: string;
  organization_role: OrgRole;
}

/** An empty invite form: the role defaults to member (spec 5). */
export const EMPTY_INVITE: InviteForm = { email: '', organization_role: DEFAULT_INVITE_ROLE };

/** The invite form's messages by field (spec 5: the shared e-mail rule, a known role). */
export function inviteErrors(form: InviteForm): Record<string, string[]> {
  const parsed = v.safeParse(InviteBodySchema, form);
  return parsed.success ? {} : fieldErrors(parsed.issues);
}

/** Whether Send is enabled: the form is valid and nothing is being sent (spec 5). */
export function canSubmitInvite(form: InviteForm, isSubmitting: boolean): boolean {
  return !isSubmitting && Object.keys(inviteErrors(form)).length === 0;
}

/** The pending invites after one was sent: the new one first, replacing an older one to the same address. */
export function withPendingInvite(invites: readonly Invite[], invite: Invite): Invite[] {
  return [invite, ...invites.filter((other) => other.id !== invite.id && other.email !== invite.email)];
}

/** The pending invites after one was revoked. */
export function withoutInvite(invites: readonly Invite[], inviteId: string): Invite[] {
  return invites.filter((invite) => invite.id !== inviteId);
}

/** The members after a role change succeeded. */
export function withRole(members: readonly Member[], userId: string, role: OrgRole): Member[] {
  return members.map((member) => (member.user_id === userId ? { ...member, organization_role: role } : member));
}

/** A member's name, or their e-mail when they gave none. */
export function memberName(member: Member): string {
  const name = `${member.onboarding_data.first_name} ${member.onboarding_data.last_name}`.trim();
  return name === '' ? member.onboarding_data.email : name;
}
