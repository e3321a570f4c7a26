// The lot's edges (front, rear, interior and exterior side) and its setback areas, from the lot, what lies around it
// (the parcels and the street layer) and the setbacks the rules give. A setback area needs every
// lot-line setback: when one is unknown the area is unknown too, and the placement check says so.
import { sql } from 'drizzle-orm';
import type { StatusColor } from '../../../core/rules';
import { bboxOf, expandBBoxByFeet } from '../../../core/geo';
import type { AreaGeometry, LineGeometry, MultiPolygon, Polygon, Position } from '../../../core/geo';
import type { SetbackValues } from '../../../core/rules';
import { classifyLotEdges, type LotContext, type LotEdge, type StreetLine, setbackArea } from '../../../core/setback';
import { queryRows, type Db } from '../db/database';
import { cubeFromBBox } from '../db/schema';

/** How far around the lot to look for streets and neighbours, in feet: past a street's width, to find the lots across it. */
const CONTEXT_FT = 160;

/** Most parcels, and most street-layer pieces, read around one lot. */
const CONTEXT_LIMIT = 200;

/** What lies around a lot, as the lot-edge classifier takes it; each part may be empty. */
export type LotSurroundings = Pick<LotContext, 'streets' | 'streetLines' | 'neighbours' | 'neighbourStreets'>;

/**
 * Streets, street lines and neighbouring lots around a lot, within CONTEXT_FT of its box: the
 * right-of-way parcels and the street layer's pavement polygons are streets, its centre lines street
 * lines (one per part, with the street's name when the layer has it), the other lots neighbours, each
 * with the streets its addresses name (what tells a corner lot's street lines apart, decision 068).
 */
export async function lotContext(
  db: Db,
  parcelId: string,
  lot: AreaGeometry,
): Promise<{ streets: AreaGeometry[]; streetLines: StreetLine[]; neighbours: AreaGeometry[]; neighbourStreets: string[][] }> {
  const box = cubeFromBBox(expandBBoxByFeet(bboxOf(lot), CONTEXT_FT));
  const [parcelRows, streetRows] = await Promise.all([
    queryRows<{ kind: string; lot: AreaGeometry; streets: string[] | null }>(
      db,
      sql`SELECT p.kind, p.lot, (SELECT array_agg(DISTINCT a.street) FROM addresses a WHERE a.parcel_id = p.id) AS streets
          FROM parcels p WHERE p.bbox && ${box}::cube AND p.id <> ${parcelId} LIMIT ${CONTEXT_LIMIT}`,
    ),
    queryRows<{ kind: string; name: string | null; geometry: AreaGeometry | LineGeometry }>(
      db,
      sql`SELECT kind, name, geometry FROM street_features WHERE bbox && ${box}::cube AND kind <> 'name' LIMIT ${CONTEXT_LIMIT}`,
    ),
  ]);
  const streets = parcelRows.filter((r) => r.kind === 'right_of_way').map((r) => r.lot);
  const streetLines: StreetLine[] = [];
  for (const { name, geometry } of streetRows) {
    if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') streets.push(geometry);
    else for (const line of geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates) streetLines.push(name ? { line, name } : { line });
  }
  const lots = parcelRows.filter((r) => r.kind === 'lot');
  return { streets, streetLines, neighbours: lots.map((r) => r.lot), neighbourStreets: lots.map((r) => r.streets ?? []) };
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
export function edgesForApi(edges: readonly LotEdge[]): { from: Position; to: Position; length_ft: number; kind: string; reason: string; confidence?: 'high' | 'medium' | 'low' }[] {
  return edges.map((e) => ({ from: e.from, to: e.to, length_ft: Math.round(e.lengthFt * 10) / 10, kind: e.kind, reason: e.reason, ...(e.confidence ? { confidence: e.confidence } : {}) }));
}

/**
 * Classifies the lot's edges with what lies around it, and with the address point and the street
 * named in the address when known (the street's name counts only where centre lines are named).
 */
export function lotEdges(lot: AreaGeometry, context: LotSurroundings, addressPoint: Position | null, addressStreet: string | null = null): LotEdge[] {
  return classifyLotEdges(lot, { ...context, ...(addressPoint ? { addressPoint } : {}), ...(addressStreet ? { addressStreet } : {}) });
}
