// A value the server left out of a limited report: a blurred stand-in (the real value never
// reached the browser) that opens the lock prompt for this visitor.
import { useTranslate } from '../i18n/use-translate';
import { LockIcon } from './LockIcon';

/** The stand-in of a locked value: a blurred bar about `chars` characters wide (the value itself never arrived). */
export function LockedValue({ chars = 9, onUnlock }: { chars?: number; onUnlock(): void }) {
  const t = useTranslate();
  return (
    <button type="button" className="locked-value" data-locked="" onClick={onUnlock} aria-label={t('locked.value')}>
      <LockIcon />
      <span className="locked-value__blur" style={{ width: `${chars}ch` }} />
    </button>
  );
}
