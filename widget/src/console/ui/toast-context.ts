// Where a component that can be placed on any screen shows its toasts: the screen's own toast
// region when the screen provides one, else the component's (the service-area selector).
import { createContext } from 'react';
import type { Toast } from '../../ui/Toasts';

/** Shows a toast in the screen's region. */
export type ShowToast = (kind: Toast['kind'], text: string) => void;

/** The screen's toasts; null when the screen offers none. */
export const ToastContext = createContext<ShowToast | null>(null);
