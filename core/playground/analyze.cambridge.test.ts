// The playground analysis on a real Cambridge lot (../shared/data): 334 Hurley St, a three-family
// house in Residence C-1 on a 29 x 100 ft lot with its 2010 footprint. Cambridge's rules in our
// sources give 5 ft side and rear setbacks in residential districts since February 10, 2025, and
// nothing on accessory structures: a backyard cottage 2 ft from a side line is refused with that
// rule, a shed well inside the lot is left open with what is missing.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnalysisObject } from './analysis-result';
import { bboxOf, bboxesIntersect, expandBBoxByFeet } from '../geo/bbox';
import type { AreaGeometry, FeatureCollection, Polygon } from '../geo/geojson.schema';
import { createLocalFrame } from '../geo/local-frame';
import { isPointInPolygon } from '../geo/point-in-polygon';
import { pointOnSurface } from '../geo/point-on-surface';
import { polygonsIntersect } from '../geo/polygon-relations';
import { outlineFromPlan } from '../placement/outline';
import { placePlan } from '../placement/place-plan';
import { prepareUnit } from '../placement/unit';
import { propertyTypeFromUseCode } from '../property/use-code';
import { RULESETS } from '../jurisdictions';
import { evaluate } from '../rules/evaluate';
import { classifyLotEdges, EdgeKind } from '../setback/lot-edges';
import { setbackArea } from '../setback/setback-area';
import { analyzePlayground, CheckKind, type PlaygroundLot } from './analyze';

const dir = fileURLToPath(new URL('../../../shared/data/cambridge-ma/', import.meta.url));
const hasData = existsSync(dir);
if (!hasData) console.log('playground Cambridge tests skipped: ../shared/data is absent (real open geodata for tests)');

const ML = '26-103';
const DATE = '2026-06-01';

interface Parcel {
  ml: string;
  use_code: string | null;
  gross_area_sqft: number | null;
  land_area_sqft: number | null;
}

/** The lot with the parcels around it, its footprints and its zone on the current map, as the importer reads them. */
function readLot(): PlaygroundLot {
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
  const buildings = read<FeatureCollection<Polygon, { ml: string | null; type: string; bldg_id: string | null }>>('buildings_kendall_east_cambridge_2017.geojson')
    .features.filter((f) => f.properties.ml === ML && (f.properties.type === 'BLDG' || f.properties.type === 'OUTBLDG'))
    .map((f, i) => ({ id: f.properties.bldg_id ?? `b${i}`, kind: f.properties.type === 'BLDG' ? ('main' as const) : ('outbuilding' as const), label: null, geometry: f.geometry }));
  const point = pointOnSurface(lot);
  const zone = read<FeatureCollection<AreaGeometry, { ZONE_TYPE: string }>>('zoning_districts.geojson').features.find((d) => isPointInPolygon(point, d.geometry))!.properties.ZONE_TYPE;
  const evaluation = evaluate(
    {
      state: 'MA',
      jurisdictionId: 'ma-cambridge',
      zoning: [{ zoningMap: '2026-03', zoneCode: zone }],
      propertyType: propertyTypeFromUseCode(parcel.properties.use_code),
      grossFloorArea: parcel.properties.gross_area_sqft,
      lotSize: parcel.properties.land_area_sqft,
    },
    RULESETS,
    DATE,
  );
  return { lot, edges, lotAreaSqFt: parcel.properties.land_area_sqft, buildings, buildingsKnown: true, considerations: [], evaluation, date: DATE };
}

const feature = (id: string, category: AnalysisObject['properties']['category'], geometry: Polygon): AnalysisObject => ({ type: 'Feature', geometry, properties: { id, category, existingStructure: false } });

