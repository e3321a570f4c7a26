// The sign-in page (`/sign-in`, `/reset-password` on the API server, `<lotline-widget
// mode="account">`): sign in, sign up, ask for a password reset, set a new password. Signed in
// inside the popup an embedded widget opened, the page first asks the person whether to continue
// to that site, naming it by its address as their browser reported it (the inline embed's page,
// or the page that frames Lotline's: `site`, never a name the organization chose, issue 28) and
// the organization, then hands that window at `returnTo` a widget token scoped to the
// organization's embed (decision 027), never the session itself, and closes.
// Opened from Lotline's own page, the session goes back there; opened directly, it is kept for
// the vendor's own site and the page says so, with a link back. Loaded as its own chunk of the
// console entry, with its own style sheet.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../../api/client';
import { createAccountApi } from './account-api';
import { postToOpener } from '../../shell/host/host-bridge';
import type { Locale } from '../../i18n/messages';
import { createAccountTranslator } from './account-messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import accountPagesCss from '../../styles/account-pages.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Toasts, useToasts } from '../../ui/Toasts';
import type { AuthResponse } from '../../shell/account/account-types';
import { authMessage } from '../../shell/account/auth-message';
import { AuthForm } from './AuthForm';
import { readAccountPage, readReturnTo, type AccountView } from './page-request';
import { sessionTokenStorage, writeToken } from '../../shell/account/token-store';

/** What the page shows: a form, the question before a token goes to an embedding site, or what happened. */
type Shown = AccountView | 'reset-sent' | 'signed-in' | 'handed-over' | 'consent' | 'consent-declined';

const TITLE = {
  'sign-in': 'account.signIn',
  'sign-up': 'account.signUpTitle',
  'reset-request': 'account.resetTitle',
  'reset-confirm': 'account.resetConfirmTitle',
  'reset-sent': 'account.resetTitle',
  'signed-in': 'account.signedInTitle',
  'handed-over': 'account.signedInTitle',
  consent: 'account.consentTitle',
  'consent-declined': 'account.signedInTitle',
} as const;

interface Props {
  apiBase: string;
  locale: Locale;
  /** The `returnTo` origin the server approved (an organization's embedding origin), if any. */
  returnTo?: string | undefined;
  /** The organization whose embedded widget opened this popup, when the server approved it. */
  organization?: { id: string; name: string } | undefined;
  /** The origin of the page the person sees that widget on, as their browser reported it and the server approved. */
  site?: string | undefined;
}

