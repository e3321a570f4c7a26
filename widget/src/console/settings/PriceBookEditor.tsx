// The organization's price book in Settings (decision 048): a building price per ADU kind, per
// square foot or fixed, the line items added to it, and prices of single floor plans. Amounts are
// low and high dollars; the reports price the placed plan with them.
import { cataloguePlans } from '../../../../core/floor-plans';
import { LINE_ITEMS, PRICE_MODES, type LineItem, type PriceMode } from '../../../../core/estimates';
import { useOrgTranslate } from '../i18n/org-messages';
import { Field, TextField } from './SettingsFields';
import type { KindPriceForm, PlanPriceForm, PriceBookForm, RangeForm } from './settings-form';

const KINDS = ['ext', 'int'] as const;
const CATEGORY_OF = { ext: 'backyard-cottage', int: 'in-home-apartment' } as const;

interface Props {
  book: PriceBookForm;
  errorsOf(key: string): string[] | undefined;
  /** A change of the book, with the form keys it touches. */
  onChange(keys: string[], book: PriceBookForm): void;
}

function Range({ field, label, range, errorsOf, onChange }: { field: string; label: string; range: RangeForm; errorsOf: Props['errorsOf']; onChange(range: RangeForm): void }) {
  const t = useOrgTranslate();
  return (
    <div className="settings-grid settings-grid--range" role="group" aria-label={label}>
      <TextField field={`${field}.low`} label={t('settings.priceBook.low', { what: label })} type="number" inputMode="decimal" min={0} step="any" value={range.low} errors={errorsOf(`${field}.low`)} onChange={(low) => onChange({ ...range, low })} />
      <TextField field={`${field}.high`} label={t('settings.priceBook.high', { what: label })} type="number" inputMode="decimal" min={0} step="any" value={range.high} errors={errorsOf(`${field}.high`)} onChange={(high) => onChange({ ...range, high })} />
    </div>
  );
}

/** Today, as the price book dates its prices. */
const today = () => new Date().toISOString().slice(0, 10);

/** The price book's fields. */
export function PriceBookEditor({ book, errorsOf, onChange }: Props) {
  const t = useOrgTranslate();
  const change = (keys: string[], next: Omit<PriceBookForm, 'updated_at'>) => onChange(keys, { ...next, updated_at: today() });
  const setKind = (kind: 'ext' | 'int', key: string, own: KindPriceForm) => change([`settings.price_book.${kind}.${key}`], { ...book, [kind]: own });
  const setPlan = (index: number, plan: PlanPriceForm) => change([`settings.price_book.plans.${index}`], { ...book, plans: book.plans.map((p, i) => (i === index ? plan : p)) });
  const plans = [...cataloguePlans('backyard-cottage'), ...cataloguePlans('in-home-apartment')];
  return (
    <div className="price-book">
      {KINDS.map((kind) => {
        const own = book[kind];
        const base = `settings.price_book.${kind}`;
        return (
          <fieldset key={kind} className="price-book__kind" data-kind={kind}>
            <legend className="settings-field__label">{t(`settings.priceBook.kind.${kind}`)}</legend>
            <Field field={`${base}.building.mode`} label={t('settings.priceBook.mode')} errors={errorsOf(`${base}.building.mode`)}>
              {(control) => (
                <select {...control} className="settings-field__input" value={own.mode} onChange={(event) => setKind(kind, 'building', { ...own, mode: event.target.value as PriceMode | '' })}>
                  <option value="">{t('settings.priceBook.mode.none')}</option>
                  {PRICE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`settings.priceBook.mode.${mode}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {own.mode !== '' && (
              <Range field={`${base}.building`} label={t(`settings.priceBook.mode.${own.mode}`)} range={own} errorsOf={errorsOf} onChange={(range) => setKind(kind, 'building', { ...own, ...range })} />
            )}
            {LINE_ITEMS.map((item: LineItem) => (
              <Range
                key={item}
                field={`${base}.line_items.${item}`}
                label={t(`settings.priceBook.item.${item}`)}
                range={own.items[item]}
                errorsOf={errorsOf}
                onChange={(range) => setKind(kind, `line_items.${item}`, { ...own, items: { ...own.items, [item]: range } })}
              />
            ))}
          </fieldset>
        );
      })}
      <fieldset className="price-book__plans">
        <legend className="settings-field__label">{t('settings.priceBook.plans')}</legend>
        {book.plans.map((plan, index) => (
          <div key={index} className="price-book__plan" data-plan={plan.floor_plan_uuid}>
            <Field field={`settings.price_book.plans.${index}.floor_plan_uuid`} label={t('settings.priceBook.plan')} errors={errorsOf(`settings.price_book.plans.${index}.floor_plan_uuid`)}>
              {(control) => (
                <select {...control} className="settings-field__input" value={plan.floor_plan_uuid} onChange={(event) => setPlan(index, { ...plan, floor_plan_uuid: event.target.value })}>
                  {plans.map((p) => (
                    <option key={p.uuid} value={p.uuid}>
                      {`${p.name} (${t(`settings.priceBook.kind.${p.category === CATEGORY_OF.ext ? 'ext' : 'int'}`)})`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field field={`settings.price_book.plans.${index}.mode`} label={t('settings.priceBook.mode')}>
              {(control) => (
                <select {...control} className="settings-field__input" value={plan.mode} onChange={(event) => setPlan(index, { ...plan, mode: event.target.value as PriceMode })}>
                  {PRICE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`settings.priceBook.mode.${mode}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Range field={`settings.price_book.plans.${index}`} label={t(`settings.priceBook.mode.${plan.mode}`)} range={plan} errorsOf={errorsOf} onChange={(range) => setPlan(index, { ...plan, ...range })} />
            <button type="button" className="button button--small" onClick={() => change(['settings.price_book.plans'], { ...book, plans: book.plans.filter((_, i) => i !== index) })}>
              {t('settings.priceBook.removePlan')}
            </button>
          </div>
        ))}
        {errorsOf('settings.price_book.plans') && <p className="settings-field__error">{errorsOf('settings.price_book.plans')!.join(' ')}</p>}
        <button
          type="button"
          className="button button--small"
          onClick={() => change(['settings.price_book.plans'], { ...book, plans: [...book.plans, { floor_plan_uuid: plans[0]!.uuid, mode: 'fixed', low: '', high: '' }] })}
        >
          {t('settings.priceBook.addPlan')}
        </button>
      </fieldset>
    </div>
  );
}
