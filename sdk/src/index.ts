// The Lotline SDK for host pages: mount the widget and listen to its typed events.
import type { WidgetEventEnvelope, WidgetEventMap, WidgetEventType } from '../../core/protocol/events';
import { loadWidget } from './loader';

export type { WidgetEventEnvelope, WidgetEventMap, WidgetEventType };
export { loadWidget };

/** Options of `mount`. */
export interface MountOptions {
  /** URL of the widget's classic-script bundle (lotline-widget.js). */
  widgetUrl: string;
  /** The organization whose white-label settings apply. */
  org?: string;
  /** Origin of the Lotline API; defaults to the origin of `widgetUrl`. */
  apiBase?: string;
  /** 'en' or 'es'; defaults to the browser's language. */
  lang?: string;
  /** Map tile URL template with {z}, {x}, {y}. */
  tileUrl?: string;
}

/** Loads the widget and places a <lotline-widget> inside `target` (an element or a CSS selector). */
export async function mount(target: Element | string, options: MountOptions): Promise<HTMLElement> {
  const parent = typeof target === 'string' ? document.querySelector(target) : target;
  if (!parent) throw new Error(`Lotline: no element matches ${String(target)}`);
  await loadWidget(options.widgetUrl);
  const element = document.createElement('lotline-widget');
  element.setAttribute('api-base', options.apiBase ?? new URL(options.widgetUrl, document.baseURI).origin);
  if (options.org) element.setAttribute('org', options.org);
  if (options.lang) element.setAttribute('lang', options.lang);
  if (options.tileUrl) element.setAttribute('tile-url', options.tileUrl);
  parent.append(element);
  return element;
}

/** Listens to one widget event on `element` (or on any widget of the page when given `document`); returns the unsubscribe function. */
export function on<K extends WidgetEventType>(
  element: EventTarget,
  type: K,
  handler: (payload: WidgetEventMap[K], event: WidgetEventEnvelope<K>) => void,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<WidgetEventEnvelope<K>>).detail;
    if (detail?.source === 'lotline' && detail.type === type) handler(detail.payload, detail);
  };
  element.addEventListener(`lotline:${type}`, listener);
  return () => element.removeEventListener(`lotline:${type}`, listener);
}
