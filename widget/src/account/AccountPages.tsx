// The sign-in page (`/sign-in`, `/reset-password` on the API server, `<lotline-widget
// mode="account">`): sign in, sign up, ask for a password reset, set a new password. Signed in
// inside the popup a widget opened, the token goes to that window at `returnTo` only, and the
// popup closes; opened directly, the token is kept for the vendor's own site and the page says
// so, with a link back. Loaded as its own chunk: host pages never need it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../api/client';
import { postToOpener } from '../host-bridge';
import { createTranslator, type Locale } from '../i18n/messages';
import { LocaleContext, TranslateContext } from '../i18n/use-translate';
import { Toasts, useToasts } from '../ui/Toasts';
import type { AuthResponse } from './account-types';
import { authMessage } from './auth-message';
import { AuthForm } from './AuthForm';
import { readAccountPage, type AccountView } from './page-request';
import { sessionTokenStorage, writeToken } from './token-store';

/** What the page shows: a form, or what happened. */
type Shown = AccountView | 'reset-sent' | 'signed-in' | 'handed-over';

const TITLE = {
  'sign-in': 'account.signIn',
  'sign-up': 'account.signUpTitle',
  'reset-request': 'account.resetTitle',
  'reset-confirm': 'account.resetConfirmTitle',
  'reset-sent': 'account.resetTitle',
  'signed-in': 'account.signedInTitle',
  'handed-over': 'account.signedInTitle',
} as const;

interface Props {
  apiBase: string;
  locale: Locale;
  /** The `returnTo` origin the server approved (an organization's embedding origin), if any. */
  returnTo?: string | undefined;
}

/** The sign-in page's content. */
export function AccountPages({ apiBase, locale, returnTo }: Props) {
  const t = useMemo(() => createTranslator(locale), [locale]);
  const api = useMemo(() => createApiClient(apiBase), [apiBase]);
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

  const finish = ({ token }: AuthResponse) => {
    if (request.returnTo && postToOpener(authMessage(token), request.returnTo)) {
      setShown('handed-over');
      window.close();
      return;
    }
    writeToken(sessionTokenStorage(), apiBase, token);
    setShown('signed-in');
  };

  const switchTo = (view: AccountView) => () => setShown(view);
  const linkBack = request.returnTo ?? '/';

  return (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={t}>
        <div className="lotline account-page" lang={locale}>
          <section className="account-card" aria-labelledby="lotline-account-title">
            <h1 id="lotline-account-title" className="account-card__title" tabIndex={-1} ref={heading}>
              {t(TITLE[shown])}
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
