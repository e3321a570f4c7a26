// Starts the real Lotline server as a child process on a free port, with a fresh data directory
// (PGlite) or, when DATABASE_URL is set, a fresh PostgreSQL database that is dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueDevToken } from '../../../server/src/auth/dev-token';
import { databaseUrl, withPostgresAdmin } from '../../setup/postgres-admin';

/** A running server. */
export interface RunningServer {
  readonly url: string;
  output(): string;
  /** A development token of this server for `userId` (a signed-in user until accounts exist). */
  token(userId?: string): string;
  /**
   * Runs `npm run admin -- …args` on this server's database and answers its exit code and output.
   * On the embedded database the server is stopped meanwhile and started again, on a new port:
   * read `url` after it.
   */
  admin(args: string[]): Promise<{ code: number; out: string }>;
  stop(): Promise<void>;
}

const repoRoot = new URL('../../..', import.meta.url).pathname;

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
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-e2e-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseName: string | undefined;
  const env = childServerEnv(dataDir, extraEnv);
  if (serverUrl) {
    databaseName = `lotline_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
    await withPostgresAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
    env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
  }
  let output = '';
  const launch = async (): Promise<{ child: ChildProcess; url: string }> => {
    const child: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/index.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let running = await launch();
  return {
    get url() {
      return running.url;
    },
    output: () => output,
    token: (userId = 'e2e-user') => issueDevToken(env.LOTLINE_SECRET!, userId),
    async admin(args) {
      // The embedded database takes one process at a time: the server stops while the command runs.
      const embedded = !env.DATABASE_URL;
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
    async stop() {
      await stopChild(running.child);
      await rm(dataDir, { recursive: true, force: true });
      if (serverUrl && databaseName) {
        await withPostgresAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
      }
    },
  };
}
