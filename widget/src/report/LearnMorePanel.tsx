// 'Want to learn more?': the offer of a free phone consult (spec 1 section 2). Schedule a Time
// opens the booking page the operator configured (LOTLINE_SCHEDULING_URL) in a new tab; without
// one it is there but says 'Coming soon'.
import { useTranslate } from '../i18n/use-translate';
import { SoonButton } from '../ui/SoonButton';
import { useReport } from '../shell/report-context';
import { useSchedulingUrl } from './scheduling';

/** The consult panel at the end of an ADU page. */
export function LearnMorePanel() {
  const t = useTranslate();
  const { api } = useReport();
  const schedulingUrl = useSchedulingUrl(api);
  return (
    <aside className="learn-more" aria-labelledby="lotline-learn-more">
      <h4 id="lotline-learn-more" className="learn-more__title">
        {t('learnMore.title')}
      </h4>
      <p className="learn-more__text">{t('learnMore.text')}</p>
      {schedulingUrl ? (
        // The booking site is not told which page (a host's, with an address in its query) linked to it.
        <a className="button button--primary learn-more__schedule" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
          {t('learnMore.schedule')}
          <span className="visually-hidden"> {t('learnMore.newTab')}</span>
        </a>
      ) : (
        <SoonButton className="button--primary">{t('learnMore.schedule')}</SoonButton>
      )}
    </aside>
  );
}
