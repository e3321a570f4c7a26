// What the neighbouring lots say: the parcel fabric's straight line a lot
// with neighbours all round fronts, and the block face the lots around vote for; lots drawn in feet.
import { describe, expect, it } from 'vitest';
import type { AreaGeometry } from '../geo/geojson.schema';
import type { PointFt } from '../geo/point-ft';
import { lotFrame, polygonFt } from '../geo/test-support/random-polygons';
import { logicalRuns, runOf, type Run } from './edge-shape';
import { blockFace, parcelFabricFront } from './edge-shared-lines';
import { lotPart } from './lot-ring';

const box = (x0: number, y0: number, x1: number, y1: number): AreaGeometry => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
const lot = box(0, 0, 60, 100);
const part = lotPart(lot as never);
/** South, east, north and west edges, in that order. */
const runs: Run[] = logicalRuns(part.outer.points, part.outer.positions);
const run = (points: PointFt[]): Run => runOf(points, part.frame.toLngLat(points[0]!), part.frame.toLngLat(points[points.length - 1]!));
const feet = (x: number, y: number): PointFt => part.frame.toFeet(lotFrame.toLngLat([x, y]));

describe('parcelFabricFront', () => {
  // Parcels that reach the street's centre line (y = 0): the row either side, and the block across it.
  const row = [box(-60, 0, 0, 100), box(60, 0, 120, 100), box(0, 100, 60, 200)];
  const farther = [box(-120, 0, -60, 50), box(120, 0, 180, 50)];
  const across = box(-120, -100, 180, 0);

  it('fronts the edge on the boundary running on 240 ft through other parcels', () => {
    const neighbours = [...row, ...farther, across];
    expect(parcelFabricFront(runs, [true, true, true, true], neighbours, part.frame)).toBe(0);
  });

  it('fronts nothing where no boundary runs on FABRIC_RUN_ON_FT past an edge', () => {
    // The south boundary now runs on 120 ft (the row and the block across it), the north one 120 ft too.
    expect(parcelFabricFront(runs, [true, true, true, true], [...row, box(-60, -100, 120, 0)], part.frame)).toBeUndefined();
  });

  it('looks only at edges with a neighbour beyond them', () => {
    expect(parcelFabricFront(runs, [false, true, true, true], [...row, ...farther, across], part.frame)).toBeUndefined();
  });
});

describe('blockFace', () => {
  // The lot's two street lines: south (group 0) and east (group 1).
  const groups = [[0], [1]];
  const southFront = run([feet(80, 0), feet(140, 0)]);
  const eastFront = run([feet(60, -80), feet(60, -20)]);

  it('picks the street line that the lots around with a single street front', () => {
    expect(blockFace(groups, runs, [[southFront], [run([feet(-70, 0), feet(-10, 0)])]])).toBe(0);
    expect(blockFace(groups, runs, [[eastFront]])).toBe(1);
  });

  it('answers nothing on a tie or with no votes', () => {
    expect(blockFace(groups, runs, [[southFront], [eastFront]])).toBeUndefined();
    expect(blockFace(groups, runs, [])).toBeUndefined();
    // A front parallel to the south line but 40 ft off it is another street's.
    expect(blockFace(groups, runs, [[run([feet(80, -40), feet(140, -40)])]])).toBeUndefined();
  });
});