describe.skipIf(!hasData)(`the playground analysis on a Cambridge lot (${ML}, 334 Hurley St)`, () => {
  const on = hasData ? readLot() : undefined!;

  it('is a Residence C-1 lot with one house, under the rules since the rezoning', () => {
    expect(on.evaluation.zone).toBe('C-1');
    expect(on.evaluation.rulesetIds).toEqual(['ma-2025', 'ma-cambridge-2025']);
    expect(on.buildings.map((b) => b.kind)).toEqual(['main']);
  });

  it('refuses a backyard cottage 2 ft from a side line, citing the 5 ft rule', () => {
    // A 12 x 10 ft cottage along the first side line, three quarters of the way back, 2 ft in from it.
    const side = on.edges.find((e) => e.kind === EdgeKind.InteriorSide)!;
    const frame = createLocalFrame(side.from);
    const [ax, ay] = frame.toFeet(side.from);
    const [bx, by] = frame.toFeet(side.to);
    const length = Math.hypot(bx - ax, by - ay);
    const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
    // The lot lies to the left of its counter-clockwise edges.
    const [nx, ny] = [-uy, ux];
    const at = (along: number, inward: number) => frame.toLngLat([ax + ux * along + nx * inward, ay + uy * along + ny * inward]);
    const start = 0.6 * length;
    const ring = [at(start, 2), at(start + 12, 2), at(start + 12, 12), at(start, 12)];
    const cottage = feature('cottage', 'backyard-cottage', { type: 'Polygon', coordinates: [[...ring, ring[0]!]] });
    expect(on.buildings.some((b) => polygonsIntersect(b.geometry, cottage.geometry))).toBe(false);

    const [result] = analyzePlayground(on, { buildings: [], objects: [cottage] });
    expect(result!.permission_status).toBe('NOT_PERMITTED');
    const sideCheck = result!.checks.find((c) => c.kind === CheckKind.SetbackSide)!;
    // 760 CMR 71.03: the cottage may keep the distance the city requires of its residential buildings.
    expect(sideCheck).toMatchObject({
      outcome: 'fail',
      text: 'Interior side lot line: 2 ft found, 5 ft required.',
      required: 5,
      cite: [{ doc: 'cambridge-multifamily-2025', sections: ['setbacks'] }, { doc: '760-cmr-71', sections: ['71.03-dimensions'] }],
    });
    expect(sideCheck.found).toBeCloseTo(2, 2);
    // C-1's use table is not on file: the cottage's legal status is inferred, so the check is open, with the assumption in words.
    expect(result!.checks.find((c) => c.kind === CheckKind.Legal)).toMatchObject({
      outcome: 'unknown',
      text: 'Zone C-1: a backyard cottage is allowed by right. Assumes single-family homes are allowed in C-1; confirm with Cambridge\u2019s use table.',
    });
    expect(result!.short_explanation).toBe('This backyard cottage is not permitted here: the side setback is not met (2 ft found, 5 ft required).');
    expect(result!.detailed_explanation).toContain(
      'Fails: Interior side lot line: 2 ft found, 5 ft required. Source: Cambridge zoning for multifamily housing citywide (Community Development Department), Side and rear setbacks; 760 CMR 71.00 Protected Use Accessory Dwelling Units, 71.03 Regulation of Protected Use ADUs: dimensional standards.',
    );
    // The 10 ft front yard of Residence C-1 (the sponsors' account) closes the area to draw.
    expect(result!.checks.find((c) => c.kind === CheckKind.SetbackFront)?.outcome).toBe('pass');
    expect(result!.setback_polygon).not.toBeNull();
  });

  it('leaves a shed well inside the lot open, naming the rules our sources lack', () => {
    // Placed 10 ft from every lot line and from the house.
    const area = setbackArea(on.lot, on.edges, { frontFt: 10, sideFt: 10, rearFt: 10 }, { footprints: on.buildings.map((b) => b.geometry), separationFt: 10 });
    const outline = outlineFromPlan([120, 96, 120, 96], [0, 90, 180, 270]);
    if (!outline.ok) throw new Error(outline.reason);
    const placed = placePlan({ lot: on.lot, area, buildings: on.buildings.map((b) => b.geometry), unit: prepareUnit(outline.ring), start: null });
    expect(placed.placement).toBe('setback_fit');

    const [result] = analyzePlayground(on, { buildings: [], objects: [feature('shed', 'shed', placed.polygon)] });
    // Every check is open: the answer is that it is not known, not a likelihood.
    expect(result!.permission_status).toBe('NOT_KNOWN');
    expect(result!.short_explanation).toBe(
      'Whether this shed is allowed here is not known: our data settles none of its rules (whether a shed is allowed in zone C-1, the front setback, the side setback, the rear setback, the separation between buildings, the footprint limit and the lot-coverage limit).',
    );
    expect(result!.checks.filter((c) => c.outcome === 'fail')).toEqual([]);
    expect(result!.checks.find((c) => c.kind === CheckKind.Legal)?.text).toBe('Zone C-1: whether a shed is allowed is not in our sources.');
  });

  it('allows a multi-family building on the strength of the citywide rezoning, but cannot settle its front setback', () => {
    const [result] = analyzePlayground(on, { buildings: [], objects: [feature('flats', 'multi-family', on.buildings[0]!.geometry)] });
    expect(result!.checks.find((c) => c.kind === CheckKind.Legal)).toMatchObject({
      outcome: 'pass',
      text: 'Zone C-1: a multi-family home is allowed by right.',
      cite: [
        { doc: 'cambridge-multifamily-petition-notice', sections: ['part-one'] },
        { doc: 'cambridge-multifamily-2025', sections: ['adoption', 'districts'] },
      ],
    });
    expect(result!.permission_status).not.toBe('PERMITTED');
  });
});
