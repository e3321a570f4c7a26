// The bridge to the host page: widget events leave through here and nowhere else. Inline
// embeds get DOM CustomEvents on the element (composed, so they cross the shadow boundary).
import { domEventName, envelope, type WidgetEventMap, type WidgetEventType } from '../../core/protocol/events';

/** Sends an event to the host as `lotline:<type>` on the element, with the envelope as detail. */
export function emitToHost<K extends WidgetEventType>(element: HTMLElement, type: K, payload: WidgetEventMap[K]): void {
  element.dispatchEvent(new CustomEvent(domEventName(type), { detail: envelope(type, payload), bubbles: true, composed: true }));
}
