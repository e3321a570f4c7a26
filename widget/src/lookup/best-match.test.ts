import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../../../core/api';
import { bestMatch, normalizeAddress } from './best-match';

const suggestion = (label: string): AddressSuggestion => ({ place_id: label, label, lat: 42.1, lng: -71.2 });
const twelve = suggestion('12 Maple Street, Maple Hollow, MA 01999');
const twelveCambridge = suggestion('12 Maple Street, Cambridge, MA 02139');
const twelveExt = suggestion('12 Maple Street Extension, Maple Hollow, MA 01999');
const oneTwenty = suggestion('120 Maple Street, Maple Hollow, MA 01999');

describe('normalizeAddress', () => {
  it('drops case, punctuation and repeated spaces', () => {
    expect(normalizeAddress('  12  Maple St., Maple Hollow ')).toBe('12 maple st maple hollow');
  });
});

describe('bestMatch', () => {
  it('opens the suggestion whose whole label is the typed text, whatever its case and commas', () => {
    expect(bestMatch('12 maple street maple hollow ma 01999', [twelveCambridge, twelve, twelveExt])).toEqual({ kind: 'match', suggestion: twelve });
  });

  it('opens the suggestion whose number and street are the typed text when only one has them', () => {
    expect(bestMatch('12 Maple Street', [twelveExt, twelve, oneTwenty])).toEqual({ kind: 'match', suggestion: twelve });
  });

  it('opens the only suggestion, even when its label is spelled otherwise', () => {
    expect(bestMatch('12 maple st', [twelve])).toEqual({ kind: 'match', suggestion: twelve });
  });

  it('opens the one suggestion whose label starts with the typed text', () => {
    expect(bestMatch('12 Maple Street Ext', [twelve, twelveExt, oneTwenty])).toEqual({ kind: 'match', suggestion: twelveExt });
  });

  it('says several when the text stands for more than one suggestion', () => {
    expect(bestMatch('12 Maple Street', [twelve, twelveCambridge, twelveExt])).toEqual({ kind: 'several', count: 3 });
    expect(bestMatch('Maple', [twelve, oneTwenty])).toEqual({ kind: 'several', count: 2 });
  });

  it('says none without suggestions or without text', () => {
    expect(bestMatch('zzzz', [])).toEqual({ kind: 'none' });
    expect(bestMatch('  ', [twelve])).toEqual({ kind: 'none' });
  });
});
