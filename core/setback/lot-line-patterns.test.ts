// Golden GeoJSON cases of the lot-line situations that need the right evidence (test-support/lot-line-patterns.ts):
// each fixtures/lot-lines/*.geojson holds a lot, its context and the kinds a planner gives its edges;
// classifyLotEdges must give those kinds. `REGEN=1` rewrites the files from the cases.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AreaGeometry, Position } from '../geo/geojson.schema';
import { classifyLotEdges, type EdgeKind, type LotContext } from './lot-edges';
import { LOT_LINE_PATTERNS, type LotLinePattern } from './test-support/lot-line-patterns';

const REGEN = process.env.REGEN === '1';
const dir = fileURLToPath(new URL('./fixtures/lot-lines/', import.meta.url));

interface CaseFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

/** A case as a FeatureCollection: the lot (with `expected` and `description`), streets, centre lines, neighbours, address point, town boundary. */
function toCollection(c: LotLinePattern): { type: 'FeatureCollection'; features: CaseFeature[] } {
  const { streets = [], neighbours = [], streetLines = [], addressPoint, addressStreet, townBoundary } = c.context;
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { role: 'lot', description: c.description, expected: c.expected, ...(addressStreet ? { addressStreet } : {}) }, geometry: c.lot },
      ...streets.map((g): CaseFeature => ({ type: 'Feature', properties: { role: 'street' }, geometry: g })),
      ...streetLines.map((l): CaseFeature => ({ type: 'Feature', properties: { role: 'street-line', ...(l.name ? { name: l.name } : {}) }, geometry: { type: 'LineString', coordinates: l.line } })),
      ...neighbours.map((g): CaseFeature => ({ type: 'Feature', properties: { role: 'neighbour' }, geometry: g })),
      ...(addressPoint ? [{ type: 'Feature' as const, properties: { role: 'address' }, geometry: { type: 'Point', coordinates: addressPoint } }] : []),
      ...(townBoundary ? [{ type: 'Feature' as const, properties: { role: 'town-boundary', fill: 'none' }, geometry: townBoundary }] : []),
    ],
  };
}

/** The lot, its context and the expected kinds, read back from a case file. */
function fromCollection(features: readonly CaseFeature[]): { lot: AreaGeometry; context: LotContext; expected: EdgeKind[] } {
  const lot = features.find((f) => f.properties['role'] === 'lot')!;
  const of = (role: string) => features.filter((f) => f.properties['role'] === role);
  const address = of('address')[0];
  const addressStreet = lot.properties['addressStreet'] as string | undefined;
  return {
    lot: lot.geometry as AreaGeometry,
    expected: lot.properties['expected'] as EdgeKind[],
    context: {
      streets: of('street').map((f) => f.geometry as AreaGeometry),
      neighbours: of('neighbour').map((f) => f.geometry as AreaGeometry),
      streetLines: of('street-line').map((f) => ({ line: f.geometry.coordinates as Position[], ...(f.properties['name'] ? { name: String(f.properties['name']) } : {}) })),
      ...(address ? { addressPoint: address.geometry.coordinates as Position } : {}),
      ...(addressStreet ? { addressStreet } : {}),
      ...(of('town-boundary')[0] ? { townBoundary: of('town-boundary')[0]!.geometry as AreaGeometry } : {}),
    },
  };
}

if (REGEN) {
  mkdirSync(dir, { recursive: true });
  for (const [name, c] of Object.entries(LOT_LINE_PATTERNS)) writeFileSync(`${dir}${name}.geojson`, `${JSON.stringify(toCollection(c), null, 1)}\n`);
}
const files = readdirSync(dir).filter((f) => f.endsWith('.geojson')).sort();

describe('lot-line patterns', () => {
  it('has a file for every case', () => {
    expect(files.map((f) => f.replace('.geojson', ''))).toEqual(Object.keys(LOT_LINE_PATTERNS).sort());
  });

  it.each(files)('%s', (file) => {
    const { features } = JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as { features: CaseFeature[] };
    const { lot, context, expected } = fromCollection(features);
    expect(classifyLotEdges(lot as never, context).map((e) => e.kind)).toEqual(expected);
  });
});
