// The opening view on real Cambridge lots (the FY2014 parcels of core/setback/fixtures, with the lot
// lines the classifier gave them): the lot and about 70 ft of street beyond its front line, never
// beyond its other sides.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalFrame, type LineString, type Polygon, type Position } from '../../../core/geo';
import { openingViewBox, STREET_REACH_FT, type LngLatBox, type OpeningEdge } from './opening-view';

const FIXTURES = new URL('../../../core/setback/fixtures/', import.meta.url);

interface FixtureFeature {
  properties: { role?: string; kind?: string };
  geometry: Polygon | LineString;
}
const featuresOf = (path: string): FixtureFeature[] => (JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8')) as { features: FixtureFeature[] }).features;

/** The lot of a fixture and its lot lines as the street data answers them (one segment each). */
function fixture(name: string): { lot: Polygon; edges: OpeningEdge[] } {
  const lot = featuresOf(`in/${name}.geojson`).find((f) => f.properties.role === 'lot')!.geometry as Polygon;
  const edges = featuresOf(`out/${name}.geojson`).flatMap((f) => {
    if (!f.properties.kind || f.geometry.type !== 'LineString') return [];
    const line = f.geometry.coordinates;
    return line.slice(1).map((to, i) => ({ from: line[i]!, to, kind: f.properties.kind! }));
  });
  return { lot, edges };
}

/** How far the view box reaches beyond the lot's box on each side, in feet: west, south, east, north. */
function reachFt(lot: Polygon, box: LngLatBox): [number, number, number, number] {
  const ring = lot.coordinates[0]!;
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const frame = createLocalFrame([Math.min(...lngs), Math.min(...lats)]);
  const [lotW, lotS] = frame.toFeet([Math.min(...lngs), Math.min(...lats)]);
  const [lotE, lotN] = frame.toFeet([Math.max(...lngs), Math.max(...lats)]);
  const [w, s] = frame.toFeet([box[0], box[1]] as Position);
  const [e, n] = frame.toFeet([box[2], box[3]] as Position);
  return [lotW - w, lotS - s, e - lotE, n - lotN].map((ft) => Math.round(ft * 10) / 10) as [number, number, number, number];
}

describe('openingViewBox', () => {
  it('reaches 70 ft beyond the front of a mid-block lot (18 Locke St, front facing south-west) and not past its rear or sides', () => {
    const { lot, edges } = fixture('cambridge-mid-block-18-locke-st');
    expect(edges.filter((e) => e.kind === 'front')).toHaveLength(2);
    const box = openingViewBox(lot, edges)!;
    // The front line runs north-west to south-east, so 70 ft along its outward normal is 55.9 ft west and 39.3 ft south past the lot's box.
    expect(reachFt(lot, box)).toEqual([55.9, 39.3, 0, 0]);
  });

  it('reaches beyond the front only, not the exterior side, of a corner lot (133 Pearl St)', () => {
    const { lot, edges } = fixture('cambridge-corner-133-pearl-st');
    expect(edges.some((e) => e.kind === 'exterior side')).toBe(true);
    expect(reachFt(lot, openingViewBox(lot, edges)!)).toEqual([0, 43, 55.3, 0]);
  });

  it('does not depend on the direction the front line is given in', () => {
    const { lot, edges } = fixture('cambridge-mid-block-18-locke-st');
    const reversed = edges.map((e) => ({ ...e, from: e.to, to: e.from }));
    expect(openingViewBox(lot, reversed)).toEqual(openingViewBox(lot, edges));
  });

  it('reaches as far beyond every side of a lot without a known front', () => {
    const { lot, edges } = fixture('cambridge-mid-block-18-locke-st');
    const unknown = edges.map((e) => ({ ...e, kind: 'unknown' }));
    expect(reachFt(lot, openingViewBox(lot, unknown)!)).toEqual([STREET_REACH_FT, STREET_REACH_FT, STREET_REACH_FT, STREET_REACH_FT]);
  });

  it('answers null for a lot without a position', () => {
    expect(openingViewBox({ type: 'Polygon', coordinates: [] }, [])).toBeNull();
  });
});
