import { describe, expect, it } from 'vitest';
import type { AddressPlace } from '../../../core/api';
import { createTranslator } from '../i18n/messages';
import { coverageSentence, examplesOf } from './coverage';

const place = (city: string, number?: string): AddressPlace => ({
  city,
  state: 'MA',
  example: number ? { place_id: `${city}/${number}`, label: `${number} Main Street, ${city}, MA`, street_address: `${number} Main Street` } : null,
});

describe('coverageSentence', () => {
  it('names every place when there are few, in each language', () => {
    const places = [place('Cambridge', '1'), place('Maple Hollow', '12')];
    expect(coverageSentence(places, 'en', createTranslator('en'))).toBe('Lotline covers addresses in Cambridge, MA and Maple Hollow, MA.');
    expect(coverageSentence(places, 'es', createTranslator('es'))).toBe('Lotline cubre direcciones en Cambridge, MA y Maple Hollow, MA.');
  });

  it('counts the places past the fourth, and says nothing without places', () => {
    const places = ['Acton', 'Bedford', 'Cambridge', 'Dover', 'Essex', 'Foxborough'].map((city) => place(city));
    expect(coverageSentence(places, 'en', createTranslator('en'))).toBe('Lotline covers addresses in Acton, MA; Bedford, MA; Cambridge, MA; Dover, MA and 2 more places.');
    expect(coverageSentence([], 'en', createTranslator('en'))).toBeNull();
  });
});

describe('examplesOf', () => {
  it('takes one address of each of the first places that have one', () => {
    const examples = examplesOf([place('Acton'), place('Bedford', '4'), place('Cambridge', '7'), place('Dover', '9')]);
    expect(examples.map((e) => [e.city, e.example.street_address])).toEqual([
      ['Bedford', '4 Main Street'],
      ['Cambridge', '7 Main Street'],
    ]);
  });
});
