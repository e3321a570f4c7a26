// "Do I need a survey?" for one ADU page of a report: what plan the building department asks for
// (bylaws.plot_plan, cited under 'plot_plan'), the lot lines whose kind is a low-confidence guess,
// whether the lot lines are the person's own correction, and, for a placed unit, how close it comes
// to each setback line (core/placement/survey-advice.ts). The widget and the PDF say it alike.
import type { StreetData } from '../api/street-data.schema';
import type { Polygon } from '../geo/geojson.schema';
import { surveyAdvice, SURVEY_MARGIN_FT, type SurveyAdvice } from '../placement/survey-advice';
import type { AduKind } from '../rules/model';
import { EdgeKind, edgeKindOf, type LotEdge } from '../setback/lot-edges';

/** What the report says about a survey for one ADU type. */
export interface ReportSurvey {
  plotPlan: NonNullable<StreetData['bylaws']['plot_plan']> | null;
  /** Feet clear of a setback line within which a lesser plan will not do (the rule's, else 5 ft). */
  marginFt: number;
  /** The lot lines (indices of `lot_edges`) whose kind is a low-confidence guess. */
  unsureEdges: number[];
  /** Whether the lot lines are the person's own correction (user-asserted). */
  userLot: boolean;
  /** The advice for the unit placed, or null without one or without setbacks. */
  advice: SurveyAdvice | null;
}

/** The lot edges of street data as core's edges, with their confidence. */
export function reportLotEdges(report: Pick<StreetData, 'lot_edges'>): LotEdge[] {
  return report.lot_edges.map((e) => ({ from: e.from, to: e.to, lengthFt: e.length_ft, kind: edgeKindOf(e.kind) ?? EdgeKind.Unknown, reason: e.reason, ...(e.confidence ? { confidence: e.confidence } : {}) }));
}

/** The survey part of the report for `kind`, with `unit` the unit placed on its page (null for none). */
export function reportSurvey(report: Pick<StreetData, 'lot' | 'lot_edges' | 'bylaws' | 'lot_source'>, kind: AduKind, unit: Polygon | null): ReportSurvey {
  const plotPlan = report.bylaws.plot_plan ?? null;
  const marginFt = plotPlan?.lesser_plan_margin_ft ?? SURVEY_MARGIN_FT;
  const edges = reportLotEdges(report);
  const placement = report.bylaws.adu.placement;
  const values = kind === 'ext' ? placement.ext_setbacks : placement.int_setbacks;
  const setbacks = values.front === null || values.side === null || values.rear === null ? null : { frontFt: values.front, sideFt: values.side, rearFt: values.rear };
  return {
    plotPlan,
    marginFt,
    unsureEdges: edges.flatMap((e, i) => (e.confidence === 'low' ? [i] : [])),
    userLot: report.lot_source === 'user',
    advice: unit && setbacks ? surveyAdvice(unit, report.lot, edges, setbacks, marginFt) : null,
  };
}

/** The sentence the advice of a report's survey says, with its numbers; null where it has nothing to say. */
export type SurveySentence =
  | { key: 'survey.noUnit' }
  | { key: 'survey.recommend' | 'survey.recommendInside' | 'survey.close'; clearanceFt: number; edge: number }
  | { key: 'survey.clear'; clearanceFt: number };

/**
 * Which sentence the widget and the PDF write for a survey's advice: a survey recommended (the unit
 * within the margin of a low-confidence line's setback line, or past it), the surveyor's plan needed
 * (within the margin of a sure line's), clear of every setback line, or, without a unit, to place one.
 */
export function surveySentence(survey: ReportSurvey, unitPlaced: boolean): SurveySentence | null {
  if (!unitPlaced) return { key: 'survey.noUnit' };
  const advice = survey.advice;
  if (!advice?.closest) return null;
  if (advice.unsure) return { key: advice.unsure.clearanceFt < 0 ? 'survey.recommendInside' : 'survey.recommend', clearanceFt: advice.unsure.clearanceFt, edge: advice.unsure.edge };
  if (advice.closest.clearanceFt < survey.marginFt) return { key: 'survey.close', clearanceFt: advice.closest.clearanceFt, edge: advice.closest.edge };
  return { key: 'survey.clear', clearanceFt: advice.closest.clearanceFt };
}
