// Shapes shared by the benchmark runner and the benchmark files.

/** One measured number next to a baseline measured in the same run. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: { name: string; value: number };
  ratio: number;
  runs?: number;
  samples?: number[];
  note?: string;
}

/** What a `*.bench.ts` file exports by default. */
export type BenchFile = () => Promise<BenchResult[]>;

/** The contents of bench/results.json. */
export interface ResultsFile {
  generatedAt: string;
  machine: { cpus: number; node: string; platform: string };
  results: BenchResult[];
}
