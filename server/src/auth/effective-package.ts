// An account's package as it stands today: Free with a running trial counts as Pro (billing/trial.ts).
import type { Package } from '../../../core/api';

/** The package an account has at `now`: Pro while its trial runs (decision 051), else the one set. */
export function effectivePackage(row: { package: Package; trialEndsAt: Date | null }, now: Date): Package {
  return row.package === 'free' && row.trialEndsAt !== null && row.trialEndsAt.getTime() > now.getTime() ? 'pro' : row.package;
}
