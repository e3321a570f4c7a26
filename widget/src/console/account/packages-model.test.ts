import { describe, expect, it } from 'vitest';
import { createAccountTranslator } from './account-messages';
import { PlanAction, planAction, planFeatures, type PortalState } from './packages-model';

describe('planFeatures', () => {
  it('lists the spec’s Pro features word for word, and Free’s 3 addresses', () => {
    const t = createAccountTranslator('en');
    expect(planFeatures('pro', t)).toEqual(['80 Addresses', 'Website Booster', 'Unlimited Users', 'Company Account', 'Insights', 'Marketing Automations']);
    expect(planFeatures('free', t)).toEqual(['3 Addresses']);
    expect(planFeatures('pro', createAccountTranslator('es'))[0]).toBe('80 direcciones');
  });

  it('keeps the trial in the spec’s words', () => {
    expect(createAccountTranslator('en')('packages.trial')).toBe('Start your 30-day free trial');
  });
});

describe('planAction', () => {
  const found: PortalState = { status: 'found', url: 'https://billing.example/portal' };
  const none: PortalState = { status: 'none' };

  it('asks visitors to sign up on both cards', () => {
    const visitor = { isSignedIn: false, current: undefined, portal: none };
    expect([planAction('free', visitor), planAction('pro', visitor)]).toEqual([PlanAction.SignUp, PlanAction.TrialSignUp]);
  });

  it('starts a Free user’s trial here once; after it, subscribes in the portal or says plainly that an administrator sets packages', () => {
    const fresh = { available: true, active: false, ends_at: null };
    const running = { available: false, active: true, ends_at: '2027-01-01T10:00:00.000Z' };
    const over = { available: false, active: false, ends_at: '2026-11-01T10:00:00.000Z' };
    expect(planAction('pro', { isSignedIn: true, current: 'free', portal: none, trial: fresh })).toBe(PlanAction.StartTrial);
    expect(planAction('pro', { isSignedIn: true, current: 'pro', portal: found, trial: running })).toBe(PlanAction.TrialRunning);
    expect(planAction('pro', { isSignedIn: true, current: 'free', portal: found, trial: over })).toBe(PlanAction.Subscribe);
    expect(planAction('pro', { isSignedIn: true, current: 'free', portal: none, trial: over })).toBe(PlanAction.AdminSets);
    expect(planAction('free', { isSignedIn: true, current: 'free', portal: found, trial: fresh })).toBe(PlanAction.None);
  });

  it('lets a Pro user manage the subscription, or says an administrator manages it', () => {
    expect(planAction('pro', { isSignedIn: true, current: 'pro', portal: found })).toBe(PlanAction.Manage);
    expect(planAction('pro', { isSignedIn: true, current: 'pro', portal: none })).toBe(PlanAction.AdminManages);
  });

  it('waits for the account and the portal, and reports a portal it could not reach', () => {
    expect(planAction('pro', { isSignedIn: true, current: undefined, portal: none })).toBe(PlanAction.Wait);
    expect(planAction('pro', { isSignedIn: true, current: 'free', portal: { status: 'loading' } })).toBe(PlanAction.Wait);
    expect(planAction('pro', { isSignedIn: true, current: 'free', portal: { status: 'failed' } })).toBe(PlanAction.PortalFailed);
  });
});
