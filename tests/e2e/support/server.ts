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
  url: string;
  output(): string;
  /** A development token of this server for `userId` (a signed-in user until accounts exist). */
  token(userId?: string): string;
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
  const child: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
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
  return {
    url,
    output: () => output,
    token: (userId = 'e2e-user') => issueDevToken(env.LOTLINE_SECRET!, userId),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      if (serverUrl && databaseName) {
        await withPostgresAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
      }
    },
  };
}
