// What every part of a report reads: the property's street data and the API (for cited documents).
import { createContext, useContext } from 'react';
import type { StreetData } from '../../../core/api';
import type { ApiClient } from '../api/client';

/** The report being shown. */
export interface ReportContextValue {
  property: StreetData;
  api: ApiClient;
  /** Opens the lock prompt (sign-in or upgrade) for a locked value or control. */
  onLocked(): void;
  /** Re-fetches the report after the user changed the property; the page and its scroll stay. */
  onPropertyChanged(): Promise<void>;
  /** Shows a toast. */
  notify(kind: 'error' | 'warning' | 'success', text: string): void;
  /** Called with the stored lead's id once the lead form is sent: where the organization opens the full report after a lead (decision 050). */
  onLeadSent?: ((leadId: string) => void) | undefined;
}

/** Whether the server left `field` (a dotted path of street data) out of this limited report. */
export function isLocked(property: StreetData, field: string): boolean {
  return property.limited_report && property.locked_fields.some((locked) => field === locked || field.startsWith(`${locked}.`));
}

export const ReportContext = createContext<ReportContextValue | null>(null);

/** The report of the nearest provider; a programmer error outside one. */
export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport() needs a <ReportContext.Provider> above it');
  return value;
}
