// Reads of property data: address search, address details and the property part of street data.
import { and, asc, eq, sql } from 'drizzle-orm';
import { addressSearchTerms, normalizeAddressText } from '../../../core/address/normalize';
import type { AddressSuggestion } from '../../../core/api/address.schema';
import type { StreetData, StreetDataParams } from '../../../core/api/street-data.schema';
import type { Db } from '../db/database';
import { addresses, buildings, parcels } from '../db/schema';

/** Addresses whose words start with every term of `query`, best match first. */
export async function searchAddresses(db: Db, query: string, limit: number): Promise<AddressSuggestion[]> {
  const terms = addressSearchTerms(query);
  if (terms.length === 0) return [];
  // Terms are [a-z0-9] after normalisation, so they are safe inside LIKE patterns.
  const wordPrefix = terms.map((term) => sql`(' ' || ${addresses.searchText}) LIKE ${`% ${term}%`}`);
  const rows = await db
    .select({ id: addresses.id, label: addresses.label, lat: addresses.lat, lng: addresses.lng })
    .from(addresses)
    .where(and(...wordPrefix))
    .orderBy(
      sql`(${addresses.searchText} LIKE ${`${terms.join(' ')}%`}) DESC`,
      asc(addresses.street),
      sql`length(${addresses.streetNumber})`,
      asc(addresses.streetNumber),
    )
    .limit(limit);
  return rows.map((row) => ({ place_id: row.id, label: row.label, lat: row.lat, lng: row.lng }));
}

/** The address row with this place id, or undefined. */
export async function findAddress(db: Db, placeId: string) {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, placeId)).limit(1);
  return row;
}

/** An address row as stored. */
export type AddressRow = typeof addresses.$inferSelect;

/** The address at these parts (street spelling and case do not matter), or undefined. */
export async function findAddressByParts(db: Db, params: StreetDataParams): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.state, params.state), eq(addresses.zipCode, params.zip_code), eq(addresses.streetNumber, params.street_number)));
  const street = normalizeAddressText(params.street);
  const city = normalizeAddressText(params.city);
  return rows.find((row) => normalizeAddressText(row.street) === street && normalizeAddressText(row.city) === city);
}

/** The property part of street data for the lot of an address, or undefined when the lot is gone. */
export async function loadStreetData(db: Db, address: AddressRow): Promise<StreetData | undefined> {
  const parcelId = address.parcelId;
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId)).limit(1);
  if (!parcel) return undefined;
  const rows = await db.select().from(buildings).where(eq(buildings.parcelId, parcelId)).orderBy(asc(buildings.id));
  const list = rows.map((b) => ({
    id: b.id,
    kind: b.kind,
    label: b.label,
    building_source: b.source,
    height_ft: b.heightFt,
    footprint_sqft: b.footprintSqFt,
  }));
  return {
    attributes: {
      property_id: parcel.id,
      address: {
        label: address.label,
        street_number: address.streetNumber,
        street: address.street,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
        lat: address.lat,
        lng: address.lng,
      },
      property_type_name: parcel.propertyTypeName,
      use_code: parcel.useCode,
      zone_code: parcel.zoneCode,
      lot_size: parcel.lotSizeSqFt,
      gross_floor_area: parcel.grossFloorAreaSqFt,
      year_built: parcel.yearBuilt,
      style: parcel.style,
      owners: parcel.owners,
    },
    lot: parcel.lot,
    buildings: list,
    buildings_geojson: {
      type: 'FeatureCollection',
      features: rows.map((b, i) => ({ type: 'Feature', geometry: b.footprint, properties: list[i]! })),
    },
  };
}
