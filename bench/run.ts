// Runs every *.bench.ts file (optionally only those whose path contains a filter), prints a table and writes bench/results.json.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './support/paths';
import { printTable, writeResults } from './support/results-file';
import type { BenchFile, BenchResult } from './support/types';

const searchDirs = ['bench', 'core', 'server', 'widget'];

async function findBenchFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await findBenchFiles(path)));
    else if (entry.name.endsWith('.bench.ts')) found.push(path);
  }
  return found;
}

const filter = process.argv[2];
const files = (await Promise.all(searchDirs.map((dir) => findBenchFiles(join(repoRoot, dir)))))
  .flat()
  .map((path) => relative(repoRoot, path))
  .filter((path) => !filter || path.includes(filter))
  .sort();
if (files.length === 0) {
  console.error(filter ? `No bench file path contains "${filter}".` : 'No bench files found.');
  process.exit(1);
}

const fresh: BenchResult[] = [];
let failed = false;
for (const file of files) {
  const started = performance.now();
  console.log(`Running ${file} ...`);
  try {
    const run = (await import(pathToFileURL(join(repoRoot, file)).href)).default as BenchFile;
    fresh.push(...(await run()));
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

// The load figures come from `npm run load`, never from this runner: a full run keeps them.
const output = await writeResults(fresh, { keep: (result) => Boolean(filter) || result.name.startsWith('load.') });
console.log('');
printTable(fresh);
console.log(`\nWrote bench/results.json (${output.results.length} results).`);
if (failed) process.exitCode = 1;
