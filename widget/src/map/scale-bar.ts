// The length the map's scale bar stands for: the longest round distance (1, 2, 3 or 5 times a power
// of ten, in feet, or in miles from a mile up) that fits in the bar's widest width, as Leaflet's
// own scale rounds, and the share of that width it takes.

/** Feet in a statute mile. */
export const FEET_PER_MILE = 5280;

/** A scale bar: its length in its unit and the fraction (0 to 1] of the widest bar it fills. */
export interface ScaleLength {
  unit: 'feet' | 'miles';
  value: number;
  fraction: number;
}

/** The largest of 1, 2, 3 or 5 times a power of ten not above `value` (a positive number). */
function roundDown(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / power;
  return power * (mantissa >= 5 ? 5 : mantissa >= 3 ? 3 : mantissa >= 2 ? 2 : 1);
}

/** The scale bar for a widest width that stands for `widestFt` feet on the ground; null for no positive length. */
export function scaleLength(widestFt: number): ScaleLength | null {
  if (!(widestFt > 0) || !Number.isFinite(widestFt)) return null;
  if (widestFt >= FEET_PER_MILE) {
    const miles = roundDown(widestFt / FEET_PER_MILE);
    return { unit: 'miles', value: miles, fraction: (miles * FEET_PER_MILE) / widestFt };
  }
  const feet = roundDown(widestFt);
  return { unit: 'feet', value: feet, fraction: feet / widestFt };
}
