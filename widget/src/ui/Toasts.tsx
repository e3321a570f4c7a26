// Toasts: short messages in a live region, dismissed by a button or after a few seconds; one may
// carry a link (a blocked sign-in popup offers the page in a new tab).
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import type { Translate } from '../i18n/use-translate';

const TOAST_MS = 6000;

/** A link after a toast's text. */
export interface ToastLink {
  text: string;
  href: string;
  /** Runs before the link is followed; it may prevent that. */
  onClick?(event: MouseEvent<HTMLAnchorElement>): void;
}

/** One toast. */
export interface Toast {
  id: number;
  kind: 'error' | 'warning' | 'success';
  text: string;
  link?: ToastLink | undefined;
}

/** Toast state and how to add one. */
export function useToasts(): { toasts: Toast[]; show(kind: Toast['kind'], text: string, link?: ToastLink): void; dismiss(id: number): void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: Toast['kind'], text: string, link?: ToastLink) => {
      const id = next.current++;
      setToasts((list) => [...list.filter((toast) => toast.text !== text), { id, kind, text, link }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

/** The toast region. */
export function Toasts({ toasts, dismiss, t }: { toasts: Toast[]; dismiss(id: number): void; t: Translate }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span className="toast__text">{toast.text}</span>
          {toast.link && (
            <a className="toast__link" href={toast.link.href} target="_blank" rel="noopener" onClick={toast.link.onClick}>
              {toast.link.text}
            </a>
          )}
          <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
