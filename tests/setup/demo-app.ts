// The API of a generated demo town on a fresh test database, for tests that call one property's
// routes: the app, the signed street-data parameters of an address of the town, and that
// address's street data as each user sees it.
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AddressDetails } from '../../core/api/address.schema';
import type { StreetData } from '../../core/api/street-data.schema';
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

/** The demo app of one test file, open while its tests run, and the street data of one address. */
export interface DemoApp {
  readonly database: Database;
  readonly app: Hono;
  /** The URL-encoded, signed street-data `params` of the address. */
  readonly params: string;
  /** The address's street data as the holder of `authorization` sees it (a visitor's without one); fails the test unless it is a 200. */
  streetData(authorization?: string): Promise<StreetData>;
}

/**
 * Opens the demo town's app before the calling file's tests and closes its database after them
 * (vitest's beforeAll and afterAll), for the address with place id `placeId`. Its fields are
 * there once the tests run, not while the file is being collected.
 */
export function setupDemoApp(options: { seed: number; parcels: number; secret: string; placeId: string }): DemoApp {
  let opened: { database: Database; app: Hono; params: string } | undefined;
  beforeAll(async () => {
    const { database, app, streetDataParams } = await openDemoApp(options);
    opened = { database, app, params: await streetDataParams(options.placeId) };
  });
  afterAll(async () => opened?.database.close());
  const open = () => {
    if (!opened) throw new Error(`The demo app of place ${options.placeId} is not open: use it inside a test`);
    return opened;
  };
  return {
    get database() {
      return open().database;
    },
    get app() {
      return open().app;
    },
    get params() {
      return open().params;
    },
    async streetData(authorization?: string): Promise<StreetData> {
      const { app, params } = open();
      const response = await app.request(`/api/street-data?params=${params}`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(200);
      return (await response.json()) as StreetData;
    },
  };
}
