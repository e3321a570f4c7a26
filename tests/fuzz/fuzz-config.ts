// How much the fuzz tests do: a seed (LOTLINE_FUZZ_SEED, else a random one, printed so a failure
// can be replayed), random requests per operation (LOTLINE_FUZZ_RUNS: a small budget for CI and
// `npm test`, larger with `npm run fuzz`), the time limit of one answer, and whether fast-check
// shrinks a failing request (LOTLINE_FUZZ_SHRINK=1; off by default, since every shrinking step
// is another request, and a hang costs the whole time limit each time).

/** Random requests per operation when LOTLINE_FUZZ_RUNS is not set. */
export const CI_RUNS_PER_OPERATION = 12;

function integer(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, not ${text}`);
  return value;
}

export interface FuzzConfig {
  seed: number;
  runsPerOperation: number;
  timeLimitMs: number;
  shrink: boolean;
}

export function fuzzConfig(): FuzzConfig {
  return {
    seed: integer('LOTLINE_FUZZ_SEED', Math.floor(Math.random() * 2 ** 31)),
    runsPerOperation: integer('LOTLINE_FUZZ_RUNS', CI_RUNS_PER_OPERATION),
    timeLimitMs: integer('LOTLINE_FUZZ_TIME_LIMIT_MS', 5_000),
    shrink: process.env.LOTLINE_FUZZ_SHRINK === '1',
  };
}

/** The seed of one operation: the run's seed mixed with the operation's name, so each operation gets its own sequence. */
export function operationSeed(seed: number, name: string): number {
  let hash = seed | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x5bd1e995) | 0;
  return hash;
}
