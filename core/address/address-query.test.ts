import { describe, expect, it } from 'vitest';
import { editDistance, parseAddressQuery, queryNamesStreet } from './address-query';

describe('parseAddressQuery', () => {
  it('reads a number range and keeps the street and place words', () => {
    expect(parseAddressQuery('307-321 Hurley St, Cambridge, MA')).toEqual({ number: '307', numberTo: '321', words: ['hurley', 'street', 'cambridge', 'ma'], isNumberLast: false });
    expect(parseAddressQuery('307 – 321 Hurley Street')).toEqual({ number: '307', numberTo: '321', words: ['hurley', 'street'], isNumberLast: false });
    expect(parseAddressQuery('10A-14B Elm Rd')).toEqual({ number: '10a', numberTo: '14b', words: ['elm', 'road'], isNumberLast: false });
  });

  it('reads a building and its unit, not a range, when the second number is the smaller', () => {
    expect(parseAddressQuery('12-4 Maple St')).toEqual({ number: '12', numberTo: null, words: ['maple', 'street'], isNumberLast: false });
  });

  it('reads a half number', () => {
    expect(parseAddressQuery('12-1/2 Maple St')).toEqual({ number: '12-1/2', numberTo: null, words: ['maple', 'street'], isNumberLast: false });
  });

  it('drops units in every usual spelling', () => {
    const maple = { number: '12', numberTo: null, words: ['maple', 'street'], isNumberLast: false };
    for (const query of ['12 Maple St Apt 2', '12 Maple St #2', '12 Maple St Unit 2', '12 Maple St, Apt. #2B', '12 Maple St Suite 200', 'Apt 2, 12 Maple St']) {
      expect(parseAddressQuery(query), query).toEqual(maple);
    }
  });

  it('says whether the number is typed last, when it may still grow (30 may become 307)', () => {
    expect(parseAddressQuery('Hurley St 30')).toEqual({ number: '30', numberTo: null, words: ['hurley', 'street'], isNumberLast: true });
    expect(parseAddressQuery('california ave 10a')).toEqual({ number: '10a', numberTo: null, words: ['california', 'avenue'], isNumberLast: true });
    expect(parseAddressQuery('10')).toEqual({ number: '10', numberTo: null, words: [], isNumberLast: true });
    // A ZIP code ending the query is not a house number.
    expect(parseAddressQuery('Hurley St, Cambridge, MA 02139')).toEqual({ number: null, numberTo: null, words: ['hurley', 'street', 'cambridge', 'ma', '02139'], isNumberLast: false });
  });

  it('reads a single number and a query without one', () => {
    expect(parseAddressQuery('84 Magazine St')).toEqual({ number: '84', numberTo: null, words: ['magazine', 'street'], isNumberLast: false });
    expect(parseAddressQuery('Maple')).toEqual({ number: null, numberTo: null, words: ['maple'], isNumberLast: false });
  });
});

describe('queryNamesStreet', () => {
  it('accepts the street the query starts with, a prefix of it, or a typo of it', () => {
    expect(queryNamesStreet(['hurley', 'street', 'cambridge', 'ma'], 'hurley street')).toBe(true);
    expect(queryNamesStreet(['hurly', 'street'], 'hurley street')).toBe(true);
    expect(queryNamesStreet(['magazne', 'street'], 'magazine street')).toBe(true);
    expect(queryNamesStreet(['hur'], 'hurley street')).toBe(true);
  });

  it('refuses a street named only by a later word of the query', () => {
    expect(queryNamesStreet(['hurley', 'street', 'cambridge', 'ma'], 'cambridge street')).toBe(false);
    expect(queryNamesStreet(['321', 'hurley', 'street', 'cambridge'], 'cambridge street')).toBe(false);
    expect(queryNamesStreet(['oak', 'street'], 'maple street')).toBe(false);
    expect(queryNamesStreet([], 'maple street')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('hurly', 'hurley')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
