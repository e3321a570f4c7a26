// The data a fresh test server starts from, made once and copied for each server: a first start on
// an empty data directory spends most of its time creating the embedded database (initdb in WASM),
// migrating and writing the demo town, which every end-to-end file would otherwise repeat. The
// template is the data directory (PGlite) or the database (PostgreSQL, copied with CREATE DATABASE
// … TEMPLATE) of a server that started on nothing and was stopped cleanly, so a copy is exactly
// what a first start leaves. Its name carries a hash of the server's code and migrations: any
// change makes a new one.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, withPostgresAdmin } from '../../setup/postgres-admin';

const repoRoot = new URL('../../..', import.meta.url).pathname;
/** What a server's first start depends on: its code, the core it imports and the migrations. */
const SOURCE_DIRS = ['server/src', 'server/db', 'core'];
const READY = 'template-ready';
const LOCK_STALE_MS = 5 * 60_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.name.endsWith('.test.ts') ? [] : [path]);
    }),
  );
  return nested.flat();
}

let keyOnce: Promise<string> | undefined;
/** A short hash of every source file a first start runs. */
function sourceKey(): Promise<string> {
  keyOnce ??= (async () => {
    const hash = createHash('sha256');
    const files = (await Promise.all(SOURCE_DIRS.map((dir) => filesUnder(join(repoRoot, dir))))).flat().sort();
    for (const file of files) hash.update(file.slice(repoRoot.length)).update(await readFile(file));
    return hash.digest('hex').slice(0, 12);
  })();
  return keyOnce;
}

/** Runs the server on `env` until it listens, then stops it with SIGTERM and waits for a clean exit. */
async function startAndStop(env: Record<string, string>): Promise<void> {
  // Node with tsx's loader, not the tsx command, which kills a server slow to answer a SIGTERM (server.ts).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The template server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on http:\/\//.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The template server exited with ${code}:\n${output}`));
    });
  });
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The template server stopped with ${code}:\n${output}`);
}

/** Holds `${path}.lock` (a directory, made atomically) while `work` runs; a lock older than five minutes is taken over. */
async function withLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: 0 }))).mtimeMs;
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The template data directory of this code, made when missing. */
async function templateDataDir(baseEnv: Record<string, string>): Promise<string> {
  const dir = join(tmpdir(), `lotline-e2e-template-${await sourceKey()}`);
  if (existsSync(join(dir, READY))) return dir;
  return withLock(dir, async () => {
    if (existsSync(join(dir, READY))) return dir;
    const building = `${dir}.building`;
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    await startAndStop({ ...baseEnv, LOTLINE_DATA_DIR: building });
    await writeFile(join(building, READY), new Date().toISOString());
    await rm(dir, { recursive: true, force: true });
    await rename(building, dir);
    return dir;
  });
}

/** Fills the empty data directory `dataDir` with a copy of the template (the migrated embedded database with the demo town). */
export async function copyTemplateDataDir(dataDir: string, baseEnv: Record<string, string>): Promise<void> {
  const template = await templateDataDir(baseEnv);
  await cp(template, dataDir, { recursive: true, filter: (source) => !source.endsWith(READY) });
}

/** The template database of this code on the PostgreSQL server `serverUrl`, made when missing. */
async function templateDatabase(serverUrl: string, baseEnv: Record<string, string>): Promise<string> {
  const name = `lotline_e2e_template_${await sourceKey()}`;
  const exists = async () => withPostgresAdmin(serverUrl, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  return withLock(join(tmpdir(), name), async () => {
    if (await exists()) return name;
    const building = `${name}_building`;
    await withPostgresAdmin(serverUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
    });
    const dataDir = join(tmpdir(), `${building}-${randomBytes(3).toString('hex')}`);
    try {
      await startAndStop({ ...baseEnv, LOTLINE_DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, building) });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Renamed only when complete, so an interrupted build is never copied; templates of older code go.
    await withPostgresAdmin(serverUrl, async (admin) => {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'lotline\\_e2e\\_template\\_%' AND datname <> $1", [name]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
    return name;
  });
}

/** Creates database `name` on `serverUrl` as a copy of the template database. */
export async function createDatabaseFromTemplate(serverUrl: string, name: string, baseEnv: Record<string, string>): Promise<void> {
  const template = await templateDatabase(serverUrl, baseEnv);
  await withPostgresAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
}
