// The front door of core/report: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  LOCKED_FIELDS, lockedCostKinds, type LockedField, redactEvaluation, redactReport, redactRules,
} from './limited';
export { reportLotEdges, type ReportSurvey, reportSurvey, type SurveySentence, surveySentence } from './survey';
