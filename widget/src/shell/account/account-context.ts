// The account as the widget's parts see it: the session, where the vendor's pages are, and the
// account panel's opener. Outside a provider (tests, previews) it is a visitor who cannot sign in.
import { createContext, useContext } from 'react';
import type { AccountSession } from './use-session';

/** What the account context holds. */
export interface AccountValue {
  session: AccountSession;
  /** The API's base, which also serves the vendor's pages (/packages, /sign-in). */
  apiBase: string;
  /** Opens the account panel. */
  openPanel(): void;
}

const visitor: AccountSession = {
  token: undefined,
  isSignedIn: false,
  me: undefined,
  signIn: () => undefined,
  openSignInTab: () => false,
  signOut: async () => undefined,
  refresh: () => undefined,
  onUnauthorized: () => false,
};

/** The account context; a visitor by default. */
export const AccountContext = createContext<AccountValue>({ session: visitor, apiBase: '', openPanel: () => undefined });

/** The account of the widget around the caller. */
export function useAccount(): AccountValue {
  return useContext(AccountContext);
}
