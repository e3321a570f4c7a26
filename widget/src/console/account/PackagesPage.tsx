// The packages page (`/packages` on the API server, `<lotline-widget mode="packages">`; spec 2:
// '/packages (upgrade page)'): the Free and Pro plans side by side, the reader's own plan marked
// 'Your plan'. Pro's action is the billing portal (`GET /api/billing/portal`, asked only when
// `GET /api/me` says the server has one); without it the card says plainly that an administrator
// sets packages for now. Visitors
// sign in through the same popup as the widget (their token then stays with this tab), and a
// host's `token` attribute wins as in the widget. Loaded as its own chunk of the console entry,
// with its own style sheet.
import { useEffect, useId, useMemo, useState } from 'react';
import { getBillingPortal, startTrial, type Package, type TrialState } from '../../../../core/api';
import { ApiRequestError, send } from '../../api/client';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import { createAccountTranslator, type AccountTranslate } from './account-messages';
import accountPagesCss from '../../styles/account-pages.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Toasts, useToasts } from '../../ui/Toasts';
import { PLANS, PlanAction, planAction, planFeatures, type PortalState } from './packages-model';
import type { AccountSession } from '../../shell/account/use-session';
import { useWidgetSession } from '../../shell/account/use-widget-session';

interface Props {
  apiBase: string;
  locale: Locale;
  /** A sign-in token given by the host page (the element's `token`); it wins over a kept one. */
  token?: string | undefined;
}

const PLAN_NAMES = { free: 'packages.free', pro: 'packages.pro' } as const;

