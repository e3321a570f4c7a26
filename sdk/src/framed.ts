// Framed embeds: the hosted page in an iframe. Its events arrive by postMessage; a message counts
// only when it comes from that iframe's window, on the widget's origin, in a valid envelope, and
// it is then dispatched as the same `lotline:<type>` DOM event an inline widget sends.
import type { PROTOCOL_VERSION, WidgetEventEnvelope, WidgetEventType } from '../../core/protocol';

// The SDK imports our code as types only (it has no runtime dependencies), so the protocol's
// runtime values are repeated here; the types keep them equal to core/protocol/events.ts.
const VERSION: typeof PROTOCOL_VERSION = 1;
const EVENT_TYPES: Record<WidgetEventType, true> = {
  'address-selected': true,
  'property-viewed': true,
  'report-viewed': true,
  'lead-submitted': true,
  'size-changed': true,
  error: true,
};

/** Whether `data` is a widget event envelope of this protocol version with a known type. */
export function isEnvelope(data: unknown): data is WidgetEventEnvelope {
  const message = data as Partial<WidgetEventEnvelope> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === 'lotline' &&
    message.version === VERSION &&
    typeof message.type === 'string' &&
    Object.hasOwn(EVENT_TYPES, message.type) &&
    typeof message.payload === 'object' &&
    message.payload !== null
  );
}

/** Where the framed widget lives and what it shows. */
export interface FrameOptions {
  /** The hosted page, e.g. `https://lotline.example/`. */
  hostedUrl: URL;
  org?: string | undefined;
  lang?: string | undefined;
  /** The frame's accessible name. */
  title?: string | undefined;
}

/** Appends an iframe of the hosted page in embed mode to `parent` and relays its events on the iframe (they bubble to `parent`). */
export function mountFrame(parent: Element, options: FrameOptions): HTMLIFrameElement {
  const url = new URL(options.hostedUrl);
  url.searchParams.set('embed', '1');
  if (options.org) url.searchParams.set('org', options.org);
  if (options.lang) url.searchParams.set('lang', options.lang);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = options.title ?? 'Lotline';
  // The report copies links (share, PDF) and plays videos full screen; a frame of another origin
  // may do either only when its parent delegates it.
  frame.allow = 'clipboard-write; fullscreen';
  frame.style.cssText = 'display:block;width:100%;height:480px;border:0';
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== url.origin || !isEnvelope(event.data)) return;
    const message = event.data;
    if (message.type === 'size-changed') {
      const { height } = message.payload as { height: unknown };
      if (typeof height !== 'number' || !(height >= 0 && height < 100_000)) return;
      frame.style.height = `${Math.ceil(height)}px`;
    }
    frame.dispatchEvent(new CustomEvent(`lotline:${message.type}`, { detail: message, bubbles: true }));
  });
  parent.append(frame);
  return frame;
}
