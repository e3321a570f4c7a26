// `npm run import -- <profile> <dir>`: imports a folder of open data through a profile into the
// configured database (DATABASE_URL, else the embedded one in LOTLINE_DATA_DIR). Stop the server
// first when it uses the embedded database: PGlite allows one process at a time. A station
// profile (ma-transit) replaces a state's stations and gives the lots on file their nearest.
import { runWithDatabase } from './run-with-database';
import { profiles, stationProfiles } from './profiles/index';
import { ImportDataError, readProfile, resolveProfile } from './profile';
import { readStations, writeStations } from './stations';
import { writeJurisdiction } from './write-dataset';

const [profileName, dir] = process.argv.slice(2);
const profile = profileName ? profiles[profileName] : undefined;
const stationProfile = profileName ? stationProfiles[profileName] : undefined;
if ((!profile && !stationProfile) || !dir) {
  const entries = [...Object.values(profiles), ...Object.values(stationProfiles)];
  console.error(`Usage: npm run import -- <profile> <dir>\nProfiles:\n${entries.map((p) => `  ${p.id.padEnd(16)} ${p.description}`).join('\n')}`);
  process.exit(2);
}

if (stationProfile) {
  await runWithDatabase('Import failed; the previous stations are unchanged.', async (database, progress, started) => {
    const { stations, rejected } = await readStations(stationProfile, dir);
    const summary = await writeStations(database.db, stationProfile.state, stations, progress);
    const seconds = (performance.now() - started) / 1000;
    const lines = [
      `Imported ${summary.stations} stations of ${stationProfile.state} in ${seconds.toFixed(1)} s; ` +
        `${summary.lots} lots of ${summary.jurisdictions.length} jurisdictions (${summary.jurisdictions.join(', ') || 'none on file yet'}) got their nearest station.`,
    ];
    if (rejected.length > 0) lines.push(`Skipped ${rejected.length} features:`, ...rejected.slice(0, 25).map((item) => `  ${item.source} ${item.id}: ${item.reason}`));
    return lines.join('\n');
  });
  process.exit();
}
if (!profile) process.exit(2);

// A download that cannot be imported is refused before the database is opened, one line per problem.
const resolved = await resolveProfile(profile, dir).catch((error: unknown) => {
  if (!(error instanceof ImportDataError)) throw error;
  console.error(`Import failed; the previous data is unchanged.\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
});

await runWithDatabase('Import failed; the previous data is unchanged.', async (database, progress, started) => {
  const { chunk, rejected, absent } = await readProfile(resolved, dir, progress);
  const summary = await writeJurisdiction(database.db, resolved.jurisdiction, [chunk], progress);
  const all = [...rejected, ...summary.rejected];
  const seconds = (performance.now() - started) / 1000;
  const lines = [
    `Imported ${resolved.jurisdiction.name}, ${resolved.jurisdiction.state} in ${seconds.toFixed(1)} s (${Math.round(summary.parcels / seconds)} parcels/s): ` +
      `${summary.parcels} parcels (${summary.lots} lots), ${summary.buildings} buildings, ${summary.addresses} addresses on ${summary.streets} streets, ` +
      `${summary.districts} zoning districts (${summary.zonedLots} lots zoned), ${summary.layerFeatures} layer features, ${summary.layerHits} lot-layer hits, ` +
      `${summary.streetFeatures} street features (${summary.streetPieces} tiles), ${summary.namePlaces} street name places.`,
  ];
  if (absent.length > 0) lines.push(`Left out (optional, not in ${dir}): ${absent.join(', ')}.`);
  if (all.length > 0) {
    lines.push(`Skipped ${all.length} features:`, ...all.slice(0, 25).map((item) => `  ${item.source} ${item.id}: ${item.reason}`));
    if (all.length > 25) lines.push(`  ... and ${all.length - 25} more`);
  }
  return lines.join('\n');
});
