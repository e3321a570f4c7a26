// The front door of core/floor-plans: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './build-plan';
export * from './catalogue';
export * from './catalogue-es';
export * from './category';
export * from './drawing';
export * from './summary';
