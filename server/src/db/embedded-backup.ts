// Backup and restore of an embedded installation (issue 10): the PGlite database together with
// what lives beside it in the data directory (uploaded media, generated PDFs, the development
// secret), in one file, for `npm run admin -- backup FILE` and `restore FILE`. The server must be
// stopped: both take the data directory's lock. A backup is written under a temporary name and
// renamed when complete. A restore checks the whole file (every file's SHA-256 and one over
// everything) before it touches anything, writes the data into a staging folder, opens the
// restored database once, and only then swaps it in (restore-swap.ts), keeping the previous data.
//
// The file is gzip-compressed; inside, the line `LOTLINE-BACKUP 1`, then records, each a JSON line
// followed, for a file, by exactly `bytes` bytes of content; the last line is `{"type":"end",...}`
// with the record count and the SHA-256 (hex) of every byte before it.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { dirname, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { createDiskPglite, embeddedDatabaseDir } from './database';
import { lockDataDir } from './data-dir-lock';
import { DATA_DIR_ENTRIES, finishInterruptedRestore, swapRestoredData, syncDir } from './restore-swap';

/** The first line of every backup (inside the gzip stream), with the format's version. */
export const BACKUP_MAGIC = 'LOTLINE-BACKUP 1\n';

/** A backup file that is not one, is damaged or incomplete. */
export class BadBackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a usable Lotline backup: ${reason}`);
    this.name = 'BadBackupError';
  }
}

/** What a backup holds, as its records say. */
export interface BackupSummary {
  createdAt: string;
  /** Migrations applied to the database when it was backed up. */
  migrations: number;
  databaseFiles: number;
  mediaFiles: number;
  pdfFiles: number;
  hasSecret: boolean;
  /** The files' bytes (before compression). */
  bytes: number;
}

const MAX_HEADER_BYTES = 4096;
const CHUNK_BYTES = 1024 * 1024;
// Paths inside the data directory: one of the entries, then names (no empty ones, no `.` or `..`),
// so a restore can never write outside its staging folder.
const RECORD_PATH = /^(?:secret|(?:pglite|media|pdf)(?:\/[^/\0]{1,255})*)$/;
const SafePath = v.pipe(
  v.string(),
  v.regex(RECORD_PATH),
  v.check((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), 'no . or .. segments'),
);

const RecordSchema = v.variant('type', [
  v.object({ type: v.literal('meta'), created_at: v.string(), migrations: v.number() }),
  v.object({ type: v.literal('dir'), path: SafePath, mode: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0o777)) }),
  v.object({
    type: v.literal('file'),
    path: SafePath,
    bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    mode: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0o777)),
    sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  }),
  v.object({ type: v.literal('end'), records: v.number(), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
]);
type BackupRecord = v.InferOutput<typeof RecordSchema>;
type FileRecord = Extract<BackupRecord, { type: 'file' }>;
type DirRecord = Extract<BackupRecord, { type: 'dir' }>;

const kindOf = (path: string) => path.split('/')[0] as (typeof DATA_DIR_ENTRIES)[number];

// ---------------------------------------------------------------- writing

/** Every directory and regular file under `root` (sorted, directories first), relative to `base`. */
async function walk(base: string, root: string): Promise<{ dirs: { path: string; mode: number }[]; files: string[] }> {
  const dirs: { path: string; mode: number }[] = [];
  const files: string[] = [];
  const visit = async (dir: string) => {
    dirs.push({ path: relative(base, dir).split(sep).join('/'), mode: (await stat(dir)).mode & 0o777 });
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      // Half-written media files (`.<random>.partial`) are never part of the data.
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile()) files.push(relative(base, path).split(sep).join('/'));
    }
  };
  await visit(root);
  return { dirs, files };
}

/** Counts what a backup holds as it is written. */
class BackupStream {
  private readonly total = createHash('sha256');
  private records = 0;
  /** Bytes of the files' content. */
  contentBytes = 0;

  private emit(data: Buffer): Buffer {
    this.total.update(data);
    return data;
  }

  start(): Buffer {
    return this.emit(Buffer.from(BACKUP_MAGIC));
  }

  record(record: Exclude<BackupRecord, { type: 'end' }>): Buffer {
    this.records += 1;
    return this.emit(Buffer.from(`${JSON.stringify(record)}\n`));
  }

  /** A file record for `path` (relative to `dataDir`) and its content. */
  async *file(dataDir: string, path: string): AsyncGenerator<Buffer> {
    const absolute = join(dataDir, path);
    const info = await stat(absolute);
    // The hash goes in the header, before the content: read the file once to hash it, once to copy.
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(absolute, { highWaterMark: CHUNK_BYTES })) hash.update(chunk as Buffer);
    yield this.record({ type: 'file', path, bytes: info.size, mode: info.mode & 0o777, sha256: hash.digest('hex') });
    let copied = 0;
    if (info.size > 0) {
      for await (const chunk of createReadStream(absolute, { highWaterMark: CHUNK_BYTES, end: info.size - 1 })) {
        copied += (chunk as Buffer).byteLength;
        this.contentBytes += (chunk as Buffer).byteLength;
        yield this.emit(chunk as Buffer);
      }
    }
    if (copied !== info.size) throw new Error(`${absolute} changed while it was backed up (is the server running?)`);
  }

  end(): Buffer {
    return Buffer.from(`${JSON.stringify({ type: 'end', records: this.records, sha256: this.total.digest('hex') })}\n`);
  }
}

/** The records of a backup of `dataDir`, counted into `summary`. */
async function* backupContent(dataDir: string, stream: BackupStream, summary: BackupSummary): AsyncGenerator<Buffer> {
  yield stream.start();
  yield stream.record({ type: 'meta', created_at: summary.createdAt, migrations: summary.migrations });
  for (const entry of DATA_DIR_ENTRIES) {
    const path = join(dataDir, entry);
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    if (entry === 'secret') {
      if (!info.isFile()) continue;
      yield* stream.file(dataDir, entry);
      summary.hasSecret = true;
      continue;
    }
    const { dirs, files } = await walk(dataDir, path);
    for (const dir of dirs) yield stream.record({ type: 'dir', ...dir });
    for (const name of files) yield* stream.file(dataDir, name);
    if (entry === 'pglite') summary.databaseFiles = files.length;
    else if (entry === 'media') summary.mediaFiles = files.length;
    else summary.pdfFiles = files.length;
  }
  yield stream.end();
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/** The migrations applied to the PGlite database in `dir`; opening it also replays its log after a crash. */
async function checkpointAndCountMigrations(dir: string): Promise<number> {
  const pg = await createDiskPglite(dir);
  try {
    await pg.exec('CHECKPOINT');
    const result = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations').catch(() => ({ rows: [{ n: 0 }] }));
    return result.rows[0]?.n ?? 0;
  } finally {
    await pg.close();
  }
}

/** Writes a backup of the embedded installation in `dataDir` to `file`; the server must be stopped. Answers what it holds and the file's size. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupSummary & { fileBytes: number }> {
  const databaseDir = embeddedDatabaseDir(dataDir);
  if (!(await exists(databaseDir))) throw new Error(`There is no embedded database in ${dataDir} (no pglite folder).`);
  const lock = await lockDataDir(databaseDir);
  const partial = join(dirname(file), `.${randomBytes(6).toString('hex')}.backup-partial`);
  try {
    await finishInterruptedRestore(dataDir);
    const migrations = await checkpointAndCountMigrations(databaseDir);
    const summary: BackupSummary = { createdAt: new Date().toISOString(), migrations, databaseFiles: 0, mediaFiles: 0, pdfFiles: 0, hasSecret: false, bytes: 0 };
    const stream = new BackupStream();
    // gzip: the database's log files are mostly empty (preallocated) and shrink to nearly nothing.
    await pipeline(backupContent(dataDir, stream, summary), createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    summary.bytes = stream.contentBytes;
    const written = await open(partial, 'r');
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await rename(partial, file);
    await syncDir(dirname(file));
    return { ...summary, fileBytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await lock.release();
  }
}

// ---------------------------------------------------------------- reading

class BackupReader {
  private buffer: Buffer = Buffer.alloc(0);
  private eof = false;
  readonly total = createHash('sha256');

  constructor(
    private readonly source: AsyncIterator<Buffer>,
    private readonly file: string,
  ) {}

  private async fill(): Promise<void> {
    if (this.eof) return;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.source.next();
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'Z_BUF_ERROR') this.fail('it ends in the middle (is it complete?)');
      this.fail(code?.startsWith('Z_') ? `it is damaged (${message})` : message);
    }
    if (next.done) this.eof = true;
    else this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
  }

  fail(reason: string): never {
    throw new BadBackupError(this.file, reason);
  }

  /** The next line with its newline; not yet added to the running hash. */
  async line(): Promise<Buffer> {
    for (;;) {
      const end = this.buffer.indexOf(0x0a);
      if (end >= 0) {
        if (end > MAX_HEADER_BYTES) this.fail('a record header is too long');
        const line = this.buffer.subarray(0, end + 1);
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (this.buffer.length > MAX_HEADER_BYTES) this.fail('a record header is too long');
      if (this.eof) this.fail('it ends in the middle (is it complete?)');
      await this.fill();
    }
  }

  /** Exactly `count` bytes of content, in chunks, added to the running hash. */
  async *content(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.buffer.length === 0) {
        if (this.eof) this.fail('it ends in the middle of a file (is it complete?)');
        await this.fill();
        continue;
      }
      const part = this.buffer.subarray(0, Math.min(left, this.buffer.length));
      this.buffer = this.buffer.subarray(part.length);
      left -= part.length;
      this.total.update(part);
      yield part;
    }
  }

  async atEnd(): Promise<boolean> {
    while (this.buffer.length === 0 && !this.eof) await this.fill();
    return this.buffer.length === 0;
  }
}

/**
 * Reads the backup `file` record by record and checks it: the magic line, each record's shape,
 * each file's size and SHA-256, the record count and the SHA-256 over everything. `onFile` gets
 * each file's content and must read all of it (it is checked as it streams; a mismatch throws
 * after the last chunk).
 */
async function readBackup(
  file: string,
  handlers: { onDir?: (record: DirRecord) => Promise<void>; onFile?: (record: FileRecord, content: AsyncIterable<Buffer>) => Promise<void> } = {},
): Promise<BackupSummary> {
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new BadBackupError(file, error.code === 'ENOENT' ? 'there is no such file' : error.message);
  });
  if (!info.isFile()) throw new BadBackupError(file, 'it is not a file');
  const input = createReadStream(file, { highWaterMark: CHUNK_BYTES });
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  const source = input.pipe(gunzip)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const reader: BackupReader = new BackupReader(source, file);
    const magic = await reader.line().catch(() => reader.fail('it does not start with LOTLINE-BACKUP'));
    if (magic.toString('utf8') !== BACKUP_MAGIC) reader.fail('it does not start with LOTLINE-BACKUP 1');
    reader.total.update(magic);
    const summary: BackupSummary = { createdAt: '', migrations: 0, databaseFiles: 0, mediaFiles: 0, pdfFiles: 0, hasSecret: false, bytes: 0 };
    let records = 0;
    for (;;) {
      const line = await reader.line();
      let parsed: unknown;
      try {
        parsed = JSON.parse(line.toString('utf8'));
      } catch {
        reader.fail(`record ${records + 1} is not JSON`);
      }
      const record = v.safeParse(RecordSchema, parsed);
      if (!record.success) reader.fail(`record ${records + 1} is malformed (${v.getDotPath(record.issues[0]) ?? ''} ${record.issues[0].message})`);
      const value = record.output;
      if (value.type === 'end') {
        if (value.records !== records) reader.fail(`it says ${value.records} records and has ${records}`);
        if (value.sha256 !== reader.total.digest('hex')) reader.fail('its checksum does not match (damaged)');
        if (!(await reader.atEnd())) reader.fail('there are bytes after its end');
        if (!summary.createdAt) reader.fail('it has no meta record');
        if (summary.databaseFiles === 0) reader.fail('it holds no embedded database');
        return summary;
      }
      reader.total.update(line);
      records += 1;
      if (value.type === 'meta') {
        if (records !== 1) reader.fail('the meta record is not first');
        summary.createdAt = value.created_at;
        summary.migrations = value.migrations;
        continue;
      }
      if (records === 1) reader.fail('the first record is not the meta record');
      if (value.type === 'dir') {
        await handlers.onDir?.(value);
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      const checked = async function* () {
        for await (const chunk of reader.content(value.bytes)) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
        if (hash.digest('hex') !== value.sha256) reader.fail(`${value.path} is damaged (its SHA-256 does not match)`);
      };
      const stream = checked();
      if (handlers.onFile) await handlers.onFile(value, stream);
      // Without a handler (a check only) the content is read and checked here.
      else for await (const chunk of stream) void chunk;
      summary.bytes += size;
      const kind = kindOf(value.path);
      if (kind === 'pglite') summary.databaseFiles += 1;
      else if (kind === 'media') summary.mediaFiles += 1;
      else if (kind === 'pdf') summary.pdfFiles += 1;
      else summary.hasSecret = true;
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Checks the backup `file` completely without writing anything; throws {@link BadBackupError} when it is not usable. */
export function verifyBackup(file: string): Promise<BackupSummary> {
  return readBackup(file);
}

/** What a restore did: the backup's summary and where the replaced data was kept. */
export interface RestoreSummary extends BackupSummary {
  /** The folder in the data directory that now holds the data the restore replaced. */
  previous: string;
}

/**
 * Restores the backup `file` into the data directory `dataDir`; the server must be stopped. The
 * file is checked first, and the data is replaced only once it is completely written and the
 * restored database has opened; the replaced data is kept in the folder the answer names.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreSummary> {
  await verifyBackup(file);
  const databaseDir = embeddedDatabaseDir(dataDir);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(databaseDir);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const staging = `.restore-${stamp}-${randomBytes(3).toString('hex')}`;
  const previous = `.before-restore-${stamp}-${randomBytes(3).toString('hex')}`;
  const stagingDir = join(dataDir, staging);
  try {
    await finishInterruptedRestore(dataDir);
    await mkdir(stagingDir);
    const incoming = new Set<(typeof DATA_DIR_ENTRIES)[number]>();
    const summary = await readBackup(file, {
      async onDir(record) {
        incoming.add(kindOf(record.path));
        await mkdir(join(stagingDir, record.path), { recursive: true, mode: record.mode });
      },
      async onFile(record, content) {
        incoming.add(kindOf(record.path));
        const target = join(stagingDir, record.path);
        await mkdir(dirname(target), { recursive: true });
        const out = await open(target, 'wx', record.mode);
        try {
          for await (const chunk of content) await out.write(chunk);
          await out.sync();
        } finally {
          await out.close();
        }
      },
    });
    // The restored database must open (and replay its log) before it replaces anything.
    const migrations = await checkpointAndCountMigrations(join(stagingDir, 'pglite'));
    if (migrations !== summary.migrations) throw new BadBackupError(file, `its database has ${migrations} migrations, its header says ${summary.migrations}`);
    await syncDir(stagingDir);
    await swapRestoredData(dataDir, { staging, previous, incoming: [...incoming] });
    return { ...summary, previous: join(dataDir, previous) };
  } catch (error) {
    // Nothing was swapped unless the journal was written; the staging folder is only ours.
    if (!(await exists(join(dataDir, 'restore-journal.json')))) await rm(stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    await lock.release();
  }
}
