// placePlan with a 20 x 30 ft plan on Cambridge lots with buildings, against a plain turf search of the same candidates in the same run.
import { join } from 'node:path';
import { booleanIntersects, booleanPointInPolygon, lengthToDegrees, lineIntersect, pointToPolygonDistance, polygon as turfPolygon, transformRotate, transformTranslate } from '@turf/turf';
import type { Feature, MultiPolygon as TurfMultiPolygon, Polygon as TurfPolygon, Position as TurfPosition } from 'geojson';
import type { MultiPolygon, Polygon, Position } from '../core/geo/geojson.schema';
import { mulberry32 } from '../core/geo/test-support/random-polygons';
import { outlineFromPlan } from '../core/placement/outline';
import { placePlan, placementFrame, type PlacedPlan, type PlacementFrame } from '../core/placement/place-plan';
import { FREE_SPACE_ROTATION_ORDER_DEG, FREE_SPACE_STEP_FT, LOT_SHIFTS_FT, OFFSETS_IN, Placement, RAY_DIRECTIONS_DEG, ROTATION_ORDER_DEG } from '../core/placement/search';
import { prepareUnit, type PreparedUnit } from '../core/placement/unit';
import { classifyLotEdges } from '../core/setback/lot-edges';
import { setbackArea, type Setbacks } from '../core/setback/setback-area';
import type { PointFt } from '../core/geo/point-ft';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../tests/setup/shared-data';
import { loadCambridgeLots } from './support/cambridge-lots';
import { median, round, timePerCase } from './support/stats';
import type { BenchResult } from './support/types';

/** The backyard-cottage setbacks of the other Cambridge benchmarks, and 10 ft from buildings. */
const SETBACKS: Setbacks = { frontFt: 15, sideFt: 7.5, rearFt: 20 };
const SEPARATION_FT = 10;
const SAMPLE_LOTS = 200;
const RUNS = 5;
/** How far (feet) the baseline keeps its distance shortcuts on the safe side of rounding. */
const PRUNE_SLACK_FT = 1e-6;
/** Answers count as identical when every corner is within this many feet. */
const SAME_FT = 1e-6;

interface Case {
  lot: Polygon | MultiPolygon;
  area: Polygon | MultiPolygon | null;
  buildings: Polygon[];
}

// The baseline: the same candidates in the same order, each built with turf.transformRotate and
// transformTranslate and tested for exact containment with turf predicates. turf moves points along
// rhumb lines on a sphere, while core/geo measures feet in a local frame; so that both measure the
// same feet, the baseline draws the lot's feet frame near (0, 0), where rhumb lines are straight
// and a degree is the same length both ways.

const DEGREES_PER_FOOT = lengthToDegrees(1, 'feet');
type Area = Feature<TurfPolygon | TurfMultiPolygon>;

const toDegrees = (p: PointFt): TurfPosition => [p[0] * DEGREES_PER_FOOT, p[1] * DEGREES_PER_FOOT];
const closed = (ring: readonly PointFt[]): TurfPosition[] => [...ring.map(toDegrees), toDegrees(ring[0]!)];
const areaFeature = (rings: readonly PointFt[][]): Area => turfPolygon(rings.map(closed)) as Area;

/** Polygons in feet (outer ring, then holes) as one turf MultiPolygon. */
const multiArea = (parts: readonly PointFt[][][]): Area => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'MultiPolygon', coordinates: parts.map((rings) => rings.map(closed)) },
});

interface TurfSpace {
  lot: Area;
  lotVertices: TurfPosition[];
  area: Area | null;
  areaVertices: TurfPosition[];
  areaBox: [number, number, number, number];
  buildings: Area[];
}

const SAME_POINT_DEG = 1e-9 * DEGREES_PER_FOOT;
const isVertex = (p: TurfPosition, vertices: readonly TurfPosition[]): boolean =>
  vertices.some((v) => Math.abs(v[0]! - p[0]!) <= SAME_POINT_DEG && Math.abs(v[1]! - p[1]!) <= SAME_POINT_DEG);

