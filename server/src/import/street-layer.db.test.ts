// The street layer through an import profile, on a folder written here: a TopoJSON of road polygons
// read with the Cambridge profile's own mapping (traffic islands left out) and a GeoJSON of named
// centre lines. The features are stored (large ones cut into tiles), a re-import replaces them,
// and a folder without the street files still imports, saying which files it did without.
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaSqFt } from '../../../core/geo';
import type { AreaGeometry, Position } from '../../../core/geo';
import { lotFrame, ringFt } from '../../../core/geo/test-support/random-polygons';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { queryRows, type Database } from '../db/database';
import { parcels, streetFeatures } from '../db/schema';
import { readProfile, textOrNull, type ImportProfile } from './profile';
import { cambridgeProfile } from './profiles/cambridge-ma';
import { writeJurisdiction } from './write-dataset';

/** A position `x`, `y` feet from the test origin, rounded to 7 decimals as the readers round. */
const round7 = ([lng, lat]: Position): Position => [Math.round(lng * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
const at = (x: number, y: number): Position => round7(lotFrame.toLngLat([x, y]));
const ring = (points: [number, number][]): Position[] => ringFt(points).map(round7);
const feature = (properties: Record<string, unknown>, geometry: unknown) => ({ type: 'Feature', properties, geometry });

/** The paved network: 1,200 by 300 ft with one block cut out, so it is stored as several tiles. */
const paved = [ring([[0, 0], [1200, 0], [1200, 300], [0, 300]]), ring([[500, 100], [500, 200], [700, 200], [700, 100]])];
const alley = ring([[0, 400], [200, 400], [200, 415], [0, 415]]);
const island = ring([[50, 150], [60, 150], [60, 160], [50, 160]]);

/** A TopoJSON topology without a transform: each polygon's ring is one arc of absolute positions. */
const topology = {
  type: 'Topology',
  objects: {
    BASEMAP_Roads: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: 1, arcs: [[0], [1]], properties: { TYPE: 'RD-PAVED' } },
        { type: 'Polygon', id: 2, arcs: [[2]], properties: { TYPE: 'RD-ALLEY' } },
        { type: 'Polygon', id: 3, arcs: [[3]], properties: { TYPE: 'RD-TRAF-ISLAND' } },
        { type: null, id: 4, properties: { TYPE: 'RD-BRIDGE' } },
      ],
    },
  },
  arcs: [paved[0], paved[1], alley, island],
};

const centreLines = (hurley: string, withElm: boolean) => ({
  type: 'FeatureCollection',
  features: [
    feature({ STREET: hurley, CLASS: 'LOCAL' }, { type: 'LineString', coordinates: [at(-20, -50), at(-20, 600)] }),
    ...(withElm ? [feature({ STREET: 'Elm St', CLASS: 'LOCAL' }, { type: 'MultiLineString', coordinates: [[at(0, 150), at(500, 150)], [at(700, 150), at(1200, 150)]] })] : []),
    feature({ STREET: 'Towpath', CLASS: 'TRAIL' }, { type: 'LineString', coordinates: [at(0, 700), at(300, 700)] }),
    feature({ STREET: 'Nowhere', CLASS: 'LOCAL' }, { type: 'Point', coordinates: at(0, 0) }),
  ],
});

const lotFeature = (id: string, x: number) => feature({ ID: id }, { type: 'Polygon', coordinates: [ring([[x, 320], [x + 100, 320], [x + 100, 390], [x, 390]])] });

const profile: ImportProfile = {
  id: 'streetville-test',
  description: 'a town made up for the street layer',
  jurisdiction: { id: 'ma-streetville', state: 'MA', name: 'Streetville', county: null, kind: 'town', zipCode: '01001', externalLinks: [], source: 'test' },
  parcels: {
    file: 'parcels.geojson',
    map: (p, geometry) => ({
      sourceId: textOrNull(p.ID),
      kind: 'lot',
      lot: geometry,
      lotSizeSqFt: null,
      propertyTypeName: null,
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
    }),
  },
  streetLayer: {
    files: [
      // Cambridge's own reading of its basemap roads.
      { ...cambridgeProfile.streetLayer!.files[0]!, file: 'roads.topojson' },
      { file: 'centre-lines.geojson', kind: 'centreline', map: (p) => ({ name: textOrNull(p.STREET), include: p.CLASS !== 'TRAIL' }) },
    ],
  },
};

