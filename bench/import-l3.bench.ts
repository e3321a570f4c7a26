// Import speed of a whole MassGIS Level 3 town: Bellingham's 6,273 parcels written as a standard
// download (TaxPar shapefile in EPSG:26986, assessor and use-code tables) and imported through
// massgis-l3 into PGlite on disk, against the same rows through the joined GeoJSON profile
// (bellingham-ma) in the same run.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/src/db/database';
import { readProfile, resolveProfile, type ProfileEntry } from '../server/src/import/profile';
import { bellinghamProfile } from '../server/src/import/profiles/bellingham-ma';
import { massgisL3Template } from '../server/src/import/profiles/massgis-l3';
import { readBellingham, writeDownload } from '../server/src/import/profiles/test-support/l3-download';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 3;

async function timeImport(entry: ProfileEntry, dir: string): Promise<{ ms: number; parcels: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-bench-l3-'));
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const started = performance.now();
    const profile = await resolveProfile(entry, dir);
    const { chunk } = await readProfile(profile, dir);
    const summary = await writeJurisdiction(database.db, profile.jurisdiction, [chunk]);
    return { ms: performance.now() - started, parcels: summary.parcels };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Median import time of Bellingham as a Level 3 download, against the joined file. */
export default async function importL3Bench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  import.massgis-l3 ${SHARED_DATA_MISSING}`);
    return [];
  }
  const work = await mkdtemp(join(tmpdir(), 'lotline-bench-l3-download-'));
  try {
    const { rows, useCodes } = await readBellingham(SHARED_DATA_DIR);
    const download = join(work, 'L3_SHP_M025_BELLINGHAM');
    await mkdir(download);
    await writeDownload(download, rows, useCodes);
    const joined = join(SHARED_DATA_DIR, 'bellingham-ma');
    const samples: number[] = [];
    const baselineSamples: number[] = [];
    let parcels = 0;
    for (let run = 0; run < RUNS; run++) {
      const result = await timeImport(massgisL3Template, download);
      samples.push(result.ms);
      parcels = result.parcels;
      baselineSamples.push((await timeImport(bellinghamProfile, joined)).ms);
    }
    const value = median(samples);
    const baseline = { name: 'the same rows through bellingham-ma (one joined GeoJSON file)', value: round(median(baselineSamples)) };
    return [
      {
        name: 'import.massgis-l3.bellingham.pglite',
        value: round(value),
        unit: 'ms',
        baseline,
        ratio: ratio(value, baseline.value),
        runs: RUNS,
        samples: samples.map((ms) => round(ms)),
        note: `${parcels} parcels from a Level 3 download (shapefile, assessor and use-code tables); ${Math.round(parcels / (value / 1000))} parcels/s; target under 15 s`,
      },
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
