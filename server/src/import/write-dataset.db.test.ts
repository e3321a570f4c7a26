// The import writer on a real database: joins computed at import, replacement on re-import,
// and nothing changed when an import fails half way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFrame } from '../../../core/geo';
import type { Polygon } from '../../../core/geo';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { addresses, buildings, parcelLayerHits, parcelZoning, parcels, streets } from '../db/schema';
import type { DatasetChunk, JurisdictionInput, ParcelInput } from './dataset';
import { writeJurisdiction } from './write-dataset';

const frame = createLocalFrame([-71.2, 42.3]);
/** A rectangle in feet of the local frame, counter-clockwise. */
const rect = (x: number, y: number, w: number, h: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]].map(([a, b]) => frame.toLngLat([a!, b!]))],
});

const jurisdiction: JurisdictionInput = {
  id: 'ma-testville',
  state: 'MA',
  name: 'Testville',
  county: null,
  kind: 'town',
  zipCode: '01000',
  externalLinks: [{ subject: 'Town', link: 'https://example.org' }],
  source: 'test',
};

const lot = (sourceId: string, x: number, style: string | null = null): ParcelInput => ({
  sourceId,
  kind: 'lot',
  lot: rect(x, 0, 100, 150),
  lotSizeSqFt: null,
  propertyTypeName: 'Single Family',
  useCode: '101',
  useDescription: null,
  zoneCode: null,
  grossBuildingAreaSqFt: null,
  grossFloorAreaSqFt: 1800,
  habitableAreaSqFt: null,
  basementAreaSqFt: null,
  yearBuilt: 1950,
  style,
  stories: 2,
  units: 1,
});

function chunk(style: string | null = null): DatasetChunk {
  return {
    parcels: [lot('L1', 0, style), lot('L2', 100), lot('L3', 200)],
    buildings: [{ sourceId: 'B1', parcelSourceId: null, kind: 'main', label: 'house', footprint: rect(130, 30, 40, 30), heightFt: 25 }],
    addresses: [
      { parcelSourceId: 'L1', streetNumber: '1', street: 'Elm St', point: null },
      { parcelSourceId: 'L2', streetNumber: '3', street: 'Elm Street', point: null },
    ],
    zoningMaps: [
      {
        zoningMap: 'current',
        isCurrent: true,
        // SR covers L1 and 70 % of L2; TR the rest.
        districts: [
          { sourceId: 'd1', zoneCode: 'SR', name: 'Single Residence', geometry: rect(-10, -10, 180, 170) },
          { sourceId: 'd2', zoneCode: 'TR', name: 'Two Family', geometry: rect(170, -10, 200, 170) },
        ],
      },
    ],
    layers: [
      {
        layerId: 'WETLANDS',
        group: 'ENVIRONMENTAL',
        name: 'Wetlands',
        sources: [],
        bufferFt: 100,
        // 40 ft east of L3 (which ends at x = 300); L2 is 140 ft away, beyond the buffer.
        features: [{ sourceId: 'w1', name: 'Bog', status: 'RED', badgeText: null, properties: {}, geometry: rect(340, 0, 50, 50) }],
      },
    ],
  };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('writeJurisdiction', () => {
  it('writes lots with their joins: zoning by largest overlap, buildings by centroid, layer hits within the buffer', async () => {
    const summary = await writeJurisdiction(database.db, jurisdiction, [chunk()]);
    expect(summary).toMatchObject({ parcels: 3, lots: 3, buildings: 1, addresses: 2, streets: 1, districts: 2, zonedLots: 3, layerFeatures: 1, layerHits: 1, rejected: [] });
    const zones = await database.db.select().from(parcelZoning).orderBy(parcelZoning.parcelId);
    expect(zones.map((z) => [z.parcelId, z.zoneCode, z.coverage])).toEqual([
      ['ma-testville/L1', 'SR', 1],
      ['ma-testville/L2', 'SR', 0.7],
      ['ma-testville/L3', 'TR', 1],
    ]);
    const [house] = await database.db.select().from(buildings);
    expect(house?.parcelId).toBe('ma-testville/L2');
    expect(house?.footprintSqFt).toBeCloseTo(1200, 0);
    const hits = await database.db.select().from(parcelLayerHits);
    expect(hits.map((h) => [h.parcelId, h.status, h.distanceFt])).toEqual([['ma-testville/L3', 'YELLOW', 40]]);
    const [l1] = await database.db.select().from(parcels).where(eq(parcels.id, 'ma-testville/L1'));
    expect(l1).toMatchObject({ zoneCode: 'SR', lotSizeSqFt: 15_000, zipCode: '01000', bbox: expect.stringMatching(/^\(/) });
    expect((await database.db.select().from(streets)).map((s) => [s.name, s.nameNorm])).toEqual([['Elm St', 'elm street']]);
    expect((await database.db.select().from(addresses).orderBy(addresses.id)).map((a) => a.label)).toEqual([
      '1 Elm St, Testville, MA 01000',
      '3 Elm Street, Testville, MA 01000',
    ]);
  });

  it('replaces the previous data on re-import', async () => {
    await writeJurisdiction(database.db, jurisdiction, [chunk('Cape Cod')]);
    const rows = await database.db.select().from(parcels).where(eq(parcels.jurisdictionId, 'ma-testville'));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.sourceId === 'L1')?.style).toBe('Cape Cod');
  });

  it('leaves the previous data untouched when an import fails half way', async () => {
    function* failing(): Generator<DatasetChunk> {
      yield { ...chunk('Ranch'), layers: [] };
      throw new Error('the source broke');
    }
    await expect(writeJurisdiction(database.db, jurisdiction, failing())).rejects.toThrow('the source broke');
    const rows = await database.db.select().from(parcels).where(eq(parcels.jurisdictionId, 'ma-testville'));
    expect(rows.find((r) => r.sourceId === 'L1')?.style).toBe('Cape Cod');
    expect(await database.db.select().from(parcelLayerHits)).toHaveLength(1);
  });

  it('rejects a building outside every lot by id with the reason', async () => {
    const data = chunk();
    data.buildings.push({ sourceId: 'far', parcelSourceId: null, kind: 'outbuilding', label: null, footprint: rect(2000, 2000, 10, 10), heightFt: null });
    const summary = await writeJurisdiction(database.db, jurisdiction, [data]);
    expect(summary.rejected).toEqual([{ source: 'buildings', id: 'far', reason: 'lies outside every lot' }]);
  });
});
