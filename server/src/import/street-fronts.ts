// Which lines of each lot face a street, for the street names: the lot's outline cut into straight
// lines at its corners, and a line faces a street where, looking out from it, the street area (a
// pavement polygon or a right-of-way parcel) begins within a sidewalk's width with no other lot
// between. A lot's street lines running the same way are one front; a corner lot has two or more.
import Flatbush from 'flatbush';
import { bboxOf, isPointInPolygon, simplifyRingIndices, twiceSignedArea } from '../../../core/geo';
import type { AreaGeometry, LocalFrame } from '../../../core/geo';
import { tileArea } from './street-tiles';

/** A point in the import's frame (feet). */
export type Xy = [number, number];

/** Widest strip (feet) between a lot line and the street area it faces: a sidewalk and a verge. */
export const SIDEWALK_MAX_FT = 25;
/** Farthest (feet) a lot's line may lie over the pavement and still face the street there. */
const OVERLAP_MAX_FT = 10;
/** Widest roadway (feet) crossed to find the street's middle. */
const ROADWAY_MAX_FT = 100;
/** Side (feet) of the cells the street areas are cut into for the inside test: a city's network is one polygon. */
const INSIDE_CELL_FT = 100;
/** Largest distance (feet) of a dropped vertex from the simplified outline (public outlines are quantized). */
const CORNER_TOLERANCE_FT = 1.5;
/** A lot line shorter than this (feet) is a corner's rounding or a jog: it joins the front it is on. */
const SHORT_LINE_FT = 15;
/** Largest angle (degrees) between two long lines of one front. */
const FRONT_TURN_DEG = 35;
/** Spacing (feet) of the looks out from a lot line. */
const STATION_FT = 30;

/** Where a look out from a lot line met the street: the spot on the line, the street's near and far side (feet out), and the roadway's middle between them. */
export interface Station {
  at: Xy;
  nearFt: number;
  farFt: number;
  road: Xy;
}

/** One front of a lot: its lot, its outward normal and direction (unit), its middle and length, where it met the street, and the middle of the roadway it faces (from the look nearest its middle). */
export interface Front {
  lot: number;
  normal: Xy;
  direction: Xy;
  mid: Xy;
  lengthFt: number;
  stations: Station[];
  road: Xy;
}

/** The street areas in the import's frame: an inside test, and where a ray crosses their edges. */
export interface StreetArea {
  isStreet(xy: Xy): boolean;
  /** The distances (ascending, feet) at which the ray from `p` along unit `n` crosses an edge of the areas, from `fromFt` to `toFt`. */
  crossings(p: Xy, n: Xy, fromFt: number, toFt: number): number[];
}

interface Segment {
  a: Xy;
  b: Xy;
}

/** The street areas `areas` in `frame`, ready for the looks out from the lots. */
export function streetArea(areas: readonly AreaGeometry[], frame: LocalFrame): StreetArea {
  const segments: Segment[] = [];
  for (const area of areas) {
    const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
    for (const ring of polygons.flat()) {
      for (let i = 1; i < ring.length; i++) segments.push({ a: frame.toFeet(ring[i - 1]!), b: frame.toFeet(ring[i]!) });
    }
  }
  const segmentIndex = new Flatbush(Math.max(1, segments.length));
  for (const { a, b } of segments) segmentIndex.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  if (segments.length === 0) segmentIndex.add(0, 0, 0, 0);
  segmentIndex.finish();
  // The edges come from the whole areas (a cell's cut is no street's side); the inside test from small cells.
  const cells = areas.flatMap((area) => tileArea(area, INSIDE_CELL_FT));
  const areaIndex = new Flatbush(Math.max(1, cells.length));
  for (const box of cells.map((cell) => bboxOf(cell))) areaIndex.add(box[0], box[1], box[2], box[3]);
  if (cells.length === 0) areaIndex.add(0, 0, 0, 0);
  areaIndex.finish();
  return {
    isStreet(xy) {
      const p = frame.toLngLat(xy);
      return areaIndex.search(p[0], p[1], p[0], p[1]).some((i) => i < cells.length && isPointInPolygon(p, cells[i]!));
    },
    crossings(p, n, fromFt, toFt) {
      const o: Xy = [p[0] + n[0] * fromFt, p[1] + n[1] * fromFt];
      const q: Xy = [p[0] + n[0] * toFt, p[1] + n[1] * toFt];
      const hits: number[] = [];
      for (const i of segmentIndex.search(Math.min(o[0], q[0]), Math.min(o[1], q[1]), Math.max(o[0], q[0]), Math.max(o[1], q[1]))) {
        const s = segments[i];
        if (!s) continue;
        const ex = s.b[0] - s.a[0];
        const ey = s.b[1] - s.a[1];
        const denominator = n[0] * ey - n[1] * ex;
        if (Math.abs(denominator) < 1e-9) continue;
        const wx = s.a[0] - p[0];
        const wy = s.a[1] - p[1];
        const t = (wx * ey - wy * ex) / denominator;
        const u = (wx * n[1] - wy * n[0]) / denominator;
        if (t >= fromFt && t <= toFt && u >= 0 && u <= 1) hits.push(t);
      }
      return hits.sort((x, y) => x - y);
    },
  };
}

