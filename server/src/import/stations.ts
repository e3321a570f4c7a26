// Transit stations of a state and each lot's nearest one (decision 052). M.G.L. c.40A §3 lets no
// parking space be required for a protected ADU within 0.5 mile of a commuter rail station, subway
// station, ferry terminal or bus station; the station files of a state are read through a station
// profile, replace that state's stations, and give every lot of the state's municipalities its
// nearest station with the straight-line distance from the lot's nearest and farthest points.
// A jurisdiction imported later gets the same from the stations stored (write-dataset.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { distanceToSegment, FEET_PER_METER, isPointInPolygon, metersPerDegree, type AreaGeometry, type Position } from '../../../core/geo';
import { massachusettsMunicipality } from '../../../core/property';
import { STATION_KINDS, type NearestStation, type StationKind } from '../../../core/rules';
import type { Db } from '../db/database';
import { jurisdictions, parcels, transitStations } from '../db/schema';
import type { ImportProgress, RejectedFeature } from './dataset';
import type { Props } from './profile';
import { readFeatures } from './readers/read-features';

/** A station as a profile maps it: its name, kind and lines; the point comes from the feature. */
export interface StationInput {
  sourceId: string;
  name: string;
  kind: StationKind;
  lines: string | null;
}

/** A file of stations and how each feature maps to a station (null leaves it out: not a station the law names). */
export interface StationFileSource {
  file: string;
  crs?: string;
  /** Publisher and document, stored with each station. */
  source: string;
  map(properties: Props): StationInput | null;
}

/** A station profile: the station files of one state. */
export interface StationProfile {
  id: string;
  description: string;
  state: string;
  files: StationFileSource[];
}

/** A station read from a file, ready to store. */
export type Station = typeof transitStations.$inferInsert;

/** Reads a station profile's files from `dir`: the stations, and the features left out for a bad point. */
export async function readStations(profile: StationProfile, dir: string): Promise<{ stations: Station[]; rejected: RejectedFeature[] }> {
  const stations: Station[] = [];
  const rejected: RejectedFeature[] = [];
  const seen = new Map<string, number>();
  for (const source of profile.files) {
    const path = join(dir, source.file);
    if (!existsSync(path)) throw new Error(`${profile.id}: missing file ${path}`);
    let n = 0;
    for await (const feature of readFeatures(path, source.crs ? { crs: source.crs } : {})) {
      n += 1;
      const mapped = source.map(feature.properties);
      if (!mapped) continue;
      const base = `${profile.state.toLowerCase()}/${source.file.replace(/\.\w+$/, '')}/${mapped.sourceId || `#${n}`}`;
      // A stop listed twice (once per direction) keeps both points: '~2' makes the id unique.
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const id = count === 1 ? base : `${base}~${count}`;
      const point = pointOf(feature.geometry);
      if (!point || !STATION_KINDS.includes(mapped.kind)) {
        rejected.push({ source: source.file, id, reason: point ? `has an unknown kind ${mapped.kind}` : 'has no point' });
        continue;
      }
      stations.push({ id, state: profile.state, name: mapped.name, kind: mapped.kind, lines: mapped.lines, source: source.source, lng: point[0], lat: point[1] });
    }
  }
  return { stations, rejected };
}

function pointOf(geometry: { type: string; coordinates: unknown } | null): Position | null {
  if (geometry?.type !== 'Point' || !Array.isArray(geometry.coordinates)) return null;
  const [lng, lat] = geometry.coordinates as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : null;
}

/** Whether the stations of `state` reach a jurisdiction: a real municipality of the state (a fictional demo town has no stations). */
export function stationsReach(jurisdiction: { id: string; state: string }, state: string): boolean {
  return jurisdiction.state === state && state === 'MA' && massachusettsMunicipality(jurisdiction.id) !== undefined;
}

/** A station's point with what a lot's answer names. */
export interface StationPoint {
  name: string;
  kind: StationKind;
  lng: number;
  lat: number;
}

/**
 * The nearest station to each lot, by straight-line distance from the lot's nearest point (0 when
 * the station lies on the lot), with the distance from its farthest point; undefined without stations.
 * Distances are in a local frame in feet around the lot (equirectangular: well under 0.1 % off over
 * the few miles that matter). Exact distances are computed only for the stations that the lot's
 * first vertex says could be nearest: those within the nearest one's distance plus the lot's span.
 */
