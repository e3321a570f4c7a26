// Property rows the report reads: a parcel, its jurisdiction's links, the special-consideration
// layers it touches, and the lot under a point. Rows only, each a handful of indexed lookups (the
// spatial work happened at import time); street data is assembled in report-service.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ParcelAtResponse } from '../../../core/api';
import { isPointInPolygon } from '../../../core/geo';
import type { Db } from '../db/database';
import { addresses, cubeContainsPoint, jurisdictions, mapLayerFeatures, mapLayers, parcelLayerHits, parcels } from '../db/schema';

/** A lot as stored. */
export type LotRow = typeof parcels.$inferSelect;

/** The parcel of this id, or undefined. */
export async function findParcel(db: Db, parcelId: string): Promise<LotRow | undefined> {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId)).limit(1);
  return parcel;
}

/** A jurisdiction's links for the report and the source it was imported from, or undefined. */
export async function findJurisdictionLinks(db: Db, jurisdictionId: string) {
  const [jurisdiction] = await db.select({ externalLinks: jurisdictions.externalLinks, source: jurisdictions.source }).from(jurisdictions).where(eq(jurisdictions.id, jurisdictionId));
  return jurisdiction;
}

/** The special-consideration layers of a jurisdiction in order of their ids, and a parcel's hits on them, nearest first. */
export async function loadLayerHits(db: Db, parcelId: string, jurisdictionId: string) {
  const layers = await db.select().from(mapLayers).where(eq(mapLayers.jurisdictionId, jurisdictionId)).orderBy(asc(mapLayers.layerId));
  const hits = await db
    .select({
      mapLayerId: parcelLayerHits.mapLayerId,
      distanceFt: parcelLayerHits.distanceFt,
      status: parcelLayerHits.status,
      name: mapLayerFeatures.name,
      badgeText: mapLayerFeatures.badgeText,
    })
    .from(parcelLayerHits)
    .innerJoin(mapLayerFeatures, eq(mapLayerFeatures.id, parcelLayerHits.featureId))
    .where(eq(parcelLayerHits.parcelId, parcelId))
    .orderBy(asc(parcelLayerHits.distanceFt));
  return { layers, hits };
}

/** The lot of a property id (a parcel of kind `lot`), or undefined. */
export async function findLot(db: Db, propertyId: string): Promise<LotRow | undefined> {
  const [lot] = await db.select().from(parcels).where(and(eq(parcels.id, propertyId), eq(parcels.kind, 'lot'))).limit(1);
  return lot;
}

/** The lot under a WGS84 point with its addresses, or undefined. */
export async function findParcelAt(db: Db, lng: number, lat: number): Promise<ParcelAtResponse | undefined> {
  const candidates = await db
    .select({ id: parcels.id, lot: parcels.lot })
    .from(parcels)
    .where(and(eq(parcels.kind, 'lot'), cubeContainsPoint(parcels.bbox, lng, lat)))
    .limit(50);
  const hit = candidates.find((candidate) => isPointInPolygon([lng, lat], candidate.lot));
  if (!hit) return undefined;
  const rows = await db
    .select({ id: addresses.id, label: addresses.label })
    .from(addresses)
    .where(eq(addresses.parcelId, hit.id))
    .orderBy(sql`length(${addresses.streetNumber})`, asc(addresses.streetNumber));
  return { property_id: hit.id, lot: hit.lot, addresses: rows.map((row) => ({ place_id: row.id, label: row.label })) };
}
