// Who may edit a report (spec 1 section 6): signed-in users with the full report. Visitors and
// users with limited_report see no editing at all.
import { useContext } from 'react';
import type { StreetData } from '../../../../core/api';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';

/** Whether the viewer of `property` may change its facts and setbacks. */
export function canEdit(property: Pick<StreetData, 'user' | 'limited_report'>): boolean {
  return property.user !== null && !property.limited_report;
}

/** The report, when its viewer may edit it; null otherwise (or outside a report). */
export function useEditing(): ReportContextValue | null {
  const report = useContext(ReportContext);
  return report && canEdit(report.property) ? report : null;
}
