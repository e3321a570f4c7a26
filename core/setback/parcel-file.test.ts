// Labelling a whole parcel file: OZFS edges come back in their order and unchanged with `side` filled,
// polygons become OZFS edges, rings close whatever the edge order; and on the real Paradise file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Position } from '../geo/geojson.schema';
import { polygonFt, ringFt } from '../geo/test-support/random-polygons';
import { labelParcelFile, ringOfEdges, type ParcelFile, type ParcelFileFeature } from './parcel-file';

const paradise = fileURLToPath(new URL('../../../shared/data/paradise-tx-ozfs/Paradise-dev.parcel', import.meta.url));

/** A 60 x 120 ft lot's four edges as OZFS LineStrings, in the order and direction given. */
function edgesOf(id: string, x: number, order: number[], reversed: number[] = []): ParcelFileFeature[] {
  const corners = ringFt([[x, 0], [x + 60, 0], [x + 60, 120], [x, 120]]);
  return order.map((k) => {
    const line: Position[] = [corners[k]!, corners[k + 1]!];
    if (reversed.includes(k)) line.reverse();
    return { type: 'Feature', geometry: { type: 'LineString', coordinates: line }, properties: { parcel_id: id, side: 'unknown', note: `edge ${k}` } };
  });
}

describe('ringOfEdges', () => {
  it('closes edges listed in any order and direction, and refuses edges that do not close', () => {
    const features = edgesOf('a', 0, [2, 0, 3, 1], [0, 3]);
    const lines = features.map((f) => f.geometry!.coordinates as Position[]);
    const ring = ringOfEdges(lines)!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(ringOfEdges(lines.slice(0, 3))).toBeNull();
  });
});

describe('labelParcelFile', () => {
  // A row of three lots facing a street gap to the south (lots across it), in a file that also has a Point.
  const file: ParcelFile = {
    type: 'FeatureCollection',
    version: '0.5.0',
    features: [
      ...edgesOf('west', -60, [0, 1, 2, 3]),
      ...edgesOf('middle', 0, [2, 0, 3, 1], [1, 2]),
      ...edgesOf('east', 60, [0, 1, 2, 3]),
      ...edgesOf('across-1', -60, [0, 1, 2, 3]).map((f) => ({ ...f, geometry: { type: 'LineString', coordinates: (f.geometry!.coordinates as Position[]).map(([lng, lat]) => [lng, lat - 0.00045]) } })),
      ...edgesOf('across-2', 0, [0, 1, 2, 3]).map((f) => ({ ...f, geometry: { type: 'LineString', coordinates: (f.geometry!.coordinates as Position[]).map(([lng, lat]) => [lng, lat - 0.00045]) } })),
      { type: 'Feature', geometry: { type: 'Point', coordinates: ringFt([[30, 60]])[0]! }, properties: { parcel_id: 'middle', side: 'centroid' } },
    ],
  };

  it('fills in each edge in place, keeping its geometry and other properties and the file around it', () => {
    const { file: out, summary } = labelParcelFile(file);
    expect(out.version).toBe('0.5.0');
    expect(out.features).toHaveLength(file.features.length);
    out.features.forEach((f, i) => {
      expect(f.geometry).toEqual(file.features[i]!.geometry);
      expect(f.properties?.['parcel_id']).toBe(file.features[i]!.properties?.['parcel_id']);
    });
    // The middle lot's edges were listed north, south, west, east: south faces the street gap.
    const middle = out.features.filter((f) => f.properties?.['parcel_id'] === 'middle' && f.geometry?.type === 'LineString');
    expect(middle.map((f) => [f.properties?.['note'], f.properties?.['side']])).toEqual([
      ['edge 2', 'rear'], ['edge 0', 'front'], ['edge 3', 'interior side'], ['edge 1', 'interior side'],
    ]);
    expect(out.features.at(-1)?.properties).toEqual({ parcel_id: 'middle', side: 'centroid' });
    expect(summary).toMatchObject({ parcels: 5, edges: 20, skipped: [] });
  });

  it('turns parcel polygons into OZFS edges', () => {
    const polygons: ParcelFile = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: polygonFt([[[0, 0], [60, 0], [60, 120], [0, 120]]]), properties: { parcel_id: 'p1' } },
        { type: 'Feature', geometry: polygonFt([[[60, 0], [120, 0], [120, 120], [60, 120]]]), properties: { parcel_id: 'p2' } },
      ],
    };
    const { file: out } = labelParcelFile(polygons);
    expect(out.features).toHaveLength(8);
    expect(out.features.every((f) => f.geometry?.type === 'LineString' && typeof f.properties?.['side'] === 'string')).toBe(true);
    expect(out.features.filter((f) => f.properties?.['parcel_id'] === 'p1')).toHaveLength(4);
  });

  it('takes a MassGIS right-of-way polygon as the street the lots front, and keeps it as it is', () => {
    const street = { type: 'Feature' as const, geometry: polygonFt([[[-200, -50], [300, -50], [300, 0], [-200, 0]]]), properties: { parcel_id: 'road', poly_type: 'ROW' } };
    const polygons: ParcelFile = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: polygonFt([[[0, 0], [60, 0], [60, 120], [0, 120]]]), properties: { parcel_id: 'p1', poly_type: 'FEE' } },
        { type: 'Feature', geometry: polygonFt([[[60, 0], [120, 0], [120, 120], [60, 120]]]), properties: { parcel_id: 'p2', poly_type: 'FEE' } },
        street,
      ],
    };
    const { file: out, summary } = labelParcelFile(polygons);
    expect(summary.parcels).toBe(2);
    expect(out.features.at(-1)).toEqual(street);
    // Each lot's south line faces the road: its front, with the north line its rear; p1's west line
    // has nothing beyond it where the file maps its streets: no street, an interior side.
    const p1 = out.features.filter((f) => f.properties?.['parcel_id'] === 'p1').map((f) => f.properties?.['side']);
    expect(p1).toEqual(['front', 'interior side', 'rear', 'interior side']);
  });

  it.skipIf(!existsSync(paradise))('labels every edge of the Paradise file and agrees with the expert on most labelled edges', () => {
    const input = JSON.parse(readFileSync(paradise, 'utf8')) as ParcelFile;
    const { file: out, summary } = labelParcelFile(input);
    expect(summary.parcels).toBe(421);
    expect(summary.skipped).toEqual([]);
    let agree = 0;
    let labelled = 0;
    let unknown = 0;
    input.features.forEach((f, i) => {
      const expert = f.properties?.['side'];
      if (f.geometry?.type !== 'LineString' || expert === 'unknown') return;
      labelled++;
      if (out.features[i]!.properties?.['side'] === expert) agree++;
      if (out.features[i]!.properties?.['side'] === 'unknown') unknown++;
    });
    expect(labelled).toBe(485);
    // Measured 286 of 485 (59 %); bench/lot-edges.bench.ts reports the figures.
    expect(agree).toBeGreaterThanOrEqual(270);
    expect(unknown / labelled).toBeLessThanOrEqual(0.05);
  });
});
