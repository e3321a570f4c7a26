// The enter-dimensions dialog's rules (spec 1 sections 5 and 9): whole feet, defaults 20 long and
// 30 wide, invalid input read as 0, a 0 in either cancelling, the footprint shown as length times
// width; and where the rectangle goes (the middle of the page's setback area, else of the lot).
import type { AreaGeometry, Position } from '../../../core/geo';
import { pointOnSurface } from '../../../core/geo';
import { parseFeetInput } from '../../../core/placement';

/** The dialog's default length in feet (spec 1 section 9). */
export const DEFAULT_LENGTH_FT = 20;
/** The dialog's default width in feet (spec 1 section 9). */
export const DEFAULT_WIDTH_FT = 30;

/** What the two inputs say: the feet read, the footprint, and whether OK would cancel. */
export interface DimensionsEntry {
  lengthFt: number;
  widthFt: number;
  sqft: number;
  /** A 0 (or invalid input) in either means cancelled. */
  cancels: boolean;
}

/** Reads the length and width inputs. */
export function readDimensions(lengthText: string, widthText: string): DimensionsEntry {
  const lengthFt = parseFeetInput(lengthText);
  const widthFt = parseFeetInput(widthText);
  return { lengthFt, widthFt, sqft: lengthFt * widthFt, cancels: lengthFt === 0 || widthFt === 0 };
}

/** Where a rectangle of entered dimensions is centred: a point inside the setback area, else inside the lot. */
export function dimensionsCentre(area: AreaGeometry | null | undefined, lot: AreaGeometry): Position {
  return pointOnSurface(area ?? lot);
}
