// The front door of core/rules: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { type Bylaws, type StatusInputs, toBylaws } from './bylaws';
export { renderCoverage, townHoldings } from './coverage';
export { JURISDICTIONS, RULESETS, type Jurisdiction, type RealLot } from '../jurisdictions';
export {
  citationLabel, DOCUMENTS, type DocumentSection, findDocument, type SourceDocument,
} from './documents';
export {
  evaluate, type Evaluation, type EvaluationOverrides, type PropertyFacts, type ReportCitation,
  selectRulesets, setbackOfSubject, type SetbackValues, type SizeLimit,
} from './evaluate';
export { evaluateFormula, FACT_LABELS, formatSqFt, type FormulaResult } from './formula';
export {
  type Assumption, assumption, type AssumptionKey, HOME_WORDS, type HomeKind, homeKindOf, inferStateReach,
  looksResidential, lotLineAssumptions,
} from './infer';
export {
  type AduKind, type AduRules, type Cite, type Cited, type Extra, type FactKey, type Formula, LegalStatus,
  type Limit, type NearestStation, type Ruleset, type SetbackRules, type SingleFamilyUse,
  type SourcedAssumption, type StateReach, STATION_KINDS, type StationKind, STRUCTURE_GROUPS,
  type StructureGroup, type StructureGroupRules, type StructureLegal, type StructureRules,
  type StructureRuleset, type TransitParking, type ZoneRules,
} from './model';
export { SETBACK_SUBJECTS, type SetbackSubject, type SizeLimitOverride } from './setback-overrides';
export { ESTIMATE_DOCUMENTS } from './sources';
export {
  ADU_TYPE_NAMES, badgeText, type Checks, checksFor, isInferred, type LegalEvidence, legalEvidence,
  legalLabel, LIKELIHOOD_PERCENT, likelihoodLabel, likelihoodPercent, likelihoodStatus, overallStatus,
  STATUS_PERCENT, StatusColor, summaryText, worstStatus, ZONE_UNKNOWN_PERCENT,
} from './status';
export {
  ADU_CATEGORIES, DWELLING_CATEGORIES, isDwelling, type ResolvedStructureRules, resolveStructureRules,
  STRUCTURE_GROUP_OF,
} from './structures';
export { SENTENCES_ES, SPANISH_RULE_TEXTS, TEXTS_ES } from './texts-es';
export {
  type Placeholder, PLACEHOLDER_KINDS, RULE_SENTENCES, ruleSentence, type RuleSentenceId, type RuleTexts,
  UNNAMED_TOWN,
} from './texts';
export {
  milesText, parkingLine, type ParkingLineKey, type ParkingTransit, type ParkingTransitAnswer,
  parkingTransitAnswer, STATION_KIND_WORDS, transitNote, type TransitReach, transitReach,
} from './transit';
export { type RuleLanguage, ruleTextsIn, type TranslatedRuleTexts } from './translate-texts';
