// The layout's own data, the units of each page, the user's plans and the map notes, and their
// saving. A change is committed to React state and to a synchronous copy at once, so two changes
// in one event see each other, and its keys are saved together a moment after the last change
// (saving.ts) for a user whose changes are saved. Leaving the property, or the page going away (a
// reload, a closed tab), sends what still waits.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MapNote, UserFloorPlan, LayoutUnit, PlacementPage, StreetData } from '../../../core/api';
import type { ApiClient } from '../api/client';
import type { KeptPlayground } from './kept-playground';
import { createSaveQueue, propertyUpdateOf, SAVE_DELAY_MS, savedKeyOf, type SavedKey } from './saving';
import { unitsFrom, type UnitsByPage } from './units';
import { updateProperty } from '../../../core/api';
import { send } from '../api/client';

/** The latest state, for saving after a delay and for callbacks that must not go stale. */
export interface LatestLayout {
  units: UnitsByPage;
  plans: UserFloorPlan[];
  notes: MapNote[];
  /** Whether the survey's buildings are cleared from the playground. */
  playgroundCleared: boolean;
  property: StreetData;
  page: PlacementPage | null;
}

/** The layout's data and how to change it. */
export interface LayoutStore {
  units: UnitsByPage;
  plans: UserFloorPlan[];
  notes: MapNote[];
  playgroundCleared: boolean;
  latest: RefObject<LatestLayout>;
  /** Replaces the units of `page` and saves them. */
  commitUnits(page: PlacementPage, next: LayoutUnit[]): void;
  /** Replaces the user's plans and saves them. */
  commitPlans(next: UserFloorPlan[]): void;
  /** Replaces the map notes and saves them. */
  commitNotes(next: MapNote[]): void;
  /** Clears the survey's buildings and the units from the playground, and saves it. */
  clearPlayground(): void;
  /** Shows the survey's buildings on the playground again, and saves it. */
  restorePlayground(): void;
  /** Saves `keys` a moment after the last change, when changes are saved. */
  scheduleSave(...keys: SavedKey[]): void;
}

interface Options {
  property: StreetData;
  page: PlacementPage | null;
  api: ApiClient;
  /** Whether changes are saved (a signed-in user on a full report). */
  saves: boolean;
  /** A visitor's kept playground, which joins the saved one. */
  kept: KeptPlayground | null;
  /** Says that a save failed. */
  onSaveFailed(): void;
}

/** The layout data of `property`, saved through `api`. */
export function useLayoutStore({ property, page, api, saves, kept, onSaveFailed }: Options): LayoutStore {
  const saved = property.user_overrides;
  const [units, setUnits] = useState<UnitsByPage>(() => unitsFrom(saved, kept));
  const [plans, setPlans] = useState<UserFloorPlan[]>(() => saved?.floor_plans ?? []);
  const [notes, setNotes] = useState<MapNote[]>(() => saved?.annotations.features ?? []);
  // A visitor's choice, kept in the tab, joins the account's when they sign in.
  const [playgroundCleared, setPlaygroundCleared] = useState(() => Boolean(saved?.playground_cleared) || Boolean(kept?.surveyBuildingsCleared));
  const latest = useRef<LatestLayout>({ units, plans, notes, playgroundCleared, property, page });
  latest.current = { units, plans, notes, playgroundCleared, property, page };

  // The queue lives as long as the layout; it reaches the API and the toast of the latest render.
  const outside = useRef({ api, onSaveFailed });
  outside.current = { api, onSaveFailed };
  const [queue] = useState(() =>
    createSaveQueue({
      delayMs: SAVE_DELAY_MS,
      send: (keys, { outlive }) => send(outside.current.api, updateProperty, { params: { id: latest.current.property.attributes.property_id }, body: propertyUpdateOf(keys, latest.current) }, { keepalive: outlive }),
      onFailed: () => outside.current.onSaveFailed(),
    }),
  );
  const scheduleSave = useCallback(
    (...keys: SavedKey[]) => {
      if (saves) queue.schedule(...keys);
    },
    [saves, queue],
  );
  // Leaving the report (or the property) sends what is still waiting.
  const propertyId = property.attributes.property_id;
  useEffect(() => () => queue.leave(), [queue, propertyId]);
  // A reload or a closed tab sends it too, in a request that outlives the page.
  useEffect(() => {
    const unload = () => queue.unload();
    const hidden = () => {
      if (document.visibilityState === 'hidden') queue.unload();
    };
    window.addEventListener('pagehide', unload);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', unload);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [queue]);

  const commitUnits = useCallback(
    (p: PlacementPage, next: LayoutUnit[]) => {
      setUnits((current) => ({ ...current, [p]: next }));
      latest.current.units = { ...latest.current.units, [p]: next };
      scheduleSave(savedKeyOf(p));
    },
    [scheduleSave],
  );
  const commitPlans = useCallback(
    (next: UserFloorPlan[]) => {
      setPlans(next);
      latest.current.plans = next;
      scheduleSave('floor_plans');
    },
    [scheduleSave],
  );
  const commitNotes = useCallback(
    (next: MapNote[]) => {
      setNotes(next);
      latest.current.notes = next;
      scheduleSave('annotations');
    },
    [scheduleSave],
  );
  const clearPlayground = useCallback(() => {
    setPlaygroundCleared(true);
    setUnits((current) => ({ ...current, playground: [] }));
    latest.current.units = { ...latest.current.units, playground: [] };
    latest.current.playgroundCleared = true;
    scheduleSave('playground');
  }, [scheduleSave]);
  const restorePlayground = useCallback(() => {
    setPlaygroundCleared(false);
    latest.current.playgroundCleared = false;
    scheduleSave('playground');
  }, [scheduleSave]);
  return { units, plans, notes, playgroundCleared, latest, commitUnits, commitPlans, commitNotes, clearPlayground, restorePlayground, scheduleSave };
}
