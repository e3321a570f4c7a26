// 'Unlock more features' (spec 1 section 6): what a locked control opens. Visitors without a
// sign-in are asked for a free login and can sign in at once; signed-in users are offered the
// Pro plan on the packages page.
import { AccountModal } from '../shell/account/AccountModal';
import { useTranslate } from '../i18n/use-translate';
import { useOrgConfig } from '../shell/org/org-context';
import { ctaLabel } from '../org/OrgCta';

/** The upsell to the Pro plan; inside a host page the packages page opens in a new tab. */
export function UpsellModal({ signedIn, embedded = false, onClose }: { signedIn: boolean; embedded?: boolean; onClose(): void }) {
  const t = useTranslate();
  // An organization that opens the full report after a lead says so to its visitors (decision 050).
  const config = useOrgConfig();
  const afterLead = !signedIn && config?.visitor_report === 'after_lead' ? { org: config.name, cta: ctaLabel(config, false) ?? t('org.ctaFallback') } : null;
  return (
    <AccountModal
      title={t('upsell.title')}
      text={afterLead ? t('upsell.afterLead', afterLead) : t(signedIn ? 'upsell.text' : 'upsell.anonymous')}
      closeLabel={t('upsell.close')}
      action={signedIn ? { kind: 'packages', label: t('upsell.upgrade'), embedded } : { kind: 'sign-in', label: t('account.signIn') }}
      className="upsell-modal"
      onClose={onClose}
    />
  );
}
