// The lot lines as segments in feet, each with the kind of the edge it belongs to: what setbacks
// are measured from. A segment takes the edge whose ends bracket it on the ring, else the nearest
// edge; hole rings (lots enclosed by this one) count as side lines, as in setbackArea.
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import type { LocalFrame } from '../geo/local-frame';
import { EdgeKind, type LotEdge } from './lot-edges';
import { distanceToSegment, lotPart, type RingInFeet } from './lot-ring';
import type { PointFt } from '../geo/point-ft';

/** One segment of a lot line, in the lot's frame. */
export interface LotLineSegment {
  a: PointFt;
  b: PointFt;
  kind: EdgeKind;
  /** How sure the edge's kind is; a low one takes the stricter setback (setbackOfEdge). */
  confidence?: LotEdge['confidence'];
}

const key = (p: Position): string => `${p[0]},${p[1]}`;

/** The edge of each segment of the outer ring (segment i runs from point i to point i + 1); undefined only without edges. */
export function edgesOfSegments(outer: RingInFeet, edges: readonly LotEdge[], frame: LocalFrame): (LotEdge | undefined)[] {
  const n = outer.positions.length;
  const indexOf = new Map<string, number>();
  outer.positions.forEach((p, i) => indexOf.set(key(p), i));
  const found: (LotEdge | undefined)[] = new Array(n).fill(undefined);
  for (const edge of edges) {
    const from = indexOf.get(key(edge.from));
    const to = indexOf.get(key(edge.to));
    if (from === undefined || to === undefined || from === to) continue;
    for (let i = from; i !== to; i = (i + 1) % n) found[i] = edge;
  }
  const chords = edges.map((e) => [frame.toFeet(e.from), frame.toFeet(e.to)] as const);
  return found.map((edge, i) => {
    if (edge !== undefined) return edge;
    const a = outer.points[i]!;
    const b = outer.points[(i + 1) % n]!;
    const mid: PointFt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    let best = 0;
    chords.forEach(([p, q], k) => {
      if (distanceToSegment(mid, p, q) < distanceToSegment(mid, chords[best]![0], chords[best]![1])) best = k;
    });
    return edges[best];
  });
}

/** The lot's frame (lotPart's) and every segment of its lines with its kind. */
export function lotLineSegments(lot: Polygon | MultiPolygon, edges: readonly LotEdge[]): { frame: LocalFrame; segments: LotLineSegment[] } {
  const { frame, outer, holes } = lotPart(lot);
  const kinds = edgesOfSegments(outer, edges, frame);
  const segments: LotLineSegment[] = [];
  const n = outer.points.length;
  for (let i = 0; i < n; i++) {
    const edge = kinds[i];
    segments.push({ a: outer.points[i]!, b: outer.points[(i + 1) % n]!, kind: edge?.kind ?? EdgeKind.Unknown, ...(edge?.confidence ? { confidence: edge.confidence } : {}) });
  }
  for (const hole of holes) {
    for (let i = 0; i < hole.points.length; i++) segments.push({ a: hole.points[i]!, b: hole.points[(i + 1) % hole.points.length]!, kind: EdgeKind.InteriorSide });
  }
  return { frame, segments };
}
