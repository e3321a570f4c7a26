// `npm run audit:lots -- [--seed N] [--per-town N] [--out file.json]`: the random re-audit of real
// lots (docs/audits/). Draws lots at random, with a seeded generator, among the lots of the shared
// data (../shared/data beside the repository) that have an assessor record, in Cambridge and
// Bellingham; imports both towns into an in-memory database as the real-data integration test does;
// and writes, per lot, two things side by side:
//  - the facts, read from the source files themselves (not through the importer): use code and
//    description, units, condominium records, gross building area, the zone of the current map
//    with the district's name, the flood, wetland and historic layers the lot touches, and the
//    straight-line distance to the nearest MBTA subway / rapid transit and commuter rail station;
//  - what the report says, through the API as a visitor's browser asks it (address search, address
//    details, street data, with a development token so the whole report is answered).
// Whether the law gives what the report says is judged by hand from these facts (docs/audits/).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import * as turf from '@turf/turf';
import proj4 from 'proj4';
import * as shapefile from 'shapefile';
import { eq } from 'drizzle-orm';
import type { AddressDetails, AddressSearchResponse } from '../core/api/address.schema';
import type { StreetData } from '../core/api/street-data.schema';
import { mulberry32 } from '../core/random';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { fromPglite, PGLITE_EXTENSIONS, type Database } from '../server/src/db/database';
import { addresses, parcelZoning, parcels } from '../server/src/db/schema';
import { evaluateParcel, isoDay } from '../server/src/rules/rules-service';
import { readProfile, resolveProfile, type ProfileEntry } from '../server/src/import/profile';
import { bellinghamProfile } from '../server/src/import/profiles/bellingham-ma';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { SHARED_DATA_DIR } from '../tests/setup/shared-data';

type Props = Record<string, unknown>;
type Feature = { type: 'Feature'; properties: Props; geometry: turf.AllGeoJSON & { type: string; coordinates: unknown } };

const { values: args } = parseArgs({
  options: { seed: { type: 'string', default: '20261203' }, 'per-town': { type: 'string', default: '50' }, out: { type: 'string' } },
});
const SEED = Number(args.seed);
const PER_TOWN = Number(args['per-town']);
const FEET_PER_MILE = 5280;
const secret = 'an-audit-secret-of-at-least-32-characters!';

if (!SHARED_DATA_DIR) throw new Error('The shared data folder (../shared/data beside the repository) is absent.');
const DATA = SHARED_DATA_DIR;

async function features(file: string): Promise<Feature[]> {
  return (JSON.parse(await readFile(join(DATA, file), 'utf8')) as { features: Feature[] }).features;
}

/** `count` distinct items drawn at random (a partial Fisher-Yates shuffle driven by `random`). */
function draw<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    picked.push(pool[i]!);
  }
  return picked;
}

/** Distance in feet from the lot (0 inside) to a point. */
function feetFromLot(lot: Feature, point: [number, number]): number {
  if (turf.booleanPointInPolygon(point, lot as never)) return 0;
  const lines = turf.polygonToLine(lot as never);
  const all = lines.type === 'FeatureCollection' ? lines.features : [lines];
  return Math.min(...all.map((line) => turf.pointToLineDistance(point, line as never, { units: 'feet' })));
}

/** The layers of a file the lot touches, or comes within `bufferFt` of, with their distance in feet. */
function touching(lot: Feature, layer: Feature[], name: (p: Props) => string, bufferFt = 0): { name: string; ft: number }[] {
  const hits: { name: string; ft: number }[] = [];
  const grown = bufferFt > 0 ? (turf.buffer(lot as never, bufferFt, { units: 'feet' }) as unknown as Feature) : lot;
  const box = turf.bbox(grown as never);
  for (const f of layer) {
    const b = turf.bbox(f as never);
    if (b[0] > box[2] || b[2] < box[0] || b[1] > box[3] || b[3] < box[1]) continue;
    if (!turf.booleanIntersects(grown as never, f as never)) continue;
    let ft = 0;
    if (!turf.booleanIntersects(lot as never, f as never)) {
      // Distance: the nearest vertex of the layer's outline to the lot's outline (close enough for a 100 ft buffer).
      const lotLines = turf.polygonToLine(lot as never);
      const lotAll = lotLines.type === 'FeatureCollection' ? lotLines.features : [lotLines];
      ft = Infinity;
      turf.coordEach(f as never, (c) => {
        for (const line of lotAll) ft = Math.min(ft, turf.pointToLineDistance(c as [number, number], line as never, { units: 'feet' }));
      });
    }
    hits.push({ name: name(f.properties), ft: Math.round(ft) });
  }
  return hits;
}

