import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_NAME } from '../../../core/placement';
import { createTranslator } from '../i18n/messages';

describe('floor plan and constructor wording', () => {
  it('keeps the spec’s words in English', () => {
    const t = createTranslator('en');
    expect([t('floorPlans.additional'), t('floorPlans.select'), t('constructor.save'), t('constructor.cancel'), t('floorPlans.new')]).toEqual([
      'Additional ADU',
      'Select Floor Plan',
      'Save Plan',
      'Cancel',
      'NEW',
    ]);
    expect(t('constructor.defaultName')).toBe(DEFAULT_PLAN_NAME);
    expect([t('constructor.polygon'), t('constructor.rectangle')]).toEqual(['Polygon', 'Rectangle']);
    expect([t('layout.wrongPage'), t('layout.broken'), t('layout.notPlaced'), t('layout.insideLot')]).toEqual([
      'wrong page',
      'This ADU is broken. You can only delete it',
      'You need to place your ADU inside the lot first.',
      'Adu should be inside lot',
    ]);
    expect(t('dimensions.footprint', { length: '20', width: '30', area: '600' })).toBe('20 × 30 = 600 sq ft');
  });

  it('has Spanish for each of them', () => {
    const es = createTranslator('es');
    expect(es('floorPlans.additional')).toBe('Unidad adicional');
    expect(es('constructor.save')).toBe('Guardar plano');
  });
});
