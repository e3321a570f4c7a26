// Small statistics helpers for turning repeated measurements into one reported number.

/** Rounds to the given number of decimals. */
export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The p-th percentile (0 to 100) of the samples, interpolating between neighbours. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (Math.min(Math.max(p, 0), 100) / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** The median of the samples. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** Value over baseline, rounded to 3 decimals. */
export function ratio(value: number, baseline: number): number {
  return round(value / baseline, 3);
}

/** Milliseconds of each call on each case: the per-case median over `runs` runs (cases interleaved, so a slow moment spreads over all). */
export function timePerCase<C>(cases: readonly C[], runs: number, call: (c: C) => unknown): number[] {
  const times = cases.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    cases.forEach((c, i) => {
      const started = performance.now();
      call(c);
      times[i]!.push(performance.now() - started);
    });
  }
  return times.map((t) => median(t));
}