/** Zones of a zoning map under the lot, with their share of the lot's area. */
function zonesOf(lot: Feature, zoning: Feature[], code: (p: Props) => string): { zone: string; share: number }[] {
  const area = turf.area(lot as never);
  const shares = new Map<string, number>();
  const box = turf.bbox(lot as never);
  for (const z of zoning) {
    const b = turf.bbox(z as never);
    if (b[0] > box[2] || b[2] < box[0] || b[1] > box[3] || b[3] < box[1]) continue;
    if (!turf.booleanIntersects(lot as never, z as never)) continue;
    let part = 0;
    try {
      const cut = turf.intersect(turf.featureCollection([lot as never, z as never]) as never);
      part = cut ? turf.area(cut) : 0;
    } catch {
      part = turf.booleanPointInPolygon(turf.pointOnFeature(lot as never), z as never) ? area : 0;
    }
    if (part > 0) shares.set(code(z.properties), (shares.get(code(z.properties)) ?? 0) + part);
  }
  return [...shares].map(([zone, part]) => ({ zone, share: Math.round((part / area) * 1000) / 1000 })).sort((a, b) => b.share - a.share);
}

interface Station {
  name: string;
  kind: 'subway' | 'commuter rail' | 'silver line (bus rapid transit)';
  line: string;
  point: [number, number];
}

async function stations(): Promise<Station[]> {
  const out: Station[] = [];
  const rapid = await features('massachusetts-transit/mbta_node_stations.geojson');
  for (const f of rapid) {
    const line = String(f.properties.LINE);
    out.push({ name: String(f.properties.STATION), kind: line === 'SILVER' ? 'silver line (bus rapid transit)' : 'subway', line, point: (f.geometry as { coordinates: [number, number] }).coordinates });
  }
  const prj = await readFile(join(DATA, 'massachusetts-transit/TRAINS_NODE.prj'), 'utf8');
  const toWgs84 = proj4(prj, 'EPSG:4326');
  const source = await shapefile.open(join(DATA, 'massachusetts-transit/TRAINS_NODE.shp'), join(DATA, 'massachusetts-transit/TRAINS_NODE.dbf'));
  for (let r = await source.read(); !r.done; r = await source.read()) {
    const p = r.value.properties as Props;
    if (p.C_RAILSTAT !== 'Y') continue;
    const [x, y] = (r.value.geometry as unknown as { coordinates: [number, number] }).coordinates;
    out.push({ name: String(p.STATION), kind: 'commuter rail', line: String(p.LINE_BRNCH ?? ''), point: toWgs84.forward([x, y]) as [number, number] });
  }
  return out;
}

function nearest(lot: Feature, all: Station[], kinds: Station['kind'][]): { name: string; kind: string; line: string; miles: number; milesFromCentroid: number } | null {
  let best: { name: string; kind: string; line: string; miles: number; milesFromCentroid: number } | null = null;
  const centroid = turf.centroid(lot as never).geometry.coordinates as [number, number];
  for (const s of all) {
    if (!kinds.includes(s.kind)) continue;
    const miles = feetFromLot(lot, s.point) / FEET_PER_MILE;
    if (!best || miles < best.miles) best = { name: s.name, kind: s.kind, line: s.line, miles, milesFromCentroid: turf.distance(centroid, s.point, { units: 'miles' }) };
  }
  if (best) best = { ...best, miles: Math.round(best.miles * 1000) / 1000, milesFromCentroid: Math.round(best.milesFromCentroid * 1000) / 1000 };
  return best;
}

async function importInto(database: Database, entry: ProfileEntry, folder: string) {
  const dir = join(DATA, folder);
  const profile = await resolveProfile(entry, dir);
  const { chunk } = await readProfile(profile, dir);
  await writeJurisdiction(database.db, profile.jurisdiction, [chunk]);
}

