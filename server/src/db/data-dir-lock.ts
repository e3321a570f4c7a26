// One process at a time on an embedded database directory (issue 10, decision 022). PGlite keeps
// PostgreSQL's own lock file in the directory, but inside WebAssembly its process id is made up, so
// a second process opening the same directory is not refused and the two would corrupt it. The lock
// is a file beside the directory holding the owner's process id: a live owner refuses the open, a
// dead one (a server killed with SIGKILL) is taken over. It sees processes of this machine only,
// not another container that mounts the same volume.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A held lock; `release` removes it (once). */
export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/** Thrown when another live process holds the directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The embedded database ${dir} is in use by process ${pid} (a running Lotline server or command): stop it first.`);
    this.name = 'DataDirInUseError';
  }
}

/** The lock file of the database directory `dir`. */
export const lockPathOf = (dir: string): string => `${dir}.lock`;

// Paths this process holds: a second open of the same directory in one process is refused too,
// and a lock file naming this process's id that is not in here is a dead predecessor's (in a
// container a restarted server often gets the same id as the one that was killed).
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent has not reaped it yet (a zombie) still answers signal 0.
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** The process id of the live holder of `dir`, or null when nobody (alive) holds it. */
export async function dataDirHolder(dir: string): Promise<number | null> {
  const path = lockPathOf(dir);
  if (heldHere.has(path)) return process.pid;
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Takes the lock of `dir` or throws {@link DataDirInUseError}; a stale lock is replaced. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = lockPathOf(dir);
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = await dataDirHolder(dir);
    if (holder !== null) throw new DataDirInUseError(dir, holder);
    try {
      const file = await open(path, 'wx', 0o644);
      try {
        await file.writeFile(`${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`);
      } finally {
        await file.close();
      }
      heldHere.add(path);
      let released = false;
      return {
        path,
        async release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A stale lock (its process is gone): remove it and try again; a racing process that wins
      // the new file makes the next round refuse.
      if ((await dataDirHolder(dir)) === null) await rm(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}: another process keeps replacing it.`);
}
