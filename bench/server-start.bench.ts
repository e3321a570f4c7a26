// Cold start time of the real server, from spawn to the first healthy answer, against a bare tsx HTTP server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeScratchDir, removeScratchDir, tsxBin } from './support/paths';
import { timeToHealthy } from './support/spawn';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';
import { childServerEnv } from '../tests/e2e/support/server';

const helloServer = `import { createServer } from 'node:http';
const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(\`listening on http://127.0.0.1:\${typeof address === 'object' && address ? address.port : 0}\`);
});
`;

async function timeServer(dataDir: string): Promise<number> {
  const started = await timeToHealthy(tsxBin, ['server/src/index.ts'], childServerEnv(dataDir));
  await started.stop();
  return started.ms;
}

async function timeHello(script: string): Promise<number> {
  const started = await timeToHealthy(tsxBin, [script], { ...(process.env as Record<string, string>) });
  await started.stop();
  return started.ms;
}

function timed(name: string, samples: number[], baseline: { name: string; value: number }, note: string): BenchResult {
  const value = round(median(samples));
  return {
    name,
    value,
    unit: 'ms',
    baseline,
    ratio: ratio(value, baseline.value),
    runs: samples.length,
    samples: samples.map((ms) => round(ms)),
    note,
  };
}

/** Times first starts on empty data directories (3 runs), restarts on an existing one (5) and the baseline (5). */
export default async function serverStart(): Promise<BenchResult[]> {
  const scratch = await makeScratchDir('server-start');
  const dataDirs: string[] = [];
  const newDataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lotline-bench-'));
    dataDirs.push(dir);
    return dir;
  };
  try {
    const script = join(scratch, 'hello-server.ts');
    await writeFile(script, helloServer);
    const helloSamples: number[] = [];
    for (let run = 0; run < 5; run += 1) helloSamples.push(await timeHello(script));
    const baseline = { name: 'tsx + node:http hello server', value: round(median(helloSamples)) };

    const firstSamples: number[] = [];
    for (let run = 0; run < 3; run += 1) firstSamples.push(await timeServer(await newDataDir()));

    const warmDir = dataDirs[dataDirs.length - 1]!;
    const warmSamples: number[] = [];
    for (let run = 0; run < 5; run += 1) warmSamples.push(await timeServer(warmDir));

    return [
      timed('server.start.first', firstSamples, baseline, 'empty PGlite data dir: initdb, migrations and demo town seeding'),
      timed('server.start.warm-data-dir', warmSamples, baseline, 'existing PGlite data dir: reopen and migration check'),
    ];
  } finally {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await removeScratchDir(scratch);
  }
}
