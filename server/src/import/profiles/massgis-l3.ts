// Any Massachusetts town from MassGIS's standardized assessors' parcels (Level 3): the download's
// parcel shapefile (M###TaxPar_*.shp, EPSG:26986) joined on LOC_ID to its assessor table
// (M###Assess_*.dbf, the first record of each lot; a condominium has one per unit, counted as its units, and its
// building's floor area is the sum of theirs), with the use-code
// lookup (M###UC_LUT_*.dbf) for descriptions. The town comes from the number in the file names;
// the assessor's zoning code is the lot's zone, since the download has no zoning map. A folder
// holding the download's zip works too. Bellingham (bellingham-ma.ts) is the same mapping over a
// copy already joined into one GeoJSON file. A footprint file beside the download (MassGIS
// Building Structures or Microsoft's footprints, see footprints.ts) gives the lots their buildings.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import {
  massachusettsJurisdictionId,
  massachusettsMunicipality,
  municipalityOfMassgisTown,
  isCondominiumUseCode,
  propertyTypeFromUseCode,
  parcelKindOfPolyType,
} from '../../../../core/property';
import type { JurisdictionInput } from '../dataset';
import { ImportDataError, numberOrNull, textOrNull, titleCase, type ImportProfile, type ProfileTemplate, type Props } from '../profile';
import { openDbfTable } from '../readers/read-dbf';
import { footprintSource } from './footprints';

const SQFT_PER_ACRE = 43_560;
const ID = 'massgis-l3';
const MASSGIS_PARCELS = 'https://www.mass.gov/info-details/massgis-data-property-tax-parcels';

/** Fields of the parcel shapefile and of the assessor table that the import reads (MassGIS Level 3 standard). */
export const L3_PARCEL_FIELDS = ['MAP_PAR_ID', 'LOC_ID', 'POLY_TYPE'] as const;
export const L3_ASSESS_FIELDS = [
  'LOC_ID', 'USE_CODE', 'SITE_ADDR', 'ADDR_NUM', 'FULL_STR', 'ZIP', 'LOT_SIZE', 'ZONING', 'YEAR_BUILT', 'BLD_AREA', 'RES_AREA', 'UNITS', 'STYLE', 'STORIES',
] as const;

/** A parcel input from a Level 3 record: the parcel's fields with its assessor record's, by their standard names. */
export function l3Parcel(record: Props, geometry: unknown, useDescriptions: ReadonlyMap<string, string>): Record<string, unknown> {
  const polyType = textOrNull(record.POLY_TYPE);
  const useCode = textOrNull(record.USE_CODE);
  const acres = numberOrNull(record.LOT_SIZE);
  const year = numberOrNull(record.YEAR_BUILT);
  const style = textOrNull(record.STYLE);
  // A condominium has one assessor record per unit on the lot, each of one unit.
  const condominium = isCondominiumUseCode(useCode);
  const units = condominium ? (numberOrNull(record.ASSESS_RECORDS) ?? numberOrNull(record.UNITS)) : numberOrNull(record.UNITS);
  const area = condominium ? condominiumBuildingArea(record) : { gross: numberOrNull(record.BLD_AREA), habitable: numberOrNull(record.RES_AREA) };
  return {
    sourceId: textOrNull(record.MAP_PAR_ID) ?? textOrNull(record.LOC_ID),
    kind: parcelKindOfPolyType(polyType),
    lot: geometry,
    zipCode: textOrNull(record.ZIP) ?? undefined,
    lotSizeSqFt: acres === null || acres <= 0 ? null : Math.round(acres * SQFT_PER_ACRE),
    propertyTypeName: propertyTypeFromUseCode(useCode, units),
    useCode,
    useDescription: useCode ? (useDescriptions.get(useCode) ?? null) : null,
    zoneCode: textOrNull(record.ZONING),
    grossBuildingAreaSqFt: area.gross,
    grossFloorAreaSqFt: area.gross,
    habitableAreaSqFt: area.habitable,
    basementAreaSqFt: null,
    yearBuilt: year && year > 1600 ? Math.round(year) : null,
    style: style === null ? null : titleCase(style),
    stories: numberOrNull(record.STORIES),
    units,
  };
}

