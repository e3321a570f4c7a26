// `npm run import -- <profile> <dir>`: imports a folder of open data through a profile into the
// configured database (DATABASE_URL, else the embedded one in LOTLINE_DATA_DIR). Stop the server
// first when it uses the embedded database: PGlite allows one process at a time.
import { openDatabase } from '../db/database';
import { loadEnvOrExit } from '../env';
import { profiles } from './profiles/index';
import { readProfile } from './profile';
import { createProgressReporter } from './progress';
import { writeJurisdiction } from './write-dataset';

const [profileName, dir] = process.argv.slice(2);
const profile = profileName ? profiles[profileName] : undefined;
if (!profile || !dir) {
  console.error(`Usage: npm run import -- <profile> <dir>\nProfiles:\n${Object.values(profiles).map((p) => `  ${p.id.padEnd(16)} ${p.description}`).join('\n')}`);
  process.exit(2);
}
const env = loadEnvOrExit();

const started = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR });
const progress = createProgressReporter();
try {
  await database.migrate();
  const { chunk, rejected } = await readProfile(profile, dir, progress.report);
  const summary = await writeJurisdiction(database.db, profile.jurisdiction, [chunk], progress.report);
  progress.finish();
  const all = [...rejected, ...summary.rejected];
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Imported ${profile.jurisdiction.name}, ${profile.jurisdiction.state} in ${seconds.toFixed(1)} s (${Math.round(summary.parcels / seconds)} parcels/s): ` +
      `${summary.parcels} parcels (${summary.lots} lots), ${summary.buildings} buildings, ${summary.addresses} addresses on ${summary.streets} streets, ` +
      `${summary.districts} zoning districts (${summary.zonedLots} lots zoned), ${summary.layerFeatures} layer features, ${summary.layerHits} lot-layer hits.`,
  );
  if (all.length > 0) {
    console.log(`Skipped ${all.length} features:`);
    for (const item of all.slice(0, 25)) console.log(`  ${item.source} ${item.id}: ${item.reason}`);
    if (all.length > 25) console.log(`  ... and ${all.length - 25} more`);
  }
} catch (error) {
  progress.finish();
  // Database errors carry the whole statement; the cause says what went wrong.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  console.error(`Import failed; the previous data is unchanged. ${message.slice(0, 500)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
