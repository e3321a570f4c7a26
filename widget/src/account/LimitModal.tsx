// The limit modal (spec 1 sections 2 and 4): a report opened past the address quota. Visitors
// are asked to create a free login, free users are told they saved the most addresses of the
// free plan, paid users to upgrade; users get the way to the packages page.
import { useTranslate } from '../i18n/use-translate';
import { AccountModal } from '../shell/account/AccountModal';
import { LimitKind } from './account-model';

const TEXT = { [LimitKind.Visitor]: 'account.limitVisitorText', [LimitKind.Free]: 'account.limitFreeText', [LimitKind.Paid]: 'account.limitPaidText' } as const;

/** The limit modal of `kind`. */
export function LimitModal({ kind, onClose }: { kind: LimitKind; onClose(): void }) {
  const t = useTranslate();
  const isVisitor = kind === LimitKind.Visitor;
  return (
    <AccountModal
      title={t(isVisitor ? 'account.limitTitleVisitor' : 'account.limitTitle')}
      text={t(TEXT[kind])}
      closeLabel={t('upsell.close')}
      action={isVisitor ? { kind: 'sign-up', label: t('account.signUp') } : { kind: 'packages', label: t('account.upgrade') }}
      className="limit-modal"
      onClose={onClose}
    />
  );
}
