// The session of a widget screen (the report app, the packages page): its API client, which sends
// the session's token, and the session, whose blocked sign-in popup becomes a toast with a link.
import { useMemo, useRef } from 'react';
import { createApiClient, type ApiClient } from '../../api/client';
import type { Translate } from '../../i18n/use-translate';
import type { ToastLink } from '../../ui/Toasts';
import { useSession, type AccountSession } from './use-session';

interface Options {
  apiBase: string;
  /** The token the host gave the element, if any. */
  token: string | undefined;
  /** The organization of an embedded widget (inline, or the hosted page framed): it signs in with a widget token for it (decision 027). */
  embedOrg?: string | undefined;
  /** The visitor's grant of the property shown, if any (decision 050). */
  grant?: () => string | undefined;
  t: Translate;
  show(kind: 'warning', text: string, link?: ToastLink): void;
  onTokenChanged(): void;
}

/** The API client and the session of one widget screen. */
export function useWidgetSession({ apiBase, token, embedOrg, grant, t, show, onTokenChanged }: Options): { api: ApiClient; session: AccountSession } {
  const tokenRef = useRef(token);
  const grantRef = useRef(grant);
  grantRef.current = grant;
  const api = useMemo(() => createApiClient(apiBase, () => tokenRef.current, { org: embedOrg, grant: () => grantRef.current?.() }), [apiBase, embedOrg]);
  const session = useSession({
    apiBase,
    attributeToken: token,
    embedOrg,
    api,
    onTokenChanged,
    onPopupBlocked: (url) =>
      show('warning', t('account.popupBlocked'), {
        text: t('account.popupBlockedLink'),
        href: url,
        // A window opened here is one the widget knows, so its token is accepted; else the link opens a plain tab.
        onClick: (event) => {
          if (session.openSignInTab(url)) event.preventDefault();
        },
      }),
  });
  tokenRef.current = session.token;
  return { api, session };
}
