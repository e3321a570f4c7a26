// The units laid out on each page, as pure transitions of their lists: what a layout starts from
// (the saved layout and a visitor's kept playground), selection, removal, the view mode, new ADU
// types and the units of a deleted plan. LayoutProvider keeps the lists; these say what changes,
// and answer the same list when nothing does, so nothing is saved for a change that is none.
import type { LayoutUnit, UserLayout, ViewMode, PlacedUnitFeature, PlacementPage } from '../../../core/api';
import type { AduType } from '../../../core/placement';
import type { KeptPlayground } from './kept-playground';

/** The units of every page. */
export type UnitsByPage = Record<PlacementPage, LayoutUnit[]>;

/** The pages units are laid out on. */
export const UNIT_PAGES: readonly PlacementPage[] = ['in-home-apartment', 'backyard-cottage', 'playground'];

/** The units a layout starts from: the saved ones, and on the playground a visitor's kept drawing after them. */
export function unitsFrom(saved: UserLayout | null, kept: KeptPlayground | null): UnitsByPage {
  const playground = saved?.playground ?? [];
  return {
    'in-home-apartment': saved?.layouts['in-home-apartment'] ?? [],
    'backyard-cottage': saved?.layouts['backyard-cottage'] ?? [],
    // A kept drawing joins what the account has saved there; its units stay the selected ones.
    playground: kept ? [...deselected(playground), ...kept.units] : playground,
  };
}

let unitCounter = 0;
/** A unit id unique within the visit and across saved layouts. */
export const newUnitId = (): string => `unit-${Date.now().toString(36)}-${(unitCounter++).toString(36)}`;

/** The unit a placement answer becomes on the map: selected, in the map's view mode. */
export function unitOf(feature: PlacedUnitFeature, viewMode: ViewMode, id = newUnitId()): LayoutUnit {
  return { type: 'Feature', geometry: feature.geometry, properties: { ...feature.properties, id, selected: true, viewMode } };
}

/** Every unit of `list`, none selected. */
export function deselected(list: readonly LayoutUnit[]): LayoutUnit[] {
  return list.map((u) => ({ ...u, properties: { ...u.properties, selected: false } }));
}

/** The list with only unit `id` selected (none for null); the same list when that is so already. */
export function withSelected(list: LayoutUnit[], id: string | null): LayoutUnit[] {
  if (list.every((u) => u.properties.selected === (u.properties.id === id))) return list;
  return list.map((u) => ({ ...u, properties: { ...u.properties, selected: u.properties.id === id } }));
}

/** The list with unit `id` replaced by `next`. */
export function withUnit(list: readonly LayoutUnit[], id: string, next: LayoutUnit): LayoutUnit[] {
  return list.map((u) => (u.properties.id === id ? next : u));
}

/** The list without unit `id`. */
export function withoutUnit(list: readonly LayoutUnit[], id: string): LayoutUnit[] {
  return list.filter((u) => u.properties.id !== id);
}

/** The list with `unit` added after the others, which are deselected. */
export function withAdded(list: readonly LayoutUnit[], unit: LayoutUnit): LayoutUnit[] {
  return [...deselected(list), unit];
}

/** Every unit shown in `mode`; the same list when they all are. */
export function withViewMode(list: LayoutUnit[], mode: ViewMode): LayoutUnit[] {
  if (list.every((u) => u.properties.viewMode === mode)) return list;
  return list.map((u) => ({ ...u, properties: { ...u.properties, viewMode: mode } }));
}

/** Each unit with the ADU type `typeOf` gives it; the same list when no type changes. */
export function retyped(list: LayoutUnit[], typeOf: (unit: LayoutUnit) => AduType): LayoutUnit[] {
  const next = list.map((u) => {
    const adu_type = typeOf(u);
    return adu_type === u.properties.adu_type ? u : { ...u, properties: { ...u.properties, adu_type } };
  });
  return next.some((u, i) => u !== list[i]) ? next : list;
}

/** The list without the units of plan `uuid`; the same list when it has none. */
export function withoutPlan(list: LayoutUnit[], uuid: string): LayoutUnit[] {
  return list.some((u) => u.properties.floor_plan_uuid === uuid) ? list.filter((u) => u.properties.floor_plan_uuid !== uuid) : list;
}