/**
 * The floor areas of a condominium's building: the principal dwelling of 760 CMR 71.02 is the
 * building, not one unit, so its gross area is the sum of its units' BLD_AREA (each unit's gross
 * building area; RES_AREA, the finished living area, for the habitable area), as readAssess adds
 * them up (BUILDING_BLD_AREA, BUILDING_RES_AREA). A lot with one record is one unit's building. A
 * source that kept only the first of several unit records (the joined Bellingham file) does not
 * give the building's area: null, and the report asks for it.
 */
export function condominiumBuildingArea(record: Props): { gross: number | null; habitable: number | null } {
  const records = numberOrNull(record.ASSESS_RECORDS) ?? 1;
  if (records <= 1) return { gross: numberOrNull(record.BLD_AREA), habitable: numberOrNull(record.RES_AREA) };
  return { gross: numberOrNull(record.BUILDING_BLD_AREA), habitable: numberOrNull(record.BUILDING_RES_AREA) };
}


/** A house number of a lot, or a range of them ('8' to '10'). */
export interface L3HouseNumber {
  streetNumber: string;
  streetNumberTo: string | null;
}

/**
 * The house numbers of a Level 3 record: ADDR_NUM holds only the first, SITE_ADDR all of them
 * before the street. '8 10 CALIFORNIA AV', '823 827 SOUTH MAIN ST' and '51 53-55 IRVING ST' are
 * ranges of one side of the street (all odd or all even; '1111 1109' too, written high to low);
 * '6 6A', '51A 51B' and '22 25' (both sides) are each number on its own; '83 A' and '20 R' (rear)
 * are one number with its letter.
 */
