// A lot's main part in feet: its largest polygon, outer ring counter-clockwise, holes clockwise, no repeated points.
import type { MultiPolygon, Polygon, Position } from '../geo/geojson.schema';
import { createLocalFrame, type LocalFrame } from '../geo/local-frame';
import type { PointFt } from '../geo/point-ft';
import { twiceSignedArea } from '../geo/trace-rings';

/** One ring as [lng, lat] positions and the same points in feet, without the closing repeat. */
export interface RingInFeet {
  positions: Position[];
  points: PointFt[];
}

/** The largest part of a lot in a frame centred on its outer ring's box. */
export interface LotPart {
  frame: LocalFrame;
  outer: RingInFeet;
  holes: RingInFeet[];
}

function openRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first![0] === last![0] && first![1] === last![1]) out.pop();
  return out;
}


function inFeet(ring: readonly Position[], frame: LocalFrame, counterClockwise: boolean): RingInFeet {
  const positions = openRing(ring);
  const points = positions.map((p) => frame.toFeet(p));
  if (twiceSignedArea(points) > 0 !== counterClockwise) {
    positions.reverse();
    points.reverse();
  }
  return { positions, points };
}

/** The lot's largest part; throws when the lot has no ring of three distinct points. */
export function lotPart(lot: Polygon | MultiPolygon): LotPart {
  const parts = lot.type === 'Polygon' ? [lot.coordinates] : lot.coordinates;
  let best: Position[][] | undefined;
  let bestArea = -1;
  for (const part of parts) {
    const outer = part[0];
    if (!outer || outer.length === 0) continue;
    const area = Math.abs(twiceSignedArea(inFeet(outer, createLocalFrame(outer[0]!), true).points));
    if (area > bestArea) {
      best = part;
      bestArea = area;
    }
  }
  const outerRing = best?.[0] ? openRing(best[0]) : [];
  if (outerRing.length < 3) throw new Error(`A lot needs a ring of at least three distinct points, got ${JSON.stringify(lot).slice(0, 200)}`);
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of outerRing) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const frame = createLocalFrame([(minLng + maxLng) / 2, (minLat + maxLat) / 2]);
  return {
    frame,
    outer: inFeet(best![0]!, frame, true),
    holes: best!.slice(1).map((ring) => inFeet(ring, frame, false)).filter((ring) => ring.points.length >= 3),
  };
}

export { distanceToSegment } from '../geo/segment';
