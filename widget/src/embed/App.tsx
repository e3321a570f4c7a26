// The widget application: the lookup landing, then the report of the picked address. Where the
// visitor is lives in the URL (inline: the widget's own `lotline-…` parameters on the host page;
// hosted: the page's /report/… path), so back, forward and shared links work. The account
// session (shell/account/use-session.ts) gives API calls their bearer; signing in or out fetches the
// report again, as the new viewer sees it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { addressDetails, updateProperty, type AddressSuggestion, type StreetData } from '../../../core/api';
import type { WidgetEventMap, WidgetEventType } from '../../../core/protocol';
import { trackEvent } from '../analytics/track';
import { ApiRequestError, send, type ApiClient } from '../api/client';
import { AccountContext, type AccountValue } from '../shell/account/account-context';
import type { AccountUser } from '../shell/account/account-types';
import { useWidgetSession } from '../shell/account/use-widget-session';
import { readEmbedContext } from '../shell/host/embed-context';
import { grantOf } from '../shell/host/visitor-grants';
import { HostEventsContext } from '../shell/host/host-events';
import { createTranslator, type Locale } from '../i18n/messages';
import { LocaleContext, TranslateContext } from '../i18n/use-translate';
import { ChooseLocaleContext } from '../i18n/locale-choice';
import type { ElementScreenProps } from '../shell/widget-element';
import { AccountButton } from '../account/AccountButton';
import { AddressSearch } from '../lookup/AddressSearch';
import { useAddressPlaces } from '../lookup/use-address-places';
import { createNavigator, type NavigationMode } from '../shell/navigation/navigator';
import { useNavigation } from '../shell/navigation/use-navigation';
import { OrgConfigProvider } from '../shell/org/OrgConfigProvider';
import { OrgLogo } from '../org/OrgLogo';
import { lotMapChunk } from '../map/lot-map-chunk';
import { useStreetData } from '../report/use-street-data';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { preloadable, usePreloaded } from '../ui/preloadable';
import { Toasts, useToasts, type Toast } from '../ui/Toasts';

// The report ships in its own chunk, like the map: the first screen is the address search. Both
// are fetched as the visitor starts typing an address, and the report shows once its chunk and
// its street data are in, without suspending.
const reportChunk = preloadable(() => import('../report/ReportScreen').then((module) => module.ReportScreen));
const preloadReport = () => {
  reportChunk.preload();
  lotMapChunk.preload();
};
const AccountPanel = lazy(() => import('../account/AccountPanel').then((module) => ({ default: module.AccountPanel })));

/** What the app gives the onboarding (spec 4) that Lotline's own pages add to it (console/console.tsx; decision 041). */
export interface OnboardingSlotProps {
  api: ApiClient;
  /** The signed-in user; undefined for a visitor and always inside a host page (onboarding is account administration, decision 027). */
  user: AccountUser | undefined;
  apiBase: string;
  embedded: boolean;
  notify(kind: Toast['kind'], text: string): void;
}

/** What the element passes in. */
export interface AppProps {
  apiBase: string;
  locale: Locale;
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  /** The Protomaps base map archive (an absolute URL); the map draws it when there is no tile URL. */
  pmtilesUrl?: string | undefined;
  /** 'inline' (default) inside a host page; 'hosted' when the widget is the page at /report/…. */
  mode?: NavigationMode | undefined;
  /** The organization whose report this is (hosted reports then live under /org-report/…). */
  org?: string | undefined;
  /** A sign-in token sent as the bearer of API calls; it wins over a token from the sign-in popup. */
  token?: string | undefined;
  emit<K extends WidgetEventType>(type: K, payload: WidgetEventMap[K]): void;
  /** The onboarding of a signed-in user who is not onboarded yet, on Lotline's own pages; the embed has none. */
  Onboarding?: ComponentType<OnboardingSlotProps> | undefined;
}

/** Error codes of the catalogue (spec 1 section 8); anything else reads 'Something went wrong'. */
const ERROR_CODES = ['pick-address', 'address-not-found', 'address-failed-to-load'] as const;
type ErrorCode = (typeof ERROR_CODES)[number] | 'unknown';

function errorCode(value: string): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value) ? (value as ErrorCode) : 'unknown';
}

