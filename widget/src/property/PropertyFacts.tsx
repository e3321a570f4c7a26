// The property facts list: each fact with its value, or 'Not available' when the data has none.
import type { StreetData } from '../../../core/api/street-data.schema';
import { formatArea, formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';

/** The facts of a property as a definition list under a heading. */
export function PropertyFacts({ property, headingLevel = 3 }: { property: StreetData; headingLevel?: 3 | 4 }) {
  const t = useTranslate();
  const locale = useLocale();
  const a = property.attributes;
  const area = (value: number | null) => (value === null ? null : formatArea(value, locale));
  const facts: [string, string | null][] = [
    [t('fact.propertyType'), a.property_type_name],
    [t('fact.zone'), a.zone_code],
    [t('fact.lotSize'), area(a.lot_size)],
    [t('fact.grossFloorArea'), area(a.gross_floor_area)],
    [t('fact.grossBuildingArea'), area(a.gross_building_area)],
    [t('fact.livingArea'), area(a.habitable_area)],
    [t('fact.basementArea'), area(a.basement_area)],
    [t('fact.yearBuilt'), a.year_built === null ? null : String(a.year_built)],
    [t('fact.style'), a.style],
    [t('fact.stories'), a.stories === null ? null : String(a.stories)],
    // Some sources have no footprints: then the count is unknown, not zero.
    [t('fact.buildings'), property.buildings_known ? formatNumber(property.buildings.length, locale) : t('fact.buildingsUnknown')],
  ];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="facts" aria-labelledby="lotline-facts-title">
      <Heading id="lotline-facts-title" className="facts__title">
        {t('property.facts')}
      </Heading>
      <dl className="facts__list">
        {facts.map(([name, value]) => (
          <div className="facts__row" key={name}>
            <dt>{name}</dt>
            <dd className={value === null ? 'facts__missing' : undefined}>{value ?? t('property.notAvailable')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
