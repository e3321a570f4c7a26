// 'Floor plans' of an ADU page or the playground (spec 1 sections 2 to 5, spec 2 'Floor plan
// selection'; issue 6 items 2 and 4): the catalogue's plans of a category as 163x92 cards in two
// columns (named in the reader's language, plan-name.ts), a 'My plans' card with the signed-in
// user's own plans, the filters (with 'Fits this lot'), the preview modal, 'Additional ADU', and
// the plan constructor, which replaces the selection while it is open (the URL's #SelectFloorPlan
// opens it). Units are placed through the layout (useLayout), which keeps and saves them. The
// playground shows every plan of its category: filters are bypassed there (spec 1 section 5), so
// they are not offered.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UserFloorPlan, PlacementPage, StreetData } from '../../../core/api';
import type { FloorPlanSummary } from '../../../core/floor-plans';
import type { PlanCategory } from '../../../core/floor-plans';
import type { Polygon } from '../../../core/geo';
import { trackEvent } from '../analytics/track';
import { ApiRequestError } from '../api/client';
import { formatArea, formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { useLayout, type PlanToPlace } from '../layout/layout-context';
import { fitStatusOf } from '../layout/unit-fit';
import { useOrgConfig } from '../org/org-context';
import { useReport } from '../report/report-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { svgDataUrl } from './drawing';
import { fitAreaOf, FitUnavailable, type FitArea } from './fit-area';
import { filterPlans, isAnyFilterSet, isFitPending, NO_FILTERS, type PlanFilters } from './filter';
import { FilterPanel } from './FilterPanel';
import { PlanConstructor } from './PlanConstructor';
import { useCataloguePlanName } from './plan-name';
import { PlanPreview } from './PlanPreview';
import { isBrokenPlan, isNewPlan } from './user-plan';
import { UserPlansDialog } from './UserPlansDialog';

interface Props {
  /** The section's id, as the URL carries it; the URL naming it opens the constructor. */
  id: string;
  /** The page units are placed on: an ADU page or the playground. */
  page: PlacementPage;
  /** The plan category shown: the ADU page's own, or the one chosen on the playground. */
  category: PlanCategory;
  /** Whether the URL asks for the constructor (#SelectFloorPlan); without it the section keeps its own state. */
  constructorOpen?: boolean | undefined;
  /** Opens or closes the constructor through the URL. */
  onConstructor?: ((open: boolean) => void) | undefined;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: FloorPlanSummary[] };

const NO_PLANS: FloorPlanSummary[] = [];

/** The 'Floor plans' section. */
export function FloorPlansSection({ id, page, category, constructorOpen, onConstructor }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const planName = useCataloguePlanName();
  const { property, api, onLocked, notify } = useReport();
  const { units, selected, plans: userPlans, placePlan, addCopy, deletePlan } = useLayout();
  const signedIn = Boolean(property.user);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filterDraft, setFilterDraft] = useState<PlanFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<PlanFilters>(NO_FILTERS);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  /** The card chosen in the preview (an index into the shown plans); applying filters clears it (spec 2). */
  const [chosenIndex, setChosenIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [myPlansOpen, setMyPlansOpen] = useState(false);
  const [deleting, setDeleting] = useState<UserFloorPlan | null>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const orgConfig = useOrgConfig();
  /** A catalogue card opens its preview; the click is an analytics event (spec 7: floor plan click). */
  const openPreview = (plan: FloorPlanSummary, index: number) => {
    trackEvent(api, 'floor_plan_click', orgConfig?.id, { floor_plan_uuid: plan.uuid, name: plan.name, page });
    setPreviewIndex(index);
  };
  const [editing, setEditing] = useState<{ plan: UserFloorPlan; shape: Polygon } | null>(null);
  /** The plans that fit, for the street data and plan list they were computed from. */
  const [fits, setFits] = useState<{ property: StreetData; plans: readonly FloorPlanSummary[]; uuids: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    api.floorPlans(category, controller.signal).then(
      ({ plans }) => setLoaded({ status: 'ready', plans }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, category]);

  const plans = loaded.status === 'ready' ? loaded.plans : NO_PLANS;

  // 'Fits this lot': the placement engine is loaded and run once the filter is first turned on.
  const playground = page === 'playground';
  const fitArea = useMemo<FitArea>(() => (page === 'playground' ? { ok: false, reason: FitUnavailable.NoArea } : fitAreaOf(property, page)), [property, page]);
  // A reload (changed setbacks, buildings or lot) is new street data: the answers are computed again.
  const fitting = fitArea.ok && fits?.property === property && fits.plans === plans ? fits.uuids : undefined;
  const wantsFit = fitArea.ok && (filterDraft.fitsLot || applied.fitsLot) && loaded.status === 'ready';
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  useEffect(() => {
    if (!wantsFit || fitting) return;
    const controller = new AbortController();
    import('./fits-lot')
      .then(({ plansFittingLot }) => plansFittingLot(property, page === 'playground' ? 'backyard-cottage' : page, plans, { signal: controller.signal }))
      .then(
        (uuids) => setFits({ property, plans, uuids }),
        () => {
          if (!controller.signal.aborted) notifyRef.current('error', t('floorPlans.fitsLotFailed'));
        },
      );
    return () => controller.abort();
  }, [wantsFit, fitting, property, page, plans, t]);

  const filters = fitArea.ok ? applied : { ...applied, fitsLot: false };
  const pending = isFitPending(filters, fitting);
  const shown = useMemo(() => (pending ? NO_PLANS : filterPlans(plans, filters, { fitting, bypass: playground })), [pending, plans, filters, fitting, playground]);
  const filtersSet = isAnyFilterSet(filterDraft) || isAnyFilterSet(applied);
  const myPlans = useMemo(() => userPlans.filter((plan) => plan.category === category), [userPlans, category]);
  const placedUuids = useMemo(() => new Set(units.map((unit) => unit.properties.floor_plan_uuid).filter((uuid): uuid is string => uuid !== null)), [units]);
  const current = selected ?? units[0];
  // Whether it fits where it stands now: measured anew after every move, so the words never lag behind the unit.
  const currentFit = useMemo(() => (current ? fitStatusOf(t, locale, current, units, property) : null), [t, locale, current, units, property]);
  // A catalogue plan by its name in the reader's language, the user's own by the name they gave it.
  const currentCatalogue = current && plans.find((plan) => plan.uuid === current.properties.floor_plan_uuid);
  const currentName = current
    ? currentCatalogue
      ? planName(currentCatalogue.name)
      : userPlans.find((plan) => plan.uuid === current.properties.floor_plan_uuid)?.name
    : undefined;

  // The constructor: the URL's #SelectFloorPlan when the page passes it, else the section's own state.
  const wantsConstructor = constructorOpen ?? ownOpen;
  const showConstructor = wantsConstructor && signedIn;
  const setConstructor = (open: boolean) => {
    if (onConstructor) onConstructor(open);
    else setOwnOpen(open);
  };
  const closeRef = useRef(setConstructor);
  closeRef.current = setConstructor;
  const lockRef = useRef(onLocked);
  lockRef.current = onLocked;
  // Drawing a plan needs an account: a visitor who follows a #SelectFloorPlan link gets the lock prompt.
  useEffect(() => {
    if (wantsConstructor && !signedIn) {
      lockRef.current();
      closeRef.current(false);
    }
  }, [wantsConstructor, signedIn]);
  useEffect(() => {
    if (!wantsConstructor) setEditing(null);
  }, [wantsConstructor]);

  const clearAll = () => {
    setFilterDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setChosenIndex(null);
  };

  /** Places a plan (changing the selected unit's plan when one is selected); answers whether it worked. */
  const place = async (plan: PlanToPlace): Promise<boolean> => {
    setBusy(true);
    try {
      // On the playground a plan of another category is a new structure, not the selected one's new plan.
      await placePlan(plan, { replaceSelected: Boolean(selected) && (!playground || selected?.properties.category === plan.category) });
      return true;
    } catch (error) {
      // Visitors may look at plans; placing one needs an account (the lock prompt, as elsewhere).
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
        setPreviewIndex(null);
        setMyPlansOpen(false);
        onLocked();
      } else notify('error', t('floorPlans.placeFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const selectCatalogue = async (plan: FloorPlanSummary, index: number) => {
    if (await place(plan)) {
      setChosenIndex(index);
      setPreviewIndex(null);
    }
  };
  const chooseOwn = async (plan: UserFloorPlan) => {
    if (isBrokenPlan(plan)) {
      notify('warning', t('layout.broken'));
      return;
    }
    if (await place(plan)) setMyPlansOpen(false);
  };
  const editOwn = (plan: UserFloorPlan) => {
    // Editing a plan requires it to be placed already (spec 1 section 4).
    const unit = units.find((candidate) => candidate.properties.floor_plan_uuid === plan.uuid);
    if (!unit) {
      notify('warning', t('layout.notPlaced'));
      return;
    }
    setMyPlansOpen(false);
    setEditing({ plan, shape: unit.geometry });
    setConstructor(true);
  };
  const drawOwn = () => {
    if (!signedIn) {
      onLocked();
      return;
    }
    setEditing(null);
    setConstructor(true);
  };

  return (
    <section id={id} className="page-section floor-plans" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="page-section__title">
        {t('floorPlans.title')}
      </h4>
      {showConstructor ? (
        <PlanConstructor key={editing?.plan.uuid ?? 'new'} page={page} category={category} editing={editing} onClose={() => setConstructor(false)} />
      ) : (
        <>
          <p className="report-note floor-plans__description">{t('floorPlans.description')}</p>
          <div className="floor-plans__bar">
            {!playground && (
              <button type="button" className="button floor-plans__filters-toggle" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
                {t('floorPlans.filters')}
              </button>
            )}
            <button type="button" className="button floor-plans__additional" disabled={units.length === 0} onClick={addCopy}>
              {t('floorPlans.additional')}
            </button>
            <button type="button" className="button floor-plans__draw" onClick={drawOwn}>
              {t('floorPlans.drawOwn')}
            </button>
            {!playground && (
              <button type="button" className="link-button floor-plans__clear" onClick={clearAll}>
                {t('floorPlans.clearAll')}
                {filtersSet && <span className="floor-plans__dot" role="img" aria-label={t('floorPlans.filtersSet')} />}
              </button>
            )}
          </div>
          {filtersOpen && !playground && (
            <FilterPanel
              plans={plans}
              draft={filterDraft}
              onDraft={setFilterDraft}
              fitting={fitting}
              fitUnavailable={fitArea.ok ? null : fitArea.reason}
              onApply={() => {
                setApplied(filterDraft);
                setChosenIndex(null);
                setFiltersOpen(false);
              }}
            />
          )}
          {loaded.status === 'loading' && (
            <p className="loader" role="status">
              <span className="loader__spinner" aria-hidden="true" />
              {t('floorPlans.loading')}
            </p>
          )}
          {pending && (
            <p className="loader" role="status">
              <span className="loader__spinner" aria-hidden="true" />
              {t('floorPlans.fitsLotChecking')}
            </p>
          )}
          {loaded.status === 'failed' && <p className="report-note">{t('floorPlans.loadFailed')}</p>}
          {loaded.status === 'ready' && !pending && shown.length === 0 && <p className="report-note">{t('floorPlans.none')}</p>}
          {(shown.length > 0 || signedIn) && (
            <ul className="floor-plans__grid" aria-label={t('floorPlans.list')}>
              {signedIn && (
                <li>
                  <button type="button" className="my-plans-card" aria-haspopup="dialog" onClick={() => setMyPlansOpen(true)}>
                    <span className="plan-card__text">
                      <span className="plan-card__name">{t('floorPlans.myPlans')}</span>
                      <span className="plan-card__facts">{t('floorPlans.myPlansCount', { count: myPlans.length })}</span>
                      {myPlans.some(isNewPlan) && <span className="badge badge--new my-plans-card__badge">{t('floorPlans.new')}</span>}
                    </span>
                  </button>
                </li>
              )}
              {shown.map((plan, index) => {
                const drawing = plan.floors.find((floor) => floor.level === 1);
                return (
                  <li key={plan.uuid}>
                    <button type="button" className="plan-card" data-plan={plan.uuid} aria-current={index === chosenIndex || undefined} onClick={() => openPreview(plan, index)}>
                      {drawing && <img className="plan-card__drawing" src={svgDataUrl(drawing.drawing_svg)} alt="" />}
                      <span className="plan-card__text">
                        <span className="plan-card__name">{planName(plan.name)}</span>
                        <span className="plan-card__facts">{formatArea(plan.sqft, locale)}</span>
                        {/* Rooms mean something for dwellings only: a deck or a pool lists none. */}
                        {(plan.num_bedrooms > 0 || plan.num_baths > 0) && (
                          <span className="plan-card__facts">
                            {t('floorPlans.beds', { count: plan.num_bedrooms })} · {t('floorPlans.baths', { count: formatNumber(plan.num_baths, locale) })}
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {current && (
            <p className="floor-plans__placed" role="status" data-placement={current.properties.placement} data-fits={currentFit?.fits === null ? 'unknown' : currentFit?.fits ? 'yes' : 'no'}>
              {t('floorPlans.placed', { name: currentName ?? '' })} {currentFit?.text}
            </p>
          )}
        </>
      )}
      {previewIndex !== null && (
        <PlanPreview
          plans={shown}
          index={previewIndex}
          onIndex={setPreviewIndex}
          onSelect={(plan) => void selectCatalogue(plan, shown.indexOf(plan))}
          busy={busy}
          onClose={() => setPreviewIndex(null)}
        />
      )}
      {myPlansOpen && (
        <UserPlansDialog
          plans={myPlans}
          placed={placedUuids}
          busy={busy}
          onChoose={(plan) => void chooseOwn(plan)}
          onEdit={editOwn}
          onDelete={setDeleting}
          onClose={() => setMyPlansOpen(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('floorPlans.deleteTitle')}
          message={t('floorPlans.deleteText', { name: deleting.name })}
          confirmLabel={t('floorPlans.delete')}
          onConfirm={() => {
            deletePlan(deleting.uuid);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
