// What the neighbouring lots say. A line shared with a neighbour (a lot lies just beyond it) is an
// interior side (the probe in edge-streets.ts records which neighbours it meets). Where the parcels reach
// the centre lines of the streets and a lot has neighbours all round, the street is most likely the
// longest straight boundary of the parcel fabric running on through other parcels (FABRIC_RUN_ON_FT).
// And the lots around with a single street front vote for the street line the block faces (a neighbour
// that is itself on a corner says nothing about which street the block fronts).
import type { AreaGeometry, MultiPolygon, Polygon } from '../geo/geojson.schema';
import type { PointFt } from '../geo/point-ft';
import type { LotContext } from './edge-kinds';
import { logicalRuns, normalOf, type Frame, type Run } from './edge-shape';
import { lookBeyond, streetGroups, type StreetSegment } from './edge-streets';
import { lotPart } from './lot-ring';

/** How far (feet) the straight boundary through an edge must run on past it for a lot with neighbours all round to front it. */
export const FABRIC_RUN_ON_FT = 150;

/** The neighbours in the lot's frame, for the parcel-fabric test: every boundary segment. */
interface FabricSegment {
  a: PointFt;
  b: PointFt;
}

/** Every boundary segment of the neighbours, in the lot's frame. */
function fabricOf(neighbours: readonly AreaGeometry[], frame: Frame): FabricSegment[] {
  const fabric: FabricSegment[] = [];
  for (const neighbour of neighbours) {
    const rings = neighbour.type === 'Polygon' ? neighbour.coordinates : neighbour.type === 'MultiPolygon' ? neighbour.coordinates.flat() : [];
    for (const ring of rings) {
      const points = ring.map((p) => frame.toFeet(p));
      for (let i = 1; i < points.length; i++) fabric.push({ a: points[i - 1]!, b: points[i]! });
    }
  }
  return fabric;
}

/** How far the straight boundary through an edge runs on before and after it, and in all (feet). */
function straightStretch(run: Run, fabric: readonly FabricSegment[]): { before: number; after: number; total: number } | undefined {
  if (fabric.length === 0) return undefined;
  const a = run.points[0]!;
  const b = run.points[run.points.length - 1]!;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < 20) return undefined;
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  // The edge must itself be straight: a centre line is.
  if (run.points.some((p) => Math.abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux) > 3)) return undefined;
  const intervals: [number, number][] = [];
  for (const s of fabric) {
    const da = (s.a[0] - a[0]) * uy - (s.a[1] - a[1]) * ux;
    const db = (s.b[0] - a[0]) * uy - (s.b[1] - a[1]) * ux;
    if (Math.abs(da) > 3 || Math.abs(db) > 3) continue;
    const ta = (s.a[0] - a[0]) * ux + (s.a[1] - a[1]) * uy;
    const tb = (s.b[0] - a[0]) * ux + (s.b[1] - a[1]) * uy;
    intervals.push([Math.min(ta, tb), Math.max(ta, tb)]);
  }
  intervals.push([0, length]);
  intervals.sort((p, q) => p[0] - q[0]);
  // The connected stretch of the line that holds the edge.
  let lo = 0;
  let hi = length;
  let grew = true;
  while (grew) {
    grew = false;
    for (const [s, e] of intervals) {
      if (s <= hi + 2 && e > hi) {
        hi = e;
        grew = true;
      }
      if (e >= lo - 2 && s < lo) {
        lo = s;
        grew = true;
      }
    }
  }
  return { before: -lo, after: hi - length, total: hi - lo };
}

/**
 * The edge a lot with neighbours all round most likely fronts: of the edges with a neighbour beyond
 * (`hasNeighbour`), the one on the longest straight boundary of the fabric, when that boundary runs on
 * at least FABRIC_RUN_ON_FT past it; else undefined (nothing to go on).
 */
