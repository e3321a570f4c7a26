// The widget-host event protocol: one typed map of events, sent in a versioned envelope.
// Inline embeds receive them as DOM CustomEvents named `lotline:<type>` on the element; framed
// embeds (the hosted page in an iframe) receive the same envelope through postMessage, which the
// SDK re-dispatches as the same DOM events on the iframe. A breaking payload change is a new
// event type, never a silent change of an existing one.

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
  /** A page of a property's report is shown: `adu_type` is the backyard cottage (`ext`) or the in-home apartment (`int`). */
  'report-viewed': { property_id: string; adu_type: 'ext' | 'int'; page: string };
  /** The visitor sent the lead form to the organization; `property_id` is null when no property was open. */
  'lead-submitted': { organization_id: string; property_id: string | null };
  /** The widget's content height changed, in CSS pixels; a framed embed sizes its iframe with it. */
  'size-changed': { height: number };
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
