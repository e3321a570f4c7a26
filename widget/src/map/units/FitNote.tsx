// The note beside a unit that is not where it may go (issue 20 item 4): on the map, above the
// selected unit, it says why, measured where the unit stands now (layout/unit-fit.ts), so it
// follows the unit as it moves: each setback line it crosses and by how much, the lot line, a
// building it comes too close to, what it overlaps. On an ADU page it also offers the way out: how
// many plans of the catalogue fit this lot, with the largest of them to try in its place. The
// plans are tried with the placement engine of 'Fits this lot' (floor-plans/fits-lot.ts, loaded
// when a note first needs it).
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { StreetData } from '../../../../core/api';
import type { FloorPlanSummary } from '../../../../core/floor-plans';
import { fitAreaOf } from '../../floor-plans/fit-area';
import { useCataloguePlanName } from '../../floor-plans/plan-name';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { LayoutContext } from '../../layout/layout-context';
import { fitStatusOf } from '../../layout/unit-fit';
import { ReportContext } from '../../report/report-context';

/** How many fitting plans the note offers to try, largest first. */
const OFFERED = 3;

type Fitting = { status: 'checking' } | { status: 'ready'; plans: FloorPlanSummary[] } | { status: 'none' };

/** The note on the map beside the selected unit when it is not where its type may go. */
export function FitNote({ property }: { property: StreetData }) {
  const t = useTranslate();
  const locale = useLocale();
  const planName = useCataloguePlanName();
  const map = useMap();
  const layout = useContext(LayoutContext);
  const report = useContext(ReportContext);
  const page = layout?.page;
  const unit = layout?.selected;
  const aduPage = page === 'backyard-cottage' || page === 'in-home-apartment' ? page : null;
  // Measured anew whenever the unit or the page's other units change.
  const status = useMemo(() => (unit && layout ? fitStatusOf(t, locale, unit, layout.units, property) : null), [t, locale, unit, layout?.units, property]);
  const shown = Boolean((aduPage || page === 'playground') && status && status.fits === false);
  const [fitting, setFitting] = useState<Fitting>({ status: 'checking' });
  const [element] = useState(() => document.createElement('div'));

  // The catalogue's plans of the page that fit the lot, largest first; none when the area is unknown or locked.
  const fitArea = useMemo(() => (aduPage ? fitAreaOf(property, aduPage) : null), [property, aduPage]);
  useEffect(() => {
    if (!shown || !aduPage || !report || !fitArea?.ok) {
      setFitting({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setFitting({ status: 'checking' });
    Promise.all([report.api.floorPlans(aduPage, controller.signal), import('../../floor-plans/fits-lot')])
      .then(async ([{ plans }, { plansFittingLot }]) => {
        const usable = plans.filter((plan): plan is FloorPlanSummary & { dimensions: number[]; angles: number[] } => Array.isArray(plan.dimensions) && Array.isArray(plan.angles));
        const uuids = await plansFittingLot(property, aduPage, usable, { signal: controller.signal });
        const fits = usable.filter((plan) => uuids.has(plan.uuid)).sort((a, b) => b.sqft - a.sqft);
        setFitting({ status: 'ready', plans: fits });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFitting({ status: 'none' });
      });
    return () => controller.abort();
  }, [shown, aduPage, report, fitArea, property]);

  // The note stands above the unit (its tip on the unit's top edge), on the map's own popup pane, and stays open while the unit is selected.
  // It is opened once while shown and moved with the unit, so a move never leaves a fading copy behind.
  const geometry = unit?.geometry;
  const popup = useRef<L.Popup | null>(null);
  const hasGeometry = Boolean(geometry);
  useEffect(() => {
    if (!shown || !hasGeometry) return;
    // On a narrow map the note is narrower, and the map moves so the note clears the controls on its left and top.
    const maxWidth = Math.max(180, Math.min(260, map.getSize().x - 100));
    const opened = L.popup({ className: 'fit-note', autoClose: false, closeOnClick: false, closeButton: false, autoPan: true, autoPanPaddingTopLeft: [56, 12], autoPanPaddingBottomRight: [12, 12], offset: [0, -4], maxWidth }).setContent(element);
    popup.current = opened;
    return () => {
      popup.current = null;
      opened.remove();
    };
  }, [shown, hasGeometry, map, element]);
  useEffect(() => {
    const opened = popup.current;
    if (!shown || !geometry || !opened) return;
    const bounds = L.geoJSON(geometry).getBounds();
    opened.setLatLng(L.latLng(bounds.getNorth(), bounds.getCenter().lng));
    if (!map.hasLayer(opened)) opened.addTo(map);
    else opened.update();
  }, [shown, geometry, map]);

  if (!shown || !unit || !layout || !status) return null;
  // The plan is placed afresh (inside the area, where it fits), then the unit it replaces goes.
  const tryPlan = async (plan: FloorPlanSummary) => {
    try {
      await layout.placePlan(plan, { replacing: unit.properties.id });
      layout.deleteUnit(unit.properties.id);
    } catch {
      report?.notify('error', t('floorPlans.placeFailed'));
    }
  };
  const offered = fitting.status === 'ready' ? fitting.plans.filter((plan) => plan.uuid !== unit.properties.floor_plan_uuid).slice(0, OFFERED) : [];
  return createPortal(
    <div className="fit-note__body" role="status">
      <p className="fit-note__title">{t(aduPage ? 'fitNote.title' : 'fitNote.titleStructure')}</p>
      {status.reasons.length > 0 ? (
        <ul className="fit-note__reasons">
          {status.reasons.map((reason) => (
            <li key={reason} className="fit-note__reason">
              {reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="fit-note__reason">{status.text}</p>
      )}
      {fitting.status === 'checking' && <p className="fit-note__way">{t('floorPlans.fitsLotChecking')}</p>}
      {fitting.status === 'ready' && fitting.plans.length === 0 && <p className="fit-note__way">{t('fitNote.none')}</p>}
      {fitting.status === 'ready' && fitting.plans.length > 0 && (
        <>
          <p className="fit-note__way">{t(fitting.plans.length === 1 ? 'fitNote.count.one' : 'fitNote.count.other', { count: fitting.plans.length })}</p>
          <ul className="fit-note__plans">
            {offered.map((plan) => (
              <li key={plan.uuid}>
                <button type="button" className="fit-note__try" onClick={() => void tryPlan(plan)}>
                  {t('fitNote.try', { name: planName(plan.name) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>,
    element,
  );
}