export function nearestStations(lots: readonly AreaGeometry[], stations: readonly StationPoint[]): (NearestStation | undefined)[] {
  if (stations.length === 0) return lots.map(() => undefined);
  const lngs = Float64Array.from(stations, (s) => s.lng);
  const lats = Float64Array.from(stations, (s) => s.lat);
  const approx = new Float64Array(stations.length);
  return lots.map((lot) => {
    const polygons = lot.type === 'Polygon' ? [lot.coordinates] : lot.coordinates;
    const origin = polygons[0]![0]![0]!;
    const m = metersPerDegree(origin[1]);
    const kx = m.lng * FEET_PER_METER;
    const ky = m.lat * FEET_PER_METER;
    const rings = polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]): [number, number] => [(lng - origin[0]) * kx, (lat - origin[1]) * ky])));
    let span = 0;
    for (const polygon of rings) for (const ring of polygon) for (const [x, y] of ring) span = Math.max(span, Math.hypot(x, y));
    let least = Infinity;
    for (let i = 0; i < stations.length; i++) {
      const dx = (lngs[i]! - origin[0]) * kx;
      const dy = (lats[i]! - origin[1]) * ky;
      approx[i] = dx * dx + dy * dy;
      if (approx[i]! < least) least = approx[i]!;
    }
    const bound = (Math.sqrt(least) + 2 * span) ** 2;
    let best: NearestStation | undefined;
    for (let i = 0; i < stations.length; i++) {
      if (approx[i]! > bound) continue;
      const point: [number, number] = [(lngs[i]! - origin[0]) * kx, (lats[i]! - origin[1]) * ky];
      let near = Infinity;
      let far = 0;
      let inside = false;
      for (const polygon of rings) {
        if (isPointInPolygon(point, { type: 'Polygon', coordinates: polygon })) inside = true;
        for (const ring of polygon) {
          for (let k = 1; k < ring.length; k++) near = Math.min(near, distanceToSegment(point, ring[k - 1]!, ring[k]!));
          for (const [x, y] of ring) far = Math.max(far, Math.hypot(x - point[0], y - point[1]));
        }
      }
      const nearFt = inside ? 0 : near;
      if (!best || nearFt < best.nearFt) best = { name: stations[i]!.name, kind: stations[i]!.kind, nearFt: Math.round(nearFt), farFt: Math.round(far) };
    }
    return best;
  });
}

/** The stations stored for `state`, as points. */
export async function stationsOfState(db: Db, state: string): Promise<StationPoint[]> {
  return db.select({ name: transitStations.name, kind: transitStations.kind, lng: transitStations.lng, lat: transitStations.lat }).from(transitStations).where(eq(transitStations.state, state));
}

/** What writing a state's stations did: how many stations, and how many lots got their nearest. */
export interface StationSummary {
  stations: number;
  jurisdictions: string[];
  lots: number;
}

const BATCH_ROWS = 500;

/**
 * Replaces the stations of `state` in one transaction and gives every lot of the state's
 * municipalities on file its nearest station (idempotent: a re-import gives the same rows).
 */
export async function writeStations(db: Db, state: string, stations: readonly Station[], progress: ImportProgress = () => undefined): Promise<StationSummary> {
  const summary: StationSummary = { stations: stations.length, jurisdictions: [], lots: 0 };
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.delete(transitStations).where(eq(transitStations.state, state));
    for (let i = 0; i < stations.length; i += BATCH_ROWS) await tx.insert(transitStations).values(stations.slice(i, i + BATCH_ROWS));
    const points: StationPoint[] = stations.map((s) => ({ name: s.name, kind: s.kind, lng: s.lng, lat: s.lat }));
    const places = (await tx.select({ id: jurisdictions.id, state: jurisdictions.state }).from(jurisdictions).where(eq(jurisdictions.state, state))).filter((j) => stationsReach(j, state));
    for (const place of places) {
      const lots = await tx.select({ id: parcels.id, lot: parcels.lot }).from(parcels).where(sql`${parcels.jurisdictionId} = ${place.id} AND ${parcels.kind} = 'lot'`);
      const nearest = nearestStations(lots.map((l) => l.lot), points);
      for (let i = 0; i < lots.length; i += BATCH_ROWS) {
        const rows = lots.slice(i, i + BATCH_ROWS).map((l, k) => sql`(${l.id}, ${nearest[i + k] ? JSON.stringify(nearest[i + k]) : null}::jsonb)`);
        await tx.execute(sql`UPDATE parcels SET nearest_station = v.station FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, station) WHERE parcels.id = v.id`);
        progress(`nearest stations ${place.id}`, Math.min(i + BATCH_ROWS, lots.length), lots.length);
      }
      summary.jurisdictions.push(place.id);
      summary.lots += lots.length;
    }
  });
  return summary;
}
