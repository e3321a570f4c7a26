// The playground's login prompt (spec 1 sections 2 and 6): a visitor who reaches for something
// that needs an account on the playground is asked to sign in: 'Let's get you set up first', with
// Cancel and Sign In, which opens the sign-in page in a new window.
import { useAccount } from '../shell/account/account-context';
import { Modal } from '../ui/Modal';
import { usePlaygroundTranslate } from './use-playground-translate';

/** The prompt; mount it to ask, unmount it when answered. */
export function LoginPrompt({ onClose }: { onClose(): void }) {
  const t = usePlaygroundTranslate();
  const { session } = useAccount();
  const signIn = () => {
    // The popup opens within the click, or the browser blocks it.
    session.signIn();
    onClose();
  };
  return (
    <Modal
      title={t('playground.login.title')}
      onClose={onClose}
      className="login-prompt"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={signIn}>
            {t('playground.login.signIn')}
          </button>
        </>
      }
    >
      <p>{t('playground.login.text')}</p>
    </Modal>
  );
}
