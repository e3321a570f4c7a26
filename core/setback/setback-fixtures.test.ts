// Golden GeoJSON fixtures: fixtures/in/*.geojson run through classifyLotEdges and setbackArea must give fixtures/out/.
// `REGEN=1 npx vitest run --project unit core/setback` rewrites the synthetic inputs, the Cambridge inputs
// (when ../shared/data is there) and every output from the current code; a normal run compares them.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bboxClip } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { areaSqFt } from '../geo/area';
import { bboxOf, bboxesIntersect, expandBBoxByFeet } from '../geo/bbox';
import type { AreaGeometry, FeatureCollection, Polygon } from '../geo/geojson.schema';
import { polygonsIntersect } from '../geo/polygon-relations';
import { EdgeKind, EdgeReason, classifyLotEdges } from './lot-edges';
import { setbackArea } from './setback-area';
import { differences, inputCollection, outputCollection, readInput, type FixtureCollection, type FixtureInput } from './test-support/fixtures';
import { syntheticFixtures } from './test-support/synthetic-lots';

const REGEN = process.env.REGEN === '1';
const inDir = fileURLToPath(new URL('./fixtures/in/', import.meta.url));
const outDir = fileURLToPath(new URL('./fixtures/out/', import.meta.url));
const cambridgeDir = fileURLToPath(new URL('../../../shared/data/cambridge-ma/', import.meta.url));
const hasCambridge = existsSync(cambridgeDir);

/** Real Cambridge lots by map-lot id, each chosen for one situation. */
const CAMBRIDGE_LOTS: Record<string, { ml: string; description: string }> = {
  'cambridge-mid-block-18-locke-st': { ml: '183-36', description: 'Mid-block lot: one front on the right-of-way, one rear.' },
  'cambridge-corner-133-pearl-st': { ml: '103-36', description: 'Corner lot at an intersection: a front and an exterior side.' },
  'cambridge-curved-street-6-mercer-cir': { ml: '220-184', description: 'Lot on a circle: the street turns at the lot corner, then curves round the bulb in edges of about 20 degrees: one front, the rest of the street line exterior sides.' },
  'cambridge-deep-narrow-417-broadway': { ml: '139-37', description: 'Deep narrow lot: one short front, long sides, one rear.' },
  'cambridge-buildings-9-michael-way': { ml: '39-138', description: 'Kendall lot with its footprints (2010 flyover): the separation cuts the area.' },
  'cambridge-irregular-9c-russell-st': { ml: '181-206', description: 'Irregular six-edged lot on quantized outlines: one front, and a stepped rear line of three edges whose 7.6 ft step is rear too.' },
};
const CAMBRIDGE_SETBACKS = { frontFt: 15, sideFt: 7.5, rearFt: 20 };
/** Feet around a Cambridge lot within which streets (clipped) and neighbouring lots are kept in its fixture. */
const CONTEXT_FT = 150;

interface Parcel {
  ml: string;
  address: string | null;
  use_code: string | null;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const toText = (collection: FixtureCollection): string => `${JSON.stringify(collection)}\n`;

function cambridgeInputs(): Record<string, FixtureInput> {
  const parcels = readJson<FeatureCollection<AreaGeometry, Parcel>>(`${cambridgeDir}parcels_fy2014.geojson`).features
    .filter((f) => JSON.stringify(f.geometry.coordinates).includes('[['));
  const buildings = readJson<FeatureCollection<Polygon, { ml: string | null }>>(`${cambridgeDir}buildings_kendall_east_cambridge_2017.geojson`).features;
  const inputs: Record<string, FixtureInput> = {};
  for (const [name, { ml, description }] of Object.entries(CAMBRIDGE_LOTS)) {
    const lot = parcels.find((f) => f.properties.ml === ml);
    if (!lot) throw new Error(`No FY2014 parcel with ml ${ml}`);
    const near = expandBBoxByFeet(bboxOf(lot.geometry), CONTEXT_FT);
    const around = parcels.filter((f) => f !== lot && bboxesIntersect(bboxOf(f.geometry), near));
    inputs[name] = {
      description: `${description} FY2014 parcel ${ml}, ${lot.properties.address}; streets clipped to ${CONTEXT_FT} ft around.`,
      lot: lot.geometry,
      lotProperties: { ml, address: lot.properties.address, use_code: lot.properties.use_code },
      setbacks: CAMBRIDGE_SETBACKS,
      separationFt: 10,
      streets: around.filter((f) => f.properties.use_code === null).map((f) => bboxClip(f.geometry, near).geometry as AreaGeometry),
      neighbours: around.filter((f) => f.properties.use_code !== null).map((f) => f.geometry),
      buildings: buildings.filter((b) => polygonsIntersect(b.geometry, lot.geometry)).map((b) => b.geometry),
    };
  }
  return inputs;
}

const syntheticInputs = syntheticFixtures();
const cambridge = hasCambridge ? cambridgeInputs() : {};
if (REGEN) {
  mkdirSync(inDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, input] of Object.entries({ ...syntheticInputs, ...cambridge })) writeFileSync(`${inDir}${name}.geojson`, toText(inputCollection(input)));
}
const names = readdirSync(inDir).filter((f) => f.endsWith('.geojson')).map((f) => f.replace(/\.geojson$/, '')).sort();

