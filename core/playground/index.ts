// The front door of core/playground: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { ANALYSIS_SENTENCES_ES, CATEGORY_NOUNS_ES, SPANISH_ANALYSIS_TEXTS } from './analysis-es';
export {
  allowedPercent, type AnalysisBuilding, type AnalysisCheck, type AnalysisObject, type AnalysisResult,
  CHECK_OUTCOMES, type CheckOutcome, PERMISSION_STATUSES, type PermissionStatus,
} from './analysis-result';
export {
  ANALYSIS_PLACEHOLDER_KINDS, ANALYSIS_SENTENCES, type AnalysisPlaceholder, analysisSentence,
  type AnalysisSentenceId,
} from './analysis-sentences';
export {
  CATEGORY_LABELS, categoryWords, formatFeetInches, formatPercent, formatSqFt, legalWords, listText,
  sourceText, withArticle,
} from './analysis-text';
export {
  analyzePlayground, CheckKind, type LotBuilding, type LotConsideration, type PlaygroundDrawing,
  type PlaygroundLot,
} from './analyze';
export { type CategoryRules, categoryRules, type RuleValue, type SetbackSide } from './category-rules';
export { lotLineDistances, segmentDistance, segmentsMeet } from './measure';
export {
  checkPhysicalRules, type ExistingBuilding, HOUSE_CATEGORIES, isTouching, mainHousesOf, PHYSICAL_RULES,
  type PhysicalCheck, PhysicalReason, PhysicalRule, physicalRuleOf, type PhysicalSurroundings,
  TOUCH_TOLERANCE_FT,
} from './physical-rules';
export {
  type AnalysisLanguage, type AnalysisTexts, analysisTextsIn, type Gender,
} from './translate-analysis';
