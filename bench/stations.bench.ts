// The cost of the nearest station (decision 052) in an import: each Cambridge lot's nearest of
// the 410 MassGIS stations, against the zoning join of the same lots (the district covering most
// of each lot), an import step of the same shape; and the station import itself, which replaces
// the stations and rewrites every Cambridge lot's nearest in PGlite on disk, against importing
// Cambridge once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/src/db/database';
import { readProfile } from '../server/src/import/profile';
import { cambridgeProfile } from '../server/src/import/profiles/cambridge-ma';
import { massachusettsTransitProfile } from '../server/src/import/profiles/massachusetts-transit';
import { bestDistrict, GeometryIndex, indexed } from '../server/src/import/spatial-join';
import { nearestStations, readStations, writeStations } from '../server/src/import/stations';
import { writeJurisdiction } from '../server/src/import/write-dataset';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 5;
const WRITE_RUNS = 3;

function timed(call: () => unknown): number {
  const started = performance.now();
  call();
  return performance.now() - started;
}

/** Median time of the nearest stations of every Cambridge lot, and of writing the stations over an imported Cambridge. */
export default async function stationsBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  import.stations ${SHARED_DATA_MISSING}`);
    return [];
  }
  const dir = join(SHARED_DATA_DIR, 'cambridge-ma');
  const { chunk } = await readProfile(cambridgeProfile, dir);
  const { stations } = await readStations(massachusettsTransitProfile, join(SHARED_DATA_DIR, 'massachusetts-transit'));
  const points = stations.map((s) => ({ name: s.name, kind: s.kind, lng: s.lng, lat: s.lat }));
  const lots = indexed(chunk.parcels.filter((p) => p.kind === 'lot'), (p) => p.lot);
  const districts = new GeometryIndex(indexed(chunk.zoningMaps[0]!.districts, (d) => d.geometry));

  const nearestSamples: number[] = [];
  const zoningSamples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    nearestSamples.push(timed(() => nearestStations(lots.map((l) => l.geometry), points)));
    zoningSamples.push(timed(() => lots.forEach((l) => bestDistrict(districts, l.geometry, l.bbox))));
  }
  const nearest = median(nearestSamples);
  const zoning = { name: 'the zoning join of the same lots (one zoning map)', value: round(median(zoningSamples)) };

  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-bench-stations-'));
  const database = await openPglite(dataDir);
  const writeSamples: number[] = [];
  let importMs = 0;
  try {
    await database.migrate();
    const started = performance.now();
    await writeJurisdiction(database.db, cambridgeProfile.jurisdiction, [chunk]);
    importMs = performance.now() - started;
    for (let run = 0; run < WRITE_RUNS; run++) {
      const begun = performance.now();
      await writeStations(database.db, 'MA', stations);
      writeSamples.push(performance.now() - begun);
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const write = median(writeSamples);
  return [
    {
      name: 'import.stations.nearest.cambridge',
      value: round(nearest),
      unit: 'ms',
      baseline: zoning,
      ratio: ratio(nearest, zoning.value),
      runs: RUNS,
      samples: nearestSamples.map((ms) => round(ms)),
      note: `${lots.length} lots, ${points.length} stations, in memory`,
    },
    {
      name: 'import.stations.write.cambridge',
      value: round(write),
      unit: 'ms',
      baseline: { name: 'importing Cambridge once (parcels, zoning, layers, streets)', value: round(importMs) },
      ratio: ratio(write, importMs),
      runs: WRITE_RUNS,
      samples: writeSamples.map((ms) => round(ms)),
      note: `${stations.length} stations replaced and ${lots.length} lots' nearest rewritten in one transaction, PGlite on disk`,
    },
  ];
}
