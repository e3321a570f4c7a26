// GET /api/basemap?cell=x,y on the demo town: the named centre lines of the streets, the lots whose
// box middle lies in the cell (each lot in exactly one cell), their buildings and house numbers, in
// integer units from the cell's corner; bad cells answer field messages; an empty cell answers
// empty lists. Placing a street's name from its addresses is tested on a drawn street area.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_UNIT_DEG, basemapCellOf, decodeCoordinates, type BasemapCellResponse } from '../../../core/api';
import type { ApiErrorBody } from '../../../core/api';
import { bboxOf } from '../../../core/geo';
import type { Position } from '../../../core/geo';
import { demoTown, openDemoApp } from '../../../tests/setup/demo-app';
import type { Database } from '../db/database';
import { addressNames, houseNumbers, placeName } from './basemap';

const secret = 'a-test-secret-of-at-least-32-characters!';
const { town } = demoTown(11, 200);
let database: Database;
let app: Hono;

beforeAll(async () => {
  ({ database, app } = await openDemoApp({ seed: 11, parcels: 200, secret }));
});
afterAll(async () => database?.close());

async function cell(query: string) {
  const response = await app.request(`/api/basemap?${query}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as BasemapCellResponse & ApiErrorBody };
}

const middle = (ring: readonly Position[]): Position => {
  const [minLng, minLat, maxLng, maxLat] = bboxOf({ type: 'Polygon', coordinates: [ring as Position[]] });
  return [(minLng + maxLng) / 2, (minLat + maxLat) / 2];
};

describe('GET /api/basemap', () => {
  it('answers the cell of a lot with its outline, buildings and number, and the named street it fronts', async () => {
    const parcel = town.parcels[0]!;
    const [x, y] = basemapCellOf(middle(parcel.lot.coordinates[0]!));
    const { status, cacheControl, body } = await cell(`cell=${x},${y}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=300');
    expect(body.cell).toEqual([x, y]);
    expect(body.truncated).toBe(false);
    // The lot's outline, back in degrees within a unit of the source (outlines are only simplified where straight).
    const outlines = body.lots.map((ring) => decodeCoordinates(ring, body.origin));
    const lot = parcel.lot.coordinates[0]!;
    const found = outlines.find((ring) => ring.length === lot.length && ring.every((p, i) => Math.abs(p[0] - lot[i]![0]) <= BASEMAP_UNIT_DEG && Math.abs(p[1] - lot[i]![1]) <= BASEMAP_UNIT_DEG));
    expect(found).toBeDefined();
    expect(body.numbers.map((n) => n[2])).toContain(parcel.address.number);
    expect(body.buildings.length).toBeGreaterThanOrEqual(parcel.buildings.length);
    expect(body.streets.filter((s) => s.name === parcel.address.street).length).toBeGreaterThan(0);
    // Streets with centre lines carry their names on them, not from addresses.
    expect(body.names.map((n) => n[3])).not.toContain(parcel.address.street);
  });

  it('gives every lot to exactly one cell', async () => {
    const cells = new Set(town.parcels.map((p) => basemapCellOf(middle(p.lot.coordinates[0]!)).join(',')));
    let lots = 0;
    let numbers = 0;
    for (const key of cells) {
      const { body } = await cell(`cell=${key}`);
      lots += body.lots.length;
      numbers += body.numbers.length;
    }
    expect(lots).toBe(town.parcels.length);
    expect(numbers).toBe(town.parcels.length);
  });

  it('answers empty lists far from the data', async () => {
    const { status, body } = await cell('cell=2500,2500');
    expect(status).toBe(200);
    expect([body.areas, body.streets, body.lots, body.buildings, body.numbers, body.names]).toEqual([[], [], [], [], [], []]);
  });

  it.each([
    ['', 'cell is required.'],
    ['cell=1', 'cell must be two integers x,y'],
    ['cell=1.5,2', 'cell must be two integers x,y'],
    ['cell=99999,0', 'cell must lie within columns -45000 to 44999 and rows -22500 to 22499'],
  ])('refuses %j with a field message', async (query, message) => {
    const { status, body } = await cell(query);
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ cell: [message] });
  });
});

describe('placeName', () => {
  // A street area running east-west between latitudes 42.0000 and 42.0001; addresses north of it.
  const street: Position[] = [
    [-71.001, 42.0],
    [-70.999, 42.0],
    [-70.999, 42.0001],
    [-71.001, 42.0001],
    [-71.001, 42.0],
  ];
  const north: Position[] = [-71.0006, -71.0002, -70.9998].map((lng, i) => [lng, 42.0003 + i * 1e-6]);

  it('puts the name on the street nearest the addresses, along the street’s edge', () => {
    const placed = placeName(north, [[street]])!;
    expect(placed.angle).toBe(0);
    expect(placed.at[1]).toBeGreaterThan(42.0);
    expect(placed.at[1]).toBeLessThan(42.0001);
  });

  it('runs the name along the street even where the addresses line up across it (a cul-de-sac’s two sides)', () => {
    const across: Position[] = [[-71.0, 42.0003], [-71.0, 42.0004], [-71.0, 42.0005]];
    expect(placeName(across, [[street]])!.angle).toBe(0);
  });

  it('places names from address points the source gives, never from points inferred inside the lots', () => {
    const rows = (pointInferred: boolean) => north.map(([lng, lat]) => ({ street: 'Hurley St', lng, lat, pointInferred }));
    expect(addressNames(rows(false), [[street]], new Set()).map((n) => [n.name, n.angle])).toEqual([['Hurley St', 0]]);
    expect(addressNames(rows(true), [[street]], new Set())).toEqual([]);
    expect(addressNames(rows(false), [[street]], new Set(['hurley street']))).toEqual([]);
  });

  it('places no name with too few addresses or no street near', () => {
    expect(placeName(north.slice(0, 2), [[street]])).toBeUndefined();
    expect(placeName(north.map(([lng, lat]) => [lng, lat + 0.01] as Position), [[street]])).toBeUndefined();
    expect(placeName(north, [])).toBeUndefined();
  });
});

describe('houseNumbers', () => {
  const origin: [number, number] = [-71, 42];
  it('reads the numbers of one spot of a lot as their range, and keeps other spots and lots apart', () => {
    const rows = [
      { parcelId: 'a', number: '321', lng: -70.9999, lat: 42.0001 },
      { parcelId: 'a', number: '307', lng: -70.99990001, lat: 42.0001 },
      { parcelId: 'a', number: '309', lng: -70.9999, lat: 42.00010001 },
      { parcelId: 'a', number: '311', lng: -70.9990, lat: 42.0001 },
      { parcelId: 'b', number: '12', lng: -70.9999, lat: 42.0001 },
    ];
    expect(houseNumbers(rows, origin)).toEqual([
      [100, 100, '307–321'],
      [1000, 100, '311'],
      [100, 100, '12'],
    ]);
  });
});
