// The report header's 'History' control (signed-in users): opens the sidebar history.
import { useTranslate } from '../i18n/use-translate';

/** The button that opens the history drawer. */
export function HistoryButton({ onOpen }: { onOpen(): void }) {
  const t = useTranslate();
  return (
    <button type="button" className="history-button" aria-haspopup="dialog" onClick={onOpen}>
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {t('history.open')}
    </button>
  );
}
