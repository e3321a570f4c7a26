// The floor plan preview (spec 1 section 2): one plan's facts and the drawing of each level,
// paging across the filtered plans, and 'Select Floor Plan'.
import type { FloorPlanSummary } from '../../../core/floor-plans';
import { formatArea, formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { svgDataUrl } from './drawing';
import { useCataloguePlanName } from './plan-name';

interface Props {
  plans: readonly FloorPlanSummary[];
  index: number;
  onIndex(index: number): void;
  onSelect(plan: FloorPlanSummary): void;
  /** A placement is under way. */
  busy: boolean;
  onClose(): void;
}

/** The preview modal of `plans[index]`. */
export function PlanPreview({ plans, index, onIndex, onSelect, busy, onClose }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const planName = useCataloguePlanName();
  const plan = plans[index];
  if (!plan) return null;
  const name = planName(plan.name);
  const count = plans.length;
  return (
    <Modal
      title={name}
      onClose={onClose}
      className="plan-preview-modal"
      actions={
        <button type="button" className="button button--primary" disabled={busy} onClick={() => onSelect(plan)}>
          {t('floorPlans.select')}
        </button>
      }
    >
      <div className="plan-preview">
        <p className="plan-preview__facts">
          {[
            formatArea(plan.sqft, locale),
            // Rooms mean something for dwellings only: a deck or a pool lists none.
            ...(plan.num_bedrooms > 0 || plan.num_baths > 0 ? [t('floorPlans.beds', { count: plan.num_bedrooms }), t('floorPlans.baths', { count: formatNumber(plan.num_baths, locale) })] : []),
            t('floorPlans.floors', { count: plan.num_floors }),
          ].join(' · ')}
        </p>
        <ul className="plan-preview__levels">
          {plan.floors.map((floor) => (
            <li key={floor.level} className="plan-preview__level">
              <img className="plan-preview__drawing" src={svgDataUrl(floor.drawing_svg)} alt={t('floorPlans.levelDrawing', { level: floor.level, name })} />
              <span className="plan-preview__caption">{t('floorPlans.level', { level: floor.level })}</span>
            </li>
          ))}
        </ul>
        <div className="plan-preview__pager">
          <button type="button" className="button" disabled={index === 0} onClick={() => onIndex(index - 1)}>
            {t('floorPlans.previous')}
          </button>
          <span className="plan-preview__position" aria-live="polite">
            {t('floorPlans.position', { index: index + 1, count })}
          </span>
          <button type="button" className="button" disabled={index >= count - 1} onClick={() => onIndex(index + 1)}>
            {t('floorPlans.next')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
