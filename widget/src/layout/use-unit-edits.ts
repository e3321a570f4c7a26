// Editing the units of the page shown: selecting, moving and turning (by keys or by the map's
// handles), deleting, 'Additional ADU' and new ADU types. A unit that would leave the lot stays
// where it was, with 'Adu should be inside lot' (spec 2); every change is saved (use-layout-store).
import { useMemo } from 'react';
import type { LayoutUnit } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import type { AduType } from '../../../core/placement';
import { movePolygon, rotatePolygon } from '../../../core/placement';
import type { MessageKey } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';
import { copiedUnit, reshapedUnit, UnitRefusal, type UnitResult } from './unit-shapes';
import { retyped, withAdded, withoutUnit, withSelected, withUnit } from './units';
import type { LayoutStore } from './use-layout-store';

/** The toast of a refused unit change (a copy without a plan is only logged, spec 2). */
export function refusalKey(reason: Exclude<UnitRefusal, typeof UnitRefusal.NoPlan>): MessageKey {
  return reason === UnitRefusal.OutsideLot ? 'layout.insideLot' : 'layout.noCopyRoom';
}

/** The unit edits of LayoutValue, unguarded (the provider puts the edit lock in front). */
export interface UnitEdits {
  selectUnit(id: string | null): void;
  moveUnit(id: string, dxFt: number, dyFt: number): boolean;
  rotateUnit(id: string, deg: number): boolean;
  setUnitGeometry(id: string, polygon: Polygon, rotationDeg?: number): boolean;
  deleteUnit(id: string): void;
  addCopy(): void;
  retypeUnits(typeOf: (unit: LayoutUnit) => AduType): void;
}

interface Options {
  store: Pick<LayoutStore, 'latest' | 'commitUnits'>;
  notify(kind: 'warning', text: string): void;
  t: Translate;
}

/** The unit edits of the page shown. */
export function useUnitEdits({ store, notify, t }: Options): UnitEdits {
  const { latest, commitUnits } = store;
  return useMemo(() => {
    /** Changes unit `id` of the page shown; false when there is none or the change is refused (with its toast). */
    const updateUnit = (id: string, change: (unit: LayoutUnit) => UnitResult<typeof UnitRefusal.OutsideLot>): boolean => {
      const p = latest.current.page;
      if (!p) return false;
      const list = latest.current.units[p];
      const unit = list.find((u) => u.properties.id === id);
      if (!unit) return false;
      const next = change(unit);
      if (!next.ok) {
        notify('warning', t(refusalKey(next.reason)));
        return false;
      }
      commitUnits(p, withUnit(list, id, next.unit));
      return true;
    };
    const reshape = (unit: LayoutUnit, polygon: Polygon, rotationDeg: number) => reshapedUnit(unit, polygon, rotationDeg, latest.current.property);
    return {
      selectUnit(id) {
        const p = latest.current.page;
        if (!p) return;
        const list = latest.current.units[p];
        const next = withSelected(list, id);
        if (next !== list) commitUnits(p, next);
      },
      setUnitGeometry: (id, polygon, rotationDeg) => updateUnit(id, (unit) => reshape(unit, polygon, rotationDeg ?? unit.properties.rotation_deg)),
      moveUnit: (id, dxFt, dyFt) => updateUnit(id, (unit) => reshape(unit, movePolygon(unit.geometry, dxFt, dyFt), unit.properties.rotation_deg)),
      rotateUnit: (id, deg) => updateUnit(id, (unit) => reshape(unit, rotatePolygon(unit.geometry, deg), unit.properties.rotation_deg + deg)),
      deleteUnit(id) {
        const p = latest.current.page;
        if (p) commitUnits(p, withoutUnit(latest.current.units[p], id));
      },
      addCopy() {
        const p = latest.current.page;
        if (!p) return;
        const list = latest.current.units[p];
        const copy = copiedUnit(list.find((u) => u.properties.selected) ?? list[0], latest.current.property, p);
        if (copy.ok) commitUnits(p, withAdded(list, copy.unit));
        // Spec 2: 'Additional ADU' without a floor plan id does nothing (it is only logged).
        else if (copy.reason === UnitRefusal.NoPlan) console.warn('Additional ADU: no floor plan id to copy');
        else notify('warning', t(refusalKey(copy.reason)));
      },
      retypeUnits(typeOf) {
        const p = latest.current.page;
        if (!p) return;
        const list = latest.current.units[p];
        const next = retyped(list, typeOf);
        if (next !== list) commitUnits(p, next);
      },
    };
  }, [latest, commitUnits, notify, t]);
}
