// The frame of a command-line job on the configured database: read the environment, open and
// migrate the database, report progress, print a short failure (database errors carry the whole
// statement, so their cause is printed) and close the database whatever happens.
import { loadEnvOrExit } from '../env';
import type { ImportProgress } from './dataset';
import { createProgressReporter } from './progress';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/database';

/** Runs `job` on the configured, migrated database and prints the report it answers; on failure prints `failure` and the cause and sets exit code 1. */
export async function runWithDatabase(failure: string, job: (database: Database, progress: ImportProgress, startedMs: number) => Promise<string>): Promise<void> {
  const env = loadEnvOrExit();
  const started = performance.now();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR });
  } catch (error) {
    // A running server has the embedded database: the job cannot run beside it (decision 022).
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${failure} ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const progress = createProgressReporter();
  try {
    await database.migrate();
    const report = await job(database, progress.report, started);
    progress.finish();
    console.log(report);
  } catch (error) {
    progress.finish();
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    console.error(`${failure} ${message.slice(0, 500)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
