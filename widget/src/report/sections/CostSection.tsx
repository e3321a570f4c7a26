// What it costs and what it could earn (decision 048): the all-in range of the ADU type with its
// basis (the builder's prices, or a cited public range marked inferred), its steps and sources;
// then the monthly rent at HUD's Fair Market Rent and the payback years. A cost that rests on the
// locked by-right size limit shows locked, as that limit does.
import type { AduKind } from '../../../../core/rules';
import { formatDollars, intlTag } from '../../i18n/format';
import { useLocale, useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { LockedValue } from '../../ui/LockedValue';
import { CitationList } from '../Citations';
import { isLocked, useReport } from '../../shell/report-context';

/** HUD's look-up of Fair Market Rents, for a place without a rent on file. */
const HUD_FMR = 'https://www.huduser.gov/portal/datasets/fmr.html';

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  const rules = useRuleTexts();
  if (steps.length === 0) return null;
  return (
    <div className="steps">
      <span className="steps__title">{title}</span>
      <ol className="steps__list">
        {steps.map((step, index) => (
          <li key={index}>{rules.text(step)}</li>
        ))}
      </ol>
    </div>
  );
}

/** The cost of one ADU type. */
export function CostSection({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const locale = useLocale();
  const { property, onLocked } = useReport();
  const estimate = property.cost_estimate?.[kind] ?? null;
  if (isLocked(property, `cost_estimate.${kind}`)) {
    return (
      <dl className="report-rows" data-estimate="cost">
        <div className="report-row">
          <dt>{t('cost.label')}</dt>
          <dd>
            <LockedValue onUnlock={onLocked} />
          </dd>
        </div>
      </dl>
    );
  }
  if (!estimate) return null;
  return (
    <dl className="report-rows" data-estimate="cost" data-basis={estimate.basis}>
      <div className="report-row">
        <dt>{t('cost.label')}</dt>
        <dd>
          <span className="report-row__value" data-field={`cost_estimate.${kind}`}>
            {t('cost.range', { low: formatDollars(estimate.low, locale), high: formatDollars(estimate.high, locale) })}
          </span>
          <p className="report-note">{estimate.basis === 'price_book' ? t('cost.basis.priceBook') : t('cost.basis.inferred')}</p>
          {estimate.size_source === 'size_limit' && <p className="report-note">{t('cost.assumedSize')}</p>}
          <Steps title={t('cost.steps')} steps={estimate.steps} />
          <CitationList citations={estimate.sources} />
        </dd>
      </div>
    </dl>
  );
}

/** What one ADU type could rent for, and its payback. */
export function RentSection({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const locale = useLocale();
  const { property } = useReport();
  const rent = property.rent_estimate?.[kind] ?? null;
  if (!rent) {
    return (
      <div data-estimate="rent">
        <p className="report-note">{t('rent.none')}</p>
        <a className="citation__link" href={HUD_FMR} target="_blank" rel="noopener noreferrer">
          {t('rent.lookUp')}
          <span className="visually-hidden"> {t('citation.newTab')}</span>
        </a>
      </div>
    );
  }
  const bedrooms = rent.bedrooms === 0 ? t('rent.studio') : rent.bedrooms === 1 ? t('rent.bedrooms.one') : t('rent.bedrooms.other', { count: rent.bedrooms });
  return (
    <dl className="report-rows" data-estimate="rent" data-basis={rent.basis}>
      <div className="report-row">
        <dt>{t('rent.label')}</dt>
        <dd>
          <span className="report-row__value" data-field={`rent_estimate.${kind}`}>
            {t('rent.monthly', { amount: formatDollars(rent.monthly, locale) })}
          </span>
          <p className="report-note">{rent.basis === 'fictional' ? t('rent.basis.fictional') : t('rent.basis.cited', { bedrooms })}</p>
          <Steps title={t('cost.steps')} steps={rent.steps} />
          <CitationList citations={rent.sources} />
          <p className="report-note">{t('rent.notIncluded')}</p>
        </dd>
      </div>
      {rent.payback_years !== null && (
        <div className="report-row">
          <dt>{t('rent.payback')}</dt>
          <dd>
            <span className="report-row__value" data-field={`rent_estimate.${kind}.payback_years`}>
              {t('rent.years', { years: new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1 }).format(rent.payback_years) })}
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}
