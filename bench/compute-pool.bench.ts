// The compute pool's own cost on a light request (issue 28): a what-if evaluation without a lot,
// through the pool (a structured clone each way and a worker's turn), against the same evaluation
// called on this thread, in the same run; the median of 300 of each after a warm-up.
import type { EvaluateRequest } from '../core/api/rules.schema';
import { ComputePool } from '../server/src/compute/compute-pool';
import { evaluateRequest, isoDay } from '../server/src/rules/rules-service';
import { median, ratio, round } from './support/stats';
import type { BenchResult } from './support/types';

/** The day the rules are evaluated at. */
const TODAY = isoDay(new Date());

const RUNS = 300;
const LIGHT: EvaluateRequest = { jurisdiction: 'ma-cambridge', zone_code: 'C-1', property_type: 'Single Family', gross_floor_area: 2200, lot_size: 5000 } as EvaluateRequest;

export default async function run(): Promise<BenchResult[]> {
  const pool = new ComputePool({ size: 1 });
  try {
    await pool.warm();
    for (let i = 0; i < 50; i++) {
      await pool.run('evaluate', [LIGHT, TODAY], 10_000);
      evaluateRequest(LIGHT, TODAY);
    }
    const pooled: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let started = performance.now();
      await pool.run('evaluate', [LIGHT, TODAY], 10_000);
      pooled.push(performance.now() - started);
      started = performance.now();
      evaluateRequest(LIGHT, TODAY);
      direct.push(performance.now() - started);
    }
    const [viaPool, onThread] = [median(pooled), median(direct)];
    return [
      {
        name: 'compute.pool.light-evaluate',
        value: round(viaPool, 3),
        unit: 'ms',
        baseline: { name: 'the same evaluation on this thread', value: round(onThread, 3) },
        ratio: ratio(viaPool, onThread),
        runs: RUNS,
        note: `median of ${RUNS}; the pool's own cost is the difference, ${round(viaPool - onThread, 3)} ms (target under 1 ms)`,
      },
    ];
  } finally {
    await pool.close();
  }
}
