// Labelling a whole parcel file: OZFS edges come back in their order and unchanged with `side` filled,
// polygons become OZFS edges, rings close whatever the edge order; and on the real Paradise file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Position } from '../geo/geojson.schema';
import { polygonFt, ringFt } from '../geo/test-support/random-polygons';
import { labelParcelFile, ringOfEdges, streetOfAddress, streetsOfProperties, type ParcelFile, type ParcelFileFeature } from './parcel-file';

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

  it('takes the parcels a field marks as right-of-way for streets, where the file has no poly_type (Cambridge: tax_records 0)', () => {
    const polygons: ParcelFile = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: polygonFt([[[0, 0], [60, 0], [60, 120], [0, 120]]]), properties: { ml: '1-1', tax_records: 1 } },
        { type: 'Feature', geometry: polygonFt([[[0, 120], [60, 120], [60, 240], [0, 240]]]), properties: { ml: '1-2', tax_records: 1 } },
        { type: 'Feature', geometry: polygonFt([[[-200, -50], [300, -50], [300, 0], [-200, 0]]]), properties: { ml: 'ROAD', tax_records: 0 } },
      ],
    };
    const sides = (out: ParcelFile) => out.features.filter((f) => f.properties?.['parcel_id'] === '0').map((f) => f.properties?.['side']);
    // Marked, the road is the street the first lot fronts; unmarked, it is one more lot beside it.
    const marked = labelParcelFile(polygons, { rightOfWay: { field: 'tax_records', values: ['0'] } });
    expect(marked.summary.parcels).toBe(2);
    expect(sides(marked.file)).toEqual(['front', 'interior side', 'rear', 'interior side']);
    expect(labelParcelFile(polygons).summary.parcels).toBe(3);
  });

  it('leaves a polygon without a ring as it is, and says so', () => {
    const empty = { type: 'Feature' as const, geometry: { type: 'Polygon', coordinates: [] }, properties: { id: 'empty' } };
    const lot = { type: 'Feature' as const, geometry: polygonFt([[[0, 0], [60, 0], [60, 120], [0, 120]]]), properties: { id: 'lot' } };
    const { file: out, summary } = labelParcelFile({ type: 'FeatureCollection', features: [empty, lot] });
    expect(summary.skipped).toEqual(['empty']);
    expect(summary.parcels).toBe(1);
    expect(out.features[0]).toEqual(empty);
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

describe('what a town publishes beside its parcels', () => {
  it('reads a street off a whole address, its house numbers taken off', () => {
    expect(streetOfAddress('38 ESSEX ST')).toBe('ESSEX ST');
    expect(streetOfAddress('8 10 California Av')).toBe('California Av');
    expect(streetOfAddress('18-1 Bay St')).toBe('Bay St');
    expect(streetOfAddress('12A Richard Ave')).toBe('Richard Ave');
    expect(streetsOfProperties({ FULL_STR: 'PAINE ST', SITE_ADDR: '60 PAINE ST' })).toEqual(['PAINE ST']);
    expect(streetsOfProperties({ address: '1 Silver Lake Rd' })).toEqual(['Silver Lake Rd']);
    expect(streetsOfProperties({ owner: 'nobody' })).toEqual([]);
  });

  // A corner lot (0..60 by 0..100 ft) between streets south and east, with its neighbours, as polygons.
  const lot = (id: string, ring: [number, number][], properties: Record<string, unknown> = {}): ParcelFileFeature => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ringFt(ring)] },
    properties: { parcel_id: id, ...properties },
  });
  const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  const parcels = (corner: Record<string, unknown>): ParcelFile => ({
    type: 'FeatureCollection',
    features: [
      lot('corner', box(0, 0, 60, 100), corner),
      lot('west', box(-60, 0, 0, 100), { site_addr: '30 Essex St' }),
      lot('north', box(0, 100, 60, 200), { site_addr: '5 Percy Pl' }),
      lot('across', box(100, 0, 160, 100), { site_addr: '6 Percy Pl' }),
      lot('south-row', box(-300, -40, 400, 0), { poly_type: 'ROW' }),
      lot('east-row', box(60, -40, 100, 400), { poly_type: 'ROW' }),
    ],
  });
  const frontOf = (file: ParcelFile, sources = {}) => {
    const { file: out } = labelParcelFile(file, sources);
    const fronts = out.features.filter((f) => f.properties?.['parcel_id'] === 'corner' && f.properties?.['side'] === 'front');
    return fronts.map((f) => {
      const [a, b] = f.geometry!.coordinates as Position[];
      return Math.abs(a![0] - b![0]) > Math.abs(a![1] - b![1]) ? 'south line' : 'east line';
    });
  };

  it('fronts a corner lot on the street its own address names, by the addresses of the lots along each street', () => {
    expect(frontOf(parcels({ site_addr: '38 Essex St' }))).toEqual(['south line']);
    expect(frontOf(parcels({ site_addr: '2 Percy Pl' }))).toEqual(['east line']);
  });

  it('takes the address from an address point on the lot, and names street lines from a streets layer', () => {
    const address: ParcelFile = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: ringFt([[30, 95]])[0]! }, properties: { street: 'Percy Pl' } }] };
    expect(frontOf(parcels({}), { addresses: address })).toEqual(['east line']);
    // Named centre lines, with neighbours whose addresses say nothing.
    const bare: ParcelFile = { ...parcels({ site_addr: '38 Essex St' }), features: parcels({ site_addr: '38 Essex St' }).features.map((f) => (f.properties?.['parcel_id'] === 'corner' ? f : { ...f, properties: { parcel_id: f.properties?.['parcel_id'], poly_type: f.properties?.['poly_type'] } })) };
    const streets: ParcelFile = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'LineString', coordinates: ringFt([[-300, -20], [400, -20]]).slice(0, 2) }, properties: { name: 'Essex Street' } },
        { type: 'Feature', geometry: { type: 'LineString', coordinates: ringFt([[80, -40], [80, 400]]).slice(0, 2) }, properties: { name: 'Percy Place' } },
      ],
    };
    expect(frontOf(bare, { streets })).toEqual(['south line']);
  });
});

