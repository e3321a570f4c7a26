// Where uploaded photos and videos live: blobs by key behind `MediaStore`, so the files can move
// to an object store without touching the routes. The filesystem store keeps them under
// `<data dir>/media/`. Keys are made by the server (`media-keys.ts`), never taken from a request,
// and every key is checked again here so that no key can reach outside the folder.
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Blob storage by key: put, get and delete whole blobs. */
export interface MediaStore {
  /** Stores `bytes` under `key`, replacing any blob there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The blob under `key`, or null when there is none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the blob under `key`; a missing blob is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated segments of letters, digits, `-` and `_`, the last with one extension. */
const KEY = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,64}(?:\.[A-Za-z0-9]{1,8})?$/;

/** Throws when `key` is not a well-formed blob key (a programmer error: keys are never user input). */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a media blob key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** A `MediaStore` of files under `<dataDir>/<folder>/` (default `media`); folders are made on the first write. */
export function createFileMediaStore(dataDir: string, folder = 'media'): MediaStore {
  const root = resolve(dataDir, folder);

  function pathOf(key: string): string {
    assertBlobKey(key);
    const path = resolve(root, key);
    // The key pattern already rules out `..` and absolute keys; this is the second lock.
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) throw new Error(`Media blob key leaves the store: ${key}`);
    return path;
  }

  /** Removes the now-empty folders between a deleted blob and the root. */
  async function pruneFolders(from: string): Promise<void> {
    for (let dir = from; dir !== root && dir.startsWith(root + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): the folders above are in use too
      }
    }
  }

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = join(dirname(path), `.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        // A file read into memory is backed by a plain (not shared) ArrayBuffer.
        return (await readFile(pathOf(key))) as Uint8Array<ArrayBuffer>;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await pruneFolders(dirname(path));
    },
  };
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Uploaded photos and videos. */
    mediaStore: MediaStore;
  }
}
