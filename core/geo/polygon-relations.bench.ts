// Time per 1,000 calls of distanceFt and polygonsIntersect on random lot pairs, against turf on the same pairs.
import { booleanIntersects, feature, lineString, pointToLineDistance } from '@turf/turf';
import { median, round } from '../../bench/support/stats';
import type { BenchResult } from '../../bench/support/types';
import type { AreaGeometry, Position } from './geojson.schema';
import { distanceFt, polygonsIntersect } from './polygon-relations';
import { lotFrame, mulberry32, randomArea, randomLot } from './test-support/random-polygons';

const PAIRS = 20_000;
const RUNS = 5;
const BASELINE_RUNS = 1;
/** Turf takes about 1.6 s per 1,000 distance pairs, so the baseline runs on a slice of the pairs. */
const BASELINE_PAIRS = 2_000;

const ringsOf = (g: AreaGeometry): Position[][] => (g.type === 'Polygon' ? g.coordinates : g.coordinates.flat());

/** One pair of areas, with the turf features built beforehand so the baseline times only turf's own work. */
interface Pair {
  a: AreaGeometry;
  b: AreaGeometry;
  featureA: ReturnType<typeof feature>;
  featureB: ReturnType<typeof feature>;
  linesA: ReturnType<typeof lineString>[];
  linesB: ReturnType<typeof lineString>[];
}

function makePairs(seed: number): Pair[] {
  const random = mulberry32(seed);
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const a = randomLot(random, 0, 0);
    const b = randomArea(random, (random() - 0.5) * 400, (random() - 0.5) * 400);
    pairs.push({
      a,
      b,
      featureA: feature(a),
      featureB: feature(b),
      linesA: ringsOf(a).map((ring) => lineString(ring)),
      linesB: ringsOf(b).map((ring) => lineString(ring)),
    });
  }
  return pairs;
}

function turfDistanceFt(pair: Pair): number {
  if (booleanIntersects(pair.featureA, pair.featureB)) return 0;
  let best = Infinity;
  for (const [from, lines] of [[pair.a, pair.linesB], [pair.b, pair.linesA]] as const) {
    for (const ring of ringsOf(from)) {
      for (const vertex of ring) {
        for (const line of lines) best = Math.min(best, pointToLineDistance(vertex, line, { units: 'feet' }));
      }
    }
  }
  return best;
}

/** Median milliseconds per 1,000 calls of `call` over every pair, and the per-run samples. */
function time(pairs: readonly Pair[], runs: number, call: (pair: Pair) => number): { value: number; samples: number[] } {
  const samples: number[] = [];
  let sink = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    for (const pair of pairs) sink += call(pair);
    samples.push(((performance.now() - started) / pairs.length) * 1000);
  }
  if (Number.isNaN(sink)) throw new Error(`A distance came out as NaN`);
  return { value: median(samples), samples };
}

function result(name: string, ours: { value: number; samples: number[] }, baselineName: string, baseline: { value: number }): BenchResult {
  const speedup = baseline.value / ours.value;
  return {
    name,
    value: round(ours.value, 4),
    unit: 'ms per 1,000 calls',
    baseline: { name: baselineName, value: round(baseline.value, 2) },
    ratio: round(ours.value / baseline.value, 5),
    runs: RUNS,
    samples: ours.samples.map((sample) => round(sample, 4)),
    note: `median of ${RUNS} runs over ${PAIRS} random lot pairs near ${lotFrame.origin.join(', ')}; turf timed once on the first ${BASELINE_PAIRS}; ${Math.round(speedup)}x faster than turf`,
  };
}

/** Times distanceFt and polygonsIntersect against turf's booleanIntersects and pointToLineDistance on the same pairs. */
export default async function polygonRelations(): Promise<BenchResult[]> {
  const pairs = makePairs(0x1075);
  time(pairs.slice(0, 2_000), 2, (pair) => distanceFt(pair.a, pair.b) + Number(polygonsIntersect(pair.a, pair.b)));
  time(pairs.slice(0, 500), 1, (pair) => turfDistanceFt(pair) + Number(booleanIntersects(pair.featureA, pair.featureB)));

  const distance = time(pairs, RUNS, (pair) => distanceFt(pair.a, pair.b));
  const turfDistance = time(pairs.slice(0, BASELINE_PAIRS), BASELINE_RUNS, turfDistanceFt);
  const intersects = time(pairs, RUNS, (pair) => Number(polygonsIntersect(pair.a, pair.b)));
  const turfIntersects = time(pairs.slice(0, BASELINE_PAIRS), BASELINE_RUNS, (pair) => Number(booleanIntersects(pair.featureA, pair.featureB)));
  return [
    result('geo.distanceFt', distance, 'turf booleanIntersects, then the least pointToLineDistance (feet) between vertices and rings', turfDistance),
    result('geo.polygonsIntersect', intersects, 'turf booleanIntersects', turfIntersects),
  ];
}
