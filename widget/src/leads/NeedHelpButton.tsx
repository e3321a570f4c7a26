// The report header's 'Need Help?' control (spec 6): for paid, onboarded users who are not
// homeowners, outside embeds. It opens the need-help modal, whose code loads on the first click,
// for the widget's organization (the demo organization on the vendor's page without one).
import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../shell/account/account-context';
import { useTranslate } from '../i18n/use-translate';
import { useOrgConfig } from '../shell/org/org-context';
import { canAskForHelp } from './help-access';
import { leadOrgId } from './lead-api';

const NeedHelpModal = lazy(() => import('./NeedHelpModal').then((module) => ({ default: module.NeedHelpModal })));

/** 'Need Help?' and its modal, for the users spec 6 gives it to. */
export function NeedHelpButton({ embedded }: { embedded: boolean }) {
  const t = useTranslate();
  const { session } = useAccount();
  const org = useOrgConfig();
  const [open, setOpen] = useState(false);
  if (!canAskForHelp(session.me?.user, embedded)) return null;
  return (
    <>
      <button type="button" className="link-button need-help__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('needHelp.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NeedHelpModal orgId={leadOrgId(org)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
