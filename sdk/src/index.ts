// The Lotline SDK for host pages: mount the widget, inline or framed, and listen to its typed events.
import type { WidgetEventEnvelope, WidgetEventMap, WidgetEventType } from '../../core/protocol';
import { mountFrame } from './framed';
import { loadWidget } from './loader';

export type { WidgetEventEnvelope, WidgetEventMap, WidgetEventType };
export { loadWidget };

// Where this SDK was loaded from; the build defines it per format (as for the widget). The
// widget and the hosted page are served next to it unless the options say otherwise.
declare const __LOTLINE_SCRIPT_URL__: string | null | undefined;
const SDK_URL = __LOTLINE_SCRIPT_URL__ || undefined;

/** Options of `mount`. */
export interface MountOptions {
  /**
   * `inline` (default): <lotline-widget> in the page, styled in its own shadow root.
   * `framed`: the hosted page in an iframe; events arrive by postMessage from the widget's origin only.
   */
  mode?: 'inline' | 'framed';
  /** The organization whose white-label settings apply; framed embeds need it (Lotline's page is framed only for an organization's allowed origins). */
  org?: string;
  /** 'en' or 'es'; defaults to the browser's language. */
  lang?: string;
  /** Inline: URL of the widget's module entry (lotline-widget.mjs); defaults to the one next to the SDK. */
  widgetUrl?: string;
  /** Inline: origin of the Lotline API; defaults to the origin of `widgetUrl`. */
  apiBase?: string;
  /** Inline: map tile URL template with {z}, {x}, {y}. */
  tileUrl?: string;
  /** Inline: the Lotline server's Protomaps base map (`/basemap.pmtiles`, relative to `apiBase`), used when there is no `tileUrl`. */
  pmtilesUrl?: string;
  /** Framed: the hosted page; defaults to `/` on the origin of `widgetUrl`. */
  hostedUrl?: string;
  /** Framed: the iframe's accessible name (default "Lotline"). */
  title?: string;
}

function widgetUrlOf(options: MountOptions): string {
  const base = options.widgetUrl ?? (SDK_URL && new URL('lotline-widget.mjs', SDK_URL).href);
  if (!base) throw new Error('Lotline: pass widgetUrl, the SDK cannot tell where it was loaded from');
  return new URL(base, document.baseURI).href;
}

/**
 * Places the widget inside `target` (an element or a CSS selector). Resolves to the element that
 * sends the events: the <lotline-widget> inline, the iframe when framed.
 */
export async function mount(target: Element | string, options: MountOptions = {}): Promise<HTMLElement> {
  const parent = typeof target === 'string' ? document.querySelector(target) : target;
  if (!parent) throw new Error(`Lotline: no element matches ${String(target)}`);
  const widgetUrl = widgetUrlOf(options);
  if (options.mode === 'framed') {
    // Lotline's page signs people in, so it may be framed only as an organization's embed, by the
    // sites that organization allows (issue 28): without one, the browser would refuse the frame.
    if (!options.org) throw new Error('Lotline: framed mode needs the organization (data-org), whose allowed origins may frame Lotline');
    return mountFrame(parent, {
      hostedUrl: new URL(options.hostedUrl ?? '/', widgetUrl),
      org: options.org,
      lang: options.lang,
      title: options.title,
    });
  }
  await loadWidget(widgetUrl);
  const element = document.createElement('lotline-widget');
  element.setAttribute('api-base', options.apiBase ?? new URL(widgetUrl).origin);
  if (options.org) element.setAttribute('org', options.org);
  if (options.lang) element.setAttribute('lang', options.lang);
  if (options.tileUrl) element.setAttribute('tile-url', options.tileUrl);
  if (options.pmtilesUrl) element.setAttribute('pmtiles-url', options.pmtilesUrl);
  parent.append(element);
  return element;
}

/**
 * Listens to one widget event on `target`: the element `mount` answered, any ancestor of it, or
 * `document` for every widget of the page. Returns the unsubscribe function.
 */
export function on<K extends WidgetEventType>(
  target: EventTarget,
  type: K,
  handler: (payload: WidgetEventMap[K], event: WidgetEventEnvelope<K>) => void,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<WidgetEventEnvelope<K>>).detail;
    if (detail?.source === 'lotline' && detail.type === type) handler(detail.payload, detail);
  };
  target.addEventListener(`lotline:${type}`, listener);
  return () => target.removeEventListener(`lotline:${type}`, listener);
}
