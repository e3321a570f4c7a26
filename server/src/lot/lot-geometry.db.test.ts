// What lies around a lot, from the database: `lotContext` gives the right-of-way parcels and the
// street layer's pavement within 160 ft as streets, its centre lines as named street lines (one per
// part) and the other lots as neighbours; `loadUserLotById` hands the classifier the street named in
// the lot's address, so a corner lot fronts that street even where the address point lies nearer
// the other one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Polygon, Position } from '../../../core/geo';
import { lotFrame, ringFt } from '../../../core/geo/test-support/random-polygons';
import { EdgeKind, EdgeReason, type LotEdge } from '../../../core/setback';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import type { DatasetChunk, JurisdictionInput, ParcelInput, StreetFeatureInput } from '../import/dataset';
import { writeJurisdiction } from '../import/write-dataset';
import { MAX_LOT_CORNERS } from '../../../core/api';
import { lotContext } from './lot-geometry';
import { loadUserLotById } from '../property/user-lot';

const at = (x: number, y: number): Position => lotFrame.toLngLat([x, y]);
/** A rectangle `w` by `h` feet with its south-west corner at (x, y), counter-clockwise. */
const rect = (x: number, y: number, w: number, h: number): Polygon => ({ type: 'Polygon', coordinates: [ringFt([[x, y], [x + w, y], [x + w, y + h], [x, y + h]])] });

const jurisdiction: JurisdictionInput = { id: 'ma-testville', state: 'MA', name: 'Testville', county: null, kind: 'town', zipCode: '01000', externalLinks: [], source: 'test' };

const parcel = (sourceId: string, lot: Polygon, kind: ParcelInput['kind'] = 'lot'): ParcelInput => ({
  sourceId,
  kind,
  lot,
  lotSizeSqFt: null,
  propertyTypeName: kind === 'lot' ? 'Single Family' : null,
  useCode: kind === 'lot' ? '101' : null,
  useDescription: null,
  zoneCode: null,
  grossBuildingAreaSqFt: null,
  grossFloorAreaSqFt: 1800,
  habitableAreaSqFt: null,
  basementAreaSqFt: null,
  yearBuilt: 1950,
  style: null,
  stories: 2,
  units: 1,
});

// Block A: corner lot A1 where Hurley St (centre line 25 ft west, in two parts, with its right-of-way
// parcel) meets Elm St (centre line 25 ft south, with a pavement polygon); A2 east and A3 north of it.
// Block B, 1,000 ft east: corner lot B1 where Pine St (west) meets Oak St (south), centre lines only.
const hurleyParts: Position[][] = [[at(-25, -300), at(-25, 100)], [at(-25, 100), at(-25, 500)]];
const elmLine: Position[] = [at(-300, -25), at(500, -25)];
const serviceDrive: Position[] = [at(250, -25), at(250, 100)];
const elmPavement = rect(-200, -45, 450, 40);
const farPavement = rect(2000, 0, 100, 100);

const streetFeatures: StreetFeatureInput[] = [
  { sourceId: 'hurley', kind: 'centreline', name: 'Hurley St', geometry: { type: 'MultiLineString', coordinates: hurleyParts } },
  { sourceId: 'elm', kind: 'centreline', name: 'Elm St', geometry: { type: 'LineString', coordinates: elmLine } },
  { sourceId: 'drive', kind: 'centreline', name: null, geometry: { type: 'LineString', coordinates: serviceDrive } },
  { sourceId: 'elm-pavement', kind: 'pavement', name: null, geometry: elmPavement },
  { sourceId: 'far-pavement', kind: 'pavement', name: null, geometry: farPavement },
  { sourceId: 'pine', kind: 'centreline', name: 'Pine St', geometry: { type: 'LineString', coordinates: [at(975, -300), at(975, 500)] } },
  { sourceId: 'oak', kind: 'centreline', name: 'Oak St', geometry: { type: 'LineString', coordinates: [at(700, -25), at(1400, -25)] } },
];

