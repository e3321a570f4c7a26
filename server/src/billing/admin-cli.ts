// `npm run admin -- set-package EMAIL pro|free`, `backup FILE`, `restore FILE`: runs an operator's
// command (admin-commands.ts) on the database and data directory configured by the environment
// and prints what it did.
import { openDatabase } from '../db/database';
import { loadEnvOrExit } from '../env';
import { runAdminCommand } from './admin-commands';

const env = loadEnvOrExit();
const { code, out } = await runAdminCommand(
  process.argv.slice(2),
  () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOTLINE_DATA_DIR }),
  { dataDir: env.LOTLINE_DATA_DIR, databaseUrl: env.DATABASE_URL, fileStore: env.LOTLINE_FILE_STORE },
);
(code === 0 ? console.log : console.error)(out);
process.exitCode = code;
