// Loads the generated demo town into an empty database, in one transaction.
import { count } from 'drizzle-orm';
import { normalizeAddressText } from '../../../core/address/normalize';
import type { AreaGeometry, Position } from '../../../core/geo/geojson.schema';
import type { Db } from '../db/database';
import { addresses, buildings, parcels } from '../db/schema';
import { generateDemoTown, type DemoTown } from './demo-town';

const BATCH = 200;

function bbox(geometry: AreaGeometry): { minLng: number; minLat: number; maxLng: number; maxLat: number } {
  const positions: Position[] = geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2);
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of positions) {
    minLng = Math.min(minLng, lng);
    minLat = Math.min(minLat, lat);
    maxLng = Math.max(maxLng, lng);
    maxLat = Math.max(maxLat, lat);
  }
  return { minLng, minLat, maxLng, maxLat };
}

/** Inserts a generated town (rows already there are kept, so two servers starting together are safe); returns the number of parcels given. */
export async function insertDemoTown(db: Db, town: DemoTown): Promise<number> {
  const parcelRows = town.parcels.map((p) => ({
    id: p.id,
    city: town.city,
    state: town.state,
    zipCode: town.zip,
    county: town.county,
    lot: p.lot,
    lotSizeSqFt: p.lotSizeSqFt,
    propertyTypeName: p.attributes.propertyTypeName,
    useCode: p.attributes.useCode,
    zoneCode: p.attributes.zoneCode,
    grossFloorAreaSqFt: p.attributes.grossFloorAreaSqFt,
    yearBuilt: p.attributes.yearBuilt,
    style: p.attributes.style,
    owners: [],
    ...bbox(p.lot),
  }));
  const buildingRows = town.parcels.flatMap((p) =>
    p.buildings.map((b) => ({
      id: b.id,
      parcelId: p.id,
      kind: b.kind,
      label: b.label,
      source: 'survey' as const,
      footprint: b.footprint,
      footprintSqFt: b.footprintSqFt,
      heightFt: b.heightFt,
    })),
  );
  const addressRows = town.parcels.map((p) => {
    const label = `${p.address.number} ${p.address.street}, ${town.city}, ${town.state} ${town.zip}`;
    return {
      id: `${p.id}-a`,
      parcelId: p.id,
      streetNumber: p.address.number,
      street: p.address.street,
      city: town.city,
      state: town.state,
      zipCode: town.zip,
      label,
      searchText: normalizeAddressText(label),
      lng: p.point[0],
      lat: p.point[1],
    };
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < parcelRows.length; i += BATCH) await tx.insert(parcels).values(parcelRows.slice(i, i + BATCH)).onConflictDoNothing();
    for (let i = 0; i < buildingRows.length; i += BATCH) await tx.insert(buildings).values(buildingRows.slice(i, i + BATCH)).onConflictDoNothing();
    for (let i = 0; i < addressRows.length; i += BATCH) await tx.insert(addresses).values(addressRows.slice(i, i + BATCH)).onConflictDoNothing();
  });
  return parcelRows.length;
}

/** Loads the default demo town when no parcel exists yet; returns the number of parcels written (0 when data was there). */
export async function seedDemoTownIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parcels);
  if ((row?.n ?? 0) > 0) return 0;
  return insertDemoTown(db, generateDemoTown());
}
