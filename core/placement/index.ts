// The front door of core/placement: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './adu-type';
export * from './flat-rings';
export * from './house-position';
export * from './layout-ops';
export * from './outline';
export * from './place-plan';
export * from './rings-in-feet';
export * from './search';
export * from './unit';
export * from './unit-fit';
