// Which setback area the 'Fits this lot' filter tests plans against (issue 6 item 2): the detached
// area for the backyard cottage, the internal one for the in-home apartment, as the server's
// placement does. Small and synchronous, so the filter panel can say at once why the filter is off
// without loading the placement engine.
import type { StreetData } from '../../../core/api';
import type { AreaGeometry } from '../../../core/geo';
import type { AduPage } from '../shell/navigation/state';
import { pageArea } from '../layout/page-area';

/** Why 'Fits this lot' is not available. */
export const FitUnavailable = {
  /** The limited report leaves the setback areas on the server. */
  Locked: 'locked',
  /** The setback area is unknown or empty for this lot. */
  NoArea: 'no-area',
} as const;
export type FitUnavailable = (typeof FitUnavailable)[keyof typeof FitUnavailable];

/** The area to fit in, or why there is none. */
export type FitArea = { ok: true; area: AreaGeometry } | { ok: false; reason: FitUnavailable };

/** The setback area plans of `page` must fit in. */
export function fitAreaOf(property: StreetData, page: AduPage): FitArea {
  const found = pageArea(property, page);
  if (found.state === 'known') return { ok: true, area: found.area };
  return { ok: false, reason: found.state === 'locked' ? FitUnavailable.Locked : FitUnavailable.NoArea };
}
