// Writes a MassGIS Level 3 download in the standard layout (M025TaxPar_*.shp/.shx/.dbf/.prj in
// EPSG:26986, M025Assess_*.dbf with a record per condominium unit, M025UC_LUT_*.dbf) from rows of
// the joined Bellingham file in ../shared/data, for the massgis-l3 tests and import benchmark.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import proj4 from 'proj4';
import { crsDefinitions } from '../../readers/reproject';
import { encodeDbfTable, writeShapefile, type DbfField } from '../../readers/test-support/write-shapefile';

/** A feature of the joined Bellingham file. */
export type Row = { properties: Record<string, string | number | null>; geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] } };

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
export async function writeDownload(dir: string, rows: Row[], useCodes: Record<string, string>[], options: { omit?: string } = {}): Promise<void> {
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
      // A condominium has one record per unit: the join takes the first and counts them.
      const more = Math.max(0, Number(p.assess_records) - 1);
      return [record, ...Array.from({ length: more }, () => ({ ...record, ADDR_NUM: '0', USE_CODE: '102' }))];
    });
  const fields = ASSESS_FIELDS.filter((field) => field.name !== options.omit);
  await writeFile(join(dir, 'M025Assess_CY25_FY26.dbf'), encodeDbfTable(fields, assess));
  await writeFile(join(dir, 'M025UC_LUT_CY25_FY26.dbf'), encodeDbfTable(UC_FIELDS, useCodes.map((row) => ({ TOWN_ID: Number(row.TOWN_ID), USE_CODE: row.USE_CODE!, USE_DESC: row.USE_DESC! }))));
}


/** The rows and use codes of the joined Bellingham file in `sharedDataDir`. */
export async function readBellingham(sharedDataDir: string): Promise<{ rows: Row[]; useCodes: Record<string, string>[] }> {
  const all = JSON.parse(await readFile(join(sharedDataDir, 'bellingham-ma/parcels_cy25_fy26.geojson'), 'utf8')) as { features: Row[] };
  const csv = (await readFile(join(sharedDataDir, 'bellingham-ma/use_code_lookup.csv'), 'utf8')).trim().split('\n').slice(1);
  const useCodes = csv.map((line) => {
    const [TOWN_ID, USE_CODE, USE_DESC] = line.match(/("[^"]*"|[^,]+)/g)!.map((cell) => cell.replace(/^"|"$/g, ''));
    return { TOWN_ID: TOWN_ID!, USE_CODE: USE_CODE!, USE_DESC: USE_DESC! };
  });
  return { rows: all.features, useCodes };
}
