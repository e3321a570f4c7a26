import { describe, expect, it } from 'vitest';
import { catalogues } from '../../i18n/messages';
import { createOrgTranslator, orgCatalogues } from './org-messages';

describe('the organization pages’ catalogue', () => {
  it('has the same keys in both locales, none empty, none shadowing the main catalogue', () => {
    expect(Object.keys(orgCatalogues.es).sort()).toEqual(Object.keys(orgCatalogues.en).sort());
    for (const catalogue of Object.values(orgCatalogues)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
    expect(Object.keys(orgCatalogues.en).filter((key) => key in catalogues.en!)).toEqual([]);
  });

  it('keeps spec 8’s messages word for word', () => {
    const t = createOrgTranslator('en');
    expect(t('members.loadFailed', { message: 'timeout' })).toBe('Something went wrong when loading organization members, try to refresh the page: timeout');
    expect(t('serviceArea.loadFailed', { message: 'timeout' })).toBe('Something went wrong when loading cities, try to refresh the page: timeout');
    expect(t('serviceArea.noOptions')).toBe('No options found');
    expect(t('settings.useBuiltInContactForm')).toBe('Use Built-in Contact Form');
  });

  it('falls back to the main catalogue for shared words', () => {
    expect(createOrgTranslator('es')('account.signIn')).toBe('Iniciar sesión');
    expect(createOrgTranslator('es')('members.sendingError', { message: 'x' })).toBe('No se pudo enviar la invitación: x');
  });
});