let database: Database;
let dir: string;

async function importFolder() {
  const read = await readProfile(profile, dir);
  return { ...read, summary: await writeJurisdiction(database.db, profile.jurisdiction, [read.chunk]) };
}

/** The stored street features by source feature: kind, name and number of pieces. */
const storedBySource = () =>
  queryRows<{ source_id: string; kind: string; name: string | null; pieces: number }>(
    database.db,
    sql`SELECT source_id, kind, name, count(*)::int AS pieces FROM street_features WHERE jurisdiction_id = 'ma-streetville' GROUP BY source_id, kind, name ORDER BY source_id`,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'lotline-street-layer-'));
  await writeFile(join(dir, 'parcels.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [lotFeature('L1', 0), lotFeature('L2', 100)] }));
  await writeFile(join(dir, 'roads.topojson'), JSON.stringify(topology));
  await writeFile(join(dir, 'centre-lines.geojson'), JSON.stringify(centreLines('Hurley St', true)));
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the street layer of an import profile', () => {
  it('stores pavement and named centre lines, leaves out traffic islands and trails, and rejects wrong geometry by id', async () => {
    const { summary, rejected, absent } = await importFolder();
    expect(absent).toEqual([]);
    expect(rejected).toEqual([
      { source: 'roads.topojson', id: 'roads-4', reason: 'has no valid polygon' },
      { source: 'centre-lines.geojson', id: 'centre-lines-#4', reason: 'has no valid line' },
    ]);
    const stored = await storedBySource();
    expect(stored.map((r) => [r.source_id, r.kind, r.name])).toEqual([
      ['centre-lines-#1', 'centreline', 'Hurley St'],
      ['centre-lines-#2', 'centreline', 'Elm St'],
      ['roads-1', 'pavement', null],
      ['roads-2', 'pavement', null],
    ]);
    expect(summary.streetFeatures).toBe(4);
    // 1,200 ft of network in tiles of at most 500 ft: at least three pieces, holding the whole area.
    // The alley and Hurley St (one 650 ft segment) stay whole; Elm St's two parts are two pieces.
    const network = await database.db.select().from(streetFeatures).where(eq(streetFeatures.sourceId, 'roads-1'));
    expect(network.length).toBeGreaterThanOrEqual(3);
    expect(stored.map((r) => r.pieces)).toEqual([1, 2, network.length, 1]);
    expect(summary.streetPieces).toBe(network.length + 4);
    const networkSqFt = network.reduce((sum, row) => sum + areaSqFt(row.geometry as AreaGeometry), 0);
    expect(networkSqFt).toBeCloseTo(1200 * 300 - 200 * 100, -2);
    for (const row of network) expect(row.bbox).toMatch(/^\(/);
    const [alleyRow] = await database.db.select().from(streetFeatures).where(eq(streetFeatures.sourceId, 'roads-2'));
    expect(alleyRow?.geometry).toEqual({ type: 'Polygon', coordinates: [alley] });
  });

  it('replaces the street features on re-import', async () => {
    const before = await storedBySource();
    await writeFile(join(dir, 'centre-lines.geojson'), JSON.stringify(centreLines('Hurley Street', false)));
    const { summary } = await importFolder();
    expect(summary.streetFeatures).toBe(3);
    const after = await storedBySource();
    expect(after.map((r) => [r.source_id, r.name, r.pieces])).toEqual([
      ['centre-lines-#1', 'Hurley Street', 1],
      ['roads-1', null, before.find((r) => r.source_id === 'roads-1')!.pieces],
      ['roads-2', null, 1],
    ]);
  });

  it('imports a folder without the street files, and says which it did without', async () => {
    await unlink(join(dir, 'roads.topojson'));
    const { summary, absent } = await importFolder();
    expect(absent).toEqual(['roads.topojson']);
    expect(summary.parcels).toBe(2);
    expect(summary.streetFeatures).toBe(1);
    expect((await storedBySource()).map((r) => r.source_id)).toEqual(['centre-lines-#1']);
    expect(await database.db.select({ id: parcels.id }).from(parcels).orderBy(parcels.id)).toEqual([{ id: 'ma-streetville/L1' }, { id: 'ma-streetville/L2' }]);
  });
});
