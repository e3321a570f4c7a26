// Address search on real Cambridge addresses (../shared/data, the master address list): the rows of
// Hurley St and Cambridge St with their map-lot ids, each lot a small square (the search reads no
// geometry), so the import takes a moment. Number ranges, units and typos, and no street the
// query did not name; then the places the search covers with their example address. Then seeded
// rows: the typed number first, range addresses ('8–10 California Ave') and street types.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basemapCellOf, type AddressPlaces, type AddressSearchResponse, type BasemapCellResponse } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../tests/setup/shared-data';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { AddressInputSchema, validateInput, type AddressInput, type ParcelInput } from '../import/dataset';
import { bellinghamProfile } from '../import/profiles/bellingham-ma';
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

// Seeded rows as a MassGIS assessor's table gives them (l3HouseNumbers): a range address is one
// row, '8–10 California Ave', holding 8, 10 and the even numbers between.
describe('address search by house number, with range addresses', () => {
  let seeded: Database;
  let seededApp: ReturnType<typeof createApp>;
  const place = 'Bellingham, MA 02019';
  const rows: [lot: string, number: string, to: string | null, street: string][] = [
    ['c-8', '8', '10', 'California Ave'],
    ['c-11', '11', null, 'California Ave'],
    ['c-20', '20', '24', 'California Ave'],
    ['c-100', '100', null, 'California Ave'],
    ['c-110', '110', null, 'California Ave'],
    ['c-1000', '1000', null, 'California Ave'],
    ['b-10', '10', null, 'Central Blvd'],
    ['b-10a', '10A', null, 'Central Blvd'],
    ['b-100', '100', null, 'Central Blvd'],
    ['p-12a', '12A', null, 'Pearl St'],
    ['p-12b', '12B', null, 'Pearl St'],
    ['r-3', '3', null, 'Route 495'],
    ['r-7', '7', null, 'Route 495'],
  ];

  async function find(q: string): Promise<string[]> {
    const response = await seededApp.request(`/api/address/search?q=${encodeURIComponent(q)}`);
    expect(response.status, q).toBe(200);
    return ((await response.json()) as AddressSearchResponse).results.map((result) => result.label.replace(`, ${place}`, ''));
  }

  beforeAll(async () => {
    const addresses = rows.map(([lot, number, to, street]) => {
      const read = validateInput(AddressInputSchema, { parcelSourceId: lot, streetNumber: number, streetNumberTo: to, street, point: null });
      if (!read.ok) throw new Error(`${number} ${street}: ${read.reason}`);
      return read.value;
    });
    seeded = await createTestDatabase();
    await writeJurisdiction(seeded.db, bellinghamProfile.jurisdiction, [
      { parcels: rows.map(([lot], i) => lotInput(lot, i)), buildings: [], addresses, zoningMaps: [], layers: [] },
    ]);
    seededApp = createApp({ database: seeded, secret: 'a-test-secret-of-at-least-32-characters!' });
  }, 60_000);
  afterAll(async () => seeded?.close());

  it('finds a complete number exactly, never a longer number that starts with it', async () => {
    expect(await find('10 California Ave')).toEqual(['8–10 California Ave']);
    expect(await find('100 California Ave')).toEqual(['100 California Ave']);
    expect(await find('10 Central Blvd')).toEqual(['10 Central Blvd', '10A Central Blvd']);
    expect(await find('12 Pearl St')).toEqual(['12A Pearl St', '12B Pearl St']);
    expect(await find('12b Pearl St')).toEqual(['12B Pearl St', '12A Pearl St']);
    expect(await find('13 California Ave')).toEqual([]);
  });

  it('offers the numbers a number begins only after it, while it is typed last', async () => {
    expect(await find('Central Blvd 10')).toEqual(['10 Central Blvd', '10A Central Blvd', '100 Central Blvd']);
    expect(await find('California Ave 1')).toEqual(['11 California Ave', '100 California Ave', '110 California Ave', '1000 California Ave']);
    expect(await find('California Ave 10')).toEqual(['8–10 California Ave', '100 California Ave', '1000 California Ave']);
  });

  it('finds a range address by its first number, its last and those between on its side', async () => {
    expect(await find('8 California')).toEqual(['8–10 California Ave']);
    expect(await find('20 California Ave')).toEqual(['20–24 California Ave']);
    expect(await find('22 California Ave')).toEqual(['20–24 California Ave']);
    expect(await find('24 California Ave')).toEqual(['20–24 California Ave']);
    // 9, 21 and 23 are across the street (odd): not the even lots' numbers.
    expect(await find('9 California Ave')).toEqual([]);
    expect(await find('21 California Ave')).toEqual([]);
    expect(await find('26 California Ave')).toEqual([]);
  });

  it('finds a range address by a typed range that overlaps it on its side', async () => {
    expect(await find('8-10 California Ave')).toEqual(['8–10 California Ave']);
    expect(await find('8 - 10 California Av')).toEqual(['8–10 California Ave']);
    expect(await find('6-22 California Ave')).toEqual(['8–10 California Ave', '20–24 California Ave']);
    expect(await find('9-21 California Ave')).toEqual(['11 California Ave']);
  });

  it('reads every spelling of a street type, the assessor\u2019s too', async () => {
    for (const query of ['10 California Av', '10 california avenue', '10 CALIFORNIA AVE, Bellingham MA']) {
      expect(await find(query), query).toEqual(['8–10 California Ave']);
    }
    for (const query of ['10 Central Bv', '10 central boulevard', '10 Central Blvd.']) {
      expect((await find(query))[0], query).toBe('10 Central Blvd');
    }
  });

  it('shows a range address on the base map as its range', async () => {
    const response = await seededApp.request(`/api/address/search?q=${encodeURIComponent('8 California Ave')}`);
    const [lot] = ((await response.json()) as AddressSearchResponse).results;
    const [x, y] = basemapCellOf([lot!.lng, lot!.lat]);
    const cell = (await (await seededApp.request(`/api/basemap?cell=${x},${y}`)).json()) as BasemapCellResponse;
    expect(cell.numbers.map((number) => number[2])).toContain('8\u201310');
    expect(cell.numbers.map((number) => number[2])).not.toContain('8');
  });

  it('takes a number after the street for part of its name when no address has it', async () => {
    expect(await find('Route 495')).toEqual(['3 Route 495', '7 Route 495']);
    expect(await find('Route 495 7')).toEqual(['7 Route 495']);
    expect(await find('7 Route 495')).toEqual(['7 Route 495']);
  });
});
