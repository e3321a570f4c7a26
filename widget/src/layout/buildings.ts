// The buildings a user added to the lot, as pure transitions of their list: added, removed,
// merged into one (the merge tool) and given a category (the playground's gray buildings).
import type { UserBuilding, UserLayout } from '../../../core/api';

/** The buildings the user added, from their saved overrides. */
export function userBuildingsOf(saved: UserLayout | null | undefined): UserBuilding[] {
  return (saved?.buildings_geojson.features ?? []).filter((b) => b.properties.building_source === 'user');
}

/** The list without the buildings `removedIds` and with `added` after the others. */
export function withMerged(list: readonly UserBuilding[], removedIds: readonly string[], added: UserBuilding): UserBuilding[] {
  return [...list.filter((b) => !removedIds.includes(b.properties.id)), added];
}

/** The list with building `id` of category `category`. */
export function withCategory(list: readonly UserBuilding[], id: string, category: UserBuilding['properties']['category']): UserBuilding[] {
  return list.map((b) => (b.properties.id === id ? { ...b, properties: { ...b.properties, category } } : b));
}
