// The widget-host event protocol: one typed map of events, sent in a versioned envelope.
// Inline embeds receive them as DOM CustomEvents named `lotline:<type>` on the element; a
// breaking payload change is a new event type, never a silent change of an existing one.

/** The version of the envelope on the wire. */
export const PROTOCOL_VERSION = 1;

/** Prefix of the DOM event names. */
export const EVENT_PREFIX = 'lotline:';

/** Every event the widget sends to its host, with its payload. */
export interface WidgetEventMap {
  /** The visitor picked an address from the search. */
  'address-selected': { place_id: string; label: string; lat: number; lng: number };
  /** A property's lot is shown. */
  'property-viewed': { property_id: string; label: string };
  /** Something failed in a way the visitor was told about. */
  error: { code: string; message: string };
}

/** The name of one event. */
export type WidgetEventType = keyof WidgetEventMap;

/** What travels: `{ source, version, type, payload }`. */
export interface WidgetEventEnvelope<K extends WidgetEventType = WidgetEventType> {
  source: 'lotline';
  version: typeof PROTOCOL_VERSION;
  type: K;
  payload: WidgetEventMap[K];
}

/** Wraps a payload in the envelope. */
export function envelope<K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]): WidgetEventEnvelope<K> {
  return { source: 'lotline', version: PROTOCOL_VERSION, type, payload };
}

/** The DOM event name of an event type. */
export function domEventName(type: WidgetEventType): string {
  return `${EVENT_PREFIX}${type}`;
}