/** The sign-in page's content. */
export function AccountPages({ apiBase, locale, returnTo, organization, site: siteOrigin }: Props) {
  const adopt = useAdoptedStyles(accountPagesCss);
  const t = useMemo(() => createAccountTranslator(locale), [locale]);
  const api = useMemo(() => createAccountApi(createApiClient(apiBase)), [apiBase]);
  const request = useMemo(
    () => readAccountPage(window.location.pathname, window.location.search, { ownOrigin: window.location.origin, approved: returnTo }),
    [returnTo],
  );
  const [shown, setShown] = useState<Shown>(request.view);
  const [resetEmail, setResetEmail] = useState('');
  const { toasts, show, dismiss } = useToasts();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstShown = useRef(shown);

  // Another form or an outcome moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (shown !== firstShown.current) heading.current?.focus();
  }, [shown]);

  // An embedded widget's site (or the hosted page framed in one) gets a widget token, and only after
  // the person agreed to continue to the site they are on, named by its host.
  const consentSite = readReturnTo(siteOrigin);
  const embedding = request.returnTo !== null && organization !== undefined && consentSite !== null ? { origin: request.returnTo, organization, site: consentSite } : null;
  const site = embedding ? new URL(embedding.site).host : '';
  const [session, setSession] = useState<string | null>(null);
  const [handing, setHanding] = useState(false);

  const finish = ({ token }: AuthResponse) => {
    if (embedding) {
      setSession(token);
      setShown('consent');
      return;
    }
    if (request.returnTo && postToOpener(authMessage(token), request.returnTo)) {
      setShown('handed-over');
      window.close();
      return;
    }
    writeToken(sessionTokenStorage(), apiBase, token);
    setShown('signed-in');
  };

  const agree = async () => {
    if (!embedding || !session || handing) return;
    setHanding(true);
    try {
      const granted = await api.widgetToken(session, { organization_id: embedding.organization.id, origin: embedding.origin });
      if (postToOpener(authMessage(granted.token), embedding.origin)) {
        setShown('handed-over');
        window.close();
        return;
      }
      show('error', t('account.consentFailed', { site }));
    } catch {
      show('error', t('account.consentFailed', { site }));
    } finally {
      setHanding(false);
    }
  };

  const decline = () => {
    // Nothing goes to the site; the session stays with Lotline's own pages in this window.
    if (session) writeToken(sessionTokenStorage(), apiBase, session);
    setShown('consent-declined');
  };

  const switchTo = (view: AccountView) => () => setShown(view);
  const linkBack = request.returnTo ?? '/';

  return (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={t}>
        <div className="lotline account-page" lang={locale} ref={adopt}>
          <section className="account-card" aria-labelledby="lotline-account-title">
            <h1 id="lotline-account-title" className="account-card__title" tabIndex={-1} ref={heading}>
              {shown === 'consent' ? t('account.consentTitle', { site }) : t(TITLE[shown])}
            </h1>
            {shown === 'sign-in' && (
              <>
                <AuthForm t={t} fields={['email', 'password']} submitLabel={t('account.signIn')} notify={show} onSubmit={async (values) => finish(await api.signIn(values))}>
                  <button type="button" className="link-button auth-form__aside" onClick={switchTo('reset-request')}>
                    {t('account.forgotPassword')}
                  </button>
                </AuthForm>
                <p className="account-card__switch">
                  {t('account.noAccount')}{' '}
                  <button type="button" className="link-button" onClick={switchTo('sign-up')}>
                    {t('account.createAccount')}
                  </button>
                </p>
              </>
            )}
            {shown === 'sign-up' && (
              <>
                <AuthForm
                  t={t}
                  fields={['first_name', 'last_name', 'email', 'password']}
                  isNewPassword
                  submitLabel={t('account.submitSignUp')}
                  notify={show}
                  onSubmit={async (values) => finish(await api.signUp(values))}
                />
                <p className="account-card__switch">
                  {t('account.haveAccount')}{' '}
                  <button type="button" className="link-button" onClick={switchTo('sign-in')}>
                    {t('account.signIn')}
                  </button>
                </p>
              </>
            )}
            {shown === 'reset-request' && (
              <>
                <p className="account-card__text">{t('account.resetIntro')}</p>
                <AuthForm
                  t={t}
                  fields={['email']}
                  submitLabel={t('account.submitReset')}
                  notify={show}
                  onSubmit={async ({ email }) => {
                    await api.requestPasswordReset(email);
                    setResetEmail(email);
                    setShown('reset-sent');
                  }}
                />
                <p className="account-card__switch">
                  <button type="button" className="link-button" onClick={switchTo('sign-in')}>
                    {t('account.backToSignIn')}
                  </button>
                </p>
              </>
            )}
            {shown === 'reset-sent' && (
              <>
                <p className="account-card__text" role="status">
                  {t('account.resetSent', { email: resetEmail })}
                </p>
                <button type="button" className="link-button" onClick={switchTo('sign-in')}>
                  {t('account.backToSignIn')}
                </button>
              </>
            )}
            {shown === 'reset-confirm' &&
              (request.resetToken ? (
                <AuthForm
                  t={t}
                  fields={['password']}
                  isNewPassword
                  submitLabel={t('account.submitNewPassword')}
                  rejectedText={t('account.resetLinkInvalid')}
                  notify={show}
                  onSubmit={async ({ password }) => finish(await api.confirmPasswordReset(request.resetToken!, password))}
                />
              ) : (
                <>
                  <p className="account-card__text">{t('account.resetLinkMissing')}</p>
                  <button type="button" className="link-button" onClick={switchTo('reset-request')}>
                    {t('account.requestNewLink')}
                  </button>
                </>
              ))}
            {shown === 'signed-in' && (
              <>
                <p className="account-card__text" role="status">
                  {t('account.signedInText')}
                </p>
                <a className="button button--primary" href={linkBack}>
                  {t('account.backToSite')}
                </a>
              </>
            )}
            {shown === 'consent' && embedding && (
              <>
                <p className="account-card__text">
                  {t('account.consentText', { org: embedding.organization.name, site })}
                </p>
                <div className="account-card__actions">
                  <button type="button" className="button button--primary" onClick={() => void agree()} disabled={handing} aria-busy={handing}>
                    {t('account.consentContinue', { site })}
                  </button>
                  <button type="button" className="button" onClick={decline} disabled={handing}>
                    {t('account.consentCancel')}
                  </button>
                </div>
              </>
            )}
            {shown === 'consent-declined' && (
              <p className="account-card__text" role="status">
                {t('account.consentDeclined', { site })}
              </p>
            )}
            {shown === 'handed-over' && (
              <p className="account-card__text" role="status">
                {t('account.handedOver')}
              </p>
            )}
          </section>
          <Toasts toasts={toasts} dismiss={dismiss} t={t} />
        </div>
      </TranslateContext.Provider>
    </LocaleContext.Provider>
  );
}
