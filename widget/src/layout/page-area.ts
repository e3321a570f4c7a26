// The setback area a page's units stand in: the detached one for the backyard cottage and the
// playground, the internal one for the in-home apartment, as the server's placement picks it.
// Street data gives null both when no room is left and when a lot-line setback is unknown; the
// setbacks of the rules tell the two apart, as the server does (lot-geometry.ts areaFor). Where the
// assessor records a house the data has no footprint of (core/placement/house-position.ts), the
// detached area is not known either: it would be drawn over the house.
import type { PlacementPage, StreetData } from '../../../core/api';
import type { AreaGeometry } from '../../../core/geo';
import { HousePosition, housePositionOf } from '../../../core/placement';
import { isLocked } from '../shell/report-context';

/** The page's setback area, or why there is none: left out of a limited report, unknown, the house not traced, or empty. */
export type PageArea = { state: 'known'; area: AreaGeometry } | { state: 'locked' | 'unknown' | 'house-unknown' | 'empty' };

/** The setback area of `page` on `property`. */
export function pageArea(property: StreetData, page: PlacementPage): PageArea {
  const kind = page === 'in-home-apartment' ? 'int' : 'ext';
  if (isLocked(property, `setbacked_area.${kind}`)) return { state: 'locked' };
  const setbacks = kind === 'int' ? property.bylaws.adu.placement.int_setbacks : property.bylaws.adu.placement.ext_setbacks;
  if ([setbacks.front, setbacks.side, setbacks.rear].some((ft) => ft === null)) return { state: 'unknown' };
  if (kind === 'ext' && housePositionOf(property) === HousePosition.NotInData) return { state: 'house-unknown' };
  const area = property.setbacked_area[kind];
  return area ? { state: 'known', area } : { state: 'empty' };
}
