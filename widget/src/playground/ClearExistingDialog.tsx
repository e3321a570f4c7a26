// The question a new home asks on the playground (spec 1 section 4): clear the existing structures?
// Yes clears the survey's buildings and the playground's units, No keeps them, and Cancel (also
// Escape) leaves the category as it was. Cancel comes first and gets focus.
import { Modal } from '../ui/Modal';
import { usePlaygroundTranslate } from './use-playground-translate';

/** The answers of the dialog. */
export type ClearAnswer = 'yes' | 'no' | 'cancel';

/** The dialog; mount it to ask, unmount it when answered. */
export function ClearExistingDialog({ onAnswer }: { onAnswer(answer: ClearAnswer): void }) {
  const t = usePlaygroundTranslate();
  return (
    <Modal
      title={t('playground.clear.title')}
      onClose={() => onAnswer('cancel')}
      className="confirm-dialog pg-clear"
      actions={
        <>
          <button type="button" className="button" onClick={() => onAnswer('cancel')}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button" onClick={() => onAnswer('no')}>
            {t('playground.clear.no')}
          </button>
          <button type="button" className="button button--danger" onClick={() => onAnswer('yes')}>
            {t('playground.clear.yes')}
          </button>
        </>
      }
    >
      <p>{t('playground.clear.text')}</p>
    </Modal>
  );
}
