// The join page (`/join?token=` on the API server, `<lotline-widget mode="join">`; spec 4 'Invite
// and roles', decision 016): shows the invite (organization, e-mail, role) from
// `GET /api/invites/preview`, asks visitors to sign in or sign up in the widget's popup, and joins
// with `POST /api/invites/accept`. Says plainly when the link is invalid or expired, was sent to
// another address, or the user already belongs to another organization. Its own chunk.
import { useEffect, useMemo, useRef, useState } from 'react';
import { acceptInvite, previewInvite, type AccountUser, type InvitePreview } from '../../../../core/api';
import { useWidgetSession } from '../../shell/account/use-widget-session';
import { ApiRequestError, send } from '../../api/client';
import { createTranslator, type Locale } from '../../i18n/messages';
import { createOrgTranslator } from '../i18n/org-messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import orgPagesCss from '../../styles/org-pages.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Toasts, useToasts } from '../../ui/Toasts';
import { SignInActions } from '../settings/SignInActions';
import { joinProblem, JoinProblem, joinToken } from './join-model';

interface Props {
  apiBase: string;
  locale: Locale;
  token?: string | undefined;
}

type Preview = { status: 'loading' } | { status: 'failed'; problem: JoinProblem } | { status: 'loaded'; invite: InvitePreview };
type Accept = { status: 'idle' } | { status: 'joining' } | { status: 'joined'; user: AccountUser } | { status: 'failed'; problem: JoinProblem };

const PROBLEM_TEXT = {
  [JoinProblem.Invalid]: 'join.invalid',
  [JoinProblem.OtherEmail]: 'join.otherEmail',
  [JoinProblem.OtherOrganization]: 'join.otherOrganization',
  [JoinProblem.AlreadyMember]: 'join.alreadyMember',
  [JoinProblem.Failed]: 'join.failed',
} as const;

/** The join page's content. */
export function JoinPage({ apiBase, locale, token }: Props) {
  const baseT = useMemo(() => createTranslator(locale), [locale]);
  const t = useMemo(() => createOrgTranslator(locale), [locale]);
  const adopt = useAdoptedStyles(orgPagesCss);
  const { toasts, show, dismiss } = useToasts();
  const { api, session } = useWidgetSession({ apiBase, token, t: baseT, show, onTokenChanged: () => undefined });
  const inviteToken = useMemo(() => joinToken(window.location.search), []);
  const [preview, setPreview] = useState<Preview>(() => (inviteToken ? { status: 'loading' } : { status: 'failed', problem: JoinProblem.Invalid }));
  const [accept, setAccept] = useState<Accept>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!inviteToken) return;
    const controller = new AbortController();
    setPreview({ status: 'loading' });
    send(api, previewInvite, { query: { token: inviteToken } }, { signal: controller.signal }).then(
      (invite) => setPreview({ status: 'loaded', invite }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPreview({ status: 'failed', problem: error instanceof ApiRequestError ? joinProblem(error.status, error.body?.error.message) : JoinProblem.Failed });
      },
    );
    return () => controller.abort();
  }, [api, inviteToken, attempt]);

  // The outcome of joining takes focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (accept.status === 'joined' || accept.status === 'failed') heading.current?.focus();
  }, [accept.status]);

  const join = async () => {
    if (!inviteToken) return;
    setAccept({ status: 'joining' });
    try {
      const { user } = await send(api, acceptInvite, { body: { token: inviteToken } });
      setAccept({ status: 'joined', user });
      session.refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) session.onUnauthorized();
      setAccept({ status: 'failed', problem: error instanceof ApiRequestError ? joinProblem(error.status, error.body?.error.message) : JoinProblem.Failed });
    }
  };

  const invite = preview.status === 'loaded' ? preview.invite : undefined;
  const me = session.me?.user;
  const title =
    accept.status === 'joined' && invite ? t('join.joinedTitle', { organization: invite.organization_name }) : invite ? t('join.title', { organization: invite.organization_name }) : t('join.titleGeneric');

  return (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={baseT}>
        <div className="lotline join-page" lang={locale} ref={adopt}>
          <h1 className="join-page__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          {preview.status === 'loading' && (
            <p className="settings-status" role="status">
              {t('join.loading')}
            </p>
          )}
          {preview.status === 'failed' && (
            <div role="alert" className="join-page__problem">
              <p>{t(PROBLEM_TEXT[preview.problem])}</p>
              {preview.problem === JoinProblem.Failed && (
                <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
                  {t('settings.retry')}
                </button>
              )}
            </div>
          )}
          {invite && accept.status !== 'joined' && (
            <>
              <dl className="join-page__facts">
                <div>
                  <dt>{t('join.organization')}</dt>
                  <dd>{invite.organization_name}</dd>
                </div>
                <div>
                  <dt>{t('join.email')}</dt>
                  <dd>{invite.email}</dd>
                </div>
                <div>
                  <dt>{t('join.role')}</dt>
                  <dd>{t(`members.role.${invite.organization_role}`)}</dd>
                </div>
              </dl>
              {!session.isSignedIn ? (
                <div className="join-page__signin">
                  <p>{t('join.signInFirst', { email: invite.email })}</p>
                  <SignInActions session={session} t={t} />
                </div>
              ) : !me ? (
                <p className="settings-status" role="status">
                  {t('settings.loadingAccount')}
                </p>
              ) : (
                <div className="join-page__accept">
                  <p>{t('join.signedInAs', { email: me.email })}</p>
                  {accept.status === 'failed' && (
                    <p className="join-page__problem" role="alert">
                      {t(PROBLEM_TEXT[accept.problem])}
                    </p>
                  )}
                  <div className="settings-page__actions">
                    <button type="button" className="button button--primary" aria-disabled={accept.status === 'joining' || undefined} onClick={() => accept.status !== 'joining' && void join()}>
                      {accept.status === 'joining' ? t('join.joining') : t('join.accept', { organization: invite.organization_name })}
                    </button>
                    {accept.status === 'failed' && accept.problem === JoinProblem.OtherEmail && (
                      <button type="button" className="button" onClick={() => void session.signOut().then(() => setAccept({ status: 'idle' }))}>
                        {t('join.switchAccount')}
                      </button>
                    )}
                  </div>
                </div>
              )}
            </>
          )}
          {accept.status === 'joined' && invite && (
            <div role="status" className="join-page__done">
              <p>{t('join.joined', { organization: invite.organization_name, role: t(`members.role.${accept.user.organization_role ?? invite.organization_role}`) })}</p>
              <div className="settings-page__actions">
                <a className="button button--primary" href={`/?org=${encodeURIComponent(invite.organization_id)}`}>
                  {t('join.openHostedPage')}
                </a>
                <a className="button" href="/settings#members">
                  {t('join.openSettings')}
                </a>
              </div>
            </div>
          )}
          <Toasts toasts={toasts} dismiss={dismiss} t={baseT} />
        </div>
      </TranslateContext.Provider>
    </LocaleContext.Provider>
  );
}