export function l3HouseNumbers(number: string, street: string, siteAddress: string | null): L3HouseNumber[] {
  const site = (siteAddress ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  const tail = ` ${street.trim().toUpperCase()}`;
  const part = site.endsWith(tail) ? site.slice(0, -tail.length).trim() : '';
  const alone = [{ streetNumber: number, streetNumberTo: null }];
  if (!part || part === number.toUpperCase()) return alone;
  const tokens = part.split(' ');
  if (tokens.length === 2 && /^\d+$/.test(tokens[0]!) && /^([A-Z]|REAR)$/.test(tokens[1]!)) {
    return [{ streetNumber: `${tokens[0]}${tokens[1]![0]}`, streetNumberTo: null }];
  }
  if (tokens.every((token) => /^\d+(-\d+)?$/.test(token))) {
    const values = tokens.flatMap((token) => token.split('-')).map(Number);
    const low = Math.min(...values);
    const high = Math.max(...values);
    if (high > low && values.every((value) => value % 2 === low % 2)) return [{ streetNumber: String(low), streetNumberTo: String(high) }];
  }
  if (tokens.every((token) => /^\d+[A-Z]?$/.test(token))) return [...new Set(tokens)].map((token) => ({ streetNumber: token, streetNumberTo: null }));
  return alone;
}

/**
 * Street types as MassGIS assessors abbreviate them (AV, BV, CR, TL, WY) in the form people read
 * and write them (USPS Publication 28, appendix C1: AVE, BLVD, CIR, TRL, WAY). The first word is
 * the name itself and is kept.
 */
const L3_STREET_TYPES: Record<string, string> = { AV: 'AVE', BV: 'BLVD', CR: 'CIR', TL: 'TRL', WY: 'WAY' };

/** A FULL_STR as an address shows it: 'CALIFORNIA AV' gives 'California Ave'. */
export function l3StreetName(fullStreet: string): string {
  const words = fullStreet.trim().split(/\s+/);
  return titleCase(words.map((word, i) => (i > 0 ? (L3_STREET_TYPES[word.toUpperCase()] ?? word) : word)).join(' '));
}

/** The addresses a Level 3 record gives its lot (none for a number 0 or a blank street): one per number, or its range. */
export function l3Addresses(record: Props, sourceId: string): Record<string, unknown>[] {
  const number = textOrNull(record.ADDR_NUM);
  const street = textOrNull(record.FULL_STR);
  if (!number || !street || number === '0') return [];
  return l3HouseNumbers(number, street, textOrNull(record.SITE_ADDR)).map((house) => ({
    parcelSourceId: sourceId,
    ...house,
    street: l3StreetName(street),
    point: null,
  }));
}

/** The jurisdiction of a Massachusetts town by its name, as a Level 3 import writes it. */
export function l3Jurisdiction(name: string, options: { zipCode: string; vintage: string; kind?: 'city' | 'town' }): JurisdictionInput {
  const municipality = massachusettsMunicipality(massachusettsJurisdictionId(name));
  if (!municipality) throw new ImportDataError(ID, [`${name} is not a Massachusetts municipality`]);
  return {
    id: massachusettsJurisdictionId(name),
    state: 'MA',
    name: municipality.name,
    county: municipality.county,
    kind: options.kind ?? 'town',
    zipCode: options.zipCode,
    externalLinks: [{ subject: 'MassGIS property tax parcels', link: MASSGIS_PARCELS }],
    source: `MassGIS Standardized Assessors\u2019 Parcels (Level 3), ${name} ${options.vintage}`,
  };
}

/** The files of a Level 3 download in a folder. */
interface L3Files {
  dir: string;
  townId: number;
  vintage: string;
  taxPar: string;
  assess: string;
  useCodes: string | undefined;
}

const TAXPAR = /^M(\d{3})TaxPar_?(.*)\.shp$/i;

/** The download's files in `dir`, unpacking its zip into a temporary folder when the folder holds only that. */
async function findFiles(dir: string): Promise<L3Files> {
  let names = await readdir(dir).catch(() => {
    throw new ImportDataError(ID, [`${dir} is not a readable folder`]);
  });
  let folder = dir;
  if (!names.some((name) => TAXPAR.test(name))) {
    const zip = names.find((name) => /^L3_SHP_M\d{3}.*\.zip$/i.test(name)) ?? names.find((name) => /\.zip$/i.test(name));
    if (zip) {
      folder = await mkdtemp(join(tmpdir(), 'lotline-l3-'));
      const files = unzipSync(await readFile(join(dir, zip)));
      for (const [path, bytes] of Object.entries(files)) {
        const base = path.split('/').pop()!;
        if (base && !path.startsWith('__MACOSX/')) await writeFile(join(folder, base), bytes);
      }
      names = await readdir(folder);
    }
  }
  const taxPars = names.filter((name) => TAXPAR.test(name));
  if (taxPars.length !== 1) {
    throw new ImportDataError(ID, [
      taxPars.length === 0
        ? `no parcel shapefile (M###TaxPar_*.shp) in ${dir}: a MassGIS Level 3 download has one`
        : `several parcel shapefiles in ${dir} (${taxPars.join(', ')}): import one town at a time`,
    ]);
  }
  const [, digits, vintage] = TAXPAR.exec(taxPars[0]!)!;
  const prefix = `M${digits}`;
  const find = (part: string) => names.find((name) => new RegExp(`^${prefix}${part}_?${vintage!.replace(/[^\w]/g, '.')}\\.dbf$`, 'i').test(name));
  const assess = find('Assess');
  const problems: string[] = [];
  if (!assess) problems.push(`no assessor table ${prefix}Assess_${vintage}.dbf beside ${taxPars[0]}`);
  for (const part of ['.dbf', '.shx']) {
    const sibling = taxPars[0]!.replace(/\.shp$/i, part);
    if (!names.some((name) => name.toLowerCase() === sibling.toLowerCase())) problems.push(`${sibling} is missing (the shapefile's ${part === '.dbf' ? 'attributes' : 'index'})`);
  }
  if (problems.length > 0) throw new ImportDataError(ID, problems);
  const useCodes = find('UC_LUT');
  return { dir: folder, townId: Number(digits), vintage: vintage!, taxPar: taxPars[0]!, assess: assess!, useCodes };
}

function missingFields(file: string, fields: readonly string[], wanted: readonly string[]): string[] {
  const have = new Set(fields.map((field) => field.toUpperCase()));
  return wanted.filter((field) => !have.has(field)).map((field) => `${file}: field ${field} is missing`);
}

/**
 * Reads the assessor table: the first record of each LOC_ID with how many it has (ASSESS_RECORDS)
 * and the sums of their BLD_AREA and RES_AREA (BUILDING_BLD_AREA, BUILDING_RES_AREA: a
 * condominium's building), and the most common ZIP code.
 */
async function readAssess(files: L3Files): Promise<{ byLocId: Map<string, Props>; zipCode: string; problems: string[] }> {
  const table = await openDbfTable(join(files.dir, files.assess));
  const problems = missingFields(files.assess, table.fields, L3_ASSESS_FIELDS);
  const byLocId = new Map<string, Props>();
  const zips = new Map<string, number>();
  if (problems.length > 0) return { byLocId, zipCode: '', problems };
  for await (const record of table.records()) {
    const locId = textOrNull(record.LOC_ID);
    if (!locId) continue;
    const first = byLocId.get(locId);
    const gross = numberOrNull(record.BLD_AREA) ?? 0;
    const habitable = numberOrNull(record.RES_AREA) ?? 0;
    if (first) {
      first.ASSESS_RECORDS = Number(first.ASSESS_RECORDS) + 1;
      first.BUILDING_BLD_AREA = Number(first.BUILDING_BLD_AREA) + gross;
      first.BUILDING_RES_AREA = Number(first.BUILDING_RES_AREA) + habitable;
    } else byLocId.set(locId, { ...record, ASSESS_RECORDS: 1, BUILDING_BLD_AREA: gross, BUILDING_RES_AREA: habitable });
    const zip = textOrNull(record.ZIP);
    if (zip) zips.set(zip, (zips.get(zip) ?? 0) + 1);
  }
  if (byLocId.size === 0) problems.push(`${files.assess}: no record has a LOC_ID`);
  const zipCode = [...zips].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return { byLocId, zipCode, problems };
}

/** Use-code descriptions from lookup rows: the state's (TOWN_ID 0) unless the town gives its own. */
export async function useCodeDescriptions(rows: AsyncIterable<Props>): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const own = new Set<string>();
  for await (const row of rows) {
    const code = textOrNull(row.USE_CODE);
    const description = textOrNull(row.USE_DESC);
    if (!code || !description) continue;
    const town = textOrNull(row.TOWN_ID) !== null && Number(row.TOWN_ID) !== 0;
    if (town) own.add(code);
    if (town || !own.has(code)) codes.set(code, description);
  }
  return codes;
}

