// The front door of core/protocol: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  domEventName, envelope, EVENT_PREFIX, PROTOCOL_VERSION, type WidgetEventEnvelope, type WidgetEventMap,
  type WidgetEventType,
} from './events';
