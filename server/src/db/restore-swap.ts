// The last step of restoring an embedded backup (issue 10): swapping the restored database, media,
// PDFs and secret into the data directory. Each rename is atomic but there are several, so a
// journal is written first, naming the fully written staging folder and the folder that keeps the
// previous data; whoever opens the data directory next (the restore itself, a server or a command)
// finishes an interrupted swap from the journal before anything reads the data. A restore is thus
// either not begun or complete, never half applied.
import { mkdir, open, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

/** What a backup holds and a restore swaps, relative to the data directory. */
export const DATA_DIR_ENTRIES = ['pglite', 'media', 'pdf', 'secret'] as const;

const JOURNAL = 'restore-journal.json';

const JournalSchema = v.object({
  /** The folder (in the data directory) holding the restored entries. */
  staging: v.pipe(v.string(), v.regex(/^\.restore-[a-z0-9-]+$/)),
  /** The folder (in the data directory) that receives the entries being replaced. */
  previous: v.pipe(v.string(), v.regex(/^\.before-restore-[a-z0-9-]+$/)),
  /** The entries the backup has; the others are only moved aside. */
  incoming: v.array(v.picklist(DATA_DIR_ENTRIES)),
});
/** A swap as the journal records it. */
export type Journal = v.InferOutput<typeof JournalSchema>;

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Writes `text` to `path` and flushes it to the disk. */
export async function writeFileDurably(path: string, text: string | Uint8Array, mode = 0o644): Promise<void> {
  const file = await open(path, 'w', mode);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Flushes a directory's entries (new names, renames) to the disk. */
export async function syncDir(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

async function applySwap(dataDir: string, journal: Journal): Promise<void> {
  const staging = join(dataDir, journal.staging);
  const previous = join(dataDir, journal.previous);
  await mkdir(previous, { recursive: true });
  // Each step checks whether it is done, so running this again after a crash completes the swap:
  // an incoming entry still in staging has not been moved in; once it has, the live one is the new one.
  for (const entry of DATA_DIR_ENTRIES) {
    const live = join(dataDir, entry);
    const incoming = join(staging, entry);
    const stillStaged = journal.incoming.includes(entry) && (await exists(incoming));
    const liveIsOld = journal.incoming.includes(entry) ? stillStaged : true;
    if (liveIsOld && (await exists(live)) && !(await exists(join(previous, entry)))) await rename(live, join(previous, entry));
    if (stillStaged) await rename(incoming, live);
  }
  await syncDir(dataDir);
  await rm(join(dataDir, JOURNAL), { force: true });
  await rmdir(staging).catch(() => undefined);
  await syncDir(dataDir);
}

/**
 * Swaps the `incoming` entries of the folder `staging` into `dataDir`, moving what they replace
 * (and the entries the backup does not have) into `previous`; both are folder names in `dataDir`.
 */
export async function swapRestoredData(dataDir: string, swap: Journal): Promise<void> {
  const journal = v.parse(JournalSchema, swap);
  await writeFileDurably(join(dataDir, JOURNAL), JSON.stringify(journal));
  await syncDir(dataDir);
  await applySwap(dataDir, journal);
}

/** Completes a swap that a killed restore left behind in `dataDir`; answers whether there was one. */
export async function finishInterruptedRestore(dataDir: string): Promise<boolean> {
  const text = await readFile(join(dataDir, JOURNAL), 'utf8').catch(() => null);
  if (text === null) return false;
  const journal = v.safeParse(JournalSchema, JSON.parse(text) as unknown);
  if (!journal.success) throw new Error(`${join(dataDir, JOURNAL)} is not a restore journal: move it away and restore again.`);
  await applySwap(dataDir, journal.output);
  return true;
}