async function readUseCodes(path: string | undefined): Promise<Map<string, string>> {
  return path ? useCodeDescriptions((await openDbfTable(path)).records()) : new Map();
}

/** The massgis-l3 profile: any town's standard download. */
export const massgisL3Template: ProfileTemplate = {
  id: ID,
  description: 'Any Massachusetts town from its MassGIS Level 3 parcel download (TaxPar shapefile, Assess and UC_LUT tables)',
  async resolve(dir) {
    const files = await findFiles(dir);
    const municipality = municipalityOfMassgisTown(files.townId);
    if (!municipality) throw new ImportDataError(ID, [`${files.taxPar}: town number ${files.townId} is not one of MassGIS's 1 to 351`]);
    const parcelTable = await openDbfTable(join(files.dir, files.taxPar.replace(/\.shp$/i, '.dbf')));
    const [assess, useDescriptions] = await Promise.all([readAssess(files), readUseCodes(files.useCodes && join(files.dir, files.useCodes))]);
    const problems = [...missingFields(files.taxPar.replace(/\.shp$/i, '.dbf'), parcelTable.fields, L3_PARCEL_FIELDS), ...assess.problems];
    if (problems.length > 0) throw new ImportDataError(ID, problems);
    const joined = (p: Props): Props => ({ ...(assess.byLocId.get(String(p.LOC_ID ?? '')) ?? {}), ...p });
    const buildings = await footprintSource(files.dir);
    const profile: ImportProfile = {
      id: ID,
      description: `${municipality.name}, MA: MassGIS Level 3 parcels ${files.vintage}`,
      jurisdiction: l3Jurisdiction(municipality.name, { zipCode: assess.zipCode, vintage: files.vintage.replace(/_/g, '/') }),
      // The shapefile's .prj says EPSG:26986 (NAD83 / Massachusetts Mainland, metres); it is the fallback when a .prj is missing.
      parcels: { file: join(files.dir, files.taxPar), crs: 'EPSG:26986', map: (p, geometry) => l3Parcel(joined(p), geometry, useDescriptions) },
      parcelAddresses: (p, sourceId) => l3Addresses(joined(p), sourceId),
      ...(buildings ? { buildings } : {}),
    };
    return profile;
  },
};
