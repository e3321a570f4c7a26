// The playground's 'Is this allowed?' on a real Cambridge lot: PUT /api/playground/analysis with
// 10 structures through app.request() on PGlite seeded with Cambridge (server time: loading the
// lot as the user sees it, the rules, the special considerations, the quota, and the analysis),
// against the same request with 1 structure and GET /api/health in the same run. Each figure is
// the median over several runs of that run's percentile.
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import type { PlaygroundAnalysisResponse } from '../core/api/playground.schema';
import type { AnalysisObject } from '../core/playground/analysis-result';
import type { PlanCategory } from '../core/floor-plans/category';
import type { Polygon } from '../core/geo/geojson.schema';
import { createLocalFrame } from '../core/geo/local-frame';
import { pointOnSurface } from '../core/geo/point-on-surface';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { fromPglite, PGLITE_EXTENSIONS, type Database } from '../server/src/db/database';
import { readProfile } from '../server/src/import/profile';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';
import { BENCH_CLIENT_LIMITS } from './support/client-limits';

const RUNS = 5;
const REQUESTS = 60;
const TARGET_MS = 50;
/** 334 Hurley St, a three-family house in Residence C-1 with its footprint (the analysis tests' lot). */
const PROPERTY_ID = 'ma-cambridge/26-103';
const secret = 'bench-secret-bench-secret-bench-secret!';
const CATEGORIES: PlanCategory[] = ['shed', 'garage', 'pool', 'deck', 'patio', 'backyard-cottage', 'in-home-apartment', 'home-additions', 'backyard-farm', 'sport-court'];

/** Ten 8 x 10 ft structures of different categories in a row along the lot, around a point inside it. */
function objectsAround(lot: Polygon): AnalysisObject[] {
  const frame = createLocalFrame(pointOnSurface(lot));
  return CATEGORIES.map((category, i) => {
    const y = (i - 4.5) * 9;
    const ring = [[-4, y], [4, y], [4, y + 8], [-4, y + 8], [-4, y]].map((p) => frame.toLngLat(p as [number, number]));
    return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { id: `${category}-${i}`, category, existingStructure: false } };
  });
}

/** Cambridge imported into `database`; the files read are let go before any timing. */
async function seedCambridge(database: Database, dir: string): Promise<void> {
  await database.migrate();
  const { chunk } = await readProfile(cambridgeProfile, dir);
  await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [chunk]);
}

/** p95 and p50 of the 10-structure analysis, against 1 structure and against the health route. */
export default async function playgroundBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  playground ${SHARED_DATA_MISSING}`);
    return [];
  }
  const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  try {
    await seedCambridge(database, join(SHARED_DATA_DIR, 'cambridge-ma'));
    const app = createApp({ database, secret, clientLimits: BENCH_CLIENT_LIMITS });
    const authorization = `Bearer ${issueDevToken(secret, 'bench')}`;
    const [{ lot } = { lot: null }] = ((await database.db.execute(`SELECT lot FROM parcels WHERE id = '${PROPERTY_ID}'`)) as unknown as { rows: { lot: Polygon }[] }).rows;
    if (!lot) throw new Error(`No parcel ${PROPERTY_ID} after the import`);
    const objects = objectsAround(lot);
    const body = (count: number) => JSON.stringify({ property_id: PROPERTY_ID, buildings_geojson: { type: 'FeatureCollection', features: [] }, objects: objects.slice(0, count) });
    const bodies = { ten: body(10), one: body(1) };
    const verdictCounts: Record<string, number> = {};
    const timed = async (path: string, init?: RequestInit) => {
      const started = performance.now();
      const response = await app.request(path, init);
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return { ms, text };
    };
    const analysis = (payload: string) => timed('/api/playground/analysis', { method: 'PUT', headers: { 'content-type': 'application/json', authorization }, body: payload });
    // Warm up the route, the rules and the database's caches.
    for (let i = 0; i < 20; i++) await analysis(bodies.ten);

    const runs = { ten: { p95: [] as number[], p50: [] as number[] }, one: { p95: [] as number[], p50: [] as number[] }, health: { p95: [] as number[], p50: [] as number[] } };
    for (let run = 0; run < RUNS; run++) {
      const samples = { ten: [] as number[], one: [] as number[], health: [] as number[] };
      for (let i = 0; i < REQUESTS; i++) {
        const ten = await analysis(bodies.ten);
        samples.ten.push(ten.ms);
        if (run === 0 && i === 0) {
          for (const result of (JSON.parse(ten.text) as PlaygroundAnalysisResponse).results) verdictCounts[result.permission_status] = (verdictCounts[result.permission_status] ?? 0) + 1;
        }
        samples.one.push((await analysis(bodies.one)).ms);
        samples.health.push((await timed('/api/health')).ms);
      }
      for (const key of ['ten', 'one', 'health'] as const) {
        runs[key].p95.push(percentile(samples[key], 95));
        runs[key].p50.push(median(samples[key]));
      }
    }
    const value = { p95: median(runs.ten.p95), p50: median(runs.ten.p50) };
    const verdicts = Object.entries(verdictCounts).map(([status, n]) => `${n} ${status}`).join(', ');
    const note = `${PROPERTY_ID} (334 Hurley St) on PGlite seeded with Cambridge; 10 structures of 10 categories (${verdicts}); median of ${RUNS} runs of ${REQUESTS} requests`;
    const met = value.p95 < TARGET_MS ? 'met' : 'NOT met';
    return [
      {
        name: 'playground.analysis.10.p95',
        value: round(value.p95, 2),
        unit: 'ms',
        baseline: { name: 'the same request with 1 structure, p95', value: round(median(runs.one.p95), 2) },
        ratio: ratio(value.p95, median(runs.one.p95)),
        runs: RUNS,
        samples: runs.ten.p95.map((ms) => round(ms, 2)),
        note: `${note}; target under ${TARGET_MS} ms (${met}); GET /api/health p95 ${round(median(runs.health.p95), 2)} ms`,
      },
      {
        name: 'playground.analysis.10.p50',
        value: round(value.p50, 2),
        unit: 'ms',
        baseline: { name: 'GET /api/health through the same app, p50', value: round(median(runs.health.p50), 3) },
        ratio: ratio(value.p50, median(runs.health.p50)),
        runs: RUNS,
        samples: runs.ten.p50.map((ms) => round(ms, 2)),
        note: `${note}; 1 structure p50 ${round(median(runs.one.p50), 2)} ms`,
      },
    ];
  } finally {
    await database.close();
  }
}
