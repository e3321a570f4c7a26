// The front door of core/address: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './address-query';
export * from './normalize';
