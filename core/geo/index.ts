// The front door of core/geo: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './area';
export * from './bbox';
export * from './clip';
export * from './geojson.schema';
export * from './local-frame';
export * from './point-ft';
export * from './point-in-polygon';
export * from './point-on-surface';
export * from './polygon-relations';
export * from './same-area';
export * from './segment';
export * from './simplify';
export * from './subtract-areas';
export * from './trace-rings';
export * from './union-polygons';
