// Runs every *.bench.ts file (optionally only those whose path contains a filter), prints a table and writes bench/results.json.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './support/paths';
import type { BenchFile, BenchResult, ResultsFile } from './support/types';

const searchDirs = ['bench', 'core', 'server', 'widget'];
const resultsPath = join(repoRoot, 'bench/results.json');

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

function printTable(results: BenchResult[]): void {
  const rows = results.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    `${r.baseline.value} ${r.unit}`,
    r.ratio.toFixed(3),
    r.runs ? String(r.runs) : '',
    r.baseline.name,
  ]);
  const header = ['result', 'value', 'baseline', 'ratio', 'runs', 'baseline is'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const pad = (cell: string, column: number) =>
    column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  const line = (cells: string[]) => cells.map(pad).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function previousResults(): Promise<BenchResult[]> {
  const text = await readFile(resultsPath, 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as ResultsFile).results : [];
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

const byName = new Map(fresh.map((result) => [result.name, result]));
const previous = filter ? await previousResults() : [];
const merged = previous.map((result) => byName.get(result.name) ?? result);
const output: ResultsFile = {
  generatedAt: new Date().toISOString(),
  machine: { cpus: availableParallelism(), node: process.version, platform: process.platform },
  results: [...merged, ...fresh.filter((result) => !previous.some((old) => old.name === result.name))],
};
await writeFile(resultsPath, `${JSON.stringify(output, null, 2)}\n`);
console.log('');
printTable(fresh);
console.log(`\nWrote ${relative(repoRoot, resultsPath)} (${output.results.length} results).`);
if (failed) process.exitCode = 1;
