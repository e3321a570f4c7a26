// The onboarding wizard's calls: sending the form (spec 7 call 1: `POST /api/me/onboarding`,
// answering the onboarded user) and inviting teammates once the organization exists
// (`POST /api/orgs/:id/invites`).
import { createInvite, submitOnboarding, type AccountUser, type InviteCreated } from '../../../../core/api';
import { send, type ApiClient } from '../../api/client';
import type { OnboardingSubmissionInput } from './onboarding-model';

/** Sends the onboarding form; answers the user as they are now (onboarded, with their organization if one was created). */
export async function sendOnboarding(api: ApiClient, submission: OnboardingSubmissionInput, signal?: AbortSignal): Promise<AccountUser> {
  const answer = await send(api, submitOnboarding, { body: submission }, { signal });
  return answer.user;
}

/** Invites `email` to the organization `orgId` as a member. */
export function inviteTeammate(api: ApiClient, orgId: string, email: string): Promise<InviteCreated> {
  return send(api, createInvite, { params: { id: orgId }, body: { email } });
}
