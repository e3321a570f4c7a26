// Where the map's photos layer puts its pins. The server keeps no position for a photo (its EXIF,
// GPS included, is dropped on upload), so every photo of the lot is pinned around a point inside
// the lot, on a sunflower spiral, newest nearest the middle, skipping spots outside the lot.
import type { AreaGeometry, Position } from '../../../core/geo';
import { createLocalFrame, isPointInPolygon, pointOnSurface } from '../../../core/geo';

/** Distance between neighbouring pins, in feet. */
export const PIN_SPACING_FT = 10;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** How many spiral spots are tried per pin before the rest go to the middle. */
const TRIES_PER_PIN = 6;

/** `count` [lng, lat] positions for pins inside `lot`, the first at a point inside it. */
export function photoPinPositions(lot: AreaGeometry, count: number, spacingFt = PIN_SPACING_FT): Position[] {
  if (count <= 0) return [];
  const middle = pointOnSurface(lot);
  const frame = createLocalFrame(middle);
  const positions: Position[] = [middle];
  for (let spot = 1; positions.length < count && spot < count * TRIES_PER_PIN; spot++) {
    const radius = spacingFt * Math.sqrt(spot);
    const angle = spot * GOLDEN_ANGLE;
    const candidate = frame.toLngLat([radius * Math.cos(angle), radius * Math.sin(angle)]);
    if (isPointInPolygon(candidate, lot)) positions.push(candidate);
  }
  while (positions.length < count) positions.push(middle);
  return positions;
}
