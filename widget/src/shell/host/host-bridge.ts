// The bridge to the host page: widget events leave through here and nowhere else. Inline embeds
// get DOM CustomEvents on the element (composed, so they cross the shadow boundary). The hosted
// page shown in another site's iframe (`?embed=1`) also posts each envelope to its parent, and
// only to the parent's origin when the organization allows it (its `allowed_origins`). The
// sign-in popup hands its token to the window that opened it, at that window's exact origin.
import { domEventName, envelope, type WidgetEventMap, type WidgetEventType } from '../../../../core/protocol';
import { watchContentHeight } from './content-height';
import { messageTargets, parentOrigin, readEmbedContext } from './embed-context';
import { fetchAllowedOrigins } from './org-origins';
import type { AuthMessage } from '../account/auth-message';

/** Sends an event to the host as `lotline:<type>` on the element, with the envelope as detail. */
export function emitToHost<K extends WidgetEventType>(element: HTMLElement, type: K, payload: WidgetEventMap[K]): void {
  element.dispatchEvent(new CustomEvent(domEventName(type), { detail: envelope(type, payload), bubbles: true, composed: true }));
}

/** The events channel of one widget element. */
export interface HostBridge {
  /** Whether the widget runs in the hosted page inside another page's iframe. */
  readonly isFramed: boolean;
  /** Sends an event: a DOM event on the element, and in a frame a message to an allowed parent. */
  emit<K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]): void;
  /** Sends `size-changed` whenever the content height changes (the frame's page in a frame, else the element); returns the stop function. */
  watchSize(root: ShadowRoot): () => void;
}

/** Options of `createHostBridge`. */
export interface HostBridgeOptions {
  /** Origin of the Lotline API that answers the organization's public config. */
  apiBase: string;
  /** The organization's id; the hosted page's `?org=` when absent. */
  org?: string | undefined;
}

/** How long a framed widget whose organization config did not load waits before it asks again. */
const ORIGINS_RETRY_MS = 30_000;

/**
 * The bridge of `element`; a framed widget asks the organization's allowed origins on its first
 * event and keeps them. When they cannot be had, events reach no parent, and the first event
 * after ORIGINS_RETRY_MS asks again.
 */
export function createHostBridge(element: HTMLElement, options: HostBridgeOptions): HostBridge {
  const context = readEmbedContext(location.search);
  const isFramed = window.parent !== window && context.isEmbedded;
  const org = options.org || context.org;
  let targets: Promise<string[]> | undefined;
  const parentTargets = () =>
    (targets ??= (org ? fetchAllowedOrigins(options.apiBase, org) : Promise.resolve([])).then((allowed) => {
      if (allowed === null) {
        setTimeout(() => (targets = undefined), ORIGINS_RETRY_MS);
        return [];
      }
      return messageTargets(allowed, parentOrigin(location, document.referrer), location.origin);
    }));

  const emit = <K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]) => {
    emitToHost(element, type, payload);
    if (!isFramed) return;
    const message = envelope(type, payload);
    // Promise callbacks run in order, so messages leave in the order the events happened.
    void parentTargets().then((origins) => {
      for (const origin of origins) window.parent.postMessage(message, origin);
    });
  };

  return {
    isFramed,
    emit,
    watchSize: (root) =>
      isFramed
        ? watchContentHeight([element, document.documentElement], root, () => document.documentElement.scrollHeight, (height) => emit('size-changed', { height }))
        : watchContentHeight([element], root, () => element.getBoundingClientRect().height, (height) => emit('size-changed', { height })),
  };
}

/**
 * Posts the sign-in popup's `message` to the window that opened it, only if that window is still
 * at `origin` (the browser drops the message otherwise); answers whether there was an opener.
 */
export function postToOpener(message: AuthMessage, origin: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage(message, origin);
  return true;
}
