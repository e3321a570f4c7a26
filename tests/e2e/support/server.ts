// Starts the real Lotline server as a child process on a free port, with a fresh data directory
// (PGlite) or, when DATABASE_URL is set, a fresh PostgreSQL database that is dropped afterwards;
// both are copies of what a first start makes (server-template.ts).
// A test can also kill it (SIGKILL) or stop it (SIGTERM) and start it again on the same data, and
// start several server processes together on one PostgreSQL database (issue 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueDevToken } from '../../../server/src/auth/dev-token';
import { databaseUrl, withPostgresAdmin } from '../../setup/postgres-admin';
import { copyTemplateDataDir, createDatabaseFromTemplate } from './server-template';

/** A running server. */
export interface RunningServer {
  readonly url: string;
  output(): string;
  /** A development token of this server for `userId` (a signed-in user until accounts exist). */
  token(userId?: string): string;
  /**
   * Runs `npm run admin -- …args` on this server's database and answers its exit code and output.
   * On the embedded database the server is stopped meanwhile and started again, on a new port:
   * read `url` after it; `whileRunning` leaves it running (to see a command refused).
   */
  admin(args: string[], options?: { whileRunning?: boolean }): Promise<{ code: number; out: string }>;
  /** The data directory (the embedded database, media, PDFs). */
  readonly dataDir: string;
  /** The PostgreSQL database of this server, when DATABASE_URL is set. */
  readonly databaseUrl: string | undefined;
  /** Kills the server process with SIGKILL, as a crash or an out-of-memory killer would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Sends SIGTERM and answers the exit code once the process has exited. */
  terminate(): Promise<number | null>;
  /** Starts the server again on the same data (after `kill` or `terminate`); read `url` after it. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = new URL('../../..', import.meta.url).pathname;

// Each server runs in its own process group (tsx starts the server as its child, and SIGKILL is
// not passed on, so a crash is a kill of the whole group). Groups still alive when the test
// process exits are killed with it.
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** The environment of a server child process on a free port with its own data directory and secret, on PGlite. */
export function childServerEnv(dataDir: string, extraEnv: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOTLINE_DATA_DIR: dataDir,
    LOTLINE_SECRET: randomBytes(32).toString('base64url'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  return env;
}

/** Spawns `tsx server/src/index.ts` and resolves once it listens. */
export async function startServer(extraEnv: Record<string, string> = {}, timeoutMs = 120_000): Promise<RunningServer> {
  return (await startServers(1, extraEnv, timeoutMs))[0]!;
}

/**
 * Starts `count` server processes at the same time on one fresh database, each with its own data
 * directory and the same secret, as app servers behind a load balancer run; more than one needs
 * DATABASE_URL (two processes cannot share an embedded database). With `fromScratch` the database
 * starts empty, so the servers migrate and load the demo town themselves. Stopping the first stops
 * the others and drops the database.
 */
export async function startServers(
  count: number,
  extraEnv: Record<string, string> = {},
  timeoutMs = 120_000,
  options: { fromScratch?: boolean } = {},
): Promise<RunningServer[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (count > 1 && !serverUrl) throw new Error('startServers: several servers need DATABASE_URL (one embedded database takes one process)');
  const dataDirs = await Promise.all(Array.from({ length: count }, () => mkdtemp(join(tmpdir(), 'lotline-e2e-'))));
  let databaseName: string | undefined;
  const env = childServerEnv(dataDirs[0]!, extraEnv);
  // A fresh database is a copy of one a first start made (server-template.ts), unless the caller
  // prepared its own data directory or wants the first start itself (`fromScratch`).
  const templateEnv = childServerEnv(dataDirs[0]!);
  if (serverUrl) {
    databaseName = `lotline_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
    if (options.fromScratch) await withPostgresAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
    else await createDatabaseFromTemplate(serverUrl, databaseName, templateEnv);
    env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
  } else if (!extraEnv.LOTLINE_DATA_DIR && !options.fromScratch) {
    await copyTemplateDataDir(dataDirs[0]!, templateEnv);
  }
  const dropDatabase = async () => {
    if (serverUrl && databaseName) {
      await withPostgresAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
    }
  };
  // The first server keeps a data directory the caller chose in extraEnv; the others get their own.
  const started = await Promise.allSettled(
    dataDirs.map((dir, index) => runServer(index === 0 ? env : { ...env, LOTLINE_DATA_DIR: dir }, dir, timeoutMs, index === 0 ? dropDatabase : async () => undefined)),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // One did not start: stop the others and leave nothing behind.
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await dropDatabase();
    throw failed.reason;
  }
  const servers = started.map((result) => (result as PromiseFulfilledResult<RunningServer>).value);
  const [first, ...others] = servers;
  const stopFirst = first!.stop.bind(first);
  first!.stop = async () => {
    await Promise.all(others.map((other) => other.stop()));
    await stopFirst();
  };
  return servers;
}

/** Runs the server with `env`; `stop` removes `tempDir` and then runs `dropDatabase`. */
async function runServer(env: Record<string, string>, tempDir: string, timeoutMs: number, dropDatabase: () => Promise<void>): Promise<RunningServer> {
  let output = '';
  const launch = async (): Promise<{ child: ChildProcess; url: string }> => {
    // Node with tsx's loader, not the tsx command: the command passes a SIGTERM on only if the
    // server answers it within 30 ms, and otherwise kills it and exits 143, which a busy machine
    // turned into failed stops.
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    liveGroups.add(child.pid!);
    child.once('exit', () => liveGroups.delete(child.pid!));
    const started = output.length;
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output.slice(started));
        if (match) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${output}`));
      });
    });
    return { child, url };
  };
  const exitOf = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = exitOf(child);
    child.kill('SIGTERM');
    return exited;
  };
  let running = await launch();
  return {
    get url() {
      return running.url;
    },
    dataDir: env.LOTLINE_DATA_DIR!,
    databaseUrl: env.DATABASE_URL,
    output: () => output,
    token: (userId = 'e2e-user') => issueDevToken(env.LOTLINE_SECRET!, userId),
    async admin(args, options = {}) {
      // The embedded database takes one process at a time: the server stops while the command runs.
      const embedded = !env.DATABASE_URL && !options.whileRunning;
      if (embedded) await stopChild(running.child);
      const result = await new Promise<{ code: number; out: string }>((resolve) => {
        const cli = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/billing/admin-cli.ts', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        cli.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
        cli.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
        cli.on('exit', (code) => resolve({ code: code ?? 1, out }));
      });
      if (embedded) running = await launch();
      return result;
    },
    async kill() {
      const { child } = running;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = exitOf(child);
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      // The server itself is tsx's child: wait (a little) until the whole group is gone.
      for (let waited = 0; waited < 5_000 && groupAlive(child.pid!); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    terminate: () => stopChild(running.child),
    async restart() {
      running = await launch();
    },
    async stop() {
      await stopChild(running.child);
      await rm(tempDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
