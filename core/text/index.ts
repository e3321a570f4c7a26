// The front door of core/text: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { fillTemplate } from './fill-template';
