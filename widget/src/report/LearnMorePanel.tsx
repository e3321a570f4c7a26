// 'Want to learn more?': the offer of a free phone consult (spec 1 section 2). Scheduling is a
// later release, so its button says so.
import { useTranslate } from '../i18n/use-translate';
import { SoonButton } from '../ui/SoonButton';

/** The consult panel at the end of an ADU page. */
export function LearnMorePanel() {
  const t = useTranslate();
  return (
    <aside className="learn-more" aria-labelledby="lotline-learn-more">
      <h4 id="lotline-learn-more" className="learn-more__title">
        {t('learnMore.title')}
      </h4>
      <p className="learn-more__text">{t('learnMore.text')}</p>
      <SoonButton className="button--primary">{t('learnMore.schedule')}</SoonButton>
    </aside>
  );
}
