// The massgis-l3 profile on a MassGIS Level 3 download written in the standard layout from the real
// Bellingham rows (../shared/data): a TaxPar shapefile in EPSG:26986 with its .prj, an assessor
// table with a record per condominium unit, and the use-code lookup. It imports the same lots
// as the joined bellingham-ma profile, takes the download zipped too, and refuses partial
// downloads with field-level problems, leaving the previous data as it was.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centroid, isPointInPolygon, type Polygon } from '../../../../core/geo';
import type { AddressDetails, AddressSearchResponse, StreetData } from '../../../../core/api';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../../tests/setup/shared-data';
import { createTestDatabase } from '../../../../tests/setup/test-database';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { ImportDataError, readProfile, resolveProfile, type ProfileEntry } from '../profile';
import { writeJurisdiction } from '../write-dataset';
import { bellinghamProfile } from './bellingham-ma';
import { massgisL3Template } from './massgis-l3';
import { readBellingham, writeDownload, type Row } from './test-support/l3-download';

describe.skipIf(!SHARED_DATA_DIR)(`massgis-l3 (${SHARED_DATA_DIR ? 'a Bellingham download in the standard layout' : SHARED_DATA_MISSING})`, () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let work: string;
  let rows: Row[];
  let useCodes: Record<string, string>[];

  async function importFolder(entry: ProfileEntry, dir: string) {
    const profile = await resolveProfile(entry, dir);
    const { chunk, rejected } = await readProfile(profile, dir);
    return { profile, rejected, summary: await writeJurisdiction(database.db, profile.jurisdiction, [chunk]) };
  }

  async function streetData(query: string): Promise<StreetData> {
    const { results } = (await (await app.request(`/api/address/search?q=${encodeURIComponent(query)}`)).json()) as AddressSearchResponse;
    const details = (await (await app.request(`/api/address/details?place_id=${encodeURIComponent(results[0]!.place_id)}`)).json()) as AddressDetails;
    return (await (await app.request(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`)).json()) as StreetData;
  }

  beforeAll(async () => {
    const bellingham = await readBellingham(SHARED_DATA_DIR!);
    // The neighbourhood of Indian Run Road, about 700 parcels: enough for every kind of row, fast to import twice.
    rows = bellingham.rows.filter((row) => {
      const [lng, lat] = (row.geometry.type === 'Polygon' ? row.geometry.coordinates[0]![0] : (row.geometry.coordinates as number[][][][])[0]![0]![0]) as number[];
      return Math.abs(lng! + 71.4907) < 0.012 && Math.abs(lat! - 42.0542) < 0.012;
    });
    useCodes = bellingham.useCodes;
    work = await mkdtemp(join(tmpdir(), 'lotline-l3-test-'));
    database = await createTestDatabase();
    app = createApp({ database, secret: 'a-test-secret-of-at-least-32-characters!' });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('imports the download as the joined Bellingham file does: the same lots, facts and addresses', async () => {
    expect(rows.length).toBeGreaterThan(400);
    const dir = join(work, 'download');
    await mkdir(dir);
    await writeDownload(dir, rows, useCodes);
    const { profile, summary, rejected } = await importFolder(massgisL3Template, dir);
    expect(profile.jurisdiction).toMatchObject({ id: 'ma-bellingham', name: 'Bellingham', county: 'Norfolk', zipCode: '02019', state: 'MA' });
    expect(rejected).toEqual([]);
    expect(summary.parcels).toBe(rows.length);
    const expectedLots = rows.filter((row) => !String(row.properties.poly_type).endsWith('ROW') && row.properties.poly_type !== 'WATER').length;
    expect(summary.lots).toBe(expectedLots);

    const data = await streetData('18 Indian Run Rd');
    expect(data.attributes.address.label).toBe('18 Indian Run Rd, Bellingham, MA 02019');
    // A condominium is typed by its units, counted from its assessor records: two on Little Tree Lane, 24 on Bucky Drive.
    const condominiums = await Promise.all(['48 Little Tree Ln', '1 Bucky Dr'].map(async (address) => (await streetData(address)).attributes));
    expect(condominiums.map((c) => [c.use_code, c.property_type_name, c.zone_code])).toEqual([
      ['102', 'Two Family', 'RES'],
      ['102', 'Multi-Family Home', 'SUBN'],
    ]);
    expect(data.attributes).toMatchObject({ property_type_name: 'Single Family', use_code: '101', use_code_desc: 'Single Family Residential', year_built: 1967, gross_floor_area: 1200, lot_size: 9583, style: 'Ranch' });
    // A condominium's principal dwelling is its building: the sum of its units' BLD_AREA (each unit record of the download is written as a copy of the first, 893 sq ft).
    expect((await streetData('48 Little Tree Ln')).attributes.gross_floor_area).toBe(1786);

    // The same rows through the joined-file profile: the same lot, measured alike to the square foot.
    const joinedDir = join(work, 'joined');
    await mkdir(joinedDir);
    await writeFile(join(joinedDir, 'parcels_cy25_fy26.geojson'), JSON.stringify({ type: 'FeatureCollection', features: rows.map((row) => ({ type: 'Feature', ...row })) }));
    await writeFile(join(joinedDir, 'use_code_lookup.csv'), await readFile(join(SHARED_DATA_DIR!, 'bellingham-ma/use_code_lookup.csv')));
    const fromLevel3 = data.lot;
    const joined = await importFolder(bellinghamProfile, joinedDir);
    expect([joined.summary.parcels, joined.summary.lots, joined.summary.addresses]).toEqual([summary.parcels, summary.lots, summary.addresses]);
    const again = await streetData('18 Indian Run Rd');
    expect(again.attributes).toMatchObject({ use_code_desc: 'Single Family Residential', gross_floor_area: 1200, lot_size: 9583 });
    // The joined file keeps the first unit's record only: the building's floor area is not in it.
    expect((await streetData('48 Little Tree Ln')).attributes.gross_floor_area).toBeNull();
    const ring = (lot: StreetData['lot']) => (lot.type === 'Polygon' ? lot.coordinates[0]! : lot.coordinates[0]![0]!);
    ring(again.lot).forEach(([lng, lat], i) => {
      expect(Math.abs(lng! - ring(fromLevel3)[i]![0]!)).toBeLessThan(2e-7);
      expect(Math.abs(lat! - ring(fromLevel3)[i]![1]!)).toBeLessThan(2e-7);
    });
  }, 120_000);

  it('takes the download as its zip', async () => {
    const dir = join(work, 'download');
    const names = ['M025TaxPar_CY25_FY26.shp', 'M025TaxPar_CY25_FY26.shx', 'M025TaxPar_CY25_FY26.dbf', 'M025TaxPar_CY25_FY26.prj', 'M025Assess_CY25_FY26.dbf', 'M025UC_LUT_CY25_FY26.dbf'];
    const files = Object.fromEntries(await Promise.all(names.map(async (name) => [name, new Uint8Array(await readFile(join(dir, name)))] as const)));
    const zipped = join(work, 'zipped');
    await mkdir(zipped);
    await writeFile(join(zipped, 'L3_SHP_M025_BELLINGHAM.zip'), zipSync(files));
    const { summary } = await importFolder(massgisL3Template, zipped);
    expect(summary.parcels).toBe(rows.length);
  }, 120_000);

  it('refuses a partial download with a problem per file and field, and keeps the previous data', async () => {
    const before = await streetData('18 Indian Run Rd');
    const missingField = join(work, 'missing-field');
    await mkdir(missingField);
    await writeDownload(missingField, rows.slice(0, 20), useCodes, { omit: 'USE_CODE' });
    await expect(resolveProfile(massgisL3Template, missingField)).rejects.toThrow(new ImportDataError('massgis-l3', ['M025Assess_CY25_FY26.dbf: field USE_CODE is missing']));

    await rm(join(missingField, 'M025Assess_CY25_FY26.dbf'));
    await rm(join(missingField, 'M025TaxPar_CY25_FY26.shx'));
    const error = await resolveProfile(massgisL3Template, missingField).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportDataError);
    expect((error as ImportDataError).problems).toEqual([
      'no assessor table M025Assess_CY25_FY26.dbf beside M025TaxPar_CY25_FY26.shp',
      "M025TaxPar_CY25_FY26.shx is missing (the shapefile's index)",
    ]);
    const empty = join(work, 'empty');
    await mkdir(empty);
    await expect(resolveProfile(massgisL3Template, empty)).rejects.toThrow(/no parcel shapefile \(M###TaxPar_\*\.shp\)/);

    const after = await streetData('18 Indian Run Rd');
    expect(after.attributes.property_id).toBe(before.attributes.property_id);
    expect(after.attributes.gross_floor_area).toBe(1200);
  }, 120_000);

  it('gives the lots their buildings from a footprint file beside the download, the largest of a lot its main building, within the file\'s extent', async () => {
    const dir = join(work, 'with-footprints');
    await mkdir(dir);
    await writeDownload(dir, rows, useCodes);
    const lot = rows.find((row) => row.properties.addr_num === '18' && row.properties.full_str === 'INDIAN RUN RD')!;
    const [lng, lat] = centroid(lot.geometry as Polygon);
    // Feet to degrees at 42° N.
    const rect = (eastFt: number, northFt: number, widthFt: number, depthFt: number) => {
      const [x0, y0] = [lng! + eastFt / 270_600, lat! + northFt / 364_000];
      const [x1, y1] = [x0 + widthFt / 270_600, y0 + depthFt / 364_000];
      return { type: 'Polygon', coordinates: [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]] };
    };
    // A shed beside the house, wherever the lot has room for it.
    const shed = [[18, -4], [-26, -4], [-4, 11], [-4, -19]].map(([e, n]) => rect(e!, n!, 8, 8)).find((r) => r.coordinates[0]!.every((p) => isPointInPolygon(p as [number, number], lot.geometry as Polygon)))!;
    expect(shed).toBeDefined();
    const footprints = [
      { type: 'Feature', properties: { STRUCT_ID: 'house' }, geometry: rect(-15, -10, 30, 20) },
      { type: 'Feature', properties: { STRUCT_ID: 'shed' }, geometry: shed },
    ];
    await writeFile(join(dir, 'building_footprints.geojson'), JSON.stringify({ type: 'FeatureCollection', features: footprints }));
    // The file covers about 600 ft around the lot.
    const extent = { type: 'Polygon', coordinates: [[[lng! - 0.0022, lat! - 0.0016], [lng! + 0.0022, lat! - 0.0016], [lng! + 0.0022, lat! + 0.0016], [lng! - 0.0022, lat! + 0.0016], [lng! - 0.0022, lat! - 0.0016]]] };
    await writeFile(join(dir, 'building_footprints_extent.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: extent }] }));

    const { summary, rejected } = await importFolder(massgisL3Template, dir);
    expect(rejected).toEqual([]);
    expect(summary.rejected).toEqual([]);
    expect(summary.buildings).toBe(2);
    const data = await streetData('18 Indian Run Rd');
    expect(data.buildings_known).toBe(true);
    // 30 by 20 ft and 8 by 8 ft, to within the degrees-to-feet rounding of the rectangles above.
    const built = [...data.buildings].sort((a, b) => b.footprint_sqft - a.footprint_sqft);
    expect(built.map((b) => [b.kind, b.label, b.building_source])).toEqual([['main', 'building', 'survey'], ['outbuilding', 'outbuilding', 'survey']]);
    expect(built[0]!.footprint_sqft).toBeGreaterThan(590);
    expect(built[0]!.footprint_sqft).toBeLessThan(610);
    expect(built[1]!.footprint_sqft).toBeGreaterThan(62);
    expect(built[1]!.footprint_sqft).toBeLessThan(66);
    // A lot within the extent has no building in the file: its buildings are known to be none. One outside keeps them unknown.
    const outside = rows.find((row) => {
      const first = (row.geometry.type === 'Polygon' ? row.geometry.coordinates[0]![0] : (row.geometry.coordinates as number[][][][])[0]![0]![0]) as number[];
      return row.properties.addr_num && row.properties.full_str && Math.abs(first[0]! - lng!) > 0.005 && Number(row.properties.assess_records ?? 0) === 1;
    })!;
    const far = await streetData(`${outside.properties.addr_num} ${outside.properties.full_str}`);
    expect(far.buildings_known).toBe(false);
    expect(far.buildings).toEqual([]);
  }, 120_000);
});
