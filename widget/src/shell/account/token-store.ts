// Where a token from the sign-in popup is kept: sessionStorage of the page the widget runs in,
// under `lotline:token:<API origin>`, so widgets of two Lotline servers on one page never share
// one; an embedded widget's widget token under `lotline:token:<API origin>:<organization>`, so it
// is never taken for a session of Lotline's own pages on the same origin (decision 027). Storage can be missing or throw (blocked cookies, sandboxed frames): then the token lives
// for the page's life only.

/** The storage key of tokens for the API at `apiBase`, and of an embed for organization `org`. */
export function tokenStorageKey(apiBase: string, org?: string): string {
  return `lotline:token:${new URL(apiBase).origin}${org ? `:${org}` : ''}`;
}

/** The parts of `Storage` used here. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's sessionStorage, or undefined where reading it throws. */
export function sessionTokenStorage(): TokenStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept token for `apiBase`, or undefined. */
export function readToken(storage: TokenStorage | undefined, apiBase: string, org?: string): string | undefined {
  try {
    return storage?.getItem(tokenStorageKey(apiBase, org)) || undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `token` for `apiBase` (or forgets it when undefined); answers whether storage took it. */
export function writeToken(storage: TokenStorage | undefined, apiBase: string, token: string | undefined, org?: string): boolean {
  if (!storage) return false;
  try {
    if (token) storage.setItem(tokenStorageKey(apiBase, org), token);
    else storage.removeItem(tokenStorageKey(apiBase, org));
    return true;
  } catch {
    return false;
  }
}
