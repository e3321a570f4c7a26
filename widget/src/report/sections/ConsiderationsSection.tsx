// II. Special Considerations: every map layer of the town by group, with its badge ('Not
// Detected', 'Detected' or the layer's own text), the features found and the layer's sources.
import type { GisLayer } from '../../../../core/api';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { badgeOf } from '../labels';
import { useReport } from '../../shell/report-context';
import { considerationFeatures, sourcesOf } from '../report-model';

const GROUPS: GisLayer['group'][] = ['ENVIRONMENTAL', 'REGULATORY'];

/** The special considerations of the lot. */
export function ConsiderationsSection() {
  const t = useTranslate();
  const rules = useRuleTexts();
  const locale = useLocale();
  const { property, api } = useReport();
  const layers = property.gis_layers.filter((layer) => property.special_considerations[layer.gis_layer_id]);
  if (layers.length === 0) return <p className="report-note">{t('considerations.none')}</p>;
  return (
    <>
      <p className="report-note">{t('considerations.intro')}</p>
      {GROUPS.map((group) => {
        const inGroup = layers.filter((layer) => layer.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="considerations">
            <h6 className="considerations__group">{t(group === 'ENVIRONMENTAL' ? 'overview.environmental' : 'overview.regulatory')}</h6>
            <ul className="considerations__list">
              {inGroup.map((layer) => {
                const consideration = property.special_considerations[layer.gis_layer_id]!;
                const features = considerationFeatures(consideration.additional_info);
                return (
                  <li key={layer.gis_layer_id} className="consideration" data-layer={layer.gis_layer_id}>
                    <div className="consideration__head">
                      <span className="consideration__name">{rules.text(layer.name)}</span>
                      <span className={`badge badge--${consideration.status.toLowerCase()}`}>{badgeOf(consideration.status, consideration.badge_text, t, rules)}</span>
                    </div>
                    {features.length > 0 && (
                      <ul className="consideration__features">
                        {features.map((feature, index) => {
                          const name = rules.text(feature.name ?? layer.name);
                          return (
                            <li key={`${name}-${index}`}>
                              {feature.distance_ft > 0
                                ? t('considerations.near', { name, distance: formatFeetInches(feature.distance_ft, locale) })
                                : t('considerations.onLot', { name })}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                    {sourcesOf(consideration).length > 0 && (
                      <p className="consideration__sources">
                        {t('considerations.source')}:{' '}
                        {sourcesOf(consideration).map((source, index) => (
                          <a key={source.url} href={api.resolve(source.url)} target="_blank" rel="noopener noreferrer">
                            {index > 0 ? ', ' : ''}
                            <span lang="en">{source.label}</span>
                            <span className="visually-hidden"> {t('citation.newTab')}</span>
                          </a>
                        ))}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}