describe.skipIf(!existsSync(fileURLToPath(new URL('../../../shared/data/bellingham-ma/parcels_cy25_fy26.geojson', import.meta.url))))('label-edges on Bellingham’s Level 3 parcels (../shared/data)', () => {
  it('fronts 60 Paine St on Paine St and 1 Silver Lake Rd on Silver Lake Rd, from the parcels’ own addresses', () => {
    const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../../shared/data/bellingham-ma/parcels_cy25_fy26.geojson', import.meta.url)), 'utf8')) as ParcelFile;
    const wanted = new Map<string, string>();
    for (const f of file.features) {
      const site = String(f.properties?.['site_addr'] ?? '');
      if (site === '60 PAINE ST' || site === '1 SILVER LAKE RD') wanted.set(String(f.properties?.['loc_id'] ?? ''), site);
    }
    // The file's parcels keyed by their own id field, as label-edges reads them.
    const keyed: ParcelFile = { ...file, features: file.features.map((f) => ({ ...f, properties: { ...f.properties, parcel_id: f.properties?.['loc_id'] } })) };
    const { file: out } = labelParcelFile(keyed);
    const fronts = (site: string) =>
      out.features
        .filter((f) => wanted.get(String(f.properties?.['parcel_id'])) === site && f.properties?.['side'] === 'front')
        .map((f) => lineFt(f.geometry!.coordinates as Position[]));
    // Street data measures them as 102.7 ft (Paine St) and 50.1 + 259.8 ft (Silver Lake Rd); within 2 ft here.
    const near = (got: number[], want: number[]) => got.length === want.length && got.sort((a, b) => a - b).every((g, i) => Math.abs(g - want[i]!) < 2);
    expect(fronts('60 PAINE ST'), String(fronts('60 PAINE ST'))).toSatisfy((got: number[]) => near(got, [102.7]));
    expect(fronts('1 SILVER LAKE RD'), String(fronts('1 SILVER LAKE RD'))).toSatisfy((got: number[]) => near(got, [50.1, 259.8]));
  }, 120_000);
});

/** A line's length in feet. */
function lineFt(line: Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    total += Math.hypot((b[0] - a[0]) * 364_000 * Math.cos((a[1] * Math.PI) / 180), (b[1] - a[1]) * 364_000);
  }
  return total;
}
