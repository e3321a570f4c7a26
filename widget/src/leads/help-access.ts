// Who is offered 'Need Help?' (spec 6): paid, onboarded users who are not homeowners, outside
// embeds (spec 2 'Embedding': there the organization's own call to action is the contact route).
import type { AccountUser } from '../shell/account/account-types';

/** The sign-up reason whose users get the builder prompt instead of 'Need Help?'. */
export const HOMEOWNER_ROLE = 'Homeowner';

/** Whether the user gets the 'Need Help?' button. */
export function canAskForHelp(user: Pick<AccountUser, 'package' | 'onboarded' | 'role'> | undefined, embedded: boolean): boolean {
  return !embedded && user !== undefined && user.package === 'pro' && user.onboarded && user.role !== HOMEOWNER_ROLE;
}
