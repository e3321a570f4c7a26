// The plans of the packages page (spec 2: '/packages (upgrade page)'; spec 9: 'Trial: 30-day free
// trial; pro features: 80 Addresses, Website Booster, Unlimited Users, Company Account, Insights,
// Marketing Automations', Free 3 addresses) and what each plan's card offers its reader.
import { PACKAGE_QUOTAS, type Package, type TrialState } from '../../../../core/api';
import type { AccountTranslate } from './account-messages';

/** The plans, in the order of their cards. */
export const PLANS: readonly Package[] = ['free', 'pro'];

/** A plan's features in the reader's words; the address counts are the packages' quotas. */
export function planFeatures(plan: Package, t: AccountTranslate): string[] {
  const addresses = t('packages.addresses', { count: PACKAGE_QUOTAS[plan].limit });
  if (plan === 'free') return [addresses];
  return [addresses, t('packages.websiteBooster'), t('packages.unlimitedUsers'), t('packages.companyAccount'), t('packages.insights'), t('packages.marketingAutomations')];
}

/** The billing portal as far as the page knows: asked, answered with a URL, absent (404) or unreachable. */
export type PortalState = { status: 'loading' } | { status: 'found'; url: string } | { status: 'none' } | { status: 'failed' };

/** What a plan's card offers. */
export const PlanAction = {
  /** A visitor: create a free account (the sign-up popup). */
  SignUp: 'sign-up',
  /** A visitor on the Pro card: the trial starts from an account, so sign up first. */
  TrialSignUp: 'trial-sign-up',
  /** A Free user who never had the trial: start it here (decision 051). */
  StartTrial: 'start-trial',
  /** A user whose trial runs: when it ends, and the billing portal (or the administrator) to keep Pro. */
  TrialRunning: 'trial-running',
  /** A Free user whose trial is over, with a billing portal: subscribe there. */
  Subscribe: 'subscribe',
  /** A Pro user with a billing portal: manage the subscription there. */
  Manage: 'manage',
  /** No billing portal: an administrator sets packages for now, said plainly instead of a button. */
  AdminSets: 'admin-sets',
  /** A Pro user without a billing portal: an administrator manages packages. */
  AdminManages: 'admin-manages',
  /** The portal could not be asked: say so and offer to try again. */
  PortalFailed: 'portal-failed',
  /** The account or the portal is still being asked. */
  Wait: 'wait',
  /** Nothing to do on this card. */
  None: 'none',
} as const;
export type PlanAction = (typeof PlanAction)[keyof typeof PlanAction];

/** Who reads the page. */
export interface PlanReader {
  isSignedIn: boolean;
  /** The reader's package once `GET /api/me` answered. */
  current: Package | undefined;
  portal: PortalState;
  /** The reader's trial once `GET /api/me` answered. */
  trial?: TrialState | undefined;
}

/** What the card of `plan` offers `reader`. */
export function planAction(plan: Package, { isSignedIn, current, portal, trial }: PlanReader): PlanAction {
  if (!isSignedIn) return plan === 'free' ? PlanAction.SignUp : PlanAction.TrialSignUp;
  if (plan === 'free') return PlanAction.None;
  if (current === undefined || portal.status === 'loading') return PlanAction.Wait;
  if (trial?.active) return PlanAction.TrialRunning;
  if (current === 'free' && trial?.available) return PlanAction.StartTrial;
  if (portal.status === 'failed') return PlanAction.PortalFailed;
  if (current === 'pro') return portal.status === 'found' ? PlanAction.Manage : PlanAction.AdminManages;
  return portal.status === 'found' ? PlanAction.Subscribe : PlanAction.AdminSets;
}
