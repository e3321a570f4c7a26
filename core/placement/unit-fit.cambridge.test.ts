// unitFitProblems on a real Cambridge lot (../shared/data): 334 Hurley St (map-lot 26-103), a
// 29 x 100 ft lot in Residence C-1 with its 2010 footprint, classified from the parcels around it,
// with the setbacks our sources give a backyard cottage there (5 ft side and rear since the 2025
// rezoning, 760 CMR 71.03). A 12 x 10 ft cottage 3.2 ft from a side line is 1.8 ft inside the
// side setback; slid 1 ft further out, 2.8 ft.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bboxOf, bboxesIntersect, expandBBoxByFeet } from '../geo/bbox';
import type { AreaGeometry, FeatureCollection, Polygon } from '../geo/geojson.schema';
import { createLocalFrame } from '../geo/local-frame';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { pointOnSurface } from '../geo/point-on-surface';
import { RULESETS } from '../jurisdictions';
import { propertyTypeFromUseCode } from '../property/use-code';
import { evaluate } from '../rules/evaluate';
import { classifyLotEdges, EdgeKind } from '../setback/lot-edges';
import { FitReason, unitFitProblems } from './unit-fit';

const dir = fileURLToPath(new URL('../../../shared/data/cambridge-ma/', import.meta.url));
const hasData = existsSync(dir);
if (!hasData) console.log('unit fit Cambridge tests skipped: ../shared/data is absent (real open geodata for tests)');
const ML = '26-103';

interface Parcel {
  ml: string;
  use_code: string | null;
  gross_area_sqft: number | null;
  land_area_sqft: number | null;
}

function readLot() {
  const read = <T>(file: string) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as T;
  const parcels = read<FeatureCollection<AreaGeometry, Parcel>>('parcels_fy2014.geojson').features.filter((f) => JSON.stringify(f.geometry.coordinates).includes('[['));
  const parcel = parcels.find((f) => f.properties.ml === ML)!;
  const near = expandBBoxByFeet(bboxOf(parcel.geometry), 60);
  const around = parcels.filter((f) => f !== parcel && bboxesIntersect(bboxOf(f.geometry), near));
  const lot = parcel.geometry as Polygon;
  const edges = classifyLotEdges(lot, {
    streets: around.filter((f) => f.properties.use_code === null).map((f) => f.geometry),
    neighbours: around.filter((f) => f.properties.use_code !== null).map((f) => f.geometry),
  });
  const houses = read<FeatureCollection<Polygon, { ml: string | null; type: string }>>('buildings_kendall_east_cambridge_2017.geojson')
    .features.filter((f) => f.properties.ml === ML && f.properties.type === 'BLDG')
    .map((f) => f.geometry);
  const point = pointOnSurface(lot);
  const zone = read<FeatureCollection<AreaGeometry, { ZONE_TYPE: string }>>('zoning_districts.geojson').features.find((d) => isPointInPolygon(point, d.geometry))!.properties.ZONE_TYPE;
  const evaluation = evaluate(
    { state: 'MA', jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: zone }], propertyType: propertyTypeFromUseCode(parcel.properties.use_code), grossFloorArea: parcel.properties.gross_area_sqft, lotSize: parcel.properties.land_area_sqft },
    RULESETS,
    '2026-06-01',
  );
  return { lot, edges, houses, setbacks: evaluation.setbacks.ext };
}

describe.skipIf(!hasData)(`unitFitProblems on a Cambridge lot (${ML}, 334 Hurley St)`, () => {
  const on = hasData ? readLot() : undefined!;
  /** A 12 x 10 ft cottage along the first side line, 60% of the way along it, `inFt` in from it. */
  const cottageFrom = (inFt: number): Polygon => {
    const side = on.edges.find((e) => e.kind === EdgeKind.InteriorSide)!;
    const frame = createLocalFrame(side.from);
    const [ax, ay] = frame.toFeet(side.from);
    const [bx, by] = frame.toFeet(side.to);
    const length = Math.hypot(bx - ax, by - ay);
    const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
    // The lot lies to the left of its counter-clockwise edges.
    const at = (along: number, inward: number) => frame.toLngLat([ax + ux * along - uy * inward, ay + uy * along + ux * inward]);
    const start = 0.6 * length;
    const ring = [at(start, inFt), at(start + 12, inFt), at(start + 12, inFt + 10), at(start, inFt + 10)];
    return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
  };

  it('reads 5 ft side and rear setbacks for a backyard cottage from our sources', () => {
    expect(on.setbacks.side).toBe(5);
    expect(on.setbacks.rear).toBe(5);
    expect(on.houses).toHaveLength(1);
  });

  it('puts a cottage 3.2 ft from the side line 1.8 ft inside the 5 ft side setback, and 2.8 ft once 1 ft further out', () => {
    const setbacks = { frontFt: on.setbacks.front ?? 0, sideFt: on.setbacks.side!, rearFt: on.setbacks.rear! };
    const around = { lot: on.lot, edges: on.edges, setbacks, obstacles: on.houses.map((geometry) => ({ geometry, separationFt: 0 })) };
    const sideOf = (inFt: number) => unitFitProblems(cottageFrom(inFt), around).find((p) => p.reason === FitReason.Setback && p.line === EdgeKind.InteriorSide);
    // Within 1/10,000 ft: the lot is measured in its own frame, the cottage built in another.
    const near = sideOf(3.2)!;
    expect(near).toMatchObject({ reason: FitReason.Setback, line: EdgeKind.InteriorSide, setbackFt: 5 });
    expect(near.reason === FitReason.Setback && near.insideFt).toBeCloseTo(1.8, 4);
    const nearer = sideOf(2.2)!;
    expect(nearer.reason === FitReason.Setback && nearer.insideFt).toBeCloseTo(2.8, 4);
    // 5 ft in, it meets the side setback.
    expect(sideOf(5)).toBeUndefined();
    // Nothing else is in its way there: not the house, not another line.
    expect(unitFitProblems(cottageFrom(3.2), around)).toHaveLength(1);
  });
});