/** Exact containment with turf: every corner inside, no vertex of the area strictly inside, no crossing other than at a vertex. */
function turfInside(unit: Feature<TurfPolygon>, area: Area, areaVertices: readonly TurfPosition[]): boolean {
  const ring = unit.geometry.coordinates[0]!;
  for (let i = 0; i + 1 < ring.length; i++) if (!booleanPointInPolygon(ring[i]!, area)) return false;
  for (const v of areaVertices) if (booleanPointInPolygon(v, unit, { ignoreBoundary: true })) return false;
  for (const hit of lineIntersect(unit, area).features) {
    const p = hit.geometry.coordinates;
    if (!isVertex(p, ring) && !isVertex(p, areaVertices)) return false;
  }
  return true;
}

function baselinePlace(unit: PreparedUnit, f: PlacementFrame): { outline: TurfPosition[]; placement: Placement } {
  const verticesOf = (parts: readonly PointFt[][][]) => parts.flat(2).map(toDegrees);
  const space: TurfSpace = {
    lot: multiArea(f.lotParts),
    lotVertices: verticesOf(f.lotParts),
    area: f.areaParts ? multiArea(f.areaParts) : null,
    areaVertices: f.areaParts ? verticesOf(f.areaParts) : [],
    areaBox: [Infinity, Infinity, -Infinity, -Infinity],
    buildings: f.buildingRings.map((rings) => areaFeature(rings)),
  };
  for (const [x, y] of f.areaParts?.flat(2) ?? []) {
    space.areaBox = [Math.min(space.areaBox[0], x), Math.min(space.areaBox[1], y), Math.max(space.areaBox[2], x), Math.max(space.areaBox[3], y)];
  }
  const axisDeg = (f.axisRad * 180) / Math.PI;
  const shape = (xy: Float64Array, at: PointFt): Feature<TurfPolygon> => {
    const ring: PointFt[] = [];
    for (let i = 0; i < xy.length; i += 2) ring.push([at[0] + xy[i]!, at[1] + xy[i + 1]!]);
    return turfPolygon([closed(ring)]);
  };
  /** The unit with its anchor at `from`, turned by the axis plus `turnDeg`, then moved `distanceFt` along `directionDeg` (both from the axis). */
  const candidate = (xy: Float64Array, from: PointFt, turnDeg: number, distanceFt: number, directionDeg: number): Feature<TurfPolygon> => {
    // turf turns clockwise and takes bearings clockwise from north.
    const turned = transformRotate(shape(xy, from), -(axisDeg + turnDeg), { pivot: toDegrees(from) });
    return distanceFt === 0 ? turned : transformTranslate(turned, distanceFt, 90 - (axisDeg + directionDeg), { units: 'feet' });
  };
  const fits = (area: Area, vertices: readonly TurfPosition[], from: PointFt, turnDeg: number, distanceFt: number, directionDeg: number): Feature<TurfPolygon> | undefined => {
    if (!turfInside(candidate(unit.inner, from, turnDeg, distanceFt, directionDeg), area, vertices)) return undefined;
    const outer = candidate(unit.outer, from, turnDeg, distanceFt, directionDeg);
    return space.buildings.some((b) => booleanIntersects(outer, b)) ? undefined : outer;
  };
  const rays = (area: Area, vertices: readonly TurfPosition[], from: PointFt, offsetsFt: readonly number[]): Feature<TurfPolygon> | undefined => {
    for (const turnDeg of ROTATION_ORDER_DEG) {
      const found = fits(area, vertices, from, turnDeg, 0, 0);
      if (found) return found;
    }
    for (const offset of offsetsFt) {
      if (offset === 0) continue;
      for (const turnDeg of ROTATION_ORDER_DEG) {
        for (const direction of RAY_DIRECTIONS_DEG) {
          const found = fits(area, vertices, from, turnDeg, offset, direction);
          if (found) return found;
        }
      }
    }
    return undefined;
  };
  const freeSpace = (area: Area): Feature<TurfPolygon> | undefined => {
    const [minX, minY, maxX, maxY] = space.areaBox;
    const ux = Math.cos(f.axisRad);
    const uy = Math.sin(f.axisRad);
    const h = FREE_SPACE_STEP_FT;
    const is: number[] = [];
    const js: number[] = [];
    for (const [cx, cy] of [[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY]] as const) {
      is.push(((cx - f.start[0]) * ux + (cy - f.start[1]) * uy) / h);
      js.push((-(cx - f.start[0]) * uy + (cy - f.start[1]) * ux) / h);
    }
    const points: { i: number; j: number; r2: number; angle: number }[] = [];
    for (let i = Math.floor(Math.min(...is)); i <= Math.ceil(Math.max(...is)); i++) {
      for (let j = Math.floor(Math.min(...js)); j <= Math.ceil(Math.max(...js)); j++) {
        let angle = Math.atan2(j, i);
        if (angle < 0) angle += 2 * Math.PI;
        points.push({ i, j, r2: i * i + j * j, angle });
      }
    }
    points.sort((a, b) => a.r2 - b.r2 || a.angle - b.angle);
    for (const p of points) {
      const distance = h * Math.hypot(p.i, p.j);
      const direction = (p.angle * 180) / Math.PI;
      // The unit's moved-in outline holds a disc of its inner depth around the anchor, and the unit one of
      // its outer depth: where the anchor is nearer the area's edge or a building, no turn can fit.
      const anchor = transformTranslate({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: toDegrees(f.start) } }, distance, 90 - (axisDeg + direction), { units: 'feet' });
      if (!booleanPointInPolygon(anchor, area)) continue;
      if (-pointToPolygonDistance(anchor, area, { units: 'feet', method: 'planar' }) < unit.innerDepth - PRUNE_SLACK_FT) continue;
      if (space.buildings.some((b) => pointToPolygonDistance(anchor, b, { units: 'feet', method: 'planar' }) < unit.outerDepth - PRUNE_SLACK_FT)) continue;
      for (const turnDeg of FREE_SPACE_ROTATION_ORDER_DEG) {
        const found = fits(area, space.areaVertices, f.start, turnDeg, distance, direction);
        if (found) return found;
      }
    }
    return undefined;
  };
  const toOutline = (found: Feature<TurfPolygon>) => found.geometry.coordinates[0]!.slice(0, -1);
  if (space.area) {
    const found = rays(space.area, space.areaVertices, f.start, OFFSETS_IN.map((inches) => inches / 12)) ?? freeSpace(space.area);
    if (found) return { outline: toOutline(found), placement: Placement.SetbackFit };
  }
  const shifted = rays(space.lot, space.lotVertices, f.lotCentre, LOT_SHIFTS_FT);
  if (shifted) return { outline: toOutline(shifted), placement: Placement.LotFitNoCollision };
  return { outline: toOutline(candidate(unit.outer, f.lotCentre, 0, 0, 0)), placement: Placement.LotCenter };
}

