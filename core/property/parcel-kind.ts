// What a parcel polygon is: a lot, a right-of-way (a street, private way or railway) or water. MassGIS
// Level 3 parcels say it in POLY_TYPE (FEE, TAX, ROW, PRIV_ROW, RAIL_ROW, WATER); the importer and the
// lot-line labelling of a parcel file read it the same way.

/** The kinds of parcel. */
export type ParcelKind = 'lot' | 'right_of_way' | 'water';

/** The kind of a parcel from its MassGIS poly type; anything else, or none, is a lot. */
export function parcelKindOfPolyType(polyType: string | null | undefined): ParcelKind {
  const type = polyType?.trim().toUpperCase();
  if (type === 'WATER') return 'water';
  return type?.endsWith('ROW') ? 'right_of_way' : 'lot';
}
