// The station import on a real database (decision 052): the lots of a town already on file get
// their nearest station, a town imported after the stations gets its own at import, a re-import
// of the stations replaces them, and the fictional demo town gets none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFrame, type Polygon } from '../../../core/geo';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { parcels, transitStations } from '../db/schema';
import type { DatasetChunk, JurisdictionInput, ParcelInput } from './dataset';
import { writeStations, type Station } from './stations';
import { writeJurisdiction } from './write-dataset';

const frame = createLocalFrame([-71.48, 42.09]);
const rect = (x: number, y: number, w: number, h: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]].map(([a, b]) => frame.toLngLat([a!, b!]))],
});
const town = (id: string, name: string, source = 'test'): JurisdictionInput => ({ id, state: 'MA', name, county: null, kind: 'town', zipCode: '02019', externalLinks: [], source });
const lot = (sourceId: string, x: number): ParcelInput => ({
  sourceId, kind: 'lot', lot: rect(x, 0, 100, 200), lotSizeSqFt: null, propertyTypeName: 'Single Family', useCode: '101', useDescription: null, zoneCode: null,
  grossBuildingAreaSqFt: null, grossFloorAreaSqFt: 1800, habitableAreaSqFt: null, basementAreaSqFt: null, yearBuilt: 1950, style: null, stories: 2, units: 1,
});
const chunk = (): DatasetChunk => ({ parcels: [lot('L1', 0), lot('L2', 3000)], buildings: [], addresses: [], zoningMaps: [], layers: [] });
/** A station `x` feet east and 100 ft north of the first lot's south-west corner. */
const station = (id: string, name: string, x: number): Station => {
  const [lng, lat] = frame.toLngLat([x, 100]);
  return { id, state: 'MA', name, kind: 'commuter_rail', lines: 'FRANKLIN LINE', source: 'test', lng, lat };
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

const nearestOf = async (jurisdictionId: string) =>
  Object.fromEntries((await database.db.select({ sourceId: parcels.sourceId, station: parcels.nearestStation }).from(parcels).where(eq(parcels.jurisdictionId, jurisdictionId))).map((r) => [r.sourceId, r.station]));

describe('writeStations', () => {
  it('gives the lots of a town on file their nearest station, and replaces the stations on a re-import', async () => {
    await writeJurisdiction(database.db, town('ma-bellingham', 'Bellingham'), [chunk()]);
    const first = await writeStations(database.db, 'MA', [station('ma/a', 'West', 600), station('ma/b', 'East', 3500)]);
    expect(first).toEqual({ stations: 2, jurisdictions: ['ma-bellingham'], lots: 2 });
    // L1 spans x 0..100: West is 500 ft from its east side and 600 ft, 100 ft up, from its far corners; L2 (3000..3100) is 400 ft from East.
    expect(await nearestOf('ma-bellingham')).toEqual({
      L1: { name: 'West', kind: 'commuter_rail', nearFt: 500, farFt: Math.round(Math.hypot(600, 100)) },
      L2: { name: 'East', kind: 'commuter_rail', nearFt: 400, farFt: Math.round(Math.hypot(500, 100)) },
    });
    await writeStations(database.db, 'MA', [station('ma/c', 'Only', 50)]);
    expect((await database.db.select().from(transitStations)).map((s) => s.name)).toEqual(['Only']);
    expect((await nearestOf('ma-bellingham')).L1).toMatchObject({ name: 'Only', nearFt: 0 });
  });

  it('gives a town imported after the stations its nearest at import, and the demo town none', async () => {
    await writeJurisdiction(database.db, town('ma-franklin', 'Franklin'), [chunk()]);
    expect((await nearestOf('ma-franklin')).L2).toMatchObject({ name: 'Only', nearFt: 2950 });
    await writeJurisdiction(database.db, town('ma-maple-hollow', 'Maple Hollow', 'Lotline demo town generator (fictional)'), [chunk()]);
    expect(await nearestOf('ma-maple-hollow')).toEqual({ L1: null, L2: null });
  });
});
