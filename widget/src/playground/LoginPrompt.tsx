// The playground's login prompt (spec 1 sections 2 and 6): a visitor who reaches for something
// that needs an account on the playground is asked to sign in: 'Let's get you set up first', with
// Cancel and Sign In, which opens the sign-in page in a new window.
import { AccountModal } from '../shell/account/AccountModal';
import { usePlaygroundTranslate } from './use-playground-translate';

/** The prompt; mount it to ask, unmount it when answered. */
export function LoginPrompt({ onClose }: { onClose(): void }) {
  const t = usePlaygroundTranslate();
  return (
    <AccountModal
      title={t('playground.login.title')}
      text={t('playground.login.text')}
      closeLabel={t('confirm.cancel')}
      action={{ kind: 'sign-in', label: t('playground.login.signIn') }}
      className="login-prompt"
      onClose={onClose}
    />
  );
}
