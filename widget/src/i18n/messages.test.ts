import { describe, expect, it } from 'vitest';
import { catalogues, createTranslator, resolveLocale } from './messages';

describe('message catalogue', () => {
  it('has the same keys in every locale, none empty', () => {
    expect(Object.keys(catalogues.es).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const catalogue of Object.values(catalogues)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('keeps the spec wording in English', () => {
    const t = createTranslator('en');
    expect(t('landing.title')).toBe('Look Up Your House!');
    expect(t('landing.subtitle')).toBe('See if you can build a Backyard Cottage or In-Home Apartment');
    expect(t('error.pick-address')).toBe('Please Pick an Address from the Search Bar');
    expect(t('unit.sqft', { value: '1,200' })).toBe('1,200 sq ft');
  });

  it('resolves the locale from the attribute, then the browser, then English', () => {
    expect(resolveLocale('es', ['en-US'])).toBe('es');
    expect(resolveLocale(undefined, ['fr-FR', 'es-MX'])).toBe('es');
    expect(resolveLocale('de', ['fr'])).toBe('en');
  });
});
