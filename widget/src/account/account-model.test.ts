import { describe, expect, it } from 'vitest';
import { addressesUsed, initialsOf, LimitKind, limitModalKind } from './account-model';

const user = { first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.com' };

describe('initialsOf', () => {
  it('takes the first letters of the first and last name, in capitals', () => {
    expect(initialsOf(user)).toBe('AL');
    expect(initialsOf({ ...user, first_name: 'élise', last_name: '' })).toBe('É');
  });

  it('falls back to the words of the name, then the email', () => {
    expect(initialsOf({ ...user, first_name: '', last_name: '', name: 'grace brewster hopper' })).toBe('GH');
    expect(initialsOf({ ...user, first_name: ' ', last_name: '', name: '' })).toBe('A');
  });
});

describe('addressesUsed', () => {
  it('counts against the limit, monthly for a paid plan (spec 1 section 9)', () => {
    expect(addressesUsed({ used: 1, limit: 3, period: 'total' })).toEqual({ used: 1, quota: 3, isMonthly: false });
    expect(addressesUsed({ used: 12, limit: 80, period: 'month' })).toEqual({ used: 12, quota: 80, isMonthly: true });
    expect(addressesUsed({ used: 5, limit: null, period: 'total' })).toEqual({ used: 5, quota: null, isMonthly: false });
  });
});

describe('limitModalKind', () => {
  const free = { used: 3, limit: 3, period: 'total', reached: true } as const;
  const pro = { used: 80, limit: 80, period: 'month', reached: true } as const;

  it('opens for the free plan, a paid plan and a visitor whose quota is reached', () => {
    expect(limitModalKind({ isSignedIn: true, isLimited: true, quota: free, packageName: 'free' })).toBe(LimitKind.Free);
    expect(limitModalKind({ isSignedIn: true, isLimited: true, quota: free, packageName: undefined })).toBe(LimitKind.Free);
    expect(limitModalKind({ isSignedIn: true, isLimited: true, quota: pro, packageName: undefined })).toBe(LimitKind.Paid);
    expect(limitModalKind({ isSignedIn: false, isLimited: true, quota: free, packageName: undefined })).toBe(LimitKind.Visitor);
  });

  it('opens for a signed-in free user given the limited report', () => {
    expect(limitModalKind({ isSignedIn: true, isLimited: true, quota: null, packageName: 'free' })).toBe(LimitKind.Free);
    expect(limitModalKind({ isSignedIn: true, isLimited: true, quota: null, packageName: 'pro' })).toBeNull();
  });

  it('stays shut below the quota, and for a visitor’s ordinary limited report', () => {
    expect(limitModalKind({ isSignedIn: true, isLimited: false, quota: { ...free, used: 2, reached: false }, packageName: 'free' })).toBeNull();
    expect(limitModalKind({ isSignedIn: false, isLimited: true, quota: null, packageName: undefined })).toBeNull();
    expect(limitModalKind({ isSignedIn: false, isLimited: true, quota: undefined, packageName: undefined })).toBeNull();
  });
});
