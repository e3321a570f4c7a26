// The breadcrumb of a report: Overview, then the ADU page or the playground when one is open. Entries are real
// links (they open in a new tab too); a plain click moves within the widget. On the overview itself the
// page's heading says where the reader is, so the breadcrumb is not shown there (it would say it twice).
import type { MouseEvent } from 'react';
import { useTranslate } from '../i18n/use-translate';
import type { NavState } from '../shell/navigation/state';

interface Props {
  nav: NavState;
  hrefOf(state: NavState): string;
  navigate(state: NavState): void;
}

/** Overview / ADU page or playground. */
export function Breadcrumb({ nav, hrefOf, navigate }: Props) {
  const t = useTranslate();
  const overview: NavState = { page: 'overview', address: nav.address };
  const follow = (event: MouseEvent<HTMLAnchorElement>, state: NavState) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(state);
  };
  const onSubPage = nav.page !== 'overview';
  if (!onSubPage) return null;
  return (
    <nav className="breadcrumb" aria-label={t('report.breadcrumb')}>
      <ol className="breadcrumb__list">
        <li>
          <a href={hrefOf(overview)} onClick={(event) => follow(event, overview)}>
            {t('page.overview')}
          </a>
        </li>
        <li>
          <span aria-current="page">{t(`page.${nav.page}`)}</span>
        </li>
      </ol>
    </nav>
  );
}
