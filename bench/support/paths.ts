// Where the repository is and where benchmarks keep scratch files that must resolve its packages.
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The repository root, with a trailing slash. */
export const repoRoot = new URL('../..', import.meta.url).pathname;

/** The tsx binary installed in the repository. */
export const tsxBin = join(repoRoot, 'node_modules/.bin/tsx');

const scratchRoot = join(repoRoot, 'bench/.tmp');

/** Makes a fresh directory under bench/.tmp/, inside the repository so imports resolve from its node_modules. */
export async function makeScratchDir(prefix: string): Promise<string> {
  await mkdir(scratchRoot, { recursive: true });
  return mkdtemp(join(scratchRoot, `${prefix}-`));
}

/** Removes a scratch directory, and bench/.tmp/ itself once nothing else is in it. */
export async function removeScratchDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await rmdir(scratchRoot).catch(() => undefined);
}
