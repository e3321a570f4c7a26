// Imports the real open data of Cambridge and Bellingham (../shared/data) through the profiles
// and checks concrete facts through the API, with turf as an independent witness for geometry.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as turf from '@turf/turf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { ParcelAtResponse } from '../../core/api/parcel.schema';
import { basemapCellOf } from '../../core/api/basemap.schema';
import type { PlacedUnitFeature } from '../../core/api/placement.schema';
import { Placement } from '../../core/placement/search';
import { cataloguePlans } from '../../core/floor-plans/catalogue';
import type { SpecialConsiderationInfo, StreetData } from '../../core/api/street-data.schema';
import { areaSqFt } from '../../core/geo/area';
import { bboxOf, expandBBoxByFeet } from '../../core/geo/bbox';
import type { AreaGeometry } from '../../core/geo/geojson.schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createApp } from '../../server/src/app';
import { cubeFromBBox, parcelZoning, parcels, streetFeatures } from '../../server/src/db/schema';
import { evaluateParcel, isoDay } from '../../server/src/rules/rules-service';
import { issueDevToken } from '../../server/src/auth/dev-token';
import { queryRows, type Database } from '../../server/src/db/database';
import { readProfile, resolveProfile, type ProfileEntry } from '../../server/src/import/profile';
import { bellinghamProfile } from '../../server/src/import/profiles/bellingham-ma';
import { cambridgeProfile } from '../../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction, type ImportSummary } from '../../server/src/import/write-dataset';
import { massachusettsTransitProfile } from '../../server/src/import/profiles/massachusetts-transit';
import { readStations, writeStations, type Station, type StationSummary } from '../../server/src/import/stations';
import { lotContext } from '../../server/src/lot/lot-geometry';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../setup/shared-data';
import type { RealLot } from '../../core/jurisdictions';
import { BELLINGHAM_REAL_LOTS } from '../../core/jurisdictions/ma-bellingham/real-lots';
import { CAMBRIDGE_REAL_LOTS } from '../../core/jurisdictions/ma-cambridge/real-lots';
import { createTestDatabase } from '../setup/test-database';

/** The day the rules are evaluated at. */
const TODAY = isoDay(new Date());

const secret = 'a-test-secret-of-at-least-32-characters!';
/** Range addresses in Bellingham's assessor table. */
const RANGES = 73;
let database: Database;
let app: ReturnType<typeof createApp>;
const summaries: Record<string, ImportSummary & { readRejected: { source: string; id: string; reason: string }[] }> = {};
let stationImport: { summary: StationSummary; stations: Station[]; rejected: number; ms: number };

async function importProfile(entry: ProfileEntry, folder: string) {
  const dir = join(SHARED_DATA_DIR!, folder);
  const profile = await resolveProfile(entry, dir);
  const { chunk, rejected } = await readProfile(profile, dir);
  const summary = await writeJurisdiction(database.db, profile.jurisdiction, [chunk]);
  summaries[profile.id] = { ...summary, readRejected: rejected };
}

