// The way to the packages page (`${apiBase}/packages`, spec 2: '/packages (upgrade page)') from
// the limit modal, the account panel, the upsell and the sidebar history. On the vendor's page it
// opens in place; inside a host page it opens a new tab, so the host's page stays where it is.
import type { ReactNode } from 'react';
import { useAccount } from './account-context';
import { vendorPageUrl } from './sign-in-url';

/** A link to the packages page. */
export function PackagesLink({ embedded = false, className, children }: { embedded?: boolean; className?: string; children: ReactNode }) {
  const { apiBase } = useAccount();
  return (
    <a className={className} href={vendorPageUrl(apiBase, '/packages')} {...(embedded ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
