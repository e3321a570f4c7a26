// The rows of a lot as one user sees it (user-lot.ts): its surveyed buildings, its zoning, and the
// point of the address its report opens at.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { addresses, buildings, parcelZoning } from '../db/schema';

/** A parcel's surveyed buildings, by id. */
export function findBuildings(db: Db, parcelId: string) {
  return db.select().from(buildings).where(eq(buildings.parcelId, parcelId)).orderBy(asc(buildings.id));
}

/** A parcel's zones, one per zoning map, by map. */
export function findZoning(db: Db, parcelId: string) {
  return db.select().from(parcelZoning).where(eq(parcelZoning.parcelId, parcelId)).orderBy(asc(parcelZoning.zoningMap));
}

/** The point and street of a property's first address as the lot lookup lists them (shortest, then lowest, number), or undefined. */
export async function findFirstAddressPoint(db: Db, propertyId: string) {
  const [address] = await db
    .select({ lng: addresses.lng, lat: addresses.lat, street: addresses.street, pointInferred: addresses.pointInferred })
    .from(addresses)
    .where(eq(addresses.parcelId, propertyId))
    .orderBy(sql`length(${addresses.streetNumber})`, asc(addresses.streetNumber))
    .limit(1);
  return address;
}
