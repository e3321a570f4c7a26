// The GeoJSON fixture format of the setback tests: inputs as roles in one FeatureCollection, outputs styled for any viewer.
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../../geo/geojson.schema';
import type { LotContext, LotEdge } from '../lot-edges';
import { lotPart } from '../lot-ring';
import type { Obstacles, Setbacks } from '../setback-area';

/** What each input feature is, in `properties.role`. */
export const Role = { Lot: 'lot', Street: 'street', Neighbour: 'neighbour', Building: 'building', Address: 'address' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Stroke colours of edges by kind, and the fill of the setback area. */
export const Style = { front: '#d1242f', 'exterior side': '#bc4c00', 'interior side': '#0969da', rear: '#1a7f37', unknown: '#57606a', area: '#2da44e' } as const;

/** A GeoJSON feature as written to and read from fixture files. */
export interface FixtureFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

/** A fixture file's contents. */
export interface FixtureCollection {
  type: 'FeatureCollection';
  features: FixtureFeature[];
}

/** Everything one fixture describes, before it becomes a FeatureCollection. */
export interface FixtureInput {
  description: string;
  lot: AreaGeometry;
  lotProperties?: Record<string, unknown>;
  setbacks: Setbacks;
  separationFt: number;
  streets?: readonly AreaGeometry[];
  neighbours?: readonly AreaGeometry[];
  buildings?: readonly Polygon[];
  addressPoint?: Position;
}

const feature = (role: Role, geometry: FixtureFeature['geometry'], properties: Record<string, unknown> = {}): FixtureFeature => ({
  type: 'Feature',
  properties: { role, ...properties },
  geometry,
});

/** The input FeatureCollection of a fixture, with thin grey context and the lot outlined. */
export function inputCollection(input: FixtureInput): FixtureCollection {
  const context = { stroke: '#8c959f', 'stroke-width': 1, 'fill-opacity': 0.1 };
  return {
    type: 'FeatureCollection',
    features: [
      feature(Role.Lot, input.lot, {
        description: input.description,
        ...input.lotProperties,
        setbacks: input.setbacks,
        separationFt: input.separationFt,
        stroke: '#24292f',
        'stroke-width': 2,
        'fill-opacity': 0,
      }),
      ...(input.streets ?? []).map((g) => feature(Role.Street, g, { ...context, fill: '#afb8c1' })),
      ...(input.neighbours ?? []).map((g) => feature(Role.Neighbour, g, { ...context, fill: '#ffffff' })),
      ...(input.buildings ?? []).map((g) => feature(Role.Building, g, { ...context, fill: '#57606a', 'fill-opacity': 0.5 })),
      ...(input.addressPoint ? [feature(Role.Address, { type: 'Point', coordinates: input.addressPoint })] : []),
    ],
  };
}

/** The lot, context, setbacks and obstacles read back from an input FeatureCollection. */
export function readInput(collection: FixtureCollection): { lot: Polygon | MultiPolygon; context: LotContext; setbacks: Setbacks; obstacles: Obstacles } {
  const byRole = (role: Role) => collection.features.filter((f) => f.properties['role'] === role);
  const lotFeature = byRole(Role.Lot)[0];
  if (!lotFeature) throw new Error(`A fixture needs a feature with role 'lot', got roles ${collection.features.map((f) => f.properties['role']).join(', ')}`);
  const address = byRole(Role.Address)[0];
  const context: LotContext = {
    streets: byRole(Role.Street).map((f) => f.geometry as AreaGeometry),
    neighbours: byRole(Role.Neighbour).map((f) => f.geometry as AreaGeometry),
  };
  if (address) context.addressPoint = address.geometry.coordinates as Position;
  return {
    lot: lotFeature.geometry as Polygon | MultiPolygon,
    context,
    setbacks: lotFeature.properties['setbacks'] as Setbacks,
    obstacles: { footprints: byRole(Role.Building).map((f) => f.geometry as Polygon), separationFt: lotFeature.properties['separationFt'] as number },
  };
}

/** The lot line from `edge.from` to `edge.to` along the lot's counter-clockwise outer ring, so curved edges draw as they are. */
function edgeLine(positions: readonly Position[], edge: LotEdge): Position[] {
  const n = positions.length;
  const find = (p: Position) => positions.findIndex((q) => q[0] === p[0] && q[1] === p[1]);
  const from = find(edge.from);
  const to = find(edge.to);
  if (from < 0 || to < 0) return [edge.from, edge.to];
  const line: Position[] = [];
  for (let i = from; ; i = (i + 1) % n) {
    line.push(positions[i]!);
    if (i === to && line.length > 1) return line;
  }
}

/** The output FeatureCollection: each edge as a coloured LineString, then the setback area, if any, filled green. */
export function outputCollection(lot: Polygon | MultiPolygon, edges: readonly LotEdge[], area: Polygon | MultiPolygon | null, areaSqFt: number): FixtureCollection {
  const { outer } = lotPart(lot);
  return {
    type: 'FeatureCollection',
    features: [
      ...edges.map((edge, index) => ({
        type: 'Feature' as const,
        properties: {
          index,
          kind: edge.kind,
          reason: edge.reason,
          lengthFt: Math.round(edge.lengthFt * 100) / 100,
          stroke: Style[edge.kind],
          'stroke-width': 4,
        },
        geometry: { type: 'LineString', coordinates: edgeLine(outer.positions, edge) },
      })),
      ...(area
        ? [{
          type: 'Feature' as const,
          properties: { role: 'setback-area', areaSqFt: Math.round(areaSqFt * 10) / 10, fill: Style.area, 'fill-opacity': 0.3, stroke: Style.area, 'stroke-width': 1 },
          geometry: area,
        }]
        : []),
    ],
  };
}

/** Paths where two fixture values differ, numbers within `tolerance` counting as equal. */
export function differences(actual: unknown, expected: unknown, tolerance: number, path = '$'): string[] {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return Math.abs(actual - expected) <= tolerance ? [] : [`${path}: ${actual} instead of ${expected}`];
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return [`${path}: ${actual.length} items instead of ${expected.length}`];
    return actual.flatMap((a, i) => differences(a, expected[i], tolerance, `${path}[${i}]`));
  }
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    return [...keys].flatMap((k) => differences((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], tolerance, `${path}.${k}`));
  }
  return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`];
}
