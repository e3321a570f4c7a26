// Restoring a saved layout, as pure functions: which saved units' plans may be gone (a unit of the
// user's own plans, or of the catalogue's in the categories to ask for), which of them are lost,
// and a lost unit put back where the placement engine placed it afresh from its own outline.
import type { LayoutUnit } from '../../../core/api';
import { PlanSource, type PlacedUnitFeature, type PlacementPage } from '../../../core/api';
import { isPlanCategory, type PlanCategory } from '../../../core/floor-plans';
import { unitOf } from './units';

/** The units of a page whose plan may be gone, and the catalogue categories their plans are in. */
export interface UnitsToCheck {
  /** Units of the user's own plans (`customPlan-…`). */
  custom: LayoutUnit[];
  /** Units of catalogue plans. */
  catalogue: LayoutUnit[];
  /** An ADU page's plans are of its own category; the playground's of each unit's. */
  categories: PlanCategory[];
}

/** What to check of `page`'s saved units. */
export function unitsToCheck(page: PlacementPage, list: readonly LayoutUnit[]): UnitsToCheck {
  const isCustom = (u: LayoutUnit) => u.properties.floor_plan_uuid?.startsWith('customPlan-') ?? false;
  const custom = list.filter(isCustom);
  const catalogue = list.filter((u) => u.properties.source === PlanSource.FloorPlan && !isCustom(u));
  const categories = page === 'playground' ? [...new Set(catalogue.map((u) => u.properties.category))].filter(isPlanCategory) : isPlanCategory(page) ? [page] : [];
  return { custom, catalogue, categories };
}

/** The units whose plan is none of `knownUuids`. */
export function lostUnits(units: readonly LayoutUnit[], knownUuids: Iterable<string>): LayoutUnit[] {
  const exists = new Set(knownUuids);
  return units.filter((u) => !exists.has(u.properties.floor_plan_uuid ?? ''));
}

/** The list with unit `id` replaced by the placement `fresh`, keeping its id and view mode. */
export function withPlacedAfresh(list: readonly LayoutUnit[], id: string, fresh: PlacedUnitFeature): LayoutUnit[] {
  return list.map((u) => (u.properties.id === id ? unitOf(fresh, u.properties.viewMode, u.properties.id) : u));
}
