// The front door of core/setback: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './area-probe';
export * from './keep-out';
export * from './lot-edges';
export * from './lot-lines';
export * from './lot-ring';
export * from './parcel-file';
export * from './setback-area';
