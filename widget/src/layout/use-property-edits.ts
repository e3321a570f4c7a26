// Changes the rules depend on: the buildings the user added and their lot correction. They are
// saved at once rather than with the layout, and the report is fetched again after them, since its
// answer changes; a failed save says 'Failed to save the current ADU'. Nothing is saved for a
// visitor or on a limited report.
import { useMemo } from 'react';
import type { UserBuilding, PropertyUpdate } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import type { ApiClient } from '../api/client';
import type { Translate } from '../i18n/use-translate';
import { userBuildingsOf, withCategory, withMerged } from './buildings';
import type { LatestLayout } from './use-layout-store';
import { updateProperty } from '../../../core/api';
import { send } from '../api/client';

/** The building and lot edits of LayoutValue, unguarded (the provider puts the edit lock in front). */
export interface PropertyEdits {
  addBuilding(building: UserBuilding): void;
  removeBuilding(id: string): void;
  replaceBuildings(removedIds: readonly string[], added: UserBuilding): void;
  setBuildingCategory(id: string, category: UserBuilding['properties']['category']): void;
  setLot(lot: Polygon | null): Promise<void>;
}

interface Options {
  api: ApiClient;
  saves: boolean;
  propertyId: string;
  latest: { readonly current: Pick<LatestLayout, 'property'> };
  onPropertyChanged(): Promise<void>;
  notify(kind: 'error', text: string): void;
  t: Translate;
}

/** Saves buildings and the lot, then fetches the report again. */
export function usePropertyEdits({ api, saves, propertyId, latest, onPropertyChanged, notify, t }: Options): PropertyEdits {
  return useMemo(() => {
    const saveAndReload = async (update: PropertyUpdate) => {
      if (!saves) return;
      try {
        await send(api, updateProperty, { params: { id: propertyId }, body: update });
        await onPropertyChanged();
      } catch {
        notify('error', t('layout.saveFailed'));
      }
    };
    const buildings = (): UserBuilding[] => userBuildingsOf(latest.current.property.user_overrides);
    const saveBuildings = (features: UserBuilding[]) => void saveAndReload({ buildings_geojson: { type: 'FeatureCollection', features } });
    return {
      addBuilding: (building) => saveBuildings([...buildings(), building]),
      removeBuilding: (id) => saveBuildings(buildings().filter((b) => b.properties.id !== id)),
      replaceBuildings: (removedIds, added) => saveBuildings(withMerged(buildings(), removedIds, added)),
      setBuildingCategory: (id, category) => saveBuildings(withCategory(buildings(), id, category)),
      setLot: (lot) => saveAndReload({ lot: lot ?? '' }),
    };
  }, [api, saves, propertyId, latest, onPropertyChanged, notify, t]);
}
