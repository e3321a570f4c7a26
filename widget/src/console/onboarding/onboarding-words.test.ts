import { describe, expect, it } from 'vitest';
import { OnboardingMessage } from '../../../../core/api';
import { initialOnboarding, onboardingReducer, visibleErrors } from './onboarding-model';
import { ERROR_WORDS, errorText } from './onboarding-words';
import { createOnboardingTranslator } from './use-onboarding-translate';

const en = createOnboardingTranslator('en');
const es = createOnboardingTranslator('es');

describe('the onboarding words', () => {
  it('name the Pro plan’s features as the packages page does, in both languages', () => {
    expect([es('packages.addresses', { count: 80 }), es('packages.websiteBooster'), es('onboarding.title')]).toEqual(['80 direcciones', 'Impulso para su sitio web', 'Configure su cuenta']);
    expect(en('packages.marketingAutomations')).toBe('Marketing Automations');
  });

  it('say each schema message word for word in English, and in Spanish too', () => {
    for (const [message, key] of Object.entries(ERROR_WORDS)) {
      expect(en(key), key).toBe(message);
      expect(es(key), key).not.toBe(message);
    }
    expect(errorText(en, OnboardingMessage.RoleOther)).toBe('When reason is "Other" you should specify the value');
    expect(errorText(es, 'First Name is required.')).toBe('El nombre es obligatorio.');
    // A message without a key is shown as the server or schema gave it.
    expect(errorText(es, 'Something new.')).toBe('Something new.');
  });

  it('cover every message the form shows', () => {
    const user = { first_name: '', last_name: '', email: 'ada@', onboarded: false, organization_id: null };
    const touchedAll = ['role', 'roleOther', 'firstName', 'lastName', 'email', 'acceptTerms', 'organization.name', 'organization.email', 'organization.phoneNumber', 'organization.land_url'] as const;
    let state = onboardingReducer(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Other' });
    state = onboardingReducer(state, { type: 'change', field: 'organization.phoneNumber', value: '+1 (61' });
    state = onboardingReducer(state, { type: 'change', field: 'organization.land_url', value: 'x' });
    for (const field of touchedAll) state = onboardingReducer(state, { type: 'touch', field });
    const messages = Object.values(visibleErrors(state));
    expect(messages.length).toBeGreaterThanOrEqual(7);
    for (const message of messages) expect(ERROR_WORDS[message], message).toBeDefined();
  });

  it('keep the spec’s words for the toasts and the SUBSCRIBE buttons (spec 4 and 8)', () => {
    expect([en('onboarding.updating'), en('onboarding.continueLimited'), en('onboarding.startTrial')]).toEqual(['Updating…', 'Continue with Limited Access', 'Start a 30-Day Free Trial']);
    expect(en('onboarding.updateError', { message: 'Company Name is required.' })).toBe('Your account could not be updated: Company Name is required.');
  });
});
