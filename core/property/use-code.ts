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
 * Condominium codes: 102 (a residential condominium, the record of a unit) and 199 (a condominium
 * building, as Cambridge's assessor lists it in its table of state use codes).
 */
const CONDOMINIUM_CODES = new Set(['102', '199']);

/** The code without a leading 0 ('0101') and its three-digit base, or null when it is no code. */
function baseOf(useCode: string | null | undefined): string | null {
  const digits = useCode?.trim().replace(/^0(?=\d{3})/, '') ?? '';
  return /^\d{3,4}$/.test(digits) ? digits.slice(0, 3) : null;
}

/** Whether a state use code is a residential condominium's (a unit's, or the building's). */
export function isCondominiumUseCode(useCode: string | null | undefined): boolean {
  const base = baseOf(useCode);
  return base !== null && CONDOMINIUM_CODES.has(base);
}

/**
 * The property type of a state use code. Codes may carry a leading 0 (mixed-use variants such as
 * '0101') or a fourth digit (sub-classes such as '1014', single family with an accessory apartment).
 * A condominium is a building of dwellings, however they are owned, so it is typed by its
 * `units` on the lot when the data counts them (one, two, three or more) and as a multi-family
 * home when it does not (a condominium divides a building or a lot into units). A mobile home
 * (103) is a single-family dwelling.
 */
export function propertyTypeFromUseCode(useCode: string | null | undefined, units: number | null = null): PropertyType | null {
  if (!useCode) return null;
  const base = baseOf(useCode);
  if (base === null) return null;
  if (CONDOMINIUM_CODES.has(base)) {
    if (units === 1) return PropertyType.SingleFamily;
    if (units === 2) return PropertyType.TwoFamily;
    return PropertyType.MultiFamily;
  }
  if (base === '101' || base === '103') return PropertyType.SingleFamily;
  if (base === '104') return PropertyType.TwoFamily;
  if (base === '105' || base === '111' || base === '112' || base === '109') return PropertyType.MultiFamily;
  return PropertyType.Other;
}
