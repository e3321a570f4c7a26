// The merge tool's result: the user's chosen buildings joined into one building of their own.
import type { UserBuilding } from '../../../../core/api';
import { unionPolygons, type UnionReason } from '../../../../core/geo';

/** The merged building, or why the buildings cannot be merged (too few, or apart). */
export type MergeResult = { ok: true; building: UserBuilding } | { ok: false; reason: UnionReason };

/**
 * Joins `parts` into one user building with id `id`: their union's outline (a courtyard they
 * enclose is filled in, as a drawn building has no holes), the tallest known height, and 'main'
 * when any part was the main building.
 */
export function mergeBuildings(parts: readonly UserBuilding[], id: string): MergeResult {
  const union = unionPolygons(parts.map((part) => part.geometry));
  if (!union.ok) return union;
  const heights = parts.map((part) => part.properties.height_ft).filter((height): height is number => height !== null);
  return {
    ok: true,
    building: {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [union.polygon.coordinates[0]!] },
      properties: {
        id,
        building_source: 'user',
        kind: parts.some((part) => part.properties.kind === 'main') ? 'main' : 'outbuilding',
        label: null,
        height_ft: heights.length > 0 ? Math.max(...heights) : null,
      },
    },
  };
}
