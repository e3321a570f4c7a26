// Placing a plan on the page shown (LayoutValue.placePlan): a new selected unit where the
// placement engine puts it, clear of the page's units already placed (sent as `avoid`, so a second
// shed never lands on the first), the next plan after a delete going to where the page's first unit was
// placed; or the selected unit given another plan in place (spec 1 section 4). A plan without an
// outline is refused with 'layout.broken'.
import { useCallback, useState } from 'react';
import type { ViewMode, PlacementPage } from '../../../core/api';
import type { Position } from '../../../core/geo';
import { polygonCentre, outlineFromPlan } from '../../../core/placement';
import type { ApiClient } from '../api/client';
import type { Translate } from '../i18n/use-translate';
import type { PlaceOptions, PlanToPlace } from '../shell/layout-context';
import { replannedUnit } from './unit-shapes';
import { unitOf, withAdded, withUnit } from './units';
import { refusalKey } from './use-unit-edits';
import type { LayoutStore } from './use-layout-store';
import { placeFloorPlan } from '../../../core/api';
import { send } from '../api/client';

/** Where the first unit of each page was placed. */
export type StartPoints = Partial<Record<PlacementPage, Position>>;

interface Options {
  api: ApiClient;
  store: Pick<LayoutStore, 'latest' | 'commitUnits'>;
  viewMode: ViewMode;
  notify(kind: 'warning', text: string): void;
  t: Translate;
}

/** What placing plans gives the layout. */
export interface Placing {
  placePlan(plan: PlanToPlace, options?: PlaceOptions): Promise<void>;
  startPoints: StartPoints;
  /** Forgets where the first unit of `page` was placed (its units were cleared). */
  forgetStartPoint(page: PlacementPage): void;
}

/** Places plans on the page shown. */
export function usePlacePlan({ api, store, viewMode, notify, t }: Options): Placing {
  const { latest, commitUnits } = store;
  const [startPoints, setStartPoints] = useState<StartPoints>({});
  const placePlan = useCallback(
    async (plan: PlanToPlace, options: PlaceOptions = {}) => {
      const p = latest.current.page;
      if (!p) return;
      const list = latest.current.units[p];
      const current = list.find((u) => u.properties.selected);
      const outline = outlineFromPlan(plan.dimensions, plan.angles);
      if (!outline.ok) {
        notify('warning', t('layout.broken'));
        return;
      }
      if (options.replaceSelected && current) {
        const replaced = replannedUnit(current, plan, outline.ring, latest.current.property);
        if (replaced.ok) commitUnits(p, withUnit(list, current.properties.id, replaced.unit));
        else notify('warning', t(refusalKey(replaced.reason)));
        return;
      }
      const start = list.length === 0 ? startPoints[p] : undefined;
      const avoid = list.filter((u) => u.properties.id !== options.replacing).map((u) => u.geometry);
      const feature = await send(api, placeFloorPlan, {
        body: { property_id: latest.current.property.attributes.property_id, floor_plan_uuid: plan.uuid, page: p, ...(start ? { start } : {}), ...(avoid.length > 0 ? { avoid } : {}) },
      });
      if (list.length === 0 && !startPoints[p]) setStartPoints((points) => ({ ...points, [p]: polygonCentre(feature.geometry) }));
      commitUnits(p, withAdded(latest.current.units[p], unitOf(feature, viewMode)));
    },
    [api, latest, commitUnits, notify, startPoints, t, viewMode],
  );
  const forgetStartPoint = useCallback((page: PlacementPage) => setStartPoints(({ [page]: _, ...others }) => others), []);
  return { placePlan, startPoints, forgetStartPoint };
}
