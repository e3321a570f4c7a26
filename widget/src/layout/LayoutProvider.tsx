// Keeps the user's work on the lot map (layout-context.ts) and saves it: units per page, their own
// plans, added buildings, the lot correction and map notes. Saved layouts are restored when the
// report opens; a unit whose plan is gone is placed afresh from its own outline (spec 2: 'Unable
// to restore the saved ADU, floor plan not found.'). Unit changes are saved together a moment
// after the last one; a failed save keeps the local state and says 'Failed to save the current
// ADU' (spec 1 section 8). Buildings and the lot change the rules' answer, so the report is
// fetched again after they are saved. While the playground's analysis runs, edits are refused
// with its message (setEditLock). A visitor's playground is kept in the tab for the property
// (kept-playground.ts) and taken over by the account when they sign in.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LayoutUnit, MapNote, UserBuilding, UserFloorPlan, UserLayout, ViewMode } from '../../../core/api/layout.schema';
import type { PropertyUpdate } from '../../../core/api/overrides.schema';
import { PlanSource, type PlacedUnitFeature, type PlacementPage } from '../../../core/api/placement.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import type { Polygon, Position } from '../../../core/geo/geojson.schema';
import { isPlanCategory } from '../../../core/floor-plans/category';
import { classifyAduType, type AduType } from '../../../core/placement/adu-type';
import { isInsideLot, movePolygon, outlineAt, outlineOfPolygon, polygonCentre, rotatePolygon, shiftedSideways } from '../../../core/placement/layout-ops';
import { outlineFromPlan, planRectangle } from '../../../core/placement/outline';
import { Placement } from '../../../core/placement/search';
import type { ApiClient } from '../api/client';
import { useTranslate } from '../i18n/use-translate';
import { readKeptPlayground, sessionKeptStorage, writeKeptPlayground, type KeptPlayground } from './kept-playground';
import { pageArea } from './page-area';
import { LayoutContext, type Draft, type LayoutValue, type MapTool, type PlanToPlace } from './layout-context';

/** How long after the last unit change the layout is saved. */
export const SAVE_DELAY_MS = 400;

/** The log line of a saved unit whose plan is gone (spec 2, errors). */
export const RESTORE_LOG = 'Unable to restore the saved ADU, floor plan not found.';

type UnitsByPage = Record<PlacementPage, LayoutUnit[]>;
type SavedKey = 'layouts' | 'playground' | 'floor_plans' | 'annotations';

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

const NO_UNITS: UnitsByPage = { 'in-home-apartment': [], 'backyard-cottage': [], playground: [] };

function unitsFrom(saved: UserLayout | null, kept: KeptPlayground | null): UnitsByPage {
  const playground = saved?.playground ?? [];
  return {
    'in-home-apartment': saved?.layouts['in-home-apartment'] ?? [],
    'backyard-cottage': saved?.layouts['backyard-cottage'] ?? [],
    // A kept drawing joins what the account has saved there; its units stay the selected ones.
    playground: kept ? [...playground.map((u) => ({ ...u, properties: { ...u.properties, selected: false } })), ...kept.units] : playground,
  };
}

let unitCounter = 0;
/** A unit id unique within the visit and across saved layouts. */
const newUnitId = (): string => `unit-${Date.now().toString(36)}-${(unitCounter++).toString(36)}`;

const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The unit a placement answer becomes on the map. */
function unitOf(feature: PlacedUnitFeature, viewMode: ViewMode, id = newUnitId()): LayoutUnit {
  return { type: 'Feature', geometry: feature.geometry, properties: { ...feature.properties, id, selected: true, viewMode } };
}

/**
 * What a page's units are classified against, as the server classifies placements: an area that
 * is locked or unknown is undefined, and the lot stands in for it; an empty one is null.
 */
