// What the address says: street names matched the way the assessor and the street layer write them,
// the street group the address names, and the street or edge nearest the address point.
import { describe, expect, it } from 'vitest';
import { polygonFt } from '../geo/test-support/random-polygons';
import { addressStreetGroup, nearestEdge, nearestGroup, normaliseStreetName } from './edge-address';
import { logicalRuns, type Run } from './edge-shape';
import type { Evidence } from './edge-streets';
import { lotPart } from './lot-ring';
import { classifyLotEdges, EdgeKind, EdgeReason } from './lot-edges';

const part = lotPart(polygonFt([[[0, 0], [60, 0], [60, 100], [0, 100]]]));
/** South, east, north and west edges of a 60 by 100 ft lot, in that order, in its own frame (centre at 30, 50). */
const runs: Run[] = logicalRuns(part.outer.points, part.outer.positions);
const named = (...names: string[]): Evidence => ({ counts: [0, 0, 0, 0, 0], names, neighbours: new Set(), alley: false, townLine: false });

describe('normaliseStreetName', () => {
  it('drops case and punctuation and spells the street type one way', () => {
    const same = (a: string, b: string) => normaliseStreetName(a) === normaliseStreetName(b);
    expect(same('Hurley St', 'HURLEY STREET')).toBe(true);
    expect(same("Saint Paul's Place", 'SAINT PAULS PL')).toBe(true);
    expect(same('Mass. Ave', 'Mass Avenue')).toBe(true);
    expect(same('Massachusetts Avenue', 'Massachusetts Ave')).toBe(true);
    // As MassGIS assessors write them.
    expect(same('PULASKI BV', 'Pulaski Blvd')).toBe(true);
    // The type tells streets of one name apart: a terrace off a street, a court off a street.
    expect(same('Frost Ter', 'Frost St')).toBe(false);
    expect(same('Reed Street Ct', 'Reed St')).toBe(false);
    expect(normaliseStreetName('Broadway')).toBe('broadway');
  });
});

describe('addressStreetGroup', () => {
  // A corner lot: Percy Pl along the south line, Essex St along the east one.
  const evidence = [named('PERCY PL'), named('Essex Street'), named(), named()];
  const groups = [[0], [1]];

  it('finds the street line of the street the address names', () => {
    expect(addressStreetGroup(groups, evidence, 'Essex St')).toBe(1);
    expect(addressStreetGroup(groups, evidence, 'Percy Place')).toBe(0);
  });

  it('answers -1 for another street or no street', () => {
    expect(addressStreetGroup(groups, evidence, 'Main St')).toBe(-1);
    expect(addressStreetGroup(groups, evidence, undefined)).toBe(-1);
    expect(addressStreetGroup(groups, evidence, '')).toBe(-1);
  });
});

describe('nearest the address point', () => {
  it('picks the street group nearest the point', () => {
    // 3 ft inside the east line, 45 ft up from the south one (frame coordinates are centred on the lot).
    expect(nearestGroup([[0], [1]], runs, [27, -5])).toBe(1);
    expect(nearestGroup([[0], [1]], runs, [0, -47])).toBe(0);
  });

  it('picks the edge nearest the point, the first of equally near ones', () => {
    expect(nearestEdge(runs, [-28, 0])).toBe(3);
    expect(nearestEdge(runs, [0, 48])).toBe(2);
    expect(nearestEdge(runs, [0, 0])).toBe(1);
  });
});

describe('the street the neighbours’ addresses name', () => {
  // A corner lot (0..60 by 0..100 ft) with streets south and east of it: a right of way along each.
  const box = (x0: number, y0: number, x1: number, y1: number) => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
  const lot = box(0, 0, 60, 100);
  const streets = [box(-300, -40, 400, 0), box(60, -40, 100, 400)];
  // West of it, the next lot along the south street; north of it, the next lot along the east one;
  // across the east street, a lot facing it; behind, a lot with no address.
  const neighbours = [box(-60, 0, 0, 100), box(0, 100, 60, 200), box(100, 0, 160, 100), box(-60, 100, 0, 200)];
  const neighbourStreets = [['Essex St'], ['Percy Pl'], ['PERCY PLACE'], []];
  const front = (addressStreet: string) => {
    const edges = classifyLotEdges(lot, { streets, neighbours, neighbourStreets, addressStreet });
    return edges.filter((e) => e.kind === EdgeKind.Front).map((e) => [Math.round(e.lengthFt), e.reason]);
  };

  it('fronts the street line the lots along it and across it name as the address’s street', () => {
    expect(front('Essex St')).toEqual([[60, EdgeReason.AddressStreetNeighbours]]);
    expect(front('Percy Pl')).toEqual([[100, EdgeReason.AddressStreetNeighbours]]);
  });

  it('takes the one street line left when the lots along the others are on other streets', () => {
    // Only the next lot along the south street has an address, on Oak St: the east line is the address's.
    const edges = classifyLotEdges(lot, { streets, neighbours, neighbourStreets: [['Oak St'], [], [], []], addressStreet: 'Percy Pl' });
    expect(edges.filter((e) => e.kind === EdgeKind.Front).map((e) => [Math.round(e.lengthFt), e.reason, e.confidence])).toEqual([[100, EdgeReason.AddressStreetOthers, 'medium']]);
    // With both lines named other streets, none is left: the address's street is not one of the lot's.
    const neither = classifyLotEdges(lot, { streets, neighbours, neighbourStreets: [['Oak St'], ['Elm St'], [], []], addressStreet: 'Percy Pl' });
    expect(neither.find((e) => e.kind === EdgeKind.Front)?.reason).not.toBe(EdgeReason.AddressStreetOthers);
  });

  it('falls back to the block face and the shorter line where no neighbour names the address’s street', () => {
    expect(front('Main St').map(([, reason]) => reason)).not.toContain(EdgeReason.AddressStreetNeighbours);
    const unnamed = classifyLotEdges(lot, { streets, neighbours, addressStreet: 'Percy Pl' });
    expect(unnamed.find((e) => e.kind === EdgeKind.Front)?.reason).not.toBe(EdgeReason.AddressStreetNeighbours);
  });
});
