import { describe, expect, it } from 'vitest';
import type { LegalStatus } from '../../../core/rules/model';
import { badgeText, legalLabel, likelihoodLabel } from '../../../core/rules/status';
import { assumption, type AssumptionKey } from '../../../core/rules/infer';
import { createTranslator } from '../i18n/messages';
import { badgeOf, legalKey, likelihoodOf, STATUS_PERCENT } from './labels';

const en = createTranslator('en');
const es = createTranslator('es');

describe('report labels', () => {
  it('says every legal status in core’s English words, and in Spanish', () => {
    for (const status of ['BR', 'SP', 'CONDITION_USE_PERMIT', 'UNRESTRICTED', 'NOT_ALLOWED'] as LegalStatus[]) {
      expect(en(legalKey(status))).toBe(legalLabel(status));
      expect(es(legalKey(status))).not.toBe(legalLabel(status));
    }
    expect(en(legalKey(null))).toBe('not known from the sources on file');
  });

  it('gives each overall status core’s likelihood label', () => {
    expect(en(likelihoodOf('GREEN').key)).toBe('Probably Allowed');
    expect(en(likelihoodOf('YELLOW').key)).toBe('Might be Allowed');
    expect(en(likelihoodOf('RED').key)).toBe('Probably Not Allowed');
    for (const status of ['GREEN', 'YELLOW', 'RED'] as const) {
      expect(en(likelihoodOf(status).key)).toBe(likelihoodLabel(STATUS_PERCENT[status]).label);
    }
  });

  it('badges as core does: Not Detected, Detected, or the custom text', () => {
    expect(badgeOf('GREEN', 'Historic District', en)).toBe(badgeText('GREEN', 'Historic District'));
    expect(badgeOf('YELLOW', null, en)).toBe(badgeText('YELLOW', null));
    expect(badgeOf('RED', 'Floodway', en)).toBe('Floodway');
    expect(badgeOf('RED', null, es)).toBe('Detectado');
    expect(badgeOf('GREEN', null, es)).toBe('No detectado');
  });

  it('says every assumption in core’s English sentence, and in Spanish, with its values in place', () => {
    const params = { zone: 'RES', town: 'Bellingham', value: 'the 10 ft front yard', source: 'a summary', confirm: 'Article 5' };
    const keys: AssumptionKey[] = ['district-allows-single-family', 'district-allows-residential', 'unzoned-lot-allows-single-family', 'unzoned-lot-allows-residential', 'secondary-source', 'exterior-side-setback', 'unknown-lot-line-setback'];
    for (const key of keys) {
      expect(en(`assumption.${key}`, params)).toBe(assumption(key, params).text);
      expect(es(`assumption.${key}`, params)).not.toMatch(/\{|Assumes|Takes/);
    }
    expect(es('assumption.district-allows-single-family', params)).toBe('Supone que en RES se permiten viviendas unifamiliares; confírmelo con la tabla de usos de Bellingham.');
  });

  it('reads an inferred answer’s lower likelihood: 45 is Might be Allowed', () => {
    expect(en(likelihoodOf('YELLOW', 45).key)).toBe('Might be Allowed');
    expect(likelihoodOf('GREEN', 100).tone).toBe('success');
  });
});