/** Where the look out from `p` along `n` meets the street: the near side within SIDEWALK_MAX_FT and the far side, else undefined. */
function lookOut(p: Xy, n: Xy, street: StreetArea, isOtherLot: (xy: Xy) => boolean): Station | undefined {
  const at = (t: number): Xy => [p[0] + n[0] * t, p[1] + n[1] * t];
  // From inside the line: a right-of-way parcel shares the lot's line, and a lot drawn a little over
  // the pavement has the street begin on its line.
  const entry = street.crossings(p, n, -OVERLAP_MAX_FT, SIDEWALK_MAX_FT).find((t) => street.isStreet(at(Math.max(0, t) + 0.5)));
  if (entry === undefined) return undefined;
  const near = Math.max(0, entry);
  // A lot between this one and the pavement fronts the street; this one is behind it.
  if (near > 4 && isOtherLot(at(near / 2))) return undefined;
  const far = street.crossings(p, n, near + 1, near + ROADWAY_MAX_FT)[0];
  if (far === undefined) return undefined;
  return { at: p, nearFt: near, farFt: far, road: at((near + far) / 2) };
}

/** The fronts of the lots of `lots` (by index) that `wanted` says (every lot by default), in `frame`, facing `street`; every lot stands between a lot and the street. */
export function lotFronts(lots: readonly AreaGeometry[], frame: LocalFrame, street: StreetArea, wanted: (index: number) => boolean = () => true): Front[] {
  const boxes = lots.map((lot) => bboxOf(lot));
  const lotIndex = new Flatbush(Math.max(1, lots.length));
  for (const b of boxes) lotIndex.add(b[0], b[1], b[2], b[3]);
  if (lots.length === 0) lotIndex.add(0, 0, 0, 0);
  lotIndex.finish();
  const fronts: Front[] = [];
  const turnLimit = Math.cos((FRONT_TURN_DEG * Math.PI) / 180);
  lots.forEach((lot, index) => {
    if (!wanted(index)) return;
    const isOtherLot = (xy: Xy): boolean => {
      const p = frame.toLngLat(xy);
      return lotIndex.search(p[0], p[1], p[0], p[1]).some((j) => j !== index && j < lots.length && isPointInPolygon(p, lots[j]!));
    };
    const ring = outerRing(lot, frame);
    if (!ring) return;
    const corners = simplifyRingIndices(ring, CORNER_TOLERANCE_FT);
    if (corners.length < 3) return;
    // Each straight line of the outline, and whether it faces a street.
    const lines = corners.map((c, k) => {
      const a = ring[c]!;
      const b = ring[corners[(k + 1) % corners.length]!]!;
      const lengthFt = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const normal: Xy = lengthFt === 0 ? [0, 0] : [(b[1] - a[1]) / lengthFt, -(b[0] - a[0]) / lengthFt];
      const stations: Station[] = [];
      const count = Math.max(1, Math.round(lengthFt / STATION_FT));
      if (lengthFt >= 4) {
        for (let s = 0; s < count; s++) {
          const f = (s + 0.5) / count;
          const station = lookOut([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], normal, street, isOtherLot);
          if (station) stations.push(station);
        }
      }
      return { a, b, lengthFt, normal, stations, faces: stations.length * 2 >= count && stations.length > 0 };
    });
    // Lines facing a street in a row are one front while the long ones keep to one direction.
    const n = lines.length;
    const start = lines.every((l) => l.faces) ? sharpestTurn(lines) : (lines.findIndex((l) => !l.faces) + 1) % n;
    let group: typeof lines = [];
    let lastLong: (typeof lines)[number] | undefined;
    const close = () => {
      const front = frontOf(index, group);
      if (front) fronts.push(front);
      group = [];
      lastLong = undefined;
    };
    for (let k = 0; k < n; k++) {
      const line = lines[(start + k) % n]!;
      if (!line.faces) {
        if (group.length > 0) close();
        continue;
      }
      const isLong = line.lengthFt >= SHORT_LINE_FT;
      if (group.length > 0 && isLong && lastLong && lastLong.normal[0] * line.normal[0] + lastLong.normal[1] * line.normal[1] < turnLimit) close();
      group.push(line);
      if (isLong) lastLong = line;
    }
    if (group.length > 0) close();
  });
  return fronts;
}

