// The front door of core/random: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { mulberry32, type Random } from './mulberry32';
