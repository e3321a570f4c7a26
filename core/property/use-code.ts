// Massachusetts state use codes (Department of Revenue classification, as used by MassGIS
// standardized assessor parcels) mapped to the property types of the report.

/** The property type choices of spec 1 section 5. */
export const PropertyType = {
  SingleFamily: 'Single Family',
  TwoFamily: 'Two Family',
  MultiFamily: 'Multi-Family Home',
  Other: 'Other',
} as const;
export type PropertyType = (typeof PropertyType)[keyof typeof PropertyType];

/**
 * The property type of a state use code. Codes may carry a leading 0 (mixed-use variants such as
 * '0101') or a fourth digit (sub-classes such as '1014', single family with an accessory apartment).
 */
export function propertyTypeFromUseCode(useCode: string | null | undefined): PropertyType | null {
  if (!useCode) return null;
  const digits = useCode.trim().replace(/^0(?=\d{3})/, '');
  if (!/^\d{3,4}$/.test(digits)) return null;
  const base = digits.slice(0, 3);
  if (base === '101') return PropertyType.SingleFamily;
  if (base === '104') return PropertyType.TwoFamily;
  if (base === '105' || base === '111' || base === '112' || base === '109') return PropertyType.MultiFamily;
  return PropertyType.Other;
}
