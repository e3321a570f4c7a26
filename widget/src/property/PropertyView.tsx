// The property screen of this first slice: the address, the lot map and the property facts.
import type { StreetData } from '../../../core/api/street-data.schema';
import type { Locale } from '../i18n/messages';
import type { Translate } from '../i18n/use-translate';
import { LotMap } from '../map/LotMap';

interface Props {
  property: StreetData;
  locale: Locale;
  t: Translate;
  tileUrl?: string | undefined;
  onBack(): void;
}

/** The property's map and facts. */
export function PropertyView({ property, locale, t, tileUrl, onBack }: Props) {
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 0 });
  const a = property.attributes;
  const sqft = (value: number | null) => (value === null ? null : t('unit.sqft', { value: number.format(value) }));
  const facts: [string, string | null][] = [
    [t('fact.propertyType'), a.property_type_name],
    [t('fact.zone'), a.zone_code],
    [t('fact.lotSize'), sqft(a.lot_size)],
    [t('fact.grossFloorArea'), sqft(a.gross_floor_area)],
    [t('fact.yearBuilt'), a.year_built === null ? null : String(a.year_built)],
    // Some sources have no footprints: then the count is unknown, not zero.
    [t('fact.buildings'), property.buildings_known ? String(property.buildings.length) : t('fact.buildingsUnknown')],
  ];
  return (
    <section className="property" aria-labelledby="lotline-property-title">
      <header className="property__header">
        <h2 id="lotline-property-title" className="property__title">
          {a.address.label}
        </h2>
        <button type="button" className="button" onClick={onBack}>
          {t('property.back')}
        </button>
      </header>
      <div className="property__body">
        <div className="property__map">
          <LotMap property={property} tileUrl={tileUrl} label={t('property.map')} />
          <ul className="legend" aria-label={t('legend.title')}>
            <li><span className="legend__swatch legend__swatch--front" aria-hidden="true" />{t('legend.front')}</li>
            <li><span className="legend__swatch legend__swatch--side" aria-hidden="true" />{t('legend.side')}</li>
            <li><span className="legend__swatch legend__swatch--rear" aria-hidden="true" />{t('legend.rear')}</li>
            {property.setbacked_area.ext && (
              <li><span className="legend__swatch legend__swatch--setback" aria-hidden="true" />{t('legend.setback')}</li>
            )}
          </ul>
        </div>
        <section className="facts" aria-labelledby="lotline-facts-title">
          <h3 id="lotline-facts-title" className="facts__title">
            {t('property.facts')}
          </h3>
          <dl className="facts__list">
            {facts.map(([name, value]) => (
              <div className="facts__row" key={name}>
                <dt>{name}</dt>
                <dd className={value === null ? 'facts__missing' : undefined}>{value ?? t('property.notAvailable')}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}