/** The lot's largest outer ring in feet, counter-clockwise (the lot left of travel), without its closing point. */
function outerRing(lot: AreaGeometry, frame: LocalFrame): Xy[] | undefined {
  const parts = lot.type === 'Polygon' ? [lot.coordinates] : lot.coordinates;
  let best: Xy[] | undefined;
  let bestArea = 0;
  for (const part of parts) {
    const outer = part[0];
    if (!outer || outer.length < 4) continue;
    const points = outer.slice(0, -1).map((p) => frame.toFeet(p) as Xy);
    const area = twiceSignedArea(points);
    if (Math.abs(area) > bestArea) {
      best = area < 0 ? points.reverse() : points;
      bestArea = Math.abs(area);
    }
  }
  return best;
}

/** The index of the line after the sharpest turn of the outline: where a ring of street lines is cut. */
function sharpestTurn(lines: readonly { normal: Xy }[]): number {
  let best = 0;
  let bestDot = Infinity;
  lines.forEach((line, k) => {
    const previous = lines[(k + lines.length - 1) % lines.length]!;
    const dot = previous.normal[0] * line.normal[0] + previous.normal[1] * line.normal[1];
    if (dot < bestDot) {
      bestDot = dot;
      best = k;
    }
  });
  return best;
}

/** A front from a run of facing lines, or undefined when they are too short to be a street front. */
function frontOf(lot: number, lines: readonly { a: Xy; b: Xy; lengthFt: number; normal: Xy; stations: Station[] }[]): Front | undefined {
  const lengthFt = lines.reduce((s, l) => s + l.lengthFt, 0);
  if (lengthFt < SHORT_LINE_FT || !lines.some((l) => l.stations.length > 0)) return undefined;
  let nx = 0;
  let ny = 0;
  for (const l of lines) {
    nx += l.normal[0] * l.lengthFt;
    ny += l.normal[1] * l.lengthFt;
  }
  const norm = Math.hypot(nx, ny) || 1;
  const normal: Xy = [nx / norm, ny / norm];
  const stations = lines.flatMap((l) => l.stations);
  // The middle: halfway along the lines.
  let walked = 0;
  let mid: Xy = lines[0]!.a;
  for (const l of lines) {
    if (walked + l.lengthFt >= lengthFt / 2) {
      const f = l.lengthFt === 0 ? 0 : (lengthFt / 2 - walked) / l.lengthFt;
      mid = [l.a[0] + (l.b[0] - l.a[0]) * f, l.a[1] + (l.b[1] - l.a[1]) * f];
      break;
    }
    walked += l.lengthFt;
  }
  const middle = stations.reduce((best, st) => (Math.hypot(st.at[0] - mid[0], st.at[1] - mid[1]) < Math.hypot(best.at[0] - mid[0], best.at[1] - mid[1]) ? st : best), stations[0]!);
  return { lot, normal, direction: [-normal[1], normal[0]], mid, lengthFt, stations, road: middle.road };
}
