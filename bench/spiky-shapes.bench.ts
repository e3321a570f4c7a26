// The worst drawings the request limits allow (issue 28): spiky shapes piled on each other. Lot
// coverage of 10 stars of 100 and of 400 corners by the covered-area sweep, against the traced
// difference (subtract-areas) on the same pile in the same run; and the area kept clear around one
// such star, grown from its filled outline, against growing every spike of it.
import { coveredArea } from '../core/geo/covered-area';
import type { PointFt, RingFt } from '../core/geo/point-ft';
import { subtractAreas } from '../core/geo/subtract-areas';
import { twiceSignedArea } from '../core/geo/trace-rings';
import { footprintKeepOuts, footprintsKeepOuts } from '../core/setback/keep-out';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

const RUNS = 5;
const LOT: RingFt = [[0, 0], [100, 0], [100, 150], [0, 150]];

/** Star i of a pile of 10 around the lot's middle: `corners` corners alternating 14 and 6.3 ft out. */
function star(i: number, corners: number): RingFt {
  return Array.from({ length: corners }, (_, k): PointFt => {
    const angle = i * 0.1 + (2 * Math.PI * k) / corners;
    const r = k % 2 === 0 ? 14 : 6.3;
    return [38 + (i % 5) * 6 + r * Math.cos(angle), 72 + Math.floor(i / 5) * 6 + r * Math.sin(angle)];
  });
}

const tracedCovered = (cutters: readonly RingFt[]): number =>
  15_000 - subtractAreas([LOT], cutters).reduce((sum, rings) => sum + rings.reduce((s, ring) => s + twiceSignedArea(ring) / 2, 0), 0);

function timed<T>(runs: number, work: () => T): { ms: number; value: T } {
  const times: number[] = [];
  let value!: T;
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    value = work();
    times.push(performance.now() - started);
  }
  return { ms: median(times), value };
}

export default async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [corners, baselineRuns] of [[100, RUNS], [400, 1]] as const) {
    const pile = Array.from({ length: 10 }, (_, i) => star(i, corners));
    coveredArea([LOT], pile);
    const sweep = timed(RUNS, () => coveredArea([LOT], pile));
    const traced = timed(baselineRuns, () => tracedCovered(pile));
    results.push({
      name: `coverage.pile-of-10x${corners}`,
      value: round(sweep.ms, 2),
      unit: 'ms',
      baseline: { name: 'the traced difference (subtract-areas) of the same pile', value: round(traced.ms, 1) },
      ratio: ratio(sweep.ms, traced.ms),
      runs: RUNS,
      note: `median of ${RUNS} (baseline ${baselineRuns}); covered ${round(sweep.value, 3)} sq ft by the sweep, ${round(traced.value, 3)} traced`,
    });
  }
  const spikes = star(0, 400);
  const grown = timed(RUNS, () => footprintsKeepOuts([spikes], 6));
  const cut = timed(RUNS, () => subtractAreas([LOT], grown.value.keepOuts));
  const exactCut = timed(1, () => subtractAreas([LOT], footprintKeepOuts(spikes, 6)));
  results.push({
    name: 'setback.spiky-obstacle',
    value: round(grown.ms + cut.ms, 2),
    unit: 'ms',
    baseline: { name: 'the same lot minus every spike grown by 6 ft', value: round(exactCut.ms, 1) },
    ratio: ratio(grown.ms + cut.ms, exactCut.ms),
    runs: RUNS,
    note: `a star of 400 corners 6 ft apart from the area: its notches filled within ${grown.value.toleranceFt} ft, so the area kept clear is at most that much larger`,
  });
  return results;
}