/** The widget's screens. */
export function App({ apiBase, locale, tileUrl, satelliteTileUrl, pmtilesUrl, mode = 'inline', org, token, emit, Onboarding }: AppProps) {
  const t = useMemo(() => createTranslator(locale), [locale]);
  const router = useMemo(() => createNavigator(window, mode, { org }), [mode, org]);
  const [nav, navigate] = useNavigation(router);
  // Inside a host page, or the hosted page inside another site's frame (`?embed=1`).
  const embedded = mode === 'inline' || readEmbedContext(window.location.search).isEmbedded;
  const { toasts, show, dismiss } = useToasts();
  const reloadRef = useRef<() => void>(() => undefined);
  // The organization's grant of the property shown, for its visitors (decision 050).
  const shownPropertyRef = useRef<string | undefined>(undefined);
  const grant = useCallback(() => (org && shownPropertyRef.current ? grantOf(org, shownPropertyRef.current) : undefined), [org]);
  const { api, session } = useWidgetSession({ apiBase, token, embedOrg: embedded ? org : undefined, grant, t, show, onTokenChanged: () => reloadRef.current() });
  const [accountOpen, setAccountOpen] = useState(false);
  const account = useMemo<AccountValue>(() => ({ session, apiBase, openPanel: () => setAccountOpen(true) }), [session, apiBase]);
  const rootRef = useRef<HTMLDivElement>(null);
  const onOrgFailed = useCallback(() => show('warning', t('org.loadFailed')), [show, t]);
  const [resolving, setResolving] = useState(false);
  const detailsController = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => detailsController.current?.abort(), []);

  const fail = useCallback(
    (code: ErrorCode) => {
      const message = t(`error.${code}`);
      show(code === 'pick-address' ? 'warning' : 'error', message);
      emit('error', { code, message });
    },
    [t, show, emit],
  );

  // The error parameter shows its toast once, then leaves the URL.
  useEffect(() => {
    if (!nav.error) return;
    fail(errorCode(nav.error));
    navigate({ ...nav, error: undefined }, 'replace');
  }, [nav, fail, navigate]);

  const onLoaded = useCallback(
    (property: StreetData) => emit('property-viewed', { property_id: property.attributes.property_id, label: property.attributes.address.label }),
    [emit],
  );
  const onFailed = useCallback(
    (error: unknown) => {
      // A kept token the server refuses is forgotten; the report is then fetched again for a visitor.
      if (error instanceof ApiRequestError && error.status === 401 && session.onUnauthorized()) return;
      const code = error instanceof ApiRequestError && error.status === 404 ? 'address-not-found' : 'address-failed-to-load';
      navigate({ page: 'overview', error: code }, 'replace');
    },
    [navigate, session],
  );
  const { property, reload, prefetch } = useStreetData(api, nav.address, onLoaded, onFailed);
  const ReportScreen = usePreloaded(reportChunk, nav.address !== undefined);
  useEffect(() => {
    if (nav.address) lotMapChunk.preload();
  }, [nav.address]);
  shownPropertyRef.current = property?.attributes.property_id;
  // Each time an ADU page of a loaded report is shown, the host hears which.
  const shownPropertyId = nav.address ? property?.attributes.property_id : undefined;
  useEffect(() => {
    if (!shownPropertyId || (nav.page !== 'backyard-cottage' && nav.page !== 'in-home-apartment')) return;
    emit('report-viewed', { property_id: shownPropertyId, adu_type: nav.page === 'backyard-cottage' ? 'ext' : 'int', page: nav.page });
  }, [shownPropertyId, nav.page, emit]);
  reloadRef.current = () => {
    if (nav.address) reload().catch(onFailed);
  };

  const openAddress = useCallback(
    async (suggestion: AddressSuggestion) => {
      emit('address-selected', suggestion);
      detailsController.current?.abort();
      const controller = new AbortController();
      detailsController.current = controller;
      setResolving(true);
      try {
        const details = await send(api, addressDetails, { query: { place_id: suggestion.place_id } }, { signal: controller.signal });
        prefetch(details);
        navigate({ page: 'overview', address: details });
      } catch (error) {
        if (controller.signal.aborted) return;
        fail(error instanceof ApiRequestError && error.status === 404 ? 'address-not-found' : 'address-failed-to-load');
      } finally {
        if (!controller.signal.aborted) setResolving(false);
      }
    },
    [api, emit, fail, navigate, prefetch],
  );

  const chooseZone = useCallback(
    async (zone: string) => {
      if (!property) return false;
      try {
        await send(api, updateProperty, { params: { id: property.attributes.property_id }, body: { zone_code: zone } });
        trackEvent(api, 'property_zone_selection', org, { property_id: property.attributes.property_id, zone_code: zone });
        await reload();
        return true;
      } catch {
        show('error', t('zone.failed'));
        return false;
      }
    },
    [api, property, reload, show, t, org],
  );

  const onPropertyChanged = useCallback(async () => {
    await reload();
  }, [reload]);

  const onSearchFailed = useCallback(() => fail('unknown'), [fail]);
  const onNeedPick = useCallback(() => fail('pick-address'), [fail]);
  const loading = resolving || (nav.address !== undefined && (property === undefined || ReportScreen === undefined));
  const places = useAddressPlaces(api, nav.address === undefined);

  return (
    <HostEventsContext.Provider value={emit}>
      <LocaleContext.Provider value={locale}>
        <TranslateContext.Provider value={t}>
          <AccountContext.Provider value={account}>
            <OrgConfigProvider apiBase={apiBase} org={org} onFailed={onOrgFailed} themeRoot={rootRef}>
              <div ref={rootRef} className={`lotline${property && nav.address ? ' lotline--report' : ''}`} lang={locale}>
                {nav.address && property && ReportScreen ? (
                  <Suspense fallback={<Loader text={t('report.loading')} />}>
                    <ReportScreen
                      // Another viewer (signed in or out) gets a report of their own: its state starts afresh.
                      key={`${property.attributes.property_id}:${property.user?.user_id ?? ''}`}
                      property={property}
                      api={api}
                      nav={nav}
                      navigate={navigate}
                      hrefOf={router.href}
                      embedded={embedded}
                      tileUrl={tileUrl}
                      satelliteTileUrl={satelliteTileUrl}
                      pmtilesUrl={pmtilesUrl}
                      onNewAddress={() => navigate({ page: 'overview' })}
                      onZoneChosen={chooseZone}
                      onPropertyChanged={onPropertyChanged}
                      notify={show}
                    />
                  </Suspense>
                ) : (
                  <section className="landing" aria-labelledby="lotline-landing-title">
                    <div className="landing__account">
                      <AccountButton />
                    </div>
                    <LanguageSwitch className="landing__language" />
                    <OrgLogo className="landing__logo" />
                    <h2 id="lotline-landing-title" className="landing__title">
                      {t('landing.title')}
                    </h2>
                    <p className="landing__subtitle">{t('landing.subtitle')}</p>
                    <AddressSearch api={api} t={t} onEngage={preloadReport} onPick={openAddress} onNeedPick={onNeedPick} onSearchFailed={onSearchFailed} places={places} />
                    {loading && <Loader text={t('report.loading')} />}
                  </section>
                )}
                {accountOpen && (
                  <Suspense fallback={null}>
                    <AccountPanel api={api} embedded={embedded} onClose={() => setAccountOpen(false)} />
                  </Suspense>
                )}
                {/* Onboarding is account administration: on Lotline's own pages, never in an embed (decision 027). */}
                {Onboarding && <Onboarding api={api} user={embedded ? undefined : session.me?.user} apiBase={apiBase} embedded={embedded} notify={show} />}
                <Toasts toasts={toasts} dismiss={dismiss} t={t} />
              </div>
            </OrgConfigProvider>
          </AccountContext.Provider>
        </TranslateContext.Provider>
      </LocaleContext.Provider>
    </HostEventsContext.Provider>
  );
}

