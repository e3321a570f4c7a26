// The settings page (`/settings` on the API server, `<lotline-widget mode="settings">`; spec 2
// 'Settings'): visitors get a sign-in prompt (the widget's sign-in popup), users without an
// organization a pointer to onboarding and the packages, members of an organization its tabs:
// Organization (owners edit it, members read it and edit their own profile), Members, and for owners Leads and Analytics. The tab
// is kept in the address's hash. Loaded as its own chunk, with its own words and style sheet.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { OrgRole } from '../../../../core/api';
import { useWidgetSession } from '../../shell/account/use-widget-session';
import type { AccountSession } from '../../shell/account/use-session';
import type { ApiClient } from '../../api/client';
import { createTranslator, type Locale } from '../../i18n/messages';
import { createOrgTranslator, type OrgTranslate } from '../i18n/org-messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import orgPagesCss from '../../styles/org-pages.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { ToastContext } from '../ui/toast-context';
import { Toasts, useToasts } from '../../ui/Toasts';
import { AnalyticsView } from './analytics/AnalyticsView';
import { LeadsView } from './leads/LeadsView';
import { MembersPanel } from './members/MembersPanel';
import { OrganizationForm } from './OrganizationForm';
import { SignInActions } from './SignInActions';
import { settingsEditing, settingsView, tabFromHash, tabsFor, type SettingsTab } from './settings-access';

interface Props {
  apiBase: string;
  locale: Locale;
  /** A sign-in token given by the host page (the element's `token`); it wins over a kept one. */
  token?: string | undefined;
}

/** The settings page's content. */
export function SettingsPage({ apiBase, locale, token }: Props) {
  const baseT = useMemo(() => createTranslator(locale), [locale]);
  const t = useMemo(() => createOrgTranslator(locale), [locale]);
  const adopt = useAdoptedStyles(orgPagesCss);
  const { toasts, show, dismiss } = useToasts();
  const { api, session } = useWidgetSession({ apiBase, token, t: baseT, show, onTokenChanged: () => undefined });
  const user = session.me?.user;
  const view = settingsView(session.isSignedIn, user);

  return (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={baseT}>
        <ToastContext.Provider value={show}>
          <div className="lotline settings-page" lang={locale} ref={adopt}>
            <h1 className="settings-page__title">{t('settings.title')}</h1>
            {view.kind === 'signed-out' && (
              <div className="settings-page__intro">
                <p>{t('settings.signInPrompt')}</p>
                <SignInActions session={session} t={t} />
              </div>
            )}
            {view.kind === 'loading' && (
              <p className="settings-status" role="status">
                {t('settings.loadingAccount')}
              </p>
            )}
            {view.kind === 'no-organization' && (
              <div className="settings-page__intro">
                <p>{t('settings.noOrganization')}</p>
                <div className="settings-page__actions">
                  <a className="button button--primary" href="/">
                    {t('settings.startOnboarding')}
                  </a>
                  <a className="button" href="/packages">
                    {t('settings.seePackages')}
                  </a>
                </div>
              </div>
            )}
            {view.kind === 'organization' && user && (
              <OrganizationTabs api={api} session={session} token={session.token} orgId={view.orgId} role={view.role} t={t} />
            )}
            <Toasts toasts={toasts} dismiss={dismiss} t={baseT} />
          </div>
        </ToastContext.Provider>
      </TranslateContext.Provider>
    </LocaleContext.Provider>
  );
}

interface TabsProps {
  api: ApiClient;
  session: AccountSession;
  token: string | undefined;
  orgId: string;
  role: OrgRole;
  t: OrgTranslate;
}

/** The tabs of a member's organization, the open one named in the hash. */
function OrganizationTabs({ api, session, token, orgId, role, t }: TabsProps) {
  const id = useId();
  const tabs = tabsFor(role);
  const [tab, setTabState] = useState<SettingsTab>(() => tabFromHash(window.location.hash, role));
  const [visited, setVisited] = useState<ReadonlySet<SettingsTab>>(() => new Set([tab]));
  const tabRefs = useRef(new Map<SettingsTab, HTMLButtonElement>());
  const user = session.me!.user;
  const onUnauthorized = () => void session.onUnauthorized();

  const setTab = (next: SettingsTab) => {
    setTabState(next);
    setVisited((set) => (set.has(next) ? set : new Set([...set, next])));
  };

  useEffect(() => {
    const onHash = () => setTab(tabFromHash(window.location.hash, role));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [role]);

  const open = (next: SettingsTab, focus = false) => {
    setTab(next);
    history.replaceState(history.state, '', `#${next}`);
    if (focus) tabRefs.current.get(next)?.focus();
  };
  // Arrow keys move between tabs (the ARIA tabs pattern with automatic activation).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : undefined;
    if (!next) return;
    event.preventDefault();
    open(next, true);
  };

  return (
    <>
      <p className="settings-page__org">{t(role === 'owner' ? 'settings.youOwn' : 'settings.youMember', { email: user.email })}</p>
      <div className="settings-tabs" role="tablist" aria-label={t('settings.sections')} onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="settings-tabs__tab"
            onClick={() => open(name)}
          >
            {t(`settings.tab.${name}`)}
          </button>
        ))}
      </div>
      {/* A visited tab stays mounted while hidden, so what was typed there survives a look at another tab. */}
      {tabs
        .filter((name) => visited.has(name))
        .map((name) => (
          <div key={name} className="settings-tabs__panel" role="tabpanel" id={`${id}-panel-${name}`} aria-labelledby={`${id}-tab-${name}`} hidden={tab !== name}>
            {name === 'organization' && <OrganizationForm api={api} orgId={orgId} user={user} editing={settingsEditing(role)} onUnauthorized={onUnauthorized} onProfileSaved={session.refresh} />}
            {name === 'members' && <MembersPanel api={api} orgId={orgId} userId={user.id} onUnauthorized={onUnauthorized} />}
            {name === 'leads' && <LeadsView api={api} orgId={orgId} onUnauthorized={onUnauthorized} />}
            {name === 'analytics' && <AnalyticsView api={api} orgId={orgId} onUnauthorized={onUnauthorized} />}
          </div>
        ))}
    </>
  );
}
