// Pure rules of the account UI: the avatar's initials, the Addresses Used line and when the
// limit modal opens (spec 1 sections 4 and 9).
import type { AccountPackage, AccountQuota, AccountUser, StreetQuota } from '../shell/account/account-types';

/** Up to two capital letters for the avatar: first and last name, else the name's words, else the email. */
export function initialsOf(user: Pick<AccountUser, 'first_name' | 'last_name' | 'name' | 'email'>): string {
  const letter = (text: string | undefined) => text?.trim().charAt(0) ?? '';
  const fromNames = letter(user.first_name) + letter(user.last_name);
  if (fromNames) return fromNames.toUpperCase();
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const fromName = letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : '');
  return (fromName || letter(user.email) || '?').toUpperCase();
}

/** The Addresses Used line's parts: spec 1 section 9, '{used} of {quota}' with '(this month)' for Pro. */
export interface AddressesUsed {
  used: number;
  /** Null when the package has no limit. */
  quota: number | null;
  isMonthly: boolean;
}

/** The Addresses Used line of a quota. */
export function addressesUsed(quota: AccountQuota): AddressesUsed {
  return { used: quota.used, quota: quota.limit, isMonthly: quota.period === 'month' };
}

/** Which limit modal a report gets: a visitor's sign-up, the free plan's, or a paid plan's. */
export const LimitKind = { Visitor: 'visitor', Free: 'free', Paid: 'paid' } as const;
export type LimitKind = (typeof LimitKind)[keyof typeof LimitKind];

/** What decides the limit modal. */
export interface LimitInput {
  isSignedIn: boolean;
  /** The report is the limited one. */
  isLimited: boolean;
  /** The quota of street data (null or absent when the server keeps none for this viewer). */
  quota: StreetQuota | null | undefined;
  /** The user's package when known. */
  packageName: AccountPackage | undefined;
}

/**
 * The limit modal to open for a loaded report, or null (spec 1 section 4, 'Limit modal'): when
 * the quota is reached, or when a signed-in user on the free plan gets the limited report. A
 * monthly quota is a paid plan's.
 */
export function limitModalKind({ isSignedIn, isLimited, quota, packageName }: LimitInput): LimitKind | null {
  if (quota?.reached) {
    if (!isSignedIn) return LimitKind.Visitor;
    return quota.period === 'month' || packageName === 'pro' ? LimitKind.Paid : LimitKind.Free;
  }
  if (isSignedIn && isLimited && packageName !== 'pro') return LimitKind.Free;
  return null;
}