/** `url` resolved against the API's origin (the hosted page names a path of its server), or undefined when it is not a URL. */
function resolvedAgainst(url: string | undefined, base: string): string | undefined {
  return url && URL.canParse(url, base) ? new URL(url, base).href : undefined;
}

/** The report app (lookup landing, then the report) with the element's attributes; `Onboarding` is the console's onboarding, none in the embed. */
export function ReportApp({ attributes, apiBase, locale, chooseLocale, emit, Onboarding }: ElementScreenProps & Pick<AppProps, 'Onboarding'>) {
  // The main widget offers the language switch (ui/LanguageSwitch.tsx).
  return (
    <ChooseLocaleContext.Provider value={chooseLocale}>
      <App
        apiBase={apiBase}
        locale={locale}
        tileUrl={attributes.tileUrl || undefined}
        satelliteTileUrl={attributes.satelliteTileUrl || undefined}
        pmtilesUrl={resolvedAgainst(attributes.pmtilesUrl, apiBase)}
        org={attributes.org || undefined}
        mode={attributes.mode === 'hosted' ? 'hosted' : 'inline'}
        token={attributes.token || undefined}
        emit={emit}
        Onboarding={Onboarding}
      />
    </ChooseLocaleContext.Provider>
  );
}

function Loader({ text }: { text: string }) {
  return (
    <p className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
