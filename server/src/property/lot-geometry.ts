// The lot's edges (front, side, rear) and its setback areas, from the lot, the parcels around it
// and the setbacks the rules give. A setback area needs every lot-line setback: when one is
// unknown the area is unknown too, and the placement check says so.
import { sql } from 'drizzle-orm';
import type { StatusColor } from '../../../core/api/street-data.schema';
import { bboxOf, expandBBoxByFeet } from '../../../core/geo/bbox';
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../../../core/geo/geojson.schema';
import type { SetbackValues } from '../../../core/rules/evaluate';
import { classifyLotEdges, type LotEdge } from '../../../core/setback/lot-edges';
import { setbackArea } from '../../../core/setback/setback-area';
import type { Db } from '../db/database';
import { cubeFromBBox } from '../db/schema';

/** How far around the lot to look for streets and neighbours, in feet: past a street's width, to find the lots across it. */
const CONTEXT_FT = 160;

/** Streets (right-of-way parcels) and neighbouring lots around a lot. */
export async function lotContext(db: Db, parcelId: string, lot: AreaGeometry): Promise<{ streets: AreaGeometry[]; neighbours: AreaGeometry[] }> {
  const box = cubeFromBBox(expandBBoxByFeet(bboxOf(lot), CONTEXT_FT));
  const result = (await db.execute(
    sql`SELECT kind, lot FROM parcels WHERE bbox && ${box}::cube AND id <> ${parcelId} LIMIT 200`,
  )) as unknown as { rows: { kind: string; lot: AreaGeometry }[] };
  return {
    streets: result.rows.filter((r) => r.kind === 'right_of_way').map((r) => r.lot),
    neighbours: result.rows.filter((r) => r.kind === 'lot').map((r) => r.lot),
  };
}

/** The setback area for some setbacks, or undefined when a lot-line setback is unknown. */
export function areaFor(lot: AreaGeometry, edges: readonly LotEdge[], setbacks: SetbackValues, footprints: readonly Polygon[]): Polygon | MultiPolygon | null | undefined {
  if (setbacks.front === null || setbacks.side === null || setbacks.rear === null) return undefined;
  const obstacles = footprints.length > 0 ? { footprints, separationFt: setbacks.building ?? 0 } : undefined;
  return setbackArea(lot, edges, { frontFt: setbacks.front, sideFt: setbacks.side, rearFt: setbacks.rear }, obstacles);
}

/** Placement check of the detached type: GREEN with room left, RED with none, YELLOW when unknown. */
export function placementStatus(area: Polygon | MultiPolygon | null | undefined): { status: StatusColor; buildable: boolean | null } {
  if (area === undefined) return { status: 'YELLOW', buildable: null };
  return area === null ? { status: 'RED', buildable: false } : { status: 'GREEN', buildable: true };
}

/** Lot edges in the API's words. */
export function edgesForApi(edges: readonly LotEdge[]): { from: Position; to: Position; length_ft: number; kind: string; reason: string }[] {
  return edges.map((e) => ({ from: e.from, to: e.to, length_ft: Math.round(e.lengthFt * 10) / 10, kind: e.kind, reason: e.reason }));
}

/** Classifies the lot's edges with its context and address point (when known). */
export function lotEdges(lot: AreaGeometry, context: { streets: AreaGeometry[]; neighbours: AreaGeometry[] }, addressPoint: Position | null): LotEdge[] {
  return classifyLotEdges(lot, { ...context, ...(addressPoint ? { addressPoint } : {}) });
}
