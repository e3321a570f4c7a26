// What the cost, rent and next steps add to a street data answer (decision 048; issue target: under
// 5 ms at p95): on PGlite seeded with real Cambridge, street data of 120 addresses through
// `app.request` with the embed's organization (`?org=`, a price book) for a signed-in user, and
// per answer the added work timed on its own: the organization's price book read from the
// database and `reportEstimates` on the answer's place, size limits and plans. Baseline: the whole
// street data answer of the same requests. The note checks the answers on the real lots.
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import type { StreetData } from '../core/api/street-data.schema';
import { reportEstimates } from '../core/estimates/report';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { fromPglite, PGLITE_EXTENSIONS, type Database } from '../server/src/db/database';
import { organizations } from '../server/src/db/schema';
import { readProfile } from '../server/src/import/profile';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { loadPricingOrganization } from '../server/src/orgs/org-pricing';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { BENCH_CLIENT_LIMITS } from './support/client-limits';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const secret = 'a-bench-secret-of-at-least-32-characters';
const ADDRESSES = 120;
const RUNS = 3;
const TARGET_MS = 5;
const ORG = 'bench-builder';
const PRICE_BOOK = {
  ext: { building: { mode: 'per_sqft', low: 300, high: 400 }, line_items: { design: { low: 8000, high: 12000 }, site_work: { low: 5000, high: 15000 } } },
  int: { building: { mode: 'fixed', low: 90000, high: 110000 } },
  updated_at: '2026-12-02',
};

async function seedCambridge(database: Database, dir: string): Promise<void> {
  await database.migrate();
  const { chunk } = await readProfile(cambridgeProfile, dir);
  await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [chunk]);
}

/** p95 and p50 of the added work per answer, against the whole answer. */
export default async function estimatesBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  estimates ${SHARED_DATA_MISSING}`);
    return [];
  }
  const database = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  try {
    await seedCambridge(database, join(SHARED_DATA_DIR, 'cambridge-ma'));
    await database.db.insert(organizations).values({ id: ORG, name: 'Bench Builder', settings: { price_book: PRICE_BOOK } });
    const app = createApp({ database, secret, clientLimits: BENCH_CLIENT_LIMITS });
    const authorization = `Bearer ${issueDevToken(secret, 'bench-estimates')}`;
    const { rows } = (await database.db.execute(`SELECT id FROM addresses ORDER BY id LIMIT ${ADDRESSES}`)) as unknown as { rows: { id: string }[] };
    const params: string[] = [];
    for (const { id } of rows) {
      const details = await app.request(`/api/address/details?place_id=${encodeURIComponent(id)}`);
      if (details.status === 200) params.push(encodeURIComponent(await details.text()));
    }
    const answer = async (p: string) => {
      const started = performance.now();
      const response = await app.request(`/api/street-data?params=${p}&org=${ORG}`, { headers: { authorization } });
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`street data answered ${response.status}: ${text.slice(0, 200)}`);
      return { ms, data: JSON.parse(text) as StreetData };
    };
    /** The estimates' own work for an answer: the price book read, then the estimates made. */
    const added = async (data: StreetData) => {
      const started = performance.now();
      const organization = await loadPricingOrganization(database.db, ORG);
      const sizes = data.bylaws.adu.size_limits;
      reportEstimates({
        state: data.attributes.address.state,
        town: data.attributes.address.city,
        jurisdictionId: 'ma-cambridge',
        demo: false,
        links: data.city_external_links,
        organization,
        plans: { ext: null, int: null },
        sizeLimits: { ext: sizes.ext.br?.max ?? null, int: sizes.int.br?.max ?? null },
      });
      return performance.now() - started;
    };
    for (const p of params.slice(0, 20)) await added((await answer(p)).data);

    const runs = { added: { p95: [] as number[], p50: [] as number[] }, whole: { p95: [] as number[], p50: [] as number[] } };
    const seen = { priced: 0, rent2377: 0, nextSteps: 0, everyStepSourced: 0, answers: 0 };
    for (let run = 0; run < RUNS; run++) {
      const samples = { added: [] as number[], whole: [] as number[] };
      for (const p of params) {
        const { ms, data } = await answer(p);
        samples.whole.push(ms);
        samples.added.push(await added(data));
        if (run === 0) {
          seen.answers++;
          if (data.cost_estimate.ext?.basis === 'price_book') seen.priced++;
          if (data.rent_estimate.ext?.monthly === 2377) seen.rent2377++;
          if (data.next_steps) seen.nextSteps++;
          if (data.next_steps?.steps.every((s) => s.sources.length > 0 || s.link !== null)) seen.everyStepSourced++;
        }
      }
      runs.added.p95.push(percentile(samples.added, 95));
      runs.added.p50.push(median(samples.added));
      runs.whole.p95.push(percentile(samples.whole, 95));
      runs.whole.p50.push(median(samples.whole));
    }
    const value = { p95: median(runs.added.p95), p50: median(runs.added.p50) };
    const whole = { p95: median(runs.whole.p95), p50: median(runs.whole.p50) };
    const met = value.p95 < TARGET_MS ? 'met' : 'NOT met';
    const note =
      `${params.length} Cambridge addresses on PGlite, signed in, ?org= with a price book; median of ${RUNS} runs; target under ${TARGET_MS} ms at p95 (${met}). ` +
      `Answers: ${seen.priced}/${seen.answers} backyard cottages priced from the book, ${seen.rent2377}/${seen.answers} at HUD's FY2024 one-bedroom FMR ($2,377), ` +
      `${seen.everyStepSourced}/${seen.nextSteps} checklists with a source or a link on every step`;
    return [
      {
        name: 'street-data.estimates.added.p95',
        value: round(value.p95, 3),
        unit: 'ms',
        baseline: { name: 'the whole street data answer of the same requests, p95', value: round(whole.p95, 2) },
        ratio: ratio(value.p95, whole.p95),
        runs: RUNS,
        samples: runs.added.p95.map((ms) => round(ms, 3)),
        note,
      },
      {
        name: 'street-data.estimates.added.p50',
        value: round(value.p50, 3),
        unit: 'ms',
        baseline: { name: 'the whole street data answer of the same requests, p50', value: round(whole.p50, 2) },
        ratio: ratio(value.p50, whole.p50),
        runs: RUNS,
        samples: runs.added.p50.map((ms) => round(ms, 3)),
        note,
      },
    ];
  } finally {
    await database.close();
  }
}
