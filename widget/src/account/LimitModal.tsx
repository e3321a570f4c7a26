// The limit modal (spec 1 sections 2 and 4): a report opened past the address quota. Visitors
// are asked to create a free login, free users are told they saved the most addresses of the
// free plan, paid users to upgrade; users get the way to the packages page.
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { LimitKind } from './account-model';
import { useAccount } from '../shell/account/account-context';
import { PackagesLink } from '../shell/account/PackagesLink';

const TEXT = { [LimitKind.Visitor]: 'account.limitVisitorText', [LimitKind.Free]: 'account.limitFreeText', [LimitKind.Paid]: 'account.limitPaidText' } as const;

/** The limit modal of `kind`. */
export function LimitModal({ kind, onClose }: { kind: LimitKind; onClose(): void }) {
  const t = useTranslate();
  const { session } = useAccount();
  const isVisitor = kind === LimitKind.Visitor;
  const signUp = () => {
    // The popup opens within the click, or the browser blocks it.
    session.signIn('sign-up');
    onClose();
  };
  return (
    <Modal
      title={t(isVisitor ? 'account.limitTitleVisitor' : 'account.limitTitle')}
      onClose={onClose}
      className="limit-modal"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('upsell.close')}
          </button>
          {isVisitor ? (
            <button type="button" className="button button--primary" onClick={signUp}>
              {t('account.signUp')}
            </button>
          ) : (
            <PackagesLink className="button button--primary">{t('account.upgrade')}</PackagesLink>
          )}
        </>
      }
    >
      <p>{t(TEXT[kind])}</p>
    </Modal>
  );
}
