// The front door of core/property: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './gis-layers';
export * from './massachusetts-municipalities';
export * from './parcel-kind';
export * from './use-code';
