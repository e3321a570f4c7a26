// Address rows: by place id, by the parts of a signed address, and the one a property's report opens at.
import { and, asc, eq, sql } from 'drizzle-orm';
import { normalizeAddressText } from '../../../core/address';
import type { StreetDataParams } from '../../../core/api';
import type { Db } from '../db/database';
import { addresses, streets } from '../db/schema';

/** An address row as stored. */
export type AddressRow = typeof addresses.$inferSelect;

/** The address row with this place id, or undefined. */
export async function findAddress(db: Db, placeId: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, placeId)).limit(1);
  return row;
}

/** The address at these parts (street spelling and case do not matter), or undefined. */
export async function findAddressByParts(db: Db, params: StreetDataParams): Promise<AddressRow | undefined> {
  const rows = await db
    .select({ address: addresses })
    .from(addresses)
    .innerJoin(streets, eq(streets.id, addresses.streetId))
    .where(
      and(
        eq(streets.nameNorm, normalizeAddressText(params.street)),
        eq(streets.state, params.state),
        eq(addresses.streetNumber, params.street_number.toUpperCase()),
      ),
    );
  const city = normalizeAddressText(params.city);
  return rows.map((row) => row.address).find((row) => normalizeAddressText(row.city) === city && row.zipCode === params.zip_code);
}

/** The address a property's report opens at (the shortest, then lowest, street number, as placement picks it), or undefined. */
export async function findAddressOfProperty(db: Db, propertyId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.parcelId, propertyId))
    .orderBy(sql`length(${addresses.streetNumber})`, asc(addresses.streetNumber))
    .limit(1);
  return row;
}
