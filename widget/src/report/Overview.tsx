// The overview of a property (spec 2 section 2): the street picture, 'What can you build' with a
// row per ADU type, the way to the playground, the counts of special considerations, and the
// property facts.
import type { AduKind } from '../../../core/rules';
import { formatArea, pluralOf } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import type { AduPage } from '../shell/navigation/state';
import { isAduPageOn } from '../shell/org/features';
import { useOrgConfig } from '../shell/org/org-context';
import { PropertyFacts } from '../property/PropertyFacts';
import { usePlaygroundTranslate } from '../playground/use-playground-translate';
import { StatusBadge } from './StatusBadge';
import { StreetView } from './StreetViewFallback';
import { legalKey } from './labels';
import { LockedValue } from '../ui/LockedValue';
import { isLocked, useReport } from '../shell/report-context';
import { considerationCounts, headlineSize } from './report-model';

const ROWS: { page: AduPage; kind: AduKind }[] = [
  { page: 'in-home-apartment', kind: 'int' },
  { page: 'backyard-cottage', kind: 'ext' },
];

/** The overview page of a report. */
export function Overview({ onViewDetails, onPlayground }: { onViewDetails(page: AduPage): void; onPlayground(): void }) {
  const t = useTranslate();
  const tp = usePlaygroundTranslate();
  const locale = useLocale();
  const { property, onLocked } = useReport();
  // Only the ADU types the organization offers (their feature flags).
  const org = useOrgConfig();
  const rows = ROWS.filter(({ page }) => isAduPageOn(org, page));
  const adu = property.bylaws.adu;
  const counts = considerationCounts(property);
  return (
    <div className="overview">
      <h3 className="page-title" tabIndex={-1}>{t('page.overview')}</h3>
      <StreetView />
      <section id="what-can-you-build" className="overview__block" aria-labelledby="lotline-build-title">
        <h4 id="lotline-build-title" className="overview__title">
          {t('overview.whatCanYouBuild')}
        </h4>
        <ul className="build-rows">
          {rows.map(({ page, kind }) => {
            const size = headlineSize(adu.size_limits[kind]);
            const nameId = `lotline-build-${page}`;
            return (
              <li key={page} className="build-row" data-page={page}>
                <div className="build-row__main">
                  <span id={nameId} className="build-row__name">
                    {t(`page.${page}`)}
                  </span>
                  <StatusBadge status={adu.status[kind]} percent={adu.likelihood?.[kind]} />
                  <span className="build-row__size">
                    {isLocked(property, `bylaws.adu.size_limits.${kind}`) ? (
                      <LockedValue onUnlock={onLocked} />
                    ) : size ? (
                      t('overview.sizeUpTo', { size: formatArea(size.sqft, locale) })
                    ) : (
                      t('overview.sizeUnknown')
                    )}
                    <span className="build-row__legal capitalize">{t(legalKey(kind === 'ext' ? adu.ext_legal : adu.int_legal))}</span>
                  </span>
                </div>
                <button type="button" className="button" aria-describedby={nameId} onClick={() => onViewDetails(page)}>
                  {t('overview.viewDetails')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section id="playground" className="overview__block" aria-labelledby="lotline-playground-title">
        <h4 id="lotline-playground-title" className="overview__title">
          {t('page.playground')}
        </h4>
        <p className="report-note">{tp('playground.openText')}</p>
        <button type="button" className="button" onClick={onPlayground}>
          {tp('playground.open')}
        </button>
      </section>
      <section id="special-considerations-count" className="overview__block" aria-labelledby="lotline-considerations-title">
        <h4 id="lotline-considerations-title" className="overview__title">
          {t('overview.considerations')}
        </h4>
        <dl className="counts">
          {(['ENVIRONMENTAL', 'REGULATORY'] as const).map((group) => {
            const { detected, total } = counts[group];
            return (
              <div key={group} className={`counts__item${detected > 0 ? ' counts__item--detected' : ''}`} data-group={group}>
                <dt>{t(group === 'ENVIRONMENTAL' ? 'overview.environmental' : 'overview.regulatory')}</dt>
                <dd>{total === 0 ? t('overview.noLayers') : t(`overview.detected.${pluralOf(detected, locale)}`, { count: detected, total })}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      <div className="overview__block">
        <PropertyFacts property={property} headingLevel={4} />
      </div>
    </div>
  );
}
