// A unit's shape on the lot, as pure functions: moved, turned or redrawn, copied beside itself
// ('Additional ADU'), given another plan in place, and the unit a drawn structure becomes. Each
// is typed against its page's setback area as the server types placements (adu-type.ts). What
// cannot be made answers a reason (UnitRefusal), which the layout turns into a toast.
import type { LayoutUnit, UserFloorPlan, ViewMode, StreetData } from '../../../core/api';
import { keptRotationDeg, PlanSource, type PlacementPage } from '../../../core/api';
import type { Polygon, PointFt } from '../../../core/geo';
import {
  AduType,
  classifyAduType,
  type AduSurroundings,
  isInsideLot,
  outlineAt,
  polygonCentre,
  shiftedSideways,
  outlineFromPlan,
  planRectangle,
  Placement,
} from '../../../core/placement';
import type { PlanToPlace } from '../shell/layout-context';
import { newUnitId, withAdded } from './units';
import { pageArea } from './page-area';

/** Why a unit cannot take a shape. */
export const UnitRefusal = {
  /** Some corner would leave the lot (spec 2: 'Adu should be inside lot'). */
  OutsideLot: 'outside-lot',
  /** 'Additional ADU' of a unit without a floor plan id (spec 2: only logged). */
  NoPlan: 'no-plan',
  /** A copy fits on neither side of the unit. */
  NoRoom: 'no-room',
} as const;
export type UnitRefusal = (typeof UnitRefusal)[keyof typeof UnitRefusal];

/** A unit, or why it cannot be made (one of `R`). */
export type UnitResult<R extends UnitRefusal = UnitRefusal> = { ok: true; unit: LayoutUnit } | { ok: false; reason: R };

/**
 * What a page's units are classified against, as the server classifies placements: an area that
 * is locked or unknown is undefined, and the lot stands in for it; an empty one is null.
 */
export function surroundingsOf(property: StreetData, page: PlacementPage): AduSurroundings {
  const found = pageArea(property, page);
  const area = found.state === 'known' ? found.area : found.state === 'empty' ? null : undefined;
  return { page, area, buildings: property.buildings_geojson.features.map((f) => f.geometry), lot: property.lot };
}

/** The unit with `polygon` and the rotation `rotationDeg` (kept as one turn, as it is saved), re-typed; refused when it leaves the lot. */
export function reshapedUnit(unit: LayoutUnit, polygon: Polygon, rotationDeg: number, property: StreetData): UnitResult<typeof UnitRefusal.OutsideLot> {
  if (!isInsideLot(polygon, property.lot)) return { ok: false, reason: UnitRefusal.OutsideLot };
  const adu_type = classifyAduType(polygon, surroundingsOf(property, unit.properties.page));
  return { ok: true, unit: { ...unit, geometry: polygon, properties: { ...unit.properties, adu_type, rotation_deg: keptRotationDeg(rotationDeg) } } };
}

/**
 * 'Additional ADU': a selected copy of `base` shifted sideways by its width (multiplier 1), or to
 * the other side when that leaves the lot.
 */
export function copiedUnit(base: LayoutUnit | undefined, property: StreetData, page: PlacementPage): UnitResult<typeof UnitRefusal.NoPlan | typeof UnitRefusal.NoRoom> {
  if (!base?.properties.floor_plan_uuid) return { ok: false, reason: UnitRefusal.NoPlan };
  const { rotation_deg, width } = base.properties;
  const polygon = [width, -width].map((w) => shiftedSideways(base.geometry, rotation_deg, w)).find((g) => isInsideLot(g, property.lot));
  if (!polygon) return { ok: false, reason: UnitRefusal.NoRoom };
  const adu_type = classifyAduType(polygon, surroundingsOf(property, page));
  return { ok: true, unit: { ...base, geometry: polygon, properties: { ...base.properties, id: newUnitId(), adu_type, selected: true } } };
}

/** The unit given plan `plan` of outline `ring`, keeping its position and rotation (spec 1 section 4). */
export function replannedUnit(unit: LayoutUnit, plan: PlanToPlace, ring: readonly PointFt[], property: StreetData): UnitResult<typeof UnitRefusal.OutsideLot> {
  const polygon = outlineAt(ring, polygonCentre(unit.geometry), unit.properties.rotation_deg);
  const size = planRectangle(ring);
  const properties = {
    ...unit.properties,
    floor_plan_uuid: plan.uuid,
    category: plan.category,
    source: PlanSource.FloorPlan,
    width: Math.round(size.widthFt),
    length: Math.round(size.lengthFt),
  };
  return reshapedUnit({ ...unit, properties }, polygon, unit.properties.rotation_deg, property);
}

/** What a drawn structure becomes with a saved plan: where, on which page, its id and view mode. */
export interface DrawnUnitInput {
  shape: Polygon;
  plan: UserFloorPlan;
  page: PlacementPage;
  id: string;
  viewMode: ViewMode;
}

/** The selected unit a structure drawn with the constructor becomes once its plan is saved. */
export function drawnUnit({ shape, plan, page, id, viewMode }: DrawnUnitInput, property: StreetData): LayoutUnit {
  const outline = outlineFromPlan(plan.dimensions, plan.angles);
  const size = outline.ok ? planRectangle(outline.ring) : { widthFt: 0, lengthFt: 0 };
  const adu_type = classifyAduType(shape, surroundingsOf(property, page));
  const forbidden = adu_type === AduType.ForbiddenArea || adu_type === AduType.ForbiddenDetachedInternalArea;
  return {
    type: 'Feature',
    geometry: shape,
    properties: {
      id,
      adu_type,
      // A drawn unit stays where it was drawn (every corner inside the lot): it fits the
      // setback area when its type allows it there, and otherwise stands on the lot.
      placement: forbidden ? Placement.LotFitNoCollision : Placement.SetbackFit,
      page,
      floor_plan_uuid: plan.uuid,
      category: plan.category,
      source: PlanSource.UserDefined,
      width: Math.round(size.widthFt),
      length: Math.round(size.lengthFt),
      rotation_deg: 0,
      selected: true,
      viewMode,
    },
  };
}

/**
 * The page's units once a drawn unit is saved: it replaces `redrawn` (the unit of an edited plan)
 * or is added; outside the playground a single unit is replaced by it (spec 1 section 4).
 */
export function withDrawnUnit(list: readonly LayoutUnit[], unit: LayoutUnit, redrawn: LayoutUnit | undefined, page: PlacementPage): LayoutUnit[] {
  if (page !== 'playground' && list.length === 1) return [unit];
  return withAdded(list.filter((u) => u !== redrawn), unit);
}
