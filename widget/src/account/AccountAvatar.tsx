// The account's avatar: the user's initials in a circle, or a person's outline for a visitor
// (and while the profile loads).
import type { AccountUser } from '../shell/account/account-types';
import { initialsOf } from './account-model';

/** The avatar of `user`, or of a guest when undefined; decorative, the control around it is named. */
export function AccountAvatar({ user, large = false }: { user: AccountUser | undefined; large?: boolean }) {
  const className = `account-avatar${large ? ' account-avatar--large' : ''}${user?.package === 'pro' ? ' account-avatar--pro' : ''}`;
  return (
    <span className={className} aria-hidden="true">
      {user ? (
        initialsOf(user)
      ) : (
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" />
        </svg>
      )}
    </span>
  );
}