export function parcelFabricFront(runs: readonly Run[], hasNeighbour: readonly boolean[], neighbours: readonly AreaGeometry[], frame: Frame): number | undefined {
  const fabric = fabricOf(neighbours, frame);
  const reach = runs.map((run, i) => (hasNeighbour[i] ? straightStretch(run, fabric) : undefined));
  const best = runs.map((_, i) => i).reduce((b, i) => ((reach[i]?.total ?? 0) > (reach[b]?.total ?? 0) ? i : b), 0);
  const extension = reach[best] ? reach[best].total - runs[best]!.lengthFt : 0;
  return extension < FABRIC_RUN_ON_FT ? undefined : best;
}

/** How far (feet) across a street a lot's street line may lie and still face the same street. */
export const ACROSS_STREET_MAX_FT = 120;

/**
 * The street groups a neighbour's street edges lie along: beside the lot (the same direction, within
 * 25 ft of the group's line: the next lot of the block) or across the street (facing it, beyond the
 * group's line by at most ACROSS_STREET_MAX_FT).
 */
export function groupsAlong(groups: readonly number[][], runs: readonly Run[], streetRuns: readonly Run[], across: boolean): Set<number> {
  const along = new Set<number>();
  const parallel = Math.cos((20 * Math.PI) / 180);
  const lies = (normal: readonly [number, number], anchor: readonly [number, number], run: Run): boolean => {
    const [gx, gy] = normal;
    const facing = run.nx * gx + run.ny * gy;
    const mid = run.points[Math.floor(run.points.length / 2)]!;
    const offset = (mid[0] - anchor[0]) * gx + (mid[1] - anchor[1]) * gy;
    return (facing >= parallel && Math.abs(offset) <= 25) || (across && facing <= -parallel && offset > 0 && offset <= ACROSS_STREET_MAX_FT);
  };
  groups.forEach((group, g) => {
    const normal = normalOf(group, runs);
    const anchor = runs[group[0]!]!.points[0]!;
    for (const run of streetRuns) {
      // Beside the street as a whole (the block face's test), or, for the names, beside one of its lines:
      // a street that bends at the lot's corner is two lines, each with its own direction.
      if (lies(normal, anchor, run) || (across && group.some((i) => lies([runs[i]!.nx, runs[i]!.ny], runs[i]!.points[0]!, run)))) along.add(g);
    }
  });
  return along;
}

/** The street group that most of the lots around with a single street front along its line, when one leads. */
export function blockFace(groups: readonly number[][], runs: readonly Run[], neighbourStreets: readonly Run[][]): number | undefined {
  const votes = groups.map(() => 0);
  for (const streetRuns of neighbourStreets) {
    const voted = groupsAlong(groups, runs, streetRuns, false);
    if (voted.size === 1) votes[[...voted][0]!]!++;
  }
  const best = Math.max(...votes);
  if (best === 0 || votes.filter((v) => v === best).length > 1) return undefined;
  return votes.indexOf(best);
}

/**
 * The street edges of each neighbour that has some, in the lot's frame with outward normals, with the
 * neighbour's index into `context.neighbours` and whether they make one street (`single`; a corner
 * neighbour's make two or more): what the block face and the neighbours' addresses compare the lot's
 * streets with. A neighbour's own evidence comes from the same context.
 */
export function neighbourStreetFronts(
  indices: ReadonlySet<number>,
  lot: Polygon | MultiPolygon,
  frame: Frame,
  context: LotContext,
  streetSegments: readonly StreetSegment[],
): { index: number; runs: Run[]; single: boolean }[] {
  const all = context.neighbours ?? [];
  const result: { index: number; runs: Run[]; single: boolean }[] = [];
  for (const k of indices) {
    const neighbour = all[k]!;
    if (neighbour.type !== 'Polygon' && neighbour.type !== 'MultiPolygon') continue;
    let part;
    try {
      part = lotPart(neighbour);
    } catch {
      continue;
    }
    const points = part.outer.positions.map((p) => frame.toFeet(p));
    const runs = logicalRuns(points, part.outer.positions);
    const others: LotContext = { ...context, neighbours: [...all.filter((_, j) => j !== k), lot] };
    const streetRuns = runs.filter((run) => lookBeyond(run, neighbour, frame, others, streetSegments).street !== undefined);
    if (streetRuns.length > 0) result.push({ index: k, runs: streetRuns, single: streetGroups(runs, runs.map((r) => streetRuns.includes(r))).length === 1 });
  }
  return result;
}
