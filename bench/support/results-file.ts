// bench/results.json: the figures of a run, merged with those of earlier runs when only some
// benchmarks ran, and the table printed after a run.
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths';
import type { BenchResult, ResultsFile } from './types';

const resultsPath = join(repoRoot, 'bench/results.json');

/** Prints results as a table: name, value, baseline, ratio, runs and what the baseline is. */
export function printTable(results: BenchResult[]): void {
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

/** Writes `fresh` to bench/results.json; earlier results of other names stay when `keep` says so (a filtered run keeps all). */
export async function writeResults(fresh: BenchResult[], options: { keep(result: BenchResult): boolean }): Promise<ResultsFile> {
  const byName = new Map(fresh.map((result) => [result.name, result]));
  const previous = (await previousResults()).filter((result) => byName.has(result.name) || options.keep(result));
  const merged = previous.map((result) => byName.get(result.name) ?? result);
  const output: ResultsFile = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: availableParallelism(), node: process.version, platform: process.platform },
    results: [...merged, ...fresh.filter((result) => !previous.some((old) => old.name === result.name))],
  };
  await writeFile(resultsPath, `${JSON.stringify(output, null, 2)}\n`);
  return output;
}
