// Commits of the embedded database reach the disk before they are acknowledged (issue 10,
// decision 022). PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem
// (Emscripten's NODEFS) has no fsync at all: a commit is written into the operating system's page
// cache, so it survives the process being killed, but nothing asks the disk to keep it, so a power
// cut or a kernel crash could lose acknowledged commits or leave the data directory corrupt.
// Here PostgreSQL runs with fsync on, the WAL is flushed with fsync() (Emscripten answers
// fdatasync() without doing anything), and NODEFS gets an fsync that calls the host's.
import { fsyncSync } from 'node:fs';
import { PGlite, type Extension } from '@electric-sql/pglite';

/** PGlite's PostgreSQL start parameters without `-F`, and the WAL synced with fsync(). */
export const DURABLE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

// Emscripten's errno for EIO: PostgreSQL then reports (and stops on) the failed fsync itself.
const EMSCRIPTEN_EIO = 29;

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: EmscriptenStream) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** Gives NODEFS streams an fsync that flushes the host file; throws when this PGlite has no NODEFS to patch. */
function installHostFsync(module: EmscriptenModule): void {
  const streamOps = module.NODEFS?.stream_ops;
  // A PGlite upgrade that moves these internals must fail loudly, not silently lose durability.
  if (!streamOps) throw new Error('This PGlite has no NODEFS stream operations: the embedded database cannot be made durable (decision 022).');
  if (typeof streamOps.fsync === 'function') return;
  streamOps.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    try {
      fsyncSync(stream.nfd);
      return 0;
    } catch {
      throw new module.FS.ErrnoError(EMSCRIPTEN_EIO);
    }
  };
}

/**
 * A PGlite "extension" that only installs the host fsync before PostgreSQL starts (extensions
 * are PGlite's one hook into the Emscripten module's options); it loads no SQL extension.
 */
export const hostFsync: Extension = {
  name: 'lotline-host-fsync',
  setup: async (_pg, emscriptenOpts: { preRun?: ((module: EmscriptenModule) => void)[] }) => ({
    emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), installHostFsync] },
  }),
};
