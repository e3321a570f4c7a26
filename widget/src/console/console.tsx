// The console entry (dist/lotline-console.mjs): <lotline-widget> on Lotline's own pages, the
// organization console around the report app. With mode="account" it is the sign-in page, with
// mode="packages" the packages page, with mode="settings" the organization settings and with
// mode="join" an invite's join page, each from a chunk of its own; otherwise (the vendor's hosted
// page and its report paths) the report app with the onboarding of a new user. Builders' sites
// and the framed page load embed/element.tsx instead, which imports nothing under console/
// (decision 041). With embed/element.tsx, the only file that touches the custom elements registry.
import { lazy, Suspense } from 'react';
import { OnboardingGate } from './onboarding/OnboardingGate';
import { ReportApp } from '../embed/App';
import { TAG_NAME, widgetElement, type ElementScreenProps } from '../shell/widget-element';

const AccountPages = lazy(() => import('./account/AccountPages').then((module) => ({ default: module.AccountPages })));
const PackagesPage = lazy(() => import('./account/PackagesPage').then((module) => ({ default: module.PackagesPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((module) => ({ default: module.SettingsPage })));
const JoinPage = lazy(() => import('./join/JoinPage').then((module) => ({ default: module.JoinPage })));

/** The page the element's mode names, or the report app with onboarding. */
function ConsoleScreens(props: ElementScreenProps) {
  const { attributes, apiBase, locale } = props;
  const { mode, org, orgName } = attributes;
  const token = attributes.token || undefined;
  if (mode === 'account') {
    return (
      <Suspense fallback={null}>
        <AccountPages
          apiBase={apiBase}
          locale={locale}
          returnTo={attributes.returnTo || undefined}
          organization={org && orgName ? { id: org, name: orgName } : undefined}
          site={attributes.site || undefined}
        />
      </Suspense>
    );
  }
  if (mode === 'packages') {
    return (
      <Suspense fallback={null}>
        <PackagesPage apiBase={apiBase} locale={locale} token={token} />
      </Suspense>
    );
  }
  if (mode === 'settings' || mode === 'join') {
    const Page = mode === 'settings' ? SettingsPage : JoinPage;
    return (
      <Suspense fallback={null}>
        <Page apiBase={apiBase} locale={locale} token={token} />
      </Suspense>
    );
  }
  return <ReportApp {...props} Onboarding={OnboardingGate} />;
}

export { TAG_NAME };

/** <lotline-widget> of Lotline's own pages: the console pages by `mode`, else the report app with onboarding. */
export const LotlineConsoleElement = widgetElement(ConsoleScreens);

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, LotlineConsoleElement);
