// Address search on real Cambridge addresses (../shared/data, the master address list): the rows of
// Hurley St and Cambridge St with their map-lot ids, each lot a small square (the search reads no
// geometry), so the import takes a moment. Number ranges, units and typos, and no street the
// query did not name; then the places the search covers with their example address.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPlaces, AddressSearchResponse } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../tests/setup/shared-data';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { AddressInputSchema, validateInput, type AddressInput, type ParcelInput } from '../import/dataset';
import { cambridgeProfile } from '../import/profiles/cambridge-ma';
import { readCsv } from '../import/readers/read-csv';
import { writeJurisdiction } from '../import/write-dataset';

const STREETS = new Set(['HURLEY ST', 'CAMBRIDGE ST']);
/** The lot of 307 to 313 Cambridge St, the one made a single-family lot here. */
const SINGLE_FAMILY_LOT = '21-19';

let database: Database;
let app: ReturnType<typeof createApp>;

/** A 50 ft square lot at grid cell `i` near Cambridge City Hall. */
function squareLot(i: number): Polygon {
  const lng = -71.1 + (i % 40) * 0.001;
  const lat = 42.36 + Math.floor(i / 40) * 0.001;
  const d = 0.00015;
  return { type: 'Polygon', coordinates: [[[lng, lat], [lng + d, lat], [lng + d, lat + d], [lng, lat + d], [lng, lat]]] };
}

const lotInput = (sourceId: string, i: number): ParcelInput => ({
  sourceId,
  kind: 'lot',
  lot: squareLot(i),
  lotSizeSqFt: null,
  propertyTypeName: sourceId === SINGLE_FAMILY_LOT ? 'Single Family' : null,
  useCode: null,
  useDescription: null,
  zoneCode: null,
  grossBuildingAreaSqFt: null,
  grossFloorAreaSqFt: null,
  habitableAreaSqFt: null,
  basementAreaSqFt: null,
  yearBuilt: null,
  style: null,
  stories: null,
  units: null,
});

async function search(q: string): Promise<string[]> {
  const response = await app.request(`/api/address/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as AddressSearchResponse).results.map((result) => result.label);
}

describe.skipIf(!SHARED_DATA_DIR)(`address search on Cambridge addresses ${SHARED_DATA_DIR ? '' : SHARED_DATA_MISSING}`, () => {
  beforeAll(async () => {
    const source = cambridgeProfile.addresses![0]!;
    const addresses: AddressInput[] = [];
    for await (const row of readCsv(join(SHARED_DATA_DIR!, 'cambridge-ma', source.file))) {
      if (!STREETS.has(`${row.street_name} ${row.street_suffix}`)) continue;
      const raw = source.map(row);
      const address = raw && validateInput(AddressInputSchema, raw);
      if (address && address.ok) addresses.push(address.value);
    }
    const lots = [...new Set(addresses.map((a) => a.parcelSourceId))];
    database = await createTestDatabase();
    await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [
      { parcels: lots.map(lotInput), buildings: [], addresses, zoningMaps: [], layers: [] },
    ]);
    app = createApp({ database, secret: 'a-test-secret-of-at-least-32-characters!' });
  }, 60_000);
  afterAll(async () => database?.close());

  it('finds the one lot of a range on its side of the street, never the street named by the city', async () => {
    // 307 to 321 Hurley St (odd) are all lot 26-27; the even numbers across the street are other lots.
    expect(await search('307-321 Hurley St, Cambridge, MA')).toEqual(['307 Hurley St, Cambridge, MA']);
    expect(await search('307 - 321 hurley street')).toEqual(['307 Hurley St, Cambridge, MA']);
    // 310 and 312 Cambridge St are lot 24-99, 314 and 316 lot 24-98: one suggestion per lot.
    expect(await search('310-316 Cambridge St')).toEqual(['310 Cambridge St, Cambridge, MA', '314 Cambridge St, Cambridge, MA']);
    // 307, 311, 313 and 313A Cambridge St are lot 21-19; 309 is not in the list.
    expect(await search('307-313 Cambridge St')).toEqual(['307 Cambridge St, Cambridge, MA']);
  });

  it('finds the building of a unit', async () => {
    for (const query of ['307 Hurley St Apt 2', '307 Hurley St #2', '307 Hurley St Unit 2', '307 Hurley St, Apt. #2B, Cambridge MA']) {
      expect((await search(query))[0], query).toBe('307 Hurley St, Cambridge, MA');
    }
  });

  it('finds a street despite a typo, and suggests no street the query did not name', async () => {
    expect((await search('307 Hurly St'))[0]).toBe('307 Hurley St, Cambridge, MA');
    expect(await search('44 Oak St, Cambridge, MA')).toEqual([]);
    expect(await search('307 Oak St, Cambridge')).toEqual([]);
    const hurley = await search('307 Hurley St, Cambridge');
    expect(hurley.length).toBeGreaterThan(0);
    expect(hurley.filter((label) => !label.includes('Hurley St'))).toEqual([]);
  });

  it('lists the places it covers with a real address to try', async () => {
    const response = await app.request('/api/address/places');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    // The first street alphabetically (Cambridge St), its lowest-numbered single-family lot.
    expect((await response.json()) as AddressPlaces).toEqual({
      places: [{ city: 'Cambridge', state: 'MA', example: { place_id: 'ma-cambridge/a/cambridge-street/307', label: '307 Cambridge St, Cambridge, MA', street_address: '307 Cambridge St' } }],
    });
    expect(await search('307 Cambridge St')).toContain('307 Cambridge St, Cambridge, MA');
  });
});
