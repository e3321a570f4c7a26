// The front door of core/rules: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export * from './bylaws';
export * from './coverage';
export { JURISDICTIONS, RULESETS, type Jurisdiction, type RealLot } from '../jurisdictions';
export * from './documents';
export * from './evaluate';
export * from './formula';
export * from './infer';
export * from './model';
export * from './setback-overrides';
export * from './sources';
export * from './status';
export * from './structures';
export * from './texts-es';
export * from './texts';
export * from './transit';
export * from './translate-texts';
