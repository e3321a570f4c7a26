// The widget's sign-in state. The token is the host's `token` attribute when given (it wins),
// else the one the sign-in popup handed over, kept in sessionStorage (token-store.ts). The popup
// is the API server's /sign-in page; its message is accepted only from that window and the API's
// origin (auth-message.ts). A token change re-fetches what depends on the viewer.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, send, type ApiClient } from '../../api/client';
import type { MeResponse } from './account-types';
import { acceptedAuthToken } from './auth-message';
import { apiOriginOf, popupFeatures, signInPageUrl } from './sign-in-url';
import { readToken, sessionTokenStorage, writeToken } from './token-store';
import { embeddingSite } from '../host/embed-context';
import { getMe, signOut } from '../../../../core/api';

/** The name of the sign-in popup window: a second Sign in reuses it. */
export const SIGN_IN_WINDOW = 'lotline-sign-in';

/** The sign-in state and what changes it. */
export interface AccountSession {
  /** The bearer token of API calls, or undefined for a visitor. */
  token: string | undefined;
  isSignedIn: boolean;
  /** The user and their quota once `GET /api/me` answered; undefined for visitors and meanwhile. */
  me: MeResponse | undefined;
  /** Opens the sign-in popup (the sign-up form with 'sign-up'). */
  signIn(mode?: 'sign-in' | 'sign-up'): void;
  /** Opens the sign-in page in a tab after a blocked popup; answers whether a window opened. */
  openSignInTab(url: string): boolean;
  /** Ends the session on the server and forgets the token. */
  signOut(): Promise<void>;
  /** Asks `GET /api/me` again (fresh quota). */
  refresh(): void;
  /**
   * The server refused the token (401): a kept one is forgotten and answers true (the token
   * changes, so what depends on it is fetched again); the host's own is its business (false).
   */
  onUnauthorized(): boolean;
}

/** Options of `useSession`. */
export interface SessionOptions {
  apiBase: string;
  /** The host's `token` attribute. */
  attributeToken: string | undefined;
  /** The organization of an embedded widget: its sign-in popup asks the person, then hands over a widget token for it. */
  embedOrg?: string | undefined;
  /** The client whose bearer is this session's token. */
  api: ApiClient;
  /** Called after the token changed (sign-in, sign-out, a forgotten stale token). */
  onTokenChanged(): void;
  /** Called when the browser blocked the popup, with the page's URL. */
  onPopupBlocked(url: string): void;
}

/** The session of one widget. */
export function useSession({ apiBase, attributeToken, embedOrg, api, onTokenChanged, onPopupBlocked }: SessionOptions): AccountSession {
  const [stored, setStored] = useState(() => readToken(sessionTokenStorage(), apiBase, embedOrg));
  // The host's token after a Log out: ignored from then on, though the attribute stays.
  const [revoked, setRevoked] = useState<string | undefined>(undefined);
  const token = attributeToken && attributeToken !== revoked ? attributeToken : stored;
  const [profile, setProfile] = useState<{ token: string; me: MeResponse } | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  const popup = useRef<Window | null>(null);
  const isHostToken = token !== undefined && token === attributeToken;
  const latest = useRef({ onTokenChanged, onPopupBlocked, isHostToken });
  latest.current = { onTokenChanged, onPopupBlocked, isHostToken };

  useEffect(() => setStored(readToken(sessionTokenStorage(), apiBase, embedOrg)), [apiBase, embedOrg]);

  useEffect(() => {
    const apiOrigin = apiOriginOf(apiBase);
    const onMessage = (event: MessageEvent) => {
      const received = acceptedAuthToken(event, { apiOrigin, popup: popup.current, widgetTokensOnly: embedOrg !== undefined });
      if (!received) return;
      popup.current = null;
      writeToken(sessionTokenStorage(), apiBase, received, embedOrg);
      setStored(received);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apiBase, embedOrg]);

  const shown = useRef(token);
  useEffect(() => {
    if (shown.current === token) return;
    shown.current = token;
    latest.current.onTokenChanged();
  }, [token]);

  const onUnauthorized = useCallback(() => {
    // A kept token the server no longer knows (expired, signed out elsewhere) is forgotten.
    if (!shown.current || latest.current.isHostToken) return false;
    writeToken(sessionTokenStorage(), apiBase, undefined, embedOrg);
    setStored(undefined);
    return true;
  }, [apiBase, embedOrg]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    send(api, getMe, {}, { signal: controller.signal }).then(
      (me) => setProfile({ token, me }),
      (error: unknown) => {
        if (!controller.signal.aborted && error instanceof ApiRequestError && error.status === 401) onUnauthorized();
      },
    );
    return () => controller.abort();
  }, [api, token, asked, onUnauthorized]);

  const signIn = useCallback(
    (mode: 'sign-in' | 'sign-up' = 'sign-in') => {
      // The site the person is on, as the browser reports it: the popup names it before anything goes there.
      const site = embedOrg ? embeddingSite(window.location, document.referrer, window.parent !== window, apiOriginOf(apiBase)) : null;
      const url = signInPageUrl(apiBase, window.location.origin, mode, embedOrg, site);
      const opened = window.open(url, SIGN_IN_WINDOW, popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight));
      if (!opened) {
        latest.current.onPopupBlocked(url);
        return;
      }
      popup.current = opened;
      opened.focus();
    },
    [apiBase, embedOrg],
  );

  const openSignInTab = useCallback((url: string) => {
    const opened = window.open(url, SIGN_IN_WINDOW);
    if (opened) popup.current = opened;
    return Boolean(opened);
  }, []);

  const endSession = useCallback(async () => {
    // The server forgets the session first, while the request still carries its token.
    if (token) await send(api, signOut, {}).catch(() => undefined);
    writeToken(sessionTokenStorage(), apiBase, undefined, embedOrg);
    setStored(undefined);
    if (attributeToken) setRevoked(attributeToken);
    setProfile(undefined);
  }, [api, apiBase, attributeToken, embedOrg, token]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  const me = profile && profile.token === token ? profile.me : undefined;

  return useMemo(
    () => ({ token, isSignedIn: Boolean(token), me, signIn, openSignInTab, signOut: endSession, refresh, onUnauthorized }),
    [token, me, signIn, openSignInTab, endSession, refresh, onUnauthorized],
  );
}