describe('fixture inputs', () => {
  it('holds every synthetic input as its generator draws it', () => {
    for (const [name, input] of Object.entries(syntheticInputs)) {
      expect(readFileSync(`${inDir}${name}.geojson`, 'utf8'), name).toBe(toText(inputCollection(input)));
    }
  });

  it.skipIf(!hasCambridge)('holds every Cambridge input as parcels_fy2014 gives it (skipped without ../shared/data)', () => {
    for (const [name, input] of Object.entries(cambridge)) {
      const text = readFileSync(`${inDir}${name}.geojson`, 'utf8');
      expect(text, name).toBe(toText(inputCollection(input)));
      expect(text.length, name).toBeLessThan(60_000);
    }
  });
});

function run(name: string) {
  const input = readInput(readJson<FixtureCollection>(`${inDir}${name}.geojson`));
  const edges = classifyLotEdges(input.lot, input.context);
  const area = setbackArea(input.lot, edges, input.setbacks, input.obstacles);
  return { input, edges, area, output: outputCollection(input.lot, edges, area, area ? areaSqFt(area) : 0) };
}

describe('golden fixtures', () => {
  it.each(names)('%s', (name) => {
    const { output } = run(name);
    const path = `${outDir}${name}.geojson`;
    if (REGEN) writeFileSync(path, `${JSON.stringify(output, null, 1)}\n`);
    const found = differences(output, readJson<FixtureCollection>(path), 1e-7);
    expect(found.slice(0, 10), `${name} differs from fixtures/out (REGEN=1 rewrites it)`).toEqual([]);
  });
});

const kinds = (name: string) => run(name).edges.map((e) => e.kind);
const count = (list: readonly string[], kind: string) => list.filter((k) => k === kind).length;

describe('fixture behaviour', () => {
  it('gives the interior lot one front made of its three collinear segments', () => {
    const { edges } = run('interior-lot-street');
    expect(edges.map((e) => [e.kind, Math.round(e.lengthFt)])).toEqual([['front', 50], ['interior side', 100], ['rear', 50], ['interior side', 100]]);
    expect(edges[0]!.reason).toBe(EdgeReason.RightOfWay);
  });

  it('gives the corner lot a front on the address street, an exterior side on the other, the rear opposite the front', () => {
    expect(kinds('corner-lot')).toEqual(['front', 'interior side', 'rear', 'exterior side']);
  });

  it('makes both north-facing edges of the L rear', () => {
    expect(kinds('l-shaped-lot')).toEqual(['front', 'interior side', 'rear', 'interior side', 'rear', 'interior side']);
  });

  it('puts the flag lot front on its pole end only', () => {
    const { edges } = run('flag-lot');
    expect(edges.map((e) => e.kind)).toEqual(['front', 'interior side', 'interior side', 'interior side', 'rear', 'interior side', 'interior side', 'interior side']);
    expect(edges[0]!.lengthFt).toBeCloseTo(20, 2);
  });

  it('finds the front of a lot without street data on the side open between neighbours', () => {
    const { edges } = run('gap-front-lot');
    expect(edges.map((e) => [e.kind, e.reason])).toEqual([
      ['front', EdgeReason.Open], ['interior side', EdgeReason.Neighbour], ['rear', EdgeReason.OppositeFront], ['interior side', EdgeReason.Neighbour],
    ]);
  });

  it('splits the area of the two-building lot around the grown footprints', () => {
    const { area } = run('two-buildings-lot');
    expect(area?.type).toBe('MultiPolygon');
  });

  it('gives the Cambridge corner lot a front and an exterior side, and the mid-block lot one front and one rear', () => {
    const corner = kinds('cambridge-corner-133-pearl-st');
    expect([count(corner, EdgeKind.Front), count(corner, EdgeKind.ExteriorSide)]).toEqual([1, 1]);
    const midBlock = kinds('cambridge-mid-block-18-locke-st');
    expect([count(midBlock, EdgeKind.Front), count(midBlock, EdgeKind.Rear)]).toEqual([1, 1]);
  });

  it('keeps the curve of the Cambridge cul-de-sac one street: one front, the curve an exterior side, one rear', () => {
    // The street turns 90 degrees at the lot's corner, then curves round the bulb in steps of about 20 degrees.
    const curved = kinds('cambridge-curved-street-6-mercer-cir');
    expect([count(curved, EdgeKind.Front), count(curved, EdgeKind.ExteriorSide), count(curved, EdgeKind.Rear)]).toEqual([1, 6, 1]);
  });

  it('gives the deep narrow Cambridge lot a short front and long sides', () => {
    const { edges } = run('cambridge-deep-narrow-417-broadway');
    const front = edges.find((e) => e.kind === EdgeKind.Front)!;
    const sides = edges.filter((e) => e.kind === EdgeKind.InteriorSide);
    expect(sides.every((side) => side.lengthFt > 4 * front.lengthFt)).toBe(true);
  });

  it('keeps the Kendall area clear of the lot footprints', () => {
    const { input, area } = run('cambridge-buildings-9-michael-way');
    expect(input.obstacles.footprints.length).toBeGreaterThan(0);
    const without = setbackArea(input.lot, classifyLotEdges(input.lot, input.context), input.setbacks);
    expect(areaSqFt(area!)).toBeLessThan(areaSqFt(without!) - 50);
  });
});
