// Keeps the playground's notifications and runs its checks (spec 2 section 4): the physical rules
// 300 ms after each change of the playground's units, and 'Is this allowed?', which needs a
// signed-in user (else the login prompt), stops while a drawn building has no category, clears the
// old results, locks editing while the overlay cycles its messages, and stores one notification per
// structure, or says 'connection timed out'. Everything resets when the property changes. A visitor
// who asked is remembered (kept-playground.ts), and the check runs once they have signed in.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { AreaGeometry } from '../../../core/geo';
import { HOUSE_CATEGORIES, type ExistingBuilding } from '../../../core/playground';
import { markCheckAfterSignIn, sessionKeptStorage, takeCheckAfterSignIn } from '../layout/kept-playground';
import { useLayout } from '../shell/layout-context';
import { useReport } from '../shell/report-context';
import { requestAnalysis } from './analysis-api';
import { analysisSteps, type AnalysisStep } from './analysis-progress';
import { analysisRequest, RequestProblem } from './analysis-request';
import { NO_NOTIFICATIONS, notificationsReducer } from './notifications';
import { PHYSICAL_CHECK_DELAY_MS, physicalNotices, physicalTypeOf } from './physical-notices';
import { PlaygroundContext, type PlaygroundValue } from './playground-context';
import { usePlaygroundTranslate } from './use-playground-translate';

interface Props {
  /** Whether the playground page is shown: its units are checked only then. */
  active: boolean;
  children: ReactNode;
}

/** The playground's state for the report of one property. */
export function PlaygroundProvider({ active, children }: Props) {
  const t = usePlaygroundTranslate();
  const { property, api, notify, onLocked } = useReport();
  const layout = useLayout();
  const propertyId = property.attributes.property_id;
  const [notifications, dispatch] = useReducer(notificationsReducer, NO_NOTIFICATIONS);
  const [analysis, setAnalysis] = useState<{ steps: readonly AnalysisStep[] } | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const [selectedNotice, setSelectedNotice] = useState<string | null>(null);

  // Analysis and physical notifications reset when the property changes (spec 2 section 4).
  useEffect(() => {
    dispatch({ type: 'property-changed' });
    setPointed(null);
    setSelectedNotice(null);
  }, [propertyId]);

  // The buildings shown on the playground: the survey's unless cleared, and the user's, whose
  // single- and multi-family ones are main houses.
  const { surveyBuildingsCleared, buildings: userBuildings } = layout;
  const existing = useMemo<ExistingBuilding[]>(
    () => [
      ...(surveyBuildingsCleared ? [] : property.buildings_geojson.features.filter((f) => f.properties.building_source !== 'user')).map((f) => ({ geometry: f.geometry, kind: f.properties.kind })),
      ...userBuildings.map((b) => ({
        geometry: b.geometry,
        kind: b.properties.category && (HOUSE_CATEGORIES as readonly string[]).includes(b.properties.category) ? 'main' : b.properties.kind,
      })),
    ],
    [property.buildings_geojson, surveyBuildingsCleared, userBuildings],
  );

  const latest = useRef(layout);
  latest.current = layout;
  const checking = active && layout.page === 'playground';
  const units = layout.units;
  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(() => {
      const notices = physicalNotices(units, existing);
      dispatch({ type: 'physical-checked', notices });
      latest.current.retypeUnits((unit) => physicalTypeOf(unit, notices));
    }, PHYSICAL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checking, units, existing]);

  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (running.current) latest.current.setEditLock(null);
    };
  }, []);

  const checkAllowed = useCallback(async () => {
    if (running.current) {
      notify('warning', t('playground.editingBlocked'));
      return;
    }
    if (!property.user) {
      markCheckAfterSignIn(sessionKeptStorage(), propertyId);
      onLocked();
      return;
    }
    const current = latest.current;
    const built = analysisRequest(propertyId, current.units, current.buildings, current.surveyBuildingsCleared);
    if (!built.ok) {
      if (built.reason === RequestProblem.MissingCategories) notify('error', t('playground.missingCategories'));
      else notify('warning', t('playground.noStructures'));
      return;
    }
    const categories = new Map(built.request.objects.map((object) => [object.properties.id, object.properties.category as string]));
    running.current = true;
    dispatch({ type: 'analysis-started' });
    setSelectedNotice(null);
    setPointed(null);
    setAnalysis({ steps: analysisSteps([...categories.values()]) });
    current.setEditLock(t('playground.editingBlocked'));
    try {
      const answer = await requestAnalysis(api, built.request);
      if (mounted.current) dispatch({ type: 'analysis-answered', results: answer.results, categories });
    } catch {
      // Spec 8: any failure of the analysis, a time-out included, is 'connection timed out'.
      if (mounted.current) notify('error', t('playground.timedOut'));
    } finally {
      running.current = false;
      latest.current.setEditLock(null);
      if (mounted.current) setAnalysis(null);
    }
  }, [api, notify, onLocked, property.user, propertyId, t]);

  // The check a visitor asked for before signing in runs once the playground shows their drawing.
  const resumed = useRef(false);
  useEffect(() => {
    if (!checking || resumed.current || !property.user) return;
    resumed.current = true;
    if (takeCheckAfterSignIn(sessionKeptStorage(), propertyId) && latest.current.units.length > 0) void checkAllowed();
  }, [checking, checkAllowed, property.user, propertyId]);

  const value = useMemo<PlaygroundValue>(() => {
    const shownId = pointed ?? selectedNotice;
    const shown = notifications.analysis.find((notice) => notice.id === shownId);
    return {
      notifications,
      analysis,
      shownSetback: (shown?.setbackPolygon as AreaGeometry | null | undefined) ?? null,
      pointAt: setPointed,
      selectedNotice,
      selectNotice: (id) => {
        setSelectedNotice(id);
        latest.current.selectUnit(id);
      },
      checkAllowed: () => void checkAllowed(),
    };
  }, [analysis, checkAllowed, notifications, pointed, selectedNotice]);

  return <PlaygroundContext.Provider value={value}>{children}</PlaygroundContext.Provider>;
}
