// A modal dialog: the native <dialog> shown modal (the rest of the page is inert), Tab kept
// inside, Escape closes, and focus goes back to the control that opened it.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { activeElementOf, focusableIn } from './focus';

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode;
  className?: string;
}

/** A modal dialog with a title and a close button; mount it to open it, unmount to close. */
export function Modal({ title, onClose, children, actions, className }: Props) {
  const t = useTranslate();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = activeElementOf(element) as HTMLElement | null;
    if (!element.open) element.showModal();
    // The first field or button gets focus, else the dialog itself.
    const first = focusableIn(element).find((node) => !node.classList.contains('modal__close')) ?? element;
    first.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusableIn(dialog.current);
    if (items.length === 0) return;
    const current = activeElementOf(dialog.current);
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (current === first || current === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog ref={dialog} className={`modal ${className ?? ''}`} aria-labelledby={titleId} aria-modal="true" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={() => close.current()}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {actions && <div className="modal__actions">{actions}</div>}
    </dialog>
  );
}
