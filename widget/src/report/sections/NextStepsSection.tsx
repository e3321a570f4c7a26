// What comes next (decision 049): the place's dated checklist, each step with its sources or the
// page to ask, in the reader's language.
import { formatDate } from '../../i18n/format';
import { useLocale, useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { CitationList } from '../Citations';
import { useReport } from '../../shell/report-context';

/** The next steps of the report's place. */
export function NextStepsSection() {
  const t = useTranslate();
  const rules = useRuleTexts();
  const locale = useLocale();
  const { property, api } = useReport();
  const next = property.next_steps ?? null;
  if (!next) return <p className="report-note">{t('next.none')}</p>;
  return (
    <div className="next-steps" data-as-of={next.as_of}>
      <p className="report-note">{t('next.asOf', { date: formatDate(next.as_of, locale) })}</p>
      <ol className="next-steps__list">
        {next.steps.map((item) => (
          <li key={item.id} className="next-steps__item" data-step={item.id}>
            <h6 className="next-steps__title">{rules.text(item.step)}</h6>
            <p className="next-steps__text">{rules.text(item.description)}</p>
            <CitationList citations={item.sources} />
            {item.link && (
              <a className="citation__link" href={api.resolve(item.link)} target="_blank" rel="noopener noreferrer">
                {t('next.ask')}
                <span className="visually-hidden">
                  {' '}({rules.text(item.step)}) {t('citation.newTab')}
                </span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