async function getJson<T>(path: string, token?: string): Promise<T> {
  const response = await app.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Street data of the first address found, as a visitor sees it, or as a signed-in user with `token`. */
async function streetDataFor(query: string, token?: string): Promise<{ label: string; data: StreetData }> {
  const { results } = await getJson<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}`);
  const first = results[0]!;
  const details = await getJson<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(first.place_id)}`);
  const data = await getJson<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details))}`, token);
  return { label: first.label, data };
}

/** The single-family lots of a jurisdiction whose zones pass `inZone`, each with the evaluation street data would show. */
async function singleFamilyLots(jurisdictionId: string, inZone: (zoning: { zoningMap: string; zoneCode: string }[], zoneCode: string | null) => boolean) {
  const rows = await database.db.select().from(parcels).where(and(eq(parcels.jurisdictionId, jurisdictionId), eq(parcels.kind, 'lot'), eq(parcels.propertyTypeName, 'Single Family')));
  const zoningRows = await database.db.select().from(parcelZoning);
  const zoning = new Map<string, { zoningMap: string; zoneCode: string }[]>();
  for (const z of zoningRows) zoning.set(z.parcelId, [...(zoning.get(z.parcelId) ?? []), { zoningMap: z.zoningMap, zoneCode: z.zoneCode }]);
  return rows
    .filter((row) => inZone(zoning.get(row.id) ?? [], row.zoneCode))
    .map((row) => ({ id: row.id, zoneCode: row.zoneCode, useCode: row.useCode, evaluation: evaluateParcel({ ...row, zoning: zoning.get(row.id) ?? [] }, TODAY).evaluation }));
}

/** A size limit's number: the limit, else the ceiling known without a missing fact. */
function sizeOf(bound: { max: number | null; at_most: number | null } | null): number | null {
  return bound?.max ?? bound?.at_most ?? null;
}

async function sharedFeatures(file: string): Promise<{ properties: Record<string, unknown>; geometry: AreaGeometry }[]> {
  return (JSON.parse(await readFile(join(SHARED_DATA_DIR!, file), 'utf8')) as { features: { properties: Record<string, unknown>; geometry: AreaGeometry }[] }).features;
}

describe.skipIf(!SHARED_DATA_DIR)(`real open data (${SHARED_DATA_DIR ? 'Cambridge and Bellingham' : SHARED_DATA_MISSING})`, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = createApp({ database, secret });
    // The state's stations first: each town's lots get their nearest as they are written (decision 052;
    // the other order, stations over towns on file, is server/src/import/stations.db.test.ts).
    const started = performance.now();
    const { stations, rejected } = await readStations(massachusettsTransitProfile, join(SHARED_DATA_DIR!, 'massachusetts-transit'));
    stationImport = { summary: await writeStations(database.db, 'MA', stations), stations, rejected: rejected.length, ms: performance.now() - started };
    await importProfile(cambridgeProfile, 'cambridge-ma');
    await importProfile(bellinghamProfile, 'bellingham-ma');
  }, 300_000);
  afterAll(async () => database?.close());

  it('imports every Cambridge parcel but the one without a ring, with buildings, addresses and layers', () => {
    const cambridge = summaries['cambridge-ma']!;
    expect(cambridge.parcels).toBe(13_115);
    expect(cambridge.lots).toBe(12_982);
    expect(cambridge.buildings).toBe(2_286);
    expect(cambridge.addresses).toBeGreaterThan(21_000);
    expect(cambridge.zonedLots).toBe(12_982);
    expect(cambridge.readRejected.filter((r) => r.source === 'parcels_fy2014.geojson')).toEqual([
      { source: 'parcels_fy2014.geojson', id: '238-80', reason: 'lot.coordinates A polygon needs an outer ring' },
    ]);
  });

  it('stores the basemap road polygons as pavement, traffic islands left out, in tiles a lot meets few of', async () => {
    const topology = JSON.parse(await readFile(join(SHARED_DATA_DIR!, 'cambridge-ma/roads_2018.topojson'), 'utf8')) as {
      objects: { BASEMAP_Roads: { geometries: { id: number; properties: { TYPE: string } }[] } };
    };
    const kept = topology.objects.BASEMAP_Roads.geometries.filter((g) => ['RD-PAVED', 'RD-UNPAVED', 'RD-ALLEY', 'RD-BRIDGE'].includes(g.properties.TYPE));
    expect(kept.filter((g) => g.properties.TYPE === 'RD-PAVED')).toHaveLength(16);
    const cambridge = summaries['cambridge-ma']!;
    expect(cambridge.readRejected.filter((r) => r.source === 'roads_2018.topojson')).toEqual([]);
    expect(cambridge.streetFeatures).toBe(kept.length);
    const stored = await database.db.selectDistinct({ sourceId: streetFeatures.sourceId, kind: streetFeatures.kind }).from(streetFeatures).where(and(eq(streetFeatures.jurisdictionId, 'ma-cambridge'), ne(streetFeatures.kind, 'name')));
    expect(stored.map((r) => `${r.kind} ${r.sourceId}`).sort()).toEqual(kept.map((g) => `pavement roads_2018-${g.id}`).sort());
    expect(cambridge.streetPieces).toBeGreaterThan(kept.length);
    // Around one lot: a few pieces of the paved network (119,000 vertices whole), each small.
    const { data } = await streetDataFor('84 Magazine St');
    const box = cubeFromBBox(expandBBoxByFeet(bboxOf(data.lot), 160));
    const [near] = await queryRows<{ pieces: number; chars: number }>(
      database.db,
      sql`SELECT count(*)::int AS pieces, coalesce(sum(length(geometry::text)), 0)::int AS chars FROM street_features WHERE bbox && ${box}::cube AND kind <> 'name'`,
    );
    expect(near!.pieces).toBeGreaterThan(0);
    expect(near!.pieces).toBeLessThan(12);
    expect(near!.chars).toBeLessThan(200_000);
    const context = await lotContext(database.db, data.attributes.property_id, data.lot);
    const rightOfWay = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM parcels WHERE bbox && ${box}::cube AND kind = 'right_of_way'`);
    expect(context.streets).toHaveLength(rightOfWay[0]!.n + near!.pieces);
  });

  it('names Hurley St on its pavement, one place at most every 120 ft, and serves the names with the base map cell of 213 Hurley St', async () => {
    const places = await queryRows<{ line: { coordinates: [number, number][] } }>(
      database.db,
      sql`SELECT geometry AS line FROM street_features WHERE jurisdiction_id = 'ma-cambridge' AND kind = 'name' AND name = 'Hurley St'`,
    );
    // The lots with a Hurley St address (their points are only inferred inside them: decision 070).
    const hurley = await queryRows<{ lot: AreaGeometry }>(
      database.db,
      sql`SELECT DISTINCT p.id, p.lot FROM parcels p JOIN addresses a ON a.parcel_id = p.id WHERE a.street = 'Hurley St' AND a.city = 'Cambridge'`,
    );
    expect(hurley.length).toBeGreaterThan(40);
    // Hurley St is about 2,000 ft long: between 6 and 17 places.
    expect(places.length).toBeGreaterThanOrEqual(6);
    expect(places.length).toBeLessThanOrEqual(17);
    const middles = places.map(({ line }) => turf.midpoint(line.coordinates[0]!, line.coordinates[1]!).geometry.coordinates as [number, number]);
    for (const at of middles) {
      const box = cubeFromBBox([at[0], at[1], at[0], at[1]]);
      const pavement = await queryRows<{ geometry: AreaGeometry }>(database.db, sql`SELECT geometry FROM street_features WHERE bbox && ${box}::cube AND kind = 'pavement'`);
      expect(pavement.some((p) => turf.booleanPointInPolygon(at, p.geometry)), `${at} on the pavement`).toBe(true);
      // Beside Hurley St's own lots: within a sidewalk and half a roadway of one of them.
      const nearest = Math.min(...hurley.map(({ lot }) => turf.pointToPolygonDistance(at, lot, { units: 'feet' })));
      expect(nearest, `${at} beside a Hurley St lot`).toBeLessThan(50);
    }
    for (let i = 0; i < middles.length; i++) for (let j = i + 1; j < middles.length; j++) expect(turf.distance(middles[i]!, middles[j]!, { units: 'feet' })).toBeGreaterThanOrEqual(119.9);
    const { data } = await streetDataFor('213 Hurley St');
    const centre = turf.centroid(data.lot).geometry.coordinates as [number, number];
    const cell = basemapCellOf(centre).join(',');
    const answer = await getJson<{ names: [number, number, number, string][] }>(`/api/basemap?cell=${cell}`);
    expect(answer.names.filter((n) => n[3] === 'Hurley St').length).toBeGreaterThan(0);
    expect(summaries['cambridge-ma']!.namePlaces).toBeGreaterThan(3_000);
  });

  it('imports Bellingham with its assessor zoning and says its buildings are unknown', async () => {
    const bellingham = summaries['ma-bellingham'] ?? summaries['bellingham-ma']!;
    expect(bellingham.parcels).toBe(6_273);
    expect(bellingham.buildings).toBe(0);
    const { label, data } = await streetDataFor('18 indian run rd');
    expect(label).toBe('18 Indian Run Rd, Bellingham, MA 02019');
    expect(data.attributes).toMatchObject({ property_type_name: 'Single Family', year_built: 1967, gross_floor_area: 1200, habitable_area: 1200, style: 'Ranch' });
    expect(data.buildings_known).toBe(false);
    expect(data.buildings).toEqual([]);
    expect(data.gis_layers).toEqual([]);
  });

  it('finds a known address despite abbreviations, case and a typo, best match first', async () => {
    for (const query of ['84 Magazine St', '84 magazine street cambridge', '84 MAGAZINE ST, CAMBRIDGE MA', '84 magazne st', '84 Magazine St Apt 2']) {
      const { results } = await getJson<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}`);
      expect(results[0]?.label, query).toBe('84 Magazine St, Cambridge, MA');
    }
  });

  it("measures a known lot within 1 % of the assessor's area", async () => {
    const { data } = await streetDataFor('84 Magazine St');
    expect(data.attributes.lot_size).toBe(7_500);
    expect(Math.abs(areaSqFt(data.lot) / 7_500 - 1)).toBeLessThan(0.01);
    expect(Math.abs(turf.area(data.lot) * 10.7639104 / 7_500 - 1)).toBeLessThan(0.01);
  });

  it('flags a lot inside the FEMA 1 % annual-chance flood zone red', async () => {
    const { data } = await streetDataFor('5 Seagrave Rd');
    const fema = data.special_considerations.FEMA!;
    expect(fema.status).toBe('RED');
    expect(fema.badge_text).toMatch(/Zone AE/);
    const info = JSON.parse(fema.additional_info!) as SpecialConsiderationInfo;
    expect(info.features.some((f) => f.name === 'Special Flood Hazard Area, Zone AE' && f.distance_ft === 0)).toBe(true);
    const floodway = await sharedFeatures('cambridge-ma/fema_flood_zones_1pct.geojson');
    expect(floodway.some((zone) => turf.booleanIntersects(zone.geometry, data.lot))).toBe(true);
  });

  it('flags a lot in the Old Cambridge historic district and keeps other layers green', async () => {
    const { data } = await streetDataFor('35 Follen St');
    const historic = data.special_considerations.HISTORICAL_PRESERVATION!;
    expect(historic.status).toBe('YELLOW');
    const info = JSON.parse(historic.additional_info!) as SpecialConsiderationInfo;
    expect(info.features.map((f) => f.name)).toContain('Old Cambridge Historic District');
    expect(data.special_considerations.FEMA).toEqual({
      status: 'GREEN',
      additional_info: null,
      source_urls: ['https://msc.fema.gov/portal/search', 'https://github.com/cambridgegis/cambridgegis_data'],
      // Sources read by their publisher and document, never by the host a file is mirrored on.
      sources: [
        { label: 'FEMA National Flood Hazard Layer (FIRM effective July 8, 2025)', url: 'https://msc.fema.gov/portal/search' },
        { label: 'City of Cambridge GIS: FEMA floodplains', url: 'https://github.com/cambridgegis/cambridgegis_data' },
      ],
      badge_text: null,
    });
    const districts = await sharedFeatures('cambridge-ma/historic_districts.geojson');
    const oldCambridge = districts.find((d) => d.properties.NAME === 'Old Cambridge')!;
    expect(turf.booleanIntersects(oldCambridge.geometry, data.lot)).toBe(true);
    expect(data.gis_layers.map((l) => l.gis_layer_id)).toEqual(['FEMA', 'HISTORICAL_PRESERVATION', 'WETLANDS']);
  });

  it('flags lots within 100 ft of a wetland yellow with the distance', async () => {
    const { data } = await streetDataFor('25 Columbus Ave');
    const wetlands = data.special_considerations.WETLANDS!;
    expect(wetlands.status).toBe('YELLOW');
    expect(wetlands.badge_text).toBe('Within 90 ft');
  });

  it('joins buildings to the lot their source names, and knows where buildings are complete', async () => {
    const buildings = await sharedFeatures('cambridge-ma/buildings_kendall_east_cambridge_2017.geojson');
    const { data } = await streetDataFor('1 Michael Way');
    expect(data.buildings_known).toBe(true);
    const expected = buildings.filter((b) => b.properties.ml === data.attributes.property_id.replace('ma-cambridge/', '') && ['BLDG', 'OUTBLDG'].includes(String(b.properties.type)));
    expect(data.buildings).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const building of data.buildings_geojson.features) {
      expect(turf.booleanPointInPolygon(turf.centroid(building.geometry), data.lot)).toBe(true);
    }
    const outside = await streetDataFor('35 Follen St');
    expect(outside.data.buildings_known).toBe(false);
  });

  it('says where the house is not in the public data: 27 Raymond St and 8-10 California Ave draw no area, claim no fit, and the PDF says why in English and Spanish', async () => {
    const bellingham = await streetDataFor('8-10 California Ave');
    expect([bellingham.data.buildings_known, bellingham.data.attributes.property_type_name === null, bellingham.data.setbacked_area.ext]).toEqual([false, false, null]);
    const token = issueDevToken(secret, 'house-not-in-data');
    const { data } = await streetDataFor('27 Raymond St', token);
    expect([data.buildings_known, data.buildings, data.attributes.property_type_name]).toEqual([false, [], 'Single Family']);
    // The setbacks are known, but the area would stand over the house: not drawn, and no fit claimed.
    expect(data.bylaws.adu.placement).toMatchObject({ ext_setbacks: { front: 10, side: 5, rear: 5 }, status: 'YELLOW', buildable: null });
    expect(data.setbacked_area.ext).toBeNull();
    const printed = async (locale: 'en' | 'es') => {
      const response = await app.request('/api/generate-pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ property_id: data.attributes.property_id, page: 'backyard-cottage', locale }),
      });
      expect(response.status).toBe(200);
      const { pdf_url: url } = (await response.json()) as { pdf_url: string };
      const bytes = new Uint8Array(await (await app.request(url)).arrayBuffer());
      return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
    };
    expect(await printed('en')).toContain(
      'The house\u2019s position is not in the public data. The assessor records a house on this lot, but the public map has no outline of it, so where a backyard cottage may stand, and whether a unit fits, cannot be shown until the house is traced on the map.',
    );
    expect(await printed('es')).toContain('La posición de la casa no está en los datos públicos. El tasador registra una casa en este lote, pero el mapa público no tiene su contorno');
    // The in-home apartment's page is made inside the house: its PDF does not say it.
    const response = await app.request('/api/generate-pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ property_id: data.attributes.property_id, page: 'in-home-apartment' }),
    });
    const bytes = new Uint8Array(await (await app.request(((await response.json()) as { pdf_url: string }).pdf_url)).arrayBuffer());
    expect(execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8')).not.toContain('not in the public data');
  });

  it('keeps the zone of both Cambridge zoning maps', async () => {
    const { data } = await streetDataFor('84 Magazine St');
    expect(data.zoning.map((z) => z.zoning_map)).toEqual(['2024-03', '2026-03']);
    expect(data.attributes.zone_code).toBe(data.zoning.find((z) => z.zoning_map === '2026-03')!.zone_code);
    // Today's rules read the current map: a Residence district, whose use table is not in our
    // sources, reaches the state right by inference, and says so.
    expect(data.bylaws.ruleset_ids).toEqual(['ma-2025', 'ma-cambridge-2025']);
    expect(data.bylaws.adu.ext_zone).toBe(data.attributes.zone_code);
    expect(data.attributes.zone_code).toBe('C-1');
    expect([data.bylaws.adu.state_protected, data.bylaws.adu.basis]).toEqual([true, 'inferred']);
  });

  it('answers 213 Hurley St: a protected ADU by right, 900 sq ft, with its setbacks and the area they leave', async () => {
    // A development user (no address limit) sees the whole report; a visitor's leaves the numbers out.
    const { data } = await streetDataFor('213 Hurley St', issueDevToken(secret, 'hurley-reader'));
    expect(data.limited_report).toBe(false);
    expect(data.attributes).toMatchObject({ zone_code: 'C-1', property_type_name: 'Single Family', gross_floor_area: 3148 });
    const adu = data.bylaws.adu;
    expect([adu.ext_legal, adu.int_legal, adu.state_protected, adu.basis]).toEqual(['BR', 'BR', true, 'inferred']);
    expect(adu.size_limits.ext.br).toEqual({
      max: 900,
      at_most: 900,
      steps: ['State cap for an ADU: 900 sq ft', "Half the principal dwelling: half of the principal dwelling's gross floor area of 3,148 sq ft = 1,574 sq ft", 'The smaller of these: 900 sq ft'],
    });
    expect(adu.placement.ext_setbacks).toEqual({ front: 10, side: 5, rear: 5, building: null });
    // The only assumption is that a Residence district allows homes: the answer reads as allowed, the assumption stated.
    expect([adu.status.ext, adu.likelihood.ext, adu.summary.ext]).toEqual(['GREEN', 85, 'You may be able to build a Backyard Cottage of up to 900 sq ft, allowed by right. This rests on an assumption about the district; see the first section.']);
    expect(data.bylaws.assumptions['adu.ext_legal']?.[0]?.text).toBe('Assumes single-family homes are allowed in C-1; confirm with Cambridge\u2019s use table.');
    expect(data.citations['adu.placement.ext_setbacks.side']?.map((c) => c.label)).toEqual([
      'Cambridge zoning for multifamily housing citywide (Community Development Department) \u00b7 Side and rear setbacks',
      '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.03 Regulation of Protected Use ADUs: dimensional standards',
    ]);
    // The area is the lot less 10 ft at the front and 5 ft elsewhere: smaller than the lot, inside it.
    const area = data.setbacked_area.ext!;
    expect(area).not.toBeNull();
    expect(areaSqFt(area)).toBeGreaterThan(1_000);
    expect(areaSqFt(area)).toBeLessThan(areaSqFt(data.lot) * 0.8);
    expect(turf.booleanWithin(turf.buffer(turf.feature(area), -0.05, { units: 'meters' })!, turf.feature(data.lot))).toBe(true);
  });

  it('answers a Cambridge condominium as the state right does: 18 Cottage Park Ave, two units, 900 sq ft, and its master deed to check', async () => {
    const { data } = await streetDataFor('18 Cottage Park Ave', issueDevToken(secret, 'condo-reader'));
    // The building's tax record and one per unit: three records, two units.
    expect(data.attributes).toMatchObject({ zone_code: 'C-1', use_code: '199', property_type_name: 'Two Family', gross_floor_area: 3672 });
    const adu = data.bylaws.adu;
    expect([adu.ext_legal, adu.int_legal, adu.state_protected]).toEqual(['BR', 'BR', true]);
    expect(adu.size_limits.ext.br?.max).toBe(900);
    expect(data.bylaws.notes).toContain('The property is a condominium: besides zoning, its master deed and the association decide whether an owner may add a unit or build on the common land.');
  });

  it('gives every condominium of Residence C-1 and of Bellingham’s residential districts a legal status and a size limit', async () => {
    const condominiums = async (jurisdictionId: string, inZone: (zone: string | null) => boolean) => {
      const rows = await database.db.select().from(parcels).where(and(eq(parcels.jurisdictionId, jurisdictionId), eq(parcels.kind, 'lot'), sql`${parcels.useCode} in ('199', '102')`));
      const zoning = await database.db.select().from(parcelZoning).where(sql`${parcelZoning.parcelId} like ${`${jurisdictionId}/%`}`);
      return rows.flatMap((row) => {
        const zones = zoning.filter((z) => z.parcelId === row.id).map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode }));
        const zone = zones.find((z) => z.zoningMap === '2026-03')?.zoneCode ?? row.zoneCode;
        return inZone(zone) ? [{ id: row.id, type: row.propertyTypeName, evaluation: evaluateParcel({ ...row, zoning: zones }, TODAY).evaluation }] : [];
      });
    };
    const cambridge = await condominiums('ma-cambridge', (zone) => zone === 'C-1');
    const bellingham = await condominiums('ma-bellingham', (zone) => zone !== null && ['RES', 'SUBN', 'AGR'].includes(zone));
    expect(cambridge.length).toBeGreaterThan(1_800);
    expect(bellingham.length).toBeGreaterThan(100);
    for (const lots of [cambridge, bellingham]) {
      const unanswered = lots.filter(({ evaluation }) => evaluation.legal.ext !== 'BR' || evaluation.legal.int !== 'BR' || sizeOf(evaluation.sizeLimits.ext.br) === null);
      expect(unanswered.map((l) => `${l.id} ${l.type}`)).toEqual([]);
    }
    // Cambridge's condominiums are mostly two-family and three-decker conversions.
    const types = new Map<string | null, number>();
    for (const lot of cambridge) types.set(lot.type, (types.get(lot.type) ?? 0) + 1);
    expect(types.get('Two Family')).toBeGreaterThan(600);
    expect(types.get('Multi-Family Home')).toBeGreaterThan(1_000);
    expect(types.has('Other')).toBe(false);
  });

  it('gives every single-family lot of Residence C-1 a legal status and a size limit', async () => {
    const lots = await singleFamilyLots('ma-cambridge', (zoning) => zoning.some((z) => z.zoningMap === '2026-03' && z.zoneCode === 'C-1'));
    expect(lots.length).toBeGreaterThan(2_000);
    // A lot with its accessory apartment already (1014) has used the one protected ADU (760 CMR 71.02).
    const unanswered = lots.filter(({ evaluation }) => evaluation.legal.ext === null || evaluation.legal.int === null || sizeOf(evaluation.sizeLimits.ext.br) === null);
    expect(unanswered.filter((l) => l.useCode !== '1014' || !l.evaluation.protectedAduUsed).map((l) => l.id)).toEqual([]);
    expect(unanswered.length).toBeGreaterThan(50);
    expect(new Set(lots.filter((l) => l.useCode !== '1014').map((l) => l.evaluation.legal.ext))).toEqual(new Set(['BR']));
  });

  it('gives every single-family lot of Bellingham, zoned RES, SUBN or AGR or not zoned at all, a legal status and a size limit', async () => {
    const lots = await singleFamilyLots('ma-bellingham', (_, zone) => zone === null || ['RES', 'SUBN', 'AGR'].includes(zone));
    expect(lots.length).toBeGreaterThan(4_500);
    const unanswered = lots.filter(({ evaluation }) => evaluation.legal.ext !== 'BR' || evaluation.legal.int !== 'BR' || sizeOf(evaluation.sizeLimits.int.br) === null);
    expect(unanswered.map((l) => `${l.id} ${l.zoneCode}`)).toEqual([]);
    // An unzoned lot's answer rests on the house on it, and asks for the zone.
    const unzoned = lots.find((l) => l.zoneCode === null)!.evaluation;
    expect(unzoned.assumptions['adu.ext_legal']?.[0]?.key).toBe('unzoned-lot-allows-single-family');
    expect(unzoned.notes).toContain('The lot has no zone in the data.');
  });

  it('fronts a corner lot on the street its address names, as the addresses of the lots along and across each street name it', async () => {
    // [address, the front's lines in feet, the other street's line (an exterior side) in feet], measured on the data.
    const lots: [string, number[], number][] = [
      ['38 Essex St, Cambridge', [38.4], 49], // not Percy Pl
      ['60 Paine St, Bellingham', [102.7], 159], // not Elbow St
      ['1 Silver Lake Rd, Bellingham', [50.1, 259.8], 49.4], // round a 49° bend, not onto Cross St
    ];
    for (const [address, front, side] of lots) {
      const { data } = await streetDataFor(address);
      const fronts = data.lot_edges.filter((e) => e.kind === 'front');
      expect(fronts.map((e) => e.length_ft), address).toEqual(front);
      expect(fronts.map((e) => [e.reason, e.confidence]), address).toEqual(front.map(() => ['address-street-neighbours', 'high']));
      expect(data.lot_edges.filter((e) => e.kind === 'exterior side').map((e) => e.length_ft), address).toContain(side);
    }
    // A through lot fronts its address's street, not the street behind it.
    const through = await streetDataFor('20 Hubbard Park Rd, Cambridge');
    expect(through.data.lot_edges.filter((e) => e.kind === 'front').map((e) => [e.length_ft, e.reason])).toEqual([
      [107.7, 'address-street-neighbours'],
      [18, 'address-street-neighbours'],
    ]);
  });

  it('reads the neighbours’ addresses as a planner does: corner neighbours, the street left over, a street bending at the lot, a court of its own name, a lot behind others', async () => {
    const edgesOf = async (address: string) => (await streetDataFor(address)).data.lot_edges;
    const fronts = (edges: Awaited<ReturnType<typeof edgesOf>>) => edges.filter((e) => e.kind === 'front').map((e) => e.length_ft);
    // The lots across Middle Ave are corner lots themselves: their addresses still name it (half a vote each).
    const middle = await edgesOf('11 Middle Ave, Bellingham');
    expect(fronts(middle)).toEqual([98.9]);
    expect(middle.find((e) => e.kind === 'exterior side')?.length_ft).toBe(121.2);
    // The lots along the east line are on Oswego Ave; the north line is Mann St's (the block face said the east).
    const mann = await edgesOf('41 Mann St, Bellingham');
    expect(fronts(mann)).toEqual([151.8]);
    expect(mann.filter((e) => e.kind === 'exterior side').map((e) => e.length_ft)).toEqual([198.8]);
    // Gail Dr ends in a turning circle and Mohawk St steps at the lot: one front each, no exterior side.
    const gail = await edgesOf('26 Gail Dr, Bellingham');
    expect(fronts(gail)).toEqual([47.3, 9.5, 13.8, 11.9, 13.5, 11.9, 15.2, 15.3, 15.2, 15.2]);
    expect(gail.filter((e) => e.kind === 'exterior side')).toEqual([]);
    const mohawk = await edgesOf('33 Mohawk St, Bellingham');
    expect(fronts(mohawk)).toEqual([60.1, 16.3, 20.9]);
    expect(mohawk.filter((e) => e.kind === 'exterior side')).toEqual([]);
    // Reed Street Ct, the court beside 64 Reed St, is another street than Reed St.
    const reed = await edgesOf('64 Reed St, Cambridge');
    expect(fronts(reed)).toEqual([35.9]);
    expect(reed.filter((e) => e.kind === 'exterior side').map((e) => e.length_ft)).toEqual([58.9]);
    // 108 Clay St reaches no street: it fronts Clay St across the Clay St lots, and says it is unsure.
    const clay = await edgesOf('108 Clay St, Cambridge');
    expect(clay.filter((e) => e.kind === 'front').map((e) => [e.length_ft, e.reason, e.confidence])).toEqual([[49, 'reached-across', 'low']]);
  });

  it('classifies lot edges with the right-of-way parcels: a corner lot has a front and an exterior side', async () => {
    const corner = await streetDataFor('133 Pearl St');
    expect(corner.data.lot_edges.filter((e) => e.kind === 'front')).toHaveLength(1);
    expect(corner.data.lot_edges.filter((e) => e.kind === 'exterior side')).toHaveLength(1);
    const midBlock = await streetDataFor('18 Locke St');
    expect(midBlock.data.lot_edges.filter((e) => e.kind === 'front')).toHaveLength(1);
    expect(midBlock.data.lot_edges.filter((e) => e.kind === 'rear')).toHaveLength(1);
    // Cambridge's front setback is not in our sources, so no setback area is claimed.
    expect(midBlock.data.setbacked_area.ext).toBeNull();
    expect(midBlock.data.bylaws.adu.placement.status).toBe('YELLOW');
  });

  it('places a pool on the playground by its own rules on real lots: inside the lot, off the house, and clear of the lot lines', async () => {
    const lapPool = cataloguePlans('pool').find((plan) => plan.name === 'Lap Pool')!;
    const token = issueDevToken(secret, 'pool-owner');
    const placePool = async (query: string) => {
      const { data } = await streetDataFor(query, token);
      const response = await app.request('/api/placement', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ property_id: data.attributes.property_id, floor_plan_uuid: lapPool.uuid, page: 'playground' }),
      });
      const placed = (await response.json()) as PlacedUnitFeature;
      expect(response.status, `${query} ${JSON.stringify(placed)}`).toBe(200);
      const inner = turf.buffer(turf.feature(placed.geometry), -0.05, { units: 'meters' })!;
      expect(turf.booleanWithin(inner, turf.feature(data.lot)), query).toBe(true);
      for (const building of data.buildings_geojson.features) expect(turf.booleanIntersects(inner, turf.feature(building.geometry)), query).toBe(false);
      // The nearest corner of the pool to each lot line, in feet.
      const clearance = (kind: string): number =>
        Math.min(
          ...data.lot_edges
            .filter((edge) => edge.kind === kind)
            .flatMap((edge) => placed.geometry.coordinates[0]!.map((p) => turf.pointToLineDistance(turf.point(p), turf.lineString([edge.from, edge.to]), { units: 'feet' }))),
        );
      return { data, placed, clearance };
    };

    // Cambridge, Residence C-1, with its house surveyed: the city's accessory-structure distances are not
    // in our sources, so the pool keeps the detached ADU's (10 ft front, 5 ft side and rear) and the house.
    const hurley = await placePool('213 Hurley St');
    expect(hurley.data.buildings_geojson.features.length).toBeGreaterThan(0);
    expect(hurley.placed.properties).toMatchObject({ category: 'pool', placement: Placement.SetbackFit, setback_area: 'used', width: 40, length: 10 });
    expect(hurley.clearance('front')).toBeGreaterThanOrEqual(10 - 0.1);
    expect(hurley.clearance('interior side')).toBeGreaterThanOrEqual(5 - 0.1);
    expect(hurley.clearance('rear')).toBeGreaterThanOrEqual(5 - 0.1);

    // Bellingham: no zoning setbacks in our sources and no footprints in its data, so the pool fits the lot
    // alone and says no setback area was used.
    const indianRun = await placePool('18 Indian Run Rd');
    expect(indianRun.data.buildings_known).toBe(false);
    expect(indianRun.placed.properties).toMatchObject({ category: 'pool', placement: Placement.LotFitNoCollision, setback_area: 'none' });
  });

  describe('Massachusetts statewide law applied to what the assessor records (760 CMR 71.02, 71.03; c.40A §§1A, 3)', () => {
    const keyOf = (assumptions: Record<string, { key: string; params: Record<string, string> }[]>, field: string) => assumptions[field]?.map((a) => a.key) ?? [];

    it('gives 20 Bryant St, a single family with an accessory apartment (1014), no state right to another ADU', async () => {
      const { data } = await streetDataFor('20 Bryant St, Cambridge', issueDevToken(secret, 'bryant-reader'));
      expect(data.attributes).toMatchObject({ use_code: '1014', property_type_name: 'Single Family' });
      const adu = data.bylaws.adu;
      // 760 CMR 71.02: one Protected Use ADU per lot, and this lot has it; Cambridge's rules on file allow no more.
      expect([adu.ext_legal, adu.int_legal, adu.protected_adu_used, adu.basis]).toEqual([null, null, true, null]);
      expect([adu.size_limits.ext.br, adu.size_limits.int.br, adu.parking_spaces.ext]).toEqual([null, null, null]);
      expect(data.citations['adu.ext_legal']?.map((c) => c.label)).toEqual([
        '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.02 Definitions: Protected Use ADU',
        'M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8) \u00b7 ADU paragraph: one ADU by right',
      ]);
      expect(data.bylaws.notes).toContain(
        'The assessor records an accessory apartment on this lot already. The state protects one ADU per lot (760 CMR 71.02, Protected Use ADU; M.G.L. c.40A \u00a73): another has no state right, and is allowed only where a town rule allows more.',
      );
      expect(adu.summary.ext).toBe('This lot already has an accessory apartment, the one ADU the state protects; whether the town allows a Backyard Cottage besides it is not in our sources.');
      expect(adu.status.ext).not.toBe('GREEN');
      // Every one of Cambridge's 142 lots of the kind answers the same way.
      const rows = await database.db.select().from(parcels).where(and(eq(parcels.jurisdictionId, 'ma-cambridge'), eq(parcels.useCode, '1014')));
      expect(rows.length).toBe(142);
      const byRight = rows.filter((row) => evaluateParcel({ ...row, zoning: [] }, TODAY).evaluation.legal.ext === 'BR');
      expect(byRight.map((row) => row.id)).toEqual([]);
    });

    it('answers mixed use, primarily residential (013 to 019), as a dwelling by its units, and says the mixed use', async () => {
      const mixedNote = 'The assessor records the property as mixed use, primarily residential: its dwelling can be the principal dwelling of an ADU (760 CMR 71.02), and the other uses on the lot may bring rules of their own.';
      // Cambridge, 108 Sherman St: MULTIUSE-RES (0131), its units not counted, in Residence B.
      const sherman = await streetDataFor('108 Sherman St, Cambridge', issueDevToken(secret, 'sherman-reader'));
      expect(sherman.data.attributes).toMatchObject({ use_code: '0131', property_type_name: 'Multi-Family Home' });
      expect([sherman.data.bylaws.adu.ext_legal, sherman.data.bylaws.adu.int_legal]).toEqual(['BR', 'BR']);
      expect(sherman.data.bylaws.notes).toContain(mixedNote);
      expect(sherman.data.bylaws.notes).not.toContain('The property is not recorded as a dwelling; an ADU needs a principal dwelling on the lot.');
      // Bellingham, 421 Center St: mixed use (013) with one home, not zoned in the data.
      const center = await streetDataFor('421 Center St, Bellingham', issueDevToken(secret, 'center-reader'));
      expect(center.data.attributes).toMatchObject({ use_code: '013', property_type_name: 'Single Family', zone_code: null });
      expect([center.data.bylaws.adu.ext_legal, center.data.bylaws.adu.basis]).toEqual(['BR', 'inferred']);
      expect(center.data.bylaws.assumptions['adu.ext_legal']?.[0]?.params.home).toBe('the home in the mixed-use building');
      // Every Bellingham lot of the kind with a home counted is typed a dwelling; none with a home is 'Other'.
      const mixed = await database.db.select().from(parcels).where(and(eq(parcels.jurisdictionId, 'ma-bellingham'), sql`${parcels.useCode} in ('013', '014', '016', '017', '018', '019')`));
      expect(mixed.length).toBeGreaterThan(30);
      expect(mixed.filter((row) => (row.units ?? 0) > 0 && row.propertyTypeName === 'Other').map((row) => row.id)).toEqual([]);
      expect(mixed.filter((row) => row.units === 0).every((row) => row.propertyTypeName === 'Other')).toBe(true);
    });

    it('infers an unzoned lot with three or more units, a condominium or two houses on it as it infers a single-family one', async () => {
      const answer = async (query: string) => (await streetDataFor(query, issueDevToken(secret, 'unzoned-reader'))).data;
      const house = await answer('18 Indian Run Rd, Bellingham');
      const cases: [string, string, string][] = [
        ['57 Lakeshore Dr, Bellingham', '105', 'the building of three or more homes'],
        ['823 South Main St, Bellingham', '109', 'the group of houses'],
        ['51 Irving St, Bellingham', '111', 'the building of three or more homes'],
      ];
      for (const [query, useCode, home] of cases) {
        const data = await answer(query);
        expect(data.attributes, query).toMatchObject({ use_code: useCode, zone_code: null, property_type_name: 'Multi-Family Home' });
        const adu = data.bylaws.adu;
        expect([adu.ext_legal, adu.int_legal, adu.state_protected, adu.basis], query).toEqual(['BR', 'BR', true, 'inferred']);
        const assumed = data.bylaws.assumptions['adu.ext_legal']![0]!;
        expect([assumed.key, assumed.params.home], query).toEqual(['unzoned-lot-allows-single-family', home]);
        // No stronger than for the house: the same kind of assumption, and the same words but the home.
        expect(assumed.text.replace(home, 'X')).toBe(house.bylaws.assumptions['adu.ext_legal']![0]!.text.replace('the single-family home', 'X'));
      }
      // Every unzoned dwelling of Bellingham, condominiums among them, answers by right on the same assumption.
      const rows = await database.db.select().from(parcels).where(and(eq(parcels.jurisdictionId, 'ma-bellingham'), eq(parcels.kind, 'lot'), sql`${parcels.zoneCode} is null`, sql`${parcels.propertyTypeName} in ('Two Family', 'Multi-Family Home')`));
      expect(rows.filter((row) => row.useCode === '102').length).toBeGreaterThan(5);
      expect(rows.length).toBeGreaterThan(200);
      const unanswered = rows.filter((row) => {
        const { evaluation } = evaluateParcel({ ...row, zoning: [] }, TODAY);
        return evaluation.legal.ext !== 'BR' || keyOf(evaluation.assumptions, 'adu.ext_legal')[0] !== 'unzoned-lot-allows-single-family';
      });
      expect(unanswered.map((row) => `${row.id} ${row.useCode}`)).toEqual([]);
    });

    it("names the assessor's gross area behind the half-of-the-house cap, and 71.03's rule where no footprint or height is on file", async () => {
      const { data } = await streetDataFor('213 Hurley St', issueDevToken(secret, 'hurley-gfa-reader'));
      const assumed = data.bylaws.assumptions['adu.size_limits.ext.br']?.find((a) => a.key === 'assessor-gross-floor-area');
      expect(assumed?.params).toEqual({ size: '3,148 sq ft' });
      expect(assumed?.text).toContain('760 CMR 71.02 defines the gross floor area the cap is measured by');
      expect(data.citations['adu.size_limits.ext.br']?.map((c) => c.label)).toContain('760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.02 Definitions: Gross Floor Area');
      expect([data.bylaws.adu.dimensions_no_stricter, data.bylaws.adu.size_limits.footprint.br, data.bylaws.adu.height_ft.ext]).toEqual([true, null, null]);
      const dimensional = '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.03 Regulation of Protected Use ADUs: dimensional standards';
      expect(data.citations['adu.size_limits.footprint']?.map((c) => c.label)).toEqual([dimensional]);
      expect(data.citations['adu.height.ext']?.map((c) => c.label)).toEqual([dimensional]);
    });
  });

  it('finds the lot under a point', async () => {
    const { results } = await getJson<AddressSearchResponse>('/api/address/search?q=84%20Magazine%20St');
    const at = await getJson<ParcelAtResponse>(`/api/parcels/at?lat=${results[0]!.lat}&lng=${results[0]!.lng}`);
    expect(at.property_id).toBe('ma-cambridge/103-1');
    expect(at.addresses.map((a) => a.label)).toContain('84 Magazine St, Cambridge, MA');
    const bostonCommon = await app.request('/api/parcels/at?lat=42.3550&lng=-71.0655');
    expect(bostonCommon.status).toBe(404);
  });

  describe('Bellingham’s two-unit condominiums: the principal dwelling is the building', () => {
    // The three lots whose cap was half of one unit's area (469.5, 780 and 864 sq ft): the joined
    // file keeps each lot's first unit record (939, 1,560 and 1,728 sq ft) and counts two.
    const twoUnitCondominiums = [
      { address: '20 Beechwood Rd', id: 'ma-bellingham/0013-0010-0020', unitSqFt: 939, zone: 'AGR' },
      { address: '75 Blackstone St', id: 'ma-bellingham/0055-054B-0000', unitSqFt: 1_560, zone: 'RES' },
      { address: '79 Maple St', id: 'ma-bellingham/0020-0012-0001', unitSqFt: 1_728, zone: 'SUBN' },
    ];

    it('does not take one unit’s floor area for the building’s, and caps at 900 sq ft at most', async () => {
      const features = await sharedFeatures('bellingham-ma/parcels_cy25_fy26.geojson');
      for (const lot of twoUnitCondominiums) {
        const row = features.find((f) => `ma-bellingham/${String(f.properties.map_par_id)}` === lot.id)!.properties;
        expect([row.use_code, row.assess_records, row.bld_area_sqft, row.zoning]).toEqual(['102', 2, lot.unitSqFt, lot.zone]);
        const { label, data } = await streetDataFor(lot.address, issueDevToken(secret, 'condo-reader'));
        expect(label).toBe(`${lot.address}, Bellingham, MA 02019`);
        expect(data.attributes).toMatchObject({ property_id: lot.id, use_code: '102', property_type_name: 'Two Family', gross_floor_area: null });
        const cap = data.bylaws.adu.size_limits.ext.br;
        // min(900, ½ × the building's gross floor area): the building is not in the file, so the cap is 900 at most, never ½ of one unit.
        expect([cap?.max, cap?.at_most]).toEqual([null, 900]);
        expect(data.bylaws.adu.size_limits.int.br?.at_most).toBe(900);
      }
    });

    it('caps each at min(900, ½ × the building’s floor area) once the building is known', async () => {
      for (const lot of twoUnitCondominiums) {
        const [row] = await database.db.select().from(parcels).where(eq(parcels.id, lot.id));
        // A building of two units like the first (what a Level 3 download's sum of BLD_AREA gives when the units are alike): over 1,800 sq ft, so 900.
        const building = evaluateParcel({ ...row!, grossFloorAreaSqFt: 2 * lot.unitSqFt, zoning: [] }, TODAY).evaluation;
        expect(building.sizeLimits.ext.br?.max).toBe(900);
        // Half of the unit alone (469.5, 780, 864) was the old, wrong cap.
        const unitOnly = evaluateParcel({ ...row!, grossFloorAreaSqFt: lot.unitSqFt, zoning: [] }, TODAY).evaluation;
        expect(unitOnly.sizeLimits.ext.br?.max).toBe(Math.min(900, lot.unitSqFt / 2));
      }
    });
  });

  describe('Cambridge since the 2025 multifamily amendments: homes in every district but open space', () => {
    /** Cambridge's lots of the given property types (all when none) with their district on the current map and their evaluation. */
    async function cambridgeLots(types: string[] | null) {
      const rows = await database.db
        .select()
        .from(parcels)
        .where(and(eq(parcels.jurisdictionId, 'ma-cambridge'), eq(parcels.kind, 'lot')));
      const zoningRows = await database.db.select().from(parcelZoning).where(sql`${parcelZoning.parcelId} like 'ma-cambridge/%'`);
      const zoning = new Map<string, { zoningMap: string; zoneCode: string }[]>();
      for (const z of zoningRows) zoning.set(z.parcelId, [...(zoning.get(z.parcelId) ?? []), { zoningMap: z.zoningMap, zoneCode: z.zoneCode }]);
      return rows
        .filter((row) => types === null || (row.propertyTypeName !== null && types.includes(row.propertyTypeName)))
        .map((row) => {
          const zones = zoning.get(row.id) ?? [];
          return { id: row.id, zone: zones.find((z) => z.zoningMap === '2026-03')?.zoneCode ?? null, evaluation: evaluateParcel({ ...row, zoning: zones }, TODAY).evaluation };
        });
    }

    it('answers every one- and two-family lot: the business, office, industrial and special districts get the state right, inferred', async () => {
      const all = await cambridgeLots(['Single Family', 'Two Family']);
      // Homes beside another primary use (offices or a shop with one or two apartments, Cambridge's
      // 0326, 0340...) are dwellings too: 46 lots, each reached by the state right like its neighbours.
      const mixed = all.filter((l) => l.evaluation.facts.mixedUseHomes === true);
      expect(mixed.length).toBe(46);
      expect(mixed.filter((l) => l.evaluation.stateProtected !== true && l.zone !== 'OS').map((l) => `${l.id} ${l.zone}`)).toEqual([]);
      const homes = all.filter((l) => l.evaluation.facts.mixedUseHomes !== true);
      expect(homes.length).toBe(7_134);
      // With the use tables unknown outside the Residence districts, 283 of these lots said "not
      // known": 154 in business, office, industrial and special districts, 129 in the corridor districts.
      expect(homes.filter((l) => l.evaluation.stateProtected === null).map((l) => `${l.id} ${l.zone}`)).toEqual([]);
      const nonResidential = homes.filter((l) => l.zone !== null && /^(B|O-|I|SD-|MXD|ASD|CRDD|NP)/.test(l.zone));
      expect(nonResidential.length).toBe(154);
      const answered = nonResidential.filter(
        ({ evaluation: e }) => e.stateProtected === true && e.legal.ext === 'BR' && e.legal.int === 'BR' && e.assumptions['adu.ext_legal']?.[0]?.key === 'secondary-source',
      );
      expect(answered.length).toBe(154);
      // The special districts are in the zone list now: 36 of these lots, every one matched.
      const special = nonResidential.filter((l) => l.zone!.startsWith('SD-'));
      expect(special.length).toBe(36);
      expect(special.filter((l) => !l.evaluation.zoneMatched)).toEqual([]);
      expect(new Set(special.map((l) => l.zone))).toEqual(new Set(['SD-2', 'SD-3', 'SD-8A', 'SD-9', 'SD-10(H)', 'SD-14']));
    });

    it('answers 17 Grant St (SD-14) through the API: the protected ADU by right, 900 sq ft, on the City Clerk\u2019s notice of the petition', async () => {
      const { data } = await streetDataFor('17 Grant St', issueDevToken(secret, 'grant-reader'));
      expect(data.attributes).toMatchObject({ zone_code: 'SD-14', property_type_name: 'Single Family', gross_floor_area: 1836 });
      const adu = data.bylaws.adu;
      expect([adu.ext_legal, adu.int_legal, adu.state_protected, adu.basis]).toEqual(['BR', 'BR', true, 'inferred']);
      expect(adu.size_limits.ext.br?.max).toBe(900);
      expect(data.bylaws.assumptions['adu.ext_legal']?.[0]?.text).toContain('from the City Clerk\u2019s notice of the multifamily petition');
      expect(data.citations['adu.zone']?.map((c) => c.document_id)).toEqual(['cambridge-zoning-districts', 'cambridge-multifamily-petition-notice', 'cambridge-multifamily-2025']);
      expect(data.bylaws.notes.filter((n) => n.includes('not in'))).toEqual([]);
    });

    it('leaves open space outside the state right, even for a home on it', async () => {
      const all = await cambridgeLots(null);
      const openSpace = all.filter((l) => l.zone === 'OS');
      expect(openSpace.length).toBe(121);
      expect(openSpace.filter((l) => l.evaluation.stateProtected !== false).map((l) => l.id)).toEqual([]);
      // 113-115 Hancock St (116-118), city land in open space: a home drawn on it is not reached either.
      const [row] = await database.db.select().from(parcels).where(eq(parcels.id, 'ma-cambridge/116-118'));
      const zones = (await database.db.select().from(parcelZoning).where(eq(parcelZoning.parcelId, 'ma-cambridge/116-118'))).map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode }));
      const asHome = evaluateParcel({ ...row!, zoning: zones }, TODAY, { propertyType: 'Single Family' }).evaluation;
      expect([asHome.zone, asHome.stateProtected, asHome.legal.ext]).toEqual(['OS', false, null]);
    });
  });

  it('re-imports idempotently', async () => {
    const before = summaries['bellingham-ma']!;
    await importProfile(bellinghamProfile, 'bellingham-ma');
    const after = summaries['bellingham-ma']!;
    expect(after.parcels).toBe(before.parcels);
    const { results } = await getJson<AddressSearchResponse>('/api/address/search?q=18%20indian%20run%20rd');
    expect(results.filter((r) => r.label === '18 Indian Run Rd, Bellingham, MA 02019')).toHaveLength(1);
  });

  describe('address search by house number, range addresses included', () => {
    async function labels(query: string): Promise<string[]> {
      const { results } = await getJson<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(query)}`);
      return results.map((result) => result.label);
    }

    it("stores Bellingham's SITE_ADDR ranges as one address each, labelled with the range", async () => {
      const ranges = await queryRows<{ label: string }>(
        database.db,
        sql`SELECT a.label FROM addresses a JOIN streets s ON s.id = a.street_id WHERE s.jurisdiction_id = 'ma-bellingham' AND a.number_to IS NOT NULL ORDER BY a.label`,
      );
      // 72 SITE_ADDRs of two numbers and 2 of a number and a range; '22 25 Bellstone Dr' is of both sides, so two addresses.
      expect(ranges).toHaveLength(RANGES);
      expect(ranges.map((r) => r.label)).toEqual(expect.arrayContaining([
        '8\u201310 California Ave, Bellingham, MA 02019',
        '823\u2013827 South Main St, Bellingham, MA 02019',
        '51\u201355 Irving St, Bellingham, MA 02019',
        '1\u201311 Mechanic St, Bellingham, MA 02019',
        '1109\u20131111 South Main St, Bellingham, MA 02019',
        '121\u2013123 Pulaski Blvd, Bellingham, MA 02019',
      ]));
      expect(await labels('22 Bellstone Dr')).toEqual(['22 Bellstone Dr, Bellingham, MA 02019']);
      expect(await labels('25 Bellstone Dr')).toEqual(['25 Bellstone Dr, Bellingham, MA 02019']);
    });

    it('answers 10 California Ave with the lot of 8 to 10, never 100', async () => {
      for (const query of ['10 California Ave', '10 California Av', '10 california avenue bellingham', '8 California', '8-10 California Ave']) {
        expect(await labels(query), query).toEqual(['8\u201310 California Ave, Bellingham, MA 02019']);
      }
      expect(await labels('100 California Ave')).toEqual(['100 California Ave, Bellingham, MA 02019']);
      // While the number is typed last it may grow: 10 first, then 100 (not 110).
      expect(await labels('California Ave 10')).toEqual(['8\u201310 California Ave, Bellingham, MA 02019', '100 California Ave, Bellingham, MA 02019']);
      expect(await labels('California Ave 1')).toEqual([
        '11 California Ave, Bellingham, MA 02019',
        '100 California Ave, Bellingham, MA 02019',
        '110 California Ave, Bellingham, MA 02019',
      ]);
    });

    it('finds a range by each number on its side, and by its street type in any spelling', async () => {
      // 825 South Main St is a lot of its own as well: the very number comes before the range holding it.
      expect(await labels('825 South Main St')).toEqual(['825 South Main St, Bellingham, MA 02019', '823\u2013827 South Main St, Bellingham, MA 02019']);
      expect(await labels('827 South Main St')).toEqual(['823\u2013827 South Main St, Bellingham, MA 02019']);
      expect(await labels('53 Irving St')).toEqual(['51\u201355 Irving St, Bellingham, MA 02019']);
      expect(await labels('7 Mechanic St')).toEqual(['1\u201311 Mechanic St, Bellingham, MA 02019']);
      for (const query of ['123 Pulaski Bv', '123 Pulaski Blvd', '121 pulaski boulevard']) {
        expect(await labels(query), query).toEqual(['121\u2013123 Pulaski Blvd, Bellingham, MA 02019']);
      }
    });

    it('keeps the lots whose numbers differ only by a letter apart', async () => {
      expect(await labels('12 Pearl St, Bellingham')).toEqual(['12A Pearl St, Bellingham, MA 02019', '12B Pearl St, Bellingham, MA 02019']);
      expect(await labels('83a Indian Run Rd')).toEqual(['83A Indian Run Rd, Bellingham, MA 02019']);
    });

    it('in Cambridge, suggests no longer number for one not on the street, and keeps the unit numbers of Bay St', async () => {
      // 10 Broadway is not in the master address list; 100 and 105 Broadway are.
      expect(await labels('10 Broadway, Cambridge')).toEqual([]);
      expect((await labels('100 Broadway, Cambridge'))[0]).toBe('100 Broadway, Cambridge, MA');
      const bay = await labels('18 Bay St');
      expect(bay[0]).toBe('18 Bay St, Cambridge, MA');
      expect(bay).toEqual(expect.arrayContaining(['18-1 Bay St, Cambridge, MA', '18-6 Bay St, Cambridge, MA']));
      expect(bay.filter((label) => /^18\d/.test(label))).toEqual([]);
    });
  });

  describe('parking near transit (M.G.L. c.40A §3, decision 052)', () => {
    const MILE_FT = 5280;
    /** Turf's distance in feet from a station to a lot (0 inside), the independent witness. */
    const turfFeet = (station: Station, lot: AreaGeometry) => turf.pointToPolygonDistance(turf.point([station.lng, station.lat]), turf.feature(lot), { units: 'miles' }) * MILE_FT;
    const nearestByTurf = (lot: AreaGeometry) =>
      stationImport.stations.map((station) => ({ station, feet: Math.max(0, turfFeet(station, lot)) })).reduce((a, b) => (b.feet < a.feet ? b : a));

    it('imports the MassGIS commuter rail and rapid transit stations, and every Cambridge and Bellingham lot gets its nearest at import', async () => {
      const kinds = new Map<string, number>();
      for (const station of stationImport.stations) kinds.set(station.kind, (kinds.get(station.kind) ?? 0) + 1);
      // TRAINS_NODE: 240 stations marked commuter rail (seasonal, event-only, Amtrak-only and freight points left out);
      // MBTA_NODE: 125 rapid transit stations and 45 Silver Line stops.
      expect(Object.fromEntries(kinds)).toEqual({ commuter_rail: 240, subway: 125, bus_rapid_transit: 45 });
      expect(stationImport.rejected).toBe(0);
      expect(stationImport.summary).toEqual({ stations: 410, jurisdictions: [], lots: 0 });
      const [missing] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM parcels WHERE kind = 'lot' AND nearest_station IS NULL`);
      expect(missing!.n).toBe(0);
      console.log(`stations: read and stored in ${Math.round(stationImport.ms)} ms`);
    });

    it('answers 213 Hurley St, Cambridge: about 0.3 mi from Lechmere, so no parking space may be required', async () => {
      const { data } = await streetDataFor('213 Hurley St', issueDevToken(secret, 'transit-reader'));
      const transit = data.bylaws.adu.parking_transit!;
      expect([transit.reach, transit.station, transit.station_kind]).toEqual(['within', 'Lechmere', 'subway']);
      const lechmere = stationImport.stations.find((s) => s.name === 'Lechmere')!;
      // Turf measures on a sphere, we in feet on the ellipsoid's local frame: within 0.5 %.
      expect(Math.abs(transit.distance_ft! - turfFeet(lechmere, data.lot))).toBeLessThan(0.005 * transit.distance_ft!);
      expect((transit.distance_ft! / MILE_FT).toFixed(1)).toBe('0.3');
      expect(data.bylaws.adu.parking_spaces).toEqual({ ext: 0, int: 0 });
      expect(data.bylaws.notes).toContain('No parking space may be required for the ADU: the lot is 0.3 mi from Lechmere, a subway station, within half a mile.');
      expect(data.citations['adu.parking.ext']?.map((c) => c.document_id)).toEqual(['mgl-c40a-s3', 'massgis-transit-stations']);
      // The straight-line measure is an assumption, beside the district's (C-1's use table is not on file).
      expect(data.bylaws.assumptions['adu.parking.ext']?.map((a) => a.key)).toEqual(['transit-distance', 'district-allows-single-family']);
    });

    it('prints the station and its distance on the PDF of 213 Hurley St', async () => {
      const token = issueDevToken(secret, 'transit-reader');
      const { data } = await streetDataFor('213 Hurley St', token);
      const response = await app.request('/api/generate-pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ property_id: data.attributes.property_id, page: 'backyard-cottage' }),
      });
      expect(response.status).toBe(200);
      const { pdf_url: url } = (await response.json()) as { pdf_url: string };
      const bytes = new Uint8Array(await (await app.request(url)).arrayBuffer());
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
      expect(text).toContain('Parking spaces 0 spaces: 0.3 mi from Lechmere station *');
      expect(text).toContain('No parking space may be required for the ADU: the lot is 0.3 mi from Lechmere, a subway station, within half a mile.');
    });

    it('answers 18 Indian Run Rd, Bellingham: no station within half a mile, at most one space, the nearest named', async () => {
      const { data } = await streetDataFor('18 indian run rd');
      const transit = data.bylaws.adu.parking_transit!;
      const witness = nearestByTurf(data.lot);
      expect([transit.reach, transit.station, transit.station_kind]).toEqual(['beyond', witness.station.name, witness.station.kind]);
      expect(Math.abs(transit.distance_ft! - witness.feet)).toBeLessThan(0.005 * witness.feet);
      expect(data.bylaws.adu.parking_spaces).toEqual({ ext: 1, int: 1 });
      expect(data.bylaws.notes.find((n) => n.startsWith('At most one parking space may be required: no commuter rail or subway station in our data'))).toMatch(/ferry terminal or bus station either; those are not in our data\.$/);
      console.log(`18 Indian Run Rd: nearest ${transit.station} (${transit.station_kind}), ${(transit.distance_ft! / MILE_FT).toFixed(2)} mi`);
    });

    it('keeps each lot\'s nearest station through a re-import of its town, and measures as turf does on a sample', async () => {
      // Bellingham was imported again above: its lots got their nearest from the stations stored.
      const [bellingham] = await queryRows<{ n: number; beyond: number }>(
        database.db,
        sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE (nearest_station->>'nearFt')::float > 2640)::int AS beyond FROM parcels WHERE jurisdiction_id = 'ma-bellingham' AND kind = 'lot'`,
      );
      expect(bellingham!.n).toBe(summaries['bellingham-ma']!.lots);
      // Bellingham has no station of its own; no lot of it lies within half a mile of one.
      expect(bellingham!.beyond).toBe(bellingham!.n);
      const [closest] = await queryRows<{ id: string; station: string; near: number; label: string | null }>(
        database.db,
        sql`SELECT p.id, p.nearest_station->>'name' AS station, (p.nearest_station->>'nearFt')::float AS near, (SELECT a.label FROM addresses a WHERE a.parcel_id = p.id ORDER BY a.label LIMIT 1) AS label
            FROM parcels p WHERE p.jurisdiction_id = 'ma-bellingham' AND p.kind = 'lot' ORDER BY 3 LIMIT 1`,
      );
      // The closest Bellingham lot is just beyond the half mile from Forge Park/495 (Franklin).
      expect([closest!.station, closest!.near]).toEqual(['Forge Park/495', expect.any(Number)]);
      expect(closest!.near).toBeGreaterThan(2640);
      console.log(`Bellingham's lot nearest a station: ${closest!.id} (${closest!.label}), ${Math.round(closest!.near)} ft = ${(closest!.near / MILE_FT).toFixed(2)} mi from ${closest!.station}`);
      const sample = await database.db.select({ id: parcels.id, lot: parcels.lot, nearestStation: parcels.nearestStation }).from(parcels).where(sql`${parcels.kind} = 'lot' AND ${parcels.jurisdictionId} = 'ma-cambridge'`).orderBy(sql`md5(${parcels.id})`).limit(40);
      for (const row of sample) {
        const witness = nearestByTurf(row.lot);
        expect(Math.abs(row.nearestStation!.nearFt - witness.feet), row.id).toBeLessThanOrEqual(0.005 * witness.feet + 1);
      }
    });

    it('counts the Cambridge single-family and two-family lots within half a mile of a station', async () => {
      const rows = await queryRows<{ type: string; n: number; within: number; partly: number }>(
        database.db,
        sql`SELECT property_type_name AS type, count(*)::int AS n,
              count(*) FILTER (WHERE (nearest_station->>'farFt')::float <= 2640)::int AS within,
              count(*) FILTER (WHERE (nearest_station->>'nearFt')::float <= 2640 AND (nearest_station->>'farFt')::float > 2640)::int AS partly
            FROM parcels WHERE jurisdiction_id = 'ma-cambridge' AND kind = 'lot' AND property_type_name IN ('Single Family', 'Two Family')
              AND use_code !~ '^0[2-9][0-9]{1,2}$' GROUP BY 1 ORDER BY 1`,
      );
      // Wholly within half a mile, and straddling it (no space for an ADU on the near part).
      expect(rows).toEqual([
        { type: 'Single Family', n: 3844, within: 2067, partly: 159 },
        { type: 'Two Family', n: 3290, within: 1826, partly: 115 },
      ]);
      // Where the state right reaches a single-family lot, the answer follows the distance.
      const reached = (await singleFamilyLots('ma-cambridge', () => true)).filter((l) => l.evaluation.stateProtected);
      // A lot whose accessory apartment used the protected ADU (use code 1014) has no state parking rule left.
      expect(reached.filter((l) => l.evaluation.parkingTransit === null).every((l) => l.evaluation.facts.accessoryApartment === true)).toBe(true);
      const lots = reached.filter((l) => l.evaluation.parkingTransit !== null);
      const byReach = new Map<string, Set<number | null>>();
      for (const { evaluation } of lots) byReach.set(evaluation.parkingTransit!.reach, (byReach.get(evaluation.parkingTransit!.reach) ?? new Set()).add(evaluation.parkingSpaces.ext));
      expect(Object.fromEntries([...byReach].map(([reach, spaces]) => [reach, [...spaces]]))).toEqual({ within: [0], partly_within: [0], beyond: [1] });
    });
  });

  describe('the real lots of each jurisdiction folder (core/jurisdictions/<id>/real-lots.ts)', () => {
    const cases: [string, RealLot][] = [...CAMBRIDGE_REAL_LOTS.map((lot) => ['Cambridge', lot] as [string, RealLot]), ...BELLINGHAM_REAL_LOTS.map((lot) => ['Bellingham', lot] as [string, RealLot])];
    it.each(cases)('%s: %o', async (town, lot) => {
      const { label, data } = await streetDataFor(`${lot.address}, ${town}`, issueDevToken(secret, 'real-lots-reader'));
      expect(label.startsWith(`${lot.address}, ${town}`), label).toBe(true);
      const adu = data.bylaws.adu;
      const { ext_size, int_size, note, ...fields } = lot.expect;
      const got: Record<string, unknown> = {
        ext_legal: adu.ext_legal,
        int_legal: adu.int_legal,
        state_protected: adu.state_protected,
        basis: adu.basis,
        parking: adu.parking_spaces,
        status: adu.status,
        likelihood: adu.likelihood,
      };
      for (const [field, value] of Object.entries(fields)) expect(got[field], `${lot.address}: ${field}`).toEqual(value);
      if (ext_size !== undefined) expect(adu.size_limits.ext.br?.max ?? null, `${lot.address}: ext_size`).toBe(ext_size);
      if (int_size !== undefined) expect(adu.size_limits.int.br?.max ?? null, `${lot.address}: int_size`).toBe(int_size);
      if (note !== undefined) expect(data.bylaws.notes.some((n) => n.includes(note)), `${lot.address}: a note naming ${note}`).toBe(true);
    });
  });
});
