// The front door of core/color: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { contrastRatio, relativeLuminance } from './contrast';
export { EDGE_KIND_STYLES } from './lot-edge-colors';
