// 'Floor plans' of an ADU page (spec 1 sections 2 to 5; issue 6 items 2 and 4): the catalogue's
// plans of the page's category as 163x92 cards in two columns, the filters, the preview modal,
// and placing the chosen plan on the lot through `POST /api/placement`. The placed unit lives in
// the report's state for this visit; saving layouts is a later step.
import { useEffect, useMemo, useState } from 'react';
import type { FloorPlanSummary } from '../../../core/api/floor-plans.schema';
import { ApiRequestError } from '../api/client';
import { formatArea, formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import type { AduPage } from '../navigation/state';
import { useReport } from '../report/report-context';
import { svgDataUrl } from './drawing';
import { filterPlans, isAnyFilterSet, NO_FILTERS, type PlanFilters } from './filter';
import { FilterPanel } from './FilterPanel';
import { PlanPreview } from './PlanPreview';

interface Props {
  /** The section's id, as the URL carries it. */
  id: string;
  /** The ADU page, which is also the plan category shown. */
  page: AduPage;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: FloorPlanSummary[] };

/** The 'Floor plans' section. */
export function FloorPlansSection({ id, page }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const { property, api, onLocked, notify, placedUnits, onPlaced } = useReport();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [draft, setDraft] = useState<PlanFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<PlanFilters>(NO_FILTERS);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    api.floorPlans(page, controller.signal).then(
      ({ plans }) => setLoaded({ status: 'ready', plans }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, page]);

  const plans = loaded.status === 'ready' ? loaded.plans : [];
  const shown = useMemo(() => filterPlans(plans, applied), [plans, applied]);
  const placed = placedUnits[page];
  const placedPlan = placed ? plans.find((plan) => plan.uuid === placed.properties.floor_plan_uuid) : undefined;
  const filtersSet = isAnyFilterSet(draft) || isAnyFilterSet(applied);

  const clearAll = () => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
  };
  const select = async (plan: FloorPlanSummary) => {
    setBusy(true);
    try {
      onPlaced(page, await api.placePlan(property.attributes.property_id, plan.uuid, page));
      setPreviewIndex(null);
    } catch (error) {
      // Visitors may look at plans; placing one needs an account (the lock prompt, as elsewhere).
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
        setPreviewIndex(null);
        onLocked();
      } else notify('error', t('floorPlans.placeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id={id} className="page-section floor-plans" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="page-section__title">
        {t('floorPlans.title')}
      </h4>
      <div className="floor-plans__bar">
        <button type="button" className="button floor-plans__filters-toggle" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
          {t('floorPlans.filters')}
        </button>
        <button type="button" className="link-button floor-plans__clear" onClick={clearAll}>
          {t('floorPlans.clearAll')}
          {filtersSet && (
            <span className="floor-plans__dot" role="img" aria-label={t('floorPlans.filtersSet')} />
          )}
        </button>
      </div>
      {filtersOpen && (
        <FilterPanel
          plans={plans}
          draft={draft}
          onDraft={setDraft}
          onApply={() => {
            setApplied(draft);
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
      {loaded.status === 'failed' && <p className="report-note">{t('floorPlans.loadFailed')}</p>}
      {loaded.status === 'ready' && shown.length === 0 && <p className="report-note">{t('floorPlans.none')}</p>}
      {shown.length > 0 && (
        <ul className="floor-plans__grid" aria-label={t('floorPlans.list')}>
          {shown.map((plan, index) => {
            const drawing = plan.floors.find((floor) => floor.level === 1);
            const isPlaced = placed?.properties.floor_plan_uuid === plan.uuid;
            return (
              <li key={plan.uuid}>
                <button type="button" className="plan-card" data-plan={plan.uuid} aria-current={isPlaced || undefined} onClick={() => setPreviewIndex(index)}>
                  {drawing && <img className="plan-card__drawing" src={svgDataUrl(drawing.drawing_svg)} alt="" />}
                  <span className="plan-card__text">
                    <span className="plan-card__name">{plan.name}</span>
                    <span className="plan-card__facts">{formatArea(plan.sqft, locale)}</span>
                    <span className="plan-card__facts">
                      {t('floorPlans.beds', { count: plan.num_bedrooms })} · {t('floorPlans.baths', { count: formatNumber(plan.num_baths, locale) })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {placed && (
        <p className="floor-plans__placed" role="status" data-placement={placed.properties.placement}>
          {t('floorPlans.placed', { name: placedPlan?.name ?? '' })} {t(`placementKind.${placed.properties.placement}`)}
        </p>
      )}
      {previewIndex !== null && (
        <PlanPreview plans={shown} index={previewIndex} onIndex={setPreviewIndex} onSelect={(plan) => void select(plan)} busy={busy} onClose={() => setPreviewIndex(null)} />
      )}
    </section>
  );
}
