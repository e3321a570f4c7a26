// `npm run demo -- [--parcels N] [--seed S]`: writes the generated demo town into the configured
// database (DATABASE_URL, else the embedded one in LOTLINE_DATA_DIR), replacing earlier demo
// towns of the same names. Large runs (a million parcels) are for benchmarks on PostgreSQL.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { loadEnvOrExit } from '../env';
import { createProgressReporter } from '../import/progress';
import { seedDemoTown } from './seed-demo-town';

const { values } = parseArgs({ options: { parcels: { type: 'string' }, seed: { type: 'string' } } });
const parcels = values.parcels === undefined ? undefined : Number(values.parcels);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if ((parcels !== undefined && !Number.isInteger(parcels)) || (seed !== undefined && !Number.isInteger(seed))) {
  console.error(`--parcels and --seed take whole numbers; got ${values.parcels ?? ''} ${values.seed ?? ''}`.trim());
  process.exit(2);
}
const env = loadEnvOrExit();

const started = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR });
const progress = createProgressReporter();
try {
  await database.migrate();
  const written = await seedDemoTown(database.db, { ...(parcels !== undefined ? { parcels } : {}), ...(seed !== undefined ? { seed } : {}) }, progress.report);
  progress.finish();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Wrote ${written} demo parcels in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} parcels/s).`);
} catch (error) {
  progress.finish();
  console.error(`Demo town failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
