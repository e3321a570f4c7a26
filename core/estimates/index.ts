// The front door of core/estimates: what the apps (widget, server) import from it.
export * from './cite';
export * from './cost';
export * from './model';
export * from './next-steps';
export * from './price-book';
export * from './rent';
export * from './report';
