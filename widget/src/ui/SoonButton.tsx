// A control of a later release: focusable and announced as unavailable, with a 'Coming soon'
// tooltip on hover and focus. Activating it does nothing.
import { useId, type ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';

/** A button that is there but not yet available. */
export function SoonButton({ children, className }: { children: ReactNode; className?: string }) {
  const t = useTranslate();
  const tipId = useId();
  return (
    <span className="soon">
      <button type="button" className={`button soon__button ${className ?? ''}`} aria-disabled="true" aria-describedby={tipId} onClick={(event) => event.preventDefault()}>
        {children}
      </button>
      <span id={tipId} role="tooltip" className="soon__tip">
        {t('adu.comingSoon')}
      </span>
    </span>
  );
}
