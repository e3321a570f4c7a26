// The join page's model (spec 4 'Invite and roles'; decision 016: invites are bound to the invited
// e-mail and a user belongs to one organization): the token of the address, and why a preview or
// an acceptance failed, told apart by the API's status and message.
import { MembersMessage } from '../../../../core/api';

/** Why an invite cannot be shown or accepted. */
export const JoinProblem = {
  /** No token, an unknown one, or one past its days. */
  Invalid: 'invalid',
  /** Signed in with another address than the invited one. */
  OtherEmail: 'other-email',
  /** The user already belongs to another organization. */
  OtherOrganization: 'other-organization',
  /** The user is already a member of this organization. */
  AlreadyMember: 'already-member',
  /** Anything else (network, server): try again. */
  Failed: 'failed',
} as const;
export type JoinProblem = (typeof JoinProblem)[keyof typeof JoinProblem];

/** The invite token of the join page's address (`/join?token=`), or null. */
export function joinToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/** The problem of a failed preview or acceptance, from its status and the API's message. */
export function joinProblem(status: number, message: string | undefined): JoinProblem {
  switch (message) {
    case MembersMessage.InviteInvalid:
      return JoinProblem.Invalid;
    case MembersMessage.InviteOtherEmail:
      return JoinProblem.OtherEmail;
    case MembersMessage.InOtherOrganization:
      return JoinProblem.OtherOrganization;
    case MembersMessage.AlreadyMember:
      return JoinProblem.AlreadyMember;
  }
  if (status === 404 || status === 410 || status === 400) return JoinProblem.Invalid;
  return JoinProblem.Failed;
}
