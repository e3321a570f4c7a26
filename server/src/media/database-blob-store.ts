// A `MediaStore` in the database (LOTLINE_FILE_STORE=database, the default on PostgreSQL): blobs
// are rows of `file_blobs` by store and key, so every server in front of one PostgreSQL reads
// what any of them wrote and no server keeps files (docs/deploy.md). Keys are checked as the
// file store checks them: made by the server, never taken from a request.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileBlobs } from '../db/schema';
import { assertBlobKey, type MediaStore } from './media-store';

/** The stores that can live in the database: uploaded media and generated PDFs. */
export type BlobStoreName = 'media' | 'pdf';

/** A `MediaStore` of rows in `file_blobs` under `store`. */
export function createDatabaseBlobStore(db: Db, store: BlobStoreName): MediaStore {
  const row = (key: string) => and(eq(fileBlobs.store, store), eq(fileBlobs.key, key));
  return {
    async put(key, bytes) {
      assertBlobKey(key);
      await db
        .insert(fileBlobs)
        .values({ store, key, bytes, size: bytes.byteLength })
        .onConflictDoUpdate({ target: [fileBlobs.store, fileBlobs.key], set: { bytes, size: bytes.byteLength, createdAt: new Date() } });
    },
    async get(key) {
      assertBlobKey(key);
      const [found] = await db.select({ bytes: fileBlobs.bytes }).from(fileBlobs).where(row(key)).limit(1);
      // node-postgres answers a Buffer (a view of a shared pool, perhaps), PGlite a Uint8Array: copy into a plain one.
      return found ? new Uint8Array(found.bytes) : null;
    },
    async delete(key) {
      assertBlobKey(key);
      await db.delete(fileBlobs).where(row(key));
    },
  };
}
