// 'Unlock more features' (spec 1 section 6): what a locked control opens. Visitors without a
// sign-in are asked for a free login and can sign in at once; signed-in users are offered the
// Pro plan.
import { useAccount } from '../account/account-context';
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { SoonButton } from '../ui/SoonButton';

/** The upsell to the Pro plan. */
export function UpsellModal({ signedIn, onClose }: { signedIn: boolean; onClose(): void }) {
  const t = useTranslate();
  const { session } = useAccount();
  const signIn = () => {
    // The popup opens within the click, or the browser blocks it.
    session.signIn();
    onClose();
  };
  return (
    <Modal
      title={t('upsell.title')}
      onClose={onClose}
      className="upsell-modal"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('upsell.close')}
          </button>
          {signedIn ? (
            <SoonButton className="button--primary">{t('upsell.upgrade')}</SoonButton>
          ) : (
            <button type="button" className="button button--primary" onClick={signIn}>
              {t('account.signIn')}
            </button>
          )}
        </>
      }
    >
      <p>{t(signedIn ? 'upsell.text' : 'upsell.anonymous')}</p>
    </Modal>
  );
}
