// The PDF dialog (spec 2 'PDF dialog' and section 7; error catalogue): asks the server for the PDF
// of this ADU page with the units and lines on the map, in the widget's language, shows a loader
// for up to 25 seconds, then the link with the day it stops working, Copy URL, Download (the file
// named by the link's last segment) and a preview. A failure is the error toast and a Try again
// button; closing the dialog forgets the link. The toasts live inside the dialog, which sits above
// the page.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { generatePdf } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { ApiRequestError, send } from '../api/client';
import { trackEvent } from '../analytics/track';
import { useLayout } from '../layout/layout-context';
import { formatDate } from '../i18n/format';
import { useLocale } from '../i18n/use-translate';
import { useOrgConfig } from '../org/org-context';
import { useReport } from '../report/report-context';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Modal } from '../ui/Modal';
import { Toasts, useToasts } from '../ui/Toasts';
import pdfCss from '../styles/pdf.css?inline';
import { PDF_WAIT_MS, pdfFileName, pdfRequestBody } from './pdf-model';
import { usePdfTranslate } from './use-pdf-translate';

type State = { kind: 'loading' } | { kind: 'ready'; url: string; expiresAt: string } | { kind: 'failed' };

interface Props {
  page: LayoutPage;
  onClose(): void;
}

/** The PDF dialog; mount it to open it (the user is signed in). */
export function PdfModal({ page, onClose }: Props) {
  const t = usePdfTranslate();
  const locale = useLocale();
  const { property, api } = useReport();
  const layout = useLayout();
  const org = useOrgConfig();
  const adopt = useAdoptedStyles(pdfCss);
  const { toasts, show, dismiss } = useToasts();
  const linkId = useId();
  const expiresId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // What the map shows when the dialog opens (or Try again is pressed) is what the PDF draws.
  const request = useRef({ units: layout.units, notes: layout.notes });
  request.current = { units: layout.units, notes: layout.notes };

  useEffect(() => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PDF_WAIT_MS);
    setState({ kind: 'loading' });
    const body = pdfRequestBody({ propertyId: property.attributes.property_id, page, locale, ...request.current });
    send(api, generatePdf, { body }, { signal: controller.signal })
      .then(({ pdf_url, expires_at }) => {
        const url = api.resolve(pdf_url);
        setState({ kind: 'ready', url, expiresAt: expires_at });
        trackEvent(api, 'pdf_upload', org?.id, { pdf_url: url, current_url: window.location.href.slice(0, 500) });
      })
      .catch((error: unknown) => {
        // Closing the dialog aborts the request: nothing to say then.
        if (controller.signal.aborted && !timedOut) return;
        const message = error instanceof ApiRequestError && error.status > 0 ? error.message : undefined;
        show('error', message ? t('pdf.errorWith', { message }) : t('pdf.error'));
        setState({ kind: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, property.attributes.property_id, page, org?.id, locale, attempt, show, t]);

  const copy = useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        show('success', t('pdf.copied'));
      } catch {
        show('error', t('pdf.copyFailed'));
      }
    },
    [show, t],
  );

  const download = useCallback(
    async (url: string) => {
      try {
        // Fetched through the API client's address, which names the organization of an embed (CORS, decision 027).
        const response = await fetch(api.url(new URL(url).pathname));
        if (!response.ok) throw new Error(`The PDF answered ${response.status}`);
        const objectUrl = URL.createObjectURL(await response.blob());
        const anchor = document.createElement('a');
        anchor.href = objectUrl;
        anchor.download = pdfFileName(url);
        anchor.rel = 'noopener';
        anchor.click();
        // The browser has taken the file once the click is handled.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
        show('success', t('pdf.downloadStarted'));
      } catch {
        show('error', t('pdf.downloadFailed'));
      }
    },
    [api, show, t],
  );

  return (
    <Modal title={t('pdf.title')} onClose={onClose} className="pdf-modal">
      <div ref={adopt} className="pdf">
        <Toasts toasts={toasts} dismiss={dismiss} t={t} />
        {state.kind === 'loading' && (
          <div className="pdf__loading" role="status">
            <span className="pdf__spinner" aria-hidden="true" />
            <p className="pdf__status">{t('pdf.generating')}</p>
            <p className="pdf__hint">{t('pdf.generatingHint')}</p>
            <span className="pdf__bar" aria-hidden="true">
              <span className="pdf__bar-fill" style={{ animationDuration: `${PDF_WAIT_MS}ms` }} />
            </span>
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="pdf__failed">
            <p>{t('pdf.error')}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('pdf.retry')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            <p className="pdf__status" role="status">
              {t('pdf.ready')}
            </p>
            <label className="pdf__label" htmlFor={linkId}>
              {t('pdf.linkLabel')}
            </label>
            <p className="pdf__hint" id={expiresId}>
              {t('pdf.expires', { date: formatDate(state.expiresAt, locale) })}
            </p>
            <div className="pdf__row">
              <input
                id={linkId}
                className="pdf__input"
                type="url"
                readOnly
                value={state.url}
                aria-describedby={expiresId}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="button" onClick={() => void copy(state.url)}>
                {t('pdf.copy')}
              </button>
              <button type="button" className="button button--primary" onClick={() => void download(state.url)}>
                {t('pdf.download')}
              </button>
            </div>
            <a className="pdf__open" href={state.url} target="_blank" rel="noopener noreferrer">
              {t('pdf.open')}
            </a>
            <iframe className="pdf__preview" src={state.url} title={t('pdf.preview')} />
          </>
        )}
      </div>
    </Modal>
  );
}
