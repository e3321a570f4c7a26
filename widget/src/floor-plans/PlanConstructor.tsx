// The custom plan constructor (spec 1 sections 2, 4 and 5; issue 6 item 4): the shape to draw on
// the map (Polygon or Rectangle), the enter-dimensions dialog as the keyboard way, the plan's name
// ('My own plan' by default, made unique on save), Save Plan (disabled until something is drawn)
// and Cancel, and the way back to the floor plan selection. The drawing itself is the map's
// (map/draw/DraftLayer); both share the layout's draft. Leaving resets the tool and the drawing.
import { useEffect, useId, useRef, useState } from 'react';
import type { UserFloorPlan, PlacementPage } from '../../../core/api';
import type { PlanCategory } from '../../../core/floor-plans';
import type { Polygon } from '../../../core/geo';
import { outlineOfPolygon, rectangleAt, isInsideLot } from '../../../core/placement';
import { ApiRequestError } from '../api/client';
import { formatArea } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { useLayout, type DrawTool } from '../shell/layout-context';
import { pageArea } from '../layout/page-area';
import { useReport } from '../shell/report-context';
import { dimensionsCentre } from './dimensions';
import { DimensionsDialog } from './DimensionsDialog';
import { drawnPlan, SaveProblem } from './user-plan';

interface Props {
  page: PlacementPage;
  /** The category the drawn plan is saved under: the ADU page's, or the playground's chosen one. */
  category: PlanCategory;
  /** The user's plan being edited and its placed unit's outline, the drawing to start from; null for a new plan. */
  editing: { plan: UserFloorPlan; shape: Polygon } | null;
  /** Back to the floor plan selection. */
  onClose(): void;
}

const SHAPES = ['polygon', 'rectangle'] as const satisfies readonly DrawTool[];

/** The constructor panel. */
export function PlanConstructor({ page, category, editing, onClose }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const id = useId();
  const { property, notify, onLocked } = useReport();
  const layout = useLayout();
  const { draft, setDraft, plans, savePlan } = layout;
  const [name, setName] = useState(editing?.plan.name ?? t('constructor.defaultName'));
  const [dimensionsOpen, setDimensionsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  // Leaving the constructor resets the tool, the edited data and the temporary structure (spec 1 section 4).
  const reset = useRef(setDraft);
  reset.current = setDraft;
  const start = useRef(editing);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    const first = start.current;
    reset.current(first ? { tool: 'edit', shape: first.shape } : { tool: 'unset', shape: null });
    return () => reset.current({ tool: 'unset', shape: null });
  }, []);

  const lot = layout.lot ?? property.lot;
  const outline = draft.shape ? outlineOfPolygon(draft.shape) : null;

  const enterDimensions = (lengthFt: number, widthFt: number) => {
    setDimensionsOpen(false);
    const found = pageArea(property, page);
    // Width runs east-west, length north-south (spec 1 section 9: length 20, width 30).
    const shape = rectangleAt(dimensionsCentre(found.state === 'known' ? found.area : null, lot), widthFt, lengthFt);
    if (!isInsideLot(shape, lot)) {
      notify('warning', t('layout.insideLot'));
      return;
    }
    setDraft({ tool: 'rectangle', shape });
  };

  const save = async () => {
    const result = drawnPlan({
      page: layout.page,
      category,
      propertyId: property.attributes.property_id,
      shape: draft.shape,
      name,
      plans,
      editing: editing?.plan,
      now: new Date(),
    });
    if (!result.ok) {
      if (result.reason === SaveProblem.WrongPage) notify('error', t('layout.wrongPage'));
      else if (result.reason === SaveProblem.BadShape) notify('warning', t('constructor.badShape'));
      else if (result.reason === SaveProblem.NoProperty) notify('error', t('layout.saveFailed'));
      return;
    }
    setBusy(true);
    try {
      await savePlan(result.plan);
      onClose();
      notify('success', t('constructor.saved', { name: result.plan.name }));
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) onLocked();
      else notify('error', t('layout.saveFailed'));
      setBusy(false);
    }
  };

  const hint = draft.tool === 'unset' ? 'constructor.hint.unset' : (`constructor.hint.${draft.tool}` as const);
  return (
    <div className="plan-constructor" data-tool={draft.tool}>
      <div className="plan-constructor__head">
        <h5 ref={title} className="plan-constructor__title" tabIndex={-1}>
          {editing ? t('constructor.editTitle', { name: editing.plan.name }) : t('constructor.title')}
        </h5>
        <button type="button" className="link-button plan-constructor__back" onClick={onClose}>
          {t('constructor.back')}
        </button>
      </div>
      <div className="plan-constructor__shapes" role="group" aria-labelledby={`${id}-shape`}>
        <span id={`${id}-shape`} className="plan-constructor__label">
          {t('constructor.shape')}
        </span>
        {SHAPES.map((tool) => (
          <button key={tool} type="button" className="plan-constructor__shape" aria-pressed={draft.tool === tool} onClick={() => setDraft({ tool, shape: null })}>
            {t(`constructor.${tool}`)}
          </button>
        ))}
        <button type="button" className="button plan-constructor__dimensions" onClick={() => setDimensionsOpen(true)}>
          {t('constructor.enterDimensions')}
        </button>
      </div>
      <p className="report-note plan-constructor__hint">{t(hint)}</p>
      <label className="plan-constructor__name" htmlFor={`${id}-name`}>
        <span className="plan-constructor__label">{t('constructor.name')}</span>
        <input id={`${id}-name`} className="plan-constructor__input" type="text" maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p className="plan-constructor__drawn" role="status">
        {outline ? t('constructor.drawn', { area: formatArea(outline.sqft, locale) }) : t('constructor.notDrawn')}
      </p>
      <div className="plan-constructor__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('constructor.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={!draft.shape || busy} onClick={() => void save()}>
          {t('constructor.save')}
        </button>
      </div>
      {dimensionsOpen && <DimensionsDialog onOk={enterDimensions} onCancel={() => setDimensionsOpen(false)} />}
    </div>
  );
}