async function main() {
  const started = Date.now();
  const random = mulberry32(SEED);
  const [cambridgeParcels, bellinghamParcels] = await Promise.all([features('cambridge-ma/parcels_fy2014.geojson'), features('bellingham-ma/parcels_cy25_fy26.geojson')]);
  // The lots with an assessor record, in a fixed order (by id), so a seed always draws the same lots.
  const cambridgePool = cambridgeParcels.filter((f) => Number(f.properties.tax_records ?? 0) > 0 && f.geometry).sort((a, b) => String(a.properties.ml).localeCompare(String(b.properties.ml)));
  const bellinghamPool = bellinghamParcels
    .filter((f) => Number(f.properties.assess_records ?? 0) > 0 && f.properties.poly_type === 'FEE' && f.geometry)
    .sort((a, b) => String(a.properties.map_par_id).localeCompare(String(b.properties.map_par_id)) || String(a.properties.loc_id).localeCompare(String(b.properties.loc_id)));
  const cambridgeDrawn = draw(cambridgePool, PER_TOWN, random);
  const bellinghamDrawn = draw(bellinghamPool, PER_TOWN, random);

  const [zoning, zoning2024, flood1, flood02, wetlands, water, historic, ncd, nrhp, landmarks, allStations] = await Promise.all([
    features('cambridge-ma/zoning_districts.geojson'),
    features('cambridge-ma/zoning_districts_2024-03_pre_reform.geojson'),
    features('cambridge-ma/fema_flood_zones_1pct.geojson'),
    features('cambridge-ma/fema_flood_zones_0_2pct.geojson'),
    features('cambridge-ma/wetlands.geojson'),
    features('cambridge-ma/water_bodies.geojson'),
    features('cambridge-ma/historic_districts.geojson'),
    features('cambridge-ma/neighborhood_conservation_districts.geojson'),
    features('cambridge-ma/national_register_historic_places.geojson'),
    features('cambridge-ma/landmarks_and_easements.geojson'),
    stations(),
  ]);
  const districtNames = new Map<string, string>();
  for (const line of (await readFile(join(DATA, 'cambridge-ma/zoning_district_names.csv'), 'utf8')).split(/\r?\n/).slice(1)) {
    const [code, ...rest] = line.split(',');
    if (code) districtNames.set(code.replace(/"/g, '').trim(), rest.join(',').replace(/"/g, '').trim());
  }
  const useCodes = new Map<string, string>();
  // TOWN_ID, USE_CODE, USE_DESC; the description may hold commas inside its quotes.
  for (const line of (await readFile(join(DATA, 'bellingham-ma/use_code_lookup.csv'), 'utf8')).split(/\r?\n/).slice(1)) {
    const cells = [...line.matchAll(/"([^"]*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').trim());
    if (cells[1] && !useCodes.has(cells[1])) useCodes.set(cells[1], cells[2] ?? '');
  }

  const cambridgeFacts = cambridgeDrawn.map((f) => {
    const p = f.properties;
    const zones = zonesOf(f, zoning, (z) => String(z.ZONE_TYPE));
    return {
      town: 'Cambridge',
      sourceId: String(p.ml),
      propertyId: `ma-cambridge/${String(p.ml)}`,
      address: String(p.address ?? ''),
      useCode: String(p.use_code ?? ''),
      useDesc: String(p.use_desc ?? ''),
      units: p.units ?? null,
      taxRecords: p.tax_records ?? null,
      grossAreaSqft: p.gross_area_sqft ?? null,
      landAreaSqft: p.land_area_sqft ?? null,
      style: p.style ?? null,
      zones: zones.map((z) => ({ ...z, name: districtNames.get(z.zone) ?? null })),
      zones2024: zonesOf(f, zoning2024, (z) => String(z.ZONE_TYPE)),
      flood1pct: touching(f, flood1, (z) => `${String(z.fld_zone)}${z.zone_subty ? ` ${String(z.zone_subty)}` : ''}`),
      flood02pct: touching(f, flood02, (z) => `${String(z.fld_zone)}${z.zone_subty ? ` ${String(z.zone_subty)}` : ''}`),
      wetlands100ft: touching(f, wetlands, (z) => String(z.WTDESCRIPT ?? z.WTSYSTEM ?? 'wetland'), 100),
      water100ft: touching(f, water, (z) => `${String(z.TYPE ?? '')} ${String(z.NAME ?? '')}`.trim(), 100),
      historic: [
        ...touching(f, historic, (z) => `${String(z.NAME)} Historic District`),
        ...touching(f, ncd, (z) => `${String(z.NAME)} NCD`),
        ...touching(f, nrhp, (z) => `NRHP ${String(z.HistName ?? z.NAME ?? '')}`),
        ...landmarks.filter((l) => String(l.properties.ML) === String(p.ml)).map((l) => ({ name: `Landmark/easement ${String(l.properties.PROPERTY_T ?? '')}`, ft: 0 })),
      ],
      subway: nearest(f, allStations, ['subway']),
      commuterRail: nearest(f, allStations, ['commuter rail']),
      silverLine: nearest(f, allStations, ['silver line (bus rapid transit)']),
    };
  });
  const bellinghamFacts = bellinghamDrawn.map((f) => {
    const p = f.properties;
    return {
      town: 'Bellingham',
      sourceId: String(p.map_par_id ?? p.loc_id),
      propertyId: `ma-bellingham/${String(p.map_par_id ?? p.loc_id)}`,
      address: String(p.site_addr ?? ''),
      useCode: String(p.use_code ?? ''),
      useDesc: useCodes.get(String(p.use_code ?? '')) ?? null,
      units: p.units ?? null,
      assessRecords: p.assess_records ?? null,
      grossAreaSqft: p.bld_area_sqft ?? null,
      residentialAreaSqft: p.res_area_sqft ?? null,
      lotAcres: p.lot_size_acres ?? null,
      style: p.style ?? null,
      stories: p.stories ?? null,
      yearBuilt: p.year_built ?? null,
      zoning: p.zoning ?? null,
      subway: nearest(f, allStations, ['subway']),
      commuterRail: nearest(f, allStations, ['commuter rail']),
    };
  });

  // The report's answer, as the API gives it.
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await importInto(database, cambridgeProfile, 'cambridge-ma');
  await importInto(database, bellinghamProfile, 'bellingham-ma');
  // The state's transit stations after the towns, where this version of the importer has them
  // (every lot on file then gets its nearest station, as the integration test imports them).
  const stationsModule = new URL('../server/src/import/stations.ts', import.meta.url);
  const stationProfileModule = new URL('../server/src/import/profiles/massachusetts-transit.ts', import.meta.url);
  let stationsImported = false;
  if (existsSync(stationsModule) && existsSync(stationProfileModule)) {
    const { readStations, writeStations } = (await import(stationsModule.href)) as {
      readStations(profile: unknown, dir: string): Promise<{ stations: unknown[] }>;
      writeStations(db: unknown, state: string, stations: unknown[]): Promise<unknown>;
    };
    const { massachusettsTransitProfile } = (await import(stationProfileModule.href)) as { massachusettsTransitProfile: unknown };
    const { stations: read } = await readStations(massachusettsTransitProfile, join(DATA, 'massachusetts-transit'));
    await writeStations(database.db, 'MA', read);
    stationsImported = true;
  }
  const app = createApp({ database, secret });
  const token = issueDevToken(secret, 'lot-auditor');
  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as T };
  };

  const results = [];
  for (const facts of [...cambridgeFacts, ...bellinghamFacts]) {
    // Jurisdiction ids may differ from the guess above: find the parcel by its source id's suffix.
    const [row] = await database.db.select().from(parcels).where(eq(parcels.id, facts.propertyId)).limit(1);
    const stored = row ?? (await database.db.select().from(parcels)).find((r) => r.id.endsWith(`/${facts.sourceId}`));
    const lotAddresses = stored ? await database.db.select().from(addresses).where(eq(addresses.parcelId, stored.id)) : [];
    const report: Record<string, unknown> = { storedId: stored?.id ?? null, storedKind: stored?.kind ?? null, addresses: lotAddresses.map((a) => a.label) };
    const address = lotAddresses.sort((a, b) => a.streetNumber.length - b.streetNumber.length || a.streetNumber.localeCompare(b.streetNumber))[0];
    if (address) {
      const search = await get<AddressSearchResponse>(`/api/address/search?q=${encodeURIComponent(address.label)}`);
      const first = search.body.results?.[0];
      report.search = { query: address.label, first: first?.label ?? null, sameAddress: first?.place_id === address.id };
      const details = await get<AddressDetails>(`/api/address/details?place_id=${encodeURIComponent(address.id)}`);
      const street = await get<StreetData>(`/api/street-data?params=${encodeURIComponent(JSON.stringify(details.body))}`);
      report.status = street.status;
      if (street.status === 200) {
        const data = street.body;
        const adu = data.bylaws.adu;
        const size = (b: { max: number | null; at_most: number | null } | null | undefined) => b?.max ?? b?.at_most ?? null;
        Object.assign(report, {
          propertyIdAnswered: data.attributes.property_id,
          zoneCode: data.attributes.zone_code,
          propertyType: data.attributes.property_type_name,
          useCode: (data.attributes as { use_code?: string | null }).use_code ?? null,
          grossFloorArea: data.attributes.gross_floor_area,
          units: data.attributes.units,
          rulesets: data.bylaws.ruleset_ids,
          zones: data.bylaws.zones,
          zoneMatched: data.bylaws.zone_matched,
          ext: { legal: adu.ext_legal, legalZone: adu.ext_legal_zone, likelihood: adu.likelihood.ext, sizeBr: size(adu.size_limits.ext.br), sizeSp: size(adu.size_limits.ext.sp), sizeSteps: adu.size_limits.ext.br?.steps ?? [], parking: adu.parking_spaces.ext, status: adu.status.ext, summary: adu.summary.ext },
          int: { legal: adu.int_legal, legalZone: adu.int_legal_zone, likelihood: adu.likelihood.int, sizeBr: size(adu.size_limits.int.br), sizeSp: size(adu.size_limits.int.sp), parking: adu.parking_spaces.int, status: adu.status.int, summary: adu.summary.int },
          stateProtected: adu.state_protected,
          basis: adu.basis,
          footprint: size(adu.size_limits.footprint.br),
          checks: adu.checks,
          detached: adu.detached,
          placement: { status: adu.placement.status, buildable: adu.placement.buildable },
          buildingsKnown: data.buildings_known,
          heightFt: adu.height_ft,
          notes: data.bylaws.notes,
          extras: data.bylaws.extras.map((e) => `${e.subject}: ${e.text}`),
          assumptions: [...new Set(Object.values(data.bylaws.assumptions).flatMap((list) => list.map((a) => a.text)))],
          flaggedLayers: Object.entries(data.special_considerations)
            .filter(([, c]) => c.status !== 'GREEN')
            .map(([id, c]) => `${id} ${c.status}${c.badge_text ? ` (${c.badge_text})` : ''}`),
          parkingTransit: (adu as { parking_transit?: unknown }).parking_transit ?? null,
          parkingCitations: [...(data.citations['adu.parking_spaces.ext'] ?? []), ...(data.citations['adu.parking.ext'] ?? [])].map((c) => c.label),
        });
      } else {
        report.error = street.body;
      }
    } else if (stored) {
      // No address: the search cannot open this lot; what the rules would answer is kept for the record.
      const zoningRows = await database.db.select().from(parcelZoning).where(eq(parcelZoning.parcelId, stored.id));
      const { evaluation } = evaluateParcel({ ...stored, zoning: zoningRows.map((z) => ({ zoningMap: z.zoningMap, zoneCode: z.zoneCode })) }, isoDay(new Date()));
      report.withoutAddress = { ext: evaluation.legal.ext, int: evaluation.legal.int, stateProtected: evaluation.stateProtected, basis: evaluation.basis };
    }
    results.push({ facts, report });
  }
  await database.close();

  const output = {
    seed: SEED,
    generator: 'mulberry32 (core/random)',
    perTown: PER_TOWN,
    drawnFrom: {
      cambridge: `cambridge-ma/parcels_fy2014.geojson: ${cambridgePool.length} parcels with tax_records > 0, ordered by ml; first ${PER_TOWN} of a seeded partial Fisher-Yates shuffle`,
      bellingham: `bellingham-ma/parcels_cy25_fy26.geojson: ${bellinghamPool.length} FEE parcels with assess_records > 0, ordered by map_par_id, loc_id; the next ${PER_TOWN} draws of the same generator`,
    },
    stationsImported,
    seconds: Math.round((Date.now() - started) / 1000),
    results,
  };
  const text = `${JSON.stringify(output, null, 2)}\n`;
  if (args.out) await writeFile(args.out, text);
  else process.stdout.write(text);
}

await main();