const hurleyRightOfWay = rect(-50, -50, 50, 450);
const chunk: DatasetChunk = {
  parcels: [
    parcel('A1', rect(0, 0, 100, 150)),
    parcel('A2', rect(100, 0, 100, 150)),
    parcel('A3', rect(0, 150, 100, 150)),
    parcel('R1', hurleyRightOfWay, 'right_of_way'),
    parcel('B1', rect(1000, 0, 100, 150)),
    parcel('B2', rect(1100, 0, 100, 150)),
    parcel('B3', rect(1000, 150, 100, 150)),
    // A lot traced with more corners than Lotline measures (a shore surveyed foot by foot), far from the rest.
    parcel('T1', { type: 'Polygon', coordinates: [ringFt(Array.from({ length: MAX_LOT_CORNERS + 1 }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / (MAX_LOT_CORNERS + 1);
      return [5000 + 200 * Math.cos(angle), 200 * Math.sin(angle)];
    }))] }),
  ],
  buildings: [],
  // Each address point lies near the street the address does not name.
  addresses: [
    { parcelSourceId: 'A1', streetNumber: '1', street: 'Hurley St', point: at(50, 10) },
    { parcelSourceId: 'B1', streetNumber: '5', street: 'Oak St', point: at(1010, 75) },
  ],
  zoningMaps: [],
  layers: [],
  streetFeatures,
};

/** The x and y (feet) of the middle of an edge. */
const middleFt = (edge: LotEdge): [number, number] => lotFrame.toFeet([(edge.from[0] + edge.to[0]) / 2, (edge.from[1] + edge.to[1]) / 2]);
const rounded = ([x, y]: [number, number]): [number, number] => [Math.round(x), Math.round(y)];
const byLng = (a: readonly Position[], b: readonly Position[]) => a[0]![0] - b[0]![0] || a[0]![1] - b[0]![1];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeJurisdiction(database.db, jurisdiction, [chunk]);
});
afterAll(async () => database?.close());

describe('lotContext', () => {
  it('gives right-of-way parcels and pavement as streets, centre lines part by part with their names, and the lots around as neighbours', async () => {
    const context = await lotContext(database.db, 'ma-testville/A1', rect(0, 0, 100, 150));
    expect(context.streets).toEqual([hurleyRightOfWay, elmPavement]);
    const lines = [...context.streetLines].sort((a, b) => byLng(a.line, b.line));
    expect(lines).toEqual([
      { line: elmLine, name: 'Elm St' },
      { line: hurleyParts[0], name: 'Hurley St' },
      { line: hurleyParts[1], name: 'Hurley St' },
      { line: serviceDrive },
    ]);
    expect(context.neighbours).toHaveLength(2);
    expect(context.neighbours).toEqual(expect.arrayContaining([rect(100, 0, 100, 150), rect(0, 150, 100, 150)]));
  });

  it('leaves out what lies beyond 160 ft of the lot', async () => {
    const context = await lotContext(database.db, 'ma-testville/B1', rect(1000, 0, 100, 150));
    expect(context.streets).toEqual([]);
    expect(context.streetLines.map((l) => l.name).sort()).toEqual(['Oak St', 'Pine St']);
    expect(context.neighbours).toHaveLength(2);
  });
});

describe('loadUserLotById', () => {
  it('fronts a corner lot on the street its address names, not the one nearer the address point', async () => {
    const a1 = (await loadUserLotById(database.db, 'ma-testville/A1', null, new Date()))!;
    const aFront = a1.edges.filter((e) => e.kind === EdgeKind.Front);
    expect(aFront.map((e) => [rounded(middleFt(e)), e.reason])).toEqual([[[0, 75], EdgeReason.AddressStreet]]);
    expect(a1.edges.find((e) => rounded(middleFt(e))[1] === 0)?.kind).toBe(EdgeKind.ExteriorSide);

    const b1 = (await loadUserLotById(database.db, 'ma-testville/B1', null, new Date()))!;
    const bFront = b1.edges.filter((e) => e.kind === EdgeKind.Front);
    expect(bFront.map((e) => [rounded(middleFt(e)), e.reason])).toEqual([[[1050, 0], EdgeReason.AddressStreet]]);
    expect(b1.edges.find((e) => rounded(middleFt(e))[0] === 1000)?.kind).toBe(EdgeKind.ExteriorSide);
  });

  it('does not measure a stored lot past the geometry limits: its edges and setback areas stay unknown', async () => {
    const traced = (await loadUserLotById(database.db, 'ma-testville/T1', null, new Date()))!;
    expect(traced.edges).toEqual([]);
    expect(traced.ext).toBeUndefined();
    expect(traced.int).toBeUndefined();
    expect(traced.unmeasured).toEqual({ what: 'lot_corners', count: 5001, limit: 5000 });
    const a1 = (await loadUserLotById(database.db, 'ma-testville/A1', null, new Date()))!;
    expect(a1.edges).toHaveLength(4);
    expect(a1.unmeasured).toBeNull();
  });

  it('answers nothing for a property that is not on file', async () => {
    expect(await loadUserLotById(database.db, 'ma-testville/NOPE', null, new Date())).toBeUndefined();
  });
});
