// What core writes in English, in Spanish (decision 038): the words of the rule data and the
// rules' sentences (core/rules/texts-es.ts), the playground's answers (core/playground/analysis-es.ts)
// and the catalogue's plan names (core/floor-plans/catalogue-es.ts). loadLocale('es') loads this
// module beside the Spanish catalogue, as a chunk of its own, so an English reader never carries it.
export { PLAN_NAMES_ES as planNames } from '../../../core/floor-plans';
export { SPANISH_ANALYSIS_TEXTS as analysis } from '../../../core/playground';
export { SPANISH_RULE_TEXTS as rules } from '../../../core/rules';
