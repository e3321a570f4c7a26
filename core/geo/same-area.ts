// Whether two areas are the same lot: a lot sent in a request and a lot on file, each a Polygon
// or a MultiPolygon, whose coordinates may have been rounded on the way. They are the same when
// every corner of each lies within a tolerance of the other's lines and their symmetric
// difference is no larger than a band of that width along the lines on file. So a part left out
// or added (a decoy), a lot moved or reshaped by more than the tolerance, or a smaller lot placed
// inside a larger one is another area; the same lines with another first corner, another winding
// or corners added along them are the same.
import { areaSqFt } from './area';
import type { AreaGeometry, Polygon, Position } from './geojson.schema';
import { createLocalFrame, type LocalFrame } from './local-frame';
import { overlapAreaSqFt } from './polygon-relations';
import { distanceToSegment } from './segment';

/**
 * Feet a lot line may lie off and the lot still be the same one: a client that rounds to six
 * decimals moves a corner by under 0.2 ft, and any shift of a whole foot is another lot.
 */
export const SAME_AREA_TOLERANCE_FT = 1;

type RingFt = [number, number][];

const partsOf = (area: AreaGeometry): Polygon[] =>
  area.type === 'Polygon' ? [area] : area.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));

const ringsOf = (area: AreaGeometry): Position[][] => (area.type === 'Polygon' ? area.coordinates : area.coordinates.flat());

function ringsInFeet(area: AreaGeometry, frame: LocalFrame): RingFt[] {
  return ringsOf(area).map((ring) => ring.map((p) => frame.toFeet(p)));
}

function perimeterFt(rings: readonly RingFt[]): number {
  let total = 0;
  for (const ring of rings) for (let i = 1; i < ring.length; i++) total += Math.hypot(ring[i]![0] - ring[i - 1]![0], ring[i]![1] - ring[i - 1]![1]);
  return total;
}

function boxOf(rings: readonly RingFt[]): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

/** Whether every corner of `rings` lies within `toleranceFt` of a line of `lines`. */
function cornersOnLines(rings: readonly RingFt[], lines: readonly RingFt[], toleranceFt: number): boolean {
  for (const ring of rings) {
    for (const corner of ring) {
      let near = false;
      for (const line of lines) {
        for (let i = 1; i < line.length && !near; i++) near = distanceToSegment(corner, line[i - 1]!, line[i]!) <= toleranceFt;
        if (near) break;
      }
      if (!near) return false;
    }
  }
  return true;
}

/**
 * Whether `area` is the lot `onFile`: the same parts along the same lines, within `toleranceFt`
 * (default SAME_AREA_TOLERANCE_FT). The cheap tests (boxes, areas) come first, so a lot far
 * from the one on file costs a pass over its corners.
 */
export function isSameArea(area: AreaGeometry, onFile: AreaGeometry, toleranceFt = SAME_AREA_TOLERANCE_FT): boolean {
  if (!(toleranceFt >= 0)) throw new Error(`isSameArea needs a tolerance of 0 or more feet, got ${toleranceFt}`);
  const origin = ringsOf(onFile)[0]?.[0];
  if (!origin) throw new Error(`isSameArea needs a lot on file with a position, got ${JSON.stringify(onFile)}`);
  const frame = createLocalFrame(origin);
  const sent = ringsInFeet(area, frame);
  const lines = ringsInFeet(onFile, frame);
  const a = boxOf(sent);
  const b = boxOf(lines);
  if (a.some((edge, i) => Math.abs(edge - b[i]!) > toleranceFt)) return false;
  // The symmetric difference may be a band `toleranceFt` wide along every line on file, no more.
  const bandSqFt = toleranceFt * perimeterFt(lines);
  const sentSqFt = areaSqFt(area);
  const onFileSqFt = areaSqFt(onFile);
  if (Math.abs(sentSqFt - onFileSqFt) > bandSqFt) return false;
  if (!cornersOnLines(sent, lines, toleranceFt) || !cornersOnLines(lines, sent, toleranceFt)) return false;
  const overlapSqFt = partsOf(area).reduce((sum, part) => sum + overlapAreaSqFt(part, onFile, frame), 0);
  return sentSqFt + onFileSqFt - 2 * overlapSqFt <= bandSqFt;
}
