// Sign in and Sign up, side by side, for the organization pages a signed-out reader opens
// (settings, join): both open the sign-in popup, in its sign-in or sign-up form.
import type { AccountSession } from '../../shell/account/use-session';
import type { OrgTranslate } from '../i18n/org-messages';

/** The two buttons; `t` is the organization pages' translator. */
export function SignInActions({ session, t }: { session: Pick<AccountSession, 'signIn'>; t: OrgTranslate }) {
  return (
    <div className="settings-page__actions">
      <button type="button" className="button button--primary" onClick={() => session.signIn()}>
        {t('account.signIn')}
      </button>
      <button type="button" className="button" onClick={() => session.signIn('sign-up')}>
        {t('settings.signUp')}
      </button>
    </div>
  );
}
