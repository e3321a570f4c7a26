// When the onboarding dialog is open (spec 4: 'Opens when a signed-in user has not been
// onboarded'). It opens once per user and stays open until it is closed, though the user turns
// onboarded halfway (the builder's steps after the form). A user who closes it is not asked again
// in this tab (sessionStorage, like the token): the next visit asks again. Runs on the first
// screen, so it holds no schema and no words.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountUser } from '../../shell/account/account-types';

/** The storage key of a closed dialog, per API and user. */
export function dismissedKey(apiBase: string, userId: string): string {
  return `lotline:onboarding-closed:${new URL(apiBase).origin}:${userId}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function wasClosed(key: string): boolean {
  try {
    return storage()?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(key: string): void {
  try {
    storage()?.setItem(key, '1');
  } catch {
    // Storage refused: the dialog asks again on the next page load only.
  }
}

/** The user the dialog is open for (undefined when closed), and how to close it. */
export function useOnboardingGate(user: AccountUser | undefined, apiBase: string): { openFor: AccountUser | undefined; close(): void } {
  const [openFor, setOpenFor] = useState<AccountUser | undefined>(undefined);
  // Users who closed it on this page, for when storage refuses to keep it.
  const closed = useRef(new Set<string>());
  useEffect(() => {
    if (!user || user.onboarded || openFor?.id === user.id) return;
    if (closed.current.has(user.id) || wasClosed(dismissedKey(apiBase, user.id))) return;
    setOpenFor(user);
  }, [user, openFor, apiBase]);
  const close = useCallback(() => {
    if (openFor) {
      closed.current.add(openFor.id);
      rememberClosed(dismissedKey(apiBase, openFor.id));
    }
    setOpenFor(undefined);
  }, [apiBase, openFor]);
  // Signed out, or another user signed in: this dialog is not theirs.
  return { openFor: openFor && user?.id === openFor.id ? openFor : undefined, close };
}
