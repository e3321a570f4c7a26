// The front door of core/rules/sources (the documents of the estimates; a jurisdiction's own are in its folder of core/jurisdictions): what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { ESTIMATE_DOCUMENTS } from './estimates';
