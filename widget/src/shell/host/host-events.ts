// The widget's events to its host page, for the screens below App: App provides the element's
// emit (host-bridge.ts), so a lazily loaded screen (the lead modal) sends `lead-submitted`
// without the bridge passed down through every screen.
import { createContext, useContext } from 'react';
import type { WidgetEventMap, WidgetEventType } from '../../../../core/protocol';

/** Sends one event of the protocol to the host. */
export type HostEmit = <K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]) => void;

/** The emit of the nearest widget; outside one, events go nowhere. */
export const HostEventsContext = createContext<HostEmit>(() => undefined);

/** The host events' emit of the widget this screen is in. */
export function useHostEmit(): HostEmit {
  return useContext(HostEventsContext);
}
