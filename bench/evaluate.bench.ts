// The rules evaluation of a report per Cambridge lot: evaluate() with the real rulesets, the
// lot's edge classification and its setback areas, over every taxed lot; against evaluate()
// alone on the same lots in the same run.
import { join } from 'node:path';
import { propertyTypeFromUseCode } from '../core/property/use-code';
import { RULESETS } from '../core/jurisdictions';
import { evaluate, type PropertyFacts, type SetbackValues } from '../core/rules/evaluate';
import { classifyLotEdges } from '../core/setback/lot-edges';
import { setbackArea } from '../core/setback/setback-area';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { loadCambridgeLots, type LotCase } from './support/cambridge-lots';
import { median, percentile, round } from './support/stats';
import type { BenchResult } from './support/types';

const DATE = '2026-06-01';
/** Where Cambridge's numbers are not in our sources (outside Residence C-1), the demo town's accessory setbacks stand in so the area is always computed. */
const STAND_IN = { front: 25, side: 10, rear: 10, building: 10 };

function factsOf(c: LotCase): PropertyFacts {
  return {
    state: 'MA',
    jurisdictionId: 'ma-cambridge',
    placeName: 'Cambridge',
    zoning: c.zoneCode ? [{ zoningMap: '2026-03', zoneCode: c.zoneCode }] : [],
    propertyType: propertyTypeFromUseCode(c.useCode),
    grossFloorArea: c.grossAreaSqFt,
    lotSize: null,
  };
}

function withStandIn(s: SetbackValues) {
  return { frontFt: s.front ?? STAND_IN.front, sideFt: s.side ?? STAND_IN.side, rearFt: s.rear ?? STAND_IN.rear };
}

function timePerLot(cases: readonly LotCase[], work: (c: LotCase) => unknown): number[] {
  return cases.map((c) => {
    const started = performance.now();
    work(c);
    return performance.now() - started;
  });
}

/** Median, p95 and p99 ms per lot of the full rules evaluation with setback areas. */
export default async function evaluateBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  evaluate ${SHARED_DATA_MISSING}`);
    return [];
  }
  const cases = await loadCambridgeLots(join(SHARED_DATA_DIR, 'cambridge-ma'));
  const full = (c: LotCase) => {
    const evaluation = evaluate(factsOf(c), RULESETS, DATE);
    const edges = classifyLotEdges(c.lot, c.context);
    const obstacles = c.obstacles ? { footprints: c.obstacles.footprints, separationFt: evaluation.setbacks.ext.building ?? STAND_IN.building } : undefined;
    return [setbackArea(c.lot, edges, withStandIn(evaluation.setbacks.ext), obstacles), setbackArea(c.lot, edges, withStandIn(evaluation.setbacks.int))];
  };
  timePerLot(cases.slice(0, 500), full);
  const samples = timePerLot(cases, full);
  const baseline = timePerLot(cases, (c) => evaluate(factsOf(c), RULESETS, DATE));
  const withOwnSetbacks = cases.filter((c) => {
    const s = evaluate(factsOf(c), RULESETS, DATE).setbacks.ext;
    return s.front !== null && s.side !== null && s.rear !== null;
  }).length;
  const note = `${cases.length} Cambridge lots (every taxed lot; ${withOwnSetbacks} with every lot-line setback from the rules), ext and int setback areas; target median under 1 ms; max ${round(Math.max(...samples), 2)} ms`;
  const baselineName = 'evaluate() alone on the same lots';
  return [50, 95, 99].map((p) => {
    const value = p === 50 ? median(samples) : percentile(samples, p);
    const base = p === 50 ? median(baseline) : percentile(baseline, p);
    return { name: `evaluate.lot.p${p}`, value: round(value, 3), unit: 'ms per lot', baseline: { name: baselineName, value: round(base, 4) }, ratio: round(value / base, 1), runs: samples.length, note };
  });
}
