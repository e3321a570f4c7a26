// The account panel (spec 1 section 2): who is signed in, their package and addresses used, the
// billing portal for paid plans, Settings (the settings page at the API base, in a new tab inside
// a host page), Log out; 'Unregistered Guest' with Sign in for visitors. A Pro user gets the dark
// panel. It asks for a fresh quota each time it opens.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { addressesUsed } from './account-model';
import { AccountAvatar } from './AccountAvatar';
import { useAccount } from '../shell/account/account-context';
import { PackagesLink } from '../shell/account/PackagesLink';
import { vendorPageUrl } from '../shell/account/sign-in-url';
import { getBillingPortal } from '../../../core/api';
import { send } from '../api/client';

interface Props {
  api: ApiClient;
  /** Inside a host page: no upgrade control (spec 1 section 2), and Settings opens a new tab. */
  embedded: boolean;
  onClose(): void;
}

/** The account panel, a modal dialog. */
export function AccountPanel({ api, embedded, onClose }: Props) {
  const t = useTranslate();
  const { session, apiBase } = useAccount();
  const { me, isSignedIn, refresh } = session;
  const isPro = me?.user.package === 'pro';
  const hasPortal = me?.billing_portal === true;
  const [portalUrl, setPortalUrl] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (isSignedIn) refresh();
  }, [isSignedIn, refresh]);

  // Only paid plans have a subscription to manage; the control stays hidden without a portal, which is then not asked for.
  useEffect(() => {
    if (!isPro || !hasPortal) return;
    const controller = new AbortController();
    send(api, getBillingPortal, {}, { signal: controller.signal }).then(
      ({ url }) => setPortalUrl(url),
      () => setPortalUrl(null),
    );
    return () => controller.abort();
  }, [api, isPro, hasPortal]);

  const logOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
    }
  };

  const used = me ? addressesUsed(me.quota) : undefined;
  const usedText =
    used === undefined
      ? ''
      : used.quota === null
        ? t('account.usedUnlimited', { used: used.used })
        : t(used.isMonthly ? 'account.usedOfMonthly' : 'account.usedOf', { used: used.used, quota: used.quota });

  return (
    <Modal title={t('account.title')} onClose={onClose} className={`account-panel${isPro ? ' account-panel--pro' : ''}`}>
      <div className="account-panel__who">
        <AccountAvatar user={me?.user} large />
        <div className="account-panel__names">
          {me ? (
            <>
              <p className="account-panel__name">{me.user.name}</p>
              <p className="account-panel__email">{me.user.email}</p>
            </>
          ) : isSignedIn ? (
            <p className="account-panel__name" role="status">
              {t('account.loading')}
            </p>
          ) : (
            <p className="account-panel__name">{t('account.guest')}</p>
          )}
        </div>
      </div>
      {me && used && (
        <dl className="account-panel__facts">
          <div className="account-panel__fact">
            <dt>{t('account.package')}</dt>
            <dd>
              <span className={`account-badge account-badge--${me.user.package}`}>{t(isPro ? 'account.packagePro' : 'account.packageFree')}</span>
            </dd>
          </div>
          <div className="account-panel__fact">
            <dt>{t('account.addressesUsed')}</dt>
            <dd data-used={used.used}>{usedText}</dd>
          </div>
        </dl>
      )}
      <div className="account-panel__actions">
        {isSignedIn ? (
          <>
            {portalUrl && (
              <a className="button account-panel__portal" href={portalUrl} target="_blank" rel="noopener noreferrer">
                {t('account.manageSubscriptions')}
              </a>
            )}
            {me && !isPro && !embedded && (
              <PackagesLink className="button button--primary">{t('account.upgrade')}</PackagesLink>
            )}
            {/* Inside a host page the settings open in a new tab, so the host's page stays where it is. */}
            <a className="button account-panel__settings" href={vendorPageUrl(apiBase, '/settings')} {...(embedded ? { target: '_blank', rel: 'noopener' } : {})}>
              {t('account.settings')}
              {embedded && <span className="visually-hidden"> {t('citation.newTab')}</span>}
            </a>
            <button type="button" className="button account-panel__logout" aria-busy={signingOut} onClick={() => void logOut()}>
              {t('account.logOut')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => session.signIn()}>
            {t('account.signIn')}
          </button>
        )}
      </div>
    </Modal>
  );
}
