// Import speed: Cambridge's 13,116 parcels with every layer into PGlite on disk (read, spatial
// joins, write in one transaction), against reading and validating the same files alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/src/db/database';
import { readProfile } from '../server/src/import/profile';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 3;

async function timeImport(dir: string): Promise<{ ms: number; parcels: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-bench-import-'));
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const started = performance.now();
    const { chunk } = await readProfile(cambridgeProfile, dir);
    const summary = await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [chunk]);
    return { ms: performance.now() - started, parcels: summary.parcels };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Median import time of Cambridge and the parcels per second, against reading the files alone. */
export default async function importBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  import.cambridge ${SHARED_DATA_MISSING}`);
    return [];
  }
  const dir = join(SHARED_DATA_DIR, 'cambridge-ma');
  const readSamples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await readProfile(cambridgeProfile, dir);
    readSamples.push(performance.now() - started);
  }
  const samples: number[] = [];
  let parcels = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await timeImport(dir);
    samples.push(result.ms);
    parcels = result.parcels;
  }
  const value = median(samples);
  const baseline = { name: 'reading and validating the Cambridge files only', value: round(median(readSamples)) };
  return [
    {
      name: 'import.cambridge.pglite',
      value: round(value),
      unit: 'ms',
      baseline,
      ratio: ratio(value, baseline.value),
      runs: RUNS,
      samples: samples.map((ms) => round(ms)),
      note: `${parcels} parcels with zoning (2 maps), FEMA, wetlands and historic layers; ${Math.round(parcels / (value / 1000))} parcels/s; target under 60 s`,
    },
  ];
}
