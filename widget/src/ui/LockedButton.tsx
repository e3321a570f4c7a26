// A control that needs more than the visitor has (a sign-in or the Pro plan): it shows a lock,
// and the caller decides what its click opens (the upsell when locked).
import type { ReactNode } from 'react';
import { LockIcon } from './LockIcon';

/** A small secondary button, with a lock when `locked`. */
export function LockedButton({ locked, onClick, children }: { locked: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className={`link-button${locked ? ' link-button--locked' : ''}`} onClick={onClick}>
      {locked && <LockIcon />}
      {children}
    </button>
  );
}
