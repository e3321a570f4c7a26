// The front door of core/rules/sources: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './california';
export * from './estimates';
export * from './massachusetts';
export * from './towns';
export * from './transit';
