// Bellingham's district list: each zone code of its data with the district's name.

/**
 * The assessor's zoning codes and the bylaw district each names (its establishment of districts). `B` (four lots in the
 * CY2025 data) is a Business district the assessor does not say is B-1 or B-2.
 */
export const BELLINGHAM_CODES: [string, string][] = [
  ['AGR', 'Agricultural'], ['SUBN', 'Suburban'], ['RES', 'Residential'], ['M', 'Multifamily Dwelling'],
  ['BUS1', 'Business B-1'], ['BUS2', 'Business B-2'], ['B', 'Business (B-1 or B-2)'], ['IND', 'Industrial'],
];
