// What the probe finds beyond an edge (right-of-way, centre line, gap, alley, neighbour, nothing), which
// street edges face one street, and the street opposite an alley, on a 60 by 100 ft lot drawn in feet.
import { describe, expect, it } from 'vitest';
import type { AreaGeometry } from '../geo/geojson.schema';
import { lotFrame, polygonFt } from '../geo/test-support/random-polygons';
import { EdgeReason, type LotContext } from './edge-kinds';
import { logicalRuns, type Run } from './edge-shape';
import { Beyond, lookBeyond, mostly, neighbourAt, oppositeAlley, streetGroups, streetSegmentsOf, type Evidence } from './edge-streets';
import { lotPart } from './lot-ring';

const box = (x0: number, y0: number, x1: number, y1: number): AreaGeometry => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
const lot = box(0, 0, 60, 100);
const part = lotPart(lot as never);
/** South, east, north and west edges, in that order. */
const runs: Run[] = logicalRuns(part.outer.points, part.outer.positions);
const south = runs[0]!;

/** What lies beyond the south edge, in short. */
function beyondSouth(context: LotContext) {
  const e = lookBeyond(south, lot as never, part.frame, context, streetSegmentsOf(context.streetLines ?? [], part.frame));
  return { counts: e.counts, street: e.street, names: e.names, neighbours: [...e.neighbours], alley: e.alley, ...(e.townLine ? { townLine: true } : {}) };
}
const evidence = (street?: EdgeReason, alley = false): Evidence => ({ counts: [0, 0, 0, 0, 0], names: [], neighbours: new Set(), alley, townLine: false, ...(street ? { street } : {}) });

describe('lookBeyond', () => {
  it('finds a right-of-way parcel just beyond the edge at each of its four samples', () => {
    expect(beyondSouth({ streets: [box(-100, -50, 200, 0)] })).toEqual({ counts: [4, 0, 0, 0, 0], street: EdgeReason.RightOfWay, names: [], neighbours: [], alley: false });
  });

  it('finds a named centre line within reach and names the street', () => {
    const streetLines = [{ line: [lotFrame.toLngLat([-300, -25]), lotFrame.toLngLat([400, -25])], name: 'Maple Street' }];
    expect(beyondSouth({ streetLines })).toEqual({ counts: [4, 0, 0, 0, 0], street: EdgeReason.StreetLine, names: ['Maple Street'], neighbours: [], alley: false });
  });

  it('takes a centre line past STREET_LINE_REACH_FT as no street', () => {
    const streetLines = [{ line: [lotFrame.toLngLat([-300, -95]), lotFrame.toLngLat([400, -95])], name: 'Far Road' }];
    expect(beyondSouth({ streetLines }).street).toBeUndefined();
  });

  it('makes a street-wide gap with a lot across it a street missing from the data, and a narrow one an alley', () => {
    expect(beyondSouth({ neighbours: [box(-100, -200, 200, -55)] })).toEqual({ counts: [0, 4, 0, 0, 0], street: EdgeReason.Gap, names: [], neighbours: [], alley: false });
    expect(beyondSouth({ neighbours: [box(-100, -200, 200, -15)] })).toMatchObject({ street: EdgeReason.Gap, alley: true });
  });

  it('sees a neighbouring lot on a shared line, and nothing at the edge of the data', () => {
    expect(beyondSouth({ neighbours: [box(300, 0, 400, 100), box(-20, -100, 80, 0)] })).toEqual({ counts: [0, 0, 4, 0, 0], street: undefined, names: [], neighbours: [1], alley: false });
    expect(beyondSouth({})).toEqual({ counts: [0, 0, 0, 4, 0], street: undefined, names: [], neighbours: [], alley: false });
  });
});

