// The user's own floor plans on the layout: saving one (new or edited, by uuid) puts the structure
// drawn with the constructor on the page as its unit, or redraws the unit of the edited plan;
// deleting one removes its units from every page. Plans and units are saved (use-layout-store).
import { useMemo } from 'react';
import type { UserFloorPlan, ViewMode } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { drawnUnit, withDrawnUnit } from './unit-shapes';
import { newUnitId, UNIT_PAGES, withoutPlan } from './units';
import type { LayoutStore } from './use-layout-store';

/** The plan edits of LayoutValue, unguarded (the provider puts the edit lock in front). */
export interface PlanEdits {
  savePlan(plan: UserFloorPlan): Promise<void>;
  deletePlan(uuid: string): void;
}

interface Options {
  store: Pick<LayoutStore, 'latest' | 'commitUnits' | 'commitPlans'>;
  /** The structure drawn with the constructor, if any. */
  drawnShape: Polygon | null;
  viewMode: ViewMode;
  /** Puts the constructor's drawing away once its plan is saved. */
  clearDraft(): void;
}

/** Saving and deleting the user's plans. */
export function usePlanEdits({ store, drawnShape, viewMode, clearDraft }: Options): PlanEdits {
  const { latest, commitUnits, commitPlans } = store;
  return useMemo(
    () => ({
      async savePlan(plan) {
        const edited = latest.current.plans.some((other) => other.uuid === plan.uuid);
        commitPlans([...latest.current.plans.filter((other) => other.uuid !== plan.uuid), plan]);
        const p = latest.current.page;
        if (!p || !drawnShape) return;
        const list = latest.current.units[p];
        // An edited plan redraws the units made from it; a new one is a new unit.
        const redrawn = edited ? list.find((u) => u.properties.floor_plan_uuid === plan.uuid) : undefined;
        const unit = drawnUnit({ shape: drawnShape, plan, page: p, id: redrawn?.properties.id ?? newUnitId(), viewMode }, latest.current.property);
        commitUnits(p, withDrawnUnit(list, unit, redrawn, p));
        clearDraft();
      },
      deletePlan(uuid) {
        commitPlans(latest.current.plans.filter((plan) => plan.uuid !== uuid));
        for (const p of UNIT_PAGES) {
          const list = latest.current.units[p];
          const next = withoutPlan(list, uuid);
          if (next !== list) commitUnits(p, next);
        }
      },
    }),
    [latest, commitUnits, commitPlans, drawnShape, viewMode, clearDraft],
  );
}
