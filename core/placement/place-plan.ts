// placePlan: where a floor plan lands on a lot, in [lng, lat], following spec 1 section 5's order
// (see search.ts for the candidates and their order, decision 010 for why and how strict).
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import type { LocalFrame } from '../geo/local-frame';
import { signedRingArea } from '../geo/area';
import { centroid } from '../geo/point-on-surface';
import { lotPart } from '../setback/lot-ring';
import type { PointFt } from '../geo/point-ft';
import { FlatRings } from './flat-rings';
import { Placement, lotAxis, placedOutline, searchPlacement, type SearchSpace } from './search';
import type { PreparedUnit } from './unit';

export { Placement } from './search';

/** Decimal places of the answer's coordinates (1e-9 degrees is about 0.1 mm). */
const DECIMALS = 1e9;

/** What to place and where. */
export interface PlacePlanInput {
  lot: Polygon | MultiPolygon;
  /** The setback area of the page's ADU type; null or undefined when there is none or it is unknown. */
  area: Polygon | MultiPolygon | null | undefined;
  /** Footprints the unit must not touch. */
  buildings: readonly Polygon[];
  /** The plan, from `prepareUnit(outlineFromPlan(...).ring)`. */
  unit: PreparedUnit;
  /** Where to start looking; by default the centroid of the area's largest part, else of the lot. */
  start?: Position | null;
}

/** Where the plan landed. */
export interface PlacedPlan {
  polygon: Polygon;
  placement: Placement;
  /** Degrees counter-clockwise by which the plan's own outline is turned, in [0, 360). */
  rotationDeg: number;
}

type Rings = Position[][];

const partsOf = (g: Polygon | MultiPolygon): Rings[] => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

function ringsInFeet(rings: readonly Position[][], frame: LocalFrame): PointFt[][] {
  return rings.map((ring) => {
    const points = ring.map((p) => frame.toFeet(p));
    const first = points[0];
    const last = points[points.length - 1];
    if (points.length > 1 && first![0] === last![0] && first![1] === last![1]) points.pop();
    return points;
  });
}

/** The centroid (holes subtracted) of the largest part of a geometry, in feet; undefined without area. */
function largestPartCentroid(geometry: Polygon | MultiPolygon, parts: readonly PointFt[][][], frame: LocalFrame): PointFt | undefined {
  let best = -1;
  let bestArea = 0;
  parts.forEach(([outer], i) => {
    const area = outer && outer.length >= 3 ? Math.abs(signedRingArea(outer)) : 0;
    if (area > bestArea) {
      best = i;
      bestArea = area;
    }
  });
  return best < 0 ? undefined : frame.toFeet(centroid({ type: 'Polygon', coordinates: partsOf(geometry)[best]! }));
}

/** A lot, its area and buildings in the lot's own feet frame (the frame of its largest part, as setback areas use), and where the search starts. */
export interface PlacementFrame {
  frame: LocalFrame;
  /** The rings of each part (outer ring, then holes), without closing repeats. */
  lotParts: PointFt[][][];
  areaParts: PointFt[][][] | null;
  /** The rings of each building. */
  buildingRings: PointFt[][][];
  start: PointFt;
  lotCentre: PointFt;
  axisRad: number;
}

/** The lot, area and buildings in feet, the start point, the lot's centre and axis. */
export function placementFrame(input: Omit<PlacePlanInput, 'unit'>): PlacementFrame {
  const { frame, outer } = lotPart(input.lot);
  const lotParts = partsOf(input.lot).map((rings) => ringsInFeet(rings, frame));
  const areaParts = input.area ? partsOf(input.area).map((rings) => ringsInFeet(rings, frame)) : [];
  const lotCentre = largestPartCentroid(input.lot, lotParts, frame) ?? outer.points[0]!;
  return {
    frame,
    lotParts,
    areaParts: areaParts.length > 0 ? areaParts : null,
    buildingRings: input.buildings.map((b) => ringsInFeet(b.coordinates, frame)),
    start: input.start ? frame.toFeet(input.start) : ((input.area && largestPartCentroid(input.area, areaParts, frame)) ?? lotCentre),
    lotCentre,
    axisRad: lotAxis(outer.points),
  };
}

/** The search space of a placement frame. */
export function searchSpaceOf(f: PlacementFrame): SearchSpace {
  return {
    lot: new FlatRings(f.lotParts.flat()),
    area: f.areaParts ? new FlatRings(f.areaParts.flat()) : null,
    buildings: f.buildingRings.map((rings) => new FlatRings(rings)),
    start: f.start,
    lotCentre: f.lotCentre,
    axisRad: f.axisRad,
  };
}

/** Places a plan on a lot: inside the setback area if it fits anywhere, else inside the lot clear of buildings, else at the lot's centre. */
export function placePlan(input: PlacePlanInput): PlacedPlan {
  const placement = placementFrame(input);
  const { frame } = placement;
  const space = searchSpaceOf(placement);
  const result = searchPlacement(input.unit, space);
  const xy = placedOutline(input.unit, space.axisRad, result);
  const ring: Position[] = [];
  for (let i = 0; i < xy.length; i += 2) {
    const [lng, lat] = frame.toLngLat([xy[i]!, xy[i + 1]!]);
    ring.push([Math.round(lng * DECIMALS) / DECIMALS, Math.round(lat * DECIMALS) / DECIMALS]);
  }
  ring.push([ring[0]![0], ring[0]![1]]);
  const degrees = ((space.axisRad - input.unit.turnRad) * 180) / Math.PI + result.turnDeg;
  return {
    polygon: { type: 'Polygon', coordinates: [ring] },
    placement: result.placement,
    rotationDeg: (((Math.round(degrees * 1e6) / 1e6) % 360) + 360) % 360,
  };
}
