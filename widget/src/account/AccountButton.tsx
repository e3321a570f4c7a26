// The account control of the report header: a visitor's 'Sign in', and the avatar that opens the
// account panel (spec 1 section 2, 'Account modal/panel').
import { useTranslate } from '../i18n/use-translate';
import { initialsOf } from './account-model';
import { AccountAvatar } from './AccountAvatar';
import { useAccount } from '../shell/account/account-context';

/** 'Sign in' (visitors) and the avatar button. */
export function AccountButton() {
  const t = useTranslate();
  const { session, openPanel } = useAccount();
  const user = session.me?.user;
  return (
    <div className="account-bar">
      {!session.isSignedIn && (
        <button type="button" className="link-button account-bar__sign-in" onClick={() => session.signIn()}>
          {t('account.signIn')}
        </button>
      )}
      <button
        type="button"
        className="account-bar__avatar"
        // The name holds the initials the button shows, so a voice-control user can say what they see (WCAG 2.5.3).
        aria-label={user ? t('account.openFor', { name: user.name, initials: initialsOf(user) }) : t('account.open')}
        aria-haspopup="dialog"
        data-signed-in={session.isSignedIn ? '' : undefined}
        onClick={openPanel}
      >
        <AccountAvatar user={user} />
      </button>
    </div>
  );
}
