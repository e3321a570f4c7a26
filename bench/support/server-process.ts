// The server as `npm start` runs it, in a child process of a bench, on a database it is given.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths';

export interface Server {
  url: string;
  secret: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The server as `npm start` runs it, on `databaseUrl`, behind a trusted proxy, with development
 * tokens; its access log is quiet (warnings only), so it is ready when GET /readyz answers 200.
 */
export async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lotline-load-'));
  const secret = randomBytes(32).toString('base64url');
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOTLINE_SECRET: secret,
    LOTLINE_DATA_DIR: dataDir,
    LOTLINE_DEMO_DATA: 'false',
    LOTLINE_TRUST_PROXY: 'true',
    LOTLINE_LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await sleep(200)) {
    if (exitCode !== undefined) throw new Error(`The server exited with ${exitCode}:\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`The server was not ready in 120 s:\n${output}`);
    if ((await fetch(`${url}/readyz`).then((response) => response.status, () => 0)) === 200) break;
  }
  return {
    url,
    secret,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

