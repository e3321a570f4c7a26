// What the playground's side panel, the overlay over the map and the map share: the notifications,
// the analysis in progress, the setback polygon to draw, and 'Is this allowed?'. Small on purpose:
// the map's chunk imports it to draw the setback polygon.
import { createContext } from 'react';
import type { AreaGeometry } from '../../../core/geo';
import type { AnalysisStep } from './analysis-progress';
import type { NotificationsState } from './notifications';

/** The playground's shared state. */
export interface PlaygroundValue {
  notifications: NotificationsState;
  /** The status messages of the analysis in progress, or null when none runs. */
  analysis: { steps: readonly AnalysisStep[] } | null;
  /** The setback polygon of the notification pointed at or selected, drawn on the map; null for none. */
  shownSetback: AreaGeometry | null;
  /** The structure whose notification is pointed at (hover or focus), or null. */
  pointAt(id: string | null): void;
  /** Selects a structure's notification (and the structure on the map), or none. */
  selectNotice(id: string | null): void;
  /** The structure whose notification is selected, or null. */
  selectedNotice: string | null;
  /** 'Is this allowed?' (spec 2 section 4). */
  checkAllowed(): void;
}

/** The playground of the report; null outside one. */
export const PlaygroundContext = createContext<PlaygroundValue | null>(null);
