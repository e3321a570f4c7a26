// Spawns a server process and times it from spawn to its first healthy HTTP answer.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths';

/** A server that answered healthy, with the time it took. */
export interface TimedStart {
  ms: number;
  stop(): Promise<void>;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns the command, waits for `listening on http://host:PORT`, then polls `GET healthPath` every 50 ms until a 200. */
export async function timeToHealthy(
  command: string,
  args: string[],
  env: Record<string, string>,
  healthPath = '/api/health',
  timeoutMs = 120_000,
): Promise<TimedStart> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  const port = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  while (port && child.exitCode === null && performance.now() - started < timeoutMs) {
    if (await isHealthy(`http://127.0.0.1:${port}${healthPath}`)) return { ms: performance.now() - started, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`${[command, ...args].join(' ')} did not become healthy within ${timeoutMs} ms:\n${output}`);
}
