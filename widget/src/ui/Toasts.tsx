// Toasts: short messages in a live region, dismissed by a button or after a few seconds.
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '../i18n/use-translate';

const TOAST_MS = 6000;

/** One toast. */
export interface Toast {
  id: number;
  kind: 'error' | 'warning' | 'success';
  text: string;
}

/** Toast state and how to add one. */
export function useToasts(): { toasts: Toast[]; show(kind: Toast['kind'], text: string): void; dismiss(id: number): void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: Toast['kind'], text: string) => {
      const id = next.current++;
      setToasts((list) => [...list.filter((toast) => toast.text !== text), { id, kind, text }]);
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
          <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
