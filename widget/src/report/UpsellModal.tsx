// 'Unlock more features' (spec 1 section 6): what a locked control opens. Visitors without a
// sign-in are asked for a free login and can sign in at once; signed-in users are offered the
// Pro plan on the packages page.
import { useAccount } from '../shell/account/account-context';
import { PackagesLink } from '../shell/account/PackagesLink';
import { useTranslate } from '../i18n/use-translate';
import { useOrgConfig } from '../shell/org/org-context';
import { ctaLabel } from '../org/OrgCta';
import { Modal } from '../ui/Modal';

/** The upsell to the Pro plan; inside a host page the packages page opens in a new tab. */
export function UpsellModal({ signedIn, embedded = false, onClose }: { signedIn: boolean; embedded?: boolean; onClose(): void }) {
  const t = useTranslate();
  const { session } = useAccount();
  // An organization that opens the full report after a lead says so to its visitors (decision 050).
  const config = useOrgConfig();
  const afterLead = !signedIn && config?.visitor_report === 'after_lead' ? { org: config.name, cta: ctaLabel(config, false) ?? t('org.ctaFallback') } : null;
  const signIn = () => {
    // The popup opens within the click, or the browser blocks it.
    session.signIn();
    onClose();
  };
  return (
    <Modal
      title={t('upsell.title')}
      onClose={onClose}
      className="upsell-modal"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('upsell.close')}
          </button>
          {signedIn ? (
            <PackagesLink embedded={embedded} className="button button--primary">
              {t('upsell.upgrade')}
            </PackagesLink>
          ) : (
            <button type="button" className="button button--primary" onClick={signIn}>
              {t('account.signIn')}
            </button>
          )}
        </>
      }
    >
      <p>{afterLead ? t('upsell.afterLead', afterLead) : t(signedIn ? 'upsell.text' : 'upsell.anonymous')}</p>
    </Modal>
  );
}
