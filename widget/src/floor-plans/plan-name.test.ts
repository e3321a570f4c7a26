// A catalogue plan's name in the reader's language: Spanish once loaded, English as written, and
// a name the catalogue does not have (a user's own plan) as it is.
import { describe, expect, it } from 'vitest';
import { cataloguePlanName } from './plan-name';

describe('cataloguePlanName', () => {
  it('names a catalogue plan in Spanish, and in English as the catalogue writes it', () => {
    expect(cataloguePlanName('Lap Pool', 'es')).toBe('Piscina de nado');
    expect(cataloguePlanName('Studio Cottage', 'es')).toBe('Cabaña estudio');
    expect(cataloguePlanName('Lap Pool', 'en')).toBe('Lap Pool');
  });

  it('keeps a name the catalogue does not have as it is', () => {
    expect(cataloguePlanName('Our lap pool by the fence', 'es')).toBe('Our lap pool by the fence');
  });
});
