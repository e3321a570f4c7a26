// Keeps the user's work on the lot map (layout-context.ts) and saves it, composed of one part per
// concern: the units, plans and notes and their saving (use-layout-store.ts), a visitor's kept
// playground (use-kept-playground.ts), restoring saved units whose plan is gone
// (use-restore-units.ts), placing plans (use-place-plan.ts), editing units (use-unit-edits.ts) and
// plans (use-plan-edits.ts), buildings and the lot (use-property-edits.ts), the drawing and the map
// tool (map-tools.ts), and the edit lock (edit-lock.ts) put in front of every edit while the
// playground's analysis runs.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MapNote, ViewMode, PlacementPage, StreetData } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { useTranslate } from '../i18n/use-translate';
import { createEditLock, type EditLock } from './edit-lock';
import { readKeptPlayground, sessionKeptStorage } from './kept-playground';
import { LayoutContext, type LayoutValue } from '../shell/layout-context';
import { INITIAL_TOOLS, NO_DRAFT, takesUpDrawing, takesUpTool, withDraft, withTool } from './map-tools';
import { withViewMode } from './units';
import { useKeptPlayground } from './use-kept-playground';
import { useLayoutStore } from './use-layout-store';
import { usePlacePlan } from './use-place-plan';
import { usePlanEdits } from './use-plan-edits';
import { usePropertyEdits } from './use-property-edits';
import { useRestoreUnits } from './use-restore-units';
import { useUnitEdits } from './use-unit-edits';

interface Props {
  property: StreetData;
  api: ApiClient;
  /** The page shown: its units are the ones edited. */
  page: PlacementPage | null;
  notify(kind: 'error' | 'warning' | 'success', text: string): void;
  /** Re-fetches the report after a change the rules depend on (buildings, lot). */
  onPropertyChanged(): Promise<void>;
  children: ReactNode;
}

/** The edit lock of this layout, warning through the latest `notify`. */
function useEditLock(notify: Props['notify']): EditLock {
  const warn = useRef(notify);
  warn.current = notify;
  const [lock] = useState(() => createEditLock((message) => warn.current('warning', message)));
  return lock;
}

/** The provider of the layout of `property`; keyed by the property id, so another property starts from its own saved layout. */
export function LayoutProvider({ property, api, page, notify, onPropertyChanged, children }: Props) {
  const t = useTranslate();
  const propertyId = property.attributes.property_id;
  const saved = property.user_overrides;
  const saves = Boolean(property.user) && !property.limited_report;
  // What a visitor drew on the playground of this property in this tab (before a sign-in or a reload).
  const [kept] = useState(() => readKeptPlayground(sessionKeptStorage(), propertyId));
  const store = useLayoutStore({ property, page, api, saves, kept, onSaveFailed: () => notify('error', t('layout.saveFailed')) });
  const { units, plans, notes, latest, commitUnits, commitNotes, clearPlayground, restorePlayground } = store;
  const surveyBuildingsCleared = store.playgroundCleared;
  useKeptPlayground({ propertyId, kept, saves, playground: units.playground, surveyBuildingsCleared, scheduleSave: store.scheduleSave });
  useRestoreUnits({ api, propertyId, page, store, notify, t });

  const lock = useEditLock(notify);
  const [viewMode, setViewModeState] = useState<ViewMode>('2d');
  const [tools, setTools] = useState(INITIAL_TOOLS);
  const clearDraft = useCallback(() => setTools((current) => ({ ...current, draft: NO_DRAFT })), []);
  const { placePlan, startPoints, forgetStartPoint } = usePlacePlan({ api, store, viewMode, notify, t });
  const unitEdits = useUnitEdits({ store, notify, t });
  const planEdits = usePlanEdits({ store, drawnShape: tools.draft.shape, viewMode, clearDraft });
  const propertyEdits = usePropertyEdits({ api, saves, propertyId, latest, onPropertyChanged, notify, t });

  const value = useMemo<LayoutValue>(() => {
    const { guard } = lock;
    const pageUnits = page ? units[page] : [];
    return {
      page,
      units: pageUnits,
      selected: pageUnits.find((u) => u.properties.selected),
      plans,
      buildings: saved?.buildings_geojson.features ?? [],
      lot: saved?.lot ?? null,
      notes,
      viewMode,
      saves,
      placePlan: guard(placePlan, Promise.resolve()),
      selectUnit: unitEdits.selectUnit,
      moveUnit: guard(unitEdits.moveUnit, false),
      rotateUnit: guard(unitEdits.rotateUnit, false),
      setUnitGeometry: guard(unitEdits.setUnitGeometry, false),
      deleteUnit: guard(unitEdits.deleteUnit, undefined),
      addCopy: guard(unitEdits.addCopy, undefined),
      savePlan: guard(planEdits.savePlan, Promise.resolve()),
      deletePlan: guard(planEdits.deletePlan, undefined),
      addBuilding: guard(propertyEdits.addBuilding, undefined),
      removeBuilding: guard(propertyEdits.removeBuilding, undefined),
      replaceBuildings: guard(propertyEdits.replaceBuildings, undefined),
      setBuildingCategory: guard(propertyEdits.setBuildingCategory, undefined),
      setLot: guard(propertyEdits.setLot, Promise.resolve()),
      addNote: guard((note: MapNote) => commitNotes([...latest.current.notes, note]), undefined),
      removeNote: guard((id: string) => commitNotes(latest.current.notes.filter((n) => n.properties.id !== id)), undefined),
      setViewMode: (mode) => {
        setViewModeState(mode);
        const p = latest.current.page;
        if (!p) return;
        const list = latest.current.units[p];
        const next = withViewMode(list, mode);
        if (next !== list) commitUnits(p, next);
      },
      draft: tools.draft,
      setDraft: (next) => {
        if (takesUpDrawing(next) && lock.isRefused()) return;
        setTools((current) => withDraft(current, next));
      },
      tool: tools.tool,
      setTool: (next) => {
        if (takesUpTool(next) && lock.isRefused()) return;
        setTools((current) => withTool(current, next));
      },
      startPoint: page ? (startPoints[page] ?? null) : null,
      surveyBuildingsCleared,
      clearExistingStructures: () => {
        forgetStartPoint('playground');
        clearPlayground();
      },
      restoreExistingStructures: guard(restorePlayground, undefined),
      retypeUnits: unitEdits.retypeUnits,
      setEditLock: lock.set,
    };
  }, [lock, page, units, plans, saved, notes, viewMode, saves, placePlan, unitEdits, planEdits, propertyEdits, commitNotes, commitUnits, clearPlayground, restorePlayground, latest, tools, startPoints, forgetStartPoint, surveyBuildingsCleared]);

  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}
