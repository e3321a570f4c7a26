// Restoring a saved layout when a page opens (spec 2): a unit whose plan is gone from the
// catalogue and from the user's own plans is logged ('Unable to restore the saved ADU, floor plan
// not found.') and placed afresh from its own outline where it stood; a failed placement says so.
import { useEffect, useRef } from 'react';
import type { PlacementPage } from '../../../core/api';
import { outlineOfPolygon, polygonCentre } from '../../../core/placement';
import type { ApiClient } from '../api/client';
import type { Translate } from '../i18n/use-translate';
import { lostUnits, unitsToCheck, withPlacedAfresh } from './restore-units';
import type { LayoutStore } from './use-layout-store';
import { listFloorPlans, placeFloorPlan } from '../../../core/api';
import { send } from '../api/client';

/** The log line of a saved unit whose plan is gone (spec 2, errors). */
export const RESTORE_LOG = 'Unable to restore the saved ADU, floor plan not found.';

interface Options {
  api: ApiClient;
  propertyId: string;
  page: PlacementPage | null;
  store: Pick<LayoutStore, 'latest' | 'commitUnits'>;
  notify(kind: 'error', text: string): void;
  t: Translate;
}

/** Restores the units of each page once, the first time it opens. */
export function useRestoreUnits({ api, propertyId, page, store, notify, t }: Options): void {
  const { latest, commitUnits } = store;
  const restoring = useRef('');
  useEffect(() => {
    if (!page || restoring.current === `${propertyId}/${page}`) return;
    restoring.current = `${propertyId}/${page}`;
    const { custom, catalogue, categories } = unitsToCheck(page, latest.current.units[page]);
    if (custom.length === 0 && catalogue.length === 0) return;
    const controller = new AbortController();
    const known = Promise.all(catalogue.length > 0 ? categories.map((category) => send(api, listFloorPlans, { query: { category } }, { signal: controller.signal })) : []).then((answers) =>
      answers.flatMap((r) => r.plans.map((plan) => plan.uuid)),
    );
    void known.then(
      async (uuids) => {
        const lost = lostUnits([...custom, ...catalogue], [...uuids, ...latest.current.plans.map((plan) => plan.uuid)]);
        for (const unit of lost) {
          console.warn(RESTORE_LOG, unit.properties.floor_plan_uuid);
          const outline = outlineOfPolygon(unit.geometry);
          if (!outline) continue;
          try {
            const fresh = await send(api, placeFloorPlan, {
              body: { property_id: propertyId, outline: { dimensions: outline.dimensions, angles: outline.angles }, page, start: polygonCentre(unit.geometry) },
            });
            commitUnits(page, withPlacedAfresh(latest.current.units[page], unit.properties.id, fresh));
          } catch {
            notify('error', t('floorPlans.placeFailed'));
          }
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, latest, page, propertyId, commitUnits, notify, t]);
}
