// The playground's notifications (spec 2 sections 3 and 4): the physical notices of the live check
// and the results of the last 'Is this allowed?', one per structure, each with its permission
// status, the allowed percent it stands for (100, 60, 1), its explanations and its setback polygon.
// A new analysis clears the old results; a new property clears everything.
import { allowedPercent, type AnalysisResult, type PermissionStatus } from '../../../core/playground';
import type { PhysicalNotice } from './physical-notices';

/** The result of the analysis for one structure, as its notification shows it. */
export interface AnalysisNotice {
  /** The structure's id (the unit's). */
  id: string;
  category: string;
  status: PermissionStatus;
  /** Spec 2 section 4: PERMITTED 100, NOT_SURE 60, anything else 1; null for NOT_KNOWN, which has no likelihood (decision 061). */
  allowedPercent: number | null;
  shortExplanation: string;
  detailedExplanation: string;
  setbackPolygon: AnalysisResult['setback_polygon'];
}

/** Everything the notifications list shows. */
export interface NotificationsState {
  physical: readonly PhysicalNotice[];
  analysis: readonly AnalysisNotice[];
}

/** What changes the notifications. */
export type NotificationsAction =
  | { type: 'physical-checked'; notices: readonly PhysicalNotice[] }
  | { type: 'analysis-started' }
  | { type: 'analysis-answered'; results: readonly AnalysisResult[]; categories: ReadonlyMap<string, string> }
  | { type: 'property-changed' };

/** No notifications. */
export const NO_NOTIFICATIONS: NotificationsState = { physical: [], analysis: [] };

/** One notice per result, in the answer's order; results for structures that were not asked about are dropped. */
export function analysisNotices(results: readonly AnalysisResult[], categories: ReadonlyMap<string, string>): AnalysisNotice[] {
  return results
    .filter((result) => categories.has(result.id))
    .map((result) => ({
      id: result.id,
      category: categories.get(result.id)!,
      status: result.permission_status,
      allowedPercent: allowedPercent(result.permission_status),
      shortExplanation: result.short_explanation,
      detailedExplanation: result.detailed_explanation,
      setbackPolygon: result.setback_polygon,
    }));
}

const sameNotices = (a: readonly PhysicalNotice[], b: readonly PhysicalNotice[]) =>
  a.length === b.length && a.every((notice, i) => notice.unitId === b[i]!.unitId && notice.reason === b[i]!.reason && notice.category === b[i]!.category);

/** The notifications after `action`; the same object when nothing changed. */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'physical-checked':
      return sameNotices(state.physical, action.notices) ? state : { ...state, physical: action.notices };
    case 'analysis-started':
      return state.analysis.length === 0 ? state : { ...state, analysis: [] };
    case 'analysis-answered':
      return { ...state, analysis: analysisNotices(action.results, action.categories) };
    case 'property-changed':
      return NO_NOTIFICATIONS;
  }
}