describe('the town line', () => {
  it('takes an edge with nothing beyond it but the town line for the town line, not a gap', () => {
    // The town ends at the lot's south line; the next town's lots, across a 50 ft gap, are in the data.
    const townBoundary = box(-1000, 0, 1000, 1000);
    expect(beyondSouth({ townBoundary, neighbours: [box(-100, -200, 200, -50)] })).toEqual({ counts: [0, 0, 0, 4, 0], street: undefined, names: [], neighbours: [], alley: false, townLine: true });
    // Without the boundary the same gap is a street missing from the data.
    expect(beyondSouth({ neighbours: [box(-100, -200, 200, -50)] }).street).toBe(EdgeReason.Gap);
  });

  it('keeps a street mapped along the town line a street', () => {
    const townBoundary = box(-1000, 0, 1000, 1000);
    expect(beyondSouth({ townBoundary, streets: [box(-100, -50, 200, 0)] })).toMatchObject({ street: EdgeReason.RightOfWay, counts: [4, 0, 0, 0, 0] });
  });

  it('keeps a street mapped a little past the town line a street, and one farther off not', () => {
    // The town ends at the lot's south line; the next town's pavement starts 15 ft (then 45 ft) beyond it.
    const townBoundary = box(-1000, 0, 1000, 1000);
    expect(beyondSouth({ townBoundary, streets: [box(-100, -60, 200, -15)] })).toMatchObject({ street: EdgeReason.RightOfWay, counts: [4, 0, 0, 0, 0] });
    expect(beyondSouth({ townBoundary, streets: [box(-100, -90, 200, -45)] })).toMatchObject({ street: undefined, counts: [0, 0, 0, 4, 0], townLine: true });
  });
});

describe('mostly', () => {
  it('counts only the samples that left the lot, and wants more than half of them', () => {
    expect(mostly([2, 0, 1, 1, 9], Beyond.Street)).toBe(false);
    expect(mostly([3, 0, 1, 1, 9], Beyond.Street)).toBe(true);
    expect(mostly([1, 1, 1, 0, 0], Beyond.Gap, Beyond.Street)).toBe(true);
  });
});

describe('streetGroups', () => {
  it('parts two street lines meeting at a right angle, unless both face a centre line of one name', () => {
    expect(streetGroups(runs, [true, true, false, false])).toEqual([[0], [1]]);
    expect(streetGroups(runs, [true, true, false, false], [['maple'], ['maple'], [], []])).toEqual([[0, 1]]);
  });

  it('makes a lot with streets all round one street, and a through lot two', () => {
    expect(streetGroups(runs, [true, true, true, true])).toEqual([[0, 1, 2, 3]]);
    // Groups start after the first edge that is not a street, so none wraps round the ring's start.
    expect(streetGroups(runs, [true, false, true, false])).toEqual([[2], [0]]);
    expect(streetGroups(runs, [false, false, false, false])).toEqual([]);
  });
});

describe('oppositeAlley', () => {
  it('picks the street line facing away from an alley, or none', () => {
    const alleyNorth = [evidence(EdgeReason.RightOfWay), evidence(EdgeReason.RightOfWay), evidence(EdgeReason.Gap, true), evidence()];
    expect(oppositeAlley([[1], [0]], runs, alleyNorth)).toBe(1);
    expect(oppositeAlley([[1], [0]], runs, [evidence(), evidence(), evidence(EdgeReason.Gap), evidence()])).toBe(-1);
  });
});

describe('streetSegmentsOf', () => {
  it('cuts each centre line into its segments in feet, each with the line name', () => {
    const line = [lotFrame.toLngLat([0, -25]), lotFrame.toLngLat([100, -25]), lotFrame.toLngLat([100, -125])];
    const segments = streetSegmentsOf([{ line, name: 'Elm St' }], part.frame);
    expect(segments.map((s) => [Math.round(Math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1])), s.name])).toEqual([[100, 'Elm St'], [100, 'Elm St']]);
  });
});

describe('neighbourAt', () => {
  it('answers the index of the lot at a point, or -1', () => {
    const neighbours = [box(-60, 0, 0, 100), box(60, 0, 120, 100)];
    expect(neighbourAt(lotFrame.toLngLat([90, 50]), neighbours)).toBe(1);
    expect(neighbourAt(lotFrame.toLngLat([-30, 50]), neighbours)).toBe(0);
    expect(neighbourAt(lotFrame.toLngLat([30, -30]), neighbours)).toBe(-1);
  });
});
