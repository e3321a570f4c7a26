// The are-you-sure confirmation (spec 1 section 2, Modals): a title, a message, Cancel and a
// confirm button. Built on Modal, so the page behind is inert, Tab stays inside, Escape cancels and
// focus returns to the opener; Cancel comes first and gets focus, so Enter never confirms by accident.
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { Modal } from './Modal';

interface Props {
  title: string;
  message: ReactNode;
  /** The confirm button's words, e.g. 'Delete'. */
  confirmLabel: string;
  /** The cancel button's words; 'Cancel' by default. */
  cancelLabel?: string | undefined;
  /** Draws the confirm button as destructive (the default). */
  danger?: boolean | undefined;
  /** Disables the confirm button while the action runs. */
  busy?: boolean | undefined;
  onConfirm(): void;
  /** Cancel, Escape or the close button. */
  onCancel(): void;
  className?: string | undefined;
}

/** A modal asking to confirm an action; mount it to ask, unmount it when answered. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, danger = true, busy = false, onConfirm, onCancel, className }: Props) {
  const t = useTranslate();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      className={`confirm-dialog ${className ?? ''}`}
      actions={
        <>
          <button type="button" className="button confirm-dialog__cancel" onClick={onCancel}>
            {cancelLabel ?? t('confirm.cancel')}
          </button>
          <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'} confirm-dialog__confirm`} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Modal>
  );
}
