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

/**
 * Whether a state use code is mixed use, primarily residential: first digit 0 (mixed use), second 1
 * (residential the primary use), as 013 to 019 (residential with commercial, industrial, forest,
 * agricultural, recreational or exempt use); Cambridge writes them with a fourth digit ('0131',
 * MULTIUSE-RES). Codes 010 to 012 do not exist; '0101' to '0129' are Cambridge's mixed-use
 * variants of the residential classes 101 to 129, typed by that class.
 */
export function isMixedUseResidentialUseCode(useCode: string | null | undefined): boolean {
  return /^01[3-9]\d?$/.test(useCode?.trim() ?? '');
}

/**
 * Whether a use code is mixed use whose primary use is not residential but which may hold homes:
 * the state's 0XY codes with residential the secondary use (031, 041: commercial or industrial with
 * residential), and Cambridge's leading-0 variants of a non-residential class ('0326', a
 * restaurant, '0340', offices, with apartments). A dwelling only where the data counts its units.
 */
export function isMixedUseWithHomesUseCode(useCode: string | null | undefined): boolean {
  const code = useCode?.trim() ?? '';
  return /^0[2-9]1$/.test(code) || /^0[2-9]\d{2}$/.test(code);
}

/** Whether a state use code is 109, several houses on one lot (Cambridge's 1091 to 1098 say how many families each). */
export function isMultipleHousesUseCode(useCode: string | null | undefined): boolean {
  return !isMixedUseResidentialUseCode(useCode) && baseOf(useCode) === '109';
}

/** Words of an assessor's use description that say the lot has an accessory apartment ('SINGLE FAM W/AUXILIARY APT'). */
const ACCESSORY_APARTMENT = /\b(aux(iliary)?|accessory|in-?law)\b.*\b(apt|apartment|dwelling|unit)s?\b/i;

/**
 * Whether the assessor records an accessory apartment on the lot: its use description says so, or,
 * without a description, the code is 1014 (single family with an auxiliary apartment, in the state
 * classification's residential sub-classes as Cambridge's table lists them). A fourth digit is
 * the assessor's own, so a description that says something else wins over the code.
 */
export function hasAccessoryApartment(useCode: string | null | undefined, useDescription: string | null | undefined = null): boolean {
  if (useDescription?.trim()) return ACCESSORY_APARTMENT.test(useDescription);
  return useCode?.trim() === '1014';
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
 * (103) is a single-family dwelling. Mixed use, primarily residential (013 to 019) is typed by its
 * units the same way.
 */
export function propertyTypeFromUseCode(useCode: string | null | undefined, units: number | null = null): PropertyType | null {
  if (!useCode) return null;
  // A mixed-use building whose primary use is residential is a dwelling: typed by its units, as a
  // multi-family home when they are not counted, and not a dwelling when the data counts none.
  if (isMixedUseResidentialUseCode(useCode)) {
    if (units === 0) return PropertyType.Other;
    if (units === 1) return PropertyType.SingleFamily;
    if (units === 2) return PropertyType.TwoFamily;
    return PropertyType.MultiFamily;
  }
  // Homes beside another primary use (an office or a restaurant with apartments): a structure with
  // a dwelling unit is a principal dwelling (760 CMR 71.02), so a counted unit makes it one.
  if (isMixedUseWithHomesUseCode(useCode) && units !== null && units >= 1) {
    if (units === 1) return PropertyType.SingleFamily;
    if (units === 2) return PropertyType.TwoFamily;
    return PropertyType.MultiFamily;
  }
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
