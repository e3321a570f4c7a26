// The options of `npm run label-edges`: what each reads, and the one-line reason and exit code of a bad
// option or file. A row of three 60 by 120 ft lots on a street drawn as a TopoJSON pavement polygon.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotFrame, polygonFt, ringFt } from '../../../core/geo/test-support/random-polygons';
import type { ParcelFile } from '../../../core/setback';
import { labelEdges } from './label-edges';

let dir: string;
const path = (name: string): string => join(dir, name);

// Lots a, b, c west to east; the street south of them, 40 ft wide, with the lots across it.
const lots: ParcelFile = {
  type: 'FeatureCollection',
  features: [0, 1, 2].flatMap((k) => [
    { type: 'Feature' as const, geometry: polygonFt([[[k * 60, 0], [k * 60 + 60, 0], [k * 60 + 60, 120], [k * 60, 120]]]), properties: { ml: `1-${k}`, note: 'north' } },
    { type: 'Feature' as const, geometry: polygonFt([[[k * 60, -160], [k * 60 + 60, -160], [k * 60 + 60, -40], [k * 60, -40]]]), properties: { ml: `2-${k}` } },
  ]),
};
const street = ringFt([[-100, -40], [300, -40], [300, 0], [-100, 0]]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'label-edges-options-'));
  await writeFile(path('lots.geojson'), JSON.stringify(lots));
  // A TopoJSON of one pavement polygon, its arc in plain coordinates (no transform).
  await writeFile(path('roads.topojson'), JSON.stringify({ type: 'Topology', arcs: [street], objects: { roads: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', arcs: [[0]], properties: { TYPE: 'RD-PAVED' } }] } } }));
  await writeFile(path('addresses.csv'), 'MapLot,full_address\n1-1,12 Percy Pl\n9-9,1 Nowhere St\n');
  await writeFile(path('points.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: lotFrame.toLngLat([0, 0]) }, properties: {} }] }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('label-edges options', () => {
  it('reads a TopoJSON streets layer: each lot fronts the pavement', async () => {
    const result = await labelEdges([path('lots.geojson'), path('out.geojson'), '--streets', path('roads.topojson')]);
    if (!result.ok) throw new Error(result.error);
    expect(result.lines).toContain('Streets layer: 1 features.');
    expect(result.summary.byKind).toEqual({ front: 6, rear: 6, 'interior side': 12 });
  });

  it('joins an address list on a column and a parcel field, and says how many rows joined', async () => {
    const result = await labelEdges([path('lots.geojson'), path('out.geojson'), '--addresses', path('addresses.csv'), '--address-join', 'MapLot=ml', '--address-street', 'full_address']);
    if (!result.ok) throw new Error(result.error);
    expect(result.summary.addressList).toEqual({ rows: 2, joined: 1 });
    expect(result.lines).toContain('Address list: 1 of 2 rows on parcels of the file.');
  });

  it('reads the town boundary off the parcels, or from a file', async () => {
    const derived = await labelEdges([path('lots.geojson'), path('out.geojson'), '--boundary-from-parcels']);
    // The two rows of lots share their inner lines; the outer edge of each row is a ring of 8 corners, and the first found is kept.
    expect(derived.ok && derived.lines.find((line) => line.startsWith('Town boundary'))).toBe('Town boundary: the outer edge of the parcels (8 corners).');
    await writeFile(path('town.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygonFt([[[-500, -500], [700, -500], [700, 500], [-500, 500]]]), properties: {} }] }));
    const given = await labelEdges([path('lots.geojson'), path('out.geojson'), '--boundary', path('town.geojson')]);
    expect(given.ok && given.lines).toContain(`Town boundary: ${path('town.geojson')}.`);
  });

  it.each([
    [['--addresses', 'addresses.csv'], 2, "An address list (addresses.csv) needs --address-join COLUMN=FIELD: its column of parcel ids and the parcels' field they match."],
    [['--addresses', 'addresses.csv', '--address-join', 'MapLot'], 2, '--address-join wants NAME=VALUE, got "MapLot".'],
    [['--addresses', 'addresses.csv', '--address-join', 'Parcel=ml'], 1, 'addresses.csv has no column Parcel (columns: MapLot, full_address).'],
    [['--addresses', 'addresses.csv', '--address-join', 'MapLot=loc_id'], 1, 'No parcel of lots.geojson has the field loc_id that --address-join names.'],
    [['--addresses', 'points.geojson', '--address-join', 'MapLot=ml'], 2, '--address-join and --address-street are for an address list in a .csv given with --addresses.'],
    [['--boundary', 'points.geojson'], 1, 'points.geojson has no polygon to be the town boundary.'],
    [['--boundary', 'town.geojson', '--boundary-from-parcels'], 2, 'Give the town boundary one way: --boundary FILE or --boundary-from-parcels.'],
    [['--streets', 'missing.topojson'], 1, 'Cannot read missing.topojson (street centre lines or right-of-way and pavement polygons): ENOENT'],
    [['--right-of-way', 'tax_records'], 2, '--right-of-way wants NAME=VALUE, got "tax_records".'],
    [['--street', 'roads.topojson'], 2, "Unknown option '--street'."],
  ])('refuses %j with exit code %i and one line', async (options, code, message) => {
    const args = options.map((o) => (/\.(csv|geojson|topojson)$/.test(o) ? path(o) : o));
    const result = await labelEdges([path('lots.geojson'), path('out.geojson'), ...args]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.error.replaceAll(`${dir}/`, '')).toContain(message);
    expect(result.error).not.toContain('\n');
  });

  it('refuses an address list none of whose rows joins a parcel', async () => {
    await writeFile(path('elsewhere.csv'), 'MapLot,full_address\n9-9,1 Nowhere St\n');
    const result = await labelEdges([path('lots.geojson'), path('out.geojson'), '--addresses', path('elsewhere.csv'), '--address-join', 'MapLot=ml']);
    expect(result).toEqual({ ok: false, code: 1, error: `No row of ${path('elsewhere.csv')} joins a parcel: its MapLot (e.g. "9-9") matches no ml of ${path('lots.geojson')}.` });
  });
});
