// The filesystem media store: blobs round-trip under <data dir>/media/, deletes leave no empty
// folders behind, and no key can name a file outside the folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobFolder, blobKey, newMediaId } from './media-keys';
import { createFileMediaStore, type MediaStore } from './media-store';

let dataDir: string;
let store: MediaStore;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lotline-store-test-'));
  store = createFileMediaStore(dataDir);
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('createFileMediaStore', () => {
  it('puts, gets and deletes blobs under media/, and prunes the emptied folders', async () => {
    const idA = `ab${'0'.repeat(30)}`;
    const idB = `ab${'1'.repeat(30)}`;
    const [a, b] = [blobFolder(idA), blobFolder(idB)];
    await store.put(`${a}/original.jpg`, Uint8Array.from([1, 2, 3]));
    await store.put(`${a}/thumb.webp`, Uint8Array.from([4]));
    await store.put(`${b}/original.mp4`, Uint8Array.from([5, 6]));
    expect(await readdir(join(dataDir, 'media', a))).toEqual(['original.jpg', 'thumb.webp']);
    expect([...(await store.get(`${a}/original.jpg`))!]).toEqual([1, 2, 3]);
    expect(await store.get(`${a}/medium.webp`)).toBeNull();

    await store.delete(`${a}/original.jpg`);
    await store.delete(`${a}/thumb.webp`);
    await store.delete(`${a}/thumb.webp`); // deleting twice is fine
    expect(await readdir(join(dataDir, 'media', 'ab'))).toEqual([idB]);
    await store.delete(`${b}/original.mp4`);
    expect(await readdir(join(dataDir, 'media'))).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    await writeFile(join(dataDir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'ab/../../secret.txt', '/etc/passwd', 'ab\\..\\secret.txt', '', 'ab//c.jpg', '.hidden', 'ab/./c.jpg']) {
      await expect(store.get(key), key).rejects.toThrow(/Not a media blob key/);
      await expect(store.put(key, new Uint8Array(1)), key).rejects.toThrow(/Not a media blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/Not a media blob key/);
    }
    expect(await readdir(dataDir)).toEqual(['secret.txt']);
  });
});

describe('media keys', () => {
  it('are random hex ids laid out as <two digits>/<id>/<size>.<extension>', () => {
    const id = newMediaId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newMediaId()).not.toBe(id);
    expect(blobKey(blobFolder(id), 'original', 'jpg')).toBe(`${id.slice(0, 2)}/${id}/original.jpg`);
    expect(blobKey(blobFolder(id), 'thumb', 'jpg')).toBe(`${id.slice(0, 2)}/${id}/thumb.webp`);
  });
});
