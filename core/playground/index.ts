// The front door of core/playground: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './analysis-es';
export * from './analysis-sentences';
export * from './analysis-text';
export * from './analyze';
export * from './category-rules';
export * from './measure';
export * from './physical-rules';
export * from './translate-analysis';
