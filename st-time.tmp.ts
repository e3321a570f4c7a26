import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { openPglite } from './server/src/db/database';
import { readProfile, resolveProfile } from './server/src/import/profile';
import { cambridgeProfile } from './server/src/import/profiles/cambridge-ma';
import { writeJurisdiction } from './server/src/import/write-dataset';
import { readStations, writeStations } from './server/src/import/stations';
import { massachusettsTransitProfile } from './server/src/import/profiles/massachusetts-transit';
const db = await openPglite(await mkdtemp(join(tmpdir(), 'lotline-st-')), { fsync: false });
await db.migrate();
const dir = '/work/shared/data/cambridge-ma';
const profile = await resolveProfile(cambridgeProfile, dir);
const { chunk } = await readProfile(profile, dir);
let t = performance.now();
await writeJurisdiction(db.db, profile.jurisdiction, [chunk]);
console.log('cambridge write (no stations)', Math.round(performance.now() - t));
const { stations } = await readStations(massachusettsTransitProfile, '/work/shared/data/massachusetts-transit');
for (let k = 0; k < 2; k++) {
  t = performance.now();
  const phases: Record<string, number> = {};
  await writeStations(db.db, 'MA', stations, (phase) => { phases[phase] = Math.round(performance.now() - t); });
  console.log('writeStations', Math.round(performance.now() - t), JSON.stringify(phases).slice(0, 300));
}
t = performance.now();
await writeJurisdiction(db.db, profile.jurisdiction, [chunk]);
console.log('cambridge write (with stations)', Math.round(performance.now() - t));
await db.close();
