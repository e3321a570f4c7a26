// What every part of a report reads: the property's street data and the API (for cited documents).
import { createContext, useContext } from 'react';
import type { PlacedUnitFeature } from '../../../core/api/placement.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import type { ApiClient } from '../api/client';
import type { AduPage } from '../navigation/state';

/** The unit placed on each ADU page during this visit; kept in memory only, not saved. */
export type PlacedUnits = Partial<Record<AduPage, PlacedUnitFeature>>;

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
  /** The units placed on the ADU pages. */
  placedUnits: PlacedUnits;
  /** Shows `unit` as the one placed on `page`, replacing any earlier one there. */
  onPlaced(page: AduPage, unit: PlacedUnitFeature): void;
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
