// placePlan on real Cambridge lots (../shared/data): every fit inside its setback area and lot by
// 1/4 inch and clear of the buildings on both ADU pages, the same answer whatever the vertex order,
// the same kind when the lot turns, and the free-space step finding places the spec's rays miss.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaSqFt } from '../geo/area';
import { bboxOf, bboxesIntersect, expandBBoxByFeet, type BBox } from '../geo/bbox';
import type { AreaGeometry, FeatureCollection, MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { createLocalFrame } from '../geo/local-frame';
import { polygonsIntersect } from '../geo/polygon-relations';
import { mulberry32 } from '../geo/test-support/random-polygons';
import { classifyLotEdges, type LotContext } from '../setback/lot-edges';
import { setbackArea } from '../setback/setback-area';
import { outlineFromPlan } from './outline';
import { Placement, placePlan, placementFrame, searchSpaceOf } from './place-plan';
import { SearchStep, searchPlacement } from './search';
import { farthestOutsideFt } from './test-support/reference';
import { CONTAINMENT_TOLERANCE_FT, prepareUnit } from './unit';

const dir = fileURLToPath(new URL('../../../shared/data/cambridge-ma/', import.meta.url));
const hasData = existsSync(dir);
const seed = Number(process.env.PLACEMENT_SEED ?? Math.floor(Math.random() * 2 ** 32));
const SETBACKS = { frontFt: 15, sideFt: 7.5, rearFt: 20 };
const SAMPLE = 300;

interface Lot {
  useCode: string;
  lot: Polygon | MultiPolygon;
  context: LotContext;
  footprints: Polygon[];
}

/** Every taxed lot with the parcels within 50 ft around it and, in the Kendall window, its footprints. */
function readLots(): Lot[] {
  const read = <T>(file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as T;
  const parcels = read<FeatureCollection<AreaGeometry, { use_code: string | null }>>('parcels_fy2014.geojson').features
    .filter((f) => JSON.stringify(f.geometry.coordinates).includes('[['));
  const buildings = read<FeatureCollection<Polygon, unknown>>('buildings_kendall_east_cambridge_2017.geojson').features.map((f) => f.geometry);
  const extent = bboxOf(read<FeatureCollection<Polygon, unknown>>('buildings_kendall_east_cambridge_extent.geojson').features[0]!.geometry);
  const boxes = parcels.map((f) => bboxOf(f.geometry));
  const buildingBoxes = buildings.map((b) => bboxOf(b));
  // Parcels sorted by west edge, so the neighbours of a box are found by a short scan.
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a]![0] - boxes[b]![0]);
  const near = (box: BBox): number[] => {
    const found: number[] = [];
    for (const i of order) {
      if (boxes[i]![0] > box[2]) break;
      if (bboxesIntersect(boxes[i]!, box)) found.push(i);
    }
    return found;
  };
  const inside = (box: BBox) => box[0] >= extent[0] && box[2] <= extent[2] && box[1] >= extent[1] && box[3] <= extent[3];
  return parcels.flatMap((f, i) => {
    if (f.properties.use_code === null) return [];
    const around = near(expandBBoxByFeet(boxes[i]!, 50)).filter((j) => j !== i).map((j) => parcels[j]!);
    return [{
      useCode: f.properties.use_code,
      lot: f.geometry as Polygon | MultiPolygon,
      context: {
        streets: around.filter((p) => p.properties.use_code === null).map((p) => p.geometry),
        neighbours: around.filter((p) => p.properties.use_code !== null).map((p) => p.geometry),
      },
      footprints: inside(boxes[i]!) ? buildings.filter((_, k) => bboxesIntersect(buildingBoxes[k]!, boxes[i]!)) : [],
    }];
  });
}

const outline = outlineFromPlan([360, 240, 360, 240], [0, 90, 180, 270]);
if (!outline.ok) throw new Error(outline.reason);
const unit = prepareUnit(outline.ring);
const lots = hasData ? readLots() : [];

/** The setback areas of both ADU types: the detached one keeps 10 ft from buildings. */
const areasOf = (l: Lot) => {
  const edges = classifyLotEdges(l.lot, l.context);
  return {
    'backyard-cottage': setbackArea(l.lot, edges, SETBACKS, l.footprints.length > 0 ? { footprints: l.footprints, separationFt: 10 } : undefined),
    'in-home-apartment': setbackArea(l.lot, edges, SETBACKS),
  };
};

