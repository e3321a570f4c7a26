// The API of a generated demo town on a fresh test database, for tests that call one property's
// routes: the app, and the signed street-data parameters of an address of the town.
import type { AddressDetails } from '../../core/api/address.schema';
import { createApp } from '../../server/src/app';
import type { Database } from '../../server/src/db/database';
import { generateDemoTown } from '../../server/src/demo/demo-town';
import { demoJurisdiction, seedDemoTown } from '../../server/src/demo/seed-demo-town';
import { addressPlaceId } from '../../server/src/import/write-dataset';
import { createTestDatabase } from './test-database';

/** A demo town of `parcels` parcels from `seed`: the generated town (to pick parcels from), its jurisdiction id, and the place id of a parcel's address. */
export function demoTown(seed: number, parcels: number) {
  const town = generateDemoTown({ seed, parcels });
  const jurisdictionId = demoJurisdiction(town).id;
  const placeIdOf = (parcel: (typeof town.parcels)[number]) => addressPlaceId(jurisdictionId, parcel.address.street, parcel.address.number);
  return { town, jurisdictionId, placeIdOf };
}

/** The demo town written into a fresh database and served by an app with `secret`. */
export async function openDemoApp(options: { seed: number; parcels: number; secret: string }) {
  const database: Database = await createTestDatabase();
  await seedDemoTown(database.db, { seed: options.seed, parcels: options.parcels });
  const app = createApp({ database, secret: options.secret });
  return {
    database,
    app,
    /** The URL-encoded, signed `params` of street data for the address with this place id. */
    async streetDataParams(placeId: string): Promise<string> {
      const details = (await (await app.request(`/api/address/details?place_id=${placeId}`)).json()) as AddressDetails;
      return encodeURIComponent(JSON.stringify(details));
    },
  };
}
