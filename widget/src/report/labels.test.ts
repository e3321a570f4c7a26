import { describe, expect, it } from 'vitest';
import type { LegalStatus } from '../../../core/rules';
import { badgeText, legalLabel, likelihoodLabel } from '../../../core/rules';
import { createTranslator, ruleTextsOf } from '../i18n/messages';
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

  it('badges as core does: Not Detected, Detected, or the custom text, the rules’ own in Spanish', () => {
    const [rulesEn, rulesEs] = [ruleTextsOf('en'), ruleTextsOf('es')];
    expect(badgeOf('GREEN', 'Historic District', en, rulesEn)).toBe(badgeText('GREEN', 'Historic District'));
    expect(badgeOf('YELLOW', null, en, rulesEn)).toBe(badgeText('YELLOW', null));
    expect(badgeOf('RED', 'Floodway', en, rulesEn)).toBe('Floodway');
    expect(badgeOf('YELLOW', 'Within 90 ft', en, rulesEn)).toBe('Within 90 ft');
    expect(badgeOf('RED', null, es, rulesEs)).toBe('Detectado');
    expect(badgeOf('GREEN', null, es, rulesEs)).toBe('No detectado');
    expect(badgeOf('YELLOW', 'Within 90 ft', es, rulesEs)).toBe('A menos de 90 pies');
    // A feature's own badge is the data's, as it is.
    expect(badgeOf('RED', 'Floodway', es, rulesEs)).toBe('Floodway');
  });

  it('reads an inferred answer’s lower likelihood: 45 is Might be Allowed', () => {
    expect(en(likelihoodOf('YELLOW', 45).key)).toBe('Might be Allowed');
    expect(likelihoodOf('GREEN', 100).tone).toBe('success');
  });
});
