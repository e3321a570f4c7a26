// Where the real open geodata lives (../shared/data beside the repository), for tests and
// benchmarks that use it; they skip, saying so, when the folder is absent.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of shared data, or undefined when it is not there. */
export const SHARED_DATA_DIR: string | undefined = (() => {
  const dir = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
  return existsSync(dir) ? dir : undefined;
})();

/** A line saying why data tests are skipped. */
export const SHARED_DATA_MISSING = 'skipped: ../shared/data is absent (real open geodata for tests)';
