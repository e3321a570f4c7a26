// The owners' analytics view (spec 7 'Analytics events'): counts per event name over 7, 30 or 90
// days, and the latest events, from `GET /api/orgs/:id/events?days=`.
import { useEffect, useId, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, summarizeEvents, type AnalyticsEventName, type AnalyticsSummary } from '../../../../../core/api';
import { ApiRequestError, send, type ApiClient } from '../../../api/client';
import { formatNumber, intlTag } from '../../../i18n/format';
import { useOrgTranslate, type OrgTranslate } from '../../i18n/org-messages';
import { useLocale } from '../../../i18n/use-translate';
import { problemText } from '../api-problem';
import { analyticsQuery, ANALYTICS_PERIODS, describeProperties, eventCounts, type AnalyticsPeriod } from './analytics-model';

interface Props {
  api: ApiClient;
  orgId: string;
  onUnauthorized(): void;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; summary: AnalyticsSummary };

/** An event name in words, or the name itself for one this widget does not know. */
function eventLabel(name: string, t: OrgTranslate): string {
  return (ANALYTICS_EVENTS as readonly string[]).includes(name) ? t(`analytics.event.${name as AnalyticsEventName}`) : name;
}

/** The counts and the latest events. */
export function AnalyticsView({ api, orgId, onUnauthorized }: Props) {
  const t = useOrgTranslate();
  const locale = useLocale();
  const id = useId();
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ onUnauthorized, t });
  latest.current = { onUnauthorized, t };

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    send(api, summarizeEvents, { params: { id: orgId }, query: analyticsQuery(days) }, { signal: controller.signal }).then(
      (summary) => setLoad({ status: 'loaded', summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) latest.current.onUnauthorized();
        setLoad({ status: 'failed', message: problemText(error, latest.current.t) });
      },
    );
    return () => controller.abort();
  }, [api, orgId, days, attempt]);

  const dateFormat = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="analytics" aria-labelledby={`${id}-title`}>
      <div className="leads__bar">
        <h2 id={`${id}-title`} className="settings-section__title">
          {t('analytics.title')}
        </h2>
        <div className="analytics__periods" role="radiogroup" aria-label={t('analytics.period')}>
          {ANALYTICS_PERIODS.map((period) => (
            <label key={period} className={`analytics__period${period === days ? ' analytics__period--on' : ''}`}>
              <input type="radio" name={`${id}-days`} value={period} checked={period === days} onChange={() => setDays(period)} />
              {t('analytics.days', { count: period })}
            </label>
          ))}
        </div>
      </div>
      {load.status === 'loading' && (
        <p className="settings-status" role="status">
          {t('analytics.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <div className="settings-status" role="alert">
          <p>{t('analytics.loadFailed', { message: load.message })}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('settings.retry')}
          </button>
        </div>
      )}
      {load.status === 'loaded' && (
        <>
          <ul className="analytics__counts" aria-label={t('analytics.counts', { count: load.summary.days })}>
            {eventCounts(load.summary.counts).map(({ name, count }) => (
              <li key={name} className="analytics__count">
                <span className="analytics__number">{formatNumber(count, locale)}</span>
                <span className="analytics__name">{eventLabel(name, t)}</span>
              </li>
            ))}
          </ul>
          <h3 className="analytics__latest-title">{t('analytics.latest')}</h3>
          {load.summary.events.length === 0 ? (
            <p className="settings-note">{t('analytics.none')}</p>
          ) : (
            <div className="settings-table-wrap" tabIndex={0} role="region" aria-label={t('analytics.latest')}>
              <table className="settings-table">
                <thead>
                  <tr>
                    <th scope="col">{t('leads.date')}</th>
                    <th scope="col">{t('analytics.event')}</th>
                    <th scope="col">{t('analytics.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.summary.events.map((event) => (
                    <tr key={event.id}>
                      <td>
                        <time dateTime={event.created_at}>{dateFormat.format(new Date(event.created_at))}</time>
                      </td>
                      <td>{eventLabel(event.name, t)}</td>
                      <td>{describeProperties(event.properties)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
