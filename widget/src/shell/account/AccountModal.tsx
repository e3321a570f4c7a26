// The modal that asks for an account, or for a better one: a sentence, a button that closes it and
// one main action, which opens the sign-in popup (on its sign-in or sign-up page) or the packages
// page. The limit modal, the upsell and the playground's login prompt are this modal with their
// own words (spec 1 sections 2, 4 and 6).
import type { ReactNode } from 'react';
import { useAccount } from './account-context';
import { PackagesLink } from './PackagesLink';
import { Modal } from '../../ui/Modal';

/** The modal's main action: the sign-in popup on its sign-in or sign-up page, or the packages page (in a new tab inside a host page). */
export type AccountModalAction = { kind: 'sign-in' | 'sign-up'; label: string } | { kind: 'packages'; label: string; embedded?: boolean };

/** What the modal says and offers. */
export interface AccountModalProps {
  title: string;
  text: ReactNode;
  /** The label of the button that only closes the modal ('Close', 'Cancel'). */
  closeLabel: string;
  action: AccountModalAction;
  /** The modal's own class, which its styles and tests name. */
  className: string;
  onClose(): void;
}

/** The account modal; mount it to ask, unmount it when answered. */
export function AccountModal({ title, text, closeLabel, action, className, onClose }: AccountModalProps) {
  const { session } = useAccount();
  const openSignIn = (mode: 'sign-in' | 'sign-up') => {
    // The popup opens within the click, or the browser blocks it.
    session.signIn(mode);
    onClose();
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      className={className}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {closeLabel}
          </button>
          {action.kind === 'packages' ? (
            <PackagesLink embedded={action.embedded ?? false} className="button button--primary">
              {action.label}
            </PackagesLink>
          ) : (
            <button type="button" className="button button--primary" onClick={() => openSignIn(action.kind)}>
              {action.label}
            </button>
          )}
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
