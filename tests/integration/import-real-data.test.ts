// Imports the real open data of Cambridge and Bellingham (../shared/data) through the profiles
// and checks concrete facts through the API, with turf as an independent witness for geometry.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as turf from '@turf/turf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressDetails, AddressSearchResponse } from '../../core/api/address.schema';
import type { ParcelAtResponse } from '../../core/api/parcel.schema';
import type { PlacedUnitFeature } from '../../core/api/placement.schema';
import { Placement } from '../../core/placement/search';
import { cataloguePlans } from '../../core/floor-plans/catalogue';
import type { SpecialConsiderationInfo, StreetData } from '../../core/api/street-data.schema';
import { areaSqFt } from '../../core/geo/area';
import { bboxOf, expandBBoxByFeet } from '../../core/geo/bbox';
import type { AreaGeometry } from '../../core/geo/geojson.schema';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../../server/src/app';
import { cubeFromBBox, parcelZoning, parcels, streetFeatures } from '../../server/src/db/schema';
import { evaluateParcel } from '../../server/src/rules/rules-service';
import { issueDevToken } from '../../server/src/auth/dev-token';
import { queryRows, type Database } from '../../server/src/db/database';
import { readProfile, resolveProfile, type ProfileEntry } from '../../server/src/import/profile';
import { bellinghamProfile } from '../../server/src/import/profiles/bellingham-ma';
import { cambridgeProfile } from '../../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction, type ImportSummary } from '../../server/src/import/write-dataset';
import { massachusettsTransitProfile } from '../../server/src/import/profiles/massachusetts-transit';
import { readStations, writeStations, type Station, type StationSummary } from '../../server/src/import/stations';
import { lotContext } from '../../server/src/property/lot-geometry';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../setup/shared-data';
import { createTestDatabase } from '../setup/test-database';

const secret = 'a-test-secret-of-at-least-32-characters!';
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
    .map((row) => ({ id: row.id, zoneCode: row.zoneCode, evaluation: evaluateParcel({ ...row, zoning: zoning.get(row.id) ?? [] }).evaluation }));
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
    const stored = await database.db.selectDistinct({ sourceId: streetFeatures.sourceId, kind: streetFeatures.kind }).from(streetFeatures).where(eq(streetFeatures.jurisdictionId, 'ma-cambridge'));
    expect(stored.map((r) => `${r.kind} ${r.sourceId}`).sort()).toEqual(kept.map((g) => `pavement roads_2018-${g.id}`).sort());
    expect(cambridge.streetPieces).toBeGreaterThan(kept.length);
    // Around one lot: a few pieces of the paved network (119,000 vertices whole), each small.
    const { data } = await streetDataFor('84 Magazine St');
    const box = cubeFromBBox(expandBBoxByFeet(bboxOf(data.lot), 160));
    const [near] = await queryRows<{ pieces: number; chars: number }>(
      database.db,
      sql`SELECT count(*)::int AS pieces, coalesce(sum(length(geometry::text)), 0)::int AS chars FROM street_features WHERE bbox && ${box}::cube`,
    );
    expect(near!.pieces).toBeGreaterThan(0);
    expect(near!.pieces).toBeLessThan(12);
    expect(near!.chars).toBeLessThan(200_000);
    const context = await lotContext(database.db, data.attributes.property_id, data.lot);
    const rightOfWay = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM parcels WHERE bbox && ${box}::cube AND kind = 'right_of_way'`);
    expect(context.streets).toHaveLength(rightOfWay[0]!.n + near!.pieces);
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
    expect(adu.likelihood.ext).toBeLessThan(70);
    expect(data.bylaws.assumptions['adu.ext_legal']?.[0]?.text).toBe('Assumes single-family homes are allowed in C-1; confirm with Cambridge\u2019s use table.');
    expect(data.citations['adu.placement.ext_setbacks.side']?.map((c) => c.label)).toEqual([
      'Cambridge zoning for multifamily housing citywide (Community Development Department) \u00b7 Side and rear setbacks',
      '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.03 Dimensional rules',
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
        return inZone(zone) ? [{ id: row.id, type: row.propertyTypeName, evaluation: evaluateParcel({ ...row, zoning: zones }).evaluation }] : [];
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
    const unanswered = lots.filter(({ evaluation }) => evaluation.legal.ext === null || evaluation.legal.int === null || sizeOf(evaluation.sizeLimits.ext.br) === null);
    expect(unanswered.map((l) => l.id)).toEqual([]);
    expect(new Set(lots.map((l) => l.evaluation.legal.ext))).toEqual(new Set(['BR']));
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

  it('finds the lot under a point', async () => {
    const { results } = await getJson<AddressSearchResponse>('/api/address/search?q=84%20Magazine%20St');
    const at = await getJson<ParcelAtResponse>(`/api/parcels/at?lat=${results[0]!.lat}&lng=${results[0]!.lng}`);
    expect(at.property_id).toBe('ma-cambridge/103-1');
    expect(at.addresses.map((a) => a.label)).toContain('84 Magazine St, Cambridge, MA');
    const bostonCommon = await app.request('/api/parcels/at?lat=42.3550&lng=-71.0655');
    expect(bostonCommon.status).toBe(404);
  });

  it('re-imports idempotently', async () => {
    const before = summaries['bellingham-ma']!;
    await importProfile(bellinghamProfile, 'bellingham-ma');
    const after = summaries['bellingham-ma']!;
    expect(after.parcels).toBe(before.parcels);
    const { results } = await getJson<AddressSearchResponse>('/api/address/search?q=18%20indian%20run%20rd');
    expect(results.filter((r) => r.label === '18 Indian Run Rd, Bellingham, MA 02019')).toHaveLength(1);
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
      expect(text).toContain('Parking spaces 0 spaces: 0.3 mi from Lechmere station (Inferred)');
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
            FROM parcels WHERE jurisdiction_id = 'ma-cambridge' AND kind = 'lot' AND property_type_name IN ('Single Family', 'Two Family') GROUP BY 1 ORDER BY 1`,
      );
      // Wholly within half a mile, and straddling it (no space for an ADU on the near part).
      expect(rows).toEqual([
        { type: 'Single Family', n: 3844, within: 2067, partly: 159 },
        { type: 'Two Family', n: 3290, within: 1826, partly: 115 },
      ]);
      // Where the state right reaches a single-family lot, the answer follows the distance.
      const lots = (await singleFamilyLots('ma-cambridge', () => true)).filter((l) => l.evaluation.stateProtected);
      const byReach = new Map<string, Set<number | null>>();
      for (const { evaluation } of lots) byReach.set(evaluation.parkingTransit!.reach, (byReach.get(evaluation.parkingTransit!.reach) ?? new Set()).add(evaluation.parkingSpaces.ext));
      expect(Object.fromEntries([...byReach].map(([reach, spaces]) => [reach, [...spaces]]))).toEqual({ within: [0], partly_within: [0], beyond: [1] });
    });
  });
});
