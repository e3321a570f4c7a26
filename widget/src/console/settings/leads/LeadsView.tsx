// The owners' leads view (decision 016): leads and help requests newest first with their delivery
// to the CRM webhook, a kind filter, 'Load more', the CSV export, and each lead's detail (its name
// opens it; `#leads/{id}` in the address, as the owners' e-mail links it, opens it too).
// The export needs the bearer token, which a plain link cannot carry, so it is fetched as a file answer and saved from a Blob.
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { exportLeads, listLeads, type LeadListItem } from '../../../../../core/api';
import { ApiRequestError, pathOf, send, type ApiClient } from '../../../api/client';
import { intlTag } from '../../../i18n/format';
import { useOrgTranslate } from '../../i18n/org-messages';
import { useLocale } from '../../../i18n/use-translate';
import { ToastContext } from '../../ui/toast-context';
import { problemText } from '../api-problem';
import { leadIdFromHash } from '../settings-access';
import { LeadDetail } from './LeadDetail';
import { appendPage, csvFileName, hasMorePages, leadRow, leadsQuery, type LeadKindFilter } from './leads-model';

interface Props {
  api: ApiClient;
  orgId: string;
  onUnauthorized(): void;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; rows: LeadListItem[]; hasMore: boolean; isLoadingMore: boolean };

/** The table of leads. */
export function LeadsView({ api, orgId, onUnauthorized }: Props) {
  const t = useOrgTranslate();
  const locale = useLocale();
  const showToast = useContext(ToastContext);
  const id = useId();
  const [kind, setKind] = useState<LeadKindFilter>('all');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [isDownloading, setDownloading] = useState(false);
  const latest = useRef({ onUnauthorized, t });
  latest.current = { onUnauthorized, t };
  // The lead whose detail is open: the hash names it (`#leads/{id}`, the owners' e-mail's link).
  const [openId, setOpenId] = useState<string | null>(() => leadIdFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setOpenId(leadIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const openLead = (leadId: string | null) => {
    setOpenId(leadId);
    history.replaceState(history.state, '', leadId ? `#leads/${encodeURIComponent(leadId)}` : '#leads');
  };
  const openRow = load.status === 'loaded' && openId ? load.rows.find((row) => row.id === openId) : undefined;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    send(api, listLeads, { params: { id: orgId }, query: leadsQuery(kind) }, { signal: controller.signal }).then(
      ({ leads }) => setLoad({ status: 'loaded', rows: leads, hasMore: hasMorePages(leads), isLoadingMore: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) latest.current.onUnauthorized();
        setLoad({ status: 'failed', message: problemText(error, latest.current.t) });
      },
    );
    return () => controller.abort();
  }, [api, orgId, kind, attempt]);

  const loadMore = async () => {
    if (load.status !== 'loaded' || load.rows.length === 0) return;
    const last = load.rows.at(-1)!;
    setLoad({ ...load, isLoadingMore: true });
    try {
      const { leads } = await send(api, listLeads, { params: { id: orgId }, query: leadsQuery(kind, last) });
      setLoad((current) => (current.status === 'loaded' ? { status: 'loaded', rows: appendPage(current.rows, leads), hasMore: hasMorePages(leads), isLoadingMore: false } : current));
    } catch (error) {
      setLoad((current) => (current.status === 'loaded' ? { ...current, isLoadingMore: false } : current));
      showToast?.('error', t('leads.loadFailed', { message: problemText(error, t) }));
    }
  };

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const response = await api.file(pathOf(exportLeads, { params: { id: orgId }, query: {} }));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(orgId, response.headers.get('content-disposition'));
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      showToast?.('success', t('leads.downloadStarted'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
      showToast?.('error', t('leads.downloadFailed', { message: problemText(error, t) }));
    } finally {
      setDownloading(false);
    }
  };

  const dateFormat = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="leads" aria-labelledby={`${id}-title`}>
      <div className="leads__bar">
        <h2 id={`${id}-title`} className="settings-section__title">
          {t('leads.title')}
        </h2>
        <label className="leads__filter">
          <span className="settings-field__label">{t('leads.kind')}</span>
          <select className="settings-field__input" value={kind} onChange={(event) => setKind(event.target.value as LeadKindFilter)}>
            <option value="all">{t('leads.kind.all')}</option>
            <option value="lead">{t('leads.kind.lead')}</option>
            <option value="help">{t('leads.kind.help')}</option>
          </select>
        </label>
        <button type="button" className="button leads__csv" aria-disabled={isDownloading || undefined} onClick={() => !isDownloading && void downloadCsv()}>
          {isDownloading ? t('leads.downloading') : t('leads.downloadCsv')}
        </button>
      </div>
      {load.status === 'loading' && (
        <p className="settings-status" role="status">
          {t('leads.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <div className="settings-status" role="alert">
          <p>{t('leads.loadFailed', { message: load.message })}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('settings.retry')}
          </button>
        </div>
      )}
      {load.status === 'loaded' &&
        (load.rows.length === 0 ? (
          <p className="settings-note">{t('leads.none')}</p>
        ) : (
          <>
            <div className="settings-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
              <table className="settings-table leads__table">
                <thead>
                  <tr>
                    <th scope="col">{t('leads.date')}</th>
                    <th scope="col">{t('leads.kind')}</th>
                    <th scope="col">{t('leads.name')}</th>
                    <th scope="col">{t('leads.email')}</th>
                    <th scope="col">{t('leads.phone')}</th>
                    <th scope="col">{t('leads.address')}</th>
                    <th scope="col">{t('leads.delivery')}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.rows.map(leadRow).map((row) => (
                    <tr key={row.id}>
                      <td>
                        <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
                      </td>
                      <td>{t(`leads.kind.${row.kind}`)}</td>
                      <td>
                        <button type="button" className="link-button leads__open" aria-haspopup="dialog" aria-label={t('leads.open', { name: row.name })} onClick={() => openLead(row.id)}>
                          {row.name}
                        </button>
                      </td>
                      <td>{row.email}</td>
                      <td>{row.phone}</td>
                      <td>{row.address}</td>
                      <td>
                        <span className={`leads__status leads__status--${row.status}`}>{t(`leads.status.${row.status}`)}</span>
                        {row.attempts > 0 && <span className="leads__attempts"> {t(row.attempts === 1 ? 'leads.attempts.one' : 'leads.attempts.other', { count: row.attempts })}</span>}
                        {row.lastError && <span className="leads__error">{row.lastError}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {openId && !openRow && (
              <p className="settings-note" role="status">
                {t('leads.detail.notFound')}
              </p>
            )}
            {openRow && <LeadDetail lead={openRow} onClose={() => openLead(null)} />}
            {load.hasMore && (
              <button type="button" className="button leads__more" aria-disabled={load.isLoadingMore || undefined} onClick={() => !load.isLoadingMore && void loadMore()}>
                {load.isLoadingMore ? t('leads.loadingMore') : t('leads.loadMore')}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
