// What syncing each commit to the disk costs the embedded database (decision 022): server time
// (through app.request) of PATCH /api/properties/:id, a user's fact correction upserted in one
// transaction, on PGlite on disk with fsync (Lotline's setting), against the same requests on the
// same data directory without fsync (PGlite's own default). The two settings alternate over
// several runs, each on a freshly opened database, so a slow moment of the disk spreads over both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import { issueDevToken } from '../server/src/auth/dev-token';
import { openPglite, queryRows } from '../server/src/db/database';
import { seedDemoTown } from '../server/src/demo/seed-demo-town';
import { sql } from 'drizzle-orm';
import { median, percentile, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 4;
const WRITES = 150;
const WARM_UP = 20;
const secret = 'bench-secret-bench-secret-bench-secret!';

interface RunTimes {
  p50: number;
  p95: number;
}

/** Opens the data directory with or without fsync and times `WRITES` PATCHes, each by a new user (a new row). */
async function timeWrites(dir: string, fsync: boolean, run: number): Promise<RunTimes> {
  const database = await openPglite(dir, { fsync });
  try {
    const [lot] = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM parcels WHERE kind = 'lot' ORDER BY id LIMIT 1`);
    const app = createApp({ database, secret });
    const patch = async (user: string, value: number) => {
      const started = performance.now();
      const response = await app.request(`/api/properties/${encodeURIComponent(lot!.id)}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${issueDevToken(secret, user)}` },
        body: JSON.stringify({ gross_floor_area: value }),
      });
      await response.text();
      if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARM_UP; i++) await patch(`warm-${fsync}-${run}-${i}`, 1000 + i);
    const samples: number[] = [];
    for (let i = 0; i < WRITES; i++) samples.push(await patch(`bench-${fsync}-${run}-${i}`, 1000 + i));
    return { p50: median(samples), p95: percentile(samples, 95) };
  } finally {
    await database.close();
  }
}

/** p50 and p95 of a PATCH with fsync, against the same without. */
export default async function writeDurabilityBench(): Promise<BenchResult[]> {
  const dir = join(await mkdtemp(join(tmpdir(), 'lotline-bench-durability-')), 'pglite');
  try {
    const seeding = await openPglite(dir);
    try {
      await seeding.migrate();
      await seedDemoTown(seeding.db, { parcels: 200 });
    } finally {
      await seeding.close();
    }
    const times = { fsync: [] as RunTimes[], relaxed: [] as RunTimes[] };
    for (let run = 0; run < RUNS; run++) {
      // Alternate which goes first, so neither always follows the other's checkpoint.
      const order = run % 2 === 0 ? [true, false] : [false, true];
      for (const fsync of order) times[fsync ? 'fsync' : 'relaxed'].push(await timeWrites(dir, fsync, run));
    }
    const result = (name: string, key: keyof RunTimes): BenchResult => {
      const value = round(median(times.fsync.map((t) => t[key])), 2);
      const baseline = round(median(times.relaxed.map((t) => t[key])), 2);
      return {
        name,
        value,
        unit: 'ms',
        baseline: { name: 'the same PATCH on the same data directory without fsync (PGlite default)', value: baseline },
        ratio: ratio(value, baseline),
        runs: RUNS,
        samples: times.fsync.map((t) => round(t[key], 2)),
        note: `${WRITES} PATCH /api/properties/:id per run, each a new user's row, on a 200-parcel demo town; median over runs of each run's ${key}`,
      };
    };
    return [result('write.patch.fsync.p50', 'p50'), result('write.patch.fsync.p95', 'p95')];
  } finally {
    await rm(join(dir, '..'), { recursive: true, force: true });
  }
}
