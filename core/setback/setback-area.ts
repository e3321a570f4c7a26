// The buildable area of a lot: every point at least each lot line's own setback from that line and at
// least the building separation from every existing building, inside the lot's largest part.
//
// The lot minus the union of each edge's keep-out band is right for concave lots too, where intersecting
// half-planes is not. Each lot segment takes the setback of the edge it belongs to (found by its vertices,
// else by the nearest edge), and hole rings (lots enclosed by this one) take the side setback.
// Work happens in a local feet frame; results come back in [lng, lat] rounded to 8 decimals (about 1 mm).
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import type { LocalFrame } from '../geo/local-frame';
import { footprintsKeepOuts, lotLineKeepOuts, type SetbackRing } from './keep-out';
import { EdgeKind, type LotEdge } from './lot-edges';
import { edgesOfSegments } from './lot-lines';
import { lotPart, type RingInFeet } from './lot-ring';
import type { RingFt } from '../geo/point-ft';
import { subtractAreas } from '../geo/subtract-areas';

/** Setbacks in feet from front, side and rear lot lines. */
export interface Setbacks {
  frontFt: number;
  /** From an interior side lot line. */
  sideFt: number;
  rearFt: number;
  /**
   * From an exterior side lot line (a corner lot's second street line), where the rules give one.
   * Without it the exterior side takes the larger of the front and side setbacks: the stricter reading,
   * which the report states as an assumption.
   */
  exteriorSideFt?: number;
}

/**
 * The setback of one lot line: its kind's, or, where its kind is a low-confidence guess, the
 * stricter reading an unknown line takes (the largest of all), as the report says.
 */
export function setbackOfEdge(edge: Pick<LotEdge, 'kind' | 'confidence'>, setbacks: Setbacks): number {
  if (edge.confidence !== 'low') return setbackOfKind(edge.kind, setbacks);
  // A street line guessed among the lot's streets may be the front or a side street; a line guessed
  // away from the streets may be a side or the rear; a line of no kind may be any.
  if (edge.kind === EdgeKind.Front || edge.kind === EdgeKind.ExteriorSide) return Math.max(setbackOfKind(EdgeKind.Front, setbacks), setbackOfKind(EdgeKind.ExteriorSide, setbacks));
  if (edge.kind === EdgeKind.InteriorSide || edge.kind === EdgeKind.Rear) return Math.max(setbacks.sideFt, setbacks.rearFt);
  return setbackOfKind(EdgeKind.Unknown, setbacks);
}

/** The setback of a lot line of each kind; an unknown line takes the largest of all, to be safe. */
export function setbackOfKind(kind: EdgeKind, setbacks: Setbacks): number {
  switch (kind) {
    case EdgeKind.Front:
      return setbacks.frontFt;
    case EdgeKind.Rear:
      return setbacks.rearFt;
    case EdgeKind.InteriorSide:
      return setbacks.sideFt;
    case EdgeKind.ExteriorSide:
      return setbacks.exteriorSideFt ?? Math.max(setbacks.frontFt, setbacks.sideFt);
    default:
      return Math.max(setbacks.frontFt, setbacks.sideFt, setbacks.rearFt, setbacks.exteriorSideFt ?? 0);
  }
}

/** Existing buildings to keep clear of, and by how far. */
export interface Obstacles {
  footprints: readonly Polygon[];
  separationFt: number;
}

const DECIMALS = 1e8;

function checkedFeet(name: string, value: number): number {
  if (!(value >= 0) || value === Infinity) throw new Error(`setbackArea needs ${name} of 0 or more feet, got ${value}`);
  return value;
}

/** The setback of each outer-ring segment, from the edge it belongs to (lot-lines.ts). */
function segmentSetbacks(outer: RingInFeet, edges: readonly LotEdge[], frame: LocalFrame, setbackOf: (e: LotEdge) => number): number[] {
  return edgesOfSegments(outer, edges, frame).map((edge) => (edge ? setbackOf(edge) : 0));
}

function toRing(ring: RingFt, frame: LocalFrame): Position[] {
  const out: Position[] = [];
  for (const p of ring) {
    const [lng, lat] = frame.toLngLat(p);
    const q: Position = [Math.round(lng * DECIMALS) / DECIMALS, Math.round(lat * DECIMALS) / DECIMALS];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  if (out.length > 1 && out[0]![0] === out[out.length - 1]![0] && out[0]![1] === out[out.length - 1]![1]) out.pop();
  if (out.length < 3) return [];
  out.push([out[0]![0], out[0]![1]]);
  return out;
}

/**
 * The part of the lot at least each edge's setback from that edge (by `edges`' kinds) and at least
 * `separationFt` from each footprint; null when nothing remains.
 */
export function setbackArea(
  lot: Polygon | MultiPolygon,
  edges: readonly LotEdge[],
  setbacks: Setbacks,
  obstacles?: Obstacles,
): Polygon | MultiPolygon | null {
  checkedFeet('frontFt', setbacks.frontFt);
  checkedFeet('sideFt', setbacks.sideFt);
  checkedFeet('rearFt', setbacks.rearFt);
  if (setbacks.exteriorSideFt !== undefined) checkedFeet('exteriorSideFt', setbacks.exteriorSideFt);
  const separationFt = obstacles ? checkedFeet('separationFt', obstacles.separationFt) : 0;
  const { frame, outer, holes } = lotPart(lot);
  const rings: SetbackRing[] = [
    { points: outer.points, setbacksFt: segmentSetbacks(outer, edges, frame, (e) => setbackOfEdge(e, setbacks)) },
    ...holes.map((hole) => ({ points: hole.points, setbacksFt: hole.points.map(() => setbacks.sideFt) })),
  ];
  const cutters = lotLineKeepOuts(rings);
  const footprints: RingFt[] = [];
  for (const footprint of obstacles?.footprints ?? []) {
    const ring = footprint.coordinates[0];
    if (!ring || ring.length < 4) continue;
    const points = ring.map((p) => frame.toFeet(p)).filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
    if (points.length > 1 && points[0]![0] === points[points.length - 1]![0] && points[0]![1] === points[points.length - 1]![1]) points.pop();
    if (points.length >= 3) footprints.push(points);
  }
  cutters.push(...footprintsKeepOuts(footprints, separationFt).keepOuts);
  const polygons: Position[][][] = [];
  for (const [shell, ...inner] of subtractAreas([outer.points, ...holes.map((h) => h.points)], cutters)) {
    const ring = toRing(shell!, frame);
    if (ring.length >= 4) polygons.push([ring, ...inner.map((hole) => toRing(hole, frame)).filter((hole) => hole.length >= 4)]);
  }
  if (polygons.length === 0) return null;
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
}
