// The blob store of uploaded media or generated PDFs as the server is configured
// (LOTLINE_FILE_STORE): files under the data directory, or rows in the database.
import type { Db } from '../db/database';
import { createDatabaseBlobStore, type BlobStoreName } from './database-blob-store';
import { createFileMediaStore, type MediaStore } from './media-store';

/** Where blobs live: `files` under `<dataDir>/<store>/`, or `database` rows of file_blobs. */
export type FileStoreKind = 'files' | 'database';

/** The `store` blobs (media or pdf) in `kind` storage. */
export function blobStoreOf(kind: FileStoreKind, store: BlobStoreName, options: { db: Db; dataDir: string }): MediaStore {
  return kind === 'database' ? createDatabaseBlobStore(options.db, store) : createFileMediaStore(options.dataDir, store);
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Where uploaded media and PDFs are kept when no store is given. */
    fileStore?: FileStoreKind;
  }
}
