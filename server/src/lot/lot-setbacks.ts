// A lot's edges and setback areas as one user sees them: the edges classified from the lot's
// surroundings and relabelled by the user's overrides, and the area of each ADU type from the
// setbacks the rules give (the detached area also keeps clear of the buildings). Street data and
// placement both use this, so a unit is placed in the very area the report draws.
import type { EdgeKindOverride } from '../../../core/api';
import type { AreaGeometry, MultiPolygon, Polygon, Position } from '../../../core/geo';
import type { Evaluation, SetbackValues, AduKind } from '../../../core/rules';
import type { PlanCategory } from '../../../core/floor-plans';
import { ADU_CATEGORIES } from '../../../core/rules';
import { relabelLotEdges, type LotEdge } from '../../../core/setback';
import { areaFor, lotEdges, type LotSurroundings } from './lot-geometry';

/** What the edges and areas depend on. */
export interface LotSetbackInput {
  lot: AreaGeometry;
  context: LotSurroundings;
  /** The address point, which tells the primary front of a corner lot; null when unknown. */
  addressPoint: Position | null;
  /** The street named in the address ('Hurley St'), which the lot fronts where centre lines are named; null or absent when unknown. */
  addressStreet?: string | null;
  /** The user's edge labels (none for visitors). */
  edgeLabels: readonly EdgeKindOverride[];
  setbacks: Record<AduKind, SetbackValues>;
  footprints: readonly Polygon[];
}

/** A setback area: null when nothing is left, undefined when a lot-line setback is unknown. */
export type SetbackArea = Polygon | MultiPolygon | null | undefined;

/** The lot's edges and the setback area of each ADU type. */
export function lotSetbacks(input: LotSetbackInput): { edges: LotEdge[]; ext: SetbackArea; int: SetbackArea } {
  const edges = relabelLotEdges(lotEdges(input.lot, input.context, input.addressPoint, input.addressStreet ?? null), input.edgeLabels);
  return {
    edges,
    ext: areaFor(input.lot, edges, input.setbacks.ext, input.footprints),
    int: areaFor(input.lot, edges, input.setbacks.int, []),
  };
}

/**
 * Where a structure of `category` may go in the playground: an ADU category in its ADU type's area;
 * any other (a pool, a deck, a shed) by its own structure rules: its front, side and rear setbacks,
 * and clear of every building by its own separation. A side the structure rules give no number for
 * takes the detached ADU's, so nothing is placed where the report's area would not allow it.
 */
export function categoryArea(
  category: PlanCategory,
  evaluation: Pick<Evaluation, 'setbacks' | 'structures'>,
  lot: AreaGeometry,
  edges: readonly LotEdge[],
  footprints: readonly Polygon[],
  areas: { ext: SetbackArea; int: SetbackArea },
): SetbackArea {
  const kind = ADU_CATEGORIES[category];
  if (kind) return areas[kind];
  const own = evaluation.structures[category].setbacks;
  const fallback = evaluation.setbacks.ext;
  const pick = (side: keyof SetbackValues): number | null => own[side]?.value ?? fallback[side];
  return areaFor(lot, edges, { front: pick('front'), side: pick('side'), rear: pick('rear'), building: pick('building') }, footprints);
}
