// A padlock, named 'Locked' for assistive technology.
import { useTranslate } from '../i18n/use-translate';

/** The lock shown on controls that need a sign-in or the Pro plan. */
export function LockIcon() {
  const t = useTranslate();
  return (
    <svg className="lock-icon" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label={t('locked')}>
      <path d="M4 7V5a4 4 0 0 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5A1.5 1.5 0 0 1 12.5 15h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
    </svg>
  );
}
