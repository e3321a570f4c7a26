// `npm run demo -- [--parcels N] [--seed S]`: writes the generated demo town into the configured
// database (DATABASE_URL, else the embedded one in LOTLINE_DATA_DIR), replacing earlier demo
// towns of the same names. Large runs (a million parcels) are for benchmarks on PostgreSQL.
import { parseArgs } from 'node:util';
import { runWithDatabase } from '../import/run-with-database';
import { seedDemoTown } from './seed-demo-town';

const { values } = parseArgs({ options: { parcels: { type: 'string' }, seed: { type: 'string' } } });
const parcels = values.parcels === undefined ? undefined : Number(values.parcels);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if ((parcels !== undefined && !Number.isInteger(parcels)) || (seed !== undefined && !Number.isInteger(seed))) {
  console.error(`--parcels and --seed take whole numbers; got ${values.parcels ?? ''} ${values.seed ?? ''}`.trim());
  process.exit(2);
}

await runWithDatabase('Demo town failed:', async (database, progress, started) => {
  const written = await seedDemoTown(database.db, { ...(parcels !== undefined ? { parcels } : {}), ...(seed !== undefined ? { seed } : {}) }, progress);
  const seconds = (performance.now() - started) / 1000;
  return `Wrote ${written} demo parcels in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} parcels/s).`;
});
