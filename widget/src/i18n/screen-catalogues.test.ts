import { describe, expect, it } from 'vitest';
import { ACCOUNT_CATALOGUES } from '../console/account/account-messages';
import { LEAD_CATALOGUES } from '../leads/lead-messages';
import { ONBOARDING_CATALOGUES } from '../console/onboarding/onboarding-messages';
import { PDF_CATALOGUES } from '../pdf/pdf-messages';
import { PLAYGROUND_CATALOGUES } from '../playground/playground-messages';
import { SHARE_CATALOGUES } from '../share/share-messages';
import { catalogues } from './messages';
import { orgCatalogues } from '../console/i18n/org-messages';
import { createScreenTranslator, type ScreenCatalogues } from './screen-translator';

/** Every catalogue of a lazily loaded screen (decision 017), by the screen it belongs to. */
const SCREEN_CATALOGUES: Record<string, ScreenCatalogues<string>> = {
  account: ACCOUNT_CATALOGUES,
  organization: orgCatalogues,
  leads: LEAD_CATALOGUES,
  onboarding: ONBOARDING_CATALOGUES,
  playground: PLAYGROUND_CATALOGUES,
  pdf: PDF_CATALOGUES,
  share: SHARE_CATALOGUES,
};

describe('the catalogues of lazily loaded screens', () => {
  it.each(Object.entries(SCREEN_CATALOGUES))('%s: the same keys in both locales, none empty, none shadowing the main catalogue', (_, screen) => {
    expect(Object.keys(screen.es).sort()).toEqual(Object.keys(screen.en).sort());
    for (const catalogue of Object.values(screen)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
    // A shadowing key would say one thing on the first screen and another in the lazy screen.
    expect(Object.keys(screen.en).filter((key) => Object.hasOwn(catalogues.en!, key))).toEqual([]);
  });

  it('keep the onboarding dialog’s words out of the main catalogue', () => {
    expect(Object.keys(catalogues.en!).filter((key) => key.startsWith('onboarding.'))).toEqual([]);
    expect(Object.keys(ONBOARDING_CATALOGUES.en).every((key) => key.startsWith('onboarding.'))).toBe(true);
  });

  it('keep the console’s account and packages pages’ words out of the main catalogue the embed loads', () => {
    expect(Object.keys(catalogues.en!).filter((key) => key.startsWith('packages.'))).toEqual([]);
    expect(Object.keys(ACCOUNT_CATALOGUES.en)).toContain('account.consentTitle');
    expect(Object.hasOwn(catalogues.en!, 'account.consentTitle')).toBe(false);
    const es = createScreenTranslator('es', ACCOUNT_CATALOGUES);
    expect([es('packages.addresses', { count: 80 }), es('account.signIn')]).toEqual(['80 direcciones', 'Iniciar sesión']);
  });

  it('translate their own keys with values and fall back to the main catalogue', () => {
    const es = createScreenTranslator('es', ONBOARDING_CATALOGUES);
    expect(es('onboarding.title')).toBe('Configure su cuenta');
    expect(createScreenTranslator('en', ONBOARDING_CATALOGUES)('onboarding.progressText', { done: 2, total: 7 })).toBe('2 of 7 steps done');
    expect(es('account.signIn')).toBe('Iniciar sesión');
  });
});
