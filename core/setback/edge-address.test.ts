// What the address says: street names matched the way the assessor and the street layer write them,
// the street group the address names, and the street or edge nearest the address point.
import { describe, expect, it } from 'vitest';
import { polygonFt } from '../geo/test-support/random-polygons';
import { addressStreetGroup, nearestEdge, nearestGroup, normaliseStreetName } from './edge-address';
import { logicalRuns, type Run } from './edge-shape';
import type { Evidence } from './edge-streets';
import { lotPart } from './lot-ring';

const part = lotPart(polygonFt([[[0, 0], [60, 0], [60, 100], [0, 100]]]));
/** South, east, north and west edges of a 60 by 100 ft lot, in that order, in its own frame (centre at 30, 50). */
const runs: Run[] = logicalRuns(part.outer.points, part.outer.positions);
const named = (...names: string[]): Evidence => ({ counts: [0, 0, 0, 0, 0], names, neighbours: new Set(), alley: false, townLine: false });

describe('normaliseStreetName', () => {
  it('drops the street type, case and punctuation', () => {
    expect(normaliseStreetName('Hurley St')).toBe('hurley');
    expect(normaliseStreetName('HURLEY STREET')).toBe('hurley');
    expect(normaliseStreetName("Saint Paul's Place")).toBe('saint pauls');
    expect(normaliseStreetName('Mass. Ave')).toBe('mass');
    expect(normaliseStreetName('Massachusetts Avenue')).toBe('massachusetts');
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