function surroundingsOf(property: StreetData, page: PlacementPage) {
  const found = pageArea(property, page);
  const area = found.state === 'known' ? found.area : found.state === 'empty' ? null : undefined;
  return { page, area, buildings: property.buildings_geojson.features.map((f) => f.geometry), lot: property.lot };
}

/** The provider of the layout of `property`; keyed by the property id, so another property starts from its own saved layout. */
export function LayoutProvider({ property, api, page, notify, onPropertyChanged, children }: Props) {
  const t = useTranslate();
  const propertyId = property.attributes.property_id;
  const saved = property.user_overrides;
  const saves = Boolean(property.user) && !property.limited_report;
  // What a visitor drew on the playground of this property in this tab (before a sign-in or a reload).
  const [kept] = useState(() => readKeptPlayground(sessionKeptStorage(), propertyId));
  const [units, setUnits] = useState<UnitsByPage>(() => unitsFrom(saved, kept));
  const [plans, setPlans] = useState<UserFloorPlan[]>(() => saved?.floor_plans ?? []);
  const [notes, setNotes] = useState<MapNote[]>(() => saved?.annotations.features ?? []);
  const [viewMode, setViewModeState] = useState<ViewMode>('2d');
  const [draft, setDraft] = useState<Draft>({ tool: 'unset', shape: null });
  const [tool, setTool] = useState<MapTool>('select');
  const [startPoints, setStartPoints] = useState<Partial<Record<PlacementPage, Position>>>({});
  const [surveyBuildingsCleared, setSurveyBuildingsCleared] = useState(kept?.surveyBuildingsCleared ?? false);
  const editLock = useRef<string | null>(null);

  // The latest state, for saving after a delay and for callbacks that must not go stale.
  const latest = useRef({ units, plans, notes, property, page });
  latest.current = { units, plans, notes, property, page };

  const pending = useRef(new Set<SavedKey>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(async () => {
    timer.current = undefined;
    if (pending.current.size === 0) return;
    const keys = [...pending.current];
    pending.current.clear();
    const { units: u, plans: p, notes: n, property: prop } = latest.current;
    const update: PropertyUpdate = {};
    if (keys.includes('layouts')) update.layouts = { 'in-home-apartment': u['in-home-apartment'], 'backyard-cottage': u['backyard-cottage'] };
    if (keys.includes('playground')) update.playground = u.playground;
    if (keys.includes('floor_plans')) update.floor_plans = p;
    if (keys.includes('annotations')) update.annotations = { type: 'FeatureCollection', features: n };
    try {
      await api.updateProperty(prop.attributes.property_id, update);
    } catch {
      // The local state stays; the keys are sent again with the next change.
      for (const key of keys) pending.current.add(key);
      notify('error', t('layout.saveFailed'));
    }
  }, [api, notify, t]);
  const scheduleSave = useCallback(
    (...keys: SavedKey[]) => {
      if (!saves) return;
      for (const key of keys) pending.current.add(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [saves, flush],
  );
  // Leaving the report (or the property) sends what is still waiting.
  useEffect(() => () => {
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      void flush();
    }
  }, [flush, propertyId]);

  // A signed-in user takes the kept drawing over: it is saved with the account and forgotten here.
  // Without saving (a visitor, a limited report), the drawing is kept in the tab after each change.
  useEffect(() => {
    if (saves && kept) {
      scheduleSave('playground');
      writeKeptPlayground(sessionKeptStorage(), propertyId, null);
    }
  }, [saves, kept, propertyId, scheduleSave]);
  useEffect(() => {
    if (!saves) writeKeptPlayground(sessionKeptStorage(), propertyId, { units: units.playground, surveyBuildingsCleared });
  }, [saves, propertyId, units.playground, surveyBuildingsCleared]);

  const layoutKeyOf = (p: PlacementPage): SavedKey => (p === 'playground' ? 'playground' : 'layouts');

  /** Replaces the units of `p` and saves them. */
  const commitUnits = useCallback(
    (p: PlacementPage, next: LayoutUnit[]) => {
      setUnits((current) => ({ ...current, [p]: next }));
      latest.current.units = { ...latest.current.units, [p]: next };
      scheduleSave(layoutKeyOf(p));
    },
    [scheduleSave],
  );

  const pageUnits = page ? units[page] : [];
  const selected = pageUnits.find((u) => u.properties.selected);

  /** The unit with `polygon`, re-typed; null (with the toast) when it leaves the lot. */
  const reshaped = useCallback(
    (unit: LayoutUnit, polygon: Polygon, rotationDeg: number): LayoutUnit | null => {
      const prop = latest.current.property;
      if (!isInsideLot(polygon, prop.lot)) {
        notify('warning', t('layout.insideLot'));
        return null;
      }
      const adu_type = classifyAduType(polygon, surroundingsOf(prop, unit.properties.page));
      return { ...unit, geometry: polygon, properties: { ...unit.properties, adu_type, rotation_deg: roundTo(rotationDeg, 3) } };
    },
    [notify, t],
  );

  const updateUnit = useCallback(
    (id: string, change: (unit: LayoutUnit) => LayoutUnit | null): boolean => {
      const p = latest.current.page;
      if (!p) return false;
      const list = latest.current.units[p];
      const unit = list.find((u) => u.properties.id === id);
      if (!unit) return false;
      const next = change(unit);
      if (!next) return false;
      commitUnits(p, list.map((u) => (u.properties.id === id ? next : u)));
      return true;
    },
    [commitUnits],
  );

  // Restore: a saved unit whose plan no longer exists is placed afresh from its own outline.
  const restoring = useRef('');
  useEffect(() => {
    if (!page || restoring.current === `${propertyId}/${page}`) return;
    restoring.current = `${propertyId}/${page}`;
    const list = latest.current.units[page];
    const custom = list.filter((u) => u.properties.floor_plan_uuid?.startsWith('customPlan-'));
    const catalogue = list.filter((u) => u.properties.source === PlanSource.FloorPlan && !u.properties.floor_plan_uuid?.startsWith('customPlan-'));
    if (custom.length === 0 && catalogue.length === 0) return;
    const controller = new AbortController();
    // An ADU page's plans are of its own category; the playground's of each unit's.
    const categories = page === 'playground' ? [...new Set(catalogue.map((u) => u.properties.category))].filter(isPlanCategory) : isPlanCategory(page) ? [page] : [];
    const known = Promise.all(catalogue.length > 0 ? categories.map((category) => api.floorPlans(category, controller.signal)) : []).then((answers) =>
      answers.flatMap((r) => r.plans.map((plan) => plan.uuid)),
    );
    void known.then(
      async (uuids) => {
        const exists = new Set([...uuids, ...latest.current.plans.map((plan) => plan.uuid)]);
        const lost = [...custom, ...catalogue].filter((u) => !exists.has(u.properties.floor_plan_uuid ?? ''));
        for (const unit of lost) {
          console.warn(RESTORE_LOG, unit.properties.floor_plan_uuid);
          const outline = outlineOfPolygon(unit.geometry);
          if (!outline) continue;
          try {
            const fresh = await api.placePlan(propertyId, { outline: { dimensions: outline.dimensions, angles: outline.angles } }, page, polygonCentre(unit.geometry));
            const current = latest.current.units[page];
            commitUnits(page, current.map((u) => (u.properties.id === unit.properties.id ? unitOf(fresh, u.properties.viewMode, u.properties.id) : u)));
          } catch {
            notify('error', t('floorPlans.placeFailed'));
          }
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, page, propertyId, commitUnits, notify, t]);

  const placePlan = useCallback(
    async (plan: PlanToPlace, options: { replaceSelected?: boolean } = {}) => {
      const p = latest.current.page;
      if (!p) return;
      const list = latest.current.units[p];
      const current = list.find((u) => u.properties.selected);
      const outline = outlineFromPlan(plan.dimensions, plan.angles);
      if (!outline.ok) {
        notify('warning', t('layout.broken'));
        return;
      }
      // Changing the plan keeps the unit's position and rotation (spec 1 section 4).
      if (options.replaceSelected && current) {
        const polygon = outlineAt(outline.ring, polygonCentre(current.geometry), current.properties.rotation_deg);
        const size = planRectangle(outline.ring);
        const replaced = reshaped(
          {
            ...current,
            properties: {
              ...current.properties,
              floor_plan_uuid: plan.uuid,
              category: plan.category,
              source: PlanSource.FloorPlan,
              width: Math.round(size.widthFt),
              length: Math.round(size.lengthFt),
            },
          },
          polygon,
          current.properties.rotation_deg,
        );
        if (replaced) commitUnits(p, list.map((u) => (u === current ? replaced : u)));
        return;
      }
      const start = list.length === 0 ? startPoints[p] : undefined;
      const feature = await api.placePlan(latest.current.property.attributes.property_id, { floor_plan_uuid: plan.uuid }, p, start);
      const unit = unitOf(feature, viewMode);
      if (list.length === 0 && !startPoints[p]) setStartPoints((points) => ({ ...points, [p]: polygonCentre(feature.geometry) }));
      const now = latest.current.units[p];
      commitUnits(p, [...now.map((u) => ({ ...u, properties: { ...u.properties, selected: false } })), unit]);
    },
    [api, commitUnits, notify, reshaped, startPoints, t, viewMode],
  );

  const value = useMemo<LayoutValue>(() => {
    /** Whether edits are locked now; says so with the lock's message. */
    const isRefused = (): boolean => {
      if (editLock.current !== null) notify('warning', editLock.current);
      return editLock.current !== null;
    };
    const guard =
      <A extends unknown[], R>(run: (...args: A) => R, refusal: R) =>
      (...args: A): R =>
        isRefused() ? refusal : run(...args);
    const selectUnit = (id: string | null) => {
      const p = latest.current.page;
      if (!p) return;
      const list = latest.current.units[p];
      if (list.every((u) => u.properties.selected === (u.properties.id === id))) return;
      commitUnits(p, list.map((u) => ({ ...u, properties: { ...u.properties, selected: u.properties.id === id } })));
    };
    const setUnitGeometry = (id: string, polygon: Polygon, rotationDeg?: number) =>
      updateUnit(id, (unit) => reshaped(unit, polygon, rotationDeg ?? unit.properties.rotation_deg));
    const moveUnit = (id: string, dxFt: number, dyFt: number) =>
      updateUnit(id, (unit) => reshaped(unit, movePolygon(unit.geometry, dxFt, dyFt), unit.properties.rotation_deg));
    const rotateUnit = (id: string, deg: number) =>
      updateUnit(id, (unit) => reshaped(unit, rotatePolygon(unit.geometry, deg), unit.properties.rotation_deg + deg));
    const deleteUnit = (id: string) => {
      const p = latest.current.page;
      if (!p) return;
      commitUnits(p, latest.current.units[p].filter((u) => u.properties.id !== id));
    };
    const addCopy = () => {
      const p = latest.current.page;
      if (!p) return;
      const list = latest.current.units[p];
      const base = list.find((u) => u.properties.selected) ?? list[0];
      // Spec 2: 'Additional ADU' without a floor plan id does nothing (it is only logged).
      if (!base?.properties.floor_plan_uuid) {
        console.warn('Additional ADU: no floor plan id to copy');
        return;
      }
      const prop = latest.current.property;
      const { rotation_deg, width } = base.properties;
      // A copy shifted sideways by the outline's width (multiplier 1); the other side when that leaves the lot.
      const polygon = [width, -width].map((w) => shiftedSideways(base.geometry, rotation_deg, w)).find((g) => isInsideLot(g, prop.lot));
      if (!polygon) {
        notify('warning', t('layout.noCopyRoom'));
        return;
      }
      const adu_type = classifyAduType(polygon, surroundingsOf(prop, p));
      const copy: LayoutUnit = { ...base, geometry: polygon, properties: { ...base.properties, id: newUnitId(), adu_type, selected: true } };
      commitUnits(p, [...list.map((u) => ({ ...u, properties: { ...u.properties, selected: false } })), copy]);
    };
    const savePlan = async (plan: UserFloorPlan) => {
      const edited = latest.current.plans.some((other) => other.uuid === plan.uuid);
      const nextPlans = [...latest.current.plans.filter((other) => other.uuid !== plan.uuid), plan];
      setPlans(nextPlans);
      latest.current.plans = nextPlans;
      scheduleSave('floor_plans');
      const p = latest.current.page;
      const shape = draft.shape;
      if (!p || !shape) return;
      const prop = latest.current.property;
      const outline = outlineFromPlan(plan.dimensions, plan.angles);
      const size = outline.ok ? planRectangle(outline.ring) : { widthFt: 0, lengthFt: 0 };
      const adu_type = classifyAduType(shape, surroundingsOf(prop, p));
      const forbidden = adu_type === 'forbidden_area' || adu_type === 'forbidden_detached_internal_area';
      const list = latest.current.units[p];
      // An edited plan redraws the units made from it; a new one is a new unit.
      const redrawn = edited ? list.find((u) => u.properties.floor_plan_uuid === plan.uuid) : undefined;
      const unit: LayoutUnit = {
        type: 'Feature',
        geometry: shape,
        properties: {
          id: redrawn?.properties.id ?? newUnitId(),
          adu_type,
          // A drawn unit stays where it was drawn (every corner inside the lot): it fits the
          // setback area when its type allows it there, and otherwise stands on the lot.
          placement: forbidden ? Placement.LotFitNoCollision : Placement.SetbackFit,
          page: p,
          floor_plan_uuid: plan.uuid,
          category: plan.category,
          source: PlanSource.UserDefined,
          width: Math.round(size.widthFt),
          length: Math.round(size.lengthFt),
          rotation_deg: 0,
          selected: true,
          viewMode,
        },
      };
      const others = list.filter((u) => u !== redrawn).map((u) => ({ ...u, properties: { ...u.properties, selected: false } }));
      // Outside the playground a single unit is replaced by the new plan (spec 1 section 4).
      const replaces = p !== 'playground' && list.length === 1;
      commitUnits(p, replaces ? [unit] : [...others, unit]);
      setDraft({ tool: 'unset', shape: null });
    };
    const deletePlan = (uuid: string) => {
      const nextPlans = latest.current.plans.filter((plan) => plan.uuid !== uuid);
      setPlans(nextPlans);
      latest.current.plans = nextPlans;
      scheduleSave('floor_plans');
      for (const p of Object.keys(NO_UNITS) as PlacementPage[]) {
        const list = latest.current.units[p];
        if (list.some((u) => u.properties.floor_plan_uuid === uuid)) commitUnits(p, list.filter((u) => u.properties.floor_plan_uuid !== uuid));
      }
    };
    /** Saves a change the rules depend on, then fetches the report again. */
    const saveAndReload = async (update: PropertyUpdate) => {
      if (!saves) return;
      try {
        await api.updateProperty(propertyId, update);
        await onPropertyChanged();
      } catch {
        notify('error', t('layout.saveFailed'));
      }
    };
    const userBuildings = (): UserBuilding[] =>
      (latest.current.property.user_overrides?.buildings_geojson.features ?? []).filter((b) => b.properties.building_source === 'user');
    const saveBuildings = (features: UserBuilding[]) => saveAndReload({ buildings_geojson: { type: 'FeatureCollection', features } });
    const retypeUnits = (typeOf: (unit: LayoutUnit) => AduType) => {
      const p = latest.current.page;
      if (!p) return;
      const list = latest.current.units[p];
      const next = list.map((u) => {
        const adu_type = typeOf(u);
        return adu_type === u.properties.adu_type ? u : { ...u, properties: { ...u.properties, adu_type } };
      });
      if (next.some((u, i) => u !== list[i])) commitUnits(p, next);
    };
    const saveNotes = (next: MapNote[]) => {
      setNotes(next);
      latest.current.notes = next;
      scheduleSave('annotations');
    };
    return {
      page,
      units: pageUnits,
      selected,
      plans,
      buildings: saved?.buildings_geojson.features ?? [],
      lot: saved?.lot ?? null,
      notes,
      viewMode,
      saves,
      placePlan: guard(placePlan, Promise.resolve()),
      selectUnit,
      moveUnit: guard(moveUnit, false),
      rotateUnit: guard(rotateUnit, false),
      setUnitGeometry: guard(setUnitGeometry, false),
      deleteUnit: guard(deleteUnit, undefined),
      addCopy: guard(addCopy, undefined),
      savePlan: guard(savePlan, Promise.resolve()),
      deletePlan: guard(deletePlan, undefined),
      addBuilding: guard((building: UserBuilding) => void saveBuildings([...userBuildings(), building]), undefined),
      removeBuilding: guard((id: string) => void saveBuildings(userBuildings().filter((b) => b.properties.id !== id)), undefined),
      replaceBuildings: guard(
        (removedIds: readonly string[], added: UserBuilding) => void saveBuildings([...userBuildings().filter((b) => !removedIds.includes(b.properties.id)), added]),
        undefined,
      ),
      setBuildingCategory: guard(
        (id: string, category: UserBuilding['properties']['category']) =>
          void saveBuildings(userBuildings().map((b) => (b.properties.id === id ? { ...b, properties: { ...b.properties, category } } : b))),
        undefined,
      ),
      setLot: guard((lot: Polygon | null) => saveAndReload({ lot: lot ?? '' }), Promise.resolve()),
      addNote: guard((note: MapNote) => saveNotes([...latest.current.notes, note]), undefined),
      removeNote: guard((id: string) => saveNotes(latest.current.notes.filter((n) => n.properties.id !== id)), undefined),
      setViewMode: (mode) => {
        setViewModeState(mode);
        const p = latest.current.page;
        if (p && latest.current.units[p].some((u) => u.properties.viewMode !== mode)) {
          commitUnits(p, latest.current.units[p].map((u) => ({ ...u, properties: { ...u.properties, viewMode: mode } })));
        }
      },
      draft,
      // The constructor's drawing and the map's tools take the same clicks: starting one puts the
      // other down (the constructor keeps its temporary structure).
      setDraft: (next) => {
        if (next.tool !== 'unset' && isRefused()) return;
        setDraft(next);
        if (next.tool !== 'unset') setTool('select');
      },
      tool,
      setTool: (next) => {
        if (next !== 'select' && isRefused()) return;
        setTool(next);
        if (next !== 'select') setDraft((current) => (current.tool === 'unset' ? current : { tool: 'unset', shape: current.shape }));
      },
      startPoint: page ? (startPoints[page] ?? null) : null,
      surveyBuildingsCleared,
      clearExistingStructures: () => {
        setSurveyBuildingsCleared(true);
        setStartPoints(({ playground: _, ...others }) => others);
        commitUnits('playground', []);
      },
      retypeUnits,
      setEditLock: (message) => {
        editLock.current = message;
      },
    };
  }, [api, commitUnits, draft, notes, onPropertyChanged, notify, page, pageUnits, placePlan, plans, propertyId, reshaped, saved, saves, scheduleSave, selected, startPoints, surveyBuildingsCleared, t, tool, updateUnit, viewMode]);

  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

