// 'Unlock more features' (spec 1 section 6): what a locked control opens. Visitors without a
// sign-in are asked for a free login, signed-in users are offered the Pro plan.
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { SoonButton } from '../ui/SoonButton';

/** The upsell to the Pro plan. */
export function UpsellModal({ signedIn, onClose }: { signedIn: boolean; onClose(): void }) {
  const t = useTranslate();
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
          <SoonButton className="button--primary">{t('upsell.upgrade')}</SoonButton>
        </>
      }
    >
      <p>{t(signedIn ? 'upsell.text' : 'upsell.anonymous')}</p>
    </Modal>
  );
}
