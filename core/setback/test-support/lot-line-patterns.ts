// Small cases of the situations lot-line classification gets wrong without the right evidence: ties
// between front and rear, parcels that reach the street's centre line, corner lots, gaps behind the lot
// and isolated lots. Each is drawn in feet around a lot of its own and carries the kinds a planner
// would give its edges, in the lot ring's counter-clockwise order from its first corner.
import type { Position } from '../../geo/geojson.schema';
import { polygonFt, ringFt } from '../../geo/test-support/random-polygons';
import type { EdgeKind, LotContext } from '../lot-edges';

type Xy = readonly [number, number];
const box = (x0: number, y0: number, x1: number, y1: number): Xy[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const area = (x0: number, y0: number, x1: number, y1: number) => polygonFt([box(x0, y0, x1, y1)]);
const line = (points: Xy[]): Position[] => ringFt(points).slice(0, -1);

/** One case: the lot, its context, and the kinds expected of its edges. */
export interface LotLinePattern {
  description: string;
  lot: ReturnType<typeof polygonFt>;
  context: LotContext;
  expected: EdgeKind[];
}

/** A row of 60 × 120 ft lots facing south between x0 and x1, north of y = 0. */
const row = (x0: number, x1: number, y0 = 0): ReturnType<typeof area>[] => {
  const lots = [];
  for (let x = x0; x < x1; x += 60) lots.push(area(x, y0, x + 60, y0 + 120));
  return lots;
};

export const LOT_LINE_PATTERNS: Record<string, LotLinePattern> = {
  'tie-alley-behind': {
    description: 'Interior lot in a row, a street gap (50 ft) south and an alley (16 ft) north, front and rear of equal length and no address: lots do not front alleys, so the front faces the street.',
    lot: area(0, 0, 60, 120),
    context: { neighbours: [...row(-180, 0), ...row(60, 240), ...row(-180, 240, -170), ...row(-180, 240, 136)] },
    expected: ['front', 'interior side', 'rear', 'interior side'],
  },
  'through-lot-street-behind': {
    description: 'Through lot between two right-of-way parcels, with the address point near the north line: the front faces the address, the street behind is the rear.',
    lot: area(0, 0, 60, 120),
    context: {
      streets: [area(-300, -50, 300, 0), area(-300, 120, 300, 170)],
      neighbours: [area(-60, 0, 0, 120), area(60, 0, 120, 120)],
      addressPoint: ringFt([[30, 110]])[0]!,
    },
    expected: ['rear', 'interior side', 'front', 'interior side'],
  },
  'centre-line-parcels-with-street-layer': {
    description: 'Rural parcels reaching the centre line of a named road, the parcel across the road sharing the lot line: the street layer tells the road from a neighbour.',
    lot: area(0, 0, 300, 400),
    context: {
      neighbours: [area(0, -400, 300, 0), area(-300, 0, 0, 400), area(300, 0, 600, 400), area(0, 400, 300, 800)],
      streetLines: [{ line: line([[-1000, 0], [1000, 0]]), name: 'County Road 3570' }],
    },
    expected: ['front', 'interior side', 'rear', 'interior side'],
  },
  'centre-line-parcels-fabric-only': {
    description: 'The same parcels reaching the centre line with no street layer: neighbours all round, and the long straight boundary that runs on through other parcels is the road.',
    lot: area(0, 0, 300, 400),
    context: {
      neighbours: [
        area(-600, -400, 0, 0), area(0, -400, 500, 0), area(500, -400, 900, 0),
        area(-300, 0, 0, 380), area(300, 0, 600, 410), area(0, 400, 300, 700),
      ],
    },
    expected: ['front', 'interior side', 'rear', 'interior side'],
  },
  'corner-lot-block-face': {
    description: 'Corner lot 120 ft wide on the street its row fronts (south) and 100 ft deep along a cross street (west), the lot behind it on the corner of the next street, no address: it fronts the street its interior neighbours front, though that street line is the longer.',
    lot: area(0, 0, 120, 100),
    context: {
      streets: [area(-300, -50, 500, 0), area(-50, -50, 0, 400), area(-300, 200, 500, 250)],
      neighbours: [area(120, 0, 240, 100), area(240, 0, 360, 100), area(0, 100, 120, 200), area(120, 100, 240, 200)],
    },
    expected: ['front', 'interior side', 'rear', 'exterior side'],
  },
  'corner-lot-shorter-street': {
    description: 'Corner lot at an intersection with nothing else to go by: the shorter street line is the front (the common zoning definition), the longer an exterior side.',
    lot: area(0, 0, 50, 90),
    context: { streets: [area(-60, -60, 200, 0), area(-60, 0, 0, 200)] },
    expected: ['front', 'interior side', 'rear', 'exterior side'],
  },
  'corner-lot-address-street': {
    description: 'Corner lot whose address names the cross street (a centre-line layer with names): the front faces the named street even though it is the longer line.',
    lot: area(0, 0, 50, 90),
    context: {
      streets: [area(-60, -60, 200, 0), area(-60, 0, 0, 200)],
      streetLines: [{ line: line([[-200, -30], [300, -30]]), name: 'Pearl St' }, { line: line([[-30, -200], [-30, 300]]), name: 'Auburn St' }],
      addressStreet: 'Auburn Street',
    },
    expected: ['exterior side', 'rear', 'interior side', 'front'],
  },
  'bend-of-one-named-street': {
    description: 'Lot on the outside of a 90 degree bend of one street, whose named centre line turns with it: one street, so both street lines are front and there is no exterior side.',
    lot: area(0, 0, 50, 90),
    context: {
      streets: [area(-60, -60, 200, 0), area(-60, 0, 0, 200)],
      streetLines: [{ line: line([[200, -30], [-30, -30], [-30, 200]]), name: 'Mercer Circle' }],
    },
    expected: ['front', 'rear', 'interior side', 'front'],
  },
  'corner-at-a-49-degree-bend': {
    description: 'Lot whose 200 ft street line bends 49 degrees onto a 60 ft line of a cross street (1 Silver Lake Rd, Bellingham, issue 33), one right-of-way parcel for both and no names: a bend that sharp is a corner of two streets, so the block face picks the front and the cross street is an exterior side.',
    lot: polygonFt([[[0, 0], [200, 0], [239.36, 45.28], [180, 140], [0, 140]]]),
    context: {
      streets: [polygonFt([[[-100, -50], [250, -50], [368.9, 118.1], [331.2, 150.9], [200, 0], [-100, 0]]])],
      neighbours: [
        area(-60, 0, 0, 140), area(-120, 0, -60, 140), area(0, 140, 180, 260),
        polygonFt([[[239.36, 45.28], [323.96, 98.28], [264.6, 193.28], [180, 140]]]),
      ],
    },
    expected: ['front', 'exterior side', 'interior side', 'rear', 'interior side'],
  },
  'jog-in-a-stepped-side-line': {
    description: 'Lot facing a right-of-way parcel whose east side line steps 6 ft in halfway back (as at 12 Richard Ave, issue 33): the short jog faces away from the front, but it is part of the side line and keeps its kind.',
    lot: polygonFt([[[0, 0], [60, 0], [60, 60], [54, 60], [54, 120], [0, 120]]]),
    context: {
      streets: [area(-300, -50, 300, 0)],
      neighbours: [area(-60, 0, 0, 120), area(60, 0, 120, 60), area(54, 60, 114, 120), area(0, 120, 54, 240)],
    },
    expected: ['front', 'interior side', 'interior side', 'interior side', 'rear', 'interior side'],
  },
  'town-line-beside-the-lot': {
    description: 'Lot at the west edge of the town, its address point near the south line, neighbours east and north, no street layer and nothing mapped south or west (1 Shellendy Ct, Bellingham, issue 33): the open south line is the front; the west line is the town line, which is no street, so it is an interior side rather than an exterior side.',
    lot: area(0, 0, 60, 120),
    context: {
      neighbours: [area(60, 0, 120, 120), area(0, 120, 60, 240), area(60, 120, 120, 240)],
      addressPoint: ringFt([[30, 10]])[0]!,
      townBoundary: area(0, -2000, 4000, 2000),
    },
    expected: ['front', 'interior side', 'rear', 'interior side'],
  },
  'gap-behind-edge-of-data': {
    description: 'Lot facing a right-of-way parcel, neighbours east and west and nothing mapped behind it (the edge of the data): the open side behind is the rear, not a second street.',
    lot: area(0, 0, 60, 120),
    context: { streets: [area(-300, -50, 300, 0)], neighbours: [area(-60, 0, 0, 120), area(60, 0, 120, 120)] },
    expected: ['front', 'interior side', 'rear', 'interior side'],
  },
  'isolated-lot-address': {
    description: 'A lot drawn alone, with only the address point near its east line: that edge is the front.',
    lot: area(0, 0, 50, 100),
    context: { addressPoint: ringFt([[46, 50]])[0]! },
    expected: ['interior side', 'front', 'interior side', 'rear'],
  },
  'isolated-lot-nothing': {
    description: 'A lot drawn alone with no street, neighbour or address: every edge unknown, not guessed.',
    lot: area(0, 0, 50, 100),
    context: {},
    expected: ['unknown', 'unknown', 'unknown', 'unknown'],
  },
};