/** The baseline's answer in [lng, lat], as placePlan gives it. */
function turfPlacePlan(c: Case, unit: PreparedUnit): { ring: Position[]; placement: Placement } {
  const f = placementFrame(c);
  const { outline, placement } = baselinePlace(unit, f);
  return { ring: outline.map((p) => f.frame.toLngLat([p[0]! / DEGREES_PER_FOOT, p[1]! / DEGREES_PER_FOOT])), placement };
}

function sameAnswer(c: Case, ours: PlacedPlan, theirs: { ring: Position[]; placement: Placement }): boolean {
  if (ours.placement !== theirs.placement) return false;
  const { frame } = placementFrame(c);
  const ring = ours.polygon.coordinates[0]!.slice(0, -1);
  if (ring.length !== theirs.ring.length) return false;
  return ring.every((p, i) => {
    const a = frame.toFeet(p);
    const b = frame.toFeet(theirs.ring[i]!);
    // Ours is rounded to 1e-9 degrees, about 0.0004 ft.
    return Math.hypot(a[0] - b[0], a[1] - b[1]) <= SAME_FT + 0.0005;
  });
}

/** Total and median per lot of placePlan over a seeded sample of Cambridge lots with buildings, against the turf search. */
export default async function placementBench(): Promise<BenchResult[]> {
  if (!SHARED_DATA_DIR) {
    console.log(`  placement ${SHARED_DATA_MISSING}`);
    return [];
  }
  const all = (await loadCambridgeLots(join(SHARED_DATA_DIR, 'cambridge-ma'), () => true, SEPARATION_FT)).filter((c) => c.obstacles);
  const random = mulberry32(0x91ace);
  const sample = all.map((c) => ({ c, key: random() })).sort((a, b) => a.key - b.key).slice(0, SAMPLE_LOTS).map(({ c }) => c);
  const cases: Case[] = sample.map((c) => ({
    lot: c.lot as Polygon | MultiPolygon,
    area: setbackArea(c.lot as Polygon | MultiPolygon, classifyLotEdges(c.lot as Polygon | MultiPolygon, c.context), SETBACKS, c.obstacles),
    buildings: [...c.obstacles!.footprints],
  }));
  const outline = outlineFromPlan([360, 240, 360, 240], [0, 90, 180, 270]);
  if (!outline.ok) throw new Error(outline.reason);
  const unit = prepareUnit(outline.ring);
  const ours = (c: Case) => placePlan({ ...c, unit });
  const theirs = (c: Case) => turfPlacePlan(c, unit);

  timePerCase(cases, 2, ours);
  timePerCase(cases.slice(0, 10), 1, theirs);
  const samples = timePerCase(cases, RUNS, ours);
  const baseline = timePerCase(cases, 1, theirs);

  const kinds: Record<string, number> = {};
  let identical = 0;
  const differing: number[] = [];
  cases.forEach((c, i) => {
    const a = ours(c);
    kinds[a.placement] = (kinds[a.placement] ?? 0) + 1;
    if (sameAnswer(c, a, theirs(c))) identical++;
    else differing.push(i);
  });
  if (differing.length > 0) {
    throw new Error(`placePlan and the turf search differ on ${differing.length} of ${cases.length} lots (sample indices ${differing.slice(0, 10).join(', ')})`);
  }
  const total = samples.reduce((sum, t) => sum + t, 0);
  const baselineTotal = baseline.reduce((sum, t) => sum + t, 0);
  const speedTotal = baselineTotal / total;
  const speedMedian = median(baseline) / median(samples);
  const note = `${cases.length} seeded Cambridge lots with Kendall footprints (of ${all.length}); setbacks 15/7.5/20 ft, 10 ft from buildings; `
    + `placements ${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}; identical answers ${identical} of ${cases.length}; `
    + `${round(speedTotal, 0)}x faster in total, ${round(speedMedian, 0)}x by median; ours median of ${RUNS} runs per lot, turf once`;
  const baselineName = 'the same candidates built with turf.transformRotate/transformTranslate, exact containment with turf predicates';
  return [
    { name: 'placement.total', value: round(total, 2), unit: 'ms for all lots', baseline: { name: baselineName, value: round(baselineTotal, 1) }, ratio: round(total / baselineTotal, 5), runs: RUNS, note },
    { name: 'placement.lot.p50', value: round(median(samples), 4), unit: 'ms per lot', baseline: { name: baselineName, value: round(median(baseline), 2) }, ratio: round(median(samples) / median(baseline), 5), runs: RUNS, note },
  ];
}
