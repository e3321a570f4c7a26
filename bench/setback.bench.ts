// Edge classification plus setback area per Cambridge single-family lot, against lot-minus-turf-buffers on a sample of the same lots.
import { join } from 'node:path';
import { buffer, difference, featureCollection, lineString, polygon, union } from '@turf/turf';
import { areaSqFt } from '../core/geo/area';
import type { AreaGeometry } from '../core/geo/geojson.schema';
import { mulberry32 } from '../core/geo/test-support/random-polygons';
import { classifyLotEdges, type LotEdge } from '../core/setback/lot-edges';
import { setbackArea, setbackOfKind, type Setbacks } from '../core/setback/setback-area';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { loadCambridgeLots, SINGLE_FAMILY, type LotCase as Case } from './support/cambridge-lots';
import { percentile, round, timePerCase } from './support/stats';
import type { BenchResult } from './support/types';

/** Setbacks and separation of the kind an ADU rule asks for (Cambridge-like residential values). */
const SETBACKS: Setbacks = { frontFt: 15, sideFt: 7.5, rearFt: 20 };
const SEPARATION_FT = 10;
/** The turf baseline takes tens of milliseconds a lot, so it runs on a seeded sample. */
const BASELINE_LOTS = 200;
const RUNS = 3;

const setbackOf = (edge: LotEdge): number => setbackOfKind(edge.kind, SETBACKS);

/** The naive way: the lot minus the union of turf buffers of each edge and of each footprint. */
function turfSetbackArea(c: Case): AreaGeometry | null {
  const edges = classifyLotEdges(c.lot, c.context);
  const cutters = edges.map((edge) => buffer(lineString([edge.from, edge.to]), setbackOf(edge), { units: 'feet' })!);
  for (const footprint of c.obstacles?.footprints ?? []) cutters.push(buffer(polygon(footprint.coordinates), SEPARATION_FT, { units: 'feet' })! as never);
  const cut = union(featureCollection(cutters));
  const lot = { type: 'Feature' as const, geometry: c.lot, properties: {} };
  const left = cut ? difference(featureCollection([lot, cut] as never)) : lot;
  return (left?.geometry as AreaGeometry | undefined) ?? null;
}

function ours(c: Case): AreaGeometry | null {
  return setbackArea(c.lot, classifyLotEdges(c.lot, c.context), SETBACKS, c.obstacles);
}

/** Median and p95 per lot of classifyLotEdges + setbackArea over every single-family lot, against the turf-buffer way. */
export default async function setbackBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  setback ${SHARED_DATA_MISSING}`);
    return [];
  }
  const cases = await loadCambridgeLots(join(SHARED_DATA_DIR, 'cambridge-ma'), (code) => SINGLE_FAMILY.has(code), SEPARATION_FT);
  const random = mulberry32(0x5e7b);
  const sample = cases.map((c) => ({ c, key: random() })).sort((a, b) => a.key - b.key).slice(0, BASELINE_LOTS).map((s) => s.c);

  timePerCase(cases, 1, ours);
  timePerCase(sample.slice(0, 20), 1, turfSetbackArea);
  const samples = timePerCase(cases, RUNS, ours);
  const baseline = timePerCase(sample, 1, turfSetbackArea);

  let areaGap = 0;
  for (const c of sample) {
    const a = ours(c);
    const b = turfSetbackArea(c);
    areaGap += Math.abs((a ? areaSqFt(a) : 0) - (b ? areaSqFt(b) : 0)) / Math.max(1, b ? areaSqFt(b) : 1);
  }
  const withBuildings = cases.filter((c) => c.obstacles).length;
  const note = `${cases.length} lots (use code 101/1014), ${withBuildings} with Kendall footprints; median per lot of ${RUNS} runs; `
    + `turf (buffer each edge, union, difference) once on ${sample.length} seeded lots; `
    + `mean area difference to turf ${round((100 * areaGap) / sample.length, 2)} % (turf buffers the edge chords with 8-step arcs)`;
  const baselineName = 'classifyLotEdges, then the lot minus the union of turf.buffer of each edge and footprint';
  return [50, 95].map((p) => {
    const value = percentile(samples, p);
    const base = percentile(baseline, p);
    return {
      name: `setback.lot.p${p}`,
      value: round(value, 3),
      unit: 'ms per lot',
      baseline: { name: baselineName, value: round(base, 2) },
      ratio: round(value / base, 4),
      runs: RUNS,
      note,
    };
  });
}
