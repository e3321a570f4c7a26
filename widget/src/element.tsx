// The custom element <lotline-widget>: the React app in an open shadow root with all its CSS
// adopted inside, its shadow parts kept up to date, and its events sent through the host bridge.
// With mode="account" it is the sign-in page instead, with mode="packages" the packages page,
// with mode="settings" the organization settings and with mode="join" the invite's join page,
// each from a chunk of its own.
// This is the only file that knows about custom elements.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { WidgetEventMap, WidgetEventType } from '../../core/protocol';
import { App } from './App';
import { keepParts } from './embed/parts';
import { createHostBridge } from './host-bridge';
import { ChooseLocaleContext, useLocaleChoice } from './i18n/locale-choice';
import { isLocaleLoaded, loadLocale, resolveLocale, type Locale } from './i18n/messages';
import { adoptStyles } from './styles/adopt';
import widgetCss from './styles/widget.css?inline';

const AccountPages = lazy(() => import('./account/AccountPages').then((module) => ({ default: module.AccountPages })));
const PackagesPage = lazy(() => import('./account/PackagesPage').then((module) => ({ default: module.PackagesPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((module) => ({ default: module.SettingsPage })));
const JoinPage = lazy(() => import('./join/JoinPage').then((module) => ({ default: module.JoinPage })));

/** The element's tag name. */
export const TAG_NAME = 'lotline-widget';

// The server that served this bundle answers the API unless the host says otherwise (`api-base`).
// The build defines __LOTLINE_SCRIPT_URL__ for each output format; it is read once, at load.
declare const __LOTLINE_SCRIPT_URL__: string | null | undefined;
const DEFAULT_API_BASE = new URL(__LOTLINE_SCRIPT_URL__ || document.baseURI).origin;

interface ElementProps {
  container?: HTMLElement;
  apiBase?: string;
  lang?: string;
  tileUrl?: string;
  /** Tiles of the satellite base layer, a {z}/{x}/{y} URL template. */
  satelliteTileUrl?: string;
  /** A Protomaps base map archive (.pmtiles) read by ranges, relative to the API base; used when there is no tile-url. */
  pmtilesUrl?: string;
  org?: string;
  /** 'hosted' when the widget is the page itself (/report/… URLs), 'account' on the sign-in page, 'packages' on the packages page, 'settings' and 'join' on those pages; inline otherwise. */
  mode?: string;
  /** A sign-in token, sent as the bearer of API calls. */
  token?: string;
  /** On the sign-in page: the origin the server allows its token to go back to. */
  returnTo?: string;
  /** On the sign-in page: the name of the organization whose embedded widget asked (`org` is its id). */
  orgName?: string;
}

/** `url` resolved against the API's origin (the hosted page names a path of its server), or undefined when it is not a URL. */
function resolvedAgainst(url: string | undefined, base: string): string | undefined {
  return url && URL.canParse(url, base) ? new URL(url, base).href : undefined;
}

function WidgetRoot({ container, apiBase, lang, tileUrl, satelliteTileUrl, pmtilesUrl, org, mode, token, returnTo, orgName }: ElementProps) {
  const root = container as unknown as ShadowRoot | undefined;
  const host = root?.host as HTMLElement | undefined;
  const api = apiBase || DEFAULT_API_BASE;
  const bridge = useMemo(() => (host ? createHostBridge(host, { apiBase: api, org }) : undefined), [host, api, org]);
  useEffect(() => (root && bridge ? bridge.watchSize(root) : undefined), [root, bridge]);
  const emit = useCallback(
    <K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]) => bridge?.emit(type, payload),
    [bridge],
  );
  // The language picked with the switch during this visit wins over the attribute and the browser.
  const [chosenLocale, chooseLocale] = useLocaleChoice();
  const wanted = chosenLocale ?? resolveLocale(lang, typeof navigator === 'undefined' ? [] : navigator.languages);
  // Spanish words come in a chunk of their own: until it is here the widget keeps the language it
  // showed (nothing on a first load), and it speaks English if the chunk cannot be had.
  const [, loadedLocale] = useState(0);
  const [unavailable, setUnavailable] = useState<Locale | null>(null);
  const ready = isLocaleLoaded(wanted);
  const lastShown = useRef<Locale | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadLocale(wanted).then(
      () => live && loadedLocale((n) => n + 1),
      () => live && setUnavailable(wanted),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  const locale: Locale | null = ready ? wanted : unavailable === wanted ? 'en' : lastShown.current;
  lastShown.current = locale;
  if (!locale) return null;
  if (mode === 'account') {
    return (
      <Suspense fallback={null}>
        <AccountPages apiBase={api} locale={locale} returnTo={returnTo || undefined} organization={org && orgName ? { id: org, name: orgName } : undefined} />
      </Suspense>
    );
  }
  if (mode === 'packages') {
    return (
      <Suspense fallback={null}>
        <PackagesPage apiBase={api} locale={locale} token={token || undefined} />
      </Suspense>
    );
  }
  if (mode === 'settings' || mode === 'join') {
    const Page = mode === 'settings' ? SettingsPage : JoinPage;
    return (
      <Suspense fallback={null}>
        <Page apiBase={api} locale={locale} token={token || undefined} />
      </Suspense>
    );
  }
  // The main widget offers the language switch (ui/LanguageSwitch.tsx).
  return (
    <ChooseLocaleContext.Provider value={chooseLocale}>
      <App
        apiBase={api}
        locale={locale}
        tileUrl={tileUrl || undefined}
        satelliteTileUrl={satelliteTileUrl || undefined}
        pmtilesUrl={resolvedAgainst(pmtilesUrl, api)}
        org={org || undefined}
        mode={mode === 'hosted' ? 'hosted' : 'inline'}
        token={token || undefined}
        emit={emit}
      />
    </ChooseLocaleContext.Provider>
  );
}

const Base = r2wc(WidgetRoot, {
  shadow: 'open',
  props: { apiBase: 'string', lang: 'string', tileUrl: 'string', satelliteTileUrl: 'string', pmtilesUrl: 'string', org: 'string', mode: 'string', token: 'string', returnTo: 'string', orgName: 'string' },
}) as unknown as { new (): HTMLElement };

/** <lotline-widget api-base? lang? tile-url? satellite-tile-url? pmtiles-url? org? mode? token? return-to? org-name?>: adopts its styles before the first render. */
export class LotlineWidgetElement extends Base {
  constructor() {
    super();
    if (this.shadowRoot) {
      adoptStyles(this.shadowRoot, widgetCss);
      keepParts(this.shadowRoot);
    }
  }
}

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, LotlineWidgetElement);
