// Billing behind one interface: where a user manages their subscription, and the package their
// payments buy. The default provider has no payment service: an operator sets packages with
// `npm run admin -- set-package`, and the portal is a configured page (LOTLINE_BILLING_PORTAL_URL).
import { eq } from 'drizzle-orm';
import type { Package } from '../../../core/api';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** What a billing service does for Lotline. */
export interface BillingProvider {
  /** Where `userId` manages their subscription, or null when there is no such page. */
  portalUrl(userId: string): string | null;
  /** Gives `userId` the package `pkg`; false when no such user exists. */
  setPackage(userId: string, pkg: Package): Promise<boolean>;
}

/** The provider without a payment service: a fixed portal page (none when `portalUrl` is unset) and packages set in the database. */
export function createDefaultBillingProvider(db: Db, options: { portalUrl?: string | undefined } = {}): BillingProvider {
  return {
    portalUrl: () => options.portalUrl ?? null,
    async setPackage(userId, pkg) {
      // A user's own quota belonged to their old package: the new one's default applies.
      const updated = await db
        .update(users)
        .set({ package: pkg, reportsQuota: null, packageUpdatedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Packages and the subscription portal. */
    billing: BillingProvider;
  }
}