/** The packages page's content. */
export function PackagesPage({ apiBase, locale, token }: Props) {
  const adopt = useAdoptedStyles(accountPagesCss);
  const t = useMemo(() => createAccountTranslator(locale), [locale]);
  const { toasts, show, dismiss } = useToasts();
  const { api, session } = useWidgetSession({ apiBase, token, t, show, onTokenChanged: () => undefined });
  const me = session.me;
  const userId = me?.user.id;
  const hasPortal = me?.billing_portal === true;
  const [portal, setPortal] = useState<PortalState>({ status: 'loading' });
  const [portalAttempt, setPortalAttempt] = useState(0);

  // The portal is per user: asked once the account is known (and only when the server has one), again after a failure on request.
  useEffect(() => {
    if (!userId) return;
    if (!hasPortal) return setPortal({ status: 'none' });
    const controller = new AbortController();
    setPortal({ status: 'loading' });
    send(api, getBillingPortal, {}, { signal: controller.signal }).then(
      ({ url }) => setPortal(url ? { status: 'found', url } : { status: 'none' }),
      (error: unknown) => {
        // No portal (404) is an answer, not a failure.
        if (error instanceof ApiRequestError && error.status === 404) setPortal({ status: 'none' });
        else if (!controller.signal.aborted) setPortal({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, userId, hasPortal, portalAttempt]);

  const reader = { isSignedIn: session.isSignedIn, current: me?.user.package, portal, trial: me?.trial };
  const [starting, setStarting] = useState(false);
  // The server starts the trial and answers its end; the account is then read again (Pro now).
  const beginTrial = async () => {
    setStarting(true);
    try {
      const trial = await send(api, startTrial, {});
      show('success', t('packages.trialStarted', { date: endDate(trial, locale) }));
      session.refresh();
    } catch {
      show('error', t('packages.trialFailed'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={t}>
        <div className="lotline packages-page" lang={locale} ref={adopt}>
          <h1 className="packages-page__title">{t('packages.title')}</h1>
          {!session.isSignedIn ? (
            <p className="packages-page__who">
              {t('packages.visitor')}{' '}
              <button type="button" className="link-button" onClick={() => session.signIn()}>
                {t('account.signIn')}
              </button>
            </p>
          ) : me ? (
            <p className="packages-page__who">{t('packages.signedInAs', { email: me.user.email })}</p>
          ) : (
            <p className="packages-page__who" role="status">
              {t('packages.loading')}
            </p>
          )}
          <ul className="packages">
            {PLANS.map((plan) => (
              <li key={plan}>
                <PlanCard
                  plan={plan}
                  t={t}
                  isCurrent={me?.user.package === plan}
                  action={planAction(plan, reader)}
                  portal={portal}
                  session={session}
                  trialEnds={me?.trial ? endDate(me.trial, locale) : ''}
                  starting={starting}
                  onStartTrial={() => void beginTrial()}
                  onRetry={() => setPortalAttempt((count) => count + 1)}
                />
              </li>
            ))}
          </ul>
          <Toasts toasts={toasts} dismiss={dismiss} t={t} />
        </div>
      </TranslateContext.Provider>
    </LocaleContext.Provider>
  );
}

interface CardProps {
  plan: Package;
  t: AccountTranslate;
  isCurrent: boolean;
  action: PlanAction;
  portal: PortalState;
  session: AccountSession;
  /** The trial's last day in the reader's words, '' without one. */
  trialEnds: string;
  /** Whether the trial is being started. */
  starting: boolean;
  onStartTrial(): void;
  onRetry(): void;
}

/** The day a trial ends, in the reader's words. */
function endDate(trial: TrialState, locale: Locale): string {
  return trial.ends_at ? formatDate(trial.ends_at.slice(0, 10), locale) : '';
}

/** One plan: its name, 'Your plan' when it is the reader's, its features and what the reader can do. */
function PlanCard({ plan, t, isCurrent, action, portal, session, trialEnds, starting, onStartTrial, onRetry }: CardProps) {
  const headingId = useId();
  const noteId = useId();
  const name = t(PLAN_NAMES[plan]);
  const portalUrl = portal.status === 'found' ? portal.url : undefined;
  return (
    <section className={`package-card package-card--${plan}${isCurrent ? ' package-card--current' : ''}`} aria-labelledby={headingId}>
      <div className="package-card__head">
        <h2 id={headingId} className="package-card__name">
          {name}
        </h2>
        {isCurrent && <span className="package-card__current">{t('packages.yourPlan')}</span>}
      </div>
      <ul className="package-card__features" aria-label={t('packages.features', { name })}>
        {planFeatures(plan, t).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="package-card__action">
        {action === PlanAction.SignUp && (
          <button type="button" className="button" onClick={() => session.signIn('sign-up')}>
            {t('packages.createAccount')}
          </button>
        )}
        {action === PlanAction.TrialSignUp && (
          <>
            <button type="button" className="button button--primary" aria-describedby={noteId} onClick={() => session.signIn('sign-up')}>
              {t('packages.trial')}
            </button>
            <p id={noteId} className="package-card__note">
              {t('packages.trialNeedsAccount')}
            </p>
          </>
        )}
        {action === PlanAction.StartTrial && (
          <button type="button" className="button button--primary" disabled={starting} aria-busy={starting} onClick={onStartTrial}>
            {starting ? t('packages.trialStarting') : t('packages.trial')}
          </button>
        )}
        {action === PlanAction.TrialRunning && (
          <>
            <p className="package-card__note" role="status">
              {t('packages.trialRunning', { date: trialEnds })}
            </p>
            {portalUrl ? (
              <a className="button" href={portalUrl}>
                {t('packages.trialKeep')}
              </a>
            ) : (
              <p className="package-card__note">{t('packages.trialKeepAdmin')}</p>
            )}
          </>
        )}
        {action === PlanAction.Subscribe && (
          <a className="button button--primary" href={portalUrl}>
            {t('packages.subscribe')}
          </a>
        )}
        {action === PlanAction.Manage && (
          <a className="button" href={portalUrl}>
            {t('account.manageSubscriptions')}
          </a>
        )}
        {action === PlanAction.AdminSets && <p className="package-card__note">{t('packages.adminSetsPackages')}</p>}
        {action === PlanAction.AdminManages && <p className="package-card__note">{t('packages.adminManagesPackages')}</p>}
        {action === PlanAction.PortalFailed && (
          <div role="alert">
            <p className="package-card__note">{t('packages.portalFailed')}</p>
            <button type="button" className="button" onClick={onRetry}>
              {t('packages.retry')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
