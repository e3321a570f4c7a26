// The floor plan filters (spec 1 sections 3 and 5): size, width and length ranges, bedrooms,
// bathrooms and floors from Any, 1 to 5 and 6+, and 'Fits this lot' (issue 6 item 2), off with
// the reason when the report has no setback area. Changes are a draft until 'Show N Plans'.
import { useId } from 'react';
import type { FloorPlanSummary } from '../../../core/floor-plans';
import { useTranslate } from '../i18n/use-translate';
import type { FitUnavailable } from './fit-area';
import { COUNT_CHOICES, COUNT_FIELDS, filterPlans, isFitPending, parseBound, RANGE_FIELDS, type CountChoice, type PlanFilters } from './filter';

interface Props {
  plans: readonly FloorPlanSummary[];
  draft: PlanFilters;
  onDraft(next: PlanFilters): void;
  /** Applies the draft. */
  onApply(): void;
  /** The uuids that fit the lot, once computed. */
  fitting: ReadonlySet<string> | undefined;
  /** Why 'Fits this lot' cannot be used here, or null when it can. */
  fitUnavailable: FitUnavailable | null;
}

/** The filter form. */
export function FilterPanel({ plans, draft, onDraft, onApply, fitting, fitUnavailable }: Props) {
  const t = useTranslate();
  const id = useId();
  const pending = isFitPending(draft, fitting);
  const count = filterPlans(plans, draft, { fitting }).length;
  const choiceLabel = (choice: CountChoice) => (choice === 'any' ? t('floorPlans.any') : String(choice));
  return (
    <form
      className="plan-filters"
      aria-label={t('floorPlans.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {RANGE_FIELDS.map((field) => (
        <fieldset key={field} className="plan-filters__range">
          <legend>{t(`floorPlans.filter.${field}`)}</legend>
          {(['min', 'max'] as const).map((end) => (
            <label key={end} className="plan-filters__bound">
              <span>{t(`floorPlans.${end}`)}</span>
              <input
                type="number"
                min={0}
                inputMode="decimal"
                className="plan-filters__input"
                id={`${id}-${field}-${end}`}
                value={draft[field][end] ?? ''}
                onChange={(event) => onDraft({ ...draft, [field]: { ...draft[field], [end]: parseBound(event.target.value) } })}
              />
            </label>
          ))}
        </fieldset>
      ))}
      {COUNT_FIELDS.map((field) => (
        <div key={field} className="plan-filters__count" role="group" aria-labelledby={`${id}-${field}`}>
          <span id={`${id}-${field}`} className="plan-filters__label">
            {t(`floorPlans.filter.${field}`)}
          </span>
          <div className="plan-filters__choices">
            {COUNT_CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="plan-filters__choice"
                aria-pressed={draft[field] === choice}
                onClick={() => onDraft({ ...draft, [field]: choice })}
              >
                {choiceLabel(choice)}
              </button>
            ))}
          </div>
        </div>
      ))}
      <div className="plan-filters__fits">
        <label className="plan-filters__check">
          <input
            type="checkbox"
            checked={draft.fitsLot && fitUnavailable === null}
            disabled={fitUnavailable !== null}
            aria-describedby={`${id}-fits-note`}
            onChange={(event) => onDraft({ ...draft, fitsLot: event.target.checked })}
          />
          <span>{t('floorPlans.fitsLot')}</span>
        </label>
        <span id={`${id}-fits-note`} className="plan-filters__note" role={pending ? 'status' : undefined}>
          {fitUnavailable !== null ? t('floorPlans.fitsLotUnavailable') : pending ? t('floorPlans.fitsLotChecking') : t('floorPlans.fitsLotHint')}
        </span>
      </div>
      <button type="submit" className="button button--primary plan-filters__apply" disabled={pending}>
        {t('floorPlans.show', { count })}
      </button>
    </form>
  );
}
