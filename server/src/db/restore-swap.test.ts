// The swap at the end of a restore completes from its journal wherever a crash stopped it: the data
// directory ends with the restored entries, the replaced ones (and those the backup lacks) in the
// folder of the previous data, no staging folder and no journal.
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishInterruptedRestore, swapRestoredData, type Journal } from './restore-swap';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const swap: Journal = { staging: '.restore-1', previous: '.before-restore-1', incoming: ['pglite', 'media', 'secret'] };

/** A data directory with live pglite, media, pdf and secret, and a staging folder restoring pglite, media and secret. */
async function dataDirMidRestore(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-swap-'));
  dirs.push(dataDir);
  for (const [root, label] of [[dataDir, 'live'], [join(dataDir, swap.staging), 'restored']] as const) {
    await mkdir(join(root, 'pglite'), { recursive: true });
    await writeFile(join(root, 'pglite/PG_VERSION'), label);
    await mkdir(join(root, 'media/ab'), { recursive: true });
    await writeFile(join(root, 'media/ab/original.jpg'), label);
    await writeFile(join(root, 'secret'), label);
  }
  await mkdir(join(dataDir, 'pdf'));
  await writeFile(join(dataDir, 'pdf/report.pdf'), 'live');
  return dataDir;
}

async function expectRestored(dataDir: string): Promise<void> {
  expect((await readdir(dataDir)).sort()).toEqual([swap.previous, 'media', 'pglite', 'secret']);
  expect(await readFile(join(dataDir, 'pglite/PG_VERSION'), 'utf8')).toBe('restored');
  expect(await readFile(join(dataDir, 'media/ab/original.jpg'), 'utf8')).toBe('restored');
  expect(await readFile(join(dataDir, 'secret'), 'utf8')).toBe('restored');
  const previous = join(dataDir, swap.previous);
  expect((await readdir(previous)).sort()).toEqual(['media', 'pdf', 'pglite', 'secret']);
  expect(await readFile(join(previous, 'pglite/PG_VERSION'), 'utf8')).toBe('live');
  expect(await readFile(join(previous, 'pdf/report.pdf'), 'utf8')).toBe('live');
  expect(await finishInterruptedRestore(dataDir)).toBe(false);
}

describe('the restore swap', () => {
  it('swaps everything in one go and keeps the replaced data', async () => {
    const dataDir = await dataDirMidRestore();
    await swapRestoredData(dataDir, swap);
    await expectRestored(dataDir);
  });

  const crashes: [string, (dataDir: string) => Promise<void>][] = [
    ['right after the journal was written', async () => undefined],
    ['after the old database was moved aside', async (dataDir) => {
      await mkdir(join(dataDir, swap.previous));
      await rename(join(dataDir, 'pglite'), join(dataDir, swap.previous, 'pglite'));
    }],
    ['after the database was swapped and before the media', async (dataDir) => {
      await mkdir(join(dataDir, swap.previous));
      await rename(join(dataDir, 'pglite'), join(dataDir, swap.previous, 'pglite'));
      await rename(join(dataDir, swap.staging, 'pglite'), join(dataDir, 'pglite'));
    }],
    ['after everything was swapped and before the journal was removed', async (dataDir) => {
      await mkdir(join(dataDir, swap.previous));
      for (const entry of ['pglite', 'media', 'pdf', 'secret']) {
        await rename(join(dataDir, entry), join(dataDir, swap.previous, entry));
        if (entry !== 'pdf') await rename(join(dataDir, swap.staging, entry), join(dataDir, entry));
      }
    }],
  ];
  it.each(crashes)('completes a swap interrupted %s when the data directory is opened next', async (_when, crashAt) => {
    const dataDir = await dataDirMidRestore();
    await writeFile(join(dataDir, 'restore-journal.json'), JSON.stringify(swap));
    await crashAt(dataDir);
    expect(await finishInterruptedRestore(dataDir)).toBe(true);
    await expectRestored(dataDir);
  });

  it('refuses a journal it did not write', async () => {
    const dataDir = await dataDirMidRestore();
    await writeFile(join(dataDir, 'restore-journal.json'), JSON.stringify({ ...swap, staging: '../elsewhere' }));
    await expect(finishInterruptedRestore(dataDir)).rejects.toThrow('restore-journal.json is not a restore journal');
  });
});
