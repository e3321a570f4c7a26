// The sidebar history (spec 2, 'Sidebar history'): a drawer listing the signed-in user's
// addresses grouped by recency (Today, Yesterday, Previous 7 Days, Previous 30 Days, then month
// and year), each a button that reopens its report. The server answers at most the first three
// to users without Pro (spec 6) and says how many there are; the rest is an upgrade away.
// Loaded as its own chunk when first opened.
import { useEffect, useId, useState } from 'react';
import { getAddressHistory, type AddressDetails, type AddressHistory } from '../../../core/api';
import { ApiRequestError, send, type ApiClient } from '../api/client';
import { PackagesLink } from '../shell/account/PackagesLink';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { groupHeading, userTimeZone } from './history-model';

interface Props {
  api: ApiClient;
  /** Inside a host page: the upgrade link opens a new tab. */
  embedded: boolean;
  /** The property of the report on screen, marked in the list. */
  currentPropertyId: string | undefined;
  /** Opens the report of an address of the list. */
  onOpenAddress(address: AddressDetails): void;
  onClose(): void;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; history: AddressHistory };

/** The history drawer, a modal dialog at the side; it asks for the list each time it opens. */
export function HistoryPanel({ api, embedded, currentPropertyId, onOpenAddress, onClose }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const idBase = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    const timeZone = userTimeZone();
    // A zone the server does not know (a browser's newer time-zone data) falls back to UTC days.
    const load = send(api, getAddressHistory, { query: { tz: timeZone } }, { signal: controller.signal }).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 400 && timeZone !== 'UTC') return send(api, getAddressHistory, { query: { tz: 'UTC' } }, { signal: controller.signal });
      throw error;
    });
    load.then(
      (history) => setLoaded({ status: 'loaded', history }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  return (
    <Modal title={t('history.title')} onClose={onClose} className="history-drawer">
      {loaded.status === 'loading' && (
        <p className="history-status" role="status">
          {t('history.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="history-status" role="alert">
          <p>{t('history.failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('history.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'loaded' && (
        <>
          {loaded.history.total === 0 && <p className="history-status">{t('history.empty')}</p>}
          {loaded.history.groups.map((group, index) => {
            const headingId = `${idBase}-${index}`;
            return (
              <section key={`${group.label_key}:${group.month ?? ''}`} className="history-group" aria-labelledby={headingId}>
                <h3 id={headingId} className="history-group__title">
                  {groupHeading(group, t, locale)}
                </h3>
                <ul className="history-list">
                  {group.addresses.map((address) => (
                    <li key={address.property_id}>
                      <button
                        type="button"
                        className="history-item"
                        aria-current={address.property_id === currentPropertyId ? 'page' : undefined}
                        onClick={() => onOpenAddress(address.params)}
                      >
                        {address.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {loaded.history.total > loaded.history.shown && (
            <p className="history-upgrade">
              <PackagesLink embedded={embedded} className="history-upgrade__link">
                {t('history.upgrade', { total: loaded.history.total })}
              </PackagesLink>
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