describe.skipIf(!hasData)(`placePlan on Cambridge lots (seed ${seed})`, () => {
  const random = mulberry32(seed);
  const withBuildings = lots.filter((l) => l.footprints.length > 0);
  const pick = (list: readonly Lot[], count: number) => list.map((l) => ({ l, key: random() })).sort((a, b) => a.key - b.key).slice(0, count).map(({ l }) => l);
  const sample = hasData ? [...pick(withBuildings, SAMPLE / 2), ...pick(lots, SAMPLE / 2)].map((l) => ({ ...l, areas: areasOf(l) })) : [];

  it('keeps every fit inside its area and the lot by 1/4 inch and clear of the buildings, on both pages', () => {
    console.log(`placement Cambridge seed: ${seed} (set PLACEMENT_SEED to replay)`);
    const kinds: Record<string, number> = {};
    for (const [n, l] of sample.entries()) {
      for (const [page, area] of Object.entries(l.areas)) {
        const context = `seed ${seed}, sample lot ${n}, ${page}: ${JSON.stringify(l.lot).slice(0, 200)}`;
        const placed = placePlan({ lot: l.lot, area, buildings: l.footprints, unit });
        kinds[placed.placement] = (kinds[placed.placement] ?? 0) + 1;
        expect(areaSqFt(placed.polygon), context).toBeCloseTo(600, 0);
        if (placed.placement === Placement.LotCenter) continue;
        expect(farthestOutsideFt(placed.polygon, l.lot), context).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
        if (placed.placement === Placement.SetbackFit) expect(farthestOutsideFt(placed.polygon, area!), context).toBeLessThanOrEqual(CONTAINMENT_TOLERANCE_FT);
        for (const footprint of l.footprints) expect(polygonsIntersect(placed.polygon, footprint), context).toBe(false);
      }
    }
    expect(kinds[Placement.SetbackFit] ?? 0).toBeGreaterThan(SAMPLE / 10);
  });

  it('gives the same answer whatever the order and winding of the lot’s vertices', () => {
    const reversed = (g: Polygon | MultiPolygon): Polygon | MultiPolygon => {
      const ring = (r: Position[]) => {
        const open = r.slice(0, -1).reverse();
        const k = Math.floor(open.length / 3);
        const turned = [...open.slice(k), ...open.slice(0, k)];
        return [...turned, turned[0]!];
      };
      return g.type === 'Polygon' ? { type: 'Polygon', coordinates: g.coordinates.map(ring) } : { type: 'MultiPolygon', coordinates: g.coordinates.map((rings) => rings.map(ring)) };
    };
    for (const [n, l] of sample.entries()) {
      const area = l.areas['backyard-cottage'];
      const placed = placePlan({ lot: l.lot, area, buildings: l.footprints, unit });
      const again = placePlan({ lot: reversed(l.lot), area, buildings: l.footprints, unit });
      expect(again.placement, `sample lot ${n}`).toBe(placed.placement);
      const frame = createLocalFrame(placed.polygon.coordinates[0]![0]!);
      again.polygon.coordinates[0]!.forEach((p, i) => {
        const a = frame.toFeet(p);
        const b = frame.toFeet(placed.polygon.coordinates[0]![i]!);
        expect(Math.hypot(a[0] - b[0], a[1] - b[1]), `sample lot ${n}`).toBeLessThan(1e-3);
      });
    }
  });

  it('keeps the kind and the area when the lot, its area and buildings turn', () => {
    let differ = 0;
    for (const l of sample) {
      const area = l.areas['backyard-cottage'];
      const placed = placePlan({ lot: l.lot, area, buildings: l.footprints, unit });
      const frame = createLocalFrame(placed.polygon.coordinates[0]![0]!);
      const angle = random() * 2 * Math.PI;
      const turn = (p: Position): Position => {
        const [x, y] = frame.toFeet(p);
        return frame.toLngLat([x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)]);
      };
      const turnAll = <G extends Polygon | MultiPolygon>(g: G): G =>
        (g.type === 'Polygon' ? { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(turn)) } : { type: 'MultiPolygon', coordinates: g.coordinates.map((rings) => rings.map((r) => r.map(turn))) }) as G;
      const turned = placePlan({ lot: turnAll(l.lot), area: area && turnAll(area), buildings: l.footprints.map(turnAll), unit });
      expect(areaSqFt(turned.polygon)).toBeCloseTo(areaSqFt(placed.polygon), 0);
      if (turned.placement !== placed.placement) differ++;
    }
    // Turning in lng/lat changes a lot by parts per million, which can tip a candidate on the edge of fitting.
    expect(differ).toBeLessThanOrEqual(sample.length / 20);
  });

  it('finds with the free-space step units that fit where no ray from the start reaches', () => {
    const steps: Record<string, number> = {};
    // Residential lots (use codes 1xx), where ADUs go.
    const residential = lots.filter((l) => l.useCode.startsWith('1'));
    for (const l of residential) {
      const area = setbackArea(l.lot, classifyLotEdges(l.lot, l.context), SETBACKS, l.footprints.length > 0 ? { footprints: l.footprints, separationFt: 10 } : undefined);
      const step = searchPlacement(unit, searchSpaceOf(placementFrame({ lot: l.lot, area, buildings: l.footprints }))).step;
      steps[step] = (steps[step] ?? 0) + 1;
    }
    console.log(`placement steps on ${residential.length} residential Cambridge lots: ${JSON.stringify(steps)}`);
    // About 70 of some 6,600 fits come from the free-space step; the threshold is far below.
    expect(steps[SearchStep.FreeSpace] ?? 0).toBeGreaterThanOrEqual(30);
    expect(steps[SearchStep.Rays] ?? 0).toBeGreaterThan(5_000);
  });
});

describe.skipIf(hasData)('placePlan on Cambridge lots', () => {
  it('is skipped: ../shared/data is absent (real open geodata for tests)', () => {
    console.log('placement Cambridge tests skipped: ../shared/data is absent (real open geodata for tests)');
  });
});
