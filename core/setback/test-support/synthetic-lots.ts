// Hand-drawn fixture lots in feet: the shapes a setback engine gets wrong first.
import { lotFrame, polygonFt } from '../../geo/test-support/random-polygons';
import type { FixtureInput } from './fixtures';

type Ft = [number, number];
const box = (x0: number, y0: number, x1: number, y1: number): Ft[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const area = (...rings: Ft[][]) => polygonFt(rings);
const at = (x: number, y: number) => lotFrame.toLngLat([x, y]);
const typical = { frontFt: 15, sideFt: 7.5, rearFt: 20 };

/** Every synthetic fixture by file name (without .geojson). */
export function syntheticFixtures(): Record<string, FixtureInput> {
  return {
    'interior-lot-street': {
      description: 'Rectangular interior lot, 50 x 100 ft, a right-of-way parcel along the front, whose line is three collinear segments (one front edge).',
      lot: area([[0, 0], [15, 0], [35, 0], [50, 0], [50, 100], [0, 100]]),
      setbacks: typical,
      separationFt: 10,
      streets: [area(box(-200, -50, 250, -0))],
      neighbours: [area(box(-50, 0, 0, 100)), area(box(50, 0, 100, 100)), area(box(-50, 100, 100, 200))],
    },
    'corner-lot': {
      description: 'Corner lot with streets south and west: two fronts; the address on the south street makes it primary, so the north edge is the rear and the east edge a side.',
      lot: area(box(0, 0, 60, 90)),
      setbacks: typical,
      separationFt: 10,
      streets: [area([[-50, -50], [200, -50], [200, 0], [0, 0], [0, 200], [-50, 200]])],
      neighbours: [area(box(60, 0, 120, 90)), area(box(0, 90, 60, 180))],
      addressPoint: at(30, 8),
    },
    'l-shaped-lot': {
      description: 'L-shaped lot fronting south: both north-facing edges are rear, and the inside corner is rounded by the larger setback.',
      lot: area([[0, 0], [100, 0], [100, 50], [50, 50], [50, 110], [0, 110]]),
      setbacks: { frontFt: 10, sideFt: 8, rearFt: 12 },
      separationFt: 10,
      streets: [area(box(-100, -50, 200, 0))],
      neighbours: [area(box(-50, 0, 0, 110)), area(box(100, 0, 150, 50)), area(box(50, 50, 150, 110)), area(box(-50, 110, 150, 160))],
    },
    'flag-lot': {
      description: 'Flag lot: a 20 ft pole reaches the street, the only front; the shoulders beside the pole face the lots in front and are sides.',
      lot: area([[40, 0], [60, 0], [60, 80], [100, 80], [100, 160], [0, 160], [0, 80], [40, 80]]),
      setbacks: { frontFt: 10, sideFt: 5, rearFt: 15 },
      separationFt: 10,
      streets: [area(box(-100, -50, 200, 0))],
      neighbours: [area(box(0, 0, 40, 80)), area(box(60, 0, 100, 80)), area(box(-50, 0, 0, 160)), area(box(100, 0, 150, 160)), area(box(-50, 160, 150, 220))],
    },
    'irregular-five-sided-lot': {
      description: 'Irregular five-sided lot on a street running at an angle, 1 ft off the lot line: one front, and only the edge facing more than 135 degrees away from it is rear.',
      lot: area([[0, 0], [80, 20], [95, 90], [45, 140], [-10, 85]]),
      setbacks: typical,
      separationFt: 10,
      streets: [area([[-200, -51], [300, 74], [310, 29], [-190, -96]])],
    },
    'gap-front-lot': {
      description: 'Interior lot without right-of-way data: neighbours on three sides and nothing to the south, which is taken as the street.',
      lot: area(box(0, 0, 50, 100)),
      setbacks: typical,
      separationFt: 10,
      neighbours: [area(box(-50, 0, 0, 100)), area(box(50, 0, 100, 100)), area(box(-50, 100, 100, 200))],
    },
    'two-buildings-lot': {
      description: 'Lot with a house and a garage: the 10 ft separation around both cuts the area into pieces.',
      lot: area(box(0, 0, 70, 140)),
      setbacks: { frontFt: 10, sideFt: 5, rearFt: 10 },
      separationFt: 10,
      streets: [area(box(-100, -50, 200, 0))],
      neighbours: [area(box(-50, 0, 0, 140)), area(box(70, 0, 120, 140)), area(box(-50, 140, 120, 200))],
      buildings: [area(box(12, 25, 55, 65)), area([[40, 95], [62, 95], [62, 117], [40, 117]])],
    },
  };
}
