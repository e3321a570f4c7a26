// The massgis-l3 profile on a MassGIS Level 3 download written in the standard layout from the real
// Bellingham rows (../shared/data): a TaxPar shapefile in EPSG:26986 with its .prj, an assessor
// table with a second record for condominiums, and the use-code lookup. It imports the same lots
// as the joined bellingham-ma profile, takes the download zipped too, and refuses partial
// downloads with field-level problems, leaving the previous data as it was.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../../../core/api/address.schema';
import type { StreetData } from '../../../../core/api/street-data.schema';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../../tests/setup/shared-data';
import { createTestDatabase } from '../../../../tests/setup/test-database';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { ImportDataError, readProfile, resolveProfile, type ProfileEntry } from '../profile';
import { crsDefinitions } from '../readers/reproject';
import { encodeDbfTable, writeShapefile, type DbfField } from '../readers/test-support/write-shapefile';
import { writeJurisdiction } from '../write-dataset';
import { bellinghamProfile } from './bellingham-ma';
import { massgisL3Template } from './massgis-l3';

type Row = { properties: Record<string, string | number | null>; geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] } };

const PRJ = 'PROJCS["NAD83 / Massachusetts Mainland",GEOGCS["NAD83",DATUM["North_American_Datum_1983",SPHEROID["GRS 1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic_2SP"],PARAMETER["standard_parallel_1",42.68333333333333],PARAMETER["standard_parallel_2",41.71666666666667],PARAMETER["latitude_of_origin",41],PARAMETER["central_meridian",-71.5],PARAMETER["false_easting",200000],PARAMETER["false_northing",750000],UNIT["metre",1],AUTHORITY["EPSG","26986"]]';
const TAXPAR_FIELDS: DbfField[] = [
  { name: 'MAP_PAR_ID', type: 'C', length: 26 },
  { name: 'LOC_ID', type: 'C', length: 18 },
  { name: 'POLY_TYPE', type: 'C', length: 15 },
  { name: 'TOWN_ID', type: 'N', length: 3 },
];
const ASSESS_FIELDS: DbfField[] = [
  { name: 'LOC_ID', type: 'C', length: 18 },
  { name: 'USE_CODE', type: 'C', length: 4 },
  { name: 'SITE_ADDR', type: 'C', length: 80 },
  { name: 'ADDR_NUM', type: 'C', length: 12 },
  { name: 'FULL_STR', type: 'C', length: 60 },
  { name: 'CITY', type: 'C', length: 25 },
  { name: 'ZIP', type: 'C', length: 10 },
  { name: 'LOT_SIZE', type: 'N', length: 15, decimals: 3 },
  { name: 'ZONING', type: 'C', length: 8 },
  { name: 'YEAR_BUILT', type: 'N', length: 4 },
  { name: 'BLD_AREA', type: 'N', length: 9 },
  { name: 'RES_AREA', type: 'N', length: 9 },
  { name: 'UNITS', type: 'N', length: 6 },
  { name: 'STYLE', type: 'C', length: 20 },
  { name: 'STORIES', type: 'C', length: 6 },
  { name: 'TOWN_ID', type: 'N', length: 3 },
];
const UC_FIELDS: DbfField[] = [
  { name: 'TOWN_ID', type: 'N', length: 3 },
  { name: 'USE_CODE', type: 'C', length: 4 },
  { name: 'USE_DESC', type: 'C', length: 80 },
];

const toStatePlane = proj4('+proj=longlat +datum=WGS84 +no_defs', crsDefinitions['EPSG:26986']!);

function polygonsOf(geometry: Row['geometry']): [number, number][][][] {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
  return polygons.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => toStatePlane.forward([lng!, lat!]) as [number, number])));
}

/** Writes a Level 3 download of `rows` into `dir` in the standard layout; `omit` leaves an assessor field out. */
async function writeDownload(dir: string, rows: Row[], useCodes: Record<string, string>[], options: { omit?: string } = {}): Promise<void> {
  await writeShapefile(
    join(dir, 'M025TaxPar_CY25_FY26'),
    TAXPAR_FIELDS,
    rows.map((row) => ({ polygons: polygonsOf(row.geometry), properties: { MAP_PAR_ID: row.properties.map_par_id!, LOC_ID: row.properties.loc_id!, POLY_TYPE: row.properties.poly_type!, TOWN_ID: 25 } })),
  );
  await writeFile(join(dir, 'M025TaxPar_CY25_FY26.prj'), PRJ);
  const assess = rows
    .filter((row) => Number(row.properties.assess_records ?? 0) > 0)
    .flatMap((row) => {
      const p = row.properties;
      const record = {
        LOC_ID: p.loc_id!, USE_CODE: p.use_code, SITE_ADDR: p.site_addr, ADDR_NUM: p.addr_num, FULL_STR: p.full_str, CITY: p.city, ZIP: p.zip,
        LOT_SIZE: p.lot_size_acres, ZONING: p.zoning, YEAR_BUILT: p.year_built, BLD_AREA: p.bld_area_sqft, RES_AREA: p.res_area_sqft,
        UNITS: p.units, STYLE: p.style, STORIES: p.stories, TOWN_ID: 25,
      };
      // A condominium has one record per unit; the join takes the first.
      return Number(p.assess_records) > 1 ? [record, { ...record, ADDR_NUM: '0', USE_CODE: '102' }] : [record];
    });
  const fields = ASSESS_FIELDS.filter((field) => field.name !== options.omit);
  await writeFile(join(dir, 'M025Assess_CY25_FY26.dbf'), encodeDbfTable(fields, assess));
  await writeFile(join(dir, 'M025UC_LUT_CY25_FY26.dbf'), encodeDbfTable(UC_FIELDS, useCodes.map((row) => ({ TOWN_ID: Number(row.TOWN_ID), USE_CODE: row.USE_CODE!, USE_DESC: row.USE_DESC! }))));
}

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
    const all = JSON.parse(await readFile(join(SHARED_DATA_DIR!, 'bellingham-ma/parcels_cy25_fy26.geojson'), 'utf8')) as { features: Row[] };
    // The neighbourhood of Indian Run Road, about 700 parcels: enough for every kind of row, fast to import twice.
    rows = all.features.filter((row) => {
      const [lng, lat] = (row.geometry.type === 'Polygon' ? row.geometry.coordinates[0]![0] : (row.geometry.coordinates as number[][][][])[0]![0]![0]) as number[];
      return Math.abs(lng! + 71.4907) < 0.012 && Math.abs(lat! - 42.0542) < 0.012;
    });
    const csv = (await readFile(join(SHARED_DATA_DIR!, 'bellingham-ma/use_code_lookup.csv'), 'utf8')).trim().split('\n').slice(1);
    useCodes = csv.map((line) => {
      const [TOWN_ID, USE_CODE, USE_DESC] = line.match(/("[^"]*"|[^,]+)/g)!.map((cell) => cell.replace(/^"|"$/g, ''));
      return { TOWN_ID: TOWN_ID!, USE_CODE: USE_CODE!, USE_DESC: USE_DESC! };
    });
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
    expect(data.attributes).toMatchObject({ property_type_name: 'Single Family', use_code: '101', use_code_desc: 'Single Family Residential', year_built: 1967, gross_floor_area: 1200, lot_size: 9583, style: 'Ranch' });

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
});
